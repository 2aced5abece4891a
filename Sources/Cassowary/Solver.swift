// The incremental Cassowary solver (Badros, Borning, Stuckey), with strict priority levels
// and transactional failure. The tableau work is in `Tableau`; this file maps constraints,
// edit variables and variables onto symbols.

struct ConstraintInfo {
    let constraint: Constraint
    /// Slack (inequality), dummy (required equality) or error+ (soft equality).
    let marker: Int32
    /// The second error symbol of a soft constraint, or -1.
    let other: Int32
    /// Coefficients of marker and other in the constraint's row before any normalisation;
    /// changing the constant by d is the same as shifting marker by d / markerCoef.
    let markerCoef: Double
    let otherCoef: Double
    /// The constant the tableau holds for this constraint. Kept here, not read back from the
    /// Constraint, so that a constraint shared with another solver cannot desynchronise us.
    var constant: Double
    /// Order of addition (a counter of the solver): a rebuild adds the constraints again in
    /// this order, so that it makes the same choices as a fresh solver given the same calls.
    let sequence: Int
}

struct EditInfo {
    let constraint: Constraint
    var value: Double
}

/// An incremental Cassowary solver with strict priority levels.
///
/// Add constraints and edit variables, suggest values, then call `updateVariables()` to write
/// the solution into the variables. Every throwing call leaves the solver unchanged when it
/// throws. Not thread-safe: use one solver from one isolation domain.
public final class Solver {
    // Stored properties are `@exclusivity(unchecked)`: a solver is used from one isolation
    // domain and no method hands out an access that outlives it, so the dynamic check
    // (a thread-local access set, begin/end per access) could never fire, and it was a
    // measurable part of `addConstraint` (docs/history/solver-log.md). Static exclusivity
    // checking still applies.
    @exclusivity(unchecked) private var tab = Tableau()
    /// The constraints added (edit constraints included), by slot; nil marks a free slot.
    /// Found through `Constraint.slotHint`, else through `sharedSlots` (see `slot(of:)`).
    @exclusivity(unchecked) private var infos: [ConstraintInfo?] = []
    @exclusivity(unchecked) private var freeSlots: [Int32] = []
    @exclusivity(unchecked) private var liveConstraints = 0
    /// Slots of the constraints taken while their hint named another solver's slot (a
    /// constraint shared between solvers). Invariant: every constraint in `infos` is either
    /// here or found by its hint.
    @exclusivity(unchecked) private var sharedSlots: [ObjectIdentifier: Int32] = [:]
    @exclusivity(unchecked) private var edits: [ObjectIdentifier: EditInfo] = [:]
    /// Symbols of the variables met while their `symbolHint` named another solver's symbol
    /// (a variable shared between solvers). Invariant, as for constraints: every variable of
    /// the tableau is either here or found by its hint, and a hint that names this solver's
    /// symbol is changed by this solver only (given back on forget, reset and deinit).
    @exclusivity(unchecked) private var sharedSymbols: [ObjectIdentifier: Int32] = [:]
    /// The constraint whose marker is symbol s (required ones only; used for conflicts).
    /// Indexed by symbol (every symbol is made by `newSymbol`, which grows it): no hashing
    /// on the path of every constraint added.
    @exclusivity(unchecked) private var ownerOfMarker: [Constraint?] = []
    /// Scratch of `addConstraint` (empty between calls), kept for its capacity.
    @exclusivity(unchecked) private var termScratch: [(Int32, Double)] = []
    /// Constraints added so far (edit constraints included); the next one's `sequence`.
    @exclusivity(unchecked) private var additions = 0
    /// Pivots of tableaux dropped by a rebuild (for `pivotCount`).
    @exclusivity(unchecked) private var pivotsBeforeRebuild = 0
    /// Rebuilds so far (diagnostics for tests and benchmarks).
    @exclusivity(unchecked) private(set) var rebuildCount = 0

    /// An empty solver: no constraints, no edit variables.
    public init() {}

    deinit { releaseHints() }

    /// Gives back the hints that name this solver's slots and symbols, so that the next
    /// solver to take those constraints and variables can use the hint, not its dictionary.
    private func releaseHints() {
        for case let info? in infos where sharedSlots[ObjectIdentifier(info.constraint)] == nil {
            info.constraint.slotHint = -1
        }
        for (s, v) in tab.variables.enumerated() {
            if let v, v.symbolHint == Int32(s), sharedSymbols[ObjectIdentifier(v)] == nil { v.symbolHint = -1 }
        }
    }

    /// The slot holding `constraint` in this solver, or nil.
    @inline(__always)
    private func slot(of constraint: Constraint) -> Int32? {
        let h = constraint.slotHint
        if h >= 0 && Int(h) < infos.count, infos[Int(h)]?.constraint === constraint { return h }
        if sharedSlots.isEmpty { return nil }
        return sharedSlots[ObjectIdentifier(constraint)]
    }

    private func storedInfo(of constraint: Constraint) -> ConstraintInfo? {
        guard let k = slot(of: constraint) else { return nil }
        return infos[Int(k)]
    }

    /// Stores a constraint not yet in this solver.
    private func store(_ info: ConstraintInfo) {
        let k: Int32
        // `removeLast`, not `popLast`: the latter went through an unspecialised generic
        // (about 30 instructions a call, on every add).
        if !freeSlots.isEmpty {
            k = freeSlots.removeLast()
            infos[Int(k)] = info
        } else {
            k = Int32(infos.count)
            infos.append(info)
        }
        liveConstraints += 1
        let c = info.constraint
        if c.slotHint < 0 {
            c.slotHint = k
        } else {
            sharedSlots[ObjectIdentifier(c)] = k
        }
    }

    /// Forgets a constraint stored at slot k.
    private func unstore(_ k: Int32) {
        let c = infos[Int(k)]!.constraint
        if sharedSlots.isEmpty || sharedSlots.removeValue(forKey: ObjectIdentifier(c)) == nil {
            c.slotHint = -1  // the hint named our slot: give it back
        }
        infos[Int(k)] = nil
        freeSlots.append(k)
        liveConstraints -= 1
    }

    /// Broken tableau invariants (empty when all hold); for tests.
    func invariantViolations() -> [String] { tab.invariantViolations() }

    /// Whether the last update's evaluation is recorded for the next update to replay (it is
    /// while the structure has not changed since; diagnostics for tests).
    func evaluationIsRecorded() -> Bool { tab.program.epoch == tab.structureEpoch }

    /// Rows kept in definition form (diagnostics for tests).
    func definitionRowCount() -> Int {
        (0..<tab.rows.count).reduce(0) { $0 + (tab.rows[$1].inUse && tab.rows[$1].isDefinition ? 1 : 0) }
    }

    /// Simplex pivots made so far, those of a re-solve from scratch included (diagnostics for
    /// benchmarks; `reset()` zeroes it).
    public var pivotCount: Int { pivotsBeforeRebuild + tab.pivotCount }

    /// Removes every constraint and edit variable: the solver is as new (`pivotCount` is 0).
    public func reset() {
        releaseHints()
        pivotsBeforeRebuild = 0
        rebuildCount = 0
        tab = Tableau()
        infos = []
        freeSlots = []
        liveConstraints = 0
        sharedSlots = [:]
        edits = [:]
        sharedSymbols = [:]
        ownerOfMarker = []
    }

    /// Whether `constraint` was added and not removed since.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        slot(of: constraint) != nil
    }

    /// Whether `variable` is an edit variable (see `addEditVariable(_:priority:)`).
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Number of constraints added and not removed (edit constraints excluded).
    public var constraintCount: Int { liveConstraints - edits.count }

    private func newSymbol(_ k: SymbolKind) -> Int32 {
        ownerOfMarker.append(nil)
        return tab.newSymbol(k)
    }

    // MARK: Adding

    /// Adds `constraint` and re-optimises. Values are written to the variables by
    /// `updateVariables()`.
    ///
    /// - Throws: `SolverError.duplicateConstraint` if it is already in the solver;
    ///   `.badPriority` for a priority outside `0 < priority <= 1000`; `.invalidValue` for a
    ///   coefficient or constant that is not finite; `.unsatisfiableConstraint(conflicts:)` for
    ///   a required constraint that cannot hold together with the required constraints already
    ///   added, listing those it conflicts with (as few as the solver can find) and itself.
    ///   A call that throws leaves the solver exactly as it was.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard slot(of: constraint) == nil else { throw .duplicateConstraint }
        guard constraint.priority.isValid else { throw .badPriority(constraint.priority.rawValue) }
        // A loop, not a concatenated array: this runs for every constraint added.
        if !constraint.expression.constant.isFinite { throw .invalidValue(constraint.expression.constant) }
        for t in constraint.expression.terms where !t.coefficient.isFinite {
            throw .invalidValue(t.coefficient)
        }

        // Variables first seen here are forgotten again if the constraint is rejected: they
        // are the external symbols from `firstNew` on (ids are dense and given in order), so
        // no list of them is built.
        let firstNew = tab.symbolCount
        // The terms go into a buffer kept between calls (moved out and back): a new array
        // per add was an allocation and a free.
        var terms: [(Int32, Double)] = []
        swap(&terms, &termScratch)
        defer {
            // Element by element: `removeAll(keepingCapacity:)` went through the generic
            // `replaceSubrange` (~85 instructions an add for a few terms).
            while !terms.isEmpty { terms.removeLast() }
            swap(&terms, &termScratch)
        }
        for t in constraint.expression.terms {
            let v = t.variable
            let s: Int32
            if tab.holds(v, at: v.symbolHint) {
                s = v.symbolHint
            } else if !sharedSymbols.isEmpty, let known = sharedSymbols[ObjectIdentifier(v)] {
                s = known
            } else {
                s = newSymbol(.external)
                tab.setVariable(v, for: s)
                // A hint that names another solver's symbol is left alone (that solver may
                // rely on it); this solver then keeps the variable in its dictionary.
                if v.symbolHint < 0 {
                    v.symbolHint = s
                } else {
                    sharedSymbols[ObjectIdentifier(v)] = s
                }
            }
            terms.append((s, t.coefficient))
        }
        var marker: Int32 = -1, other: Int32 = -1
        var markerCoef = 0.0, otherCoef = 0.0
        let required = constraint.priority.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            markerCoef = sign
            terms.append((marker, sign))
            if !required {
                other = newSymbol(.error)
                otherCoef = -sign
                terms.append((other, -sign))
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy)
                markerCoef = 1
                terms.append((marker, 1))
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                markerCoef = -1
                otherCoef = 1
                terms.append((marker, -1))
                terms.append((other, 1))
            }
        }
        let info = ConstraintInfo(
            constraint: constraint, marker: marker, other: other,
            markerCoef: markerCoef, otherCoef: otherCoef, constant: constraint.expression.constant,
            sequence: additions)

        // Soft constraints always succeed: their errors go into their level's objective
        // (`addErrors`).
        let level = required ? -1 : tab.levelRow(constraint.priority.rawValue)
        if case (var def, let subject)? = tab.definitionRow(terms, constant: constraint.expression.constant) {
            // A new variable defined by basics (a layout chain): no substitution anywhere.
            if level >= 0 { addErrors(level, marker: marker, other: other) }
            solve(&def, for: subject)
            tab.insertRow(consume def, basic: subject, isDefinition: true)
        } else {
            try addCanonical(terms, constraint, marker: marker, other: other, firstNew: firstNew, level: level)
        }
        store(info)
        additions += 1
        if required { ownerOfMarker[Int(marker)] = constraint }
        tab.optimize()
        tab.infeasible.removeAll()
    }

    /// Adds the constraint's row in canonical form (parametric symbols only), choosing the
    /// subject by kiwi's rule; throws (with the tableau as it was) if it cannot hold.
    /// `level`: the objective row of a soft constraint's level (-1 for a required one); its
    /// errors go there (`addErrors`) before the row is substituted anywhere.
    private func addCanonical(
        _ terms: [(Int32, Double)], _ constraint: Constraint, marker: Int32, other: Int32,
        firstNew: Int32, level: Int32
    ) throws(SolverError) {
        // The row of `expression (relation) 0` over parametric symbols, constant >= 0.
        var row = tab.buildRow(terms, constant: constraint.expression.constant)
        var subject = chooseSubject(row, marker: marker, other: other)
        // A soft equality whose marker is the subject (the add/remove cycle's case): the
        // marker's term in the level row would only be substituted out again at once, so the
        // level row gets the marker's row itself, after the other error's term (below). The
        // same entries in the same order with the same arithmetic as adding the term and
        // substituting it (the other error's entry takes the marker's place either way), for
        // less: no entry appended, removed and noted for a symbol that is basic at once.
        let direct = level >= 0 && subject == marker && tab.kind[Int(marker)] == .error
        if level >= 0 && !direct { addErrors(level, marker: marker, other: other) }
        if subject < 0 && row.entries.allSatisfy({ tab.kind[Int($0.symbol)] == .dummy }) {
            if !feasible(row.constant) {
                let conflicts = requiredOwners(of: row.symbols) + [constraint]
                forget(from: firstNew)
                throw .unsatisfiableConstraint(conflicts: conflicts)
            }
            subject = marker  // redundant with other required equalities
        }
        if subject < 0 {
            tab.begin()
            if let conflicts = addWithArtificialVariable(row) {
                tab.rollback()
                forget(from: firstNew)
                throw .unsatisfiableConstraint(conflicts: conflicts + [constraint])
            }
            tab.commit()
        } else {
            solve(&row, for: subject)
            if direct {
                // The marker is new: no row but the level row would hold it.
                addErrors(level, marker: -1, other: other)
                row.entries.withUnsafeBufferPointer { tab.addScaled(level, $0, row.constant, 1) }
            } else {
                row.entries.withUnsafeBufferPointer { tab.substitute(subject, $0, row.constant) }
            }
            tab.insertRow(row, basic: subject)
            tab.recycle(&row.entries)
        }
    }

    /// A soft constraint's error symbols into its level's objective row, each at cost 1:
    /// `other` always is one, `marker` for an equality (-1: none).
    private func addErrors(_ level: Int32, marker: Int32, other: Int32) {
        if marker >= 0 && tab.kind[Int(marker)] == .error { tab.addTerm(level, marker, 1) }
        if other >= 0 { tab.addTerm(level, other, 1) }
    }

    /// Forgets the variables of the symbols made from `firstNew` on (by a rejected call).
    private func forget(from firstNew: Int32) {
        for s in firstNew..<tab.symbolCount {
            guard let v = tab.variables[Int(s)] else { continue }
            if sharedSymbols.isEmpty || sharedSymbols.removeValue(forKey: ObjectIdentifier(v)) == nil {
                v.symbolHint = -1  // the hint named our symbol: give it back
            }
            tab.setVariable(nil, for: s)
        }
    }

    /// Required constraints whose markers are among `symbols`, in marker (creation) order.
    private func requiredOwners(of symbols: [Int32]) -> [Constraint] {
        symbols.sorted().compactMap { ownerOfMarker[Int($0)] }
    }

    /// kiwi's subject rule: the lowest-id external symbol, else a new slack/error marker
    /// with a negative coefficient, else none.
    private func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        var best = Int32.max
        for e in row.entries where tab.kind[Int(e.symbol)] == .external && e.symbol < best { best = e.symbol }
        if best != Int32.max { return best }
        for m in [marker, other] where m >= 0 {
            let k = tab.kind[Int(m)]
            if k == .slack || k == .error, let i = row.position(of: m), row.entries[i].coefficient < 0 {
                return m
            }
        }
        return -1
    }

    /// Phase one with an artificial variable. Returns nil when the row was added, or the
    /// required constraints (by marker) that make it infeasible.
    ///
    /// A row that holds at the current solution (constant within the feasibility tolerance
    /// of 0) needs no phase one: a slack or error symbol of it becomes its basic at 0 (see
    /// `Tableau.tightSubject`; the constant is taken at 0). That is checked here, not in
    /// `addCanonical`, although it cannot fail: there, the extra branch made the compiler lay
    /// out `addConstraint` so that every addition with a subject paid an instruction or two
    /// (docs/history/solver-log.md).
    private func addWithArtificialVariable(_ row: Row) -> [Constraint]? {
        if row.constant <= feasibilityTolerance {
            let subject = tab.tightSubject(row)
            if subject >= 0 {
                var tight = row
                tight.constant = 0
                solve(&tight, for: subject)
                tight.entries.withUnsafeBufferPointer { tab.substitute(subject, $0, tight.constant) }
                tab.insertRow(consume tight, basic: subject)
                return nil
            }
        }
        let art = newSymbol(.slack)
        tab.insertRow(row, basic: art)
        let objective = tab.insertRow(row, basic: -1, rank: Tableau.artificialRank)
        tab.optimize(objective: objective)
        let objRow = tab.rows[Int(objective)]
        let success = feasible(objRow.constant)
        if !success {
            var symbols: [Int32] = []
            for i in objRow.entries.indices where !nearZero(objRow.entries[i].coefficient) {
                symbols.append(objRow.entries[i].symbol)
            }
            return requiredOwners(of: symbols)
        }
        tab.freeRow(objective)
        let r = tab.rowOf[Int(art)]
        if r >= 0 {
            let artRow = tab.rows[Int(r)]
            if artRow.entries.isEmpty {
                tab.freeRow(r)
                return nil
            }
            // Any slack or error symbol can take art's place as basic: the one with the largest
            // |coefficient| (lowest id among equal ones), since art's row is divided by it.
            var entering: Int32 = -1
            var largest = 0.0
            for e in artRow.entries where tab.kind[Int(e.symbol)] == .slack || tab.kind[Int(e.symbol)] == .error {
                if abs(e.coefficient) > largest || (abs(e.coefficient) == largest && e.symbol < entering) {
                    entering = e.symbol
                    largest = abs(e.coefficient)
                }
            }
            if largest < pivotTolerance {
                // art = (dummies) + (roundoff of zeros), and every dummy is 0: the row is an
                // identity of required constraints already in the tableau, so it adds nothing
                // and goes (pivoting on a roundoff coefficient of 1e-25 multiplied every
                // error of the tableau by as much).
                tab.freeRow(r)
                return nil
            }
            tab.pivot(r, entering: entering)
        }
        // art is parametric now; it is 0 at the optimum, so drop it from every row.
        while let e = tab.columns[Int(art)].last { tab.removeEntry(e.row, e.pos) }
        return nil
    }

    // MARK: Removing

    /// Removes `constraint` and re-optimises; the constraints it outweighed may hold again.
    ///
    /// - Throws: `SolverError.unknownConstraint` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        // Edit constraints are private to the solver, so a caller cannot name one here.
        guard let k = slot(of: constraint) else { throw .unknownConstraint }
        remove(at: k)
    }

    private func remove(at k: Int32) {
        let info = infos[Int(k)]!
        unstore(k)
        ownerOfMarker[Int(info.marker)] = nil
        if !info.constraint.priority.isRequired {
            let level = tab.levelRow(info.constraint.priority.rawValue)
            for e in [info.marker, info.other] where e >= 0 && tab.kind[Int(e)] == .error {
                let r = tab.rowOf[Int(e)]
                if r >= 0 {
                    tab.addScaled(level, tab.rows[Int(r)], -1)
                } else {
                    tab.addTerm(level, e, -1)
                }
            }
        }
        tab.removeMarker(info.marker)
        // The second error symbol is never used again either; when it is in no row (it is
        // basic, or was cancelled everywhere) its column's buffer goes to the next new symbol.
        if info.other >= 0 && tab.columns.count(Int(info.other)) == 0 { tab.columns.release(Int(info.other)) }
        tab.optimize()
        tab.infeasible.removeAll()
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: `suggestValue(_:for:)` then pulls it towards a value
    /// at `priority` (an optional priority; a drag or an animation, say).
    ///
    /// - Throws: `SolverError.duplicateEditVariable` if it already is one; `.badPriority` for a
    ///   priority outside `0 < priority <= 1000`; `.requiredEditVariable` for `.required`.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let vid = ObjectIdentifier(variable)
        guard edits[vid] == nil else { throw .duplicateEditVariable }
        guard priority.isValid else { throw .badPriority(priority.rawValue) }
        guard !priority.isRequired else { throw .requiredEditVariable }
        let c = Constraint(Expression(variable), .equal, priority: priority)
        try addConstraint(c)
        edits[vid] = EditInfo(constraint: c, value: 0)
    }

    /// Stops editing `variable`: its suggested value no longer pulls on it.
    ///
    /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable
        }
        if let k = slot(of: info.constraint) { remove(at: k) }
    }

    /// Pulls the edit variable `variable` towards `value` at its edit priority and re-optimises
    /// incrementally (no constraint is added or removed).
    ///
    /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable;
    ///   `.invalidValue` for a value that is not finite.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let vid = ObjectIdentifier(variable)
        guard let edit = edits[vid], let info = storedInfo(of: edit.constraint) else {
            throw .unknownEditVariable
        }
        guard value.isFinite else { throw .invalidValue(value) }
        let delta = value - edit.value
        edits[vid]!.value = value
        // The edit constraint is `v - value == 0`: its constant moves by -delta. It is soft,
        // so the dual simplex always succeeds. (For edit constraints EditInfo.value, not
        // ConstraintInfo.constant, is the record of the constant: only this method changes it.)
        tab.shiftConstant(info, by: -delta)
        edit.constraint.expression.constant = -value
        _ = tab.dualOptimize()
    }

    /// Changes a constraint's constant in place (no remove/add), e.g. a layout inset.
    ///
    /// - Throws: `SolverError.unknownConstraint` if it is not in the solver; `.invalidValue`
    ///   for a NaN or infinite constant; `.unsatisfiableConstraint(conflicts:)` when a required
    ///   constraint cannot hold with the new constant (the solver is then left as it was, the
    ///   constraint's constant included).
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let k = slot(of: constraint), let info = infos[Int(k)] else { throw .unknownConstraint }
        guard constant.isFinite else { throw .invalidValue(constant) }
        let d = constant - info.constant
        if d == 0 { return }
        guard constraint.priority.isRequired else {
            // An optional constraint cannot make the system infeasible: its error symbols take
            // any change (each row the shift makes negative holds one of them with a positive
            // coefficient), so the dual simplex always finds its way and no undo log is opened
            // (saving every row a pivot touches was a measurable part of a relayout).
            tab.shiftConstant(info, by: d)
            let stuck = tab.dualOptimize()
            assert(stuck == nil, "the dual simplex cannot fail on an optional constant")
            infos[Int(k)]!.constant = constant
            constraint.expression.constant = constant
            return
        }
        tab.begin()
        let dummyRows = tab.shiftConstant(info, by: d)
        var failed: Int32? = nil
        for r in dummyRows where !feasible(tab.rows[Int(r)].constant) { failed = r; break }
        if failed == nil, let b = tab.dualOptimize() { failed = tab.rowOf[Int(b)] }
        if let r = failed {
            let row = tab.rows[Int(r)]
            let conflicts = requiredOwners(of: row.symbols + [row.basic]).filter { $0 !== constraint }
            tab.rollback()
            throw .unsatisfiableConstraint(conflicts: conflicts + [constraint])
        }
        tab.commit()
        infos[Int(k)]!.constant = constant
        constraint.expression.constant = constant
    }

    // MARK: Reading the solution

    /// Writes the current solution into the variables and returns those whose value
    /// changed since the last call, in the order the solver first saw them. Throws nothing.
    @discardableResult
    public func updateVariables() -> [Variable] {
        checkAccuracy()
        return tab.updateVariables()
    }

    /// Writes the current solution into the variables, as `updateVariables()`, without
    /// building the list of changed variables: for callers that only read values (kiwi's
    /// `updateVariables` returns nothing). The next `updateVariables()` reports changes from
    /// the values written here.
    public func updateValues() {
        checkAccuracy()
        _ = tab.updateVariables(listChanged: false)
    }

    // MARK: Accuracy

    /// Checks, once enough pivots have been made since the last check, that every required
    /// constraint holds at the tableau's current solution, and re-solves from scratch
    /// (`rebuild`) when one does not.
    ///
    /// Why: each pivot adds its roundoff to the rows it touches, and a tableau is never
    /// refactored as an LP solver's basis is; after a few thousand pivots on a dense system
    /// (hundreds of removals and re-optimisations) the values drift by 1e-6, past what a
    /// caller's check of the constraints allows. A fresh build of the same constraints makes
    /// only the pivots that the current set needs. The pivot rules keep the drift small (see
    /// `Tableau.leavingRow`); this catches what remains.
    ///
    /// Cost: a check evaluates every row and every required constraint once, O(entries), so
    /// it runs only after at least a quarter as many pivots as there are constraints (each
    /// pivot costs at least a row), or after pivots that updated 16 entries per constraint
    /// (about what the check reads on a system whose rows have grown); an update after no
    /// pivot (an animation step) never pays it. The second bound is for few, heavy pivots:
    /// on a degenerate system of 500 x 1,000 the pivots between two updates drifted a
    /// required constraint by 2e-6 while numbering under a quarter of the constraints.
    private func checkAccuracy() {
        guard tab.pivotsSinceCheck > 0,
            tab.pivotsSinceCheck >= liveConstraints / 4 || tab.pivotWorkSinceCheck >= 16 * liveConstraints
        else { return }
        tab.pivotsSinceCheck = 0
        tab.pivotWorkSinceCheck = 0
        if requiredConstraintsHold() { return }
        rebuild()
        tab.pivotsSinceCheck = 0
        tab.pivotWorkSinceCheck = 0
    }

    /// Whether every required constraint holds at the tableau's solution, each within
    /// `accuracyTolerance` of the size of its terms.
    private func requiredConstraintsHold() -> Bool {
        let values = tab.freshValues()
        for case let info? in infos where info.constraint.priority.isRequired {
            let expression = info.constraint.expression
            var residue = info.constant
            var size = abs(info.constant)
            for term in expression.terms {
                guard let s = symbol(of: term.variable) else { continue }
                let x = term.coefficient * values[Int(s)]
                residue += x
                size += abs(x)
            }
            let tolerance = accuracyTolerance * (1 + size)
            switch info.constraint.relation {
            case .equal: if abs(residue) > tolerance { return false }
            case .lessThanOrEqual: if residue > tolerance { return false }
            case .greaterThanOrEqual: if residue < -tolerance { return false }
            }
        }
        return true
    }

    /// The symbol of a variable this solver holds, or nil.
    private func symbol(of v: Variable) -> Int32? {
        if tab.holds(v, at: v.symbolHint) { return v.symbolHint }
        return sharedSymbols.isEmpty ? nil : sharedSymbols[ObjectIdentifier(v)]
    }

    /// Re-solves from scratch: a new tableau, every constraint and edit variable added again
    /// in the order they were first added, then every edit's suggested value. The result is
    /// the one a fresh solver given the current constraints would find (same choices, same
    /// bits), so determinism holds.
    private func rebuild() {
        rebuildCount += 1
        let live = infos.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
        var editConstraints = Set<ObjectIdentifier>()
        for edit in edits.values { editConstraints.insert(ObjectIdentifier(edit.constraint)) }
        let savedEdits = edits
        let pivots = pivotCount
        let rebuilds = rebuildCount
        reset()
        pivotsBeforeRebuild = pivots
        rebuildCount = rebuilds
        var suggestions: [(Variable, Double)] = []
        for info in live {
            let c = info.constraint
            if editConstraints.contains(ObjectIdentifier(c)) {
                let v = c.expression.terms[0].variable
                let value = savedEdits[ObjectIdentifier(v)]!.value
                do { try addEditVariable(v, priority: c.priority) } catch { preconditionFailure("\(error)") }
                suggestions.append((v, value))
            } else {
                // Every one of them held before (within the tolerance), so none is rejected.
                do { try addConstraint(c) } catch { assertionFailure("rebuild rejected \(c): \(error)") }
            }
        }
        for (v, value) in suggestions where value != 0 {
            do { try suggestValue(value, for: v) } catch { preconditionFailure("\(error)") }
        }
    }

    /// Turns `0 = constant + sum` into `subject = ...`.
    private func solve(_ row: inout Row, for subject: Int32) {
        let i = row.position(of: subject)!
        let k = -1 / row.entries[i].coefficient
        row.entries.remove(at: i)
        for j in row.entries.indices { row.entries[j].coefficient *= k }
        row.constant *= k
    }
}

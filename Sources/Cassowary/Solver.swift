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
    /// The objective row of its priority level (soft constraints; -1 for a required one):
    /// level rows live as long as the tableau, so the removal needs no search for it.
    let level: Int32
}

struct EditInfo {
    let constraint: Constraint
    var value: Double
    /// The edited variable's symbol: where `Solver.editOf` finds this record.
    let symbol: Int32
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
    @exclusivity(unchecked) var tab = Tableau()
    /// The constraints added (edit constraints included), by slot; nil marks a free slot.
    /// Found through `Constraint.slotHint`, else through `sharedSlots` (see `slot(of:)`).
    @exclusivity(unchecked) var infos: [ConstraintInfo?] = []
    @exclusivity(unchecked) var freeSlots: [Int32] = []
    @exclusivity(unchecked) var liveConstraints = 0
    /// Slots of the constraints taken while their hint named another solver's slot (a
    /// constraint shared between solvers). Invariant: every constraint in `infos` is either
    /// here or found by its hint.
    @exclusivity(unchecked) var sharedSlots: [ObjectIdentifier: Int32] = [:]
    /// The edit variables, in no particular order (a removal moves the last one into the
    /// freed place). Found through `editOf`, by the variable's symbol: no dictionary, whose
    /// storage type the Swift runtime makes on first use by checking that the key is
    /// `Hashable`, a search of every conformance the process has (about 0.33 M
    /// instructions, once a process: most of a small layout's first build).
    @exclusivity(unchecked) var edits: [EditInfo] = []
    /// For symbol s, the place in `edits` of the edit whose variable has that symbol, or -1.
    /// Only as long as the highest edited symbol (grown when an edit is added); an entry is
    /// set back to -1 when its edit goes, before the variable's symbol can be given up.
    @exclusivity(unchecked) var editOf: [Int32] = []
    /// Symbols of the variables met while their `symbolHint` named another solver's symbol
    /// (a variable shared between solvers). Invariant, as for constraints: every variable of
    /// the tableau is either here or found by its hint, and a hint that names this solver's
    /// symbol is changed by this solver only (given back on forget, reset and deinit).
    @exclusivity(unchecked) var sharedSymbols: [ObjectIdentifier: Int32] = [:]
    /// The constraint whose marker is symbol s (required ones only; used for conflicts).
    /// Indexed by symbol (every symbol is made by `newSymbol`, which grows it): no hashing
    /// on the path of every constraint added.
    @exclusivity(unchecked) var ownerOfMarker: [Constraint?] = []
    /// Scratch of `addConstraint` (empty between calls), kept for its capacity.
    @exclusivity(unchecked) var termScratch: [(Int32, Double)] = []
    /// Constraints added so far (edit constraints included); the next one's `sequence`.
    @exclusivity(unchecked) var additions = 0
    /// Pivots of tableaux dropped by a rebuild (for `pivotCount`).
    @exclusivity(unchecked) var pivotsBeforeRebuild = 0
    /// Rebuilds so far (diagnostics for tests and benchmarks).
    @exclusivity(unchecked) var rebuildCount = 0

    /// An empty solver: no constraints, no edit variables.
    public init() {}

    deinit { releaseHints() }

    /// Gives back the hints that name this solver's slots and symbols, so that the next
    /// solver to take those constraints and variables can use the hint, not its dictionary.
    func releaseHints() {
        for case let info? in infos where sharedSlots[ObjectIdentifier(info.constraint)] == nil {
            info.constraint.slotHint = -1
        }
        for (s, v) in tab.variables.enumerated() {
            if let v, v.symbolHint == Int32(s), sharedSymbols[ObjectIdentifier(v)] == nil { v.symbolHint = -1 }
        }
    }

    /// The slot holding `constraint` in this solver, or nil.
    @inline(__always)
    func slot(of constraint: Constraint) -> Int32? {
        let h = constraint.slotHint
        if h >= 0 && Int(h) < infos.count, infos[Int(h)]?.constraint === constraint { return h }
        if sharedSlots.isEmpty { return nil }
        return sharedSlots[ObjectIdentifier(constraint)]
    }

    func storedInfo(of constraint: Constraint) -> ConstraintInfo? {
        guard let k = slot(of: constraint) else { return nil }
        return infos[Int(k)]
    }

    /// Stores a constraint not yet in this solver (moved in: no retain and release of the
    /// constraint for a copy).
    func store(_ info: consuming ConstraintInfo) {
        // `removeLast`, not `popLast`: the latter went through an unspecialised generic
        // (about 30 instructions a call, on every add).
        let k = freeSlots.isEmpty ? Int32(infos.count) : freeSlots.removeLast()
        liveConstraints += 1
        // The hint first, through the record still held here: read after the record had
        // moved into its slot, the constraint was a copy (a retain and a release an add).
        if info.constraint.slotHint < 0 {
            info.constraint.slotHint = k
        } else {
            sharedSlots[ObjectIdentifier(info.constraint)] = k
        }
        if Int(k) < infos.count {
            infos[Int(k)] = consume info
        } else {
            infos.append(consume info)
        }
    }

    /// Takes the constraint stored at slot k out of this solver and returns its record
    /// (moved out of the slot, which is left nil: no copy to retain and release).
    func unstore(_ k: Int32) -> ConstraintInfo {
        let info = infos[Int(k)].take()!
        if sharedSlots.isEmpty || sharedSlots.removeValue(forKey: ObjectIdentifier(info.constraint)) == nil {
            info.constraint.slotHint = -1  // the hint named our slot: give it back
        }
        freeSlots.append(k)
        liveConstraints -= 1
        return info
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
        edits = []
        editOf = []
        sharedSymbols = [:]
        ownerOfMarker = []
    }

    /// Whether `constraint` was added and not removed since.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        slot(of: constraint) != nil
    }

    /// Whether `variable` is an edit variable (see `addEditVariable(_:priority:)`).
    public func hasEditVariable(_ variable: Variable) -> Bool {
        editIndex(of: variable) != nil
    }

    /// The place in `edits` of `variable`'s edit, or nil when it is not an edit variable.
    @inline(__always)
    func editIndex(of variable: Variable) -> Int? {
        guard let s = symbol(of: variable), Int(s) < editOf.count else { return nil }
        let k = editOf[Int(s)]
        return k >= 0 ? Int(k) : nil
    }

    /// Records a new edit (its variable's symbol is `info.symbol`).
    func storeEdit(_ info: EditInfo) {
        let s = Int(info.symbol)
        if s >= editOf.count { editOf.append(contentsOf: repeatElement(-1, count: s + 1 - editOf.count)) }
        editOf[s] = Int32(edits.count)
        edits.append(info)
    }

    /// Takes the edit at place k out of `edits` (the last one moves into its place).
    func unstoreEdit(at k: Int) -> EditInfo {
        let info = edits[k]
        editOf[Int(info.symbol)] = -1
        let last = edits.removeLast()
        if k < edits.count {
            edits[k] = last
            editOf[Int(last.symbol)] = Int32(k)
        }
        return info
    }

    /// Number of constraints added and not removed (edit constraints excluded).
    public var constraintCount: Int { liveConstraints - edits.count }

    @inline(__always) func newSymbol(_ k: SymbolKind) -> Int32 {
        let s = tab.newSymbol(k)
        // A reclaimed id (`Tableau.reclaimSymbols`) has its slot already, set to nil when
        // its constraint went.
        if Int(s) == ownerOfMarker.count { ownerOfMarker.append(nil) }
        return s
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
}

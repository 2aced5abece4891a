/// Adding constraints: canonical rows, choosing a subject, the artificial variable of a row with
/// no subject, and the errors of non-required constraints.
extension Solver {
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
        // Soft constraints always succeed: their errors go into their level's objective
        // (`addErrors`).
        let level = required ? -1 : tab.levelRow(constraint.priority.rawValue)
        let info = ConstraintInfo(
            constraint: constraint, marker: marker, other: other,
            markerCoef: markerCoef, otherCoef: otherCoef, constant: constraint.expression.constant,
            sequence: additions, level: level)
        if case (var def, let subject)? = tab.definitionRow(terms, constant: constraint.expression.constant) {
            // A new variable defined by basics (a layout chain): no substitution anywhere.
            if level >= 0 { addErrors(level, marker: marker, other: other) }
            solve(&def, for: subject)
            tab.insertRow(consume def, basic: subject, isDefinition: true)
        } else {
            try addCanonical(terms, constraint, marker: marker, other: other, firstNew: firstNew, level: level)
        }
        store(consume info)
        additions += 1
        if required { ownerOfMarker[Int(marker)] = constraint }
        tab.optimize()
        tab.infeasible.removeAll()
        tab.reclaimSymbols()
    }

    /// Adds the constraint's row in canonical form (parametric symbols only), choosing the
    /// subject by kiwi's rule; throws (with the tableau as it was) if it cannot hold.
    /// `level`: the objective row of a soft constraint's level (-1 for a required one); its
    /// errors go there (`addErrors`) before the row is substituted anywhere.
    func addCanonical(
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
    func addErrors(_ level: Int32, marker: Int32, other: Int32) {
        if marker >= 0 && tab.kind[Int(marker)] == .error { tab.addTerm(level, marker, 1) }
        if other >= 0 { tab.addTerm(level, other, 1) }
    }

    /// Forgets the variables of the symbols made from `firstNew` on (by a rejected call),
    /// and retires the call's other symbols, whose ids go back when they are the newest.
    func forget(from firstNew: Int32) {
        for s in firstNew..<tab.symbolCount {
            if tab.kind[Int(s)] != .external { tab.retire(s) }
            guard let v = tab.variables[Int(s)] else { continue }
            if sharedSymbols.isEmpty || sharedSymbols.removeValue(forKey: ObjectIdentifier(v)) == nil {
                v.symbolHint = -1  // the hint named our symbol: give it back
            }
            tab.setVariable(nil, for: s)
        }
        tab.reclaimSymbols()
    }

    /// Required constraints whose markers are among `symbols`, in marker (creation) order.
    func requiredOwners(of symbols: [Int32]) -> [Constraint] {
        symbols.sorted().compactMap { ownerOfMarker[Int($0)] }
    }

    /// kiwi's subject rule: the lowest-id external symbol, else a new slack/error marker
    /// with a negative coefficient, else none.
    func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        // One pass over the entries, in place (a loop over `[marker, other]` made an array
        // on every add): the lowest external symbol, and the markers' coefficients.
        row.entries.withUnsafeBufferPointer { entries in
            var best = Int32.max
            var markerCoef = 0.0, otherCoef = 0.0
            for e in entries {
                if e.symbol == marker {
                    markerCoef = e.coefficient
                } else if e.symbol == other {
                    otherCoef = e.coefficient
                } else if e.symbol < best && tab.kind[Int(e.symbol)] == .external {
                    best = e.symbol
                }
            }
            if best != Int32.max { return best }
            if markerCoef < 0 && isSlackOrError(marker) { return marker }
            if otherCoef < 0 && isSlackOrError(other) { return other }
            return -1
        }
    }

    @inline(__always) func isSlackOrError(_ m: Int32) -> Bool {
        let k = tab.kind[Int(m)]
        return k == .slack || k == .error
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
    func addWithArtificialVariable(_ row: Row) -> [Constraint]? {
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
                tab.retire(art)
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
        tab.retire(art)
        return nil
    }
}

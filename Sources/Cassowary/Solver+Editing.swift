/// Removing constraints, edit variables, suggested values and changed constants.
extension Solver {
    // MARK: Removing

    /// Removes `constraint` and re-optimises; the constraints it outweighed may hold again.
    ///
    /// - Throws: `SolverError.unknownConstraint` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        // Edit constraints are private to the solver, so a caller cannot name one here.
        guard let k = slot(of: constraint) else { throw .unknownConstraint }
        remove(at: k)
    }

    func remove(at k: Int32) {
        let info = unstore(k)
        // Only a required constraint owns its marker (`addConstraint`): the write, a
        // uniqueness check of the array and the old value's release, is skipped for the rest.
        if info.constraint.priority.isRequired {
            ownerOfMarker[Int(info.marker)] = nil
        } else {
            let level = info.level
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
        tab.retire(info.marker)
        if info.other >= 0 { tab.retire(info.other) }
        // Neither symbol is used again: the marker is in no row now, and the second error
        // symbol when it is in none either (it is basic, or was cancelled everywhere); their
        // columns' buffers go to the next new symbols.
        tab.releaseColumn(ofRetired: info.marker)
        if info.other >= 0 && tab.columns.count(Int(info.other)) == 0 { tab.releaseColumn(ofRetired: info.other) }
        tab.optimize()
        tab.infeasible.removeAll()
        tab.reclaimSymbols()
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: `suggestValue(_:for:)` then pulls it towards a value
    /// at `priority` (an optional priority; a drag or an animation, say).
    ///
    /// - Throws: `SolverError.duplicateEditVariable` if it already is one; `.badPriority` for a
    ///   priority outside `0 < priority <= 1000`; `.requiredEditVariable` for `.required`.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard editIndex(of: variable) == nil else { throw .duplicateEditVariable }
        guard priority.isValid else { throw .badPriority(priority.rawValue) }
        guard !priority.isRequired else { throw .requiredEditVariable }
        let c = Constraint(Expression(variable), .equal, priority: priority)
        try addConstraint(c)
        storeEdit(EditInfo(constraint: c, value: 0, symbol: symbol(of: variable)!))
    }

    /// Stops editing `variable`: its suggested value no longer pulls on it.
    ///
    /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let e = editIndex(of: variable) else { throw .unknownEditVariable }
        let info = unstoreEdit(at: e)
        if let k = slot(of: info.constraint) { remove(at: k) }
    }

    /// Pulls the edit variable `variable` towards `value` at its edit priority and re-optimises
    /// incrementally (no constraint is added or removed).
    ///
    /// - Throws: `SolverError.unknownEditVariable` if it is not an edit variable;
    ///   `.invalidValue` for a value that is not finite.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let e = editIndex(of: variable), let info = storedInfo(of: edits[e].constraint) else {
            throw .unknownEditVariable
        }
        guard value.isFinite else { throw .invalidValue(value) }
        let edit = edits[e]
        let delta = value - edit.value
        edits[e].value = value
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
}

import Cassowary

// Conflict resolution: the rule of `LayoutEngine` applied when the solver refuses a required
// constraint, the broken constraints it leaves, and Auto Layout's log.
extension LayoutEngine {
    /// Runs a solver operation for `trigger`; on a conflict, breaks one constraint by the rule
    /// above, logs, and retries until the operation succeeds or `trigger` itself is the one broken.
    /// Returns whether the operation went through. `quietly` (restoring constraints set aside
    /// while measuring) breaks `trigger` itself without logging: the conflict is the transient
    /// one the measurement is about, and the caller is about to change the constraint.
    /// A nil `trigger` is a solver-only size floor: system-made, never broken itself; when no
    /// user constraint among the conflicts can give way, it stays out (returns false).
    /// `solver` comes from `solver(for:)`, settled.
    @discardableResult
    func perform(
        for trigger: LayoutConstraint?, quietly: Bool = false, in solver: Solver,
        _ operation: (Solver) throws(SolverError) -> Void
    ) -> Bool {
        while true {
            do {
                try operation(solver)
                needsSolve = true
                return true
            } catch .unsatisfiableConstraint(let conflicts) {
                // A scan, not a table kept for every constraint: conflicts are rare, additions not.
                let conflicting = Set(conflicts.map(ObjectIdentifier.init))
                var members = activeConstraints.filter { constraint in
                    constraint.solverConstraint.map { conflicting.contains(ObjectIdentifier($0)) } ?? false
                }
                if let trigger, !members.contains(where: { $0 === trigger }) { members.append(trigger) }
                members.sort { $0.activationOrder < $1.activationOrder }
                guard let victim = quietly ? trigger : chooseConstraintToBreak(trigger: trigger, among: members) else {
                    return false
                }
                if !quietly { logUnsatisfiable(members, breaking: victim) }
                removeFromSolver(victim)
                markBroken(victim, conflicts: members)
                needsSolve = true
                if victim === trigger { return false }
            } catch {
                if let trigger { logSink("[LayoutConstraints] The solver refused \(trigger): \(error)") }
                return false
            }
        }
    }

    /// The documented rule: the rejected constraint, unless system-made; then the most recently
    /// activated user constraint among the conflicts.
    private func chooseConstraintToBreak(trigger: LayoutConstraint?, among members: [LayoutConstraint])
        -> LayoutConstraint?
    {
        if let trigger, !trigger.isSystem { return trigger }
        return members.last { !$0.isSystem } ?? trigger
    }

    private func markBroken(_ constraint: LayoutConstraint, conflicts: [LayoutConstraint]) {
        constraint.isBroken = true
        let others = conflicts.filter { $0 !== constraint }
        conflictsOfBroken[ObjectIdentifier(constraint)] = others
        for member in others { brokenWatching[ObjectIdentifier(member), default: []].append(constraint) }
    }

    func forgetBroken(_ constraint: LayoutConstraint) {
        constraint.isBroken = false
        for member in conflictsOfBroken.removeValue(forKey: ObjectIdentifier(constraint)) ?? [] {
            brokenWatching[ObjectIdentifier(member)]?.removeAll { $0 === constraint }
        }
    }

    /// Tries again every broken constraint whose conflict contained `changed`. (Most engines
    /// have no broken constraint: the empty check spares a hash on every change.)
    func retryBroken(watching changed: LayoutConstraint) {
        guard !isMigrating, !brokenWatching.isEmpty,
            let waiting = brokenWatching.removeValue(forKey: ObjectIdentifier(changed))
        else { return }
        for broken in waiting where broken.isBroken && broken.engine === self {
            forgetBroken(broken)
            addToSolver(broken)
        }
    }

    private func logUnsatisfiable(_ members: [LayoutConstraint], breaking victim: LayoutConstraint) {
        var text = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (

            """
        text += members.map { "    \"\($0)\"" }.joined(separator: ",\n")
        text += "\n)\n\nWill attempt to recover by breaking constraint\n\(victim)\n"
        logSink(text)
    }
}

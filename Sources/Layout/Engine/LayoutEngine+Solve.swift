import Cassowary

// The solve: layout constraints made into solver constraints, added and removed, and the
// solver's new values turned into views to lay out again.
extension LayoutEngine {
    func makeSolverConstraint(_ constraint: LayoutConstraint) -> Cassowary.Constraint? {
        guard let first = constraint.firstItem?.layoutVariables else { return nil }
        // `first - (multiplier * second + constant)`, built in one array: the terms come in the
        // order the operators would give, so the solver sees exactly the same expression.
        var terms: [Term] = []
        terms.reserveCapacity(4)
        if constraint.involvesResolvedAttributes {
            // Margins and baselines: the terms of their edge; the offset goes in the constant.
            if let item = constraint.firstItem {
                first.appendTerms(of: item.resolvedAttribute(constraint.firstAttribute).base, scaledBy: 1, to: &terms)
            }
            if let item = constraint.secondItem {
                item.layoutVariables?.appendTerms(
                    of: item.resolvedAttribute(constraint.secondAttribute).base,
                    scaledBy: -constraint.multiplier, to: &terms)
            }
        } else {
            first.appendTerms(of: constraint.firstAttribute, scaledBy: 1, to: &terms)
            constraint.secondItem?.layoutVariables?.appendTerms(
                of: constraint.secondAttribute,
                scaledBy: -constraint.multiplier, to: &terms)
        }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Cassowary.Constraint(
            Expression(terms, constant: 0 + solverConstant(of: constraint)), relation,
            priority: constraint.priority.solverPriority)
    }

    /// The constant of the solver's normalised expression (`lhs - rhs`): minus the constraint's
    /// constant, plus the offsets of margin and baseline attributes (basic attributes have none).
    func solverConstant(of constraint: LayoutConstraint) -> Double {
        guard constraint.involvesResolvedAttributes else { return -constraint.constant }
        let firstOffset = constraint.firstItem?.resolvedAttribute(constraint.firstAttribute).offset ?? 0
        let secondOffset = constraint.secondItem?.resolvedAttribute(constraint.secondAttribute).offset ?? 0
        return firstOffset - constraint.multiplier * secondOffset - constraint.constant
    }

    /// Adds a registered constraint to the solver, through the conflict rule; `quietly` as in
    /// `perform`.
    func addToSolver(_ constraint: LayoutConstraint, quietly: Bool = false) {
        let solver = solver()
        guard let solverConstraint = makeSolverConstraint(constraint) else { return }
        solverAdditionCount += 1
        let installed = perform(for: constraint, quietly: quietly, in: solver) { solver throws(SolverError) in
            try solver.addConstraint(solverConstraint)
        }
        if installed {
            constraint.solverConstraint = solverConstraint
        }
    }

    /// Takes a constraint out of the solver; returns whether it was in it. The state is read
    /// after the solver is settled, which may itself have put the constraint back (restored
    /// from a lingering fit) or broken it.
    @discardableResult
    func removeFromSolver(_ constraint: LayoutConstraint) -> Bool {
        let solver = solver()
        guard let installed = constraint.solverConstraint else { return false }
        try? solver.removeConstraint(installed)
        solverRemovalCount += 1
        constraint.solverConstraint = nil
        needsSolve = true
        return true
    }

    /// Reads the solver's new values and marks for layout each view they move or resize and its
    /// superview (whose `layoutSubviews` applies the frame), as the seed describes for a changed
    /// constant: "view1, view2 layoutSubviews are called".
    func solveIfNeeded() {
        let solver = solver()
        guard needsSolve else { return }
        needsSolve = false
        let changed = solver.updateVariables()
        // Each item once: its four variables usually change together. The flag lives on the
        // variables (no set to allocate) and is cleared before returning.
        var visited: [ItemVariables] = []
        defer { for variables in visited { variables.isVisitedBySolve = false } }
        for variable in changed {
            guard let variables = registeredVariables(at: variable.context), variables.holds(variable),
                !variables.isVisitedBySolve
            else { continue }
            variables.isVisitedBySolve = true
            visited.append(variables)
            guard let item = variables.owner else { continue }
            if let view = item as? View {
                guard view.isPositionedByEngine else { continue }
                view.setNeedsLayout()
                view.superview?.setNeedsLayout()
            } else if let guide = item as? LayoutGuide {
                guide.owningView?.setNeedsLayout()
            }
        }
    }

    /// Whether `item`'s rectangle is not fixed by its constraints: each variable is nudged by an
    /// edit of the lowest priority; a variable that moves had a direction that cost nothing.
    /// The probe leaves the solver's constraints as it found them.
    func hasAmbiguousLayout(_ item: LayoutItem) -> Bool {
        solveIfNeeded()
        guard let variables = item.layoutVariables else { return false }
        let solver = solver()
        var ambiguous = false
        for variable in variables.all {
            let original = variable.value
            do {
                try solver.addEditVariable(variable, priority: Priority(0.001))
                try solver.suggestValue(original + 1, for: variable)
                solver.updateValues()
                if abs(variable.value - original) > 1e-9 { ambiguous = true }
                try solver.suggestValue(original, for: variable)
                solver.updateValues()
                try solver.removeEditVariable(variable)
            } catch {
                continue
            }
            if ambiguous { break }
        }
        needsSolve = true
        return ambiguous
    }
}

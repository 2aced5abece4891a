import Cassowary

// The constraint registry: activation, deactivation and changes in place. The registry is
// always current (see `LayoutEngine`); each change reaches the solver through `solver(for:)`,
// or waits in `pendingAdditions` in an engine that defers additions.
extension LayoutEngine {
    /// Activates `constraint` in the engine of its items, which must share one view tree.
    static func activate(_ constraint: LayoutConstraint) {
        guard let first = constraint.firstItem else { return }
        guard let engine = first.layoutEngine else {
            writeToStandardError(
                "[LayoutConstraints] Unable to activate constraint \(constraint): "
                    + "its first item is a layout guide that belongs to no view.\n")
            return
        }
        if let second = constraint.secondItem, !areNeighbours(first, second), second.layoutEngine !== engine {
            engine.logSink(
                "[LayoutConstraints] Unable to activate constraint with anchors \(constraint) "
                    + "because they have no common ancestor. Does the constraint or its anchors reference "
                    + "items in different view hierarchies? That's illegal.")
            return
        }
        constraint.attachScrollViewEdgesToContent()
        engine.install(constraint)
    }

    /// Whether the views of two items are one view, a view and its superview, or siblings: then
    /// they are in one tree and have one engine (an engine is its tree's root's), which is
    /// what a constraint between them almost always finds, without the second walk to the root.
    private static func areNeighbours(_ first: LayoutItem, _ second: LayoutItem) -> Bool {
        guard let a = first.hostView, let b = second.hostView else { return false }
        if a === b { return true }
        let (above, otherAbove) = (a.superview, b.superview)
        return above === b || otherAbove === a || (above != nil && above === otherAbove)
    }

    /// Registers `constraint` (a new activation order, solver variables for its items) and adds
    /// it to the solver, or queues it in an engine that defers additions. `quietly` (restoring
    /// constraints set aside while measuring) adds at once and breaks it without a log if it
    /// conflicts (see `perform`). `isReferenced`: its items list it already (handed over from a
    /// listing engine, see `migrateAll`).
    func install(_ constraint: LayoutConstraint, quietly: Bool = false, isReferenced: Bool = false) {
        guard let first = constraint.firstItem else { return }
        // A quiet addition is made at once, outside the list: the maps are built first. (Not
        // reached while listing: only a measurement's end restores quietly, after its solve.)
        if quietly && isListing { _ = solver() }
        constraint.engine = self
        nextActivation += 1
        constraint.activationOrder = nextActivation
        if !isListing {
            enterActiveConstraints(constraint)
            registrationCount += 1
        }
        ensureVariables(first)
        if !isReferenced { first.addReferencingConstraint(constraint) }
        if let second = constraint.secondItem, second !== first {
            ensureVariables(second)
            if !isReferenced { second.addReferencingConstraint(constraint) }
        }
        if defersAdditions && !quietly {
            pendingAdditions.append(constraint)
            needsSolve = true
        } else {
            addToSolver(constraint, quietly: quietly)
        }
        markLayout(around: constraint)
    }

    /// Installs a temporary constraint (for fitting sizes); deactivate it when done.
    func installTemporary(_ constraint: LayoutConstraint) { install(constraint) }

    func deactivate(_ constraint: LayoutConstraint) {
        guard constraint.engine === self else { return }
        if constraint.isPendingAddition {
            constraint.isPendingAddition = false  // never reached the solver
        } else if !removeFromSolver(constraint), constraint.isBroken {
            // Broken before, or by the settling that came first (a constraint set aside by a
            // lingering fit that no longer holds).
            forgetBroken(constraint)
        }
        leaveRegistry(constraint)
        markLayout(around: constraint)
        retryBroken(watching: constraint)
    }

    /// Puts back in the registry a constraint that left it by `leaveRegistry`, whose solver
    /// state did not change meanwhile (a lingering fit's temporary constraints, still in the
    /// solver, when the measurement is made again). It keeps its activation order.
    /// Reached only with the registry built (a measurement reached the solver).
    func enterRegistry(_ constraint: LayoutConstraint) {
        constraint.engine = self
        enterActiveConstraints(constraint)
        guard let first = constraint.firstItem else { return }
        first.addReferencingConstraint(constraint)
        if let second = constraint.secondItem, second !== first { second.addReferencingConstraint(constraint) }
    }

    /// Takes a constraint out of the registry, leaving the solver as it is.
    func leaveRegistry(_ constraint: LayoutConstraint) {
        if !isListing { leaveActiveConstraints(constraint) }
        let first = constraint.firstItem
        first?.forgetReferencingConstraint(constraint)
        if let second = constraint.secondItem, second !== first { second.forgetReferencingConstraint(constraint) }
        constraint.engine = nil
    }

    /// Puts `constraint` in `activeConstraints` (once: a constraint already there stays put).
    func enterActiveConstraints(_ constraint: LayoutConstraint) {
        let slot = constraint.registrySlot
        if slot >= 0 && slot < activeConstraints.count && activeConstraints[slot] === constraint { return }
        constraint.registrySlot = activeConstraints.count
        activeConstraints.append(constraint)
    }

    /// Takes `constraint` out of `activeConstraints`, if it is there: the last entry takes its
    /// slot.
    func leaveActiveConstraints(_ constraint: LayoutConstraint) {
        let slot = constraint.registrySlot
        guard slot >= 0 && slot < activeConstraints.count && activeConstraints[slot] === constraint else { return }
        constraint.registrySlot = -1
        let last = activeConstraints.removeLast()
        guard last !== constraint else { return }
        last.registrySlot = slot
        activeConstraints[slot] = last
    }

    // MARK: Changes in place

    func constantDidChange(_ constraint: LayoutConstraint) {
        markLayout(around: constraint)
        if constraint.isPendingAddition { return }  // it will be added with its new constant
        // An optional constant (a label's hugging and compression after new text) changes in
        // place whether or not a measurement lingers: it cannot conflict with anything.
        let solver = solver(for: constraint.priority.isRequired ? .settled : .keepingLingeringFit)
        if constraint.isBroken {
            forgetBroken(constraint)
            addToSolver(constraint)
            return
        }
        guard let solverConstraint = constraint.solverConstraint else { return }
        let newConstant = solverConstant(of: constraint)
        perform(for: constraint, in: solver) { solver throws(SolverError) in
            try solver.updateConstant(of: solverConstraint, to: newConstant)
        }
        retryBroken(watching: constraint)
    }

    /// Both priorities are optional (the setter traps otherwise): optional constraints never
    /// conflict, so a remove and add cannot fail.
    func priorityDidChange(_ constraint: LayoutConstraint) {
        markLayout(around: constraint)
        guard !constraint.isPendingAddition else { return }  // added at its new priority
        guard removeFromSolver(constraint) else { return }  // broken: retried at its priority
        addToSolver(constraint)
        retryBroken(watching: constraint)
    }

    /// Brings the solver's constant of `constraint` up to date after an offset it depends on
    /// changed (an item's margins, a label's lines): the same path as a new constant.
    func attributeOffsetsDidChange(of constraint: LayoutConstraint) {
        guard constraint.engine === self else { return }
        if let installed = constraint.solverConstraint, installed.expression.constant == solverConstant(of: constraint)
        {
            return
        }
        constantDidChange(constraint)
    }

    /// Marks for layout the nearest common ancestor of the constraint's items, as UIKit does when
    /// a constant changes ("the superview of the views involved").
    func markLayout(around constraint: LayoutConstraint) {
        guard let first = constraint.firstItem?.hostView else { return }
        guard let second = constraint.secondItem?.hostView, second !== first else {
            (first.superview ?? first).setNeedsLayout()
            return
        }
        (first.nearestCommonAncestor(with: second) ?? first).setNeedsLayout()
    }
}

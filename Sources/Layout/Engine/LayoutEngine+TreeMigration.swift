// Moving constraints between trees: a tree joining another brings its constraints into the
// receiving engine; a subtree leaving takes the constraints inside it to an engine of its own.
extension LayoutEngine {
    /// Moves every active constraint of this engine into the engine of the trees their items
    /// belong to now (after `addSubview` joined two trees, or a window adopted a root view).
    /// Encapsulated constraints are rebuilt for the views' new superviews.
    ///
    /// Everything leaves, so nothing is taken out of the solver one by one (each removal costs
    /// a pivot or more: 195 removals were 5.6 % of a table's first frame): the bookkeeping is
    /// dropped and the engine starts over with an empty solver, pending additions and a
    /// lingering fit dropped with it (the registry already shows the fit cleaned up). A broken
    /// constraint is tried again in its new engine (and logged again there if it still
    /// conflicts), as a deactivation and activation would.
    ///
    /// A listing engine (see `isListing`) hands its list over whole (`handOverList`).
    func migrateAll() {
        if isListing {
            handOverList()
            return
        }
        let moving = constraints
        for constraint in moving {
            constraint.engine = nil
            constraint.solverConstraint = nil
            constraint.isBroken = false
            constraint.isPendingAddition = false
            constraint.registrySlot = -1
        }
        // Every constraint an item of this engine refers to is one of this engine's.
        for variables in registeredItems { variables.owner?.referencingConstraints = [] }
        discardSolver()
        activeConstraints = []
        for variables in registeredItems { variables.setContext(-1) }
        registeredItems = []
        conflictsOfBroken = [:]
        brokenWatching = [:]
        reactivate(moving)
    }

    /// Re-activates constraints after their items changed trees, rebuilding encapsulated ones.
    func reactivate(_ moving: [LayoutConstraint]) {
        var handPlaced: [View] = []
        for constraint in moving {
            if let view = Self.handPlacedView(holding: constraint) {
                if !handPlaced.contains(where: { $0 === view }) { handPlaced.append(view) }
                continue
            }
            LayoutConstraint.activate([constraint])
        }
        rebuildEncapsulatedConstraints(of: handPlaced)
    }

    /// The view whose frame `constraint` holds, if it is one of its `View-Encapsulated-Layout-*`
    /// constraints (rebuilt, not moved, when the view changes trees).
    private static func handPlacedView(holding constraint: LayoutConstraint) -> View? {
        guard constraint.isSystem, constraint.identifier?.hasPrefix("View-Encapsulated-Layout-") == true,
            let view = constraint.firstItem as? View,
            view.autoresizingConstraints.contains(where: { $0 === constraint })
        else { return nil }
        return view
    }

    private func rebuildEncapsulatedConstraints(of views: [View]) {
        for view in views {
            view.autoresizingConstraints = []
            view.layoutEngine?.refreshAutoresizingConstraints(of: view)
        }
    }

    /// `migrateAll` for a listing engine: its list goes to the receiving engine whole. The
    /// receiver registers and adds each constraint in activation order, as re-activating it
    /// would, and nothing is undone here: no map was built, the solver was never reached, and
    /// the items' `referencingConstraints` already list the constraints in that order, once the
    /// encapsulated constraints rebuilt for their views leave them (the only constraints ever
    /// made out of order: a view's are made while the constraint that gave it its variables is
    /// being registered). What `reactivate` does besides is a no-op here: every constraint is
    /// inactive at that point and its items share one tree, the receiver's; and a scroll view's
    /// edges were attached to its content at the first activation (whether an item is inside
    /// the scroll view cannot change while a constraint between them stays active: moving
    /// either cuts it).
    private func handOverList() {
        let moving = listedConstraints
        forgetListedItems()
        pendingAdditions = PendingAdditions()
        needsSolve = false
        for constraint in moving {
            constraint.engine = nil
            constraint.isPendingAddition = false
        }
        guard let receiver = moving.first?.firstItem?.layoutEngine else { return }
        var handPlaced: [View] = []
        for constraint in moving {
            if let view = Self.handPlacedView(holding: constraint) {
                if !handPlaced.contains(where: { $0 === view }) { handPlaced.append(view) }
                constraint.firstItem?.forgetReferencingConstraint(constraint)
                constraint.secondItem?.forgetReferencingConstraint(constraint)
                continue
            }
            receiver.install(constraint, isReferenced: true)
        }
        rebuildEncapsulatedConstraints(of: handPlaced)
    }

    /// Takes out of this engine the constraints of a subtree that is leaving the tree: those
    /// between the subtree and the rest are deactivated for good (as UIKit removes them); those
    /// inside are returned to be re-activated in the subtree's own engine.
    func detach(subtree items: [LayoutItem]) -> [LayoutConstraint] {
        let inside = Set(items.map(ObjectIdentifier.init))
        var keep: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for item in items {
            for constraint in item.referencingConstraints where seen.insert(ObjectIdentifier(constraint)).inserted {
                let ids = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.map(ObjectIdentifier.init)
                if ids.allSatisfy(inside.contains) { keep.append(constraint) }
            }
        }
        let leaving = Set(keep.map(ObjectIdentifier.init))
        var cut: [LayoutConstraint] = []
        seen.removeAll()
        for item in items {
            for constraint in item.referencingConstraints
            where seen.insert(ObjectIdentifier(constraint)).inserted
                && !leaving.contains(ObjectIdentifier(constraint))
            {
                cut.append(constraint)
            }
        }
        isMigrating = true
        for constraint in keep.sorted(by: { $0.activationOrder < $1.activationOrder }) { deactivate(constraint) }
        isMigrating = false
        for constraint in cut { deactivate(constraint) }
        for item in items { if let variables = item.layoutVariables { unregister(variables) } }
        return keep.sorted { $0.activationOrder < $1.activationOrder }
    }
}

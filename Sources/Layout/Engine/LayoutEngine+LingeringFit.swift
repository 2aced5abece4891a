/// A measurement whose temporary constraints are still in the solver (`systemLayoutSizeFitting`
/// in an engine that defers additions: a sizing cell outside any window, measured again and
/// again with new data, as LayoutKit's benchmark and many table views measure rows). The next
/// measurement of the same view with the same fitting priorities takes them back and changes
/// their constants in place instead of adding and removing them (two required additions and
/// removals, most of a measurement's cost).
///
/// Invariant: while a fit lingers the registry is as if the measurement had cleaned up (the
/// fitting constraints out of it and inactive, the constraints set aside back in it and
/// active) and only the solver differs (the fitting constraints still in it, the set-aside ones
/// not). `LayoutEngine.solver(for:)` closes the difference before any other operation reaches
/// the solver, in the order the removal would have come, so nothing else ever sees the fit.
struct LingeringFit {
    let view: ObjectIdentifier
    let fitting: [LayoutConstraint]
    let setAside: [LayoutConstraint]
}

// Measuring: the fitting size's temporary constraints, lingering in a sizing cell.
extension LayoutEngine {
    /// The lingering fit of `view`, taken back for a new measurement, if its fitting
    /// constraints are the ones asked for now (same attributes and priorities), it set aside
    /// the same constraints, and nothing waits to be added (additions come after the fit's
    /// removal); otherwise nil, and a lingering fit stays for the solver to take out.
    func reusableFit(
        for view: View, attributes: [(LayoutAttribute, LayoutPriority)],
        setAside: [LayoutConstraint]
    ) -> [LayoutConstraint]? {
        guard let fit = lingeringFit, fit.view == ObjectIdentifier(view), pendingAdditions.isEmpty else { return nil }
        let matches =
            fit.fitting.count == attributes.count
            && zip(fit.fitting, attributes).allSatisfy { constraint, wanted in
                constraint.firstAttribute == wanted.0 && constraint.priority == wanted.1
            }
            && fit.setAside.count == setAside.count && zip(fit.setAside, setAside).allSatisfy { $0 === $1 }
        guard matches else { return nil }
        lingeringFit = nil
        // The solver already holds the fit: only the registry changes back.
        for constraint in fit.setAside where constraint.engine === self { leaveRegistry(constraint) }
        for constraint in fit.fitting { enterRegistry(constraint) }
        return fit.fitting
    }

    /// Ends a measurement. In an engine that defers additions its temporary constraints stay
    /// in the solver (see `LingeringFit`) while the registry is cleaned up; elsewhere, or when
    /// one of them was broken, they go now and the set-aside ones come back.
    func endMeasuring(_ view: View, fitting: [LayoutConstraint], setAside: [LayoutConstraint]) {
        if defersAdditions, fitting.allSatisfy({ $0.engine === self && $0.solverConstraint != nil }) {
            // Last made, last in their item's list: taken from the end, each is found at once.
            for constraint in fitting.reversed() { leaveRegistry(constraint) }
            for constraint in setAside where constraint.engine == nil && constraint.firstItem?.layoutEngine === self {
                nextActivation += 1
                constraint.activationOrder = nextActivation
                enterRegistry(constraint)
            }
            lingeringFit = LingeringFit(view: ObjectIdentifier(view), fitting: fitting, setAside: setAside)
            needsSolve = true
            return
        }
        LayoutConstraint.deactivate(fitting)
        restoreQuietly(setAside)
        solveIfNeeded()
    }

    /// The required width among a measurement's fitting constraints that may stay active for
    /// the encapsulated width to take over (see `View.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:keepingWidth:)`):
    /// nil unless the engine adds at once, nothing was set aside, and the width is in the
    /// solver with no broken constraint waiting for it to change (its removal would retry them).
    func keepableWidth(of fitting: [LayoutConstraint], setAside: [LayoutConstraint]) -> LayoutConstraint? {
        guard !defersAdditions, setAside.isEmpty,
            let width = fitting.first(where: { $0.firstAttribute == .width }), width.priority.isRequired,
            width.engine === self, width.solverConstraint != nil, !width.isBroken,
            brokenWatching[ObjectIdentifier(width)] == nil
        else { return nil }
        return width
    }

    /// Re-activates constraints set aside while measuring. One that now conflicts is broken
    /// without a log (see `perform`) and retried when its constant changes.
    func restoreQuietly(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.engine == nil && constraint.firstItem?.layoutEngine === self {
            install(constraint, quietly: true)
        }
    }
}

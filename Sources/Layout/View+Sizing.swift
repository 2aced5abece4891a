import Canvas
import Cassowary

/// Intrinsic size, hugging and compression resistance, and the fitting sizes the view's
/// constraints give (`systemLayoutSizeFitting`).
extension View {
    /// Call when the content changed so that `intrinsicContentSize` would answer differently.
    public func invalidateIntrinsicContentSize() {
        intrinsicSizeNeedsSync = true
        setNeedsUpdateConstraints()
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority { huggingPriorities[axis] }

    /// Sets the hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        huggingPriorities[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority { compressionPriorities[axis] }

    /// Sets the compression resistance priority on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        compressionPriorities[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// Resizes the view to `sizeThatFits` of its current size.
    public func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// The size the view's constraints give it when its width is pulled toward
    /// `targetSize.width` at `horizontalFittingPriority` and its height toward `targetSize.height`
    /// at `verticalFittingPriority` (`.required` fixes it, `.fittingSizeLevel` lets the content
    /// decide: the smallest size for a target of zero). The view's own encapsulated size
    /// constraints are set aside while measuring; nothing else changes.
    public func systemLayoutSizeFitting(
        _ targetSize: Size,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority, keepingWidth: false
        ).size
    }

    /// `systemLayoutSizeFitting`, for a view whose width is held at the measured one next (a
    /// table's new row: `TableContentHosting.holdContentSize(keeping:)`): with `keepingWidth`,
    /// a required width the measurement added is left active and returned, for the
    /// encapsulated width to take over (`LayoutEngine.refreshAutoresizingConstraints`), rather
    /// than taken out of the solver and added again at once. Only where that is all it
    /// changes: in a window's engine (whose additions are made at once), the constraint in the
    /// solver, and no broken constraint waiting for it to change.
    func systemLayoutSizeFitting(
        _ targetSize: Size,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority,
        keepingWidth: Bool
    ) -> (size: Size, keptWidth: LayoutConstraint?) {
        guard let engine = layoutEngine else { return (targetSize, nil) }
        engine.ensureVariables(self)
        rootView.settleConstraintsPass()
        // A required target equal to the encapsulated constraint already in place is kept as is:
        // each solver add and remove costs, and a table measures at the width its rows have.
        var setAside: [LayoutConstraint] = []
        var wanted: [(LayoutAttribute, Double, LayoutPriority)] = []
        for (attribute, target, priority) in [
            (LayoutAttribute.width, targetSize.width, horizontalFittingPriority),
            (.height, targetSize.height, verticalFittingPriority),
        ] {
            let existing = autoresizingConstraints.first { $0.firstAttribute == attribute }
            if let existing, priority.isRequired, existing.constant == target, !existing.isBroken { continue }
            if let existing { setAside.append(existing) }
            wanted.append((attribute, target, priority))
        }
        let fitting: [LayoutConstraint]
        if let kept = engine.reusableFit(for: self, attributes: wanted.map { ($0.0, $0.2) }, setAside: setAside) {
            // The same measurement as last time, lingering (see `LingeringFit`): new
            // targets in place.
            fitting = kept
            for (constraint, spec) in zip(kept, wanted) { constraint.constant = spec.1 }
        } else {
            fitting = wanted.map { attribute, target, priority in
                .system(
                    attribute == .width ? "View-Fitting-Width" : "View-Fitting-Height", self,
                    attribute, .equal, nil, .notAnAttribute, constant: target, priority: priority)
            }
            LayoutConstraint.deactivate(setAside)
            for constraint in fitting { engine.installTemporary(constraint) }
        }
        engine.solveIfNeeded()
        // Content whose size depends on the width it gets (wrapping labels) is measured again at
        // the solved width, a few rounds at most.
        for _ in 0..<LayoutCycle.maximumRounds {
            var remeasured = false
            forEachInSubtree { view in
                if view.needsRemeasureAfterSolve { view.invalidateIntrinsicContentSize(); remeasured = true }
            }
            guard remeasured else { break }
            rootView.settleConstraintsPass()
            engine.solveIfNeeded()
        }
        let size = layoutVariables.map { Size(width: $0.width.value, height: $0.height.value) } ?? targetSize
        let keptWidth = keepingWidth ? engine.keepableWidth(of: fitting, setAside: setAside) : nil
        engine.endMeasuring(
            self, fitting: keptWidth == nil ? fitting : fitting.filter { $0 !== keptWidth }, setAside: setAside)
        return (size, keptWidth)
    }

    /// The size the view's constraints give it closest to `targetSize`, with both fitting
    /// priorities at `.fittingSizeLevel` (as UIKit's one-argument form): the content decides,
    /// `layoutFittingCompressedSize` gives the smallest size that fits.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// `UIView.layoutFittingCompressedSize`: the target for the smallest size that fits.
    public static let layoutFittingCompressedSize = Size.zero
}

/// A view's hugging or compression-resistance priorities, one per axis.
struct AxisPriorities {
    var horizontal: LayoutPriority
    var vertical: LayoutPriority

    init(_ both: LayoutPriority) { (horizontal, vertical) = (both, both) }

    subscript(axis: Axis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

import Canvas
import Cassowary

/// Marking views for the constraints, layout and draw passes, and running the first two over a
/// subtree (`layoutIfNeeded`).
extension View {
    /// Marks the view for the next constraints pass (`updateConstraints()`); cheap and coalesced.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        markSubtreeNeedsUpdateConstraints()
    }

    /// Whether the view is marked for the constraints pass.
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs the constraints pass over this view's subtree: only views marked with
    /// `setNeedsUpdateConstraints()`, subviews before their superview, until none is marked.
    public func updateConstraintsIfNeeded() {
        settleConstraintsPass()
    }

    /// Runs the constraints pass until nothing in the subtree is marked (at most
    /// `LayoutCycle.maximumRounds` passes). One pass is not always enough: a view that first
    /// gets solver variables while the pass runs (a stack view's arranged labels, given
    /// variables when the stack builds its constraints, after its subviews were visited) is
    /// marked again for its intrinsic size, which would otherwise be missing from what follows
    /// (a fitting size measured a new cell 0 high instead of 1).
    func settleConstraintsPass() {
        for _ in 0..<LayoutCycle.maximumRounds where subtreeNeedsUpdateConstraints { runConstraintsPass() }
    }

    func runConstraintsPass() {
        guard subtreeNeedsUpdateConstraints else { return }
        subtreeNeedsUpdateConstraints = false
        for subview in subviews { subview.runConstraintsPass() }
        if intrinsicSizeNeedsSync { layoutEngine?.syncIntrinsicConstraints(of: self) }
        if needsUpdateConstraintsFlag {
            needsUpdateConstraintsFlag = false
            if let controller = viewController { controller.updateViewConstraints() } else { updateConstraints() }
        }
    }

    /// Sets the subtree flag on the view and its ancestors up to the first that has it. Every
    /// ancestor of a flagged view is flagged (the flags are cleared top-down), so stopping there
    /// is exact; and a frame was requested when the root's flag was set and is still to come (a
    /// frame clears the root's flags), so only a walk that reaches the root requests one.
    func markSubtreeNeedsUpdateConstraints() { markSubtree(\.subtreeNeedsUpdateConstraints) }

    /// Sets `flag`, one of the `subtree...` flags, on the view and its ancestors as above.
    @inline(__always)
    private func markSubtree(_ flag: ReferenceWritableKeyPath<View, Bool>) {
        var view = self
        while !view[keyPath: flag] {
            view[keyPath: flag] = true
            guard let parent = view.superview else {
                view.hostingWindow?.scheduleFrame()
                return
            }
            view = parent
        }
    }

    var ownedEngineIfAny: LayoutEngine? { rootView.ownedEngine }

    /// Marks the view for the next layout pass (`layoutSubviews()`); cheap and coalesced.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        if !subtreeNeedsLayout { markSubtreeNeedsLayout() }
    }

    /// Whether the view is marked for the layout pass.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Brings the layout of this subtree up to date now: the tree's constraints pass, a solve,
    /// then `layoutSubviews()` for each marked view in the subtree, superview before subviews.
    /// Views outside the subtree stay as they are, even if marked (as in UIKit).
    public func layoutIfNeeded() {
        let root = rootView
        // A hand-placed root outside any window is laid out in its frame from now on.
        if root.hostingWindow == nil, root.translatesAutoresizingMaskIntoConstraints,
            root.autoresizingConstraints.isEmpty, root.layoutVariables != nil, let engine = root.ownedEngine
        {
            engine.refreshAutoresizingConstraints(of: root, holdingRootFrame: true)
        }
        for _ in 0..<LayoutCycle.maximumRounds {
            root.runConstraintsPass()
            // Solve only when something here is marked: a view that is not marked does nothing,
            // even if a constraint it takes part in changed (the seed's `view2.layoutIfNeeded()`).
            guard subtreeNeedsLayout || (superview == nil && ownedEngineIfAny?.needsSolve == true) else { return }
            ownedEngineIfAny?.solveIfNeeded()
            if superview == nil, let frame = engineFrame { setFrame(frame, fromEngine: true) }
            runLayoutPass()
            let engineClean = !(ownedEngineIfAny?.needsSolve ?? false)
            if engineClean, !subtreeNeedsLayout, !root.subtreeNeedsUpdateConstraints { return }
        }
    }

    func runLayoutPass() {
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayoutFlag {
            needsLayoutFlag = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.runLayoutPass() }
    }

    /// As `markSubtreeNeedsUpdateConstraints`, for the layout pass.
    func markSubtreeNeedsLayout() { markSubtree(\.subtreeNeedsLayout) }

    /// Marks the view to be drawn again in the next frame.
    public func setNeedsDisplay() { setNeedsDisplay(window: window) }

    /// `setNeedsDisplay()` for a caller that already knows the view's `window`.
    func setNeedsDisplay(window: Window?) {
        needsDisplayFlag = true
        window?.scheduleFrame()
    }

    /// Whether the view is marked to be drawn again.
    public func needsDisplay() -> Bool { needsDisplayFlag }
}

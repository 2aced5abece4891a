import Canvas
import Cassowary

/// The view tree: adding, inserting and removing subviews (their constraints moving between
/// engines), layout guides, and lookups in the tree.
extension View {
    // MARK: Hierarchy editing

    /// Adds `view` on top of the other subviews, taking it from its old superview first
    /// (`insertSubview(_:at:)` with the subview count).
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` (clamped), taking it from its old superview first. Constraints
    /// the view's tree held move into this tree's engine.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            setNeedsDisplay()
            return
        }
        // A controller's view coming on screen: its controller appears around the move.
        let appearing = view.controllerAppearing(under: self)
        appearing?.beginAppearanceTransition(true, animated: false)
        defer { appearing?.endAppearanceTransition() }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        FrameChangeObservation.current?.viewDidArrive(view)
        if let engine = view.ownedEngine {
            view.ownedEngine = nil
            engine.migrateAll()
        }
        if view.layoutVariables != nil { layoutEngine?.refreshAutoresizingConstraints(of: view) }
        if view.needsUpdateConstraintsFlag || view.subtreeNeedsUpdateConstraints { markSubtreeNeedsUpdateConstraints() }
        if view.needsLayoutFlag || view.subtreeNeedsLayout { markSubtreeNeedsLayout() }
        setNeedsLayout()
        setNeedsDisplay()
        view.didMoveToSuperview()
    }

    /// Inserts `view` just above `sibling` (at the end if `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling` (at the start if `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Takes the view out of its superview. Constraints between it (or its subviews) and the
    /// rest of the old tree are deactivated, as in UIKit; those inside its subtree stay active.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // A controller's view leaving the screen: its controller disappears around the move.
        let disappearing = controllerDisappearing
        disappearing?.beginAppearanceTransition(false, animated: false)
        defer { disappearing?.endAppearanceTransition() }
        let oldEngine = rootView.ownedEngine  // no engine yet: nothing to detach (and none is made)
        var items: [LayoutItem] = []
        forEachInSubtree { view in
            items.append(view)
            items.append(contentsOf: view.layoutGuides)
        }
        var keep = oldEngine?.detach(subtree: items) ?? []
        // The view's own encapsulated constraints held it in the tree it leaves: the left and
        // top were cut with that tree, but the width and height involve only the view, so they
        // come back among the constraints inside the subtree. They end here: a root outside a
        // window keeps no frame, and joining a tree again builds a fresh set (keeping them
        // leaked two stale required constraints per reuse, which then fought the new size).
        let encapsulated = autoresizingConstraints
        autoresizingConstraints = []
        keep.removeAll { constraint in encapsulated.contains { $0 === constraint } }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        parent.setNeedsDisplay()
        if !keep.isEmpty { layoutEngine?.reactivate(keep) }
        if layoutVariables != nil, translatesAutoresizingMaskIntoConstraints {
            layoutEngine?.refreshAutoresizingConstraints(of: self)
        }
        didMoveToSuperview()
    }

    /// Makes the view own `guide` (taking it from another view).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Deactivates the guide's constraints and stops owning it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        LayoutConstraint.deactivate(guide.referencingConstraints)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view itself if its tag matches, else the first match in its subtree, depth first.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The window this view is shown in, if any.
    public var window: Window? { rootView.hostingWindow }

    /// The top of the view's tree. The walk takes no reference of its own: a superview that is
    /// set is alive (a view clears its subviews' `superview` when it dies) and nothing runs
    /// during the walk that could release one, so a retain and release at each level (about
    /// 40 instructions, on every constraint activated) bought nothing.
    var rootView: View {
        var root = Unmanaged.passUnretained(self)
        while let parent = root._withUnsafeGuaranteedRef({ $0.superviewReference }) { root = parent }
        return root.takeUnretainedValue()
    }

    /// Walks both chains up to the same depth, then up in step until they meet: no allocation
    /// (this runs for every constraint activated and every constant changed).
    func nearestCommonAncestor(with other: View) -> View? {
        // Almost every constraint is between a view and its superview or a sibling: those need
        // no depth walks.
        if let parent = superview, parent === other || parent === other.superview { return parent }
        if other.superview === self || other === self { return self }
        var first: View = self, second: View = other
        var firstDepth = depth, secondDepth = other.depth
        while firstDepth > secondDepth, let parent = first.superview { first = parent; firstDepth -= 1 }
        while secondDepth > firstDepth, let parent = second.superview { second = parent; secondDepth -= 1 }
        while first !== second {
            guard let firstParent = first.superview, let secondParent = second.superview else { return nil }
            first = firstParent
            second = secondParent
        }
        return first
    }

    /// The number of ancestors above the view.
    var depth: Int {
        var count = 0
        var current = superview
        while let view = current { count += 1; current = view.superview }
        return count
    }

    func forEachInSubtree(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }
}

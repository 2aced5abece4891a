import Canvas
import Cassowary

/// A rectangle on the screen that draws itself and holds subviews (`UIView`).
///
/// Frames are relative to the superview's bounds, in cells (Doubles; drawing snaps edges).
/// A view with `translatesAutoresizingMaskIntoConstraints == false` gets its frame from the
/// layout engine: its superview's `layoutSubviews()` applies it. The three passes run in UIKit's
/// order: constraints bottom-up (`updateConstraints`), layout top-down (`layoutSubviews`), draw
/// (`draw(in:)`); every `setNeeds...` only sets a flag, so ten calls cost one pass.
open class View: LayoutItem, Responder, TraitEnvironment, CustomStringConvertible {
    /// `UIView.noIntrinsicMetric`: the view has no natural size on that axis.
    public static let noIntrinsicMetric: Double = -1

    // MARK: Hierarchy

    /// Not retained, as in UIKit (the superview holds its subviews). `unowned(unsafe)`, not
    /// `weak`: every walk up the tree (marking passes, the engine's lookups) reads it, and a
    /// weak load costs a side-table access and a retain. Safe because a superview always
    /// clears it, when the view leaves (`removeFromSuperview`) or when it dies itself (`deinit`).
    @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: View?
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The controller whose `view` this is (for its layout callbacks).
    weak var viewController: ViewController?
    /// Set on the root view of a window.
    @exclusivity(unchecked) weak var hostingWindow: Window?
    /// The engine of the tree this view is the root of (nil until needed, and for non-roots).
    @exclusivity(unchecked) var ownedEngine: LayoutEngine?

    /// A number to find the view by (`UIView.tag`); 0 by default, shown in `description` otherwise.
    public var tag = 0
    /// Whether subviews are drawn only inside the view's bounds.
    public var clipsToBounds = false
    /// The style this view and its subviews draw in, whatever the window's
    /// (`.unspecified`, the default, follows the superview or window). Changing it tells the
    /// subtree (`traitCollectionDidChange(_:)`) and redraws it.
    public var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            let inherited = superview?.traitCollection ?? window?.traitCollection ?? .default
            let old = oldValue != .unspecified ? oldValue : controllerStyleOverride
            traitsDidChange(from: inherited.overriding(old), in: self)
        }
    }
    /// The view controller's `overrideUserInterfaceStyle`, kept here so that the draw pass reads
    /// no weak reference.
    var controllerStyleOverride = UserInterfaceStyle.unspecified
    /// The background filled behind the view's content, resolved for its traits when drawn
    /// (`UIView.backgroundColor`); drawn over `backgroundStyle` when both are set.
    public var backgroundColor: SemanticColor? { didSet { setNeedsDisplay() } }
    /// The accent of this view and its subviews (`UIView.tintColor`): the nearest ancestor's
    /// when not set, else `SemanticColor.tint`.
    public var tintColor: SemanticColor {
        get {
            var current: View? = self
            while let view = current {
                if let assigned = view.assignedTintColor { return assigned }
                current = view.superview
            }
            return .tint
        }
        set {
            assignedTintColor = newValue
            forEachInSubtree { $0.setNeedsDisplay() }
        }
    }
    private var assignedTintColor: SemanticColor?
    /// When false, hit testing skips the view and its subviews: no clicks, no gestures.
    public var isUserInteractionEnabled = true
    /// The gesture recognizers attached to the view, in the order added
    /// (`addGestureRecognizer(_:)`).
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The interactions attached to the view (`addInteraction(_:)`): a context menu's.
    public internal(set) var interactions: [Interaction] = []
    /// Attaches `recognizer` (taken from any view it was on): it hears the pointer sequences
    /// the window sends to this view and its subviews.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; a gesture in progress is cancelled.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: index)
        if recognizer.state == .began || recognizer.state == .changed { recognizer.pointerCancelled() }
        recognizer.resetIfFinished()
        recognizer.view = nil
    }

    /// Hidden views are not drawn (and, in a stack view, collapse).
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            if !isHidden { FrameChangeObservation.current?.viewDidArrive(self) }
            superview?.subviewVisibilityDidChange(self)
            setNeedsDisplay()
        }
    }

    /// Whether the frame is set by hand (true, UIKit's default) and held by
    /// `View-Encapsulated-Layout-*` constraints, or comes from constraints (false; the DSL and
    /// stack views set it).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue, layoutVariables != nil else { return }
            layoutEngine?.refreshAutoresizingConstraints(of: self)
            intrinsicSizeNeedsSync = true
            setNeedsUpdateConstraints()
        }
    }

    /// Margins stack views use with `isLayoutMarginsRelativeArrangement`. Zero by default: a
    /// cell is too coarse for UIKit's 8-point margins.
    public var directionalLayoutMargins = DirectionalEdgeInsets.zero {
        didSet {
            guard directionalLayoutMargins != oldValue else { return }
            layoutMarginsDidChange()
            // Margin attributes (`topMargin`, `snp.margins`, ...) follow, in place.
            for constraint in referencingConstraints where constraint.involvesMargin(of: self) {
                constraint.engine?.attributeOffsetsDidChange(of: constraint)
            }
            setNeedsUpdateConstraints()
        }
    }
    /// `directionalLayoutMargins` as left/right insets.
    public var layoutMargins: EdgeInsets {
        get { directionalLayoutMargins.edgeInsets }
        set {
            directionalLayoutMargins = DirectionalEdgeInsets(
                top: newValue.top, leading: newValue.left,
                bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// The guides the view owns (`addLayoutGuide`).
    public private(set) var layoutGuides: [LayoutGuide] = []

    // MARK: Layout-engine bookkeeping

    var autoresizingConstraints: [LayoutConstraint] = []
    var intrinsicConstraints: [LayoutConstraint] = []
    var intrinsicSizeNeedsSync = false

    private var huggingPriorities = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    private var compressionPriorities = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)

    // Pass flags. `subtree...` says some descendant (or the view) is marked, so passes skip
    // clean subtrees without visiting them.
    // Unchecked: read and written on every marking walk and pass, never under an overlapping
    // access (plain loads and stores); the dynamic exclusivity check cost more than the walk.
    @exclusivity(unchecked) var needsUpdateConstraintsFlag = false
    @exclusivity(unchecked) var subtreeNeedsUpdateConstraints = false
    @exclusivity(unchecked) var needsLayoutFlag = false
    @exclusivity(unchecked) var subtreeNeedsLayout = false
    @exclusivity(unchecked) var needsDisplayFlag = true

    // MARK: Geometry

    private var storedFrame: Rect
    private var boundsOrigin = Point.zero

    /// The designated initializer (`UIView.init(frame:)`); subclasses override it.
    public init(frame: Rect) {
        storedFrame = frame
        presentationFrame = frame
        super.init(_layoutItem: ())
        needsLayoutFlag = true
        subtreeNeedsLayout = true
    }

    /// A view with a zero frame: `init(frame: .zero)`, as `UIView()` is. A subclass that
    /// overrides `init(frame:)` gets this for free (`MyView()`).
    public convenience init() { self.init(frame: .zero) }

    deinit {
        // Subviews that outlive this view must not point at it (see `superview`).
        for subview in subviews { subview.superview = nil }
    }

    /// The model frame, in the superview's coordinates.
    public var frame: Rect {
        get { storedFrame }
        set { setFrame(newValue, fromEngine: false) }
    }

    /// What is on screen now. Equal to `frame` except while an animation moves the view.
    public var presentationFrame: Rect

    /// The view's own coordinate space: its size, and the origin scrolled to (a scroll or table
    /// view moves `bounds.origin` to show other content).
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            if newValue.size != storedFrame.size {
                frame = Rect(origin: storedFrame.origin, size: newValue.size)
            }
            setNeedsDisplay()
        }
    }

    /// The frame's centre, in the superview's coordinates; setting it moves the frame.
    public var center: Point {
        get { Point(x: storedFrame.midX, y: storedFrame.midY) }
        set { frame.origin = Point(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }

    func setFrame(_ newFrame: Rect, fromEngine: Bool) {
        guard newFrame != storedFrame else { return }
        // The frame-change hook: an observer (inside an animation block, the block's
        // recording) learns which views moved and from where, without looking at the others.
        FrameChangeObservation.current?.frameWillChange(of: self, from: storedFrame)
        let sizeChanged = newFrame.size != storedFrame.size
        storedFrame = newFrame
        // The presentation follows the model; an animation moves it apart afterwards (the
        // recording above tells the animator where the view was).
        presentationFrame = newFrame
        // The window is looked up once: a walk to the root through weak references.
        let window = self.window
        if sizeChanged { setNeedsLayout() }
        superview?.setNeedsDisplay(window: window)
        setNeedsDisplay(window: window)
        if !fromEngine, translatesAutoresizingMaskIntoConstraints { layoutEngine?.frameDidChange(of: self) }
    }

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

    /// Called after the view joined or left a superview. Override to react; call super.
    open func didMoveToSuperview() {}

    /// Called when `subview` is about to leave this view (`removeFromSuperview`), its
    /// constraints to the rest of the tree already cut. Override to react; call super.
    open func willRemoveSubview(_ subview: View) {}

    /// Called after `subview` was hidden or shown (a stack view collapses or restores it).
    func subviewVisibilityDidChange(_ subview: View) {}

    /// Called after `subview` invalidated its intrinsic content size (a stack view whose
    /// proportions follow it rebuilds them).
    func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

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

    var rootView: View {
        var root = self
        while let parent = root.superview { root = parent }
        return root
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
    private var depth: Int {
        var count = 0
        var current = superview
        while let view = current { count += 1; current = view.superview }
        return count
    }

    func forEachInSubtree(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    // MARK: LayoutItem

    /// The engine of the view's tree, created on first use at the root.
    override var layoutEngine: LayoutEngine? {
        let root = rootView
        if let engine = root.ownedEngine { return engine }
        // A tree outside any window: its additions wait until its layout is needed, as
        // it is usually built and then added to a window (a new table cell).
        let engine = LayoutEngine(logSink: LayoutEngine.standardErrorSink, defersAdditions: true)
        root.ownedEngine = engine
        return engine
    }

    override var coordinateParent: View? { superview }

    /// Margins move an edge inward by the view's margins; baselines sit below the first and last
    /// lines of a view with text (`baselineOffsetsFromTop`), at the bottom of one without.
    override func resolvedAttribute(_ attribute: LayoutAttribute) -> (base: LayoutAttribute, offset: Double) {
        if attribute.isBaseline {
            guard let offsets = baselineOffsetsFromTop else { return (.bottom, 0) }
            return (.top, attribute == .firstBaseline ? offsets.first : offsets.last)
        }
        let margins = directionalLayoutMargins
        let base = attribute.withoutMargin
        switch attribute {
        case .leftMargin, .leadingMargin: return (base, margins.leading)
        case .rightMargin, .trailingMargin: return (base, -margins.trailing)
        case .topMargin: return (base, margins.top)
        case .bottomMargin: return (base, -margins.bottom)
        case .centerXWithinMargins: return (base, (margins.leading - margins.trailing) / 2)
        case .centerYWithinMargins: return (base, (margins.top - margins.bottom) / 2)
        default: return (base, 0)
        }
    }

    /// Where the first and last lines of text end, in cells below the view's top; nil for a view
    /// without text (its baselines are its bottom). `Label` has them.
    var baselineOffsetsFromTop: (first: Double, last: Double)? { nil }
    override var hostView: View? { self }
    override var isPositionedByEngine: Bool { !translatesAutoresizingMaskIntoConstraints }

    /// The view's origin in the engine's space: the sum of frame origins up to the root (scroll
    /// offsets are not part of it, so content constraints do not change when a view scrolls).
    var engineOrigin: Point {
        if let variables = layoutVariables { return Point(x: variables.minX.value, y: variables.minY.value) }
        guard let parent = superview else { return storedFrame.origin }
        let base = parent.engineOrigin
        return Point(x: base.x + storedFrame.minX, y: base.y + storedFrame.minY)
    }

    /// The frame the engine computed, in the superview's coordinates.
    var engineFrame: Rect? {
        guard let variables = layoutVariables, !translatesAutoresizingMaskIntoConstraints else { return nil }
        let base = superview?.engineOrigin ?? .zero
        return variables.rect.offsetBy(dx: -base.x, dy: -base.y)
    }

    // MARK: Intrinsic size, hugging, compression

    /// The natural size of the content; `noIntrinsicMetric` on an axis without one.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Call when the content changed so that `intrinsicContentSize` would answer differently.
    public func invalidateIntrinsicContentSize() {
        intrinsicSizeNeedsSync = true
        setNeedsUpdateConstraints()
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets the hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets the compression resistance priority on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        if axis == .horizontal {
            compressionPriorities.horizontal = priority
        } else {
            compressionPriorities.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// The size that fits `size` best; by default the current size (as UIKit's `UIView`).
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

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
        guard let engine = layoutEngine else { return targetSize }
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
        engine.endMeasuring(self, fitting: fitting, setAside: setAside)
        return size
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

    // MARK: The constraints pass (bottom-up)

    /// Override to add or change constraints; call `super.updateConstraints()` last. Called by the
    /// constraints pass for views marked with `setNeedsUpdateConstraints()`, never directly.
    open func updateConstraints() {}

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
    private func markSubtreeNeedsUpdateConstraints() {
        var view = self
        while !view.subtreeNeedsUpdateConstraints {
            view.subtreeNeedsUpdateConstraints = true
            guard let parent = view.superview else {
                view.hostingWindow?.scheduleFrame()
                return
            }
            view = parent
        }
    }

    // MARK: The layout pass (top-down)

    /// Positions subviews. The default applies the frames the engine solved to every subview
    /// placed by constraints; override to place views by hand, calling super first.
    open func layoutSubviews() {
        guard let engine = ownedEngineIfAny else { return }
        engine.solveIfNeeded()
        for subview in subviews {
            if let frame = subview.engineFrame { subview.setFrame(frame, fromEngine: true) }
        }
    }

    private var ownedEngineIfAny: LayoutEngine? { rootView.ownedEngine }

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
    private func markSubtreeNeedsLayout() {
        var view = self
        while !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            guard let parent = view.superview else {
                view.hostingWindow?.scheduleFrame()
                return
            }
            view = parent
        }
    }

    // MARK: The draw pass

    /// Marks the view to be drawn again in the next frame.
    public func setNeedsDisplay() { setNeedsDisplay(window: window) }

    /// `setNeedsDisplay()` for a caller that already knows the view's `window`.
    func setNeedsDisplay(window: Window?) {
        needsDisplayFlag = true
        window?.scheduleFrame()
    }

    /// Whether the view is marked to be drawn again.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Filled behind the view's content when set.
    public var backgroundStyle: Style? {
        didSet { setNeedsDisplay() }
    }

    /// Called when the traits changed (see `TraitEnvironment`); does nothing by default. A
    /// view drawing in `draw(in:)` with `region.traitCollection` needs nothing here: it is
    /// redrawn.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Draws the view's own content into its region (coordinates are the view's own). The
    /// background is already filled; subviews are drawn after, on top. The default draws nothing.
    open func draw(in region: CanvasRegion) {}

    // MARK: Responder (Responder.swift, Window+Input.swift)

    /// The view controller whose view this is, else the superview; the window for a root view.
    open var next: Responder? {
        if let viewController { return viewController }
        if let superview { return superview }
        return hostingWindow
    }
    /// False by default; controls that take keys answer true.
    open var canBecomeFirstResponder: Bool { false }
    /// True by default: a focused view lets focus go.
    open var canResignFirstResponder: Bool { true }
    /// True while the window's first responder is this view.
    public var isFirstResponder: Bool { window?.firstResponder === self }
    /// Asks the window to focus the view: false when it cannot become first responder, is not
    /// focusable (hidden, outside the window's scope) or the current one refuses to resign; true when
    /// it is focused. False outside a window.
    @discardableResult open func becomeFirstResponder() -> Bool { window?.makeFirstResponder(self) ?? false }
    /// Asks the window to take focus from the view: false when it refuses; true when it was not
    /// focused or outside a window.
    @discardableResult open func resignFirstResponder() -> Bool { window?.resignFirstResponder(self) ?? true }
    /// The key commands this view answers along the responder chain; none by default.
    open var keyCommands: [KeyCommand]? { nil }
    /// Runs the first of `keyCommands` that matches `press`, else passes it to `next`.
    open func pressesBegan(_ press: KeyPress) { forwardPress(press) }
    /// Passes pasted text to `next`.
    open func paste(_ text: String) { next?.paste(text) }
    /// A click at `location` (the view's coordinates) on the view or a subview that passed it
    /// on. The default passes it to the superview; controls act on it.
    open func clicked(at location: Point) { superview.map { $0.clicked(at: convert(location, to: $0)) } }
    /// A turn of the wheel over the view or a subview that passed it on: `delta` is how far the
    /// content should move. The default passes it to the superview; scroll views and tables
    /// scroll. Returns whether a view scrolled (or otherwise used it).
    open func scrolled(by delta: Point, at location: Point) -> Bool {
        superview?.scrolled(by: delta, at: convert(location, to: superview!)) ?? false
    }
    /// The left button, pressed on this view (`clicked(at:)`), moved to `location` (the view's
    /// coordinates, possibly outside its bounds) while held. The default passes it to the
    /// superview, as `clicked(at:)` does.
    open func dragged(to location: Point) { superview.map { $0.dragged(to: convert(location, to: $0)) } }
    /// Where the terminal's cursor should be while this view is the first responder (a text
    /// field's insertion point), in the view's coordinates; nil hides it.
    open var insertionPointLocation: Point? { nil }

    // MARK: Description

    /// `<Type: address; frame = (x y; width height)>`, with `hidden`, `tag` and the view's own
    /// details when they say something.
    open var description: String {
        var text =
            "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)); frame = \(frame)"
        if isHidden { text += "; hidden = YES" }
        if tag != 0 { text += "; tag = \(tag)" }
        let details = debugDetails
        if !details.isEmpty { text += "; " + details }
        return text + ">"
    }

    /// Whether the view's intrinsic size was computed for another width than the engine solved
    /// (a wrapping label); the fitting size measures such views again.
    var needsRemeasureAfterSolve: Bool { false }

    /// Extra `key = value` pairs for `description` (a label's text, ...).
    var debugDetails: String { "" }
}

/// Bounds of the layout cycle.
enum LayoutCycle {
    /// How many constraints-solve-layout rounds one `layoutIfNeeded()` may run when a round
    /// changes constraints (a label re-wrapping at its new width). Enough for text reflow; a
    /// layout that keeps changing itself beyond that is left as is rather than looping forever.
    static let maximumRounds = 8
}

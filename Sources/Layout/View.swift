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

    /// Not retained, as in UIKit (the superview holds its subviews). Held unretained
    /// (`Unmanaged`, as `unowned(unsafe)` would), not `weak`: every walk up the tree (marking
    /// passes, the engine's lookups) reads it, and a weak load costs a side-table access and a
    /// retain. Safe because a superview always clears it, when the view leaves
    /// (`removeFromSuperview`) or when it dies itself (`deinit`).
    public internal(set) var superview: View? {
        get { superviewReference?.takeUnretainedValue() }
        set { superviewReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// `superview`'s storage, which a walk up the tree (`rootView`) reads without a retain and
    /// release at each level.
    @exclusivity(unchecked) var superviewReference: Unmanaged<View>?
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
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
    var assignedTintColor: SemanticColor?
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
            layoutEngine?.refreshAutoresizingConstraints(of: self, keptWidth: widthKeptForEncapsulation)
            intrinsicSizeNeedsSync = true
            setNeedsUpdateConstraints()
        }
    }
    /// Set only while `translatesAutoresizingMaskIntoConstraints(keepingWidth:)` sets it.
    private var widthKeptForEncapsulation: LayoutConstraint?

    /// Sets `translatesAutoresizingMaskIntoConstraints` (false, with variables) to true, the
    /// encapsulated width taking over `keptWidth`, the required width a measurement of the
    /// view left active (see `LayoutEngine.refreshAutoresizingConstraints`).
    func translatesAutoresizingMaskIntoConstraints(keepingWidth keptWidth: LayoutConstraint) {
        widthKeptForEncapsulation = keptWidth
        translatesAutoresizingMaskIntoConstraints = true
        widthKeptForEncapsulation = nil
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
    public internal(set) var layoutGuides: [LayoutGuide] = []

    // MARK: Layout-engine bookkeeping

    var autoresizingConstraints: [LayoutConstraint] = []
    var intrinsicConstraints: [LayoutConstraint] = []
    var intrinsicSizeNeedsSync = false

    var huggingPriorities = AxisPriorities(.defaultLow)
    var compressionPriorities = AxisPriorities(.defaultHigh)

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

    var storedFrame: Rect
    var boundsOrigin = Point.zero

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
        // What refers to the view reads nil from here on, as a weak reference would already.
        endLiveReference()
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

    /// The size that fits `size` best; by default the current size (as UIKit's `UIView`).
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    // MARK: The constraints pass (bottom-up)

    /// Override to add or change constraints; call `super.updateConstraints()` last. Called by the
    /// constraints pass for views marked with `setNeedsUpdateConstraints()`, never directly.
    open func updateConstraints() {}

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

    // MARK: The draw pass

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

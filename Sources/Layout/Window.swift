@_exported import Canvas

/// The top of a view tree on a terminal screen: owns the layout engine shared by every view in
/// it, the root view controller, the screen size, the clock, the animator and the layout log
/// sink. The run loop calls `draw(into:)` (which steps the animator and lays out first) once per
/// frame while `needsFrame` is set.
public final class Window {
    /// The engine every view of this window uses.
    public let engine: LayoutEngine
    /// The clock animations begin and end on: the run loop's, when a terminal hosts the window.
    public let clock: any TimeSource
    /// Animates the window's views on its clock: `View.animate` for views in this window, and
    /// the window's table views (unless given another). Stepped by `layoutIfNeeded()` and
    /// `draw(into:)`, so the run loop has nothing to call for it.
    public let animator: Animator

    /// Whether the run loop should make a frame: something was marked (`setNeeds...` in the
    /// tree, the size, the root) since the last `draw(into:)` started drawing, or an animation
    /// runs. What is marked while a frame is drawn asks for the next one.
    public var needsFrame: Bool { frameRequested || animator.isAnimating }
    private var frameRequested = true

    // Input (Window+Input.swift).
    /// The focused responder, whatever its state; read `firstResponder`, which checks it.
    weak var storedFirstResponder: Responder?
    /// Set when focus moved: the next layout scrolls the focused view into sight.
    var needsFocusReveal = false
    /// Set by the window's own `pressesBegan` when a press went up the whole chain unused.
    var pressReachedWindow = false
    /// The view a left-button press landed on, which hears the drag that follows until the
    /// release (`Window.drag(to:)`).
    weak var mouseTarget: View?

    /// What the window's text views and fields copied and cut (`UIPasteboard` for this window);
    /// the host passes each write on to the terminal's clipboard.
    public let pasteboard = Pasteboard()
    /// The view inspector of this window (F12; `Inspector`).
    public private(set) lazy var inspector = Inspector(window: self)
    /// The command palette of this window (Ctrl-P or `:`; `CommandPalette`).
    public private(set) lazy var commandPalette = CommandPalette(window: self)
    /// The menu open on the window, with its submenus (Menus/Window+Menus.swift).
    var menuSession: MenuSession?
    // Pointer input (Gestures/Window+Pointer.swift).
    var pointerTracking = PointerTracking()

    /// False is reduced motion: animations of this window apply at once (their completions get
    /// `true`). The window's animator's `animationsEnabled`.
    public var animationsEnabled: Bool {
        get { animator.animationsEnabled }
        set { animator.animationsEnabled = newValue }
    }

    /// The traits every view starts from (`TraitCollection`): the host sets them from the
    /// terminal (its colours, its background) and may change them while the app runs (the
    /// terminal says its theme changed, the user asks for high contrast). A change tells every
    /// view and view controller (`traitCollectionDidChange(_:)`) and redraws the screen.
    public var traitCollection = TraitCollection.default {
        didSet {
            guard traitCollection != oldValue, let root = rootViewController?.viewIfLoaded else { return }
            root.traitsDidChange(from: oldValue.overriding(root.ownStyleOverride), in: root)
        }
    }

    /// The size of the screen in cells; the root view fills it.
    public var size: Size {
        didSet {
            guard size != oldValue else { return }
            rootViewController?.view.frame = Rect(origin: .zero, size: size)
            scheduleFrame()
        }
    }

    /// Where layout messages (unsatisfiable constraints, ...) go. Choose a file while the screen
    /// is in curses mode; never the screen.
    public var logSink: (String) -> Void {
        get { engine.logSink }
        set { engine.logSink = newValue }
    }

    /// A window of `size` cells on `clock`, logging layout messages to `logSink`.
    public init(
        size: Size, clock: any TimeSource = ManualClock(),
        logSink: @escaping (String) -> Void = LayoutEngine.standardErrorSink
    ) {
        self.size = size
        self.clock = clock
        self.engine = LayoutEngine(logSink: logSink)
        self.animator = Animator(clock: clock)
        animator.window = self
    }

    /// The controller whose view fills the window. Setting it moves the view's constraints into
    /// the window's engine, installs the view as the window's content, and then shows it: the
    /// controller and the children in its view hear `viewWillAppear` and `viewDidAppear` with
    /// the view in the window (a scene's `makeKeyAndVisible()` with it). The controller it
    /// replaces hears `viewWillDisappear` and `viewDidDisappear` around its view's leaving.
    public var rootViewController: ViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController, old.isViewLoaded {
                old.beginAppearanceTransition(false, animated: false)
                old.view.hostingWindow = nil
                old.view.ownedEngine = nil
                old.endAppearanceTransition()
            }
            guard let controller = rootViewController else { return }
            let view = controller.view
            view.removeFromSuperview()
            let previous = view.ownedEngine
            view.ownedEngine = engine
            view.hostingWindow = self
            view.frame = Rect(origin: .zero, size: size)
            if let previous, previous !== engine { previous.migrateAll() }
            if view.layoutVariables != nil { engine.refreshAutoresizingConstraints(of: view) }
            view.setNeedsUpdateConstraints()
            view.setNeedsLayout()
            scheduleFrame()
            controller.beginAppearanceTransition(true, animated: false)
            controller.endAppearanceTransition()
        }
    }

    func scheduleFrame() { frameRequested = true }

    /// Brings the window up to the clock's time: steps the animator (presentation frames move,
    /// finished animations complete), then runs the constraints and layout passes.
    public func layoutIfNeeded() {
        animator.step()
        keepPresentationsInFront()
        rootViewController?.view.layoutIfNeeded()
        if needsFocusReveal { revealFirstResponder() }
    }

    /// Steps the animator and lays out, then draws every visible view into `canvas` (the draw
    /// pass), parents before children, each clipped to its ancestors that clip. The frame
    /// request is cleared once layout is done, before drawing: marks made by layout are drawn
    /// now, marks made while drawing ask for the next frame.
    public func draw(into canvas: inout Canvas) {
        layoutIfNeeded()
        guard let root = rootViewController?.view else {
            frameRequested = false
            return
        }
        // Marking requests a frame only when it flags the root (see `View.setNeedsLayout`); a
        // layout that did not settle within its rounds leaves the root flagged, so ask for the
        // next frame to go on with it.
        frameRequested = root.subtreeNeedsLayout || root.subtreeNeedsUpdateConstraints
        let surface = CanvasSurface(canvas)
        canvas = Canvas(width: 0, height: 0)
        root.drawTree(on: surface, parentOrigin: .zero, clip: surface.canvas.bounds, traits: traitCollection)
        canvas = surface.canvas
        menuSession?.draw(into: &canvas, traits: traitCollection)
        if commandPalette.isVisible { commandPalette.draw(into: &canvas) }
        if inspector.isVisible { inspector.draw(into: &canvas) }
    }

    /// A canvas of the window's size with the tree drawn into it.
    public func render() -> Canvas {
        var canvas = Canvas(width: max(Int(size.width.rounded()), 0), height: max(Int(size.height.rounded()), 0))
        draw(into: &canvas)
        return canvas
    }
}

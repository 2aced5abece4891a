/// The minimal `UIViewController`: owns a view, loads it lazily, and hears the layout cycle
/// of that view (`updateViewConstraints` in the constraints pass, `viewWillLayoutSubviews` and
/// `viewDidLayoutSubviews` around the view's `layoutSubviews`).
open class ViewController: Responder, TraitEnvironment {
    private var loadedView: View?

    /// The controller's title (a navigation controller's bar shows the top one's).
    public var title: String? { didSet { loadedView?.window?.scheduleFrame() } }
    /// The navigation item, once made (`navigationItem`).
    var storedNavigationItem: NavigationItem?
    /// The tab bar item, once made or set (`tabBarItem`).
    var storedTabBarItem: TabBarItem?
    /// The size a presented controller asks for; zero lets its view's constraints decide.
    public var preferredContentSize = Size.zero
    /// The style this controller's view and its subviews draw in (`.unspecified` follows the
    /// window); changing it tells them and redraws.
    public var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue, let view = viewIfLoaded else { return }
            view.controllerStyleOverride = overrideUserInterfaceStyle
            let inherited = view.superview?.traitCollection ?? view.window?.traitCollection ?? .default
            let old = view.overrideUserInterfaceStyle != .unspecified ? view.overrideUserInterfaceStyle : oldValue
            view.traitsDidChange(from: inherited.overriding(old), in: view)
        }
    }
    /// The traits of the controller's view (the window's when the view is not loaded).
    public var traitCollection: TraitCollection {
        viewIfLoaded?.traitCollection ?? TraitCollection.default.overriding(overrideUserInterfaceStyle)
    }
    /// Called after the traits of the controller's view changed at run time; does nothing by
    /// default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// How `present(_:animated:completion:)` shows this controller.
    public var modalPresentationStyle = ModalPresentationStyle.pageSheet

    // Containment and presentation (ViewController+Containment.swift, +Presentation.swift).
    /// The controller this one is a child of (`addChild(_:)`); held weakly.
    public internal(set) weak var parent: ViewController?
    /// The child controllers, in the order added.
    public internal(set) var children: [ViewController] = []
    /// The controller this one presents, while it is up.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one; held weakly.
    public internal(set) weak var presentingViewController: ViewController?
    /// The container, constraints and saved focus of this controller's presentation.
    var presentation: Presentation?

    /// A controller whose view loads on first use.
    public init() {}

    /// The controller's view, created by `loadView()` and followed by `viewDidLoad()` on first use.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            loadedView = view
            view.viewController = self
            view.controllerStyleOverride = overrideUserInterfaceStyle
            viewDidLoad()
            return view
        }
        set {
            loadedView?.viewController = nil
            loadedView?.controllerStyleOverride = .unspecified
            loadedView = newValue
            newValue.viewController = self
            newValue.controllerStyleOverride = overrideUserInterfaceStyle
        }
    }

    /// Whether `view` has been made, without making it.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view. Override to make a custom view and assign it to `view`; the default
    /// makes a plain `View`.
    open func loadView() { view = View() }

    /// Called once, after the view is loaded. Override to build the screen; call super.
    open func viewDidLoad() {}

    /// Called in the constraints pass in place of the view's `updateConstraints()`. Call super
    /// (which updates the view's own constraints), then change constraints.
    open func updateViewConstraints() { view.updateConstraints() }

    /// The bottom of what covers the top of the view (`UIViewController.topLayoutGuide`, from
    /// the days of status and navigation bars): a terminal has none, so a guide of no height at
    /// the view's top. Kept so that code using it ports.
    public var topLayoutGuide: LayoutGuide { view.barGuide(top: true) }

    /// The top of what covers the bottom of the view (`bottomLayoutGuide`): no height, at the
    /// view's bottom.
    public var bottomLayoutGuide: LayoutGuide { view.barGuide(top: false) }

    // Appearance (ViewController+Appearance.swift): each call once per transition, UIKit's order.
    /// Where the view is in its appearance transitions.
    var appearanceState = AppearanceState.disappeared
    /// What the transition under way moves (`isMovingToParent` and the rest), set as it begins.
    var appearanceMove = AppearanceMove.none
    /// Added to a parent (`addChild(_:)`) and not yet told `didMove(toParent:)` by one of
    /// Layout's containers, nor shown since: its next appearance moves it to the parent.
    var joiningParent = false
    /// Told by one of Layout's containers that it leaves its parent: its next disappearance
    /// moves it from the parent.
    var leavingParent = false
    /// Being presented or dismissed (`present`, `dismiss`): its next transition is that.
    var presentationMove = AppearanceMove.none

    /// Whether the controller appears because it is being added to a parent, such as a pushed
    /// screen (`isMovingToParent`): true in its `viewWillAppear` and `viewDidAppear` then.
    public var isMovingToParent: Bool { appearanceMove == .toParent }
    /// Whether the controller disappears because it is being removed from its parent, such as
    /// a popped screen (`isMovingFromParent`): true in its `viewWillDisappear` and
    /// `viewDidDisappear` then.
    public var isMovingFromParent: Bool { appearanceMove == .fromParent }
    /// Whether the controller appears because it is being presented (`isBeingPresented`).
    public var isBeingPresented: Bool { appearanceMove == .presented }
    /// Whether the controller disappears because it is being dismissed (`isBeingDismissed`).
    public var isBeingDismissed: Bool { appearanceMove == .dismissed }

    /// Called before the view comes on screen (the window's root as it is shown, a navigation
    /// controller's push or pop, a tab switched to, a sheet presented, a child's view joining a
    /// view on screen), a container's own call coming before its children's; does nothing by
    /// default. A screen that wants the navigation bar hidden or shown says so here, and the bar
    /// changes in step with the slide.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called when the view is on screen, in the window (`view.window` is set, so
    /// `becomeFirstResponder()` works here), at the end of the slide; does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen, still in the window; does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called when the view has left the screen; does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Whether this controller passes its appearance calls on to its children whose views are in
    /// its view (`shouldAutomaticallyForwardAppearanceMethods`); true by default. A container
    /// that answers false calls `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Called before the controller is added to a parent (by `addChild(_:)`) or removed from one
    /// (a container calls it with nil before `removeFromParent()`); does nothing by default.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to a parent (a container calls it once the child's
    /// view is in place) or removed from one (by `removeFromParent()`); does nothing by default.
    open func didMove(toParent parent: ViewController?) {}

    /// Passes the start of an appearance transition on to the children in view; a container
    /// overrides it to run steps of its own around the children's calls.
    func forwardAppearanceBegin(_ isAppearing: Bool, animated: Bool) {
        for child in childrenInView { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Called before the view lays out its subviews; does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called after the view lays out its subviews; does nothing by default.
    open func viewDidLayoutSubviews() {}

    // MARK: Responder (Responder.swift)

    /// The window for a presented controller (keys never reach the screen beneath), else the
    /// view's superview, else the parent, else the window.
    open var next: Responder? { defaultNextResponder }
    /// False by default.
    open var canBecomeFirstResponder: Bool { false }
    /// True by default.
    open var canResignFirstResponder: Bool { true }
    /// True while the window's first responder is this controller.
    public var isFirstResponder: Bool { viewIfLoaded?.window?.firstResponder === self }
    /// Asks the view's window to focus the controller, as `View.becomeFirstResponder()`; false
    /// when the view is not loaded or not in a window.
    @discardableResult open func becomeFirstResponder() -> Bool {
        viewIfLoaded?.window?.makeFirstResponder(self) ?? false
    }
    /// Asks the view's window to take focus from the controller; true when it was not focused.
    @discardableResult open func resignFirstResponder() -> Bool {
        viewIfLoaded?.window?.resignFirstResponder(self) ?? true
    }
    /// The key commands this controller answers along the responder chain; none by default.
    open var keyCommands: [KeyCommand]? { nil }
    /// Runs the first of `keyCommands` that matches `press`, else passes it to `next`.
    open func pressesBegan(_ press: KeyPress) { forwardPress(press) }
    /// Passes pasted text to `next`.
    open func paste(_ text: String) { next?.paste(text) }
    /// The child that takes keys when nothing in this controller is focused (a navigation
    /// controller's top controller); nil keeps them here.
    open var childForKeyInput: ViewController? { nil }
    /// The view focused when this controller is presented; nil focuses the first focusable
    /// view in reading order.
    open var preferredFocusedView: View? { nil }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }
}

/// The minimal `UIViewController`: owns a view, loads it lazily, and hears the layout cycle
/// of that view (`updateViewConstraints` in the constraints pass, `viewWillLayoutSubviews` and
/// `viewDidLayoutSubviews` around the view's `layoutSubviews`).
open class ViewController {
    private var loadedView: View?

    public init() {}

    /// The controller's view, created by `loadView()` and followed by `viewDidLoad()` on first use.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            loadedView = view
            view.viewController = self
            viewDidLoad()
            return view
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue.viewController = self
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view. Override to make a custom view and assign it to `view`; the default
    /// makes a plain `View`.
    open func loadView() { view = View() }

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

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
}

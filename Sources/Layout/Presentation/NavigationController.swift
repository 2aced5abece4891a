/// A stack of controllers with a title bar (`UINavigationController`): `pushViewController`
/// slides the new screen in from the trailing edge while the old one leaves by the leading
/// edge; `popViewController` (or Esc, or a click on the back title) slides back. The slides
/// are constraint animations on the window's animator (at once with reduced motion). The
/// bar shows the top controller's `title`, and `‹ ` with the previous title when there is
/// one to go back to; a screen with a title of its own hides it (`setNavigationBarHidden`, from
/// its `viewWillAppear`), and the bar shows or hides in step with the slide. While the
/// navigation controller is in a window, the screens hear `viewWillAppear`/`viewWillDisappear`
/// before each slide (the leaving one first) and `viewDidDisappear`/`viewDidAppear` after it,
/// the leaving view out of the window, the arriving one in it; the top screen appears and
/// disappears with the navigation controller itself (ViewController+Appearance.swift).
/// Focus is kept per screen: leaving a screen remembers its focused view (or the controller
/// inside it that had the keys), coming back restores it; a new screen starts with nothing
/// focused.
open class NavigationController: ViewController {
    /// The stack, root first, top last (`UINavigationController.viewControllers`).
    public private(set) var viewControllers: [ViewController] = []
    /// The controller on top of the stack, whose screen shows.
    public var topViewController: ViewController? { viewControllers.last }
    /// The title of the Esc key command shown by a key hint bar.
    public var backKeyCommandTitle = "Back"
    /// The title of the `/` key command (a screen with a search controller).
    public var searchKeyCommandTitle = "Search"

    private let titleBar = NavigationTitleBar()
    /// Under the title bar: the top screen's search bar while its search is active.
    private let searchSlot = View()
    private var searchSlotHeight: LayoutConstraint?
    /// Where the screens are: below the title bar, clipping the slide.
    private let contentView = View()
    /// The constraint holding each screen's leading edge, by controller.
    private var leadingConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
    private var savedFocus: [ObjectIdentifier: WeakResponder] = [:]
    /// The bar's height: two lines (title and rule), or none while hidden.
    private var barHeight: LayoutConstraint?
    /// Whether the bar is hidden (`UINavigationController.isNavigationBarHidden`).
    public private(set) var isNavigationBarHidden = false
    /// Set while the screens hear `viewWillAppear`/`viewWillDisappear`: a bar change asked for
    /// then waits for the slide, which animates it with the screens.
    private var isPreparingTransition = false
    /// The bar's height when it shows.
    static let barLines = 2.0

    private struct WeakResponder {
        weak var responder: Responder?
    }

    /// A stack holding `rootViewController` only.
    public init(rootViewController: ViewController) {
        super.init()
        viewControllers = [rootViewController]
        addChild(rootViewController)
        rootViewController.finishMove(toParent: self)
    }

    /// Puts the title bar (two lines) above the clipped content area and installs the top screen.
    open override func viewDidLoad() {
        super.viewDidLoad()
        titleBar.navigationController = self
        contentView.clipsToBounds = true
        view.addSubview(titleBar)
        view.addSubview(searchSlot)
        view.addSubview(contentView)
        titleBar.snp.makeConstraints {
            $0.top.leading.trailing.equalToSuperview()
        }
        barHeight = titleBar.heightAnchor.constraint(equalToConstant: 0)
        barHeight?.isActive = true
        searchSlot.clipsToBounds = true
        searchSlot.snp.makeConstraints {
            $0.top.equalTo(titleBar.snp.bottom)
            $0.leading.trailing.equalToSuperview()
        }
        searchSlotHeight = searchSlot.heightAnchor.constraint(equalToConstant: 0)
        searchSlotHeight?.isActive = true
        contentView.snp.makeConstraints {
            $0.top.equalTo(searchSlot.snp.bottom)
            $0.leading.trailing.bottom.equalToSuperview()
        }
        guard let top = topViewController else { return }
        applyBarVisibility()
        install(top, at: 0)
        updateSearchBar()
    }

    /// The top screen hears its `viewWillAppear` (or `viewWillDisappear`) after this controller's
    /// own; a bar change it asks for there applies at once, with the screen.
    override func forwardAppearanceBegin(_ isAppearing: Bool, animated: Bool) {
        prepareTransition { super.forwardAppearanceBegin(isAppearing, animated: animated) }
        if isAppearing { applyBarVisibility() }
    }

    /// Hides or shows the bar (`setNavigationBarHidden(_:animated:)`): asked for from a
    /// screen's `viewWillAppear`, the change rides on the push or pop that shows the screen;
    /// otherwise it animates on its own (`transitionDuration`, or at once when not `animated`).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        isNavigationBarHidden = hidden
        guard isViewLoaded, !isPreparingTransition else { return }
        View.animate(
            withDuration: animated ? ViewController.transitionDuration : 0, curve: .easeInOut,
            animations: {
                applyBarVisibility()
                view.layoutIfNeeded()
            })
        view.window?.scheduleFrame()
    }

    private func applyBarVisibility() {
        barHeight?.constant = isNavigationBarHidden ? 0 : Self.barLines
    }

    /// Runs the screens' `viewWill...` calls; a bar change they ask for waits for the slide.
    private func prepareTransition(_ calls: () -> Void) {
        isPreparingTransition = true
        calls()
        isPreparingTransition = false
    }

    /// The top controller: keys go to its screen when nothing is focused.
    open override var childForKeyInput: ViewController? { topViewController }

    /// Esc pops the top controller, titled `backKeyCommandTitle`; none on the root screen. While
    /// the top screen's search is active, Esc ends it first; `/` starts a search on a screen
    /// whose navigation item has a search controller (titled with `searchKeyCommandTitle`).
    open override var keyCommands: [KeyCommand]? {
        var commands: [KeyCommand] = []
        let search = topViewController?.navigationItem.searchController
        if let search, search.isActive {
            commands.append(KeyCommand(input: KeyCommand.inputEscape) { search.isActive = false })
        }
        if viewControllers.count > 1 {
            commands.append(
                KeyCommand(input: KeyCommand.inputEscape, title: backKeyCommandTitle) { [unowned self] in
                    popViewController(animated: true)
                })
        }
        if let search {
            commands.append(
                KeyCommand(input: SearchController.startKey.input, title: searchKeyCommandTitle) {
                    if search.isActive {
                        search.searchBar.textField.becomeFirstResponder()
                    } else {
                        search.isActive = true
                    }
                })
        }
        return commands
    }

    /// Pushes `controller` on the stack and slides its view in from the trailing edge.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === controller }) else { return }
        let previous = topViewController
        addChild(controller)
        viewControllers.append(controller)
        guard isViewLoaded else { return controller.finishMove(toParent: self) }
        updateSearchBar()
        if let previous { rememberFocus(of: previous) }
        if view.window != nil {
            prepareTransition {
                previous?.beginAppearanceTransition(false, animated: animated)
                controller.beginAppearanceTransition(true, animated: animated)
            }
        }
        // The new screen waits beyond the trailing edge.
        install(controller, at: contentView.bounds.width)
        view.layoutIfNeeded()
        slide(
            animated: animated, moving: [(controller, 0)] + (previous.map { [($0, -contentView.bounds.width)] } ?? [])
        ) {
            if let previous {
                self.uninstall(previous)
                previous.endAppearanceTransition()
                // Replaced rather than covered (`setViewControllers` without it, which told it
                // that it leaves): it leaves.
                if previous.parent === self, !self.viewControllers.contains(where: { $0 === previous }) {
                    previous.removeFromParent()
                }
            }
            controller.endAppearanceTransition()
            controller.finishMove(toParent: self)
        }
    }

    /// Pops the top controller and slides back to the one beneath; nil at the root.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let leaving = viewControllers.popLast(), let arriving = topViewController
        else { return nil }
        leaving.beginLeavingParent()
        guard isViewLoaded else {
            leaving.removeFromParent()
            return leaving
        }
        if let focused = view.window?.firstResponder, Self.view(of: focused)?.isDescendant(of: leaving.view) == true {
            focused.resignFirstResponder()
        }
        updateSearchBar()
        if view.window != nil {
            prepareTransition {
                leaving.beginAppearanceTransition(false, animated: animated)
                arriving.beginAppearanceTransition(true, animated: animated)
            }
        }
        install(arriving, at: -contentView.bounds.width)
        view.layoutIfNeeded()
        // Before the slide: the arriving screen's `viewDidAppear` may focus another view.
        savedFocus.removeValue(forKey: ObjectIdentifier(arriving))?.responder?.becomeFirstResponder()
        slide(animated: animated, moving: [(arriving, 0), (leaving, contentView.bounds.width)]) {
            self.uninstall(leaving)
            leaving.removeFromParent()
            leaving.endAppearanceTransition()
            arriving.endAppearanceTransition()
        }
        return leaving
    }

    /// Pops every controller above the root; returns them, bottom first, or nil when the root
    /// was on top (`popToRootViewController(animated:)`).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `controller`, which shows with one slide back; returns them,
    /// bottom first, or nil when `controller` is on top or not in the stack
    /// (`popToViewController(_:animated:)`). Only the top one slides; the others, off screen
    /// already, leave at once and hear no appearance calls.
    @discardableResult
    open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }), index < viewControllers.count - 1
        else { return nil }
        var popped: [ViewController] = []
        while viewControllers.count > index + 2 {
            let removed = viewControllers.remove(at: index + 1)
            removed.beginLeavingParent()
            uninstall(removed)
            removed.removeFromParent()
            popped.append(removed)
        }
        if let top = popViewController(animated: animated) { popped.append(top) }
        return popped
    }

    /// Replaces the stack (`setViewControllers(_:animated:)`): the new top slides in as a push
    /// when it is new to the stack, back as a pop when it was in it, and appears at once when
    /// not `animated`. Controllers no longer in the stack leave; appearance calls go to the old
    /// and new top only.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        guard let newTop = controllers.last else { return }
        let oldTop = topViewController
        let wasInStack = viewControllers.contains { $0 === newTop }
        if oldTop === newTop || !isViewLoaded {
            for old in viewControllers where !controllers.contains(where: { $0 === old }) {
                old.beginLeavingParent()
                uninstall(old)
                old.removeFromParent()
            }
            for new in controllers where new.parent !== self {
                addChild(new)
                new.finishMove(toParent: self)
            }
            viewControllers = controllers
            view.window?.scheduleFrame()
            return
        }
        let leaving = [oldTop].compactMap { $0 }
        if wasInStack {
            // The old top above the new one, for a pop.
            for new in controllers where new.parent !== self {
                addChild(new)
                new.finishMove(toParent: self)
            }
            viewControllers = controllers.filter { $0 !== oldTop } + leaving
            popViewController(animated: animated)
        } else {
            // The old top beneath the new one, for a push; left out of the new stack, it
            // leaves its parent as it slides out (`isMovingFromParent`).
            if let oldTop, !controllers.contains(where: { $0 === oldTop }) { oldTop.beginLeavingParent() }
            let below = controllers.dropLast()
            for new in below where new.parent !== self {
                addChild(new)
                new.finishMove(toParent: self)
            }
            viewControllers = below.filter { $0 !== oldTop } + leaving
            pushViewController(newTop, animated: animated)
        }
        viewControllers = controllers
        // The old top, while it still slides out, leaves when its slide ends (the push's or the
        // pop's end takes it out of the children).
        for old in Array(children) where !controllers.contains(where: { $0 === old }) {
            if old === oldTop {
                // Told it leaves already (by the push above, or the pop's own call).
                if old.viewIfLoaded?.superview == nil { old.removeFromParent() }
                continue
            }
            old.beginLeavingParent()
            uninstall(old)
            old.removeFromParent()
        }
    }

    // MARK: Screens

    /// Shows the top screen's search bar under the title bar while its search is active, and
    /// nothing (no line) otherwise.
    func updateSearchBar() {
        guard isViewLoaded else { return }
        let search = topViewController?.navigationItem.searchController
        let bar = search?.showsBar == true ? search?.searchBar : nil
        for subview in searchSlot.subviews where subview !== bar { subview.removeFromSuperview() }
        if let bar, bar.superview !== searchSlot {
            bar.removeFromSuperview()
            bar.translatesAutoresizingMaskIntoConstraints = false
            searchSlot.addSubview(bar)
            bar.snp.makeConstraints { $0.edges.equalToSuperview() }
        }
        searchSlotHeight?.constant = bar == nil ? 0 : 1
        view.setNeedsLayout()
        view.window?.scheduleFrame()
    }

    /// Adds the controller's view to the content area, full size, its leading edge `offset`
    /// cells from the content's.
    private func install(_ controller: ViewController, at offset: Double) {
        let screen = controller.view
        if screen.superview !== contentView {
            screen.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(screen)
            screen.snp.makeConstraints {
                $0.top.bottom.width.equalToSuperview()
            }
        }
        leadingConstraints[ObjectIdentifier(controller)]?.isActive = false
        let leading = screen.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: offset)
        leading.isActive = true
        leadingConstraints[ObjectIdentifier(controller)] = leading
    }

    private func uninstall(_ controller: ViewController) {
        leadingConstraints[ObjectIdentifier(controller)] = nil
        // Only a screen that is no longer on top leaves (a push and a pop may overlap).
        guard controller !== topViewController else { return }
        controller.viewIfLoaded?.removeFromSuperview()
    }

    private func slide(animated: Bool, moving: [(ViewController, Double)], completion: @escaping () -> Void) {
        View.animate(
            withDuration: animated ? ViewController.transitionDuration : 0, curve: .easeInOut,
            animations: {
                for (controller, offset) in moving {
                    leadingConstraints[ObjectIdentifier(controller)]?.constant = offset
                }
                applyBarVisibility()
                view.layoutIfNeeded()
            }, completion: { _ in completion() })
        view.window?.scheduleFrame()
    }

    /// Remembers and resigns the first responder when it is in `controller`'s screen: a view,
    /// or a controller whose view is there (a screen opened over the leaving one, which keeps
    /// the keys): left focused, it would take the keys meant for the new screen.
    private func rememberFocus(of controller: ViewController) {
        guard let focused = view.window?.firstResponder,
            Self.view(of: focused)?.isDescendant(of: controller.view) == true
        else { return }
        savedFocus[ObjectIdentifier(controller)] = WeakResponder(responder: focused)
        focused.resignFirstResponder()
    }

    /// A focused responder's place on screen: the view, or a controller's loaded view.
    private static func view(of responder: Responder) -> View? {
        (responder as? View) ?? (responder as? ViewController)?.viewIfLoaded
    }
}

/// The navigation bar: `‹ Previous` at the leading edge (a click on it goes back), the top
/// controller's title centred in bold, a rule beneath.
final class NavigationTitleBar: View {
    weak var navigationController: NavigationController?

    override func draw(in region: CanvasRegion) {
        guard let navigation = navigationController else { return }
        let width = region.frame.width
        let controllers = navigation.viewControllers
        var backWidth = 0
        if controllers.count > 1 {
            let back =
                "‹ " + (controllers[controllers.count - 2].navigationItem.title ?? navigation.backKeyCommandTitle)
            backWidth = region.draw(back, in: CellRect(x: 1, y: 0, width: max(width / 3, 0), height: 1)) + 1
        }
        let title = navigation.topViewController?.navigationItem.title ?? ""
        // Centred on the bar when it fits between the back title and its mirror; else it takes
        // all the room after the back title (a narrow terminal keeps more of it).
        let centred = CellRect(x: backWidth, y: 0, width: max(width - 2 * backWidth, 0), height: 1)
        let fits = displayWidth(title) <= centred.width
        let titleRect = fits ? centred : CellRect(x: backWidth, y: 0, width: max(width - backWidth - 1, 0), height: 1)
        region.draw(title, in: titleRect, style: Style(attributes: .bold), alignment: fits ? .center : .leading)
        region.fill(CellRect(x: 0, y: 1, width: width, height: 1), with: "─", style: Style(attributes: .dim))
    }

    override func clicked(at location: Point) {
        guard let navigation = navigationController, location.y < 1, location.x < region(width: Int(bounds.width))
        else { return }
        navigation.popViewController(animated: true)
    }

    /// How far the back title reaches.
    private func region(width: Int) -> Double {
        guard let navigation = navigationController, navigation.viewControllers.count > 1 else { return 0 }
        return Double(width / 3 + 1)
    }
}

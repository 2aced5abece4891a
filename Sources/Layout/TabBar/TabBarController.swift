/// The delegate of a tab bar controller (`UITabBarControllerDelegate`): asked before the user
/// switches tabs, told after. Setting `selectedIndex` from code asks and tells nothing, as in
/// UIKit.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user may switch to `viewController`; true by default.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user switched to `viewController` (or chose the tab already selected).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// True.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
        -> Bool
    { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// Tabs, each a screen of its own (`UITabBarController`): the selected controller's view fills
/// the area above a bar of tabs (a rule, then one line: each tab's glyph, title and badge, the
/// selected one reversed). Alt-1 ... Alt-9 (⌘1 ... ⌘9 on an iPad keyboard) or a click on a tab
/// switch to it; each tab keeps its own state — give a tab a `NavigationController` for a
/// stack of its own, and choosing the tab already selected pops that stack to its root, as
/// UIKit does. Switching in a window, the new controller hears `viewWillAppear`, the old one
/// `viewWillDisappear`, the old view leaves the window and hears `viewDidDisappear`, then the
/// new one `viewDidAppear` in the window (UIKit's order); the selected tab appears and
/// disappears with the tab bar controller itself. The focused view of each tab is remembered
/// and restored when the tab comes back.
open class TabBarController: ViewController {
    /// The tabs' controllers, in order (`viewControllers`); setting them selects the first
    /// (or keeps the selected one when it is still there).
    public var viewControllers: [ViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }
    private var controllers: [ViewController]?

    /// The index of the selected tab (`selectedIndex`); setting it switches without asking the
    /// delegate. Out-of-range values are ignored.
    public var selectedIndex: Int {
        get { storedIndex }
        set { select(newValue) }
    }
    private var storedIndex = 0

    /// The selected tab's controller (`selectedViewController`); setting it to one of the tabs
    /// switches to it.
    public var selectedViewController: ViewController? {
        get { controllers?[safe: storedIndex] }
        set {
            guard let newValue, let index = controllers?.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// Asked before and told after the user switches tabs; held weakly.
    public weak var delegate: TabBarControllerDelegate?
    /// The bar of tabs (`tabBar`).
    public let tabBar = TabBar()
    /// Where the selected screen goes.
    private let contentView = View()
    private var savedFocus: [ObjectIdentifier: WeakFocus] = [:]

    private struct WeakFocus {
        weak var responder: Responder?
    }

    /// A controller with no tabs yet.
    public override init() { super.init() }

    /// Sets the tabs (`setViewControllers(_:animated:)`); controllers no longer among them leave.
    open func setViewControllers(_ newControllers: [ViewController]?, animated: Bool) {
        let old = selectedViewController
        for child in children where !(newControllers ?? []).contains(where: { $0 === child }) {
            child.beginLeavingParent()
            if child === old, isViewLoaded {
                child.beginAppearanceTransition(false, animated: false)
                child.viewIfLoaded?.removeFromSuperview()
                child.endAppearanceTransition()
            }
            child.removeFromParent()
        }
        controllers = newControllers
        for controller in newControllers ?? [] where controller.parent !== self {
            addChild(controller)
            controller.finishMove(toParent: self)
        }
        storedIndex = old.flatMap { old in newControllers?.firstIndex { $0 === old } } ?? 0
        tabBar.controller = self
        tabBar.setNeedsDisplay()
        guard isViewLoaded, let selected = selectedViewController,
            selected !== old || selected.viewIfLoaded?.superview !== contentView
        else { return }
        showSelected(selected)
    }

    /// Installs the selected controller's view; in a window, the controller appears around it.
    private func showSelected(_ selected: ViewController) {
        let onScreen = view.window != nil
        if onScreen { selected.beginAppearanceTransition(true, animated: false) }
        install(selected)
        if onScreen { selected.endAppearanceTransition() }
    }

    /// Puts the content area above the bar (two lines: a rule and the tabs) and shows the
    /// selected tab.
    open override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.controller = self
        contentView.clipsToBounds = true
        view.addSubview(contentView)
        view.addSubview(tabBar)
        contentView.snp.makeConstraints {
            $0.top.leading.trailing.equalToSuperview()
            $0.bottom.equalTo(tabBar.snp.top)
        }
        tabBar.snp.makeConstraints {
            $0.leading.trailing.bottom.equalToSuperview()
            $0.height.equalTo(2)
        }
        // Not in a window yet: the selected tab appears with this controller.
        if let selected = selectedViewController { install(selected) }
    }

    /// The selected tab's controller takes the keys when nothing is focused.
    open override var childForKeyInput: ViewController? { selectedViewController }

    /// Alt-1 ... Alt-9 switch to the first nine tabs; each listed (a discoverability title: the
    /// tab's title) but kept out of the hint bar.
    open override var keyCommands: [KeyCommand]? {
        let count = min(controllers?.count ?? 0, 9)
        return (0..<count).map { index in
            KeyCommand(
                input: String(index + 1), modifierFlags: .alternate,
                discoverabilityTitle: tabBar.title(at: index)
            ) { [unowned self] in userSelect(index) }
        }
    }

    /// A switch the user asked for (a key or a click): the delegate may refuse it and hears it;
    /// the tab already selected pops its navigation stack to the root.
    func userSelect(_ index: Int) {
        guard let controllers, controllers.indices.contains(index) else { return }
        let target = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }
        if index == storedIndex {
            (target as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    private func select(_ index: Int) {
        guard let controllers, controllers.indices.contains(index), index != storedIndex else { return }
        let leaving = selectedViewController
        let arriving = controllers[index]
        storedIndex = index
        tabBar.setNeedsDisplay()
        guard isViewLoaded else { return }
        if let leaving { rememberFocus(of: leaving) }
        let onScreen = view.window != nil
        if onScreen {
            arriving.beginAppearanceTransition(true, animated: false)
            leaving?.beginAppearanceTransition(false, animated: false)
        }
        leaving?.viewIfLoaded?.removeFromSuperview()
        install(arriving)
        leaving?.endAppearanceTransition()
        // Before `viewDidAppear`, which may focus another view.
        savedFocus.removeValue(forKey: ObjectIdentifier(arriving))?.responder?.becomeFirstResponder()
        arriving.endAppearanceTransition()
        view.window?.scheduleFrame()
    }

    private func install(_ controller: ViewController) {
        let screen = controller.view
        guard screen.superview !== contentView else { return }
        screen.removeFromSuperview()
        screen.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(screen)
        screen.snp.makeConstraints { $0.edges.equalToSuperview() }
    }

    private func rememberFocus(of controller: ViewController) {
        guard let focused = view.window?.firstResponder else { return }
        let focusedView = (focused as? View) ?? (focused as? ViewController)?.viewIfLoaded
        guard let focusedView, let screen = controller.viewIfLoaded, focusedView.isDescendant(of: screen) else {
            return
        }
        savedFocus[ObjectIdentifier(controller)] = WeakFocus(responder: focused)
        focused.resignFirstResponder()
    }
}

/// The bar of a `TabBarController` (`UITabBar`): a rule, then the tabs side by side, each
/// ` glyph title badge `, the selected one reversed in the tint colour, badges in
/// `destructive`; titles shorten evenly when they do not all fit. A click on a tab selects it.
public final class TabBar: View {
    weak var controller: TabBarController?
    /// Where each tab was drawn, for clicks.
    private var spans: [Range<Int>] = []

    /// The items shown, one per tab.
    public var items: [TabBarItem] { controller?.viewControllers?.map(\.tabBarItem) ?? [] }

    /// The title shown for tab `index`: its item's title, else its controller's title (for a
    /// navigation controller without one, its root's).
    func title(at index: Int) -> String {
        guard let controllers = controller?.viewControllers, controllers.indices.contains(index) else { return "" }
        let tab = controllers[index]
        return tab.tabBarItem.title ?? tab.title ?? (tab as? NavigationController)?.viewControllers.first?.title ?? ""
    }

    /// The text of each tab: glyph, title, badge.
    func labels() -> [(text: String, badge: String?)] {
        items.enumerated().map { index, item in
            let glyph = item.image?.lines.first.map { $0 + " " } ?? ""
            return (glyph + title(at: index), item.badgeValue)
        }
    }

    public override func draw(in region: CanvasRegion) {
        let traits = region.traitCollection
        let width = region.frame.width
        region.fill(CellRect(x: 0, y: 0, width: width, height: 1), with: "─", style: Style(.separator, traits: traits))
        let labels = labels()
        for item in items { item.bar = self }
        guard !labels.isEmpty else { return }
        // Each tab: a space, the text, the badge after a space, a space, then a bar `│`.
        let natural = labels.map { displayWidth($0.text) + ($0.badge.map { displayWidth($0) + 1 } ?? 0) + 2 }
        let room = width - (labels.count - 1)
        let fair = max(room / labels.count, 3)
        let widths = natural.reduce(0, +) <= room ? natural : natural.map { min($0, fair) }
        var x = 0
        spans = []
        let selected = controller?.selectedIndex
        for (index, label) in labels.enumerated() {
            let span = x..<min(x + widths[index], width)
            spans.append(span)
            let isSelected = index == selected
            let style =
                isSelected
                ? Style(.tint, attributes: [.reverse, .bold], traits: traits) : Style(.label, traits: traits)
            let cell = CellRect(x: span.lowerBound, y: 1, width: span.count, height: 1)
            region.fill(cell, with: " ", style: style)
            let textClip = CellRect(x: cell.x + 1, y: 1, width: max(cell.width - 2, 0), height: 1)
            var end = region.draw(label.text, in: textClip, style: style)
            if let badge = label.badge {
                var badgeStyle = Style(.destructive, attributes: .bold, traits: traits)
                if isSelected { badgeStyle.attributes.insert(.reverse) }
                end = region.draw(
                    badge, in: CellRect(x: end + 1, y: 1, width: max(textClip.maxX - end - 1, 0), height: 1),
                    style: badgeStyle)
            }
            x = span.upperBound
            if index < labels.count - 1, x < width {
                region.draw(
                    "│", in: CellRect(x: x, y: 1, width: 1, height: 1), style: Style(.separator, traits: traits))
                x += 1
            }
        }
    }

    public override func clicked(at location: Point) {
        guard location.y >= 1, let index = spans.firstIndex(where: { $0.contains(Int(location.x)) }) else { return }
        controller?.userSelect(index)
    }
}

/// What a tab bar shows for a controller (`UITabBarItem`): a title, an optional glyph, a tag,
/// and a badge (`badgeValue`, drawn after the title in the destructive colour; nil hides it).
public final class TabBarItem {
    /// The tab's words; nil takes the controller's `title`.
    public var title: String? { didSet { changed() } }
    /// A glyph before the title (its first line).
    public var image: Image? { didSet { changed() } }
    /// A number code can tell tabs apart by.
    public var tag: Int
    /// The badge after the title (`"3"`, `"!"`); nil shows none.
    public var badgeValue: String? { didSet { changed() } }
    /// The bar drawing this item, told to redraw when it changes.
    weak var bar: View?

    /// An item (`UITabBarItem(title:image:tag:)`).
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    private func changed() {
        bar?.setNeedsDisplay()
        bar?.window?.scheduleFrame()
    }
}

extension ViewController {
    /// The controller's item on a tab bar (`UIViewController.tabBarItem`), made on first use
    /// with the controller's title; settable.
    public var tabBarItem: TabBarItem {
        get {
            if let item = storedTabBarItem { return item }
            let item = TabBarItem(title: nil, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The nearest tab bar controller among the ancestors (`tabBarController`).
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }
}

/// What a navigation controller's bar shows for a controller (`UINavigationItem`): its title.
public final class NavigationItem {
    weak var owner: ViewController?
    private var assignedTitle: String?
    /// The search controller, once set (`searchController`, in Search/SearchController.swift).
    var storedSearchController: SearchController?

    /// The title on the bar (and, on the screen above, after `‹`); the controller's `title`
    /// until set. Setting it redraws the bar.
    public var title: String? {
        get { assignedTitle ?? owner?.title }
        set {
            assignedTitle = newValue
            owner?.viewIfLoaded?.window?.scheduleFrame()
            owner?.parent?.viewIfLoaded?.forEachInSubtree { $0.setNeedsDisplay() }
        }
    }

    init(owner: ViewController) { self.owner = owner }
}

extension ViewController {
    /// The controller's item on a navigation bar (`UIViewController.navigationItem`), made on
    /// first use.
    public var navigationItem: NavigationItem {
        if let item = storedNavigationItem { return item }
        let item = NavigationItem(owner: self)
        storedNavigationItem = item
        return item
    }
}

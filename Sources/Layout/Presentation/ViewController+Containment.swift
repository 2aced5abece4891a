/// Child view controllers (`addChild(_:)`, `removeFromParent()`), as UIKit's containment: the
/// parent adds the child's view where it wants it.
extension ViewController {
    /// Makes `child` a child of this controller, taking it from any other parent first;
    /// does nothing when it is a child already. The caller adds `child.view` where it wants it.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Takes the controller out of its parent's children; does nothing without a parent. Its view
    /// stays where it is.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The nearest navigation controller among the ancestors.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The nearest ancestor (parent, its parent, ...) that is a `Controller`.
    func nearestAncestor<Controller: ViewController>(_ type: Controller.Type) -> Controller? {
        var current = parent
        while let controller = current {
            if let match = controller as? Controller { return match }
            current = controller.parent
        }
        return nil
    }

    /// See `next`: a presented controller ends at the window so that keys never reach the
    /// screen beneath it.
    var defaultNextResponder: Responder? {
        if presentingViewController != nil { return viewIfLoaded?.window }
        if let superview = viewIfLoaded?.superview { return superview }
        if let parent { return parent }
        return viewIfLoaded?.window
    }
}

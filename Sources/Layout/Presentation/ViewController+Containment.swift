/// Child view controllers (`addChild(_:)`, `removeFromParent()`), as UIKit's containment: the
/// parent adds the child's view where it wants it, then calls `didMove(toParent:)`:
///
/// ```swift
/// addChild(child)
/// view.addSubview(child.view)
/// child.didMove(toParent: self)
/// ```
///
/// and takes it out with `child.willMove(toParent: nil)`, `child.view.removeFromSuperview()`,
/// `child.removeFromParent()`. With the parent on screen, the child hears `viewWillAppear` and
/// `viewDidAppear` as its view joins the parent's (`viewWillDisappear` and `viewDidDisappear`
/// as it leaves); with the parent off screen, the child hears them with the parent.
extension ViewController {
    /// Makes `child` a child of this controller, taking it from any other parent first; it hears
    /// `willMove(toParent:)` first. Does nothing when it is a child already. The caller adds
    /// `child.view` where it wants it and calls `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.joiningParent = true
    }

    /// `didMove(toParent:)` as Layout's containers call it: the move to the parent is over.
    func finishMove(toParent parent: ViewController) {
        joiningParent = false
        didMove(toParent: parent)
    }

    /// `willMove(toParent: nil)` as Layout's containers call it: the controller's next
    /// disappearance moves it from its parent (`isMovingFromParent`).
    func beginLeavingParent() {
        leavingParent = true
        willMove(toParent: nil)
    }

    /// Takes the controller out of its parent's children, then calls `didMove(toParent: nil)`;
    /// does nothing without a parent. Its view stays where it is.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        joiningParent = false
        leavingParent = false
        didMove(toParent: nil)
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

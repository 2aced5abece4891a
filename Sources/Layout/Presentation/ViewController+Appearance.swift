/// Appearance transitions: the one place that calls `viewWillAppear`, `viewDidAppear`,
/// `viewWillDisappear` and `viewDidDisappear`, as UIKit orders them.
///
/// A transition begins (`beginAppearanceTransition(_:animated:)`: the `will` call) and ends
/// (`endAppearanceTransition()`: the `did` call); a controller hears each call once per
/// transition, however many containers pass it on, and a `will` of the other way may come
/// before the `did` (a transition taken back). A controller's own call comes first, then its
/// children whose views are in its view hear theirs (`shouldAutomaticallyForwardAppearanceMethods`).
/// Who begins and ends them: the window for its root (its view in the window before either
/// call), navigation and tab bar controllers around a slide or a switch, `present` and
/// `dismiss` around the sheet's slide, and a view: a controller's view joining a window
/// while the controller is off screen, or leaving it while on screen, begins and ends one
/// around the move (a child added with `addChild(_:)` and `addSubview` to a screen on show).
/// What an appearance transition moves, beyond the view coming on screen or leaving it.
enum AppearanceMove: Equatable {
    case none, toParent, fromParent, presented, dismissed
}

enum AppearanceState: Equatable {
    case disappeared
    case appearing(animated: Bool)
    case appeared
    case disappearing(animated: Bool)
}

extension ViewController {
    /// Tells the controller its view is about to appear (`isAppearing`) or disappear
    /// (`beginAppearanceTransition(_:animated:)`): `viewWillAppear` or `viewWillDisappear`, then
    /// the same for the children in its view. Nothing when it is on its way there already.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch appearanceState {
        case .appearing, .appeared: guard !isAppearing else { return }
        case .disappearing, .disappeared: guard isAppearing else { return }
        }
        // The view is loaded before its controller hears that it appears.
        _ = view
        appearanceState = isAppearing ? .appearing(animated: animated) : .disappearing(animated: animated)
        if isAppearing {
            appearanceMove = presentationMove == .presented ? .presented : joiningParent ? .toParent : .none
        } else {
            appearanceMove = presentationMove == .dismissed ? .dismissed : leavingParent ? .fromParent : .none
        }
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        forwardAppearanceBegin(isAppearing, animated: animated)
    }

    /// Tells the controller its view has appeared or disappeared (`endAppearanceTransition()`):
    /// `viewDidAppear` or `viewDidDisappear` with the `animated` its transition began with, then
    /// the same for the children that began theirs with it. Nothing outside a transition.
    public func endAppearanceTransition() {
        let endsAppearing: Bool
        switch appearanceState {
        case .appearing(let animated):
            appearanceState = .appeared
            viewDidAppear(animated)
            endsAppearing = true
            joiningParent = false
        case .disappearing(let animated):
            appearanceState = .disappeared
            viewDidDisappear(animated)
            endsAppearing = false
            leavingParent = false
        case .appeared, .disappeared:
            return
        }
        appearanceMove = .none
        presentationMove = .none
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.appearanceState.isTransition(appearing: endsAppearing) {
            child.endAppearanceTransition()
        }
    }

    /// The children whose views are in this controller's view (a navigation controller's top
    /// screen, a tab bar controller's selected one, a child added with its view).
    var childrenInView: [ViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }
}

extension AppearanceState {
    /// Whether this is a transition under way towards appearing (or disappearing).
    func isTransition(appearing: Bool) -> Bool {
        switch self {
        case .appearing: appearing
        case .disappearing: !appearing
        case .appeared, .disappeared: false
        }
    }
}

extension View {
    /// The controller whose view this is, when moving under `superview` takes the view into a
    /// window while the controller is off screen: it appears around the move.
    func controllerAppearing(under superview: View) -> ViewController? {
        guard let controller = viewController, controller.appearanceState == .disappeared, window == nil,
            superview.window != nil
        else { return nil }
        return controller
    }

    /// The controller whose view this is, when it is on screen in a window: leaving its
    /// superview, it disappears around the move.
    var controllerDisappearing: ViewController? {
        guard let controller = viewController, controller.appearanceState == .appeared, window != nil else {
            return nil
        }
        return controller
    }
}

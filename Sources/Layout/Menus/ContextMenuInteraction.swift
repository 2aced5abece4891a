/// Something attached to a view that adds a way to interact with it (`UIInteraction`);
/// `View.addInteraction(_:)` attaches it.
public protocol Interaction: AnyObject {
    /// The view it is attached to, nil when detached.
    var view: View? { get }
    /// Called before the interaction is attached to `view` (nil when it is being detached).
    func willMove(to view: View?)
    /// Called after the interaction was attached to `view` (nil when detached).
    func didMove(to view: View?)
}

/// What a context menu shows (`UIContextMenuConfiguration`): the menu the action provider
/// makes when the menu opens. Previews have no place on a terminal: the menu shows alone.
public final class ContextMenuConfiguration {
    /// A name for the configuration, handed back to the delegate.
    public let identifier: String?
    /// Makes the menu when it opens, given the suggested actions (none on a terminal).
    public let actionProvider: (([MenuElement]) -> Menu?)?

    /// A configuration whose menu `actionProvider` makes (`UIContextMenuConfiguration(identifier:
    /// previewProvider:actionProvider:)`). `previewProvider` is taken so that code ports by
    /// renaming, and never called: a terminal shows the menu without a preview.
    public init(
        identifier: String? = nil, previewProvider: ContextMenuContentPreviewProvider? = nil,
        actionProvider: (([MenuElement]) -> Menu?)? = nil
    ) {
        self.identifier = identifier
        self.actionProvider = actionProvider
    }

    /// The menu to show, nil when there is nothing to show.
    func makeMenu() -> Menu? { actionProvider?([]) }
}

/// Makes the controller a context menu would show as its preview
/// (`UIContextMenuContentPreviewProvider`); never called on a terminal.
public typealias ContextMenuContentPreviewProvider = () -> ViewController?

/// The animations that run as a context menu appears or goes (`UIContextMenuInteractionAnimating`).
/// A terminal's menu appears and goes at once, so the delegate is handed nil, as UIKit hands it
/// nil when nothing animates; the protocol is here so that a ported delegate method keeps its
/// signature, and with it its calls.
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller (none on a terminal).
    var previewViewController: ViewController? { get }
    /// Runs `animations` alongside the menu's own.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu's animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The delegate of a context menu interaction (`UIContextMenuInteractionDelegate`).
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu opened at `location` (in the interaction's view); nil
    /// shows no menu.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
    ) -> ContextMenuConfiguration?
    /// The menu is about to show; `animator` is nil (it shows at once).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The menu closed (an action was chosen, Esc, or a click elsewhere); `animator` is nil.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
}

extension ContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}

/// A context menu on a view (`UIContextMenuInteraction`): a right click on the view (or on a
/// subview without a menu of its own) opens the menu the delegate configures, at the pointer;
/// Shift-F10, or the menu key, opens it for the focused view, under the view's top-left corner.
public final class ContextMenuInteraction: Interaction {
    /// Says what the menu shows; held weakly, as in UIKit.
    public private(set) weak var delegate: ContextMenuInteractionDelegate?
    /// The view it is attached to.
    public private(set) weak var view: View?

    /// An interaction asking `delegate` for its menu.
    public init(delegate: ContextMenuInteractionDelegate) { self.delegate = delegate }

    /// Remembers nothing.
    public func willMove(to view: View?) {}
    /// Remembers the view.
    public func didMove(to view: View?) { self.view = view }

    /// Where the interaction's view is now, in window cells: the menu of a keyboard opening
    /// hangs from its top-left corner (`location(in:)` in UIKit answers where the pointer was).
    public func location(in view: View?) -> Point {
        guard let own = self.view else { return .zero }
        return own.convert(Point.zero, to: view)
    }

    /// Dismisses the menu if this interaction's is open (`dismissMenu()`).
    public func dismissMenu() {
        guard let window = view?.window, window.presentedMenuSource === self else { return }
        window.dismissMenu()
    }
}

extension View {
    /// Attaches `interaction` (`addInteraction(_:)`), taking it from any view it was on.
    public func addInteraction(_ interaction: Interaction) {
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` (`removeInteraction(_:)`).
    public func removeInteraction(_ interaction: Interaction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}

/// Menus on the window: one menu (with its open submenus) at a time, drawn over the screen.
/// While it is open it takes every key and press: the screen beneath hears nothing until it
/// closes, as with UIKit's menus.
extension Window {
    /// The top-level menu open now, nil when none is.
    public var presentedMenu: Menu? { menuSession?.levels.first?.menu }

    /// The menus open now, outermost first (a submenu opened with → or Enter follows its parent).
    public var presentedMenus: [Menu] { menuSession?.levels.map(\.menu) ?? [] }

    /// The title of the row selected in the innermost open menu (on a palette row, of the
    /// item selected on it), nil when none is.
    public var selectedMenuTitle: String? { menuSession?.levels.last?.selectedElement?.title }

    /// What opened the menu: a `ContextMenuInteraction`, a `Button`, or nil.
    var presentedMenuSource: AnyObject? { menuSession?.source }

    /// Opens `menu` with its top-left corner at `point` (window cells; moved to fit the
    /// screen), closing any menu open before. `source` is what it belongs to (a button, a
    /// context menu interaction): each action's `sender` when chosen.
    public func presentMenu(_ menu: Menu, at point: Point, from source: AnyObject? = nil) {
        openMenu(menu, at: point, source: source, configuration: nil)
    }

    func openMenu(_ menu: Menu, at point: Point, source: AnyObject?, configuration: ContextMenuConfiguration?) {
        dismissMenu()
        let anchor = CellPosition(x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)))
        menuSession = MenuSession(menu: menu, anchor: anchor, source: source, configuration: configuration)
        if let interaction = source as? ContextMenuInteraction, let configuration {
            interaction.delegate?.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)
        }
        if let collectionView = source as? CollectionView, let configuration {
            collectionView.delegate?.collectionView(
                collectionView, willDisplayContextMenu: configuration, animator: nil)
        }
        scheduleFrame()
    }

    /// Closes the open menu and its submenus; nothing when none is open.
    public func dismissMenu() {
        guard let session = menuSession else { return }
        menuSession = nil
        if let interaction = session.source as? ContextMenuInteraction, let configuration = session.configuration {
            interaction.delegate?.contextMenuInteraction(interaction, willEndFor: configuration, animator: nil)
        }
        if let collectionView = session.source as? CollectionView, let configuration = session.configuration {
            collectionView.delegate?.collectionView(
                collectionView, willEndContextMenuInteraction: configuration, animator: nil)
        }
        scheduleFrame()
    }

    /// Opens the context menu that `view` or its nearest ancestor in the active scope offers
    /// (a collection view's delegate for its items, a `ContextMenuInteraction` whose delegate
    /// gives a menu, or an enabled button's `menu`): at `point` (window cells) for a right
    /// click, nil for a key, where the menu hangs under the view's first line (a collection
    /// view's, under its focused item's). False when nothing on the way offers one.
    @discardableResult
    public func openContextMenu(from view: View, at point: Point? = nil) -> Bool {
        guard let scope = focusScope, view.isDescendant(of: scope) else { return false }
        var current: View? = view
        while let candidate = current {
            let origin = candidate.convert(Point.zero, to: nil)
            let keyAnchor = Point(x: origin.x, y: origin.y + 1)
            if let collectionView = candidate as? CollectionView,
                let opening = collectionView.itemContextMenu(at: point)
            {
                openMenu(opening.menu, at: opening.anchor, source: collectionView, configuration: opening.configuration)
                return true
            }
            for case let interaction as ContextMenuInteraction in candidate.interactions {
                let location = candidate.convert(point ?? origin, from: nil)
                guard let delegate = interaction.delegate,
                    let configuration = delegate.contextMenuInteraction(
                        interaction, configurationForMenuAtLocation: location),
                    let menu = configuration.makeMenu()
                else { continue }
                openMenu(menu, at: point ?? keyAnchor, source: interaction, configuration: configuration)
                return true
            }
            if let button = candidate as? Button, button.isEnabled, let menu = button.menu {
                openMenu(menu, at: point ?? keyAnchor, source: button, configuration: nil)
                return true
            }
            if candidate === scope { break }
            current = candidate.superview
        }
        return false
    }

    /// The keys that open the focused view's context menu: Shift-F10, and the menu key (which
    /// xterm sends as `CSI 29 ~`, read as F16).
    public static let contextMenuKeys = [
        KeyPress(input: KeyPress.function(10).input, modifierFlags: .shift), KeyPress.function(16),
    ]

    /// A key while a menu is open.
    func handleMenuKey(_ press: KeyPress) {
        guard let session = menuSession else { return }
        finish(session, session.handle(press))
    }

    /// A pointer event while a menu is open: a press chooses or closes; everything else is
    /// taken and does nothing.
    func handleMenuPointer(_ event: PointerEvent) {
        guard let session = menuSession, event.kind == .press else { return }
        let cell = CellPosition(x: Int(event.location.x.rounded(.down)), y: Int(event.location.y.rounded(.down)))
        session.layOut(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        finish(session, session.press(at: cell))
    }

    private func finish(_ session: MenuSession, _ outcome: MenuSession.Outcome) {
        switch outcome {
        case .stay: scheduleFrame()
        case .close: dismissMenu()
        case .run(let action):
            // `.keepsMenuPresented`: the menu stays open, redrawn with the states the action set.
            if action.attributes.contains(.keepsMenuPresented) { scheduleFrame() } else { dismissMenu() }
            let menu = session.levels[0].menu
            if let button = session.source as? Button {
                button.runMenuAction(action, of: menu)
            } else {
                menu.markChosen(action)
                action.perform(sender: (session.source as? ContextMenuInteraction)?.view ?? session.source)
            }
        }
    }
}

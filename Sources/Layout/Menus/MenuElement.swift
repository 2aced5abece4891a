/// What a menu holds (`UIMenuElement`): an `Action` to run or a `Menu` of more elements. Code
/// that walks a menu asks each child `as? Action` or `as? Menu`, as with UIKit.
public class MenuElement {
    /// The words the menu shows for the element.
    public let title: String
    /// A glyph drawn before the title (`UIImage` in UIKit; here an `Image`, whose first line is
    /// drawn, one or two cells wide).
    public let image: Image?
    /// A second line of words under the title in UIKit; a terminal menu draws it after the
    /// title, dimmed.
    public var subtitle: String?

    init(title: String, image: Image?) {
        self.title = title
        self.image = image
    }

    /// How an element is shown and whether it can run (`UIMenuElement.Attributes`); an
    /// `Action`'s `attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt8
        /// The attributes whose bits are set in `rawValue`.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Drawn in the `destructive` colour (deleting, discarding).
        public static let destructive = Attributes(rawValue: 1 << 0)
        /// Drawn dimmed; the menu's keys skip it and it cannot run.
        public static let disabled = Attributes(rawValue: 1 << 1)
        /// Not shown at all (it still answers its key command elsewhere, as in UIKit).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Chosen from a menu, the action runs and the menu stays open (with the chosen row
        /// still selected), so that it can be chosen again, or another, without reopening it.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark (`UIMenuElement.State`); an `Action`'s `state`.
    public enum State: Hashable, Sendable {
        /// No mark.
        case off
        /// A check mark `✓`.
        case on
        /// A dash `–` (some but not all of what the action controls is on).
        case mixed
    }
}

/// What an action's and a menu's identifiers share: a string, given as a literal or with
/// `init(_:)`, as UIKit's `UIAction.Identifier` and `UIMenu.Identifier` are.
public protocol MenuIdentifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral
where RawValue == String {
    init(rawValue: String)
}

extension MenuIdentifier {
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

/// A menu item that runs a handler (`UIAction`): its title, an optional glyph, attributes
/// (`.destructive` draws it in the destructive colour, `.disabled` dims it and skips it, `.hidden`
/// leaves it out, `.keepsMenuPresented` leaves the menu open when it runs) and a `state` (`.on`
/// draws a check mark; in a `.singleSelection` menu, choosing the action turns it on and the
/// others off). The same action can also be given
/// to a control (`Control.addAction(_:for:)`).
public final class Action: MenuElement {
    /// A name code can find an action by (`UIAction.Identifier`): a string, written as a literal
    /// or with `Identifier("…")`.
    public struct Identifier: MenuIdentifier {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// A name for the action that code can find it by.
    public let identifier: Identifier?
    /// A longer description, listed by the command palette instead of the title when set.
    public var discoverabilityTitle: String?
    /// The action's attributes.
    public var attributes: Attributes
    /// The check mark.
    public var state: State
    /// What runs when the action is chosen; it gets the action.
    public let handler: (Action) -> Void
    /// The object the action was last run from (the control, or the view whose menu it was in).
    public internal(set) weak var sender: AnyObject?

    /// An action (`UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`).
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping (Action) -> Void
    ) {
        self.identifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Whether the action can run now (not disabled).
    public var isEnabled: Bool { !attributes.contains(.disabled) }

    /// Runs the handler, as if chosen from `sender`; nothing when disabled.
    public func perform(sender: AnyObject? = nil) {
        guard isEnabled else { return }
        self.sender = sender
        handler(self)
    }
}

/// A list of actions and submenus (`UIMenu`): a title (shown at the top of a context menu, or
/// as the submenu's item in its parent), options, and children. With `.displayInline` its
/// children show in the parent menu between separators rather than as a submenu.
public final class Menu: MenuElement {
    /// How the menu shows (`UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt8
        /// The options whose bits are set in `rawValue`.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The children show inside the parent, set apart by separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's item is drawn in the destructive colour.
        public static let destructive = Options(rawValue: 1 << 1)
        /// The menu and its submenus hold one choice: choosing an action turns its `state` on
        /// and every other action's in the menu (submenus included) off, before its handler
        /// runs. Choosing the action that is on leaves it on.
        public static let singleSelection = Options(rawValue: 1 << 2)
        /// The children show in the parent as one row of items side by side (each its glyph,
        /// or its title when it has none), set apart by separators: ← and → move along the
        /// row, Enter or a click chooses. Actions that are on are underlined in the tint colour.
        public static let displayAsPalette = Options(rawValue: 1 << 3)
    }

    /// How large a menu's children are drawn (`UIMenu.ElementSize`).
    public enum ElementSize: Hashable, Sendable {
        /// The system's choice: `.large`.
        case automatic
        /// Side by side on one line, each its glyph (its title when it has none), as a palette.
        case small
        /// Side by side on one line, each its glyph and its title.
        case medium
        /// One line each (the usual menu).
        case large
    }

    /// How the menu's children are drawn (`preferredElementSize`): `.small` and `.medium` put
    /// them side by side on one line, moved along with ← and →, as `.displayAsPalette` does.
    public var preferredElementSize = ElementSize.automatic

    /// Whether the children are drawn side by side on one line.
    var showsChildrenInARow: Bool {
        options.contains(.displayAsPalette) || preferredElementSize == .small || preferredElementSize == .medium
    }

    /// A name code can find a menu by (`UIMenu.Identifier`): a string, written as a literal
    /// or with `Identifier("…")`.
    public struct Identifier: MenuIdentifier {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// A name code can find the menu by.
    public let identifier: Identifier?
    /// The menu's options.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [MenuElement]

    /// A menu (`UIMenu(title:image:identifier:options:preferredElementSize:children:)`).
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil, options: Options = [],
        preferredElementSize: ElementSize = .automatic, children: [MenuElement] = []
    ) {
        self.identifier = identifier
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy with other children (`replacingChildren(_:)`).
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(
            title: title, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The elements of the menu and its submenus whose state is on (`selectedElements`), depth
    /// first.
    public var selectedElements: [MenuElement] {
        actionsInTree.filter { $0.state == .on }
    }

    /// Every action of the menu and its submenus, depth first, hidden ones included.
    var actionsInTree: [Action] {
        children.flatMap { child -> [Action] in
            if let action = child as? Action { return [action] }
            return (child as? Menu)?.actionsInTree ?? []
        }
    }

    /// Marks `action` chosen, as UIKit does before running it: the outermost menu on the way
    /// from this one to the action that has `.singleSelection` (this one when `asOneChoice`,
    /// as a pop-up button's menu) turns the action on and every other action in it off.
    /// Nothing when no menu on the way holds one choice, or the action is not in this menu.
    func markChosen(_ action: Action, asOneChoice: Bool = false) {
        guard let path = path(to: action) else { return }
        guard let scope = asOneChoice ? self : path.first(where: { $0.options.contains(.singleSelection) }) else {
            return
        }
        for other in scope.actionsInTree { other.state = other === action ? .on : .off }
    }

    /// The menus from this one down to the one holding `action`, nil when it is not there.
    private func path(to action: Action) -> [Menu]? {
        for child in children {
            if child === action { return [self] }
            if let submenu = child as? Menu, let rest = submenu.path(to: action) { return [self] + rest }
        }
        return nil
    }

    /// Every action in the menu and its submenus, depth first, with the titles of the
    /// submenus on the way (`["Sort", "By date"]` for an action in the "Sort" submenu); hidden
    /// actions left out.
    public var allActions: [(path: [String], action: Action)] {
        var found: [(path: [String], action: Action)] = []
        func visit(_ menu: Menu, path: [String]) {
            for child in menu.children {
                if let action = child as? Action, !action.attributes.contains(.hidden) {
                    found.append((path, action))
                } else if let submenu = child as? Menu {
                    let inline = submenu.options.contains(.displayInline) || submenu.title.isEmpty
                    visit(submenu, path: inline ? path : path + [submenu.title])
                }
            }
        }
        visit(self, path: [])
        return found
    }
}

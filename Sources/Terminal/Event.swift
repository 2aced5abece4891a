import Canvas

/// A key the user pressed.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case up, down, left, right
    case enter, space, escape, tab, backTab, backspace, delete
    case pageUp, pageDown, home, end
    /// A printable character (never a space: that is `.space`).
    case character(Character)
    /// Ctrl with a letter, lower-cased: Ctrl-C is `.control("c")`.
    case control(Character)

    /// The scripted-input name of the key (`Key(name:)` reads it back).
    public var description: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .enter: "enter"
        case .space: "space"
        case .escape: "esc"
        case .tab: "tab"
        case .backTab: "backtab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .home: "home"
        case .end: "end"
        case .character(let character): String(character)
        case .control(let letter): "ctrl-\(letter)"
        }
    }

    private static let named: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "enter": .enter, "return": .enter, "space": .space, "esc": .escape, "escape": .escape,
        "tab": .tab, "backtab": .backTab, "backspace": .backspace, "delete": .delete, "del": .delete,
        "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "home": .home, "end": .end,
    ]

    /// The key with this scripted-input name: `up`, `down`, `left`, `right`, `enter`, `space`,
    /// `esc`, `tab`, `backspace`, `pgup`, `pgdn`, `home`, `end`, `ctrl-<letter>`, or a single
    /// character. Nil for anything else.
    public init?(name: String) {
        if let key = Key.named[name.lowercased()] {
            self = key
        } else if name.count == 1, let character = name.first {
            self = character == " " ? .space : .character(character)
        } else if name.lowercased().hasPrefix("ctrl-"), name.count == 6, let letter = name.lowercased().last,
                  letter.isASCII, letter.isLetter {
            self = .control(letter)
        } else {
            return nil
        }
    }
}

/// A mouse button press at a cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Hashable, Sendable { case left, right, scrollUp, scrollDown }
    public var button: Button
    public var x: Int
    public var y: Int

    public init(button: Button = .left, x: Int, y: Int) {
        self.button = button
        self.x = x
        self.y = y
    }
}

/// The size of a terminal in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether a screen of this size is at least `minimum` in both directions.
    public func fits(_ minimum: TerminalSize) -> Bool { width >= minimum.width && height >= minimum.height }

    public var description: String { "\(width)x\(height)" }
}

/// What the run loop hands to the app.
public enum Event: Hashable, Sendable, CustomStringConvertible {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this size; the next frame is rendered at it.
    case resize(TerminalSize)

    public var description: String {
        switch self {
        case .key(let key): key.description
        case .mouse(let mouse): "click:\(mouse.x),\(mouse.y)"
        case .resize(let size): "resize:\(size)"
        }
    }
}

import Canvas

/// Shift, Alt (Meta, Option) and Ctrl held with a key or a mouse button.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let control = KeyModifiers(rawValue: 4)

    /// xterm's modifier parameter (`CSI 1 ; m X`): 1 + shift 1 + alt 2 + ctrl 4 (+ meta 8,
    /// read as Alt). Values outside 1...16 are not modifiers.
    init?(xtermParameter parameter: Int) {
        guard (1...16).contains(parameter) else { return nil }
        let bits = parameter - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }
}

/// A key the user pressed: what the key is (`code`) and the modifiers held with it.
///
/// One spelling per key press, so that `==` and pattern matching mean "the same key":
/// - Shift is folded into a character (Shift+a is `.character("A")`, no `.shift`); it shows as a
///   modifier only on keys without a shifted character (Shift+Up, Shift+F1). Shift+Tab is
///   `.backTab`.
/// - Ctrl with a letter is `.control("c")`: the lower-case letter with `.control` (with Shift
///   too, where a terminal tells them apart, `.shift` stays: Ctrl+Shift+a).
/// - `.up` is Up with no modifier; Ctrl+Up is `Key(.up, modifiers: .control)` and does not
///   match `.up`.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    public enum Code: Hashable, Sendable {
        case up, down, left, right
        case enter, space, escape, tab, backspace, delete, insert
        case pageUp, pageDown, home, end
        /// F1 is `.function(1)`.
        case function(Int)
        /// A printable character (never a space: that is `.space`).
        case character(Character)
    }

    public var code: Code
    public var modifiers: KeyModifiers

    public init(_ code: Code, modifiers: KeyModifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    public static let up = Key(.up)
    public static let down = Key(.down)
    public static let left = Key(.left)
    public static let right = Key(.right)
    public static let enter = Key(.enter)
    public static let space = Key(.space)
    public static let escape = Key(.escape)
    public static let tab = Key(.tab)
    public static let backTab = Key(.tab, modifiers: .shift)
    public static let backspace = Key(.backspace)
    public static let delete = Key(.delete)
    public static let insert = Key(.insert)
    public static let pageUp = Key(.pageUp)
    public static let pageDown = Key(.pageDown)
    public static let home = Key(.home)
    public static let end = Key(.end)
    /// A printable character typed without Ctrl or Alt.
    public static func character(_ character: Character) -> Key { Key(.character(character)) }
    /// Ctrl with a letter (or one of `@ [ \ ] ^ _`), lower-cased: Ctrl-C is `.control("c")`.
    public static func control(_ letter: Character) -> Key {
        Key(.character(Character(letter.lowercased())), modifiers: .control)
    }
    public static func function(_ number: Int) -> Key { Key(.function(number)) }

    /// The scripted-input name of the key (`Key(name:)` reads it back): modifiers as prefixes
    /// in the order `ctrl-alt-shift-`, then the key's name.
    public var description: String {
        if self == .backTab { return "backtab" }
        var prefix = ""
        if modifiers.contains(.control) { prefix += "ctrl-" }
        if modifiers.contains(.alt) { prefix += "alt-" }
        if modifiers.contains(.shift) { prefix += "shift-" }
        return prefix + Self.name(of: code)
    }

    private static func name(of code: Code) -> String {
        switch code {
        case .function(let number): "f\(number)"
        case .character(let character): String(character)
        default: names.first { $0.code == code }?.names[0] ?? ""
        }
    }

    /// The scripted-input names of the keys without a value, the one `description` writes first
    /// (every such code is here: `EventTests` reads each key's description back).
    private static let names: [(code: Code, names: [String])] = [
        (.up, ["up"]), (.down, ["down"]), (.left, ["left"]), (.right, ["right"]), (.enter, ["enter", "return"]),
        (.space, ["space"]), (.escape, ["esc", "escape"]), (.tab, ["tab"]), (.backspace, ["backspace"]),
        (.delete, ["delete", "del"]), (.insert, ["insert", "ins"]), (.pageUp, ["pgup", "pageup"]),
        (.pageDown, ["pgdn", "pagedown"]), (.home, ["home"]), (.end, ["end"]),
    ]

    /// Every name of `names` to its key, and `backtab`.
    private static let named: [String: Key] = names.reduce(into: ["backtab": .backTab]) { named, entry in
        for name in entry.names { named[name] = Key(entry.code) }
    }

    /// The key with this scripted-input name: `up`, `down`, `left`, `right`, `enter`, `space`,
    /// `esc`, `tab`, `backtab`, `backspace`, `delete`, `insert`, `pgup`, `pgdn`, `home`, `end`,
    /// `f1`...`f12`, or a single character, after any of the prefixes `ctrl-`, `alt-`, `shift-`
    /// (`ctrl-c`, `alt-j`, `shift-up`). Nil for anything else.
    public init?(name: String) {
        var rest = Substring(name)
        var modifiers: KeyModifiers = []
        let prefixes: [(String, KeyModifiers)] = [("ctrl-", .control), ("alt-", .alt), ("shift-", .shift)]
        var found = true
        while found, rest.count > 1 {
            found = false
            for (prefix, modifier) in prefixes where rest.lowercased().hasPrefix(prefix) && rest.count > prefix.count {
                modifiers.insert(modifier)
                rest = rest.dropFirst(prefix.count)
                found = true
            }
        }
        let base: Key
        if let key = Key.named[rest.lowercased()] {
            base = key
        } else if rest.count == 1, let character = rest.first {
            if character == " " {
                base = .space
            } else if modifiers.contains(.control) {
                // Ctrl names a letter or one of the few symbols a terminal can send with it.
                guard character.isASCII, character.isLetter || "@[\\]^_".contains(character) else { return nil }
                base = .character(Character(character.lowercased()))
            } else {
                base = .character(character)
            }
        } else if rest.lowercased().hasPrefix("f"), let number = Int(rest.dropFirst()), (1...24).contains(number) {
            base = .function(number)
        } else {
            return nil
        }
        self = Key(base.code, modifiers: base.modifiers.union(modifiers))
    }
}

/// A mouse report at a cell (0-based).
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Hashable, Sendable {
        case left, middle, right, scrollUp, scrollDown, scrollLeft, scrollRight
        /// No button (a move), or one the terminal did not name (an X10 release).
        case other
    }

    /// A wheel step is a `.press` of a scroll button.
    public enum Kind: Hashable, Sendable { case press, release, drag, move }

    public var button: Button
    public var kind: Kind
    public var x: Int
    public var y: Int
    public var modifiers: KeyModifiers

    public init(button: Button = .left, kind: Kind = .press, x: Int, y: Int, modifiers: KeyModifiers = []) {
        self.button = button
        self.kind = kind
        self.x = x
        self.y = y
        self.modifiers = modifiers
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

    /// The largest screen a script or `payday render` may ask for: more than any real terminal
    /// shows (a 4K display at a 6-pixel font is 640 columns by 270 lines). A size past it is a
    /// typing mistake, and a screen of 10,000 x 10,000 cells would cost gigabytes.
    public static let largest = TerminalSize(width: 1000, height: 500)

    /// Whether a screen of this size is at most `largest` and at least 1 x 1.
    public var isPlausible: Bool {
        (1...Self.largest.width).contains(width) && (1...Self.largest.height).contains(height)
    }

    /// Whether a screen of this size is at least `minimum` in both directions.
    public func fits(_ minimum: TerminalSize) -> Bool { width >= minimum.width && height >= minimum.height }

    public var description: String { "\(width)x\(height)" }
}

/// Light or dark, as a terminal reports its colour scheme: the answer to `CSI ? 996 n` and,
/// while DEC private mode 2031 is on, the report it sends by itself when its palette changes
/// (`CSI ? 997 ; 1 n` dark, `CSI ? 997 ; 2 n` light; contour, ghostty, kitty).
public enum TerminalColorScheme: Hashable, Sendable, CustomStringConvertible {
    case dark, light

    public var description: String { self == .dark ? "dark" : "light" }
}

/// What the run loop hands to the app.
public enum Event: Hashable, Sendable, CustomStringConvertible {
    case key(Key)
    /// Text the user pasted (bracketed paste), whole: never a burst of key presses.
    case paste(String)
    case mouse(MouseEvent)
    /// The terminal window gained or lost the keyboard focus.
    case focusGained, focusLost
    /// The terminal now has this size; the next frame is rendered at it.
    case resize(TerminalSize)
    /// The terminal reported its colour scheme (light or dark): it changed (mode 2031), or it
    /// answered the question. Not input: nothing the user typed.
    case colorScheme(TerminalColorScheme)
    /// The terminal answered a question for its background colour (OSC 11), asked again after
    /// its colour scheme changed. Not input.
    case backgroundColor(TerminalRGB)

    public var description: String {
        switch self {
        case .key(let key): key.description
        case .paste(let text): "paste:\(text.count)"
        case .mouse(let mouse):
            switch (mouse.kind, mouse.button) {
            case (.press, .left): "click:\(mouse.x),\(mouse.y)"
            default: "mouse-\(mouse.kind)-\(mouse.button):\(mouse.x),\(mouse.y)"
            }
        case .focusGained: "focus-in"
        case .focusLost: "focus-out"
        case .resize(let size): "resize:\(size)"
        case .colorScheme(let scheme): "color-scheme:\(scheme)"
        case .backgroundColor(let color): "background:\(color)"
        }
    }
}

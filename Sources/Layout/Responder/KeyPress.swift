/// The modifier keys held with a key (`UIKeyModifierFlags`). A terminal reports Shift only with
/// keys that have no shifted character (Shift-Tab, Shift-arrows): an upper-case letter arrives
/// as the letter, without `.shift`.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The modifiers' bits.
    public let rawValue: UInt8
    /// The modifiers whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift, reported only with keys without a shifted character.
    public static let shift = KeyModifierFlags(rawValue: 1 << 0)
    /// Control (Ctrl).
    public static let control = KeyModifierFlags(rawValue: 1 << 1)
    /// Alt (`UIKeyModifierFlags.alternate`).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 2)
}

/// One key pressed (`UIKey`): `input` is the character typed (ignoring modifiers: Ctrl-A is
/// `"a"` with `.control`), or one of `KeyCommand`'s input constants for a key without a
/// character (`KeyCommand.inputUpArrow`, `KeyCommand.inputEscape`, ...), exactly what a
/// `KeyCommand` matches against.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    /// The character typed, or one of `KeyCommand`'s input constants.
    public var input: String
    /// The modifiers held.
    public var modifierFlags: KeyModifierFlags

    /// A press of `input` with `modifierFlags`.
    public init(input: String, modifierFlags: KeyModifierFlags = []) {
        self.input = input
        self.modifierFlags = modifierFlags
    }

    /// A typed character (a Hangul syllable, an emoji, a letter).
    public static func character(_ character: Character, modifierFlags: KeyModifierFlags = []) -> KeyPress {
        KeyPress(input: String(character), modifierFlags: modifierFlags)
    }

    /// Ctrl with a letter (`control("a")` is Ctrl-A).
    public static func control(_ letter: Character) -> KeyPress {
        KeyPress(input: String(letter).lowercased(), modifierFlags: .control)
    }

    /// ↑.
    public static let upArrow = KeyPress(input: KeyCommand.inputUpArrow)
    /// ↓.
    public static let downArrow = KeyPress(input: KeyCommand.inputDownArrow)
    /// ←.
    public static let leftArrow = KeyPress(input: KeyCommand.inputLeftArrow)
    /// →.
    public static let rightArrow = KeyPress(input: KeyCommand.inputRightArrow)
    /// Home.
    public static let home = KeyPress(input: KeyCommand.inputHome)
    /// End.
    public static let end = KeyPress(input: KeyCommand.inputEnd)
    /// Page Up.
    public static let pageUp = KeyPress(input: KeyCommand.inputPageUp)
    /// Page Down.
    public static let pageDown = KeyPress(input: KeyCommand.inputPageDown)
    /// Tab.
    public static let tab = KeyPress(input: KeyCommand.inputTab)
    /// Shift-Tab.
    public static let backTab = KeyPress(input: KeyCommand.inputTab, modifierFlags: .shift)
    /// Enter.
    public static let enter = KeyPress(input: KeyCommand.inputEnter)
    /// Space.
    public static let space = KeyPress(input: " ")
    /// Esc.
    public static let escape = KeyPress(input: KeyCommand.inputEscape)
    /// Backspace.
    public static let backspace = KeyPress(input: KeyCommand.inputBackspace)
    /// Delete (forward).
    public static let delete = KeyPress(input: KeyCommand.inputDelete)

    /// F1 to F12 (F13-F24 as numbered).
    public static func function(_ number: Int) -> KeyPress { KeyPress(input: "UIKeyInputF\(number)") }

    /// The character to insert for this press, or nil when it is a special key or carries
    /// Control or Alt (those are commands, not text).
    public var insertedText: String? {
        guard modifierFlags.isDisjoint(with: [.control, .alternate]), !KeyCommand.isSpecialInput(input),
            input != KeyCommand.inputEnter, input != KeyCommand.inputTab
        else { return nil }
        return input
    }

    /// How a hint bar names the key: `Esc`, `Enter`, `←`, `^S`, `Alt-x`, `⇧Tab`.
    public var description: String {
        var name = KeyCommand.displayNames[input] ?? input
        if modifierFlags.contains(.control) { name = "^" + name.uppercased() }
        if modifierFlags.contains(.alternate) { name = "Alt-" + name }
        if modifierFlags.contains(.shift) { name = "⇧" + name }
        return name
    }
}

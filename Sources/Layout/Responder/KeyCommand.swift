/// A key the responder chain answers (`UIKeyCommand`): an input with modifiers, an optional
/// title (a `KeyHintBar` shows the titled commands in reach) and what to do. A responder lists
/// its commands in `keyCommands`; a key press that nothing nearer to the first responder used
/// runs the first command along the chain that matches it.
public struct KeyCommand {
    /// The key's input: a character, or one of the `input...` constants.
    public var input: String
    /// The modifiers that must be held, exactly: `[]` matches only the bare key.
    public var modifierFlags: KeyModifierFlags
    /// The hint a `KeyHintBar` shows next to the key; nil keeps the command out of the bar.
    public var title: String?
    /// What the command does in full, for a list of every key (`UIKeyCommand`'s
    /// `discoverabilityTitle`); nil lists `title`. A command with this and no `title` is listed
    /// but kept out of the hint bar (a second key for the same thing, a rarely used one).
    public var discoverabilityTitle: String?
    /// Runs when a key press reaches the command along the chain.
    public var action: () -> Void

    /// A command run by `input` with exactly `modifierFlags`, what it does last (so it can
    /// trail).
    public init(
        input: String, modifierFlags: KeyModifierFlags = [], title: String? = nil,
        discoverabilityTitle: String? = nil, action: @escaping () -> Void
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
        self.action = action
    }

    /// A command in UIKit's order of arguments
    /// (`UIKeyCommand(title:action:input:modifierFlags:discoverabilityTitle:)`), so a ported
    /// call changes only its `#selector(...)` into a closure: Swift on Linux has no selectors.
    /// An empty `title`, UIKit's default, is none (the command stays out of the hint bar).
    public init(
        title: String = "", action: @escaping () -> Void, input: String, modifierFlags: KeyModifierFlags = [],
        discoverabilityTitle: String? = nil
    ) {
        self.init(
            input: input, modifierFlags: modifierFlags, title: title.isEmpty ? nil : title,
            discoverabilityTitle: discoverabilityTitle, action: action)
    }

    /// Whether `press` is this command's key.
    public func matches(_ press: KeyPress) -> Bool { press.input == input && press.modifierFlags == modifierFlags }

    /// The key as a hint bar shows it.
    public var keyDescription: String { KeyPress(input: input, modifierFlags: modifierFlags).description }

    // Inputs of keys without a character, UIKit's names and values where UIKit has them.
    /// ↑ (`UIKeyCommand.inputUpArrow`).
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// ↓ (`UIKeyCommand.inputDownArrow`).
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// ← (`UIKeyCommand.inputLeftArrow`).
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// → (`UIKeyCommand.inputRightArrow`).
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// Home (`UIKeyCommand.inputHome`).
    public static let inputHome = "UIKeyInputHome"
    /// End (`UIKeyCommand.inputEnd`).
    public static let inputEnd = "UIKeyInputEnd"
    /// Page Up (`UIKeyCommand.inputPageUp`).
    public static let inputPageUp = "UIKeyInputPageUp"
    /// Page Down (`UIKeyCommand.inputPageDown`).
    public static let inputPageDown = "UIKeyInputPageDown"
    /// Esc (`UIKeyCommand.inputEscape`).
    public static let inputEscape = "UIKeyInputEscape"
    /// Delete, forward (`UIKeyCommand.inputDelete`).
    public static let inputDelete = "UIKeyInputDelete"
    /// Tab; with `.shift`, Shift-Tab.
    public static let inputTab = "\t"
    /// Enter (Return).
    public static let inputEnter = "\r"
    /// Backspace.
    public static let inputBackspace = "\u{8}"

    static func isSpecialInput(_ input: String) -> Bool {
        input.hasPrefix("UIKeyInput") || input == inputBackspace
            || input.unicodeScalars.allSatisfy {
                $0.properties.generalCategory == .control
            }
    }

    static let displayNames: [String: String] = [
        inputUpArrow: "↑", inputDownArrow: "↓", inputLeftArrow: "←", inputRightArrow: "→",
        inputHome: "Home", inputEnd: "End", inputPageUp: "PgUp", inputPageDown: "PgDn",
        inputEscape: "Esc", inputDelete: "Del", inputTab: "Tab", inputEnter: "Enter",
        inputBackspace: "Backspace", " ": "Space",
    ].merging((1...24).map { ("UIKeyInputF\($0)", "F\($0)") }) { first, _ in first }
}

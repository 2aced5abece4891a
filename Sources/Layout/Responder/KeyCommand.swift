/// A key the responder chain answers (`UIKeyCommand`): an input with modifiers, an optional
/// title (a `KeyHintBar` shows the titled commands in reach) and what to do. A responder lists
/// its commands in `keyCommands`; a key press that nothing nearer to the first responder used
/// runs the first command along the chain that matches it.
public struct KeyCommand {
    public var input: String
    public var modifierFlags: KeyModifierFlags
    public var title: String?
    public var action: () -> Void

    public init(input: String, modifierFlags: KeyModifierFlags = [], title: String? = nil,
                action: @escaping () -> Void) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        self.action = action
    }

    /// Whether `press` is this command's key.
    public func matches(_ press: KeyPress) -> Bool { press.input == input && press.modifierFlags == modifierFlags }

    /// The key as a hint bar shows it.
    public var keyDescription: String { KeyPress(input: input, modifierFlags: modifierFlags).description }

    // Inputs of keys without a character, UIKit's names and values where UIKit has them.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputDelete = "UIKeyInputDelete"
    public static let inputTab = "\t"
    public static let inputEnter = "\r"
    public static let inputBackspace = "\u{8}"

    static func isSpecialInput(_ input: String) -> Bool {
        input.hasPrefix("UIKeyInput") || input == inputBackspace || input.unicodeScalars.allSatisfy {
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

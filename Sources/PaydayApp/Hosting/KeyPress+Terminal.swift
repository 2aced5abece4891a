import Layout
import Terminal

extension KeyPress {
    /// The layout engine's key press for a key the terminal sent: a character as typed, the
    /// keys without a character by `KeyCommand`'s input names, modifiers carried over.
    init(_ key: Key) {
        var flags: KeyModifierFlags = []
        if key.modifiers.contains(.shift) { flags.insert(.shift) }
        if key.modifiers.contains(.control) { flags.insert(.control) }
        if key.modifiers.contains(.alt) { flags.insert(.alternate) }
        let input: String
        switch key.code {
        case .up: input = KeyCommand.inputUpArrow
        case .down: input = KeyCommand.inputDownArrow
        case .left: input = KeyCommand.inputLeftArrow
        case .right: input = KeyCommand.inputRightArrow
        case .enter: input = KeyCommand.inputEnter
        case .space: input = " "
        case .escape: input = KeyCommand.inputEscape
        case .tab: input = KeyCommand.inputTab
        case .backspace: input = KeyCommand.inputBackspace
        case .delete: input = KeyCommand.inputDelete
        case .insert: input = "UIKeyInputInsert"
        case .pageUp: input = KeyCommand.inputPageUp
        case .pageDown: input = KeyCommand.inputPageDown
        case .home: input = KeyCommand.inputHome
        case .end: input = KeyCommand.inputEnd
        case .function(let number): input = "UIKeyInputF\(number)"
        case .character(let character): input = String(character)
        }
        self.init(input: input, modifierFlags: flags)
    }
}

import Layout
import Terminal

extension KeyPress {
    /// The key press a terminal key stands for, as a host hands it to `Window.pressKey`: the
    /// key's input in UIKit's names (`UIKeyInputUpArrow`, `"\r"`, the character) and its
    /// modifiers (Alt is `.alternate`). Insert has no UIKit input; it is `UIKeyInputInsert`.
    public init(_ key: Key) {
        let input: String =
            switch key.code {
            case .up: KeyCommand.inputUpArrow
            case .down: KeyCommand.inputDownArrow
            case .left: KeyCommand.inputLeftArrow
            case .right: KeyCommand.inputRightArrow
            case .enter: KeyCommand.inputEnter
            case .space: " "
            case .escape: KeyCommand.inputEscape
            case .tab: KeyCommand.inputTab
            case .backspace: KeyCommand.inputBackspace
            case .delete: KeyCommand.inputDelete
            case .insert: "UIKeyInputInsert"
            case .pageUp: KeyCommand.inputPageUp
            case .pageDown: KeyCommand.inputPageDown
            case .home: KeyCommand.inputHome
            case .end: KeyCommand.inputEnd
            case .function(let number): KeyPress.function(number).input
            case .character(let character): String(character)
            }
        var flags: KeyModifierFlags = []
        if key.modifiers.contains(.shift) { flags.insert(.shift) }
        if key.modifiers.contains(.control) { flags.insert(.control) }
        if key.modifiers.contains(.alt) { flags.insert(.alternate) }
        self.init(input: input, modifierFlags: flags)
    }
}

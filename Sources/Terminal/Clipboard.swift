import FoundationEssentials

/// The terminal's clipboard, written with OSC 52 (`ESC ] 52 ; c ; <base64 of the UTF-8> ESC \`):
/// xterm, kitty, iTerm2, WezTerm, Windows Terminal, foot and tmux (with `set-clipboard on`)
/// put the text on the system clipboard, over SSH too, since the bytes travel with the screen.
/// A terminal that does not know the sequence ignores it. Reading the clipboard back (the
/// `?` form) is not used: a paste comes as the terminal's bracketed paste.
public enum TerminalClipboard {
    /// The bytes that put `text` on the clipboard (`c`, the clipboard selection), ended by ST.
    public static func copySequence(for text: String) -> [UInt8] {
        Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{1B}\\".utf8)
    }
}

/// The terminal modes the app turns on beyond what ncurses does, and the bytes that give the
/// terminal back exactly as it was, whatever happened to the screen meanwhile.
///
/// On: focus reports (`?1004`), bracketed paste (`?2004`) and colour scheme reports (`?2031`:
/// the terminal says `CSI ? 997 ; 1 n` or `; 2 n` when its palette turns dark or light) on
/// terminals that speak ANSI (`cup` is a CSI sequence; others would print the bytes; one that
/// does not know a mode ignores it), and mouse reports (`?1000` presses
/// and releases, `?1002` drags, `?1003` moves with no button held, for hover, `?1006` the SGR
/// form) where terminfo knows a mouse (`kmous`).
///
/// Leaving (before ncurses' own `endwin`, and from the signal handlers): attributes reset, the
/// reports off, the scroll region back to the whole screen, and the alternate screen cleared
/// before it is left. The last two are what keeps the shell clean after a resize: ncurses sets
/// the scroll region for the height at start and never again, and tmux, when the window grew
/// while the alternate screen was on, resizes it back to the old size on leaving and keeps
/// the rows that no longer fit (the app's cards) in the shell's history, which the taller
/// window then shows. A blank alternate screen leaves nothing to keep.
struct TerminalModes {
    let enter: [UInt8]
    let leave: [UInt8]
    /// Whether the terminal takes ANSI control sequences (its `cup` is one): only such a
    /// terminal is sent reports to turn on or queries.
    let speaksANSI: Bool

    private static let escape = "\u{1B}"

    init(capability: (String) -> String?) {
        let ansi = capability("cup")?.hasPrefix(Self.escape + "[") == true
        speaksANSI = ansi
        var on = "", off = ""
        if ansi {
            on += Self.escape + "[?1004h" + Self.escape + "[?2004h" + Self.escape + "[?2031h"
            off += Self.escape + "[?2031l" + Self.escape + "[?2004l" + Self.escape + "[?1004l"
        }
        if capability("kmous") != nil {
            on += Self.escape + "[?1000h" + Self.escape + "[?1002h" + Self.escape + "[?1003h" + Self.escape + "[?1006h"
            off += Self.escape + "[?1006l" + Self.escape + "[?1003l" + Self.escape + "[?1002l" + Self.escape + "[?1000l"
        }
        let clearAlternateScreen = capability("smcup") != nil ? capability("clear") ?? "" : ""
        enter = Array(on.utf8)
        leave =
            Array(((capability("sgr0") ?? "") + off).utf8)
            + Self.resetScrollRegion(capability: capability) + Array(clearAlternateScreen.utf8)
    }

    /// `CSI r`: the scroll region is the whole screen (and the cursor goes home), on terminals
    /// whose `csr` is the ANSI one; nothing elsewhere.
    static func resetScrollRegion(capability: (String) -> String?) -> [UInt8] {
        capability("csr")?.hasPrefix(escape + "[") == true ? Array((escape + "[r").utf8) : []
    }
}

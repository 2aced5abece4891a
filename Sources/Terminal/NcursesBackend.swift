import CNcurses
import Canvas
#if canImport(Glibc)
import Glibc
#endif

/// The real terminal, through ncursesw's wide-character API.
///
/// Start-up checks the environment first and throws `TerminalUnavailable` (never writes an
/// escape code into a pipe, never hangs). Then: a UTF-8 locale, `newterm`, raw mode (Ctrl-C
/// and Ctrl-Z arrive as keys; Ctrl-Z and SIGTSTP suspend with the terminal given back, and
/// SIGCONT repaints), no echo, keypad, hidden cursor, a 25 ms ESC delay, colours over the
/// terminal's default ones unless `NO_COLOR`, and mouse presses. Handlers for SIGTERM, SIGHUP,
/// SIGINT, SIGQUIT and the crash signals put the terminal back as it was and then let the
/// signal act as before. `shutdown()` (also run by `deinit`) does the same on the normal path.
public final class NcursesBackend: Backend {
    public private(set) var size: TerminalSize
    public let colorDepth: ColorDepth
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private var colorPairs: [ColorPairKey: Int32] = [:]
    private var isShutDown = false
    /// Pair numbers are handed out from 1 up; pair 0 is the terminal's default colours.
    private var nextPair: Int32 = 1

    private struct ColorPairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    public init(environment: TerminalEnvironment = .current) throws {
        if let problem = environment.problem { throw problem }
        try Self.useUTF8Locale()
        let term = environment.term ?? ""
        try Self.checkTerminfo(for: term)

        payday_restore_save_modes(0)
        guard let output = fdopen(1, "w"), let input = fdopen(0, "r"),
              let screen = newterm(term, output, input) else {
            throw TerminalUnavailable(reason: "ncurses could not start on TERM \"\(term)\"")
        }
        self.screen = screen
        _ = set_term(screen)
        guard let window = payday_stdscr() else {
            endwin()
            throw TerminalUnavailable(reason: "ncurses has no screen")
        }
        self.window = window
        raw()
        noecho()
        nonl()
        keypad(window, true)
        intrflush(window, false)
        leaveok(window, true)
        _ = curs_set(0)
        _ = set_escdelay(25)

        if !environment.noColor && has_colors() {
            start_color()
            use_default_colors()
            colorDepth = ColorDepth(colorCount: Int(payday_colors())).downgradedForPalette
        } else {
            colorDepth = .monochrome
        }
        let buttons = payday_button1_pressed() | payday_button3_pressed() | payday_button4_pressed() | payday_button5_pressed()
        let mouseOn = mousemask(buttons, nil) != 0
        _ = mouseinterval(0)   // presses arrive at once; no waiting to tell clicks from drags

        size = TerminalSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        Self.armSignalRestore(mouseOn: mouseOn)
    }

    deinit { shutdown() }

    /// Gives the terminal back as it was: cursor shown, modes reset, the main screen back.
    /// Safe to call more than once.
    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        _ = curs_set(1)
        endwin()
        payday_restore_disarm()
        delscreen(screen)
    }

    // MARK: Drawing

    public func draw(_ changes: [CellChange]) {
        var cell = cchar_t()
        for change in changes {
            let style = change.cell.style.downgraded(to: colorDepth)
            let attributes = Self.attributes(of: style.attributes)
            let pair = colorPair(for: style)
            var x = change.x
            for glyph in Self.terminalGlyphs(for: change.cell) {
                let text: [wchar_t] = glyph.map { Self.drawable($0) } + [0]
                _ = payday_setcchar(&cell, text, attributes, pair)
                _ = mvwadd_wch(window, Int32(change.y), Int32(x), &cell)
                x += max(Int(payday_wcwidth(text[0])), 1)
            }
        }
    }

    public func flush() throws {
        _ = wrefresh(window)
    }

    /// What to send the terminal for a cell so that it advances exactly `cell.width` columns:
    /// groups of one spacing scalar and the zero-width scalars after it, each group one
    /// ncurses cell. When the spacing scalars add up to the cell's width (a flag: two regional
    /// indicators of one column each) all are sent; otherwise (an emoji ZWJ sequence or a skin
    /// tone, which glibc measures 2 + 2 + ...) only the first spacing scalar with its marks,
    /// since a terminal that does not join them would draw them side by side and tear the row.
    static func terminalGlyphs(for cell: Cell) -> [[Unicode.Scalar]] {
        var groups: [[Unicode.Scalar]] = []
        for scalar in cell.grapheme.unicodeScalars {
            if scalar.displayWidth > 0 || groups.isEmpty {
                groups.append([scalar])
            } else if groups[groups.count - 1].count < Int(CCHARW_MAX) - 1 {
                groups[groups.count - 1].append(scalar)
            }
        }
        let spacingWidth = groups.reduce(0) { $0 + max($1[0].displayWidth, 0) }
        if spacingWidth == cell.width { return groups }
        // A joiner with nothing after it to join would only confuse the terminal.
        guard let first = groups.first?.filter({ $0.value != 0x200D }), let base = first.first else { return [] }
        return [first] + Array(repeating: [" "], count: max(cell.width - base.displayWidth, 0))
    }

    /// The scalar as a wchar_t, or U+FFFD when the C library cannot draw it (wcwidth -1).
    private static func drawable(_ scalar: Unicode.Scalar) -> wchar_t {
        let value = wchar_t(bitPattern: scalar.value)
        return payday_wcwidth(value) < 0 && scalar.displayWidth > 0 ? 0xFFFD : value
    }

    private static func attributes(of attributes: TextAttributes) -> attr_t {
        var result: attr_t = 0
        if attributes.contains(.bold) { result |= payday_a_bold() }
        if attributes.contains(.dim) { result |= payday_a_dim() }
        if attributes.contains(.italic) { result |= payday_a_italic() }
        if attributes.contains(.underline) { result |= payday_a_underline() }
        if attributes.contains(.reverse) { result |= payday_a_reverse() }
        return result
    }

    /// The ncurses pair for the style's colours, made on first use. When the terminal has no
    /// pairs left, the default colours (pair 0) are used rather than failing.
    private func colorPair(for style: Style) -> Int32 {
        guard colorDepth != .monochrome else { return 0 }
        let key = ColorPairKey(foreground: Self.colorNumber(style.foreground), background: Self.colorNumber(style.background))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let pair = colorPairs[key] { return pair }
        guard nextPair < payday_color_pairs(), init_extended_pair(nextPair, key.foreground, key.background) == OK else { return 0 }
        colorPairs[key] = nextPair
        nextPair += 1
        return nextPair - 1
    }

    /// ncurses' colour number: -1 for the default, else the palette index (styles reaching
    /// here are already downgraded to the palette).
    private static func colorNumber(_ color: Color) -> Int32 {
        Int32(color.downgraded(to: .palette256).paletteIndex ?? -1)
    }

    // MARK: Input

    /// Waits in `poll` on standard input, not inside ncurses: ncurses retries its read when a
    /// signal interrupts it, so a blocking `wget_wch` would sleep through SIGCONT, while `poll`
    /// always returns on a signal. ncurses is then asked without waiting (`wtimeout(0)`), which
    /// also hands out what it has buffered and reports a pending SIGWINCH as KEY_RESIZE.
    public func readEvent(timeout: Double?) -> Event? {
        let deadline = timeout.map { Self.monotonicSeconds() + max($0, 0) }
        wtimeout(window, 0)
        while true {
            if let resumed = resumeIfContinued() { return resumed }
            var character: wint_t = 0
            let result = wget_wch(window, &character)
            if result != ERR {
                if let event = event(forResult: result, code: UInt32(character)) { return event }
                continue  // something we do not report (a function key, a mouse release)
            }
            var waitMilliseconds: Int32 = -1
            if let deadline {
                let remaining = deadline - Self.monotonicSeconds()
                if remaining <= 0 { return nil }
                waitMilliseconds = Int32(min((remaining * 1000).rounded(.up), 3_600_000))
            }
            var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            let ready = poll(&input, 1, waitMilliseconds)
            if ready == 0 { return nil }
            if ready < 0 {
                if payday_errno_is_eintr() != 0 { continue }  // a signal: look again
                return nil
            }
            if input.revents & Int16(POLLIN) == 0 && input.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                return nil  // input is gone
            }
        }
    }

    private static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private func event(forResult result: Int32, code: UInt32) -> Event? {
        if result == KEY_CODE_YES {
            return functionKeyEvent(Int32(code))
        }
        switch code {
        case 10, 13: return .key(.enter)
        case 9: return .key(.tab)
        case 8, 127: return .key(.backspace)
        case 27: return .key(.escape)
        case 32: return .key(.space)
        case 26:
            return suspend()
        case 1...26: return .key(.control(Character(Unicode.Scalar(code + 96)!)))
        case 0..<32: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    /// Ctrl-Z (raw mode turns it into a key): stop as the terminal's own Ctrl-Z would, through
    /// the SIGTSTP handler (which also serves `kill -TSTP`). Nil when job control is off.
    private func suspend() -> Event? {
        payday_suspend()
        return resumeIfContinued()
    }

    /// After a stop and SIGCONT: take the terminal again (a refresh after endwin re-enters
    /// curses' modes), repaint everything, and report the size, which may have changed.
    private func resumeIfContinued() -> Event? {
        guard payday_take_resumed() != 0 else { return nil }
        endwin()
        clearok(window, true)
        _ = wrefresh(window)
        _ = curs_set(0)
        size = TerminalSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        return .resize(size)
    }

    private func functionKeyEvent(_ code: Int32) -> Event? {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case KEY_BTAB: return .key(.backTab)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_RESIZE:
            size = TerminalSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
            // The terminal may have reflowed what it showed; repaint all on the next refresh.
            clearok(window, true)
            return .resize(size)
        case KEY_MOUSE:
            var mouse = MEVENT()
            guard getmouse(&mouse) == OK else { return nil }
            let buttons: [(mmask_t, MouseEvent.Button)] = [
                (payday_button1_pressed() | payday_button1_clicked(), .left), (payday_button3_pressed(), .right),
                (payday_button4_pressed(), .scrollUp), (payday_button5_pressed(), .scrollDown),
            ]
            guard let button = buttons.first(where: { mouse.bstate & $0.0 != 0 })?.1 else { return nil }
            return .mouse(MouseEvent(button: button, x: Int(mouse.x), y: Int(mouse.y)))
        default:
            return nil
        }
    }

    // MARK: Start-up helpers

    /// ncursesw draws wide characters only under a UTF-8 locale: take the user's, else C.UTF-8.
    private static func useUTF8Locale() throws {
        _ = setlocale(LC_ALL, "")
        if isUTF8Locale() { return }
        if setlocale(LC_CTYPE, "C.UTF-8") != nil && isUTF8Locale() { return }
        throw TerminalUnavailable(reason: "no UTF-8 locale (set LANG, e.g. LANG=C.UTF-8)")
    }

    private static func isUTF8Locale() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Asks terminfo about TERM without printing anything: unknown, or unable to address the
    /// cursor, is an error the user can act on.
    private static func checkTerminfo(for term: String) throws {
        var error: Int32 = 0
        guard setupterm(term, 1, &error) == OK else {
            throw TerminalUnavailable(reason: "TERM \"\(term)\" is not a terminal type this system knows (no terminfo entry)")
        }
        let canAddressCursor = capability("cup") != nil
        if let probe = set_curterm(nil) { _ = del_curterm(probe) }
        if !canAddressCursor {
            throw TerminalUnavailable(reason: "TERM \"\(term)\" cannot move the cursor")
        }
    }

    /// A terminfo string capability, nil when absent or not a string.
    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    /// Prepares the bytes that undo curses' changes and installs the signal handlers.
    private static func armSignalRestore(mouseOn: Bool) {
        var reset = ["sgr0", "cnorm", "rmkx", "rmcup"].compactMap(capability).joined()
        if mouseOn { reset += "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" }
        let bytes = Array(reset.utf8)
        _ = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { payday_restore_arm($0.baseAddress, $0.count, 1) }
        }
    }
}

extension ColorDepth {
    /// ncurses here talks to terminals through the 256-colour palette (no direct colour), so
    /// RGB is always downgraded to it.
    var downgradedForPalette: ColorDepth { min(self, .palette256) }
}

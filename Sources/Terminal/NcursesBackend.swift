import CNcurses
import Canvas

#if canImport(Glibc)
import Glibc
#endif

/// The real terminal: ncursesw's wide-character API draws; input is read as bytes from the
/// terminal and decoded by `InputDecoder` (ncurses' keypad stays off, so it neither switches
/// the terminal's keys to application mode nor eats a sequence its terminfo entry lacks).
///
/// Start-up checks the environment first and throws `TerminalUnavailable` (never writes an
/// escape code into a pipe, never hangs). Then: a UTF-8 locale, `newterm`, raw mode (Ctrl-C
/// and Ctrl-Z arrive as bytes; Ctrl-Z and SIGTSTP suspend with the terminal given back, and
/// SIGCONT repaints), no echo, hidden cursor, colours over the terminal's default ones unless
/// `NO_COLOR`, and the terminal's reports turned on: focus, bracketed paste, and mouse presses,
/// releases and drags in SGR form where terminfo knows a mouse (`kmous`). Handlers for SIGTERM,
/// SIGHUP, SIGINT, SIGQUIT and the crash signals put the terminal back as it was and then let
/// the signal act as before. `shutdown()` (also run by `deinit`) does the same on the normal
/// path. SIGWINCH is ours: the input wait wakes, asks the kernel for the size, resizes
/// ncurses and reports `.resize`; the next frame repaints every cell.
public final class NcursesBackend: Backend {
    public private(set) var size: TerminalSize
    public let colorDepth: ColorDepth
    /// The terminal's background colour, as it answered the OSC 11 query at start-up; nil when
    /// it did not answer within the time limit, or was not asked.
    public private(set) var backgroundColor: TerminalRGB?
    /// The colour scheme the terminal answered at start-up (`CSI ? 996 n`); nil when it did not
    /// say. Later changes come as `.colorScheme` events.
    public private(set) var colorScheme: TerminalColorScheme?
    /// Whether a `.colorScheme` report is followed by the OSC 11 question again (the terminal
    /// was asked at start-up, so it speaks ANSI): the answer comes as a `.backgroundColor` event.
    private var asksBackgroundOnSchemeChange = false
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private var colorPairs: [ColorPairKey: Int32] = [:]
    private var isShutDown = false
    /// Pair numbers are handed out from 1 up; pair 0 is the terminal's default colours.
    private var nextPair: Int32 = 1
    private var decoder = InputDecoder()
    /// Real time for the waits and the decoder's escape timeout, whatever clock the app runs on.
    private let realTime = MonotonicClock()
    /// Events decoded but not yet handed out (one read can hold many).
    private var decoded: [Event] = []
    private var decodedIndex = 0
    /// The bytes that turn the terminal's reports on, and those that undo everything we did
    /// beyond ncurses (reports off, full-screen scroll region, the alternate screen cleared).
    private let enterBytes: [UInt8]
    private let leaveBytes: [UInt8]
    /// Frames are bracketed by "synchronized output" (`?2026`): a terminal that knows it shows
    /// each frame whole; the others ignore it.
    private static let beginFrame = Array("\u{1B}[?2026h".utf8)
    private static let endFrame = Array("\u{1B}[?2026l".utf8)
    private var cursor: CellPosition?
    private var cursorShown = false

    private struct ColorPairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// The longest start-up waits for the terminal to say its background colour.
    public static let backgroundQueryTimeout = 0.3

    /// Starts on the terminal `environment` describes (see the type's note). With
    /// `queryingBackground` (the default) the terminal is asked for its background colour and
    /// colour scheme (`BackgroundQuery`: OSC 11 and `CSI ? 996 n`, answered at once by most
    /// terminals, at most `backgroundQueryTimeout` otherwise); keys typed meanwhile are kept.
    /// Each colour scheme report later (mode 2031) asks for the background again.
    public init(environment: TerminalEnvironment = .current, queryingBackground: Bool = true) throws {
        if let problem = environment.problem { throw problem }
        try Self.useUTF8Locale()
        let term = environment.term ?? ""
        try Self.checkTerminfo(for: term)

        payday_restore_save_modes(0)
        guard let output = fdopen(1, "w"), let input = fdopen(0, "r"),
            let screen = newterm(term, output, input)
        else {
            throw TerminalUnavailable(.cursesCouldNotStart(term))
        }
        self.screen = screen
        _ = set_term(screen)
        guard let window = payday_stdscr() else {
            endwin()
            throw TerminalUnavailable(.noScreen)
        }
        self.window = window
        raw()
        noecho()
        nonl()
        keypad(window, false)
        // ncurses never looks at the input: it would otherwise cut a refresh short whenever a
        // key is waiting (its typeahead check), leaving the frame half drawn.
        _ = typeahead(-1)
        intrflush(window, false)
        leaveok(window, true)
        _ = curs_set(0)

        if !environment.noColor && has_colors() {
            start_color()
            use_default_colors()
            colorDepth = ColorDepth(colorCount: Int(payday_colors())).downgradedForPalette
        } else {
            colorDepth = .monochrome
        }
        let modes = TerminalModes(capability: Self.capability)
        if queryingBackground, modes.speaksANSI {
            let reading = BackgroundQuery.ask(input: 0, output: 1, timeout: Self.backgroundQueryTimeout)
            backgroundColor = reading.color
            colorScheme = reading.colorScheme
            asksBackgroundOnSchemeChange = true
            if !reading.otherBytes.isEmpty { decoded = decoder.decode(reading.otherBytes, at: realTime.now) }
        }
        enterBytes = modes.enter
        leaveBytes = modes.leave
        size = TerminalSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        Self.arm(
            restoring: modes.leave
                + Array(["sgr0", "cnorm", "rmkx", "rmcup"].compactMap(Self.capability).joined().utf8))
        Self.write(enterBytes)
    }

    deinit { shutdown() }

    /// Gives the terminal back as it was: reports off, scroll region and alternate screen
    /// cleared (see `TerminalModes`), cursor shown, modes reset, the main screen back. Safe to
    /// call more than once.
    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        Self.write(leaveBytes)
        _ = curs_set(1)
        endwin()
        payday_restore_disarm()
        delscreen(screen)
    }

    // MARK: Drawing

    public func draw(_ changes: [CellChange]) {
        var cell = cchar_t()
        // Neighbouring cells mostly share a style: each is downgraded once.
        var last: (style: Style, downgraded: Style)?
        for change in changes {
            let style: Style
            if let last, last.style == change.cell.style {
                style = last.downgraded
            } else {
                style = change.cell.style.downgraded(to: colorDepth)
                last = (change.cell.style, style)
            }
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

    public func setCursor(_ position: CellPosition?) {
        cursor = position
    }

    /// Writes OSC 52 straight to the terminal, between frames (ncurses' buffer is empty).
    public func copyToClipboard(_ text: String) {
        Self.write(TerminalClipboard.copySequence(for: text))
    }

    /// Refreshes inside a synchronized-output bracket (ncurses has written everything when
    /// `wrefresh` returns), with the cursor at the app's cell or hidden.
    public func flush() throws {
        Self.write(Self.beginFrame)
        if let cursor {
            leaveok(window, false)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            leaveok(window, true)
        }
        if (cursor != nil) != cursorShown {
            cursorShown = cursor != nil
            _ = curs_set(cursorShown ? 1 : 0)
        }
        _ = wrefresh(window)
        Self.write(Self.endFrame)
    }

    /// Writes straight to the terminal (between ncurses' refreshes, when its buffer is empty).
    private static func write(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBufferPointer { Glibc.write(1, $0.baseAddress, $0.count) }
            if result > 0 {
                written += result
            } else if result < 0 && payday_errno_is_eintr() != 0 {
                continue
            } else {
                return
            }
        }
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
        let key = ColorPairKey(
            foreground: Self.colorNumber(style.foreground), background: Self.colorNumber(style.background))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let pair = colorPairs[key] { return pair }
        guard nextPair < payday_color_pairs(), init_extended_pair(nextPair, key.foreground, key.background) == OK else {
            return 0
        }
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

    /// Waits in `poll` on the terminal and the wake pipe (written by the SIGWINCH and SIGCONT
    /// handlers, so a signal just before the wait still ends it), reads what came and decodes
    /// it with the time it came at. A lone ESC or an unfinished sequence waits up to the
    /// decoder's deadline. Ctrl-Z suspends here (it is never an event).
    public func readEvent(timeout: Double?) -> Event? { readEvent(timeout: timeout, watching: []) }

    /// True once the terminal's input is gone (end of file, hang-up).
    public private(set) var isInputClosed = false

    /// As `readEvent(timeout:)`; a readable descriptor among `watching` ends the wait with nil
    /// (the caller reads it), in the same `poll` as the terminal: nothing is polled on a timer.
    public func readEvent(timeout: Double?, watching watched: [Int32]) -> Event? {
        let deadline = timeout.map { realTime.now + max($0, 0) }
        let wakeFD = payday_wake_fd()
        while true {
            if let resumed = resumeIfContinued() { return resumed }
            if payday_take_resized() != 0, let resized = takeNewSize() { return resized }
            if let event = nextDecoded() {
                if event == .key(.control("z")) {
                    if let resumed = suspend() { return resumed }
                    continue
                }
                // The palette changed: what the background is now is asked again.
                if case .colorScheme = event, asksBackgroundOnSchemeChange { Self.write(BackgroundQuery.colorQuestion) }
                return event
            }
            let now = realTime.now
            if let due = decoder.deadline, now >= due {
                queue(decoder.expire(at: now))
                continue
            }
            if let deadline, now >= deadline { return nil }
            let wait = [deadline, decoder.deadline].compactMap { $0 }.min().map { max($0 - now, 0) }
            let waitMilliseconds = wait.map { Int32(min(($0 * 1000).rounded(.up), 3_600_000)) } ?? -1
            var descriptors =
                [
                    pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
                ]
                + watched.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            // The wake pipe may be missing (-1): poll ignores a negative descriptor.
            let ready = poll(&descriptors, nfds_t(descriptors.count), waitMilliseconds)
            if ready < 0 {
                if payday_errno_is_eintr() != 0 { continue }  // a signal: look again
                return nil
            }
            if descriptors[1].revents != 0 { payday_drain_wake() }
            let watchedReady = descriptors.dropFirst(2).contains { $0.revents != 0 }
            let input = descriptors[0].revents
            if input & Int16(POLLIN) != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if count > 0 {
                    queue(decoder.decode(buffer[..<count], at: realTime.now))
                } else if count == 0 {
                    isInputClosed = true
                    return nil  // end of input: gone for good
                } else if payday_errno_is_eintr() == 0 {
                    // A failed read (errno may also be stale after a signal): the caller tries
                    // again on its next wait; only end of input or a hang-up closes it.
                    return nil
                }
            } else if input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                isInputClosed = true
                return nil  // input is gone
            }
            if watchedReady, decoded.count == decodedIndex { return nil }
        }
    }

    private func queue(_ events: [Event]) {
        if decodedIndex == decoded.count {
            decoded = events
            decodedIndex = 0
        } else {
            decoded += events
        }
    }

    private func nextDecoded() -> Event? {
        guard decodedIndex < decoded.count else { return nil }
        defer { decodedIndex += 1 }
        return decoded[decodedIndex]
    }

    /// After SIGWINCH: the kernel's size, given to ncurses, and the screen marked for a full
    /// repaint (the terminal may have reflowed what it showed). The scroll region is set to
    /// the whole new screen: ncurses set it for the old height at start and does not set it
    /// again, and a terminal that keeps margins across a resize would otherwise scroll only
    /// part of the screen (and of the shell's, after quitting).
    private func takeNewSize() -> Event? {
        var rows: Int32 = 0, columns: Int32 = 0
        guard payday_window_size(1, &rows, &columns) != 0 else { return nil }
        _ = resizeterm(rows, columns)
        Self.write(TerminalModes.resetScrollRegion(capability: Self.capability))
        clearok(window, true)
        size = TerminalSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        return .resize(size)
    }

    /// Ctrl-Z (raw mode turns it into a byte): stop as the terminal's own Ctrl-Z would, through
    /// the SIGTSTP handler (which also serves `kill -TSTP`). Nil when job control is off.
    private func suspend() -> Event? {
        payday_suspend()
        return resumeIfContinued()
    }

    /// After a stop and SIGCONT: take the terminal again (a refresh after endwin re-enters
    /// curses' modes), turn the reports on again, repaint everything, and report the size,
    /// which may have changed while stopped.
    private func resumeIfContinued() -> Event? {
        guard payday_take_resumed() != 0 else { return nil }
        endwin()
        var rows: Int32 = 0, columns: Int32 = 0
        if payday_window_size(1, &rows, &columns) != 0 { _ = resizeterm(rows, columns) }
        clearok(window, true)
        _ = wrefresh(window)
        _ = curs_set(cursorShown ? 1 : 0)
        Self.write(enterBytes)
        Self.write(TerminalModes.resetScrollRegion(capability: Self.capability))
        _ = payday_take_resized()
        size = TerminalSize(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
        return .resize(size)
    }

    // MARK: Start-up helpers

    /// ncursesw draws wide characters only under a UTF-8 locale: take the user's, else C.UTF-8.
    private static func useUTF8Locale() throws {
        _ = setlocale(LC_ALL, "")
        if isUTF8Locale() { return }
        if setlocale(LC_CTYPE, "C.UTF-8") != nil && isUTF8Locale() { return }
        throw TerminalUnavailable(.noUTF8Locale)
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
            throw TerminalUnavailable(.unknownTerm(term))
        }
        let canAddressCursor = capability("cup") != nil
        if let probe = set_curterm(nil) { _ = del_curterm(probe) }
        if !canAddressCursor {
            throw TerminalUnavailable(.cannotMoveCursor(term))
        }
    }

    /// A terminfo string capability, nil when absent or not a string.
    private static func capability(_ name: String) -> String? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    /// Installs the signal handlers with the bytes that give the terminal back.
    private static func arm(restoring bytes: [UInt8]) {
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

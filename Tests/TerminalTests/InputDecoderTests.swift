import SeededRandom
import Testing

@testable import Terminal

/// One row of the table: what a terminal sends for a key, and what the decoder makes of it.
struct DecoderCase: CustomTestStringConvertible, Sendable {
    /// Which terminal sends these bytes, and in which mode.
    var source: String
    var bytes: [UInt8]
    var events: [Event]

    init(_ source: String, _ text: String, _ events: [Event]) {
        self.source = source
        self.bytes = Array(text.utf8)
        self.events = events
    }

    init(_ source: String, bytes: [UInt8], _ events: [Event]) {
        self.source = source
        self.bytes = bytes
        self.events = events
    }

    var testDescription: String {
        "\(source): \(bytes.map { $0 == 0x1B ? "ESC" : $0 < 0x20 || $0 > 0x7E ? "0x" + String($0, radix: 16) : String(UnicodeScalar($0)) }.joined(separator: " "))"
    }
}

private func key(_ code: Key.Code, _ modifiers: KeyModifiers = []) -> Event { .key(Key(code, modifiers: modifiers)) }
private func mouse(
    _ button: MouseEvent.Button, _ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = []
) -> Event {
    .mouse(MouseEvent(button: button, kind: kind, x: x, y: y, modifiers: modifiers))
}

/// The sequences real terminals send, by terminal (from their documentation, their terminfo
/// entries and what each sends in its default configuration).
enum DecoderTable {
    static let esc = "\u{1B}"

    static let keys: [DecoderCase] = [
        // xterm, normal cursor mode (what a terminal sends before any app switches modes, and
        // what many SSH clients send).
        .init("xterm normal mode Up", "\(esc)[A", [.key(.up)]),
        .init("xterm normal mode Down", "\(esc)[B", [.key(.down)]),
        .init("xterm normal mode Right", "\(esc)[C", [.key(.right)]),
        .init("xterm normal mode Left", "\(esc)[D", [.key(.left)]),
        .init("xterm normal mode Home", "\(esc)[H", [.key(.home)]),
        .init("xterm normal mode End", "\(esc)[F", [.key(.end)]),
        // xterm, application cursor mode (smkx).
        .init("xterm application mode Up", "\(esc)OA", [.key(.up)]),
        .init("xterm application mode Down", "\(esc)OB", [.key(.down)]),
        .init("xterm application mode Right", "\(esc)OC", [.key(.right)]),
        .init("xterm application mode Left", "\(esc)OD", [.key(.left)]),
        .init("xterm application mode Home", "\(esc)OH", [.key(.home)]),
        .init("xterm application mode End", "\(esc)OF", [.key(.end)]),
        .init("xterm Insert", "\(esc)[2~", [.key(.insert)]),
        .init("xterm Delete", "\(esc)[3~", [.key(.delete)]),
        .init("xterm PgUp", "\(esc)[5~", [.key(.pageUp)]),
        .init("xterm PgDn", "\(esc)[6~", [.key(.pageDown)]),
        .init("xterm F1 (SS3)", "\(esc)OP", [.key(.function(1))]),
        .init("xterm F2 (SS3)", "\(esc)OQ", [.key(.function(2))]),
        .init("xterm F3 (SS3)", "\(esc)OR", [.key(.function(3))]),
        .init("xterm F4 (SS3)", "\(esc)OS", [.key(.function(4))]),
        .init("xterm F5", "\(esc)[15~", [.key(.function(5))]),
        .init("xterm F6", "\(esc)[17~", [.key(.function(6))]),
        .init("xterm F7", "\(esc)[18~", [.key(.function(7))]),
        .init("xterm F8", "\(esc)[19~", [.key(.function(8))]),
        .init("xterm F9", "\(esc)[20~", [.key(.function(9))]),
        .init("xterm F10", "\(esc)[21~", [.key(.function(10))]),
        .init("xterm F11", "\(esc)[23~", [.key(.function(11))]),
        .init("xterm F12", "\(esc)[24~", [.key(.function(12))]),
        .init("xterm keypad Enter (application keypad)", "\(esc)OM", [.key(.enter)]),
        .init("xterm Shift+Tab", "\(esc)[Z", [.key(.backTab)]),
        .init("xterm Ctrl+Up", "\(esc)[1;5A", [key(.up, .control)]),
        .init("xterm Shift+Down", "\(esc)[1;2B", [key(.down, .shift)]),
        .init("xterm Alt+Right", "\(esc)[1;3C", [key(.right, .alt)]),
        .init("xterm Ctrl+Shift+Left", "\(esc)[1;6D", [key(.left, [.control, .shift])]),
        .init("xterm Ctrl+Alt+Home", "\(esc)[1;7H", [key(.home, [.control, .alt])]),
        .init("xterm Ctrl+Delete", "\(esc)[3;5~", [key(.delete, .control)]),
        .init("xterm Alt+PgUp", "\(esc)[5;3~", [key(.pageUp, .alt)]),
        .init("xterm Shift+F1", "\(esc)[1;2P", [key(.function(1), .shift)]),
        .init("xterm Ctrl+F5", "\(esc)[15;5~", [key(.function(5), .control)]),
        .init("xterm Meta+Up (metaSendsEscape off: meta bit 8)", "\(esc)[1;9A", [key(.up, .alt)]),
        .init("xterm modifyOtherKeys Ctrl+Enter", "\(esc)[27;5;13~", [key(.enter, .control)]),
        .init("xterm modifyOtherKeys Ctrl+Shift+a", "\(esc)[27;6;65~", [key(.character("a"), [.control, .shift])]),
        .init("xterm focus in (?1004)", "\(esc)[I", [.focusGained]),
        .init("xterm focus out (?1004)", "\(esc)[O", [.focusLost]),
        // The terminal's colours: the colour scheme (contour's mode 2031, also ghostty and
        // kitty: `CSI ? 997 ; 1 n` dark, `; 2 n` light, unasked while the mode is on or as the
        // answer to `CSI ? 996 n`), and the background's OSC 11 answer (xterm's form, 1 to 4
        // hex digits a channel scaled to 8 bits: 0x10 of 0xff is 16, 0x8000 of 0xffff 128).
        .init("contour colour scheme dark (?2031)", "\(esc)[?997;1n", [.colorScheme(.dark)]),
        .init("ghostty colour scheme light (?2031)", "\(esc)[?997;2n", [.colorScheme(.light)]),
        .init(
            "xterm background answer (BEL)", "\(esc)]11;rgb:0000/0000/0000\u{7}",
            [.backgroundColor(TerminalRGB(red: 0, green: 0, blue: 0))]),
        .init(
            "kitty background answer (ST)", "\(esc)]11;rgb:ffff/8000/0000\(esc)\\",
            [.backgroundColor(TerminalRGB(red: 255, green: 128, blue: 0))]),
        .init(
            "a background answer in two digits, then a key", "\(esc)]11;rgb:10/18/28\u{7}x",
            [.backgroundColor(TerminalRGB(red: 16, green: 24, blue: 40)), .key(.character("x"))]),
        .init(
            "xterm bracketed paste (?2004)", "\(esc)[200~hello\r월급 q\u{3}\(esc)[A\(esc)[201~", [.paste("hello\n월급 q[A")]
        ),
        .init("xterm empty paste", "\(esc)[200~\(esc)[201~", [.paste("")]),
        .init("xterm SGR mouse left press", "\(esc)[<0;5;3M", [mouse(.left, .press, 4, 2)]),
        .init("xterm SGR mouse left release", "\(esc)[<0;5;3m", [mouse(.left, .release, 4, 2)]),
        .init("xterm SGR mouse drag (?1002)", "\(esc)[<32;6;3M", [mouse(.left, .drag, 5, 2)]),
        .init("xterm SGR mouse right press", "\(esc)[<2;10;4M", [mouse(.right, .press, 9, 3)]),
        .init("xterm SGR mouse middle press", "\(esc)[<1;1;1M", [mouse(.middle, .press, 0, 0)]),
        .init("xterm SGR mouse Ctrl+click", "\(esc)[<16;2;2M", [mouse(.left, .press, 1, 1, .control)]),
        .init("xterm SGR wheel up", "\(esc)[<64;30;12M", [mouse(.scrollUp, .press, 29, 11)]),
        .init("xterm SGR wheel down", "\(esc)[<65;30;12M", [mouse(.scrollDown, .press, 29, 11)]),
        .init("xterm SGR move, no button (?1003)", "\(esc)[<35;7;8M", [mouse(.other, .move, 6, 7)]),
        .init("xterm SGR mouse beyond column 223", "\(esc)[<0;300;2M", [mouse(.left, .press, 299, 1)]),
        // VTE (GNOME Terminal, Tilix).
        .init("VTE Home (normal mode)", "\(esc)[H", [.key(.home)]),
        .init("VTE End (application mode)", "\(esc)OF", [.key(.end)]),
        .init("VTE Ctrl+Up", "\(esc)[1;5A", [key(.up, .control)]),
        .init("VTE Alt+j", "\(esc)j", [key(.character("j"), .alt)]),
        .init("VTE Backspace", bytes: [0x7F], [.key(.backspace)]),
        .init("VTE Ctrl+Backspace", bytes: [0x08], [.key(.backspace)]),
        .init("VTE F1", "\(esc)OP", [.key(.function(1))]),
        .init("VTE Shift+F3", "\(esc)[1;2R", [key(.function(3), .shift)]),
        // Konsole.
        .init("Konsole Home (application mode)", "\(esc)OH", [.key(.home)]),
        .init("Konsole End", "\(esc)[F", [.key(.end)]),
        .init("Konsole Shift+F1 (SS3 with a modifier)", "\(esc)O2P", [key(.function(1), .shift)]),
        .init("Konsole Ctrl+Right", "\(esc)[1;5C", [key(.right, .control)]),
        .init("Konsole keypad Enter", "\(esc)OM", [.key(.enter)]),
        // kitty (legacy keys, and its keyboard protocol when an app turned it on).
        .init("kitty F5", "\(esc)[15~", [.key(.function(5))]),
        .init("kitty protocol Ctrl+a", "\(esc)[97;5u", [.key(.control("a"))]),
        .init("kitty protocol Esc", "\(esc)[27u", [.key(.escape)]),
        .init("kitty protocol Shift+Enter", "\(esc)[13;2u", [key(.enter, .shift)]),
        .init("kitty protocol Alt+j", "\(esc)[106;3u", [key(.character("j"), .alt)]),
        .init("kitty protocol Shift+a with its shifted key", "\(esc)[97:65;2u", [.key(.character("A"))]),
        .init("kitty protocol keypad Enter", "\(esc)[57414u", [.key(.enter)]),
        .init("kitty protocol keypad Up", "\(esc)[57419u", [.key(.up)]),
        .init("kitty protocol key release (dropped)", "\(esc)[97;1:3u", []),
        .init("kitty protocol Left Shift alone (dropped)", "\(esc)[57441;2u", []),
        .init("kitty protocol flags reply (dropped)", "\(esc)[?1u", []),
        .init("kitty protocol text field", "\(esc)[104;;104u", [.key(.character("h"))]),
        // iTerm2.
        .init("iTerm2 Home", "\(esc)[H", [.key(.home)]),
        .init("iTerm2 End (application mode)", "\(esc)OF", [.key(.end)]),
        .init("iTerm2 Option+Left as Esc+ (word left)", "\(esc)b", [key(.character("b"), .alt)]),
        .init("iTerm2 Shift+Tab", "\(esc)[Z", [.key(.backTab)]),
        .init("iTerm2 PgDn", "\(esc)[6~", [.key(.pageDown)]),
        // PuTTY (default: VT220-style Home/End, ESC [ n ~ function keys).
        .init("PuTTY Home", "\(esc)[1~", [.key(.home)]),
        .init("PuTTY End", "\(esc)[4~", [.key(.end)]),
        .init("PuTTY Insert", "\(esc)[2~", [.key(.insert)]),
        .init("PuTTY F1", "\(esc)[11~", [.key(.function(1))]),
        .init("PuTTY F4", "\(esc)[14~", [.key(.function(4))]),
        .init("PuTTY Ctrl+Up (flips cursor mode)", "\(esc)OA", [.key(.up)]),
        .init("PuTTY Backspace", bytes: [0x7F], [.key(.backspace)]),
        // rxvt / urxvt.
        .init("rxvt Home", "\(esc)[7~", [.key(.home)]),
        .init("rxvt End", "\(esc)[8~", [.key(.end)]),
        .init("rxvt Shift+Up", "\(esc)[a", [key(.up, .shift)]),
        .init("rxvt Ctrl+Up", "\(esc)Oa", [key(.up, .control)]),
        .init("rxvt Shift+Home", "\(esc)[7$", [key(.home, .shift)]),
        .init("rxvt Ctrl+Home", "\(esc)[7^", [key(.home, .control)]),
        .init("rxvt Ctrl+Shift+Delete", "\(esc)[3@", [key(.delete, [.control, .shift])]),
        .init("rxvt Alt+Up", "\(esc)\(esc)[A", [key(.up, .alt)]),
        .init("rxvt keypad 5 (application keypad)", "\(esc)Ou", [.key(.character("5"))]),
        .init("urxvt mouse (?1015)", "\(esc)[32;5;3M", [mouse(.left, .press, 4, 2)]),
        // Linux console.
        .init("Linux console F1", "\(esc)[[A", [.key(.function(1))]),
        .init("Linux console F5", "\(esc)[[E", [.key(.function(5))]),
        .init("Linux console F6", "\(esc)[17~", [.key(.function(6))]),
        .init("Linux console Home", "\(esc)[1~", [.key(.home)]),
        .init("Linux console End", "\(esc)[4~", [.key(.end)]),
        .init("Linux console Delete", "\(esc)[3~", [.key(.delete)]),
        // tmux (TERM=tmux-256color: keys as its terminfo entry lists them).
        .init("tmux Home", "\(esc)[1~", [.key(.home)]),
        .init("tmux End", "\(esc)[4~", [.key(.end)]),
        .init("tmux Up (application mode)", "\(esc)OA", [.key(.up)]),
        .init("tmux Ctrl+Up", "\(esc)[1;5A", [key(.up, .control)]),
        .init("tmux X10 mouse press", "\(esc)[M &&", [mouse(.left, .press, 5, 5)]),
        .init("tmux X10 mouse release", "\(esc)[M#&&", [mouse(.other, .release, 5, 5)]),
        .init("tmux X10 wheel down", "\(esc)[Ma!!", [mouse(.scrollDown, .press, 0, 0)]),
        // GNU screen (TERM=screen).
        .init("screen Home", "\(esc)[1~", [.key(.home)]),
        .init("screen End", "\(esc)[4~", [.key(.end)]),
        .init("screen F1", "\(esc)OP", [.key(.function(1))]),
        .init("screen PgUp", "\(esc)[5~", [.key(.pageUp)]),
        // Every terminal: control bytes, Alt as an ESC prefix, UTF-8 text.
        .init("any: Enter (CR)", "\r", [.key(.enter)]),
        .init("any: Ctrl+J (LF)", "\n", [.key(.enter)]),
        .init("any: Tab", "\t", [.key(.tab)]),
        .init("any: Ctrl+C", "\u{3}", [.key(.control("c"))]),
        .init("any: Ctrl+Z", "\u{1A}", [.key(.control("z"))]),
        .init("any: Ctrl+Space (NUL)", bytes: [0], [key(.space, .control)]),
        .init("any: Ctrl+]", "\u{1D}", [.key(.control("]"))]),
        .init("any: Space", " ", [.key(.space)]),
        .init("any: Alt+Backspace", bytes: [0x1B, 0x7F], [key(.backspace, .alt)]),
        .init("any: Alt+Enter", "\(esc)\r", [key(.enter, .alt)]),
        .init("any: Alt+Ctrl+C", "\(esc)\u{3}", [key(.character("c"), [.control, .alt])]),
        .init("any: Alt+Shift+j", "\(esc)J", [key(.character("J"), .alt)]),
        .init("any: Alt+한", "\(esc)한", [key(.character("한"), .alt)]),
        .init("any: letters", "jq", [.key(.character("j")), .key(.character("q"))]),
        .init("input method: a Hangul syllable", "한", [.key(.character("한"))]),
        .init(
            "input method: a Hangul word", "월급날", [.key(.character("월")), .key(.character("급")), .key(.character("날"))]),
        .init("any: an emoji (4 bytes)", "👍", [.key(.character("👍"))]),
        .init(
            "any: a combining mark is its own scalar", "e\u{301}", [.key(.character("e")), .key(.character("\u{301}"))]),
    ]

    /// Bytes no terminal sends for a key, or broken sequences: consumed whole, dropped.
    static let dropped: [DecoderCase] = [
        .init("invalid UTF-8: a stray continuation byte", bytes: [0x80], []),
        .init("invalid UTF-8: 0xFF", bytes: [0xFF], []),
        .init("invalid UTF-8: an overlong slash", bytes: [0xC0, 0xAF], []),
        .init("invalid UTF-8: a surrogate", bytes: [0xED, 0xA0, 0x80], []),
        .init("invalid UTF-8 then text", bytes: [0xC3, 0x28, 0x62], [.key(.character("(")), .key(.character("b"))]),
        .init("a C1 control in UTF-8", bytes: [0xC2, 0x9B], []),
        .init("an unknown CSI final", "\(esc)[99;99X", []),
        .init("a device attributes reply", "\(esc)[?64;1;2c", []),
        .init("a CSI with an intermediate byte", "\(esc)[1 q", []),
        .init("an OSC foreground colour reply (BEL)", "\(esc)]10;rgb:0000/0000/0000\u{7}", []),
        .init("an OSC clipboard reply (ST)", "\(esc)]52;c;aGk=\(esc)\\", []),
        .init("an OSC 11 reply that is no colour", "\(esc)]11;rgb:zz/00/00\u{7}", []),
        .init("an OSC 11 reply cut by CAN", "\(esc)]11;rgb:ff/ff/ff\u{18}", []),
        .init("a colour scheme report of an unknown value", "\(esc)[?997;3n", []),
        .init("a mode report for 2031 (DECRPM)", "\(esc)[?2031;1$y", []),
        .init("a DCS reply", "\(esc)P>|xterm(390)\(esc)\\", []),
        .init("a CSI cut by CAN", "\(esc)[1;5\u{18}", []),
        .init("a CSI broken by a newline, which still counts", "\(esc)[1;5\r", [.key(.enter)]),
        .init("a modifier out of range", "\(esc)[1;99A", []),
        .init("an unknown VT220 key number", "\(esc)[99~", []),
        .init("a stray paste end", "\(esc)[201~", []),
        .init("an unknown SS3 final", "\(esc)O~", []),
        .init("a Linux console sequence beyond F5", "\(esc)[[Z", []),
        .init("a cursor position report", "\(esc)[12;40R", []),
        .init("an SGR mouse report with missing fields", "\(esc)[<0;5M", []),
        .init("an SGR mouse report at column 0", "\(esc)[<0;0;1M", []),
    ]
}

@Suite("Input decoder")
struct InputDecoderTests {
    /// All bytes at once, then time enough for anything pending to resolve.
    private func decodeWhole(_ bytes: [UInt8]) -> [Event] {
        var decoder = InputDecoder()
        return decoder.decode(bytes, at: 0) + decoder.expire(at: 10)
    }

    @Test("what terminals send", arguments: DecoderTable.keys)
    func keys(row: DecoderCase) {
        #expect(decodeWhole(row.bytes) == row.events, "\(row.source)")
    }

    @Test("unknown and broken sequences are dropped whole", arguments: DecoderTable.dropped)
    func dropped(row: DecoderCase) {
        let events = decodeWhole(row.bytes)
        #expect(events == row.events, "\(row.source)")
        #expect(!events.contains(.key(.escape)))
    }

    /// The same events whatever the reads: split in two at every byte boundary, and one byte
    /// per read, the reads a millisecond apart (a slow link, within the escape delay).
    @Test("split at every byte boundary", arguments: DecoderTable.keys + DecoderTable.dropped)
    func chunked(row: DecoderCase) {
        let bytes = row.bytes
        for split in 0...bytes.count {
            var decoder = InputDecoder()
            let events =
                decoder.decode(bytes[..<split], at: 0) + decoder.decode(bytes[split...], at: 0.001)
                + decoder.expire(at: 10)
            #expect(events == row.events, "\(row.source), split at \(split)")
        }
        var decoder = InputDecoder()
        var events: [Event] = []
        for (index, byte) in bytes.enumerated() { events += decoder.decode([byte], at: Double(index) * 0.001) }
        events += decoder.expire(at: 100)
        #expect(events == row.events, "\(row.source), one byte per read")
    }

    @Test func everyRowOneAfterAnother() {
        let rows = DecoderTable.keys + DecoderTable.dropped
        #expect(decodeWhole(rows.flatMap(\.bytes)) == rows.flatMap(\.events))
    }

    @Test func aLoneEscapeWaitsForTheEscapeDelay() {
        var decoder = InputDecoder(escapeDelay: 0.05)
        #expect(decoder.decode([0x1B], at: 1).isEmpty)
        #expect(decoder.deadline == 1.05)
        #expect(decoder.expire(at: 1.04).isEmpty)
        #expect(decoder.expire(at: 1.05) == [.key(.escape)])
        #expect(decoder.deadline == nil)
        #expect(!decoder.isWaiting)
    }

    @Test func escapeThenALetterWithinTheDelayIsAlt() {
        var decoder = InputDecoder(escapeDelay: 0.05)
        #expect(decoder.decode([0x1B], at: 0).isEmpty)
        #expect(decoder.decode(Array("j".utf8), at: 0.02) == [key(.character("j"), .alt)])
    }

    @Test func escapeThenALetterAfterTheDelayIsEscapeThenTheLetter() {
        var decoder = InputDecoder(escapeDelay: 0.05)
        #expect(decoder.decode([0x1B], at: 0).isEmpty)
        #expect(decoder.decode(Array("j".utf8), at: 0.2) == [.key(.escape), .key(.character("j"))])
    }

    @Test func twoEscapesAreAltEscape() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B, 0x1B], at: 0).isEmpty)
        #expect(decoder.expire(at: 1) == [key(.escape, .alt)])
    }

    /// A slow link splits a sequence after its introducer: the rest still decodes, well past
    /// the escape delay (the sequence timeout applies once the sequence has begun).
    @Test func aSequenceSplitAcrossSlowReadsStillDecodes() {
        var decoder = InputDecoder(escapeDelay: 0.05, sequenceTimeout: 0.5)
        #expect(decoder.decode(Array("\u{1B}[1;".utf8), at: 0).isEmpty)
        #expect(decoder.deadline == 0.5)
        #expect(decoder.expire(at: 0.3).isEmpty)
        #expect(decoder.decode(Array("5A".utf8), at: 0.3) == [key(.up, .control)])
    }

    @Test func anUnfinishedSequenceIsDroppedAtItsTimeout() {
        var decoder = InputDecoder(sequenceTimeout: 0.5)
        #expect(decoder.decode(Array("\u{1B}[1;5".utf8), at: 0).isEmpty)
        #expect(decoder.expire(at: 0.6).isEmpty)
        #expect(decoder.decode(Array("j".utf8), at: 0.7) == [.key(.character("j"))])
    }

    @Test func escapeAndAnIntroducerAloneAreAltWithIt() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8), at: 0).isEmpty)
        #expect(decoder.expire(at: 1) == [key(.character("["), .alt)])
        #expect(decoder.decode(Array("\u{1B}O".utf8), at: 2).isEmpty)
        #expect(decoder.expire(at: 3) == [key(.character("O"), .alt)])
    }

    @Test func aPasteWithoutItsEndIsDeliveredAtItsTimeout() {
        var decoder = InputDecoder(pasteTimeout: 2)
        #expect(decoder.decode(Array("\u{1B}[200~abc".utf8), at: 0).isEmpty)
        #expect(decoder.expire(at: 1.9).isEmpty)
        #expect(decoder.expire(at: 2) == [.paste("abc")])
        #expect(decoder.decode(Array("q".utf8), at: 3) == [.key(.character("q"))])
    }

    /// A megabyte of text (Korean and ASCII, many lines) in 4 KB reads: one event, the text.
    @Test func aMegabytePasteIsOneEvent() {
        let line = "월급날 payday 야간수당 ₩12,345 \t j k q\n"
        var text = ""
        while text.utf8.count < 1 << 20 { text += line }
        let bytes = Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8) + Array("j".utf8)
        var decoder = InputDecoder()
        var events: [Event] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + 4096, bytes.count)
            events += decoder.decode(bytes[start..<end], at: Double(start) * 1e-6)
            start = end
        }
        #expect(events.count == 2)
        #expect(events.first == .paste(text))
        #expect(events.last == .key(.character("j")))
    }

    /// Random bytes never crash the decoder and never make a quit key (q, a lone Esc, Ctrl-C),
    /// as long as they hold none: no `q`, no 0x03, no ESC at the very end, and no `u` (so no
    /// kitty-protocol key, which can spell Esc). Half the bytes come from the alphabet of
    /// escape sequences, so broken and unknown sequences of every shape go through.
    @Test func randomBytesNeverCrashNorQuit() {
        var random = SplitMix64(seed: 11)
        let sequenceAlphabet = Array("\u{1B}\u{1B}\u{1B}[[O;;0123456789~<>?MmABCDHFPZIR$^@:".utf8)
        let quitKeys: Set<Key> = [.character("q"), .escape, .control("c")]
        for round in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<random.next(below: 300) {
                var byte =
                    random.next(below: 2) == 0
                    ? sequenceAlphabet[random.next(below: sequenceAlphabet.count)]
                    : UInt8(random.next(below: 256))
                if byte == 0x71 || byte == 0x03 || byte == 0x75 { byte = 0x6A }
                bytes.append(byte)
            }
            bytes.append(0x6A)
            var decoder = InputDecoder()
            var events: [Event] = []
            var start = 0
            while start < bytes.count {
                let end = min(start + 1 + random.next(below: 16), bytes.count)
                events += decoder.decode(bytes[start..<end], at: Double(start) * 0.001)
                start = end
            }
            events += decoder.expire(at: 1_000)
            let quits = events.filter { if case .key(let key) = $0 { quitKeys.contains(key) } else { false } }
            #expect(quits.isEmpty, "round \(round): \(quits) from \(bytes)")
            #expect(!decoder.isWaiting)
        }
    }

    @Test func overlongSequencesAreDroppedWhole() {
        let long = "\u{1B}[" + String(repeating: "1;", count: 5000) + "A" + "j"
        #expect(decodeWhole(Array(long.utf8)) == [.key(.character("j"))])
        var decoder = InputDecoder()
        var events: [Event] = []
        for chunk in Array(long.utf8).chunks(of: 100) { events += decoder.decode(chunk, at: 0) }
        #expect(events == [.key(.character("j"))])
    }

    @Test func pastedTextKeepsTabsAndLinesOnly() {
        #expect(InputDecoder.pastedText(Array("a\r\nb\rc\nd\te\u{7}\u{1B}f".utf8)[...]) == "a\nb\nc\nd\tef")
    }
}

extension Array {
    func chunks(of size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}

/// A string (OSC, DCS, APC) that never ends cannot swallow the keys typed after it: past
/// `InputDecoder.longestString` bytes it is not kept, the rest of it is dropped up to its end, a
/// control or a pause in the input, and a Ctrl-C inside it ends it and is the key it is.
@Suite struct UnterminatedStringTests {
    /// 10 KB of an OSC (and of a DCS, an APC) with no end, then `q` after a pause: the `q`
    /// arrives, and none of the string's body is a key (it could spell commands). Before,
    /// every byte up to a BEL or an ESC was dropped, however long after.
    @Test(arguments: ["]0;", "P", "_"]) func aKeyAfterAnUnterminatedStringArrives(introducer: String) {
        let bytes = Array("\u{1B}\(introducer)".utf8) + [UInt8](repeating: UInt8(ascii: "n"), count: 10_000)
        var whole = InputDecoder(sequenceTimeout: 0.5)
        #expect(whole.decode(bytes, at: 0).isEmpty)
        #expect(whole.deadline == 0.5)
        #expect(whole.expire(at: 0.5).isEmpty)
        #expect(whole.decode(Array("q".utf8), at: 1) == [.key(.character("q"))])
        // A byte at a time, each within the pause: the same.
        var piecemeal = InputDecoder(sequenceTimeout: 0.5)
        var pieces: [Event] = []
        for (offset, byte) in bytes.enumerated() { pieces += piecemeal.decode([byte], at: Double(offset) * 1e-6) }
        #expect(pieces.isEmpty)
        #expect(piecemeal.decode(Array("q".utf8), at: 2) == [.key(.character("q"))])
    }

    /// The rest of an overlong string ends at its terminator too, and keys right after it count.
    @Test func anOverlongStringEndsAtItsTerminator() {
        let body = [UInt8](repeating: UInt8(ascii: "y"), count: 9_000)
        var decoder = InputDecoder()
        #expect(
            decoder.decode(Array("\u{1B}]0;".utf8) + body + [0x07] + Array("j".utf8), at: 0) == [.key(.character("j"))])
        #expect(
            decoder.decode(Array("\u{1B}]0;".utf8) + body + Array("\u{1B}\\k".utf8), at: 0) == [.key(.character("k"))])
    }

    /// Ctrl-C (and any C0 control a string cannot hold) ends the string at once, whatever its
    /// length, and is read as its key.
    @Test(arguments: [0, 10, 4000, 9000]) func controlCInsideAStringIsTheKey(length: Int) {
        let bytes = Array("\u{1B}]52;c;".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: length) + [0x03]
        var decoder = InputDecoder()
        #expect(decoder.decode(bytes, at: 0) == [.key(.control("c"))])
    }

    /// A string within the limit still ends only at its terminator, its text dropped.
    @Test func aStringWithinTheLimitIsDroppedWhole() {
        let body = String(repeating: "y", count: InputDecoder.longestString - 10)
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}]0;\(body)\u{7}j".utf8), at: 0) == [.key(.character("j"))])
    }
}

import Canvas
import Testing

@testable import Terminal

@Suite("Keys, scripts and the environment")
struct EventTests {
    @Test(
        "key names",
        arguments: [
            ("up", Key.up), ("down", .down), ("left", .left), ("right", .right), ("enter", .enter),
            ("space", .space), ("esc", .escape), ("tab", .tab), ("pgup", .pageUp), ("pgdn", .pageDown),
            ("home", .home), ("end", .end), ("backspace", .backspace), ("ctrl-c", .control("c")),
            ("CTRL-X", .control("x")), ("q", .character("q")), ("한", .character("한")), (" ", .space),
            ("insert", .insert), ("f1", .function(1)), ("F12", .function(12)),
            ("ctrl-up", Key(.up, modifiers: .control)),
            ("alt-j", Key(.character("j"), modifiers: .alt)), ("shift-f3", Key(.function(3), modifiers: .shift)),
            ("ctrl-alt-x", Key(.character("x"), modifiers: [.control, .alt])), ("f", .character("f")),
        ])
    func keyNames(name: String, key: Key) {
        #expect(Key(name: name) == key)
    }

    @Test func keyNamesRoundTrip() {
        let keys: [Key] = [
            .up, .down, .left, .right, .enter, .space, .escape, .tab, .backspace, .pageUp, .pageDown,
            .home, .end, .delete, .backTab, .character("j"), .control("c"), .insert, .function(7),
            Key(.down, modifiers: [.control, .alt, .shift]), Key(.space, modifiers: .control),
            Key(.character("한"), modifiers: .alt), Key(.escape, modifiers: .alt),
        ]
        for key in keys { #expect(Key(name: key.description) == key, "\(key)") }
    }

    @Test func unknownKeyNames() {
        #expect(Key(name: "ctrl-") == nil)
        #expect(Key(name: "ctrl-1") == nil)
        #expect(Key(name: "alt-") == nil)
        #expect(Key(name: "f99") == nil)
        #expect(Key(name: "upp") == nil)
        #expect(Key(name: "") == nil)
    }

    @Test func scriptParses() throws {
        let steps = try ScriptStep.parse("down  enter wait:0.25\nresize:80x24 click:3,4 q ctrl-c")
        #expect(
            steps == [
                .event(.key(.down)), .event(.key(.enter)), .wait(0.25),
                .event(.resize(TerminalSize(width: 80, height: 24))), .event(.mouse(MouseEvent(x: 3, y: 4))),
                .event(.key(.character("q"))), .event(.key(.control("c"))),
            ])
        #expect(try ScriptStep.parse("   ").isEmpty)
    }

    @Test(
        "bad script words are named with their place",
        arguments: [
            ("down jump", "jump", 2), ("wait:-1", "wait:-1", 1), ("up resize:80", "resize:80", 2),
            ("resize:0x5", "resize:0x5", 1), ("click:a,b", "click:a,b", 1), ("x y zoom:3", "zoom:3", 3),
        ])
    func badScripts(script: String, word: String, position: Int) {
        #expect {
            try ScriptStep.parse(script)
        } throws: { error in
            guard let error = error as? KeyScriptError else { return false }
            return error.word == word && error.position == position && error.description.contains("\"\(word)\"")
        }
    }

    @Test func environmentProblems() {
        #expect(TerminalEnvironment(term: "xterm-256color").problem == nil)
        #expect(
            TerminalEnvironment(term: "xterm", outputIsTerminal: false).problem?.reason
                == .notATerminal(standardOutput: true))
        #expect(
            TerminalEnvironment(term: "xterm", inputIsTerminal: false).problem?.reason.english
                == "standard input is not a terminal")
        #expect(TerminalEnvironment(term: nil).problem?.reason == .termNotSet)
        #expect(TerminalEnvironment(term: "").problem?.reason.english == "TERM is not set")
        #expect(TerminalEnvironment(term: "dumb").problem?.reason == .dumbTerminal)
        let message = TerminalEnvironment(term: nil).problem?.description ?? ""
        #expect(message.contains("render") && !message.contains("\n"))
    }

    @Test func sizeFits() {
        #expect(TerminalSize(width: 80, height: 24).fits(TerminalSize(width: 80, height: 24)))
        #expect(!TerminalSize(width: 79, height: 24).fits(TerminalSize(width: 80, height: 10)))
    }
}

@Suite("What the ncurses backend sends for a cell")
struct TerminalGlyphTests {
    private func glyphs(_ text: String) -> [String] {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw(text, x: 0, y: 0)
        return NcursesBackend.terminalGlyphs(for: canvas[0, 0]).map { String(String.UnicodeScalarView($0)) }
    }

    @Test func plainAndWide() {
        #expect(glyphs("a") == ["a"])
        #expect(glyphs("한") == ["한"])
    }

    @Test func combiningMarksRideWithTheirBase() {
        #expect(glyphs("e\u{0301}\u{0316}") == ["e\u{0301}\u{0316}"])
    }

    @Test func flagIsTwoOneColumnIndicators() {
        #expect(glyphs("🇰🇷") == ["🇰", "🇷"])
    }

    @Test func zwjSequenceAndSkinToneSendOnlyTheBase() {
        #expect(glyphs("👨\u{200D}👩\u{200D}👧") == ["👨"])
        #expect(glyphs("👍🏽") == ["👍"])
        #expect(glyphs("❤\u{FE0F}") == ["❤\u{FE0F}"])
    }
}

@Suite("The terminal's modes")
struct TerminalModesTests {
    /// xterm-256color's entries that matter here.
    static func xterm(_ name: String) -> String? {
        [
            "cup": "\u{1B}[%i%p1%d;%p2%dH", "kmous": "\u{1B}[<", "sgr0": "\u{1B}(B\u{1B}[m",
            "csr": "\u{1B}[%i%p1%d;%p2%dr",
        ][
            name]
    }

    @Test func colourSchemeReportsAreTurnedOnAndOffOnAnANSITerminal() {
        let modes = TerminalModes(capability: Self.xterm)
        let enter = String(decoding: modes.enter, as: UTF8.self)
        let leave = String(decoding: modes.leave, as: UTF8.self)
        // Focus, bracketed paste, colour scheme reports (2031), then the mouse.
        #expect(
            enter
                == "\u{1B}[?1004h\u{1B}[?2004h\u{1B}[?2031h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h")
        // Off in the reverse order, after the attributes are reset; then the scroll region.
        #expect(
            leave
                == "\u{1B}(B\u{1B}[m\u{1B}[?2031l\u{1B}[?2004l\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l"
                + "\u{1B}[?1000l\u{1B}[r")
    }

    @Test func aTerminalThatIsNotANSIIsSentNone() {
        let modes = TerminalModes(capability: { $0 == "cup" ? "\u{10}%p1%c%p2%c" : nil })
        #expect(!modes.speaksANSI)
        #expect(modes.enter.isEmpty)
        #expect(!String(decoding: modes.leave, as: UTF8.self).contains("2031"))
    }
}

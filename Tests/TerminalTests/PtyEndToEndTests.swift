import Canvas
import Foundation
import TerminalTestSupport
import Testing

@testable import Terminal

/// The real `payday` binary on a pseudo-terminal, fed the exact bytes terminals send and read
/// back through a terminal emulator (pyte): every encoding of the keys it uses acts, nothing
/// but its quit keys ends it, and a resize in the middle of an animation shows the app whole at
/// the new size. Needs python3 with pyte (`scripts/deps.sh test`) and `.build/debug/payday`.
@Suite(
    "payday on a pty, bytes in, screen out", .serialized,
    .enabled(
        if: PtySession.isAvailable, "needs python3 with pyte (scripts/deps.sh test installs it) and .build/debug/payday"
    ))
struct PtyEndToEndTests {
    static let width = 80, height = 24

    /// Starts the app and waits for its first frame.
    private func start(width: Int = Self.width, height: Int = Self.height) throws -> PtySession {
        let session = try PtySession(width: width, height: height)
        let expected = try PtySession.render(width: width, height: height, keys: "")
        let first = try session.waitForScreen(expected)
        #expect(first.met, "first frame: \(ScreenRows.difference(expected: expected, actual: first.screen) ?? "")")
        return session
    }

    /// Each way terminals encode the keys the home screen uses, with the key it means (as a
    /// `render` key name) and the keys pressed before it (as bytes, and as names).
    static let encodings: [(name: String, bytes: String, key: String, before: String, beforeKeys: String)] = [
        ("Down, xterm normal mode", "\u{1B}[B", "down", "", ""),
        ("Down, application mode", "\u{1B}OB", "down", "", ""),
        ("Down, kitty protocol keypad", "\u{1B}[57420u", "down", "", ""),
        ("Up, xterm normal mode", "\u{1B}[A", "up", "jj", "down down"),
        ("Up, application mode", "\u{1B}OA", "up", "jj", "down down"),
        ("Home, xterm ESC [ H", "\u{1B}[H", "home", "G", "end"),
        ("Home, application ESC O H", "\u{1B}OH", "home", "G", "end"),
        ("Home, VT220 ESC [ 1 ~ (PuTTY, tmux, screen, Linux)", "\u{1B}[1~", "home", "G", "end"),
        ("Home, rxvt ESC [ 7 ~", "\u{1B}[7~", "home", "G", "end"),
        ("End, xterm ESC [ F", "\u{1B}[F", "end", "", ""),
        ("End, application ESC O F", "\u{1B}OF", "end", "", ""),
        ("End, VT220 ESC [ 4 ~", "\u{1B}[4~", "end", "", ""),
        ("End, rxvt ESC [ 8 ~", "\u{1B}[8~", "end", "", ""),
        ("PgDn", "\u{1B}[6~", "pgdn", "", ""),
        ("PgUp", "\u{1B}[5~", "pgup", "G", "end"),
        ("Enter, CR", "\r", "enter", "", ""),
        ("Enter, keypad ESC O M", "\u{1B}OM", "enter", "", ""),
        ("Enter, kitty protocol", "\u{1B}[13u", "enter", "", ""),
    ]

    @Test("each encoding of the keys acts", arguments: encodings.indices)
    func encodingActs(index: Int) throws {
        let encoding = Self.encodings[index]
        let session = try start()
        defer { session.close() }
        if !encoding.before.isEmpty {
            try session.send(encoding.before)
            let wanted = try PtySession.render(width: Self.width, height: Self.height, keys: encoding.beforeKeys)
            let before = try session.waitForScreen(wanted)
            #expect(
                before.met,
                "\(encoding.name): before: \(ScreenRows.difference(expected: wanted, actual: before.screen) ?? "")")
        }
        try session.send(encoding.bytes)
        let expected = try PtySession.render(
            width: Self.width, height: Self.height, keys: encoding.beforeKeys + " " + encoding.key)
        let after = try session.waitForScreen(expected)
        #expect(after.met, "\(encoding.name): \(ScreenRows.difference(expected: expected, actual: after.screen) ?? "")")
        // At rest on that screen, and still running.
        let rest = try session.settle()
        #expect(
            ScreenRows.difference(expected: expected, actual: rest) == nil,
            "\(encoding.name) at rest: \(ScreenRows.difference(expected: expected, actual: rest) ?? "")")
        #expect(try session.exitStatus(timeout: 0) == nil, "\(encoding.name): still running")
    }

    @Test("q, a lone Esc and Ctrl-C quit with status 0", arguments: ["q", "\u{1B}", "\u{3}"])
    func quitKeys(bytes: String) throws {
        let session = try start()
        defer { session.close() }
        try session.send(bytes)
        #expect(try session.exitStatus() == 0)
    }

    /// Every other sequence of the decoder's table (keys with modifiers, F-keys, focus, paste,
    /// mouse, kitty, unknown and broken ones, Alt+q and Alt+Esc), one after another: the app
    /// keeps running, stays whole on screen, and still quits on `q` after them.
    @Test func nothingElseQuits() throws {
        // F12 opens the layout inspector over the screen (a key with a meaning, like these).
        let quitting: Set<Key> = [.character("q"), .escape, .control("c"), .control("z"), .function(12)]
        let rows = (DecoderTable.keys + DecoderTable.dropped).filter { row in
            !row.events.contains { if case .key(let key) = $0 { quitting.contains(key) } else { false } }
        }
        let extra = ["\u{1B}q", "\u{1B}\u{1B}", "\u{1B}[", "\u{1B}[1;5", "\u{1B}O"]
        let session = try start()
        defer { session.close() }
        // Each in its own read, the next sent once the app is at rest (it read the last one,
        // acted on it, and no escape sequence is pending): the decoder sees every sequence
        // whole and alone, and the unfinished ones resolve alone at their timeout.
        let sequences = rows.map(\.bytes) + extra.map { Array($0.utf8) }
        for bytes in sequences {
            try session.send(bytes)
            _ = try session.settle()
        }
        #expect(
            try session.exitStatus(timeout: 0) == nil, "still running after \(rows.count + extra.count) sequences")
        let screen = try session.settle()
        #expect(screen.count == Self.height)
        // Whole: the title line (on whichever pay month the arrows among them paged to) and the hints.
        #expect(screen.first?.hasPrefix(" Payday · demo (read-only) · ") == true, "\(screen.joined(separator: "\n"))")
        #expect(screen.first?.contains(" pay · 6 workplaces · net ₩") == true, "\(screen.joined(separator: "\n"))")
        #expect(screen.last?.hasPrefix(" ←/→ month  ↑/↓ card") == true, "\(screen.joined(separator: "\n"))")
        try session.send("q")
        #expect(try session.exitStatus() == 0, "responsive: q still quits")
    }

    /// The rows of the selected (heavy) card on a screen.
    private func selectedCardRows(_ lines: [String]) -> ClosedRange<Int>? {
        guard let top = lines.firstIndex(where: { $0.hasPrefix("┏") }),
            let bottom = lines.indices.first(where: { $0 >= top && lines[$0].hasPrefix("┗") })
        else { return nil }
        return top...bottom
    }

    /// What is wrong with the card borders on `lines`: each row of a card must end with its
    /// right border at the screen's width (a frame drawn at an old width does not).
    private func borderProblems(_ lines: [String], width: Int) -> [String] {
        let closing: [Character: Character] = ["╭": "╮", "│": "│", "╰": "╯", "┏": "┓", "┃": "┃", "┗": "┛"]
        return lines.enumerated().compactMap { index, line in
            guard let first = line.first, let close = closing[first] else { return nil }
            return line.last == close && displayWidth(line) == width ? nil : "row \(index): \(line)"
        }
    }

    /// Enlarging during an unfold and shrinking during a fold. The resize is sent as soon as the
    /// animation's first frame has ended, so it lands while the card moves (or, on a slow
    /// machine, after); every frame after the program learned the new size (the first full
    /// repaint on) differs from the app at rest at the new size at most in the animating
    /// card's rows, and the app at rest is exactly what a fresh start at the new size draws.
    ///
    /// That last holds only when the list was not scrolled at the old size: a resize keeps the
    /// scroll offset, and an unfold that does not fit scrolls the list a row at a time as the
    /// card grows, so the offset carried over would depend on when the resize landed. Both
    /// old sizes fit the unfolded card (at 60x20 it does not: that case compared equal only
    /// when the resize came within the unfold's first 0.1 s).
    @Test(
        "a resize mid-animation shows no broken frame",
        arguments: [
            (60, 26, "j", "down", 100, 30),
            (100, 30, "j\r", "down enter", 60, 16),
        ])
    func resizeMidAnimation(
        width: Int, height: Int, before: String, beforeKeys: String, newWidth: Int, newHeight: Int
    ) throws {
        let session = try start(width: width, height: height)
        defer { session.close() }
        try session.send(before)
        let wanted = try PtySession.render(width: width, height: height, keys: beforeKeys)
        let ready = try session.waitForScreen(wanted)
        #expect(ready.met, "\(ScreenRows.difference(expected: wanted, actual: ready.screen) ?? "")")
        #expect(try session.settle() == wanted, "at rest before Enter")
        let (frames, rest, acted, atRest) = try session.resize(
            width: newWidth, height: newHeight, sending: Array("\r".utf8))
        #expect(acted && atRest, "a frame after Enter: \(acted); at rest after the resize: \(atRest)")
        #expect(
            rest.count == newHeight && borderProblems(rest, width: newWidth).isEmpty,
            "at rest: \(borderProblems(rest, width: newWidth))\n\(rest.joined(separator: "\n"))")
        let fresh = try PtySession.render(width: newWidth, height: newHeight, keys: beforeKeys + " enter")
        #expect(
            ScreenRows.difference(expected: fresh, actual: rest) == nil,
            "at rest against a fresh start: \(ScreenRows.difference(expected: fresh, actual: rest) ?? "")")
        let repaint = try #require(
            frames.firstIndex { $0.clears }, "a full repaint after the resize (\(frames.count) frames)")
        let card = selectedCardRows(rest) ?? 0...(-1)
        for (number, frame) in frames[repaint...].enumerated() {
            let differing = rest.indices.filter {
                frame.screen.indices.contains($0) ? frame.screen[$0] != rest[$0] : true
            }
            #expect(
                differing.allSatisfy { card.contains($0) },
                "frame \(number) after the resize differs outside the animating card (rows \(differing)): \(ScreenRows.difference(expected: rest, actual: frame.screen) ?? "")"
            )
        }
    }
}

import Canvas
import Foundation
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
        let first = try session.waitForScreen(try PtySession.render(width: width, height: height, keys: ""))
        #expect(first.met, "first frame:\n\(first.screen.joined(separator: "\n"))")
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
            let before = try session.waitForScreen(
                try PtySession.render(width: Self.width, height: Self.height, keys: encoding.beforeKeys))
            #expect(before.met, "\(encoding.name): before:\n\(before.screen.joined(separator: "\n"))")
        }
        try session.send(encoding.bytes)
        let expected = try PtySession.render(
            width: Self.width, height: Self.height, keys: encoding.beforeKeys + " " + encoding.key)
        let after = try session.waitForScreen(expected)
        #expect(
            after.met,
            "\(encoding.name): got\n\(after.screen.joined(separator: "\n"))\nwanted\n\(expected.joined(separator: "\n"))"
        )
        #expect(try session.exitStatus(timeout: 0) == nil, "\(encoding.name): still running")
    }

    @Test("q, a lone Esc and Ctrl-C quit with status 0", arguments: ["q", "\u{1B}", "\u{3}"])
    func quitKeys(bytes: String) throws {
        let session = try start()
        defer { session.close() }
        try session.send(bytes)
        #expect(try session.exitStatus(timeout: 5) == 0)
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
        for row in rows {
            try session.send(row.bytes)
            // Each in its own read: the decoder sees every sequence whole and alone.
            usleep(20_000)
        }
        for bytes in extra {
            try session.send(bytes)
            usleep(700_000)  // past the sequence timeout: the unfinished ones resolve alone
        }
        #expect(
            try session.exitStatus(timeout: 0.5) == nil, "still running after \(rows.count + extra.count) sequences")
        let screen = try session.settle()
        #expect(screen.count == Self.height)
        // Whole: the title line (on whichever pay month the arrows among them paged to) and the hints.
        #expect(screen.first?.hasPrefix(" Payday · demo (read-only) · ") == true, "\(screen.joined(separator: "\n"))")
        #expect(screen.first?.contains(" pay · 6 workplaces · net ₩") == true, "\(screen.joined(separator: "\n"))")
        #expect(screen.last?.hasPrefix(" ←/→ month  ↑/↓ card") == true, "\(screen.joined(separator: "\n"))")
        try session.send("q")
        #expect(try session.exitStatus(timeout: 5) == 0, "responsive: q still quits")
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

    /// Enlarging during an unfold and shrinking during a fold: every frame after the program
    /// learned the new size (the first full repaint on) differs from the app freshly drawn at
    /// the new size at most in the animating card's rows, and that fresh frame is whole. When
    /// nothing was scrolled, it is exactly what a fresh start at the new size draws.
    @Test(
        "a resize mid-animation shows no broken frame",
        arguments: [
            (60, 20, "j", "down", 100, 30, true),
            (100, 30, "j\r", "down enter", 60, 16, false),
        ])
    func resizeMidAnimation(
        width: Int, height: Int, before: String, beforeKeys: String,
        newWidth: Int, newHeight: Int, matchesFreshStart: Bool
    ) throws {
        let session = try start(width: width, height: height)
        defer { session.close() }
        try session.send(before)
        let ready = try session.waitForScreen(try PtySession.render(width: width, height: height, keys: beforeKeys))
        #expect(ready.met, "\(ready.screen.joined(separator: "\n"))")
        let (frames, _) = try session.resize(
            width: newWidth, height: newHeight, sending: Array("\r".utf8), delay: 0.08, collect: 1.0)
        let rest = try session.settle()
        #expect(
            rest.count == newHeight && borderProblems(rest, width: newWidth).isEmpty,
            "at rest: \(borderProblems(rest, width: newWidth))\n\(rest.joined(separator: "\n"))")
        if matchesFreshStart {
            #expect(rest == (try PtySession.render(width: newWidth, height: newHeight, keys: beforeKeys + " enter")))
        }
        let repaint = try #require(
            frames.firstIndex { $0.clears }, "a full repaint after the resize (\(frames.count) frames)")
        let card = selectedCardRows(rest) ?? 0...(-1)
        for (number, frame) in frames[repaint...].enumerated() {
            let differing = rest.indices.filter {
                frame.screen.indices.contains($0) ? frame.screen[$0] != rest[$0] : true
            }
            #expect(
                differing.allSatisfy { card.contains($0) },
                "frame \(number) after the resize differs outside the animating card (rows \(differing)):\n\(frame.screen.joined(separator: "\n"))\nat rest:\n\(rest.joined(separator: "\n"))"
            )
        }
    }
}

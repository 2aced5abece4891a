import Foundation
import Testing

/// The real `payday` binary (the ncurses build) in tmux: first frame, unfold with the right
/// figures, fold, End, resize, `q` and Ctrl-C exit 0 with the terminal restored, bad data exits
/// 1 without touching the screen. Needs `.build/debug/payday` (`make test` builds it first) and
/// tmux (`scripts/deps.sh` installs it); says so and skips without them.
@Suite(.serialized) struct EndToEndTests {
    static let binary = AppTestSupport.packageRoot.appendingPathComponent(".build/debug/payday").path

    private func startApp(language: String = "en") throws -> TmuxSession? {
        guard FileManager.default.isExecutableFile(atPath: Self.binary), TmuxSession.isAvailable else {
            print("EndToEndTests: skipped, needs tmux and \(Self.binary) (run `make test`)")
            return nil
        }
        return try TmuxSession(command: [Self.binary, "--data", AppTestSupport.workplacesFile,
                                         "--today", AppTestSupport.today, "--lang", language])
    }

    /// The modes a shell expects back: canonical input, echo, signals, CR/NL translation.
    private func expectSaneTerminal(_ stty: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let words = Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        for mode in ["icanon", "echo", "isig", "icrnl", "opost", "onlcr", "ixon"] {
            #expect(words.contains(mode), "stty after exit lacks \(mode): \(stty)", sourceLocation: sourceLocation)
        }
    }

    @Test func aSessionThroughTheKeysEndsWithTheTerminalRestored() throws {
        guard let tmux = try startApp() else { return }
        defer { tmux.kill() }

        let first = tmux.waitForScreen { $0.contains("7 workplaces") && $0.contains("Library") }
        #expect(first.matched, "first frame:\n\(first.screen)")
        #expect(first.screen.contains("Payday · Sat, Nov 21, 2026 · 7 workplaces"))
        #expect(first.screen.contains("┃ Cafe Blue"))
        #expect(first.screen.contains("D-19  ₩82,560"))
        #expect(first.screen.contains("↑↓ select  ⏎ details  i in  o out"))

        try tmux.send("Down")
        #expect(tmux.waitForScreen { $0.contains("┃ 야간 편의점 Night Mart") }.matched)
        try tmux.send("Enter")
        let unfolded = tmux.waitForScreen { $0.contains("Income tax") && $0.contains("┗") && $0.contains("▴") }
        #expect(unfolded.matched, "unfolded:\n\(unfolded.screen)")
        for figure in ["Nov 1 – Nov 30, paid Nov 25", "8h   ₩82,560", "8h   ₩41,280", "₩123,840", "₩4,080", "₩119,760"] {
            #expect(unfolded.screen.contains(figure), "\(figure) in\n\(unfolded.screen)")
        }

        try tmux.send("Enter")
        let folded = tmux.waitForScreen { !$0.contains("Income tax") && !$0.contains("▴") }
        #expect(folded.matched, "folded:\n\(folded.screen)")

        try tmux.send("End")
        let last = tmux.waitForScreen { $0.contains("┃ Last Stop Diner") }
        #expect(last.matched, "after End:\n\(last.screen)")

        try tmux.resize(width: 60, height: 20)
        let resized = tmux.waitForScreen { screen in
            let lines = screen.split(separator: "\n")
            return lines.contains { $0.hasPrefix("┗") && $0.count == 60 } && screen.contains("┃ Last Stop Diner")
        }
        #expect(resized.matched, "after resize:\n\(resized.screen)")

        try tmux.send("q")
        #expect(tmux.waitForExit() == 0)
        expectSaneTerminal(tmux.sttyAfterExit)
        // The alternate screen is gone: the shell's screen shows no card.
        #expect(!tmux.screen().contains("Last Stop Diner"))
    }

    /// In Korean, wide characters through ncurses: the borders still line up after them.
    @Test func controlCEndsTheAppTheSameWay() throws {
        guard let tmux = try startApp(language: "ko") else { return }
        defer { tmux.kill() }
        let first = tmux.waitForScreen { $0.contains("일터 7곳") && $0.contains("Library") }
        #expect(first.matched, "\(first.screen)")
        #expect(first.screen.contains("월급날 · 2026년 11월 21일 (토) · 일터 7곳"))
        #expect(first.screen.contains("│ 야간 편의점 Night Mart                             급여일까지 D-4  119,760원 │"))
        try tmux.send("Enter")
        let unfolded = tmux.waitForScreen { $0.contains("소득세") && $0.contains("┗") }
        #expect(unfolded.matched, "\(unfolded.screen)")
        #expect(unfolded.screen.contains("┃  기본급 · 시급 10,320원                                     8시간  82,560원  ┃"))
        try tmux.send("C-c")
        #expect(tmux.waitForExit() == 0)
        expectSaneTerminal(tmux.sttyAfterExit)
    }

    @Test func badDataExitsOneWithTheMessageAndTheScreenUntouched() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary), TmuxSession.isAvailable else {
            print("EndToEndTests: skipped, needs tmux and \(Self.binary) (run `make test`)")
            return
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("payday-bad-\(UUID().uuidString).json")
        try Data(#"{"version": 1, "workplaces": [{"name": "X", "wage": 10320, "payday": {"day": 10}, "shifts": [], "wags": 1}]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let tmux = try TmuxSession(command: [Self.binary, "--data", file.path])
        defer { tmux.kill() }
        #expect(tmux.waitForExit() == 1)
        let screen = tmux.screen()
        #expect(screen.contains(file.lastPathComponent), "\(screen)")
        #expect(screen.contains("wags"))
        expectSaneTerminal(tmux.sttyAfterExit)
    }
}

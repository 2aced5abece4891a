import Foundation
import TerminalTestSupport
import Testing

/// The real `payday` binary (the ncurses build) in tmux: first frame, unfold with the right
/// figures, fold, End, resize, paging between months, `q` and Ctrl-C exit 0 with the terminal restored, bad data exits
/// 1 without touching the screen. Needs `.build/debug/payday` (`make test` builds it first) and
/// tmux (`scripts/deps.sh` installs it); skipped without them.
@Suite(
    .serialized,
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: AppTestSupport.debugBinary) && TmuxSession.isAvailable,
        "needs tmux and .build/debug/payday (make test builds and installs both)"))
struct EndToEndTests {
    static let binary = AppTestSupport.debugBinary

    private func startApp(language: String = "en") throws -> TmuxSession {
        try Self.start([
            Self.binary, "--data", AppTestSupport.workplacesFile,
            "--today", AppTestSupport.today, "--lang", language,
        ])
    }

    /// Runs `command` in an 80x24 pane; after it ends, the shell writes `stty -a` as it then sees
    /// the terminal to the file `stty`, then the exit status to `status`, prints `APP-ENDED` and
    /// waits to be killed (the pane must outlive the app to be inspected).
    static func start(_ command: [String]) throws -> TmuxSession {
        try TmuxSession { directory in
            let quoted = command.map(TmuxSession.shellQuoted).joined(separator: " ")
            return """
                cd \(TmuxSession.shellQuoted(directory.path))
                LANG=C.UTF-8 LC_ALL=C.UTF-8 \(quoted)
                echo $? > status.tmp
                stty -a > stty.tmp && mv stty.tmp stty
                mv status.tmp status
                echo APP-ENDED
                exec sleep 600
                """
        }
    }

    /// The app's exit status once it ended (nil if it did not in time), once tmux shows the
    /// shell's line after it: tmux has then taken in everything the app wrote (the status file
    /// alone can come before that).
    private func exitStatus(_ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) -> Int32? {
        let status = tmux.waitForFile("status").flatMap { Int32($0) }
        let ended = tmux.waitForScreen { $0.contains("APP-ENDED") }
        #expect(ended.met, "the shell's line after the app:\n\(ended.screen)", sourceLocation: sourceLocation)
        return status
    }

    /// Waits (bounded) until the screen shows every one of `texts`, and expects that; the screen.
    @discardableResult
    private func expectScreen(
        _ tmux: TmuxSession, showing texts: [String], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let (screen, missing) = tmux.waitForScreen(showing: texts, joiningWrappedLines: false)
        #expect(missing.isEmpty, "\(what): lacks \(missing) in\n\(screen)", sourceLocation: sourceLocation)
        return screen
    }

    private func sttyAfterExit(_ tmux: TmuxSession) -> String { tmux.waitForFile("stty") ?? "" }

    /// The modes a shell expects back: canonical input, echo, signals, CR/NL translation.
    private func expectSaneTerminal(_ stty: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let words = Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        for mode in ["icanon", "echo", "isig", "icrnl", "opost", "onlcr", "ixon"] {
            #expect(words.contains(mode), "stty after exit lacks \(mode): \(stty)", sourceLocation: sourceLocation)
        }
    }

    @Test func aSessionThroughTheKeysEndsWithTheTerminalRestored() throws {
        let tmux = try startApp()
        defer { tmux.close() }

        // Everything checked on a screen is part of what is waited for: tmux can be captured in
        // the middle of a frame or of an animation.
        expectScreen(
            tmux,
            showing: [
                "Payday · next pay · 7 workplaces · net ₩308,840 · today Sat, Nov 21", "┃ Cafe Blue", "D-19  ₩82,560",
                "Library", "←/→ month  ↑/↓ card  Enter details  i/o clock  c calendar  p payslip  ? keys",
            ], "first frame")

        try tmux.sendKeys("Down")
        #expect(tmux.waitForScreen(joiningWrappedLines: false) { $0.contains("┃ 야간 편의점 Night Mart") }.met)
        try tmux.sendKeys("Enter")
        expectScreen(
            tmux,
            showing: [
                "Income tax", "┗", "▴", "Nov 1 – Nov 30, paid Nov 25", "8h   ₩82,560", "8h   ₩41,280", "₩123,840",
                "₩4,080", "₩119,760",
            ], "unfolded")

        try tmux.sendKeys("Enter")
        let folded = tmux.waitForScreen(joiningWrappedLines: false) { !$0.contains("Income tax") && !$0.contains("▴") }
        #expect(folded.met, "folded:\n\(folded.screen)")

        try tmux.sendKeys("End")
        let last = tmux.waitForScreen(joiningWrappedLines: false) { $0.contains("┃ Last Stop Diner") }
        #expect(last.met, "after End:\n\(last.screen)")

        try tmux.resize(width: 60, height: 20)
        let resized = tmux.waitForScreen(joiningWrappedLines: false) { screen in
            let lines = screen.split(separator: "\n")
            return lines.contains { $0.hasPrefix("┗") && $0.count == 60 } && screen.contains("┃ Last Stop Diner")
        }
        #expect(resized.met, "after resize:\n\(resized.screen)")

        try tmux.sendKeys("q")
        #expect(exitStatus(tmux) == 0)
        expectSaneTerminal(sttyAfterExit(tmux))
        // The alternate screen is gone: the shell's screen shows no card.
        #expect(!tmux.capture(joiningWrappedLines: false).contains("Last Stop Diner"))
    }

    /// Paging in the real binary: ← as tmux's terminal sends it (an escape sequence the app
    /// decodes), h and l; the slide ends on the month asked for, with its figures.
    @Test func arrowsAndHLPageBetweenMonths() throws {
        let tmux = try Self.start([
            Self.binary, "--data", AppTestSupport.historyFile, "--today", AppTestSupport.today, "--lang", "en",
        ])
        defer { tmux.close() }
        expectScreen(tmux, showing: ["next pay", "Bakery", "D-19  ₩41,280"], "first frame")

        try tmux.sendKeys("Left")
        expectScreen(
            tmux,
            showing: [
                "Sep–Oct 2026 pay", "┃ Cafe Blue                                            !  paid Nov 10  ₩92,880 ┃",
                "paid in advance Oct 25  ₩82,560",
            ], "after ←")

        try tmux.sendKeys("l")
        let back = tmux.waitForScreen(joiningWrappedLines: false) {
            $0.contains("next pay") && $0.contains("D-19  ₩41,280 ┃")
        }
        #expect(back.met, "after l:\n\(back.screen)")

        try tmux.sendKeys("h", "h", "h")
        let september = tmux.waitForScreen(joiningWrappedLines: false) {
            $0.contains("Aug–Sep 2026 pay") && $0.contains("paid Oct 10  ₩41,280 ┃")
        }
        #expect(september.met, "at the first month:\n\(september.screen)")

        try tmux.sendKeys("Right")
        #expect(
            tmux.waitForScreen(joiningWrappedLines: false) {
                $0.contains("Sep–Oct 2026 pay") && $0.contains("paid Nov 10  ₩92,880 ┃")
            }.met)

        try tmux.sendKeys("q")
        #expect(exitStatus(tmux) == 0)
    }

    /// In Korean, wide characters through ncurses: the borders still line up after them.
    @Test func controlCEndsTheAppTheSameWay() throws {
        let tmux = try startApp(language: "ko")
        defer { tmux.close() }
        expectScreen(
            tmux,
            showing: [
                "Library", "월급날 · 다음 급여 · 일터 7곳",
                "│ 야간 편의점 Night Mart                          !  급여일까지 D-4  119,760원 │",
            ], "first frame")
        try tmux.sendKeys("Enter")
        expectScreen(
            tmux, showing: ["소득세", "┗", "┃  기본급 · 시급 10,320원                                     8시간  82,560원  ┃"],
            "unfolded")
        try tmux.sendKeys("C-c")
        #expect(exitStatus(tmux) == 0)
        expectSaneTerminal(sttyAfterExit(tmux))
    }

    @Test func badDataExitsOneWithTheMessageAndTheScreenUntouched() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("payday-bad-\(UUID().uuidString).json")
        try Data(
            #"{"version": 1, "workplaces": [{"name": "X", "wage": 10320, "payday": {"day": 10}, "shifts": [], "wags": 1}]}"#
                .utf8
        ).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // What and where, in the language asked for; the terminal as it was.
        for (language, reason) in [
            ("en", #"unknown field "wags"; did you mean "wage"?"#), ("ko", #"알 수 없는 필드 "wags"; "wage"을(를) 쓰려던 건가요?"#),
        ] {
            let tmux = try Self.start([Self.binary, "--data", file.path, "--lang", language])
            defer { tmux.close() }
            #expect(exitStatus(tmux) == 1)
            let screen = tmux.capture(joiningWrappedLines: true)
            #expect(screen.contains("\(file.path): workplaces[0].wags: \(reason)"), "\(screen)")
            expectSaneTerminal(sttyAfterExit(tmux))
        }
    }
}

import Canvas
import Foundation
import TerminalTestSupport
import Testing

/// The real binary on the real ncurses backend in tmux: keys, resize, quitting, and the
/// terminal given back as it was on every way out.
@Suite(
    "terminal-demo in tmux", .serialized,
    .enabled(
        if: TerminalDemo.unavailableReason == nil,
        "needs tmux and .build/debug/terminal-demo (make test builds and installs both)"))
struct EndToEndTests {
    /// Starts the demo in tmux behind the wrapper that records the terminal's modes.
    private func start(width: Int = 60, height: Int = 14, environment: String = "", jobControl: Bool = false) throws
        -> TmuxSession
    {
        try TmuxSession(width: width, height: height) {
            TerminalDemo.wrapper($0, environment: environment, jobControl: jobControl)
        }
    }

    /// Waits (bounded) for the wrapper's last line. The wrapper writes it after the demo ended,
    /// so once tmux shows it, tmux has taken in everything the demo wrote before: the status
    /// file alone can come first.
    private func expectWrapperDone(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) {
        let done = session.waitForScreen { $0.contains("WRAPPER-DONE") }
        #expect(done.met, "the wrapper's last line:\n\(done.screen)", sourceLocation: sourceLocation)
    }

    /// After the demo has gone: the modes are those from before, the cursor is shown, the
    /// alternate screen is left and mouse reporting is off.
    private func expectTerminalRestored(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) {
        expectWrapperDone(session, sourceLocation: sourceLocation)
        let before = session.waitForFile("stty-before")
        let after = session.waitForFile("stty-after")
        #expect(before != nil && before == after, "stty -g before and after", sourceLocation: sourceLocation)
        #expect(
            session.paneFlag("#{cursor_flag} #{alternate_on} #{mouse_any_flag} #{keypad_flag}") == "1 0 0 0",
            "cursor shown, main screen, mouse off, keypad off", sourceLocation: sourceLocation)
    }

    /// Waits (bounded) until the screen shows every one of `texts`, and expects that.
    private func expectScreen(
        _ session: TmuxSession, contains texts: String..., sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let (screen, missing) = session.waitForScreen(showing: texts)
        #expect(missing.isEmpty, "screen lacks \(missing):\n\(screen)", sourceLocation: sourceLocation)
        return screen
    }

    /// What is wrong with the demo's box on `screen`: every row must be exactly as wide as the
    /// window and closed by its border (the canvas and the terminal agree on every width:
    /// Korean, emoji, ☕). Empty when it is intact.
    private func boxProblems(_ screen: String, width: Int, height: Int) -> [String] {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(height).map(String.init)
        var problems: [String] = []
        if rows.count != height { problems.append("\(rows.count) rows, not \(height)") }
        for (index, row) in rows.enumerated() {
            if displayWidth(row) != width { problems.append("row \(index) is \(displayWidth(row)) wide: \(row)") }
            let expectedEnd: Character = index == 0 ? "╮" : index == height - 1 ? "╯" : "│"
            if row.last != expectedEnd { problems.append("row \(index) does not end with \(expectedEnd): \(row)") }
        }
        return problems
    }

    /// Waits (bounded) until the screen shows every one of `texts` with the box intact at
    /// `width`x`height`, and expects both. Waiting matters: tmux may be captured while a frame
    /// (a full repaint after a resize or a continue) is still arriving, which shows as rows not
    /// yet drawn; so everything checked on the screen is part of what is waited for.
    @discardableResult
    private func expectIntactScreen(
        _ session: TmuxSession, contains texts: String..., width: Int, height: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let (screen, met) = session.waitForScreen {
            screen in
            texts.allSatisfy { screen.contains($0) } && boxProblems(screen, width: width, height: height).isEmpty
        }
        let missing = texts.filter { !screen.contains($0) }
        #expect(missing.isEmpty, "screen lacks \(missing):\n\(screen)", sourceLocation: sourceLocation)
        let problems = boxProblems(screen, width: width, height: height)
        #expect(
            met && problems.isEmpty, "box intact at \(width)x\(height): \(problems.joined(separator: "; "))",
            sourceLocation: sourceLocation)
        return screen
    }

    @Test func keysResizeAndQuitWithQ() throws {
        let session = try start()
        defer { session.close() }
        expectIntactScreen(session, contains: "Size: 60x14", "> 월급날 Payday", width: 60, height: 14)

        try session.sendKeys("Down")
        _ = expectScreen(session, contains: "> Café ☕")
        try session.sendKeys("Enter")
        _ = expectScreen(session, contains: "Last: enter", String(repeating: "█", count: 56))

        try session.resize(width: 40, height: 12)
        expectIntactScreen(session, contains: "Size: 40x12", width: 40, height: 12)

        try session.resize(width: 20, height: 5)
        _ = expectScreen(session, contains: "Terminal too small")
        try session.resize(width: 44, height: 12)
        _ = expectScreen(session, contains: "Size: 44x12")

        try session.sendKeys("q")
        #expect(session.waitForFile("status") == "0")
        expectTerminalRestored(session)
        #expect(!session.capture().contains("Terminal demo"), "the demo's screen is gone with the alternate screen")
    }

    /// Whether an SGR sequence on the screen sets a foreground or background colour.
    private func showsColour(_ styled: String) -> Bool {
        styled.split(separator: "\u{1B}").contains { sequence in
            guard sequence.hasPrefix("["), let end = sequence.firstIndex(of: "m") else { return false }
            let parameters = sequence[sequence.index(after: sequence.startIndex)..<end].split(separator: ";").compactMap
            { Int($0) }
            return parameters.contains { (30...49).contains($0) && $0 != 39 && $0 != 49 || (90...107).contains($0) }
        }
    }

    @Test func coloursUnlessNoColor() throws {
        // The whole first frame (the box closed on every row, the selection drawn) before its
        // styles are read.
        let colour = try start()
        defer { colour.close() }
        expectIntactScreen(colour, contains: "Terminal demo", "> 월급날 Payday", width: 60, height: 14)
        #expect(showsColour(colour.captureWithStyles()), "the demo's box and selection are coloured")

        let mono = try start(environment: "NO_COLOR=1")
        defer { mono.close() }
        expectIntactScreen(mono, contains: "Terminal demo", "> 월급날 Payday", width: 60, height: 14)
        let styled = mono.captureWithStyles()
        #expect(!showsColour(styled), "NO_COLOR: no colour at all")
        #expect(
            styled.contains("\u{1B}[7m") || styled.contains(";7m"), "the selection still stands out, in reverse video")
    }

    @Test func resizeDuringAnAnimation() throws {
        let session = try start()
        defer { session.close() }
        _ = expectScreen(session, contains: "Terminal demo")
        // The bar takes 0.5 s to fill; the resize lands while it is moving.
        try session.sendKeys("Enter")
        try session.resize(width: 46, height: 12)
        expectIntactScreen(session, contains: String(repeating: "█", count: 42), "Size: 46x12", width: 46, height: 12)
        try session.sendKeys("q")
        #expect(session.waitForFile("status") == "0")
    }

    @Test func mouseClickSelectsARow() throws {
        let session = try start()
        defer { session.close() }
        _ = expectScreen(session, contains: "> 월급날 Payday")
        // A left press and release at column 5, row 5, as a terminal reports them under
        // tmux-256color (X10 encoding: ESC [ M, then 32 + button, 33 + x, 33 + y).
        try session.sendKeys("-l", "\u{1B}[M &&")
        try session.sendKeys("-l", "\u{1B}[M#&&")
        // The press selects; the release (X10 does not say which button) arrives as its own event.
        _ = expectScreen(session, contains: "Last: mouse-release-other:5,5", "> Family")
        try session.sendKeys("q")
        #expect(session.waitForFile("status") == "0")
    }

    /// After the window grew (tmux keeps the alternate screen's rows that no longer fit when it
    /// shrinks it back on leaving, unless it is blank), quitting or suspending leaves nothing
    /// of the demo in the shell's screen or history.
    @Test("enlarged, then q or Ctrl-Z: nothing left in the shell", arguments: [false, true])
    func enlargedThenLeft(bySuspending: Bool) throws {
        let session = try start(width: 60, height: 14, jobControl: bySuspending)
        defer { session.close() }
        _ = expectScreen(session, contains: "Terminal demo")
        try session.sendKeys("Enter")
        try session.resize(width: 100, height: 30)
        expectIntactScreen(session, contains: "Size: 100x30", width: 100, height: 30)
        if bySuspending {
            try session.sendKeys("C-z")
            #expect(session.waitForFile("stopped") != nil)
            expectIntactScreen(session, contains: "Size: 100x30", width: 100, height: 30)
        }
        try session.sendKeys("q")
        #expect(session.waitForFile("status") == "0")
        #expect(session.waitForFile("stty-after") != nil)
        expectWrapperDone(session)
        let shell = session.captureWithHistory()
        for piece in ["Terminal demo", "╭", "│", "╰", "Payday", "█"] {
            #expect(!shell.contains(piece), "\(piece) left in the shell:\n\(shell)")
        }
        expectTerminalRestored(session)
    }

    @Test func ctrlCQuitsCleanly() throws {
        let session = try start()
        defer { session.close() }
        _ = expectScreen(session, contains: "Terminal demo")
        try session.sendKeys("C-c")
        #expect(session.waitForFile("status") == "0")
        expectTerminalRestored(session)
    }

    @Test(
        "a signal restores the terminal, then acts as before",
        arguments: [
            ("TERM", SIGTERM), ("HUP", SIGHUP), ("INT", SIGINT), ("ABRT", SIGABRT), ("SEGV", SIGSEGV),
        ])
    func signalRestores(name: String, signal: Int32) throws {
        // The Swift crash reporter, off: the process then dies of the signal at once.
        let session = try start(environment: "SWIFT_BACKTRACE=enable=no")
        defer { session.close() }
        _ = expectScreen(session, contains: "Terminal demo")
        let pid = try #require(session.waitForFile("pid").flatMap { Int32($0) })
        #expect(kill(pid, signal) == 0)
        #expect(session.waitForFile("status") == "\(128 + signal)", "died of SIG\(name)")
        expectTerminalRestored(session)
    }

    @Test func crashRestoresTheTerminal() throws {
        let session = try start(environment: "SWIFT_BACKTRACE=enable=no")
        defer { session.close() }
        _ = expectScreen(session, contains: "Terminal demo")
        try session.sendKeys("!")
        let status = session.waitForFile("status").flatMap { Int32($0) }
        #expect(
            status == 128 + SIGILL || status == 128 + SIGTRAP,
            "died of the crash signal, got \(String(describing: status))")
        expectTerminalRestored(session)
    }

    @Test func thrownErrorRestoresAndSaysWhy() throws {
        let session = try start()
        defer { session.close() }
        _ = expectScreen(session, contains: "Terminal demo")
        try session.sendKeys("e")
        #expect(session.waitForFile("status") == "1")
        _ = expectScreen(session, contains: "terminal-demo: the demo was asked to fail")
        expectTerminalRestored(session)
    }

    @Test("Ctrl-Z and SIGTSTP give the terminal back; fg repaints", arguments: [false, true])
    func suspendAndResume(bySignal: Bool) throws {
        let session = try start(jobControl: true)
        defer { session.close() }
        _ = expectScreen(session, contains: "Terminal demo")
        try session.sendKeys("Down")
        _ = expectScreen(session, contains: "> Café ☕")
        if bySignal {
            let pid = try #require(session.waitForFile("pid").flatMap { Int32($0) })
            #expect(kill(pid, SIGTSTP) == 0)
        } else {
            try session.sendKeys("C-z")
        }
        #expect(session.waitForFile("stopped") != nil, "the shell saw the demo stop")
        #expect(session.waitForFile("stty-stopped") == session.waitForFile("stty-before"), "shell modes while stopped")
        // The shell's fg continues it: the demo takes the screen again and repaints it all.
        expectIntactScreen(session, contains: "> Café ☕", width: 60, height: 14)
        try session.sendKeys("Up")
        _ = expectScreen(session, contains: "> 월급날 Payday")
        try session.sendKeys("q")
        #expect(session.waitForFile("status") == "0")
        expectTerminalRestored(session)
    }

    @Test(
        "no usable terminal: one line, status 1, no escape codes",
        arguments: [
            ("TERM=dumb", "dumb"), ("env -u TERM", "TERM is not set"),
            ("TERM=no-such-terminal-xyz", "no terminfo entry"),
        ])
    func unusableTerminalInTmux(environment: String, message: String) throws {
        let session = try start(environment: environment)
        defer { session.close() }
        #expect(session.waitForFile("status") == "1")
        _ = expectScreen(session, contains: message, "terminal-demo: cannot start the full-screen interface")
        expectTerminalRestored(session)
    }
}

/// The demo with no terminal at all.
@Suite(.enabled(if: TerminalDemo.isBuilt, "needs .build/debug/terminal-demo (swift build builds it)"))
struct TerminalDemoWithoutATerminalTests {
    @Test func outputToAPipeGivesAMessageAndNoEscapes() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        let result = try TerminalDemo.runCapturing(TerminalDemo.demo.path, [], environment: environment)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(!result.standardError.contains("\u{1B}"))
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.contains("is not a terminal"))
    }
}

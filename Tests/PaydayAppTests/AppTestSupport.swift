import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import TerminalHosting
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// Fixtures, sessions and snapshot comparison for the app's tests.
enum AppTestSupport {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    /// Seven workplaces with figures worked by hand (see the snapshot tests), dates fixed in
    /// November 2026: never the shipped file, which moves with the date.
    static let workplacesFile = testsDirectory.appendingPathComponent("Fixtures/workplaces.json").path
    /// Four workplaces with shifts from September to November 2026: a payday the next month, one
    /// at the end of the next month, one in the same month (paid in advance), a start day of 16.
    static let historyFile = testsDirectory.appendingPathComponent("Fixtures/history.json").path
    static let emptyFile = testsDirectory.appendingPathComponent("Fixtures/empty.json").path
    static let snapshotsDirectory = testsDirectory.appendingPathComponent("Snapshots")
    static let today = "2026-11-21"

    /// The debug build of `payday` (`make test` builds it first).
    static let debugBinary = packageRoot.appendingPathComponent(".build/debug/payday").path

    /// The `payday` binary built beside the test binary, if it is there (`swift build` builds it).
    static let builtBinary: URL? = {
        let candidate = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("payday")
        return candidate.flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
    }()

    static func session(
        file: String = workplacesFile, language: PayrollLanguage = .english,
        animations: AnimationMode = .full
    ) throws -> PaydaySession {
        let options = try DataOptions.parse(["--data", file, "--today", today])
        var session = try PaydaySession.load(
            options: options, language: language, animations: animations,
            clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
        // Shown in the empty state: the same on every machine, wherever the package is.
        session.dataFile = "Fixtures/" + URL(fileURLWithPath: file).lastPathComponent
        return session
    }

    /// The app in a headless window of `size` on a virtual clock: the window for input and
    /// frames, the scene for its screens and records. The scene owns the controllers and
    /// observers the keys and frames go through, so a test that drives only the window ends
    /// with `withExtendedLifetime(scene) {}`: the scene lives until then, as in the app.
    static func open(_ session: PaydaySession, size: TerminalSize = TerminalSize(width: 80, height: 24)) -> (
        HeadlessWindow, PaydayScene
    ) {
        let screen = HeadlessWindow(width: Double(size.width), height: Double(size.height))
        let scene = PaydayScene(session: session, window: screen.window)
        screen.render()
        return (screen, scene)
    }

    /// The app as the terminal host runs it (its file watcher and minute timer), in a headless
    /// window on a virtual clock.
    static func hosted(_ session: PaydaySession, size: TerminalSize = TerminalSize(width: 80, height: 24)) -> (
        HeadlessWindow, PaydayScene, WindowHost
    ) {
        let clock = ManualClock()
        let (host, scene) = TerminalHost.make(session: session, size: size, clock: clock, logSink: { _ in })
        let screen = HeadlessWindow(window: host.window, clock: clock)
        screen.render()
        return (screen, scene, host)
    }

    /// The screen after `keys`, as `payday render` prints it, with the layout log.
    static func render(
        file: String = workplacesFile, language: PayrollLanguage = .english,
        width: Int, height: Int, keys: String = ""
    ) throws -> (screen: String, log: [String]) {
        var log: [String] = []
        let lines = try TerminalHost.render(
            session: try session(file: file, language: language), width: width, height: height, keys: keys,
            logSink: { log.append($0) })
        return (lines.joined(separator: "\n") + "\n", log)
    }

    /// Compares `text` with the snapshot `name`; with `PAYDAY_RECORD=1` writes it instead (an
    /// explicit act: every recorded snapshot is read by eye before it is committed). On a
    /// mismatch the cells that differ are listed (the testing kit's `SnapshotDirectory`).
    static func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        SnapshotDirectory(snapshotsDirectory, recordVariable: "PAYDAY_RECORD").expect(
            text, named: name, sourceLocation: sourceLocation)
    }
}

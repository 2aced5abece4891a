import Foundation
import Layout
import Payroll
import Terminal
import Testing
@testable import PaydayApp

/// Fixtures, sessions and snapshot comparison for the app's tests.
enum AppTestSupport {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    /// Seven workplaces with figures worked by hand (see the snapshot tests), dates fixed in
    /// November 2026: never the shipped file, which moves with the date.
    static let workplacesFile = testsDirectory.appendingPathComponent("Fixtures/workplaces.json").path
    static let emptyFile = testsDirectory.appendingPathComponent("Fixtures/empty.json").path
    static let snapshotsDirectory = testsDirectory.appendingPathComponent("Snapshots")
    static let today = "2026-11-21"

    static func session(file: String = workplacesFile, language: PayrollLanguage = .english,
                        animations: AnimationMode = .full) throws -> PaydaySession {
        let options = try DataOptions.parse(["--data", file, "--today", today])
        var session = try PaydaySession.load(options: options, language: language, animations: animations,
                                              clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
        // Shown in the empty state: the same on every machine, wherever the package is.
        session.dataFile = "Fixtures/" + URL(fileURLWithPath: file).lastPathComponent
        return session
    }

    /// The screen after `keys`, as `payday render` prints it, with the layout log.
    static func render(file: String = workplacesFile, language: PayrollLanguage = .english,
                       width: Int, height: Int, keys: String = "") throws -> (screen: String, log: [String]) {
        var log: [String] = []
        let canvas = RenderCommand.render(session: try session(file: file, language: language),
                                          size: TerminalSize(width: width, height: height),
                                          script: try ScriptStep.parse(keys), logSink: { log.append($0) })
        return (canvas.lines.map(RenderCommand.trimmingTrailingSpaces).joined(separator: "\n") + "\n", log)
    }

    /// Compares `text` with the snapshot `name`; with `PAYDAY_RECORD=1` writes it instead (an
    /// explicit act: every recorded snapshot is read by eye before it is committed). On a
    /// mismatch the differing lines are printed.
    static func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = snapshotsDirectory.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["PAYDAY_RECORD"] == "1" {
            try? FileManager.default.createDirectory(at: snapshotsDirectory, withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: file)
            print("recorded snapshot \(file.path)")
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path), let expected = String(data: data, encoding: .utf8) else {
            Issue.record("no snapshot \(name).txt; run the tests with PAYDAY_RECORD=1 and read it before committing", sourceLocation: sourceLocation)
            return
        }
        guard expected != text else { return }
        let want = expected.components(separatedBy: "\n")
        let got = text.components(separatedBy: "\n")
        var report = ["snapshot \(name) differs:"]
        for index in 0..<max(want.count, got.count) {
            let line = (index < want.count ? want[index] : "<none>", index < got.count ? got[index] : "<none>")
            if line.0 != line.1 { report += ["  line \(index + 1) expected: \(line.0)", "  line \(index + 1) actual:   \(line.1)"] }
        }
        Issue.record(Comment(rawValue: report.joined(separator: "\n")), sourceLocation: sourceLocation)
    }
}

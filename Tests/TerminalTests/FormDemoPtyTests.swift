import Foundation
import TerminalTestSupport
import Testing

/// The example form of the layout engine's controls (`terminal-demo --form`), driven end to
/// end through a pseudo-terminal with the bytes a terminal sends (Fixtures/form_pty.py; the
/// screen rebuilt by the pyte terminal emulator): Shift-Tab to Submit, an alert for the empty
/// form and Esc to cancel it, Tab through every field typing Hangul as UTF-8 (the terminal's
/// cursor at the insertion point), a bracketed paste, Enter on Submit, the saved record on
/// screen and printed on exit.
@Suite(.serialized) struct FormDemoPtyTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let demo = packageRoot.appendingPathComponent(".build/debug/terminal-demo")
    static let driver = packageRoot.appendingPathComponent("Tests/TerminalTests/Fixtures/form_pty.py")

    /// python3 with pyte (installed by scripts/deps.sh) and the built demo.
    static var canRun: Bool {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import pyte"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0 && FileManager.default.isExecutableFile(atPath: demo.path)
    }

    struct Run: Decodable {
        let checkpoints: [String: String]
        /// Where the terminal's cursor was at each checkpoint: x, y, hidden.
        let cursors: [String: [Int]]
        let status: Int
        let submitted: String?
    }

    @Test(.enabled(if: canRun, "needs python3 with pyte (scripts/deps.sh) and .build/debug/terminal-demo"))
    func tabThroughTheFormTypeHangulAndSubmit() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.driver.path, Self.demo.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readAllRetryingInterruptedReads()
        process.waitUntilExit()
        let run = try JSONDecoder().decode(Run.self, from: data)
        let screens = run.checkpoints

        let start = try #require(screens["start"])
        #expect(start.contains("Record a shift 근무 기록"))
        #expect(start.contains("Workplace 일터   [일터 이름 workplace"))

        let alert = try #require(screens["alert"])
        #expect(alert.contains("Not saved 저장 안 됨"), "\(alert)")
        #expect(alert.contains("[ OK ]"))
        let afterAlert = try #require(screens["after alert"])
        #expect(!afterAlert.contains("Not saved"), "\(afterAlert)")

        // The terminal's cursor sits at the name field's insertion point (the field's text
        // starts at column 20; 카페 블루 takes 9 cells), and is hidden on the switch.
        let named = try #require(screens["name typed"])
        #expect(named.contains("Workplace 일터   [카페 블루"), "\(named)")
        #expect(run.cursors["name typed"] == [29, 3, 0])
        #expect(run.cursors["switch on"]?.last == 1)

        let filled = try #require(screens["filled"])
        #expect(filled.contains("[카페 블루"), "\(filled)")
        #expect(filled.contains("[10320"))
        #expect(filled.contains("[2026-11-23"))
        #expect(filled.contains("[09:00 ] – [18:00 ]"))
        #expect(filled.contains("[─●]"))
        #expect(filled.contains("│ Weekly 주급 │[Monthly 월급]│"))

        let submitted = try #require(screens["submitted"])
        // The paste arrived as one edit, its tab (a control character) filtered out.
        #expect(filled.contains("[야간근무 🌙"))
        let record = "카페 블루 · ₩10320/h · 2026-11-23 09:00–18:00 · night on · Monthly 월급 · 야간근무 🌙"
        #expect(submitted.replacingOccurrences(of: "\n", with: " ").contains("Saved 저장됨:"), "\(submitted)")
        #expect(run.status == 0)
        #expect(run.submitted == "submitted: " + record)
    }
}

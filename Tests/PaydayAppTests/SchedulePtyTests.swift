import Foundation
import Payroll
import PayrollWords
import TerminalTestSupport
import Testing

/// The real binary in a pseudo-terminal (Fixtures/keys_pty.py): the keys that set a schedule go
/// in as the bytes a terminal sends (arrows as escape sequences, Ctrl-U, Enter as CR), the
/// app quits, and the schedule is in the file.
@Suite(
    .enabled(if: AppTestSupport.builtBinary != nil, "needs the payday binary beside the tests (swift build builds it)"),
    .timeLimit(.minutes(2)))
struct SchedulePtyTests {
    static let driver = AppTestSupport.testsDirectory.appendingPathComponent("Fixtures/keys_pty.py").path

    @Test func aScheduleSetInTheAppIsInTheFile() throws {
        let binary = try #require(AppTestSupport.builtBinary)
        let file = try RecordingWorkTests.temporaryFile()
        try FileManager.default.copyItem(atPath: PlanScreensTests.plansFile, toPath: file)
        let keys = [
            "\u{1B}[B",  // ↓: Bookstore
            "S", "a",  // its schedule, a new entry
            "1", "3", "5",  // Monday, Wednesday, Friday
            "\r", "\u{15}", "18:00", "\r",  // Enter: on to the start
            "\u{15}", "23:00", "\r",  // end
            "\u{15}", "30", "\r",  // break
            "\u{15}", "2026-12-01", "\r",  // from
            "2027-02-28", "\r",  // until; Enter in the last field saves
            "q", "q",  // back, then quit
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let keysJSON = String(decoding: try JSONSerialization.data(withJSONObject: keys), as: UTF8.self)
        process.arguments = [
            "python3", Self.driver, "80", "24", keysJSON, binary.path, "--data", file, "--today", "2026-11-21",
            "--lang", "en", "--animations", "none",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readAllRetryingInterruptedReads(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "the app's exit status: \(printed)")
        let disk = try DataFile.load(path: file)
        let bookstore = try #require(disk.workplaces.first { $0.name == "Bookstore" })
        #expect(
            bookstore.schedule == [
                ScheduleEntry(
                    days: [.monday, .wednesday, .friday], start: TimeOfDay(hour: 18, minute: 0)!,
                    end: TimeOfDay(hour: 23, minute: 0)!, breakMinutes: 30, from: LocalDate(iso: "2026-12-01")!,
                    until: LocalDate(iso: "2027-02-28"))
            ])
        // The other workplace's schedule is as it was.
        #expect(disk.workplaces.first { $0.name == "Cafe Plan" }?.schedule.count == 1)
    }
}

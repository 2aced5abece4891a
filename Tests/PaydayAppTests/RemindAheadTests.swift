import ArgumentParser
import Foundation
import Payroll
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// `payday remind` tells what is coming, once each: a planned shift within `--ahead` (12 hours
/// unless told) and a payday tomorrow, remembered beside the data file so that a timer every 10
/// minutes does not repeat them.
@Suite struct RemindAheadTests {
    let file: String

    init() throws { file = try RecordingWorkTests.temporaryFile() }

    private func remind(_ arguments: [String] = [], now: String) throws -> CommandResult {
        try RemindCommand.parse(arguments + ["--via", "text", "--data", file]).result(
            environment: [StoreSession.testNowVariable: now], clock: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "Asia/Seoul")!, outputIsTerminal: false, notifySend: nil)
    }

    /// Cafe: Mondays 18:00-23:00 from Nov 2, paid on the 10th (Dec 10, 2026 is a Thursday).
    private func write() throws {
        try """
        {"version": 1, "workplaces": [{"name": "Cafe", "wage": 10320, "payday": {"day": 10},
          "schedule": [{"days": ["mon"], "start": "18:00", "end": "23:00", "from": "2026-11-02"}],
          "shifts": [{"date": "2026-11-02", "start": "18:00", "end": "23:00"}]}]}
        """.write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// Monday Nov 23 18:00 is 12 hours after 06:00: told at 06:00 (the default), once; at 05:59
    /// it is 12 h 1 m away: not yet. With `--ahead 2h` not at 06:00.
    @Test func aShiftWithinTheDefaultTwelveHoursIsToldOnce() throws {
        try write()
        let line = "Cafe: a shift soon: planned 2026-11-23 18:00-23:00\n"
        #expect(try remind(["--ahead", "2h"], now: "2026-11-23T06:00").standardOutput == "")
        #expect(try remind(now: "2026-11-23T05:59").standardOutput == "")
        #expect(try remind(now: "2026-11-23T06:00").standardOutput == line)
        #expect(try remind(now: "2026-11-23T06:10").standardOutput == "")
        #expect(try remind(now: "2026-11-23T16:10").standardOutput == "")
        let memory = try String(contentsOfFile: file + ".reminded", encoding: .utf8)
        #expect(memory.contains("Cafe\tshift 2026-11-23 18:00-23:00"))
    }

    /// November's pay is paid on Thursday Dec 10: told on Dec 9, once. One shift worked: 300 ×
    /// 10,320 / 60 = 51,600, no deductions; the planned Mondays Nov 9-30 have passed with nothing
    /// recorded (missed, not ahead), and 5 hours a week earns no weekly allowance: ₩51,600.
    @Test func aPaydayTomorrowIsToldOnce() throws {
        try write()
        let out = try remind(now: "2026-12-09T20:00").standardOutput
        #expect(out.contains("Cafe: payday tomorrow: the pay for 2026-11 is expected to be ₩51,600\n"))
        #expect(try remind(now: "2026-12-09T20:10").standardOutput == "")
    }

    /// `--ahead` out of range or not a time is refused, naming the option and the range.
    @Test func aBadAheadIsRefused() throws {
        for bad in ["0h", "169h", "twelve", "-5m", "12d"] {
            #expect(throws: (any Error).self, "\(bad)") { _ = try RemindCommand.parse(["--ahead", bad]) }
        }
        do {
            _ = try RemindCommand.parse(["--ahead", "169h"])
            Issue.record("--ahead 169h was taken")
        } catch {
            #expect(RemindCommand.message(for: error).contains("--ahead 169h"))
            #expect(RemindCommand.message(for: error).contains("1m to 168h"))
        }
        #expect(try RemindCommand.parse(["--ahead", "90m"]).aheadMinutes == 90)
        #expect(try RemindCommand.parse([]).aheadMinutes == 720)
    }
}

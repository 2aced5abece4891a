import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayCommandLine

/// A period with a schedule and no shift recorded yet is shown and forecast by `payday` and
/// `summary --period`, as `paydays` and the app do.
@Suite struct PlansWithoutShiftsTests {
    let file: String
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-plans-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.path + "/workplaces.json"
        for arguments in [
            ["workplace", "add", "편의점", "--wage", "10320", "--payday-day", "10"],
            [
                "schedule", "add", "편의점", "mon,wed,fri", "10:00", "16:00", "--break", "30", "--from", "2026-12-07",
                "--until", "2026-12-13",
            ],
        ] {
            _ = try runStoreCommand(arguments, file: file, now: "2026-12-06T09:00", environment: [:])
        }
    }

    /// Mon, Wed, Fri Dec 7-11 2026, 10:00-16:00 with a 30-minute break: 3 × 330 = 990 minutes ×
    /// 10,320 / 60 = 170,280; no contracted hours, so the week's 16 h 30 m decide the allowance:
    /// min(990, 2,400) / 5 = 198 minutes × 10,320 / 60 = 34,056; expected 204,336 (no deductions).
    @Test func thePayslipForecastsAPeriodWithPlansOnly() throws {
        let result = try PayslipCommand.parse(["--data", file, "--today", "2026-12-06", "--period", "2026-12"])
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: Self.seoul)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("\nExpected by payday  ₩204,336 (3 planned shifts, 16h 30m ahead)\n"))
    }

    @Test func theSummaryForecastsAPeriodWithPlansOnly() throws {
        let result = try SummaryCommand.parse(["--data", file, "--today", "2026-12-06", "--period", "2026-12"])
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: Self.seoul)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("  expected by payday ₩204,336 (3 planned shifts, 16h 30m ahead)\n"))
        // A period before the schedule's first day is still refused, naming it.
        let before = try SummaryCommand.parse(["--data", file, "--today", "2026-12-06", "--period", "2026-11"])
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: Self.seoul)
        #expect(before.exitStatus == 1)
        #expect(before.standardError.contains("2026-11 is before the first shift (편의점, 2026-12-07, in period 2026-12)"))
    }

    /// With nothing planned ahead the forecast can still differ from what is earned (the
    /// month's deductions at its end): the payslip, the summary and the card say so, not
    /// `0 planned shifts, - ahead`.
    @Test func aForecastWithNothingAheadSaysSo() {
        #expect(
            English().payslipExpected(net: "₩245,270", shifts: 0, ahead: "-") == "₩245,270 (no shift planned ahead)")
        #expect(Korean().payslipExpected(net: "245,270원", shifts: 0, ahead: "-") == "245,270원 (남은 예정 근무 없음)")
        #expect(
            PayrollLanguage.english.outputWords.expectedByPayday("₩245,270", plannedShifts: 0, ahead: "-")
                == "expected by payday ₩245,270 (no shift planned ahead)")
        #expect(
            PayrollLanguage.korean.outputWords.expectedByPayday("245,270원", plannedShifts: 0, ahead: "-")
                == "급여일까지 예상 245,270원 (남은 예정 근무 없음)")
        #expect(English().payslipExpected(net: "₩1", shifts: 1, ahead: "5h") == "₩1 (1 planned shift, 5h ahead)")
    }
}

import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// A month whose period is over but not paid yet is final, never "so far", in the statistics as
/// on the cards and the payslip: `ShownPeriodAgreementTests`' two jobs seen on Sun 2026-12-06.
/// Gym's November (Nov 7, 1 h: ₩10,320, no deductions) is paid on Dec 30 and Cafe's (Nov 16,
/// 3 h: 30,960 gross less 3.3 %, 920 + 90 = 1,010: ₩29,950) on Dec 10: both ended, unpaid.
/// December is running at both (Cafe's Dec 2, 3 h: ₩29,950 so far). All together November is
/// ₩10,320 + ₩29,950 = ₩40,270, ended, unpaid.
@Suite struct EndedMonthStatsTests {
    let file: String

    init() throws {
        file = try RecordingWorkTests.temporaryFile()
        try ShownPeriodAgreementTests.json.write(toFile: file, atomically: true, encoding: .utf8)
    }

    private func run(_ arguments: [String], language: String) throws -> String {
        try ShownPeriodAgreementTests.output(
            arguments + ["--today", "2026-12-06"], file: file, environment: [:], language: language)
    }

    /// The model: November has ended at each workplace and in the total, December has not.
    @Test func theModelKnowsAnEndedMonth() throws {
        let disk = try DataFile.load(path: file)
        let today = LocalDate(iso: "2026-12-06")!
        let statistics = YearStatistics(
            file: disk, year: 2026, today: today, now: LocalMoment.endOfDay(today),
            holidays: try HolidayCalendar.bundled(),
            rates: try RateTable.bundled())
        for series in statistics.workplaces + [statistics.total] {
            let november = series.months[10], december = series.months[11]
            #expect(november.status == .current && november.hasEnded, "\(series.workplaceName ?? "all")")
            #expect(december.status == .current && !december.hasEnded, "\(series.workplaceName ?? "all")")
            #expect(!series.months[9].hasEnded, "October is paid, not waiting")
        }
        #expect(statistics.total.months[10].figures.net == Money(won: 40_270))
    }

    /// `payday stats`: November's rows say ended, unpaid; only December's say so far.
    @Test(arguments: [
        ("en", "ended, unpaid", "so far"), ("ko", "종료, 지급 전", "진행 중"),
    ])
    func theCommandSaysEndedNotSoFar(language: String, ended: String, soFar: String) throws {
        let stats = try run(["stats"], language: language).split(separator: "\n").map(String.init)
        let november = stats.filter { $0.hasPrefix(language == "en" ? "  Nov " : "  11월 ") }
        let december = stats.filter { $0.hasPrefix(language == "en" ? "  Dec " : "  12월 ") }
        // Gym, Cafe and all workplaces: three rows each.
        #expect(november.count == 3, "\(stats.joined(separator: "\n"))")
        #expect(november.allSatisfy { $0.hasSuffix(ended) && !$0.contains(soFar) }, "\(november)")
        #expect(november.contains { $0.contains("29,950") }, "Cafe's November")
        #expect(november.contains { $0.contains("40,270") }, "all workplaces' November")
        #expect(december.count == 3)
        #expect(december.allSatisfy { $0.hasSuffix(soFar) }, "\(december)")
    }

    /// The statistics screen (`t`): the months not paid yet are "Nov ended, unpaid" and "Dec so
    /// far", all workplaces together and Cafe alone (Tab twice).
    @Test(arguments: [
        ("en", "Nov ended, unpaid", "Dec so far"), ("ko", "11월 종료, 지급 전", "12월 진행 중"),
    ])
    func theScreenSaysEndedNotSoFar(language: String, ended: String, soFar: String) throws {
        for keys in ["t", "t tab tab"] {
            let screen = try run(["render", "--width", "100", "--height", "30", "--keys", keys], language: language)
            #expect(screen.contains(ended), "\(keys): \(screen)")
            #expect(screen.contains(soFar), "\(keys): \(screen)")
            #expect(!screen.contains(language == "en" ? "Nov, Dec so far" : "11, 12월 진행 중"), "\(screen)")
        }
    }
}

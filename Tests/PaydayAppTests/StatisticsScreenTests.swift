import Payroll
import PayrollWords
import Testing

@testable import PaydayApp

/// The statistics screen (`t`), on a year of data (Fixtures/year.json) seen on 2026-11-21,
/// compared with Snapshots/ and read by eye:
///
/// - Cafe Blue (5 employees, 10,320 won, 20 contracted hours): weekday mornings of 4 h from
///   April 6 to May 29, 40 shifts: 160 h, 1,651,200 base; 8 weekly allowances of 4 h (330,240);
///   the holiday premium on May 1 (Workers' Day, holiday work at every workplace), May 5 and
///   May 25 (Buddha's Birthday's substitute), 3 x 4 h x 10,320 x 0.5 = 3 x 20,640. Gross
///   2,043,360.
/// - Night Mart 편의점 (3 employees, 10,320 won, paid the 25th of the same month): Monday nights
///   22:00-06:00 with an hour's break (7 h) from January 5 to November 16, 46 of them: 322 h,
///   3,323,040; no premium under 5, no allowance under 15 hours a week.
/// - Together: 482 h, 5,366,400 won gross and net (no deductions), 11,133 won an hour
///   (5,366,400 / 482 h, rounded down) against a base of 10,320; November is being earned.
@Suite struct StatisticsScreenTests {
    static let file = AppTestSupport.testsDirectory.appendingPathComponent("Fixtures/year.json").path

    private func check(
        _ name: String, language: PayrollLanguage = .english, width: Int, height: Int, keys: String = "t",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (screen, log) = try AppTestSupport.render(
            file: Self.file, language: language, width: width, height: height, keys: keys)
        #expect(log.isEmpty, "layout log: \(log)", sourceLocation: sourceLocation)
        AppTestSupport.assertSnapshot(screen, named: name, sourceLocation: sourceLocation)
    }

    @Test(arguments: [(80, 24), (120, 40), (40, 20)], PayrollLanguage.allCases)
    func theYearAtAGlance(size: (Int, Int), language: PayrollLanguage) throws {
        try check(
            "\(language.rawValue)-\(size.0)x\(size.1)-statistics", language: language, width: size.0, height: size.1)
    }

    /// Tab: the first workplace alone; Tab again: the second; `m`: hours instead of pay.
    @Test func oneWorkplaceAndHours() throws {
        try check("en-80x24-statistics-cafe", width: 80, height: 24, keys: "t tab")
        try check("en-80x24-statistics-mart-hours", width: 80, height: 24, keys: "t tab tab m m")
        try check("ko-80x24-statistics-mart-hours", language: .korean, width: 80, height: 24, keys: "t tab tab m m")
    }

    /// `?` lists the screen's keys.
    @Test func itsKeys() throws {
        try check("en-80x24-statistics-keys", width: 80, height: 24, keys: "t ?")
        try check("ko-40x20-statistics-keys", language: .korean, width: 40, height: 20, keys: "t ?")
    }

    /// The summary says the hand-worked figures; the bars are the months' gross pay.
    @Test func theFiguresOnScreen() throws {
        let (screen, _) = try AppTestSupport.render(file: Self.file, width: 80, height: 24, keys: "t")
        #expect(screen.contains("Total 482h · gross ₩5,366,400 · net ₩5,366,400"))
        #expect(screen.contains("Per hour ₩11,133 with allowance and premiums (base ₩10,320)"))
        let cafe = try AppTestSupport.render(file: Self.file, width: 80, height: 24, keys: "t tab").screen
        #expect(cafe.contains("2026 · Cafe Blue"))
        #expect(cafe.contains("Total 160h · gross ₩2,043,360"))
    }

    /// The years run from the first shift's (2026: ← stays) to next year's (2027: → once, and no
    /// further).
    @Test func yearsFromTheFirstShiftToNextYear() throws {
        let earlier = try AppTestSupport.render(file: Self.file, width: 80, height: 24, keys: "t left").screen
        #expect(earlier.contains("Statistics · 2026"))
        let later = try AppTestSupport.render(file: Self.file, width: 80, height: 24, keys: "t right right right")
            .screen
        #expect(later.contains("Statistics · 2027"))
    }

    /// With a schedule, the months not paid show what they are expected to pay, apart from what
    /// was earned: on Fixtures/plans.json (the forecast tests' file) November's page is expected
    /// to pay 371,520 (worked by hand in ForecastCardTests), December by the same schedule too.
    @Test func plannedMonthsApart() throws {
        let file = AppTestSupport.testsDirectory.appendingPathComponent("Fixtures/plans.json").path
        let english = try AppTestSupport.render(file: file, width: 80, height: 24, keys: "t").screen
        #expect(english.contains("Expected with the plans: Nov ₩371,520 · Dec "))
        let korean = try AppTestSupport.render(file: file, language: .korean, width: 80, height: 24, keys: "t").screen
        #expect(korean.contains("일정대로라면: 11월 371,520원 · 12월 "))
    }
}

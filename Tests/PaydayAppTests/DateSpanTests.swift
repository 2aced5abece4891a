import Foundation
import Layout
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// The start of the app and `render` cost what is on screen, whatever the span of years
/// between the earliest shift and today: one page a month, but only the pages shown are made
/// (before, every month was a page view with its constraints, and the solver's work grew with
/// the cube of their number: a shift in 1026 kept the app from starting within 30 s).
@Suite struct DateSpanTests {
    /// A session made directly, not through `--today` or a file: whatever the command line and
    /// the loader accept, the screen's cost must not depend on the dates.
    static func session(firstShift: String, today: String) throws -> PaydaySession {
        let shift = { (day: String) in
            Shift(date: LocalDate(iso: day)!, start: TimeOfDay(text: "09:00")!, end: TimeOfDay(text: "15:00")!)
        }
        let place = Workplace(
            name: "GS25", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
            shifts: [shift(firstShift), shift("2026-11-03")])
        let day = LocalDate(iso: today)!
        return PaydaySession(
            file: DataFile(workplaces: [place]), holidays: try HolidayCalendar.bundled(),
            rates: try RateTable.bundled(),
            startMoment: LocalMoment(date: day, time: TimeOfDay(text: "12:00")!), fixedToday: day,
            strings: AppStrings(.english), dataFile: "w.json", animations: .none, isWritable: false,
            wakesOnItsOwn: false)
    }

    /// The steps: a shift typed as 1026 (today 2026-11-21), and today the last day of
    /// the calendar. Both open on next pay. Pages: 1026-11 to 2026-11 is 1000 years and a month,
    /// 12,001 pages (next pay November 2026, paid December 10). 2026-11 to 9999-12 is 7,973
    /// years and two months, 95,678 pages, on 9999-12-31: next pay is December 9999, paid on
    /// January 10 in the year 10000. The command line refuses such a today (`Limits.today`,
    /// TodayRangeTests), but the pay periods step by day numbers in any year, so a session made
    /// directly still gets a payday, never a 1970 page (it used 9999-11-30 to keep clear of that).
    @Test(arguments: [
        ("1026-11-03", "2026-11-21", 12_001, "next pay"), ("2026-11-03", "9999-12-31", 95_678, "next pay"),
    ])
    func theScreenCostsWhatIsShownWhateverTheSpanOfYears(
        firstShift: String, today: String, pages: Int, title: String
    ) throws {
        let (screen, scene) = AppTestSupport.open(try Self.session(firstShift: firstShift, today: today))
        #expect(scene.home.months.count == pages)
        #expect(scene.home.pagedView.numberOfItems == pages)
        // The page shown and its neighbours.
        #expect(scene.home.pagedView.madePageCount <= 3)
        #expect(screen.lines[0].contains(title), "\(screen.lines[0])")
        // Paging a few months back makes a page for each month reached, no more.
        screen.pressKeys(.left, .left, .left)
        #expect(scene.home.pagedView.madePageCount <= 6)
    }

    /// `render` over the same sessions, resizes included: each screen is drawn and the app
    /// holds a handful of pages.
    @Test func renderWithAShiftInTheYear1026() throws {
        let session = try Self.session(firstShift: "1026-11-03", today: "2026-11-21")
        let lines = try TerminalHost.render(
            session: session, width: 80, height: 24, keys: "left resize:60x20 right enter", logSink: { _ in })
        // The page a month after next pay, back to next pay: November 2026.
        #expect(lines[0].contains("next pay"), "\(lines[0])")
        #expect(lines.count == 20)
    }
}

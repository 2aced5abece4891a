import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp

/// The one workplace's calendar (`c`), the shift list (`s`) and the payslip count the same
/// shifts for a period. Cafe, 10,320 won an hour, paid on the 10th, seen on Sat 2026-11-21:
/// Fri Oct 30 (the week across November's first day, which belongs to October), Mon Nov 2 and
/// Wed Nov 18 worked, Wed Nov 25 entered ahead; each 09:00-13:00, 4 h = 41,280 won (no weekly
/// allowance under 15 hours a week).
@Suite struct ShiftCountAgreementTests {
    @Test func theCalendarTheListAndThePayslipCountTheSameShifts() throws {
        let file = try RecordingWorkTests.temporaryFile()
        try """
        {"version": 1, "workplaces": [{"name": "cafe", "wage": 10320, "payday": {"day": 10}, "shifts": [
          {"date": "2026-10-30", "start": "09:00", "end": "13:00"}, {"date": "2026-11-02", "start": "09:00", "end": "13:00"},
          {"date": "2026-11-18", "start": "09:00", "end": "13:00"}, {"date": "2026-11-25", "start": "09:00", "end": "13:00"}]}]}
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let (_, scene) = AppTestSupport.open(try AppTestSupport.session(file: file))
        let place = try #require(scene.records.workplace(named: "cafe"))
        let basis = scene.records.basis
        let november = PayPeriod(iso: "2026-11")!
        func day(_ day: Int) -> LocalDate { LocalDate(year: 2026, month: 11, day: day)! }
        let worked: Set = [day(2), day(18)], ahead: Set = [day(25)]

        // c: a figure on each day with a shift, the one ahead included, 240 minutes and 41,280 each.
        let calendar = MonthCalendarViewController.figures(of: place, year: 2026, month: 11, basis: basis)
        #expect(Set(calendar.keys) == worked.union(ahead))
        for (date, figure) in calendar {
            #expect(figure.paidMinutes == 240 && figure.pay == Money(won: 41_280), "\(date)")
        }

        // s: the period's rows, the same days, worked and ahead apart, the same pay on each.
        let list = ShiftListRows(
            workplace: place, scope: .period(place.period(named: november)), basis: basis,
            strings: AppStrings(.english))
        let rows = list.weeks.flatMap(\.rows).filter(\.paysOnList)
        #expect(Set(rows.filter { !$0.isPlanned }.map(\.shift.date)) == worked)
        #expect(Set(rows.filter(\.isAhead).map(\.shift.date)) == ahead)
        #expect(rows.count == 3, "Oct 30 belongs to October's period")
        for row in rows {
            #expect(ShiftListRows.pay(of: row.shift, at: place, holidays: basis.holidays) == Money(won: 41_280))
        }

        // The payslip (as its screen, the card and `payday payslip` make it): the worked days so
        // far (2 × 240 = 480 minutes, 82,560 won), and the one ahead in what is expected by
        // payday (1 shift, 240 minutes).
        let payslip = basis.payslipWithForecast(of: place, month: november)
        #expect(Set(payslip.days.keys) == worked)
        #expect(payslip.minutes.paid == 480)
        #expect(payslip.pay.base == Money(won: 82_560))
        let expected = try #require(payslip.expectedBeyondEarned)
        #expect(expected.plannedAhead == 1)
        #expect(expected.plannedAheadMinutes == 240)
    }

    /// The calendar's figures come from every pay period that touches the month, however long a
    /// period is: Hub pays by the week (Fridays) and Event by the day, and each day worked in
    /// November has its figures, not only those in the periods holding the 1st and the 30th
    /// (which left Hub's Nov 4, 11 and 18 and Event's Nov 15 blank). Hub: 09:00-18:00 less 60
    /// minutes, 8 h at 10,320 = 82,560 won a day (8 h a week: no weekly allowance). Event: the
    /// same hours at 12,000 = 96,000 won.
    @Test func weeklyAndDailyPayHaveEveryDayOfTheMonthOnTheCalendar() throws {
        let file = try RecordingWorkTests.temporaryFile()
        let hub = ["04", "11", "18"].map {
            #"{"date": "2026-11-\#($0)", "start": "09:00", "end": "18:00", "break": 60}"#
        }
        try """
        {"version": 1, "workplaces": [
          {"name": "Hub", "wage": 10320, "payday": {"weekday": "fri"}, "shifts": [\(hub.joined(separator: ", "))]},
          {"name": "Event", "wage": 12000, "payday": {"daily": true, "lagDays": 1}, "shifts": [
            {"date": "2026-11-15", "start": "09:00", "end": "18:00", "break": 60}]}]}
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let (_, scene) = AppTestSupport.open(try AppTestSupport.session(file: file))
        let basis = scene.records.basis
        func day(_ day: Int) -> LocalDate { LocalDate(year: 2026, month: 11, day: day)! }
        let expected: [(name: String, days: Set<LocalDate>, pay: Int)] = [
            ("Hub", [day(4), day(11), day(18)], 82_560), ("Event", [day(15)], 96_000),
        ]
        for (name, days, pay) in expected {
            let place = try #require(scene.records.workplace(named: name))
            let calendar = MonthCalendarViewController.figures(of: place, year: 2026, month: 11, basis: basis)
            #expect(Set(calendar.keys) == days, "\(name)")
            for (date, figure) in calendar {
                #expect(figure.paidMinutes == 480 && figure.pay == Money(won: pay), "\(name) \(date)")
            }
        }
    }
}

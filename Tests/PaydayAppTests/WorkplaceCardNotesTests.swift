import Payroll
import PayrollWords
import Testing

@testable import PaydayApp

/// The card carries every warning of its period, written under its table when unfolded.
@Suite struct WorkplaceCardNotesTests {
    /// Four insurances and 20 hours in July 2027: the rates not yet known and the 60-hour note,
    /// in the card's language.
    @Test func theSixtyHourNoteAndUnknownRatesReachTheCard() throws {
        let shifts = [
            Shift(
                date: LocalDate(iso: "2027-07-05")!, start: TimeOfDay(text: "10:00")!, end: TimeOfDay(text: "21:00")!,
                breakMinutes: 60),
            Shift(
                date: LocalDate(iso: "2027-07-06")!, start: TimeOfDay(text: "10:00")!, end: TimeOfDay(text: "21:00")!,
                breakMinutes: 60),
        ]
        let place = Workplace(
            name: "CGV", wages: WageHistory(hourly: 10_700), payday: PaydayRule(day: 10),
            weeklyHolidayAllowance: false, deductions: DeductionRules(insurance: .four), shifts: shifts)
        let today = LocalDate(iso: "2027-07-20")!
        let slip = Payslip(
            workplace: place, today: today, now: .endOfDay(today), holidays: try HolidayCalendar.bundled(),
            rates: try RateTable.bundled())
        let english = CardText(WorkplaceCard(payslip: slip), strings: AppStrings(.english))
        // The warnings first, then why there are no premiums (one employee).
        // July 2027 still running on the 20th: the floors are not applied yet, and a note says so.
        #expect(Array(english.notes.prefix(3)) == slip.warnings.map { $0.text(.english) })
        #expect(english.notes.count == 4)
        #expect(english.notes[2] == "so far: the insurances' monthly minimums apply once the period has ended")
        #expect(english.notes[3] == "under 5 employees: no night, overtime or holiday premium")
        #expect(english.notes[1].hasPrefix("20h this period, under 60 hours"))
        let korean = CardText(WorkplaceCard(payslip: slip), strings: AppStrings(.korean))
        #expect(korean.notes[1].hasPrefix("이번 기간 20시간, 월 60시간 미만"))
    }
}

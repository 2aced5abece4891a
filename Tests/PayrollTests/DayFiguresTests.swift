import Testing

@testable import Payroll

/// `Payslip.days`: each worked date's minutes and pay, the calendar's figures.
@Suite struct DayFiguresTests {
    /// Worked by hand at 10,000 won with 5 employees: Nov 2 14:00-02:00 (1 h break) is 11 h paid,
    /// 4 h at night, 3 h over 8: 110,000 + 20,000 + 15,000 = 145,000; Nov 4 09:00-13:00 is
    /// 4 h, 40,000. The two days add up to the period's gross (no weekly allowance: off).
    @Test func eachDayHasItsMinutesAndPay() {
        let slip = payslip(
            workplace(
                employees: 5, weeklyHolidayAllowance: false,
                shifts: [shift("2026-11-02", "14:00", "02:00", break: 60), shift("2026-11-04", "09:00", "13:00")]),
            today: "2026-11-21")
        #expect(
            slip.days == [
                date("2026-11-02"): DayFigures(paidMinutes: 660, pay: Money(won: 145_000)),
                date("2026-11-04"): DayFigures(paidMinutes: 240, pay: Money(won: 40_000)),
            ])
        #expect(slip.days.values.reduce(Money.zero) { $0 + $1.pay } == slip.pay.gross)
    }

    /// Under 5 employees no premium is paid: a day's pay is its base pay only.
    @Test func noPremiumsUnderFiveEmployees() {
        let slip = payslip(
            workplace(
                employees: 4, weeklyHolidayAllowance: false, shifts: [shift("2026-11-02", "14:00", "02:00", break: 60)]),
            today: "2026-11-21")
        #expect(slip.days[date("2026-11-02")] == DayFigures(paidMinutes: 660, pay: Money(won: 110_000)))
    }

    /// A shift of the week before the period counts toward that week's 40 hours but is not a day
    /// of this period.
    @Test func onlyThePeriodsDays() {
        let slip = payslip(
            workplace(shifts: [shift("2026-10-30", "09:00", "13:00"), shift("2026-11-02", "09:00", "13:00")]),
            today: "2026-11-21")
        #expect(Array(slip.days.keys) == [date("2026-11-02")])
    }
}

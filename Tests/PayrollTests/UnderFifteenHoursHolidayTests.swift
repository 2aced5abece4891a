import Testing

@testable import Payroll

/// A worker under 15 contracted hours a week has no legal holidays (Labor Standards Act art. 18
/// (3): arts. 55 and 60 do not apply): a public holiday is an ordinary day, neither a paid day off
/// nor holiday work, in the payslip and in the forecast alike. 6 employees, 10,320 won, Christmas
/// 2026 (Friday Dec 25, a public holiday), a schedule of Fridays and Saturdays 17:00-22:00 (5 h,
/// no break) for the week of Dec 21-27, employed from Dec 1.
@Suite struct UnderFifteenHoursHolidayTests {
    func place(contractWeeklyHours: ContractHours?, worked: [String]) -> Workplace {
        Workplace(
            name: "카페", employees: 6, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10, ifHoliday: .keep),
            contractWeeklyHours: contractWeeklyHours, weeklyHolidayAllowance: false,
            shifts: worked.map { shift($0, "17:00", "22:00") },
            schedule: [
                ScheduleEntry(
                    days: [.friday, .saturday], start: time("17:00"), end: time("22:00"), breakMinutes: 0,
                    from: date("2026-12-21"), until: date("2026-12-27"))
            ], startDate: date("2026-12-01"))
    }

    /// 10 h a week planned (2 × 5 h), no contracted hours: Christmas worked is 5 h at 10,320 =
    /// 51,600 of base pay and no holiday premium (at 15 h or more it would add 5 × 10,320 × 0.5 =
    /// 25,800), and no paid holiday beside it. Dec 26 worked too: base 2 × 51,600 = 103,200.
    /// Forecast on Dec 20 (both ahead): the same 103,200, no holiday minutes.
    @Test func underFifteenHoursChristmasIsAnOrdinaryDay() throws {
        let holidays = try shippedHolidays()
        let cafe = place(contractWeeklyHours: nil, worked: ["2026-12-25", "2026-12-26"])
        let slip = payslip(cafe, today: "2026-12-31", holidays: holidays)
        #expect(slip.pay == Payslip.Pay(base: Money(won: 103_200)))
        #expect(slip.minutes.holiday == 0)
        #expect(slip.paidDaysOff.isEmpty)

        let planned = place(contractWeeklyHours: nil, worked: [])
        let forecast = Payslip.forecast(
            workplace: planned, period: PayPeriod(year: 2026, month: 12), now: .endOfDay(date("2026-12-20")),
            holidays: holidays, rates: shippedRates)
        #expect(forecast.pay == Payslip.Pay(base: Money(won: 103_200)))
        #expect(forecast.minutes.holiday == 0)
        #expect(forecast.plannedAhead == 2)
    }

    /// The same schedule with 15 contracted hours a week: Christmas is the worker's holiday. Worked:
    /// base 103,200, the holiday premium 25,800, and the paid holiday for the planned shift, 5 h ×
    /// 10,320 = 51,600: gross 180,600. The forecast on Dec 20 pays Christmas as the paid holiday
    /// (51,600, not worked in the plan) and Dec 26 as work (51,600).
    @Test func atFifteenHoursChristmasIsAHoliday() throws {
        let holidays = try shippedHolidays()
        let cafe = place(contractWeeklyHours: 15, worked: ["2026-12-25", "2026-12-26"])
        let slip = payslip(cafe, today: "2026-12-31", holidays: holidays)
        #expect(slip.pay.base == Money(won: 103_200))
        #expect(slip.pay.holiday == Money(won: 25_800))
        #expect(slip.pay.paidDaysOff == Money(won: 51_600))
        #expect(slip.pay.gross == Money(won: 180_600))

        let planned = place(contractWeeklyHours: 15, worked: [])
        let forecast = Payslip.forecast(
            workplace: planned, period: PayPeriod(year: 2026, month: 12), now: .endOfDay(date("2026-12-20")),
            holidays: holidays, rates: shippedRates)
        #expect(forecast.pay == Payslip.Pay(base: Money(won: 51_600), paidDaysOff: Money(won: 51_600)))
    }
}

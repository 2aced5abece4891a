import Testing

@testable import Payroll

/// Plans whose notes and forecasts the law decides: a week missed whole, and a planned public
/// holiday under 15 hours a week.
@Suite struct PlanNotesTests {
    static let monWedFri: [Weekday] = [.monday, .wednesday, .friday]

    /// 16 contracted hours, Monday, Wednesday and Friday 10:00-16:00 with 30 minutes' break, from
    /// November 2, 2026, seen on November 30; the week of November 9-15 missed whole (no shift at
    /// all): it earns no allowance and the note names its three days, as for a week with one day
    /// missed. The other weeks: 3 weeks to Sundays November 8, 22 and 29 at 192 minutes ×
    /// 10,320 / 60 = 33,024 each = 99,072.
    @Test func aWeekMissedWholeHasItsNote() {
        let worked = [
            "2026-11-02", "2026-11-04", "2026-11-06", "2026-11-16", "2026-11-18", "2026-11-20", "2026-11-23",
            "2026-11-25", "2026-11-27", "2026-11-30",
        ]
        let cafe = Workplace(
            name: "카페", employees: 1, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10, ifHoliday: .keep),
            contractWeeklyHours: 16, shifts: worked.map { shift($0, "10:00", "16:00", break: 30) },
            schedule: [
                ScheduleEntry(
                    days: Self.monWedFri, start: time("10:00"), end: time("16:00"), breakMinutes: 30,
                    from: date("2026-11-02"))
            ])
        let slip = payslip(cafe, today: "2026-11-30")
        #expect(slip.pay.weeklyHolidayAllowance == Money(won: 99_072))
        #expect(
            slip.warnings == [
                .allowanceLostForMissedDays(
                    sunday: date("2026-11-15"), missed: ["2026-11-09", "2026-11-11", "2026-11-13"].map(date))
            ])
        // Under 15 contracted hours no week earns an allowance, so none is said to be lost.
        var short = cafe
        short.contractWeeklyHours = 14
        #expect(payslip(short, today: "2026-11-30").warnings.isEmpty)
    }
}

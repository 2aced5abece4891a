import Testing

@testable import Payroll

/// Severance as the law counts it, worked by hand: a year as the calendar has it, the part-timer's
/// day, the window's last night, no allowance where none is paid, a formula that recomputes.
@Suite struct SeveranceLawTests {
    /// 4 employees, 10,000 won, 20 contracted hours, Monday to Friday `start`-`end` from August 3
    /// to October 30, 2026 (13 weeks, 65 shifts), from `startDate` to `endDate`.
    func job(
        from start: String = "2025-11-01", to end: String = "2026-10-31", hours: (String, String) = ("09:00", "13:00"),
        allowance: Bool = true, extra: [Shift] = []
    ) -> Workplace {
        Workplace(
            name: "편의점", employees: 4, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20, weeklyHolidayAllowance: allowance,
            shifts: shifts(on: weekdays, from: "2026-08-03", through: "2026-10-30", hours.0, hours.1) + extra,
            startDate: date(start), endDate: date(end))
    }

    func severance(_ workplace: Workplace, today: String = "2028-12-01") throws -> Severance {
        try #require(
            workplace.severance(
                today: date(today), now: .endOfDay(date(today)), holidays: noHolidays, rates: shippedRates))
    }

    /// A year runs from the start to the same date a year later: 2027-03-01 to 2028-02-28 is 365
    /// days, but that year holds 2028-02-29, so it is 366 days and severance is not yet owed;
    /// to 2028-02-29 (366 days) it is. And 2025-11-01 to 2026-10-31 (365 days, no 29 February) is.
    @Test func aYearAsTheCalendarCountsIt() throws {
        func leapJob(_ end: String) -> Workplace {
            Workplace(
                name: "카페", employees: 4, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
                contractWeeklyHours: 20,
                shifts: shifts(on: weekdays, from: "2027-12-01", through: end, "09:00", "13:00"),
                startDate: date("2027-03-01"), endDate: date(end))
        }
        let short = try severance(leapJob("2028-02-28"))
        #expect(short.serviceDays == 365)
        #expect(short.daysInAYear == 366)
        #expect(!short.isEligible)
        #expect(short.amount == .zero)
        let year = try severance(leapJob("2028-02-29"))
        #expect(year.serviceDays == 366)
        #expect(year.isEligible)
        let plain = try severance(job())
        #expect(plain.daysInAYear == 365)
        #expect(plain.isEligible)
        // One year and a day: 2025-11-01 to 2026-11-01, 366 counted days, owed.
        let yearAndADay = try severance(job(to: "2026-11-01"))
        #expect(yearAndADay.countedDays == 366)
        #expect(yearAndADay.isEligible)
    }

    /// The floor for a part-timer: 3 shifts of 8 h a week, contracted 24 h: a day is 24 / 5 =
    /// 4.8 h (288 minutes) × 10,500 = 50,400 won, not a scheduled day's 8 h × 10,500 = 84,000.
    @Test func thePartTimersDayIsTheWeekOverFive() throws {
        let plan = ScheduleEntry(
            days: [.monday, .wednesday, .friday], start: time("09:00"), end: time("18:00"), breakMinutes: 60,
            from: date("2025-11-03"))
        let place = Workplace(
            name: "공장", employees: 5, wages: WageHistory(hourly: 10_500), payday: PaydayRule(day: 10),
            contractWeeklyHours: 24,
            shifts: shifts(
                on: [.monday, .wednesday, .friday], from: "2026-08-03", through: "2026-10-30", "09:00", "18:00",
                break: 60),
            schedule: [plan], startDate: date("2025-11-03"), endDate: date("2026-10-30"))
        let s = try severance(place)
        #expect(s.ordinaryDayMinutes == 288)
        #expect(s.ordinaryDailyWage == Money(won: 50_400))
    }

    /// The window holds every shift that starts in it: a last day's 22:00-02:00 shift (4 h at
    /// 10,000, no premiums under 5 employees) adds 40,000 to the window's pay.
    @Test func theLastNightIsInTheWindow() throws {
        let without = try severance(job(to: "2026-10-31"))
        let with = try severance(job(to: "2026-10-31", extra: [shift("2026-10-31", "22:00", "02:00")]))
        #expect(with.windowPay.won - without.windowPay.won == 40_000)
    }

    /// No weekly holiday allowance where the workplace pays none: 65 shifts × 4 h × 10,000 =
    /// 2,600,000, without the 12 weeks × 4 h × 10,000 = 480,000 the allowance would add.
    @Test func noAllowanceWhereNoneIsPaid() throws {
        #expect(try severance(job(allowance: false)).windowPay == Money(won: 2_600_000))
        #expect(try severance(job()).windowPay == Money(won: 3_080_000))
    }

    /// The written formula recomputes to the amount. Shifts of 10 h: 65 × 100,000 = 6,500,000 +
    /// 12 allowances × 40,000 = 6,980,000 over 92 days = 75,869.565... a day, written 75,869.56,
    /// above the ordinary 40,000. From 2025-09-27 to 2026-10-31: 400 days.
    /// 75,869.56 × 30 × 400 / 365 = 2,494,341.69..., cut: 2,494,341 (the words' tests read the formula).
    @Test func theFormulaRecomputes() throws {
        let s = try severance(job(from: "2025-09-27", hours: ("09:00", "19:00")))
        #expect(s.windowPay == Money(won: 6_980_000))
        #expect(s.countedDays == 400)
        #expect(!s.usesOrdinaryWage)
        #expect(s.dailyWageHundredths == 7_586_956)
        #expect(s.amount == Money(won: 2_494_341))
    }
}

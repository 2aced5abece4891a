import Testing

@testable import Payroll

/// The worked examples of the law's cases with their own figures, beside the rules' other tests.
extension LeaveAttendanceTests {
    /// 17 paid public holidays (Mondays) and May 1 among the year's 261 weekdays, 51 days missed:
    /// 261 − 17 − 1 = 243 scheduled, 243 − 51 = 192 attended, 192 / 243 = 79.0 %: no 15 days.
    /// Counting the paid days off as attended gave 261 − 51 = 210, 210 / 261 = 80.5 %, and 15 days.
    @Test func oneNinetyTwoOfTwoFortyThree() throws {
        let (place, calendar) = job(holidays: 17, missed: 51)
        #expect(try yearGrant(place, calendar) == nil)
        let leave = try #require(
            place.annualLeave(today: date("2027-01-10"), now: .endOfDay(date("2027-01-10")), holidays: calendar))
        #expect(leave.misses.contains { $0.attended == 192 && $0.scheduled == 243 })
    }
}

/// An underpaid minimum wage is an amount: March 2026, 20 weekdays (Mar 2 to 27) of 09:00-13:48
/// (288 minutes) at 10,016 won where the minimum is 10,320: 20 × 288 = 5,760 minutes,
/// 5,760 × (10,320 − 10,016) / 60 = 5,760 × 304 / 60 = 1,751,040 / 60 = 29,184 won short.
@Suite struct MinimumWageShortfallMarchTests {
    @Test func twentyNineThousandOneHundredEightyFour() {
        let job = workplace(
            wage: 10_016, weeklyHolidayAllowance: false,
            shifts: shifts(on: weekdays, from: "2026-03-02", through: "2026-03-27", "09:00", "13:48"))
        let slip = Payslip(
            workplace: job, period: PayPeriod(year: 2026, month: 3), today: date("2026-04-20"),
            now: .endOfDay(date("2026-04-20")), holidays: noHolidays, rates: shippedRates)
        #expect(slip.warnings.contains(.belowMinimumWage(hourly: 10_016, minimum: 10_320, year: 2026, minutes: 5_760)))
        #expect(slip.minimumWageShortfall == Money(won: 29_184))
    }
}

/// The severance formula recomputes to its amount with the law's example figures: 4,694,000 won
/// earned in the 91 days of April to June 2026, service 2025-05-28 to 2026-06-30 (365 + 33 + 1 =
/// 399 days), a part-timer's ordinary day 3 h × 10,320 = 30,960, below the average.
///   Amount: 4,694,000 × 30 × 399 / (91 × 365) = 56,187,180,000 / 33,215 = 1,691,620.05 →
///   1,691,620. The daily wage written to a hundredth, cut: 4,694,000 / 91 = 51,582.417... →
///   51,582.41; 51,582.41 × 30 × 399 / 365 = 1,691,620.40, the same won. Written in whole won
///   (51,582 × 30 × 399 / 365 = 1,691,606.96) it did not recompute.
@Suite struct SeveranceExampleFiguresTests {
    @Test func oneMillionSixHundredNinetyOneThousandSixHundredTwenty() {
        let severance = Severance(
            start: date("2025-05-28"), end: date("2026-06-30"), isIfLeftToday: false, serviceDays: 399,
            excludedSpans: [], window: date("2026-04-01")...date("2026-06-30"), windowPay: Money(won: 4_694_000),
            ordinaryHourlyWage: 10_320, ordinaryDayMinutes: 180)
        #expect(severance.windowDays == 91)
        #expect(severance.daysInAYear == 365 && severance.isEligible)
        #expect(!severance.usesOrdinaryWage)
        #expect(severance.dailyWageHundredths == 5_158_241)
        #expect(severance.amount == Money(won: 1_691_620))
        #expect(severance.dailyWageHundredths * 30 * 399 / (100 * 365) == 1_691_620)
    }
}

/// A public holiday in a week whose allowance goes by the hours (no contracted hours): 6
/// employees, 10,320 won, Monday, Wednesday and Friday 10:00-15:00 (5 h) planned December 7 to
/// 27, 2026, every day worked but Christmas (Friday the 25th, a public holiday, a paid day off).
///   Base: 8 × 5 h × 10,320 = 412,800; the paid day off 5 h × 10,320 = 51,600.
///   Each week's hours are 15 (the week of the 21st: 10 worked + the paid day off's 5), so each
///   of the three earns 15 / 40 × 8 h × 10,320 = 30,960: 92,880. Gross 412,800 + 51,600 +
///   92,880 = 557,280. Leaving the paid day off's hours out gave 10 h that week and 61,920.
@Suite struct HolidayWeekByTheHoursTests {
    @Test func ninetyTwoThousandEightHundredEighty() throws {
        let days = ["2026-12-07", "2026-12-09", "2026-12-11", "2026-12-14", "2026-12-16", "2026-12-18"]
        let job = Workplace(
            name: "식당", employees: 6, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
            shifts: (days + ["2026-12-21", "2026-12-23"]).map { shift($0, "10:00", "15:00") },
            schedule: [
                ScheduleEntry(
                    days: [.monday, .wednesday, .friday], start: time("10:00"), end: time("15:00"), breakMinutes: 0,
                    from: date("2026-12-07"), until: date("2026-12-27"))
            ])
        let slip = Payslip(
            workplace: job, period: PayPeriod(year: 2026, month: 12), today: date("2027-01-05"),
            now: .endOfDay(date("2027-01-05")), holidays: try shippedHolidays(), rates: shippedRates)
        #expect(slip.pay.base == Money(won: 412_800))
        #expect(slip.pay.paidDaysOff == Money(won: 51_600))
        #expect(slip.pay.weeklyHolidayAllowance == Money(won: 92_880))
        #expect(slip.pay.gross == Money(won: 557_280))
    }
}

/// Without contracted hours, a schedule's hours decide the weekly holiday allowance, not the hours
/// worked: 4 employees (no part-timer's premium), 10,320 won, December 2026, seen 2027-01-05.
@Suite struct ScheduledHoursDecideTheAllowanceTests {
    private func slip(planned days: [Weekday], worked: [Shift]) throws -> Payslip {
        let job = Workplace(
            name: "편의점", employees: 4, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
            shifts: worked,
            schedule: [
                ScheduleEntry(
                    days: days, start: time("10:00"), end: time("15:00"), breakMinutes: 0,
                    from: date("2026-12-07"), until: date("2026-12-13"))
            ])
        return Payslip(
            workplace: job, period: PayPeriod(year: 2026, month: 12), today: date("2027-01-05"),
            now: .endOfDay(date("2027-01-05")), holidays: try shippedHolidays(), rates: shippedRates)
    }

    /// Planned Mon/Wed/Fri 10:00-15:00 (15 h); worked Monday to 18:00 (8 h), Wednesday and Friday
    /// as planned: 18 h worked. Base 18 × 10,320 = 185,760. The allowance goes by the 15 scheduled
    /// hours: 15 / 40 × 8 h × 10,320 = 30,960 (the 18 worked would give 37,152). Gross 216,720.
    @Test func longerThanPlannedPaysTheScheduledWeeksAllowance() throws {
        let slip = try slip(
            planned: [.monday, .wednesday, .friday],
            worked: [
                shift("2026-12-07", "10:00", "18:00"), shift("2026-12-09", "10:00", "15:00"),
                shift("2026-12-11", "10:00", "15:00"),
            ])
        #expect(slip.pay.base == Money(won: 185_760))
        #expect(slip.pay.weeklyHolidayAllowance == Money(won: 30_960))
        #expect(slip.pay.gross == Money(won: 216_720))
    }

    /// Planned Mon/Wed 10:00-15:00 (10 h, under 15); worked both to 18:00: 16 h. Base 16 × 10,320
    /// = 165,120 and no allowance (the 16 worked would give 16 / 40 × 8 × 10,320 = 33,024).
    @Test func aWeekScheduledUnderFifteenHoursHasNone() throws {
        let slip = try slip(
            planned: [.monday, .wednesday],
            worked: [shift("2026-12-07", "10:00", "18:00"), shift("2026-12-09", "10:00", "18:00")])
        #expect(slip.pay.base == Money(won: 165_120))
        #expect(slip.pay.weeklyHolidayAllowance == Money(won: 0))
        #expect(slip.pay.gross == Money(won: 165_120))
    }
}

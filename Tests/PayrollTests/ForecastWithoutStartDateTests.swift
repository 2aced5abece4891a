import Testing

@testable import Payroll

/// A workplace without `startDate` and with nothing recorded: the job began before anything
/// recorded, so its first planned shift still ahead does not start it. Monday, Wednesday and
/// Friday 10:00-15:00 from Monday 2026-11-02, 15 contracted hours, 10,320 won, 1 employee (no
/// premiums), seen on Wednesday 2026-11-11 at 09:00 with no shift recorded.
///   Planned ahead in November: Nov 11, 13, 16, 18, 20, 23, 25, 27 and 30, 9 × 5 h = 45 h,
///   45 × 10,320 = 464,400.
///   The weekly allowance, 15 / 40 × 8 h × 10,320 = 30,960, for the weeks whose Sunday is in
///   November: Nov 2-8 (all three days missed: none), Nov 9-15 (Monday the 9th missed: none),
///   Nov 16-22 and Nov 23-29 (planned in full): 2 × 30,960 = 61,920. Gross 464,400 + 61,920 =
///   526,320.
///   Before, the forecast took Wednesday the 11th, its first planned shift, as the job's start:
///   Monday the 9th fell before it, the week of Nov 9 looked complete and earned 30,960 more
///   (557,280), while the payslip itself counted the 9th as missed. With `startDate` 2026-11-11
///   written in the file, that is right: 557,280.
@Suite struct ForecastWithoutStartDateTests {
    func job(startDate: String? = nil) -> Workplace {
        var job = Workplace(
            name: "편의점", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), contractWeeklyHours: 15,
            shifts: [],
            schedule: [
                ScheduleEntry(
                    days: [.monday, .wednesday, .friday], start: time("10:00"), end: time("15:00"), breakMinutes: 0,
                    from: date("2026-11-02"), until: nil)
            ])
        job.startDate = startDate.map(date)
        return job
    }

    func forecast(_ job: Workplace) -> Payslip.Forecast {
        Payslip.forecast(
            workplace: job, period: PayPeriod(year: 2026, month: 11),
            now: LocalMoment(date: date("2026-11-11"), time: time("09:00")), holidays: noHolidays, rates: shippedRates)
    }

    @Test func theFirstPlannedShiftDoesNotStartTheJob() {
        let expected = forecast(job())
        #expect(expected.plannedAhead == 9)
        #expect(expected.pay.base == Money(won: 464_400))
        #expect(expected.pay.weeklyHolidayAllowance == Money(won: 61_920))
        #expect(expected.pay.gross == Money(won: 526_320))
    }

    @Test func aStartDateInTheFileStillBoundsThePlans() {
        let expected = forecast(job(startDate: "2026-11-11"))
        #expect(expected.pay.weeklyHolidayAllowance == Money(won: 92_880))
        #expect(expected.pay.gross == Money(won: 557_280))
    }
}

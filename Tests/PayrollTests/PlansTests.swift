import Testing

@testable import Payroll

/// The schedule's rules, each worked by hand. Unless said otherwise: mon, wed, fri 10:00-16:00
/// with a 30-minute break (330 paid minutes a day), contracted 16 hours a week (allowance
/// min(16, 40) / 40 × 8 h = 192 minutes a week), November 2026 (Nov 2 is a Monday).
@Suite struct PlansTests {
    static let monWedFri: [Weekday] = [.monday, .wednesday, .friday]

    func entry(from: String, until: String? = nil, days: [Weekday] = monWedFri) -> ScheduleEntry {
        ScheduleEntry(
            days: days, start: time("10:00"), end: time("16:00"), breakMinutes: 30, from: date(from),
            until: until.map(date))
    }

    func place(
        employees: Int = 1, wages: WageHistory = WageHistory(hourly: 10_320), schedule: [ScheduleEntry],
        absences: [Absence] = [], worked: [String], deductions: DeductionRules = DeductionRules(),
        contractWeeklyHours: ContractHours? = 16, periodStartDay: Int = 1
    ) -> Workplace {
        Workplace(
            name: "편의점", employees: employees, wages: wages, payday: PaydayRule(day: 10, ifHoliday: .keep),
            contractWeeklyHours: contractWeeklyHours, deductions: deductions,
            shifts: worked.map { shift($0, "10:00", "16:00", break: 30) }, periodStartDay: periodStartDay,
            schedule: schedule, absences: absences)
    }

    /// November 2026 at 10,320 won: 13 scheduled days (Nov 2 ... Nov 30), all worked but Wed Nov 11.
    ///   base: 12 × 330 = 3,960 minutes × 10,320 / 60 = 681,120
    ///   allowance: weeks to Nov 8, 22, 29 at 192 minutes × 10,320 / 60 = 33,024 each = 99,072;
    ///   the week to Nov 15 earns none (Nov 11 missed), and says so; the week to Dec 6 is December's.
    ///   gross 780,192. With Nov 11 excused (`sick`), that week's 33,024 comes back: 813,216.
    @Test func aMissedScheduledDayCostsTheWeeksAllowance() {
        let scheduled = [
            "2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-13", "2026-11-16", "2026-11-18",
            "2026-11-20", "2026-11-23", "2026-11-25", "2026-11-27", "2026-11-30",
        ]
        let cafe = place(schedule: [entry(from: "2026-11-02")], worked: scheduled)
        let slip = payslip(cafe, today: "2026-11-30")
        #expect(slip.pay.base == Money(won: 681_120))
        #expect(slip.pay.weeklyHolidayAllowance == Money(won: 99_072))
        #expect(slip.allowanceWeeks.map(\.sunday) == ["2026-11-08", "2026-11-22", "2026-11-29"].map(date))
        #expect(slip.pay.gross == Money(won: 780_192))
        #expect(
            slip.warnings == [.allowanceLostForMissedDays(sunday: date("2026-11-15"), missed: [date("2026-11-11")])])
        #expect(slip.plannedDays.filter { $0.status == .missed }.map(\.date) == [date("2026-11-11")])
        #expect(slip.plannedDays.filter { $0.status == .worked }.count == 12)

        var excused = cafe
        excused.absences = [Absence(date: date("2026-11-11"), kind: .sick)]
        let slipExcused = payslip(excused, today: "2026-11-30")
        #expect(slipExcused.pay.gross == Money(won: 813_216))
        // Excused by default (`sickLeave`), with a word that the work rules may count it as an absence.
        #expect(slipExcused.warnings == [.sickDaysExcused(days: [date("2026-11-11")])])
        #expect(slipExcused.allowanceOnSickDays == Money(won: 33_024))
        #expect(slipExcused.plannedDays.first { $0.date == date("2026-11-11") }?.status == .excused(.sick))
    }

    /// Christmas 2026 (a Friday, a public holiday) on the schedule, not worked; the schedule runs
    /// Dec 21-27; Dec 21 and 23 worked at 10,320.
    ///   6 employees: base 660 × 10,320 / 60 = 113,520; paid holiday 330 × 10,320 / 60 = 56,760;
    ///   the week is complete (the holiday is a paid day off, not missed): allowance 192 × 10,320 /
    ///   60 = 33,024; gross 203,304.
    ///   4 employees: public holidays are not paid days off below 5, so Dec 25 is missed: base
    ///   113,520 only, and the note.
    @Test func aPublicHolidayOnAScheduledDayAtFourAndAtSixEmployees() throws {
        let holidays = try shippedHolidays()
        let schedule = [entry(from: "2026-12-21", until: "2026-12-27")]
        let six = payslip(
            place(employees: 6, schedule: schedule, worked: ["2026-12-21", "2026-12-23"]), today: "2026-12-31",
            holidays: holidays)
        #expect(six.pay.base == Money(won: 113_520))
        #expect(six.pay.paidDaysOff == Money(won: 56_760))
        #expect(
            six.paidDaysOff == [
                Payslip.PlannedPay(date: date("2026-12-25"), minutes: 330, hourly: 10_320, reason: .publicHoliday)
            ])
        #expect(six.pay.weeklyHolidayAllowance == Money(won: 33_024))
        #expect(six.pay.gross == Money(won: 203_304))
        #expect(six.plannedDays.first { $0.date == date("2026-12-25") }?.status == .dayOff)

        let four = payslip(
            place(employees: 4, schedule: schedule, worked: ["2026-12-21", "2026-12-23"]), today: "2026-12-31",
            holidays: holidays)
        #expect(four.pay == Payslip.Pay(base: Money(won: 113_520)))
        #expect(
            four.warnings == [.allowanceLostForMissedDays(sunday: date("2026-12-27"), missed: [date("2026-12-25")])])
    }

    /// Under 15 hours a week there are no paid holidays (Labor Standards Act art. 18 (3)): the
    /// same Christmas at 6 employees with Fridays only, no contracted hours (330 minutes a week
    /// planned): Dec 25 is not paid, and not worked it is missed.
    @Test func underFifteenHoursAWeekNoPaidHoliday() throws {
        let fridays = [entry(from: "2026-12-21", until: "2026-12-27", days: [.friday])]
        let slip = payslip(
            place(employees: 6, schedule: fridays, worked: [], contractWeeklyHours: nil), today: "2026-12-31",
            holidays: try shippedHolidays())
        #expect(slip.pay.gross == .zero)
        #expect(slip.plannedDays.map(\.status) == [.missed])
        #expect(slip.plannedDays[0].paidDayOff == nil)
    }

    /// May 1 2026 (a Friday) at 3 employees, schedule Apr 27 - May 3, Apr 27 and 29 worked (April's
    /// period). May's period pays: May 1, 330 × 10,320 / 60 = 56,760 though not worked; the week's
    /// allowance (its Sunday, May 3, is in May) 33,024; gross 89,784. Worked as well: + base
    /// 56,760 = 146,544 (no holiday premium under 5). Worked at 6 employees: + holiday premium
    /// 330 × 10,320 / 120 = 28,380 = 174,924.
    @Test func mayFirstIsPaidAtEveryWorkplace() throws {
        let holidays = try shippedHolidays()
        let schedule = [entry(from: "2026-04-27", until: "2026-05-03")]
        let off = payslip(
            place(employees: 3, schedule: schedule, worked: ["2026-04-27", "2026-04-29"]), today: "2026-05-31",
            holidays: holidays)
        #expect(off.period == PayPeriod(year: 2026, month: 5))
        #expect(off.pay == Payslip.Pay(weeklyHolidayAllowance: Money(won: 33_024), paidDaysOff: Money(won: 56_760)))
        #expect(off.paidDaysOff.map(\.reason) == [.workersDay])
        #expect(off.pay.gross == Money(won: 89_784))

        let worked = payslip(
            place(employees: 3, schedule: schedule, worked: ["2026-04-27", "2026-04-29", "2026-05-01"]),
            today: "2026-05-31", holidays: holidays)
        #expect(worked.pay.gross == Money(won: 146_544))
        #expect(worked.pay.holiday == .zero)

        let six = payslip(
            place(employees: 6, schedule: schedule, worked: ["2026-04-27", "2026-04-29", "2026-05-01"]),
            today: "2026-05-31", holidays: holidays)
        #expect(six.pay.holiday == Money(won: 28_380))
        #expect(six.pay.gross == Money(won: 174_924))
    }

    /// A day the employer closed (Fri Nov 6), schedule Nov 2-8, Nov 2 and 4 worked, 10,320.
    ///   5 employees: base 113,520; 휴업수당 330 × 10,320 × 70 % / 60 = 39,732 (3,405,600 × 70 /
    ///   6,000 = 39,732.0); the excused day keeps the allowance 33,024; gross 186,276.
    ///   4 employees: no 휴업수당, a note; base 113,520 + allowance 33,024 = 146,544.
    @Test func aClosedDayAtFiveOrMorePaysSeventyPercent() {
        let schedule = [entry(from: "2026-11-02", until: "2026-11-08")]
        let closed = [Absence(date: date("2026-11-06"), kind: .closed)]
        let five = payslip(
            place(employees: 5, schedule: schedule, absences: closed, worked: ["2026-11-02", "2026-11-04"]),
            today: "2026-11-30")
        #expect(five.pay.shutdown == Money(won: 39_732))
        #expect(five.pay.weeklyHolidayAllowance == Money(won: 33_024))
        #expect(five.pay.gross == Money(won: 186_276))
        #expect(five.warnings.isEmpty)

        let four = payslip(
            place(employees: 4, schedule: schedule, absences: closed, worked: ["2026-11-02", "2026-11-04"]),
            today: "2026-11-30")
        #expect(four.pay == Payslip.Pay(base: Money(won: 113_520), weeklyHolidayAllowance: Money(won: 33_024)))
        #expect(four.warnings == [.shutdownUnpaidUnderFive(days: [date("2026-11-06")])])
    }

    /// Friday Nov 13 2026 at noon, a raise from 10,320 to 11,000 on Nov 16, 3.3 %.
    /// Earned so far: Nov 2, 4, 6, 9, 11 (5 × 330 = 1,650 minutes × 10,320 / 60 = 283,800) and
    /// the week to Nov 8 (192 × 10,320 / 60 = 33,024): gross 316,824; tax 9,504 -> 9,500, local
    /// 950; net 306,374.
    /// Expected: Nov 2-13 (6 × 330 = 1,980 minutes at 10,320) and Nov 16-30 (7 × 330 = 2,310 at
    /// 11,000): (20,433,600 + 25,410,000) / 60 = 764,060; allowances to Nov 8 and 15 at 10,320,
    /// to Nov 22 and 29 at 11,000: (2 × 960 × 10,320 + 2 × 960 × 11,000) / 300 = 136,448 (the
    /// week to Dec 6 is December's); gross 900,508; tax 27,015 -> 27,010, local 2,700; net
    /// 870,798. Ahead: Nov 13 (its hours are not over), 16, 18, 20, 23, 25, 27, 30.
    @Test func aForecastHalfwayThroughAMonthWithARaise() {
        let wages = WageHistory(entries: [
            .init(from: date("2026-01-01"), hourly: 10_320), .init(from: date("2026-11-16"), hourly: 11_000),
        ])
        let cafe = place(
            wages: wages, schedule: [entry(from: "2026-11-02")],
            worked: ["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-11"],
            deductions: DeductionRules(incomeTax: .businessIncome))
        let now = LocalMoment(date: date("2026-11-13"), time: time("12:00"))
        let slip = Payslip(workplace: cafe, today: now.date, now: now, holidays: noHolidays, rates: shippedRates)
            .withForecast(workplace: cafe, now: now, holidays: noHolidays, rates: shippedRates)
        #expect(slip.pay.gross == Money(won: 316_824))
        #expect(slip.net == Money(won: 306_374))
        let expected = try! #require(slip.expected)
        #expect(expected.pay.base == Money(won: 764_060))
        #expect(expected.pay.weeklyHolidayAllowance == Money(won: 136_448))
        #expect(expected.pay.gross == Money(won: 900_508))
        #expect(expected.deductions.incomeTax == Money(won: 27_010))
        #expect(expected.deductions.localIncomeTax == Money(won: 2_700))
        #expect(expected.net == Money(won: 870_798))
        #expect(expected.plannedAhead == 8)
        #expect(expected.plannedAheadMinutes == 2_640)
    }

    /// Saturday Oct 31 2026, 22:00-06:00 with a 60-minute break (01:30-02:30): 420 paid minutes,
    /// all at night, in October (the day it starts); 5 employees, 10,320, contracted 15 hours.
    /// Seen on Oct 31 at noon:
    ///   October expects base 420 × 10,320 / 60 = 72,240 + night 420 × 10,320 / 120 = 36,120
    ///   = 108,360, and has earned nothing yet;
    ///   November expects the allowance of the week Oct 26 - Nov 1 (its Sunday is November's):
    ///   min(15, 40) / 40 × 8 h = 180 minutes × 10,320 / 60 = 30,960.
    @Test func aNightShiftPlannedAcrossAPeriodsEnd() {
        let night = ScheduleEntry(
            days: [.saturday], start: time("22:00"), end: time("06:00"), breakMinutes: 60, from: date("2026-10-31"),
            until: date("2026-10-31"))
        let bar = Workplace(
            name: "bar", employees: 5, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
            contractWeeklyHours: 15, shifts: [], schedule: [night])
        let now = LocalMoment(date: date("2026-10-31"), time: time("12:00"))
        let october = Payslip.forecast(
            workplace: bar, period: PayPeriod(year: 2026, month: 10), now: now, holidays: noHolidays,
            rates: shippedRates)
        #expect(october.minutes == Payslip.Minutes(paid: 420, day: 0, night: 420))
        #expect(october.pay == Payslip.Pay(base: Money(won: 72_240), night: Money(won: 36_120)))
        #expect(october.plannedAhead == 1)
        let november = Payslip.forecast(
            workplace: bar, period: PayPeriod(year: 2026, month: 11), now: now, holidays: noHolidays,
            rates: shippedRates)
        #expect(november.pay == Payslip.Pay(weeklyHolidayAllowance: Money(won: 30_960)))
        #expect(november.plannedAhead == 0)
        let earned = Payslip(
            workplace: bar, period: PayPeriod(year: 2026, month: 10), today: now.date, now: now, holidays: noHolidays,
            rates: shippedRates)
        #expect(earned.pay.gross == .zero)
    }

    /// What becomes of each scheduled day: worked (recorded, or the open shift on it), ahead,
    /// missed, excused; and a one-off shift entered ahead stands for its day at its own times.
    @Test func eachScheduledDaysStatus() {
        var cafe = place(
            schedule: [entry(from: "2026-11-02")], absences: [Absence(date: date("2026-11-04"), kind: .off)],
            worked: ["2026-11-02"])
        cafe.shifts.append(shift("2026-11-11", "12:00", "18:00"))  // entered ahead, other hours
        cafe.openShift = OpenShift(date: date("2026-11-09"), start: time("09:55"))
        let now = LocalMoment(date: date("2026-11-09"), time: time("12:00"))
        let days = cafe.plannedDays(in: date("2026-11-02")...date("2026-11-13"), now: now, holidays: noHolidays)
        #expect(
            days.map(\.date)
                == ["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-11", "2026-11-13"].map(date))
        #expect(days.map(\.status) == [.worked, .excused(.off), .missed, .worked, .ahead, .ahead])
        #expect(days.map(\.recordedAhead) == [false, false, false, false, true, false])
        // Nothing is planned before the employment starts or after it ends.
        cafe.startDate = date("2026-11-05")
        cafe.endDate = date("2026-11-10")
        #expect(
            cafe.plannedDays(in: date("2026-11-02")...date("2026-11-13"), now: now, holidays: noHolidays).map(\.date)
                == [date("2026-11-06"), date("2026-11-09")])
    }

    /// The forecast reads the period's weeks, not the schedule's span: a schedule from 2000 with
    /// a shift every day of 26 years gives the same figure as one from the period's start.
    @Test func theForecastCostsThePeriodNotTheSpan() {
        let every: [Weekday] = Weekday.allCases
        var long = place(schedule: [entry(from: "2000-01-03", days: every)], worked: [])
        var short = place(schedule: [entry(from: "2026-10-26", days: every)], worked: [])
        long.startDate = date("2000-01-03")
        short.startDate = date("2026-10-26")
        let now = LocalMoment(date: date("2026-11-01"), time: time("00:00"))
        let period = PayPeriod(year: 2026, month: 11)
        let a = Payslip.forecast(workplace: long, period: period, now: now, holidays: noHolidays, rates: shippedRates)
        let b = Payslip.forecast(workplace: short, period: period, now: now, holidays: noHolidays, rates: shippedRates)
        #expect(a == b)
        // 30 days × 330 minutes at 10,320 = 1,702,800; plus daily overtime: none (330 < 480);
        // weekly overtime: 7 × 330 = 2,310 < 2,400, none.
        #expect(a.pay.base == Money(won: 1_702_800))
    }
}

import Testing

@testable import Payroll

/// Shifts `start`-`end` on `weekdays` from `first` through `last`, except on `skipping`.
func shifts(
    on weekdays: Set<Weekday>, from first: String, through last: String, _ start: String, _ end: String,
    break minutes: Int = 0, skipping: Set<String> = []
) -> [Shift] {
    var result: [Shift] = []
    var day = date(first)
    while day <= date(last) {
        if weekdays.contains(day.weekday) && !skipping.contains(day.description) {
            result.append(Shift(date: day, start: time(start), end: time(end), breakMinutes: minutes))
        }
        day = day.adding(days: 1)
    }
    return result
}

let weekdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]

/// Severance worked by hand. No public holidays (the test calendar knows none), so every weekday
/// shift is plain work.
@Suite struct SeveranceTests {
    /// 4 employees (severance is owed at every size), 10,000 won, 20 contracted hours, Monday to
    /// Friday 09:00-13:00 in the last three months: August 3 to October 30, 2026, 13 weeks of
    /// 5 shifts: 65 x 40,000 = 2,600,000; the weeks whose Sundays fall from August 9 to October
    /// 25 earn the allowance, 12 x 4 h x 10,000 = 480,000. The window for a last day of October
    /// 31 is August 1 to October 31, 92 days: 3,080,000 / 92 = 33,478.26 won a day, below the
    /// ordinary daily wage 10,000 x 4 h = 40,000, which is used: 40,000 x 30 x 365 / 365.
    static func job(end: String) -> Workplace {
        Workplace(
            name: "편의점", employees: 4, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20,
            shifts: shifts(on: weekdays, from: "2026-08-03", through: "2026-10-30", "09:00", "13:00"),
            startDate: date("2025-11-01"), endDate: date(end))
    }

    static func severance(_ workplace: Workplace, today: String = "2026-12-01") -> Severance? {
        workplace.severance(today: date(today), now: .endOfDay(date(today)), holidays: noHolidays, rates: shippedRates)
    }

    @Test func a365thDayMakesItOwed() throws {
        let short = try #require(Self.severance(Self.job(end: "2026-10-30")))
        #expect(short.serviceDays == 364)
        #expect(short.countedDays == 364)
        #expect(!short.isEligible)
        #expect(short.amount == .zero)
        let year = try #require(Self.severance(Self.job(end: "2026-10-31")))
        #expect(year.serviceDays == 365)
        #expect(year.isEligible)
        #expect(!year.isIfLeftToday)
        #expect(year.window == date("2026-08-01")...date("2026-10-31"))
        #expect(year.windowDays == 92)
        #expect(year.windowPay == Money(won: 3_080_000))
        #expect(year.averageDailyWage == Money(won: 33_478))
        #expect(year.ordinaryDailyWage == Money(won: 40_000))
        #expect(year.usesOrdinaryWage)
        #expect(year.amount == Money(won: 1_200_000))
    }

    /// Without contracted hours the recorded ones count. From October 1, 2025 the worker does
    /// 20 hours a week, but in the 4-week span from February 18 to March 17, 2026 (the sixth:
    /// October 1 + 5 x 28 days) only Mondays and Wednesdays, 8 hours a week: those 28 days are
    /// left out. To October 31, 2026: 396 days of service, 368 counted; to October 27: 392 and
    /// 364, not yet owed.
    @Test func aSpanUnder15HoursAWeekIsNotCounted() throws {
        let thin = Set(
            shifts(on: [.tuesday, .thursday, .friday], from: "2026-02-18", through: "2026-03-17", "09:00", "13:00")
                .map(\.date.description))
        let job = Workplace(
            name: "카페", employees: 3, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            shifts: shifts(on: weekdays, from: "2025-10-01", through: "2026-10-30", "09:00", "13:00", skipping: thin),
            startDate: date("2025-10-01"))
        let full = try #require(Self.severance(job, today: "2026-10-31"))
        #expect(full.isIfLeftToday)
        #expect(full.serviceDays == 396)
        #expect(full.excludedSpans.map(\.from) == [date("2026-02-18")])
        #expect(full.excludedSpans.map(\.through) == [date("2026-03-17")])
        #expect(full.excludedSpans.map(\.weeklyMinutes) == [8 * 60])
        #expect(full.countedDays == 368)
        #expect(full.isEligible)
        let early = try #require(Self.severance(job, today: "2026-10-27"))
        #expect(early.serviceDays == 392)
        #expect(early.countedDays == 364)
        #expect(!early.isEligible)
    }

    /// Night work at 5 employees lifts the average above the ordinary wage, and a raise in the
    /// window counts at its own dates. 10,000 won until September 30, 11,000 from October 1;
    /// 35 contracted hours; 22:00-06:00 with an hour's break (7 h, all at night) Monday to
    /// Friday, August 3 to October 30. A shift pays 7 h x wage x 1.5: 105,000, then 115,500.
    /// August 3 - September 30 has 43 weekdays (21 + 22): 4,515,000; October 22: 2,541,000.
    /// Allowance: 35 h a week is 7 h of allowance; the 8 weeks to September 27 at 10,000
    /// (560,000), the 4 to October 25 at 11,000 (a week's last shift decides: 308,000).
    /// Window pay 7,924,000 over 92 days = 86,130.43; ordinary: 11,000 x 7 h = 77,000.
    /// One year to October 31 from November 1, 2025: 86,130.43 x 30 x 365 / 365 = 2,583,913.
    @Test func theAverageAboveTheOrdinaryWageWithARaise() throws {
        let job = Workplace(
            name: "물류", employees: 5,
            wages: WageHistory(entries: [
                .init(from: nil, hourly: 10_000), .init(from: date("2026-10-01"), hourly: 11_000),
            ]),
            payday: PaydayRule(day: 10), contractWeeklyHours: 35,
            shifts: shifts(on: weekdays, from: "2026-08-03", through: "2026-10-30", "22:00", "06:00", break: 60),
            startDate: date("2025-11-01"), endDate: date("2026-10-31"))
        let s = try #require(Self.severance(job))
        #expect(s.windowPay == Money(won: 7_924_000))
        #expect(s.averageDailyWage == Money(won: 86_130))
        #expect(s.ordinaryDailyWage == Money(won: 77_000))
        #expect(!s.usesOrdinaryWage)
        #expect(s.amount == Money(won: 2_583_913))
    }
}

/// Annual leave worked by hand (no public holidays in the test calendar).
@Suite struct AnnualLeaveTests {
    static func leave(_ workplace: Workplace, today: String) -> AnnualLeave? {
        workplace.annualLeave(today: date(today), now: .endOfDay(date(today)), holidays: noHolidays)
    }

    static let weekdaySchedule = [
        ScheduleEntry(
            days: [.monday, .tuesday, .wednesday, .thursday, .friday], start: time("09:00"), end: time("13:00"),
            from: date("2026-01-05"))
    ]

    /// 5 employees, 20 contracted hours (a day of leave is 20 / 40 x 8 = 4 h), from Monday
    /// January 5, 2026, every weekday scheduled and worked but Tuesday March 10. Seen on June 10:
    /// months 1 (Jan 5 - Feb 4), 2, 4 and 5 earn a day each on Feb 5, Mar 5, May 5 and Jun 5;
    /// month 3 (Mar 5 - Apr 4) holds the missed day and earns none.
    @Test func monthByMonthInTheFirstYear() throws {
        let job = Workplace(
            name: "마트", employees: 5, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20,
            shifts: shifts(
                on: weekdays, from: "2026-01-05", through: "2026-06-10", "09:00", "13:00", skipping: ["2026-03-10"]),
            schedule: Self.weekdaySchedule, startDate: date("2026-01-05"))
        let leave = try #require(Self.leave(job, today: "2026-06-10"))
        #expect(leave.notAccruing == nil)
        #expect(leave.dayMinutes == 240)
        #expect(leave.grants.map(\.date) == ["2026-02-05", "2026-03-05", "2026-05-05", "2026-06-05"].map(date))
        #expect(leave.grantedDays == 4)
        #expect(leave.misses.map(\.missed) == [[date("2026-03-10")]])
        #expect(leave.balanceMinutes == 4 * 240)
        #expect(leave.payout == nil)
    }

    /// Mondays and Thursdays from January 6, 2025 until December 21: 100 scheduled days in the
    /// first year (to January 5, 2026), less May 1 (a Thursday, a paid day off at every size,
    /// counted on neither side): 99. 20 missed: 79 / 99 = 79.8 %, no 15 days on January 6, 2026;
    /// 19 missed: 80 / 99 = 80.8 %, 15 days.
    @Test(arguments: [(19, true), (20, false)])
    func theFirstAnniversaryAt80Percent(missed: Int, granted: Bool) throws {
        let schedule = [
            ScheduleEntry(
                days: [.monday, .thursday], start: time("09:00"), end: time("19:00"), breakMinutes: 60,
                from: date("2025-01-06"), until: date("2025-12-21"))
        ]
        let all = shifts(
            on: [.monday, .thursday], from: "2025-01-06", through: "2025-12-21", "09:00", "19:00", break: 60)
        #expect(all.count == 100)
        // The missed days are the last ones, so the months before them stay whole.
        let job = Workplace(
            name: "학원", employees: 6, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 18, shifts: Array(all.dropLast(missed)), schedule: schedule,
            startDate: date("2025-01-06"))
        let leave = try #require(Self.leave(job, today: "2026-01-20"))
        let yearly = leave.grants.filter { if case .year = $0.reason { true } else { false } }
        #expect(yearly.map(\.date) == (granted ? [date("2026-01-06")] : []))
        #expect(yearly.map(\.days) == (granted ? [15] : []))
        if !granted {
            #expect(leave.misses.last?.attended == 79)
            #expect(leave.misses.last?.scheduled == 99)
        }
    }

    /// A day of leave taken is paid at the planned shift and comes off the balance; the job ends
    /// on June 30: what is left is paid out at the last wage. 4 h days; grants on Feb 5, Mar 5,
    /// Apr 5, May 5, Jun 5 (5 days, 20 h); leave on Wednesday April 15 (4 h): 16 h left,
    /// x 10,000 = 160,000.
    @Test func leaveTakenAndThePayoutAtTheEnd() throws {
        let job = Workplace(
            name: "마트", employees: 5, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20,
            shifts: shifts(
                on: weekdays, from: "2026-01-05", through: "2026-06-30", "09:00", "13:00", skipping: ["2026-04-15"]),
            schedule: Self.weekdaySchedule, absences: [Absence(date: date("2026-04-15"), kind: .leave)],
            startDate: date("2026-01-05"), endDate: date("2026-06-30"))
        let leave = try #require(Self.leave(job, today: "2026-07-20"))
        #expect(leave.grantedDays == 5)
        #expect(leave.taken.map(\.date) == [date("2026-04-15")])
        #expect(leave.takenMinutes == 240)
        #expect(leave.balanceMinutes == 16 * 60)
        #expect(leave.payout == Money(won: 160_000))
        // April's payslip pays the leave day: 4 h x 10,000.
        let april = Payslip(
            workplace: job, period: PayPeriod(year: 2026, month: 4), today: date("2026-07-20"),
            now: .endOfDay(date("2026-07-20")), holidays: noHolidays, rates: shippedRates)
        #expect(april.pay.annualLeave == Money(won: 40_000))
        #expect(april.leaveDays.map(\.date) == [date("2026-04-15")])
    }

    /// A part-timer at 20 hours has 4-hour days; at 4 employees nothing accrues and a leave day
    /// is unpaid, with a note.
    @Test func noLeaveUnderFiveEmployees() throws {
        let job = Workplace(
            name: "분식", employees: 4, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20,
            shifts: shifts(
                on: weekdays, from: "2026-01-05", through: "2026-04-30", "09:00", "13:00", skipping: ["2026-04-15"]),
            schedule: Self.weekdaySchedule, absences: [Absence(date: date("2026-04-15"), kind: .leave)],
            startDate: date("2026-01-05"))
        let leave = try #require(Self.leave(job, today: "2026-05-20"))
        #expect(leave.notAccruing == .underFiveEmployees(employees: 4))
        #expect(leave.grants.isEmpty)
        let april = Payslip(
            workplace: job, period: PayPeriod(year: 2026, month: 4), today: date("2026-05-20"),
            now: .endOfDay(date("2026-05-20")), holidays: noHolidays, rates: shippedRates)
        #expect(april.pay.annualLeave == .zero)
        #expect(april.warnings.contains(.leaveWithoutEntitlement(days: [date("2026-04-15")])))
    }

    @Test func theDaysOfLaterYears() {
        #expect((1...7).map(AnnualLeaveRules.daysForYear) == [15, 15, 16, 16, 17, 17, 18])
        #expect(AnnualLeaveRules.daysForYear(40) == 25)
    }

    @Test func monthsAddedClampToTheMonthsEnd() {
        #expect(date("2026-01-31").addingMonths(1) == date("2026-02-28"))
        #expect(date("2024-01-31").addingMonths(1) == date("2024-02-29"))
        #expect(date("2026-11-30").addingMonths(-3) == date("2026-08-30"))
        #expect(date("2026-12-01").addingMonths(-3) == date("2026-09-01"))
    }
}

/// What was received against what was owed.
@Suite struct PayDifferencesTests {
    /// 3 employees (no premiums), no deductions, 10,000 won, 20 contracted hours: Monday to
    /// Friday 09:00-13:00, November 2 to 27, 2026: 20 x 40,000 = 800,000, and four weekly
    /// allowances (Sundays Nov 8 to 29) of 4 h: 160,000; net 960,000. 800,000 arrived: 160,000
    /// short, exactly the weekly holiday allowance.
    @Test func receivedLessByExactlyTheWeeklyAllowance() throws {
        let job = Workplace(
            name: "카페", employees: 3, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20,
            shifts: shifts(on: weekdays, from: "2026-11-02", through: "2026-11-27", "09:00", "13:00"),
            received: [
                Receipt(period: PayPeriod(year: 2026, month: 11), amount: Money(won: 800_000), date: date("2026-12-10"))
            ])
        let differences = PayDifferences(
            file: DataFile(workplaces: [job]), year: 2026, today: date("2026-12-15"),
            now: .endOfDay(date("2026-12-15")),
            holidays: noHolidays, rates: shippedRates)
        let row = try #require(differences.rows.first)
        #expect(row.slip.net == Money(won: 960_000))
        #expect(row.difference == Money(won: -160_000))
        #expect(row.missingParts == [.weeklyHolidayAllowance])
        #expect(differences.total == Money(won: -160_000))
    }

    @Test func aReceiptInFullHasNoDifference() throws {
        let job = Workplace(
            name: "카페", employees: 3, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            shifts: [shift("2026-11-02", "09:00", "13:00")],
            received: [Receipt(period: PayPeriod(year: 2026, month: 11), amount: Money(won: 40_000))])
        let differences = PayDifferences(
            file: DataFile(workplaces: [job]), year: 2026, today: date("2026-12-15"),
            now: .endOfDay(date("2026-12-15")),
            holidays: noHolidays, rates: shippedRates)
        #expect(differences.rows.map(\.difference) == [.zero])
        #expect(differences.rows.map(\.missingParts) == [[]])
    }
}

extension PayDifferencesTests {
    /// Paydays passed with nothing recorded. 3 employees, 10,000 won, 20 contracted hours, Monday
    /// to Friday 09:00-13:00 from October 5 to 30, 2026, seen on December 15: October pays 20 ×
    /// 40,000 = 800,000 and the allowances of the weeks to Sundays October 11, 18 and 25 (3 ×
    /// 4 h × 10,000 = 120,000): 920,000, paid November 10; the week to Sunday November 1 puts its
    /// 40,000 in November, paid December 10. Neither is recorded: both are listed. A receipt of 0
    /// for November makes it a row owed in full (-40,000), leaving October alone unrecorded.
    /// 10,000 is under the 2026 minimum (10,320): October's 4,800 minutes are 4,800 × 320 / 60
    /// = 25,600 won short besides.
    @Test func paydaysPassedWithNoReceipt() throws {
        var job = Workplace(
            name: "카페", employees: 3, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20,
            shifts: shifts(on: weekdays, from: "2026-10-05", through: "2026-10-30", "09:00", "13:00"))
        func differences() -> PayDifferences {
            PayDifferences(
                file: DataFile(workplaces: [job]), year: 2026, today: date("2026-12-15"),
                now: .endOfDay(date("2026-12-15")), holidays: noHolidays, rates: shippedRates)
        }
        let none = differences()
        #expect(none.rows.isEmpty)
        #expect(none.unrecorded.map(\.slip.period.description) == ["2026-10", "2026-11"])
        #expect(none.unrecorded.map(\.slip.net) == [Money(won: 920_000), Money(won: 40_000)])
        #expect(none.unrecorded.map(\.slip.payday) == [date("2026-11-10"), date("2026-12-10")])
        #expect(
            none.json.contains(
                #"{ "workplace": "카페", "period": "2026-10", "payday": "2026-11-10", "owed": 920000, "minimumWageShortfall": 25600 }"#
            ))
        job.received = [Receipt(period: PayPeriod(year: 2026, month: 11), amount: .zero)]
        let zero = differences()
        #expect(zero.rows.map(\.difference) == [Money(won: -40_000)])
        #expect(zero.unrecorded.map(\.slip.period.description) == ["2026-10"])
        #expect(zero.total == Money(won: -40_000))
    }
}

extension AnnualLeaveTests {
    /// The payslip lists the leave day with its calculation: 4h × 10,000 = 40,000. The job
    /// started on March 2, so the day granted on April 2 (month 1 attended in full) is there to
    /// take (leave needs a balance).
    @Test func thePayslipListsTheLeaveDay() throws {
        let job = Workplace(
            name: "마트", employees: 5, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20,
            shifts: shifts(
                on: weekdays, from: "2026-03-02", through: "2026-04-30", "09:00", "13:00", skipping: ["2026-04-15"]),
            schedule: [
                ScheduleEntry(
                    days: [.monday, .tuesday, .wednesday, .thursday, .friday], start: time("09:00"), end: time("13:00"),
                    from: date("2026-03-02"))
            ],
            absences: [Absence(date: date("2026-04-15"), kind: .leave)], startDate: date("2026-03-02"))
        let slip = Payslip(
            workplace: job, period: PayPeriod(year: 2026, month: 4), today: date("2026-05-20"),
            now: .endOfDay(date("2026-05-20")), holidays: noHolidays, rates: shippedRates)
        let line = try #require(slip.lines.first { $0.kind == .annualLeave })
        #expect(line.calculation == .time([PayslipLine.Term(minutes: 240, hourly: 10_000)]))
        #expect(line.amount == Money(won: 40_000))
    }
}

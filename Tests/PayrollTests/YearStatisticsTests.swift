import Testing

@testable import Payroll

/// `YearStatistics`: a year at a glance, worked by hand on a year of data.
///
/// The year: workplace A (3 employees, 10,000 won) has a 4-hour shift every Monday of 2026, 52 of
/// them: 4 a month but 5 in March, June, August and November (Mondays: Mar 2, 9, 16, 23, 30 ...);
/// 4 hours a week is under 15, so no weekly holiday allowance, and under 5 employees no premium:
/// a Monday pays 40,000. Workplace B (5 employees, 10,000 won, 20 contracted hours) works
/// 09:00-13:00 Monday to Friday for the three weeks from April 6 (no public holiday in April):
/// 15 days, 60 hours, 600,000 base pay and three weekly holiday allowances of 20/40 x 8 = 4 hours
/// (40,000 each): 720,000 gross. No deductions anywhere, so net = gross.
@Suite struct YearStatisticsTests {
    static let mondays: [Shift] = {
        var shifts: [Shift] = []
        var day = date("2026-01-05")
        while day.year == 2026 {
            shifts.append(Shift(date: day, start: time("09:00"), end: time("13:00")))
            day = day.adding(days: 7)
        }
        return shifts
    }()

    static let april: [Shift] = (0..<21).compactMap { offset in
        let day = date("2026-04-06").adding(days: offset)
        return day.isWeekend ? nil : Shift(date: day, start: time("09:00"), end: time("13:00"))
    }

    static let file = DataFile(
        worker: nil,
        workplaces: [
            Workplace(
                name: "A", employees: 3, wages: WageHistory(hourly: 10_000),
                payday: PaydayRule(day: 10, ifHoliday: .keep), shifts: mondays),
            Workplace(
                name: "B", employees: 5, wages: WageHistory(hourly: 10_000),
                payday: PaydayRule(day: 10, ifHoliday: .keep), contractWeeklyHours: 20, shifts: april),
        ])

    static func statistics(today: String = "2027-01-31") throws -> YearStatistics {
        YearStatistics(
            file: file, year: 2026, today: date(today), now: .endOfDay(date(today)),
            holidays: try shippedHolidays(), rates: shippedRates)
    }

    @Test func theFixtureIsWhatTheCommentSays() {
        #expect(Self.mondays.count == 52)
        #expect(Self.april.count == 15)
    }

    @Test func monthsOfOneWorkplace() throws {
        let a = try Self.statistics().workplaces[0]
        #expect(a.workplaceName == "A")
        let fiveMondays: Set = [3, 6, 8, 11]
        for month in a.months {
            let mondays = fiveMondays.contains(month.month) ? 5 : 4
            #expect(month.figures.paidMinutes == mondays * 240, "month \(month.month)")
            #expect(month.figures.gross == Money(won: mondays * 40_000), "month \(month.month)")
            #expect(month.figures.net == month.figures.gross)
            #expect(month.figures.effectiveHourlyWage == Money(won: 10_000))
            #expect(month.status == .paid)
        }
        #expect(a.total.paidMinutes == 52 * 240)
        #expect(a.total.gross == Money(won: 2_080_000))
        #expect(a.total.weeklyHolidayAllowance == .zero)
    }

    @Test func theAllowanceRaisesTheEffectiveWage() throws {
        let b = try Self.statistics().workplaces[1]
        let april = b.months[3]
        #expect(april.figures.paidMinutes == 60 * 60)
        #expect(april.figures.base == Money(won: 600_000))
        #expect(april.figures.weeklyHolidayAllowance == Money(won: 120_000))
        #expect(april.figures.gross == Money(won: 720_000))
        // 720,000 won over 60 hours.
        #expect(april.figures.effectiveHourlyWage == Money(won: 12_000))
        #expect(april.figures.baseHourlyWage == Money(won: 10_000))
        #expect(b.months.enumerated().allSatisfy { $0.offset == 3 || $0.element.figures.gross == .zero })
    }

    @Test func allWorkplacesTogether() throws {
        let total = try Self.statistics().total
        #expect(total.workplaceName == nil)
        #expect(total.total.paidMinutes == 268 * 60)
        #expect(total.total.gross == Money(won: 2_800_000))
        // 2,800,000 x 60 / 16,080 minutes = 10,447.76...: rounded down.
        #expect(total.total.effectiveHourlyWage == Money(won: 10_447))
        #expect(total.months[3].figures.gross == Money(won: 4 * 40_000 + 720_000))
    }

    /// Weeks start on the year's first Monday (Jan 5, 2026); the week of April 6 has A's Monday
    /// and B's five mornings: 4 + 20 hours.
    @Test func weeksAndTheirHours() throws {
        let total = try Self.statistics().total
        #expect(total.weeks.count == 52)
        #expect(total.weeks.first?.monday == date("2026-01-05"))
        #expect(total.weeks.last?.monday == date("2026-12-28"))
        let april6 = try #require(total.weeks.first { $0.monday == date("2026-04-06") })
        #expect(april6.paidMinutes == 24 * 60)
        let march30 = try #require(total.weeks.first { $0.monday == date("2026-03-30") })
        #expect(march30.paidMinutes == 4 * 60)
    }

    /// Seen on November 20: November is being earned, December is still to come; and a month's
    /// shifts after today are not counted yet.
    @Test func monthsNotPaidYet() throws {
        let a = try Self.statistics(today: "2026-11-20").workplaces[0]
        #expect(a.months[9].status == .paid)
        #expect(a.months[10].status == .current)
        #expect(a.months[11].status == .upcoming)
        // Nov 2, 9, 16 have happened; Nov 23 and 30 have not.
        #expect(a.months[10].figures.paidMinutes == 3 * 240)
        #expect(a.months[11].figures.paidMinutes == 0)
    }

    /// Daily pay's periods are the days worked: a month with none pays nothing and is settled
    /// once it is over (it was listed as still to come, every past month of the year with it),
    /// to come before it starts; a month with a day worked stands as that day's pay does (seen
    /// on November 10, the 15th is still to come).
    @Test func aDailyPayMonthWithoutWorkIsSettledOnceOver() throws {
        let daily = DataFile(
            worker: nil,
            workplaces: [
                Workplace(
                    name: "D", wages: WageHistory(hourly: 12_000), payday: .daily(),
                    shifts: [
                        Shift(date: date("2026-11-15"), start: time("10:00"), end: time("18:00"), breakMinutes: 60)
                    ])
            ])
        for (today, november) in [("2026-11-20", PeriodStatus.paid), ("2026-11-10", .upcoming)] {
            let statistics = YearStatistics(
                file: daily, year: 2026, today: date(today), now: .endOfDay(date(today)),
                holidays: try shippedHolidays(), rates: shippedRates)
            for series in [statistics.workplaces[0], statistics.total] {
                for month in series.months[0..<10] {
                    #expect(month.status == .paid, "\(today): month \(month.month)")
                    #expect(month.figures == YearStatistics.Figures(), "\(today): month \(month.month)")
                }
                #expect(series.months[10].status == november, "\(today)")
                #expect(series.months[11].status == .upcoming, "\(today)")
            }
            #expect(
                statistics.workplaces[0].months[10].figures.gross == (november == .paid ? Money(won: 84_000) : .zero))
        }
    }

    @Test func mondaysOfAYear() {
        #expect(YearStatistics.mondays(of: 2026).count == 52)
        // 2024 began on a Monday and, a leap year, ended on a Tuesday: 53 Mondays.
        #expect(YearStatistics.mondays(of: 2024).count == 53)
        #expect(YearStatistics.mondays(of: 2024).first == date("2024-01-01"))
    }
}

/// `Payslip.shifts`: each shift's minutes and pay, gathered with the period's week rules.
@Suite struct ShiftFiguresTests {
    /// At 10,000 won with 5 employees: Monday to Friday 09:00-19:00 with an hour's break is 9 hours
    /// a day, one of them daily overtime, so 40 regular hours by Friday; Saturday 09:00-13:00 is
    /// then 4 hours of weekly overtime. Monday: 90,000 + 60 min x 10,000 x 0.5 = 95,000; Saturday:
    /// 40,000 + 240 min x 10,000 x 0.5 = 60,000.
    @Test func aShiftsOvertimeIsWhatItMadeInItsWeek() {
        let weekdays = (0..<5).map {
            shift(date("2026-11-02").adding(days: $0).description, "09:00", "19:00", break: 60)
        }
        let slip = payslip(
            workplace(
                employees: 5, weeklyHolidayAllowance: false, weeklyHoliday: .sunday,
                shifts: weekdays + [shift("2026-11-07", "09:00", "13:00")]),
            today: "2026-11-21")
        #expect(slip.shifts.count == 6)
        let monday = slip.shifts[0]
        #expect(monday.minutes == Payslip.Minutes(paid: 540, day: 540, night: 0, overtime: 60, holiday: 0))
        #expect(monday.pay.gross == Money(won: 95_000))
        let saturday = slip.shifts[5]
        #expect(saturday.minutes.overtime == 240)
        #expect(saturday.pay.base == Money(won: 40_000))
        #expect(saturday.pay.overtime == Money(won: 20_000))
        #expect(slip.shifts.reduce(Money.zero) { $0 + $1.pay.gross } == slip.pay.gross)
    }
}

extension YearStatisticsTests {
    /// A schedule's months not paid yet are shown apart with what they are expected to pay. Seen
    /// on November 20: a workplace of 3 employees at 10,000 won with Monday and Wednesday
    /// mornings (09:00-13:00) from November 2 has worked Nov 2, 4, 9, 11, 16 and 18 (6 x 40,000 =
    /// 240,000 so far) and plans Nov 23, 25 and 30 (3 more) and every Monday and Wednesday of
    /// December (Dec 2, 7, 9, 14, 16, 21, 23, 28, 30: 9): November expected 360,000, December
    /// 360,000; 8 hours a week is under 15, so no allowance. October, paid, expects nothing.
    @Test func plannedMonthsApart() throws {
        let mornings = ScheduleEntry(
            days: [.monday, .wednesday], start: time("09:00"), end: time("13:00"), from: date("2026-11-02"))
        let worked = ["2026-11-02", "2026-11-04", "2026-11-09", "2026-11-11", "2026-11-16", "2026-11-18"].map {
            Shift(date: date($0), start: time("09:00"), end: time("13:00"))
        }
        let file = DataFile(workplaces: [
            Workplace(
                name: "C", employees: 3, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
                shifts: worked, schedule: [mornings])
        ])
        let statistics = YearStatistics(
            file: file, year: 2026, today: date("2026-11-20"), now: .endOfDay(date("2026-11-20")), holidays: noHolidays,
            rates: shippedRates)
        let months = statistics.workplaces[0].months
        #expect(months[10].figures.gross == Money(won: 240_000))
        #expect(months[10].expected?.gross == Money(won: 360_000))
        #expect(months[11].expected?.gross == Money(won: 360_000))
        #expect(months[9].expected == nil)
        #expect(statistics.total.months[10].expected?.net == Money(won: 360_000))
    }
}

import Testing

@testable import Payroll

/// The law's finer cases, each worked by hand: a part-timer's premium by the day's plan.
@Suite struct LawCaseTests {
    /// Mon, Wed, Fri 10:00-15:00 (5 h each, 15 h a week), from Monday 2026-11-02.
    static let plan = ScheduleEntry(
        days: [.monday, .wednesday, .friday], start: time("10:00"), end: time("15:00"), from: date("2026-11-02"))

    func partTimer(employees: Int, contract: ContractHours = 15, _ shifts: [Shift]) -> Workplace {
        Workplace(
            name: "카페", employees: employees, wages: WageHistory(hourly: 10_320),
            payday: PaydayRule(day: 10, ifHoliday: .keep), contractWeeklyHours: contract, weeklyHolidayAllowance: false,
            shifts: shifts, schedule: [Self.plan])
    }

    /// 6 employees, 15 h contract; worked Mon 10:00-16:00, Wed 10:00-14:00, Fri 10:00-15:00: the
    /// week's 15 h equal the contract, but Monday is 1 h beyond its plan:
    ///   premium 60 × 10,320 × 0.5 / 60 = 5,160; base 900 × 10,320 / 60 = 154,800.
    /// At 4 employees no premium; a 40-hour contract is no part-timer's: none either.
    @Test func premiumByTheDaysPlan() {
        let worked = [
            shift("2026-11-02", "10:00", "16:00"), shift("2026-11-04", "10:00", "14:00"),
            shift("2026-11-06", "10:00", "15:00"),
        ]
        let six = payslip(partTimer(employees: 6, worked), today: "2026-11-30")
        #expect(six.pay.base == Money(won: 154_800))
        #expect(six.minutes.overtime == 60)
        #expect(six.pay.overtime == Money(won: 5_160))
        #expect(six.warnings.contains(.partTimeBeyondPlan(minutes: 60, dates: [date("2026-11-02")])))
        #expect(payslip(partTimer(employees: 4, worked), today: "2026-11-30").pay.overtime == .zero)
        #expect(payslip(partTimer(employees: 6, contract: 40, worked), today: "2026-11-30").pay.overtime == .zero)
    }

    /// A day with no plan is all beyond it, and two shifts of one day share its plan: Tue
    /// 2026-11-03 10:00-12:00 (120 min, unplanned) and Mon 10:00-13:00 + 14:00-17:00 (6 h against
    /// 5 h planned: the second shift's last 60 minutes): 180 × 10,320 × 0.5 / 60 = 15,480.
    @Test func unplannedDaysAndSplitDays() {
        let worked = [
            shift("2026-11-02", "10:00", "13:00"), shift("2026-11-02", "14:00", "17:00"),
            shift("2026-11-03", "10:00", "12:00"),
        ]
        let slip = payslip(partTimer(employees: 5, worked), today: "2026-11-30")
        #expect(slip.minutes.overtime == 180)
        #expect(slip.pay.overtime == Money(won: 15_480))
    }

    /// Before the schedule's first day (and after its last) no plan is in force: the days there
    /// count against the contract's weekly hours, as without a schedule (PAYROLL: "or, without a
    /// schedule, beyond contractWeeklyHours in the week"), not as days planned at nothing. The
    /// plan of `plan` starts Monday 2026-11-02; the week before, Oct 26-30, 20 h worked (4 h a
    /// day) against the 15 h contract: 5 h beyond it, 300 × 10,320 × 0.5 / 60 = 25,800. The week
    /// of Nov 2 as in `premiumByTheDaysPlan`: Monday's 1 h beyond its plan, 5,160. Found using
    /// the app: a schedule added from a later day made every hour worked before it overtime.
    @Test func daysBeforeTheScheduleCountAgainstTheContract() {
        let before = (26...30).map { shift("2026-10-\($0)", "10:00", "14:00") }
        let worked = [
            shift("2026-11-02", "10:00", "16:00"), shift("2026-11-04", "10:00", "14:00"),
            shift("2026-11-06", "10:00", "15:00"),
        ]
        let october = payslip(partTimer(employees: 6, before), today: "2026-10-31")
        #expect(october.minutes.overtime == 300)
        #expect(october.pay.overtime == Money(won: 25_800))
        #expect(october.warnings.contains(.partTimeExtraHours(minutes: 300, contractHours: 15)))
        #expect(!october.warnings.contains { if case .partTimeBeyondPlan = $0 { true } else { false } })
        // Within the contract before the plan: nothing beyond.
        let within = (26...28).map { shift("2026-10-\($0)", "10:00", "15:00") }
        #expect(payslip(partTimer(employees: 6, within), today: "2026-10-31").pay.overtime == .zero)
        // The November week keeps the day's plan.
        let november = payslip(partTimer(employees: 6, before + worked), today: "2026-11-30")
        #expect(november.pay.overtime == Money(won: 5_160))
        #expect(november.warnings.contains(.partTimeBeyondPlan(minutes: 60, dates: [date("2026-11-02")])))
    }

    // MARK: The withholding table in force on the payday

    /// 3,000,000 won: 10 shifts of 09:00-19:00 (10 h) at 30,000 won, one employee, no allowance,
    /// in `month` (starting on its first Monday), income tax by the table.
    func tableWorker(month: String, firstMonday: String, payday: PaydayRule) -> Workplace {
        let monday = date(firstMonday)
        let days = (0..<5).map { monday.adding(days: $0) } + (7..<12).map { monday.adding(days: $0) }
        return Workplace(
            name: "사무실", wages: WageHistory(hourly: 30_000), payday: payday, weeklyHolidayAllowance: false,
            deductions: DeductionRules(incomeTax: .table), shifts: days.map { shift($0.description, "09:00", "19:00") })
    }

    /// 3 dependants, 1 child aged 8 to 20. The table's row 3,000-3,020 thousand won, 3 dependants:
    /// 31,940. January 2026 work paid 2026-02-10: the 2024-03-01 revision's 12,500 for one child:
    /// 31,940 − 12,500 = 19,440 (+1,944 → 1,940 local). February work paid 2026-03-10: the
    /// 2026-03-01 revision's 20,830: 31,940 − 20,830 = 11,110 (+1,110 local). Neither has a note.
    @Test func theTableInForceOnThePayday() {
        let worker = Worker(dependants: 3, children: 1)
        let rule = PaydayRule(day: 10, ifHoliday: .keep)
        func slip(_ place: Workplace, _ year: Int, _ month: Int) -> Payslip {
            Payslip(
                workplace: place, period: PayPeriod(year: year, month: month), today: date("2026-04-30"),
                now: .endOfDay(date("2026-04-30")), holidays: noHolidays, rates: shippedRates, worker: worker)
        }
        let january = slip(tableWorker(month: "2026-01", firstMonday: "2026-01-05", payday: rule), 2026, 1)
        #expect(january.payday == date("2026-02-10"))
        #expect(january.pay.gross == Money(won: 3_000_000))
        #expect(january.deductions.incomeTax == Money(won: 19_440))
        #expect(january.deductions.localIncomeTax == Money(won: 1_940))
        let february = slip(tableWorker(month: "2026-02", firstMonday: "2026-02-02", payday: rule), 2026, 2)
        #expect(february.deductions.incomeTax == Money(won: 11_110))
        #expect(february.deductions.localIncomeTax == Money(won: 1_110))
        for one in [january, february] {
            #expect(!one.warnings.contains { if case .paydayBeforeWithholdingTables = $0 { true } else { false } })
        }
    }

    /// The edge: February 2026's work paid on the 28th of the same month (the last day of the
    /// 2024 revision) is withheld 31,940 − 12,500 = 19,440; paid on 2026-03-01 (day 1 of the next
    /// month), 31,940 − 20,830 = 11,110.
    @Test func aPaydayOnTheLastDayAndTheFirstDayOfARevision() {
        let worker = Worker(dependants: 3, children: 1)
        let period = PayPeriod(year: 2026, month: 2)
        func slip(_ rule: PaydayRule) -> Payslip {
            Payslip(
                workplace: tableWorker(month: "2026-02", firstMonday: "2026-02-02", payday: rule), period: period,
                today: date("2026-04-30"), now: .endOfDay(date("2026-04-30")), holidays: noHolidays,
                rates: shippedRates, worker: worker)
        }
        let sameMonth = slip(PaydayRule(day: 28, month: .same, ifHoliday: .keep))
        #expect(sameMonth.payday == date("2026-02-28"))
        #expect(sameMonth.deductions.incomeTax == Money(won: 19_440))
        let nextMonth = slip(PaydayRule(day: 1, month: .next, ifHoliday: .keep))
        #expect(nextMonth.payday == date("2026-03-01"))
        #expect(nextMonth.deductions.incomeTax == Money(won: 11_110))
    }

    /// A payday before the earliest table shipped (2024-03-01): January 2024's work paid
    /// 2024-02-10 uses the 2024 revision (19,440 as above) and says so.
    @Test func aPaydayBeforeEveryTableSaysSo() {
        let place = tableWorker(
            month: "2024-01", firstMonday: "2024-01-08", payday: PaydayRule(day: 10, ifHoliday: .keep))
        let slip = Payslip(
            workplace: place, period: PayPeriod(year: 2024, month: 1), today: date("2024-04-30"),
            now: .endOfDay(date("2024-04-30")), holidays: noHolidays, rates: shippedRates,
            worker: Worker(dependants: 3, children: 1))
        #expect(slip.deductions.incomeTax == Money(won: 19_440))
        #expect(
            slip.warnings.contains(
                .paydayBeforeWithholdingTables(payday: date("2024-02-10"), earliest: date("2024-03-01"))))
    }

    /// The tables as data: the shipped file's earlier revision, and `inForce(on:)` at its edges.
    @Test func theShippedRevisions() throws {
        let table = try #require(shippedRates.withholding)
        #expect(table.earliestEffectiveFrom == date("2024-03-01"))
        #expect(
            table.inForce(on: date("2026-02-28"))?.children == .init(one: 12_500, two: 29_160, eachBeyondTwo: 25_000))
        #expect(
            table.inForce(on: date("2026-03-01"))?.children == .init(one: 20_830, two: 45_830, eachBeyondTwo: 33_330))
        #expect(table.inForce(on: date("2024-02-29")) == nil)
        // Three children under the 2024 revision: 29,160 + 25,000 = 54,160.
        #expect(table.inForce(on: date("2025-06-10"))?.childrenReduction(children: 3) == 54_160)
    }
}

/// Annual leave's attendance as the law counts it, worked by hand.
@Suite struct LeaveAttendanceTests {
    /// 5 employees, 20 h contracted, Monday to Friday 09:00-13:00 planned from Monday
    /// 2026-01-05: the year to 2027-01-04 has 261 weekdays. `holidays` of them are paid public
    /// holidays (Mondays from 2026-06-01), the first `missed` weekdays are missed, the rest worked.
    func job(holidays count: Int, missed: Int) -> (Workplace, HolidayCalendar) {
        var weekdayDates: [LocalDate] = []
        var day = date("2026-01-05")
        while day <= date("2027-01-04") {
            if day.weekday != .saturday && day.weekday != .sunday { weekdayDates.append(day) }
            day = day.adding(days: 1)
        }
        let holidayDates = Array(
            weekdayDates.filter { $0 >= date("2026-06-01") && $0.weekday == .monday }.prefix(count))
        let missedDates = Set(weekdayDates.filter { !holidayDates.contains($0) }.prefix(missed))
        let worked = weekdayDates.filter { !holidayDates.contains($0) && !missedDates.contains($0) }
        let plan = ScheduleEntry(
            days: [.monday, .tuesday, .wednesday, .thursday, .friday], start: time("09:00"), end: time("13:00"),
            from: date("2026-01-05"))
        let place = Workplace(
            name: "마트", employees: 5, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20, shifts: worked.map { shift($0.description, "09:00", "13:00") }, schedule: [plan],
            startDate: date("2026-01-05"))
        let calendar = HolidayCalendar(
            names: Dictionary(uniqueKeysWithValues: holidayDates.map { ($0, "휴일") }), coveredYears: [2026, 2027])
        return (place, calendar)
    }

    func yearGrant(_ place: Workplace, _ calendar: HolidayCalendar) throws -> AnnualLeave.Grant? {
        let leave = try #require(
            place.annualLeave(today: date("2027-01-10"), now: .endOfDay(date("2027-01-10")), holidays: calendar))
        return leave.grants.first { if case .year = $0.reason { true } else { false } }
    }

    /// 18 paid holidays and 51 missed days. May 1 (a Friday in 2026) is a paid day off at every
    /// workplace size, so 261 − 18 − 1 = 242 days are scheduled, 242 − 51 = 191 attended: 191 /
    /// 242 = 78.9 %, no 15 days (counting the paid days off as attended would give 261 − 51 = 210,
    /// 210 / 261 = 80.5 %). The months attended in full still earn a day each (art. 60 (2)).
    @Test func paidHolidaysAreLeftOutOfBothSides() throws {
        let (place, calendar) = job(holidays: 18, missed: 51)
        #expect(try yearGrant(place, calendar) == nil)
        let leave = try #require(
            place.annualLeave(today: date("2027-01-10"), now: .endOfDay(date("2027-01-10")), holidays: calendar))
        #expect(leave.misses.contains { $0.attended == 191 && $0.scheduled == 242 })
        #expect(leave.grants.contains { if case .fullMonth = $0.reason { true } else { false } })
    }

    /// The 80 % edge: 15 holidays and May 1 leave 261 − 16 = 245 scheduled days; 49 missed: 196 /
    /// 245 = 80.0 %, 15 days; 50 missed: 195 / 245 = 79.6 %, none.
    @Test func eightyPercentExactly() throws {
        let (at, atCalendar) = job(holidays: 15, missed: 49)
        let grant = try #require(try yearGrant(at, atCalendar))
        #expect(grant.days == 15)
        #expect(grant.reason == .year(year: 1, attended: 196, scheduled: 245))
        let (below, belowCalendar) = job(holidays: 15, missed: 50)
        #expect(try yearGrant(below, belowCalendar) == nil)
    }

    /// Neither contracted hours nor a schedule: the hours worked decide. Monday to Friday
    /// 09:00-18:00 with an hour's break (8 h) from 2026-01-05 to 2026-01-30, seen on Sunday
    /// 2026-02-01: 20 × 480 = 9,600 minutes × 7 / 28 days = 2,400 a week (40 h): leave accrues.
    /// Two such days a week: 8 × 480 × 7 / 28 = 960 (16 h), still; one: 480 (8 h), under 15.
    @Test func withoutAContractTheHoursWorkedDecide() {
        func place(_ days: Set<Weekday>) -> Workplace {
            Workplace(
                name: "창고", employees: 5, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
                shifts: shifts(on: days, from: "2026-01-05", through: "2026-01-30", "09:00", "18:00", break: 60))
        }
        #expect(place(weekdays).averageWorkedWeeklyMinutes(through: date("2026-02-01")) == 2_400)
        #expect(place(weekdays).leaveNotAccruing(on: date("2026-02-01")) == nil)
        #expect(place([.monday, .thursday]).leaveNotAccruing(on: date("2026-02-01")) == nil)
        #expect(
            place([.monday]).leaveNotAccruing(on: date("2026-02-01")) == .underFifteenHours(weeklyMinutes: 480))
    }
}

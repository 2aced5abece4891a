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

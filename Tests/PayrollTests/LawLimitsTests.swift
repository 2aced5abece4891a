import Testing

@testable import Payroll

/// The taxes and the law's limits (docs/payroll.md), each case worked out by hand, at 4 employees and at 5 or more.
@Suite struct LawLimitsTests {
    func slip(
        employees: Int, wage: Int = 10_000, contract: ContractHours? = nil, tax: DeductionRules.IncomeTax = .none,
        allowance: Bool = false, worker: Worker = Worker(), probation: Probation? = nil, today: String = "2026-11-30",
        _ shifts: [Shift]
    ) -> Payslip {
        var place = workplace(
            employees: employees, wage: wage, contractWeeklyHours: contract, weeklyHolidayAllowance: allowance,
            deductions: DeductionRules(incomeTax: tax), shifts: shifts)
        place.probation = probation
        return Payslip(
            workplace: place, today: date(today), now: .endOfDay(date(today)), holidays: noHolidays,
            rates: shippedRates, worker: worker)
    }

    // MARK: Day workers

    /// (pay − 150,000) × 2.7%, cut to the won: 150,000 -> 0; 150,001 -> 0.027 -> 0; 180,000 ->
    /// 30,000 × 2.7% = 810; 200,000 -> 1,350; 250,000 -> 2,700.
    @Test func dailyTaxPerDay() {
        #expect(DeductionRates.dailyIncomeTax(dayPay: Money(won: 150_000)) == 0)
        #expect(DeductionRates.dailyIncomeTax(dayPay: Money(won: 150_001)) == 0)
        #expect(DeductionRates.dailyIncomeTax(dayPay: Money(won: 180_000)) == 810)
        #expect(DeductionRates.dailyIncomeTax(dayPay: Money(won: 200_000)) == 1_350)
        #expect(DeductionRates.dailyIncomeTax(dayPay: Money(won: 250_000)) == 2_700)
    }

    /// One payment: 810 alone is under 1,000 and not withheld; two such days, 1,620, are.
    @Test func smallAmountExemptionOnAPayment() {
        #expect(DeductionRates.dailyIncomeTax(dayPays: [Money(won: 180_000)]) == .zero)
        #expect(
            DeductionRates.dailyIncomeTax(dayPays: [Money(won: 180_000), Money(won: 180_000)]) == Money(won: 1_620))
        #expect(DeductionRates.dailyIncomeTax(dayPays: [Money(won: 150_000), Money(won: 150_001)]) == .zero)
    }

    /// A day of 9 h paid (09:00-19:00, 60 min break) at 25,000 won: 225,000 at 4 employees ->
    /// (75,000 × 2.7% = 2,025) -> 2,020, local 202 -> 200. At 5+, 1 h of overtime adds 12,500:
    /// 237,500 -> 87,500 × 2.7% = 2,362.5 -> 2,362 -> 2,360, local 236 -> 230. A 7 h day at 25,000
    /// (175,000): 675 -> not withheld, with the note.
    @Test func dayWorkerThroughThePayslip() {
        let nine = [shift("2026-11-02", "09:00", "19:00", break: 60)]
        let four = slip(employees: 4, wage: 25_000, tax: .daily, nine)
        #expect(four.pay.gross == Money(won: 225_000))
        #expect(four.deductions.incomeTax == Money(won: 2_020))
        #expect(four.deductions.localIncomeTax == Money(won: 200))
        #expect(four.incomeTaxRule == .daily)
        let five = slip(employees: 5, wage: 25_000, tax: .daily, nine)
        #expect(five.pay.gross == Money(won: 237_500))
        #expect(five.deductions.incomeTax == Money(won: 2_360))
        #expect(five.deductions.localIncomeTax == Money(won: 230))
        let seven = slip(employees: 5, wage: 25_000, tax: .daily, [shift("2026-11-02", "09:00", "16:30", break: 30)])
        #expect(seven.pay.gross == Money(won: 175_000))
        #expect(seven.deductions.incomeTax == .zero)
        #expect(seven.warnings.contains(.smallAmountExemption(tax: 675)))
    }

    /// The withholding table through the payslip: 2,064,000 won (200 h at 10,320) with 1
    /// dependant is in the 2,060-2,070 row: 21,450, local 2,140; with 3 dependants and 1 child:
    /// 7,790 − 20,830 -> 0.
    @Test func tableTaxThroughThePayslip() {
        let shifts = (0..<25).map {
            shift(date("2026-11-02").adding(days: $0).description, "09:00", "18:00", break: 60)
        }
        let one = slip(employees: 4, wage: 10_320, tax: .table, shifts)
        #expect(one.pay.gross == Money(won: 2_064_000))
        #expect(one.deductions.incomeTax == Money(won: 21_450))
        #expect(one.deductions.localIncomeTax == Money(won: 2_140))
        let family = slip(employees: 4, wage: 10_320, tax: .table, worker: Worker(dependants: 3, children: 1), shifts)
        #expect(family.deductions.incomeTax == .zero)
    }

    // MARK: Part-timers' extra hours

    /// Contract 15 h a week; Monday to Friday 4 h (and the 30-minute break) = 20 h in the week of
    /// 2026-11-02. At 5+: 5 h beyond the contract at 10,000 × 50% = 25,000, shown as overtime;
    /// base 200,000. At 4: no premium. With a 40-hour contract, nothing.
    @Test func partTimersExtraHours() {
        let week = (0..<5).map { shift(date("2026-11-02").adding(days: $0).description, "09:00", "13:30", break: 30) }
        let five = slip(employees: 5, contract: 15, week)
        #expect(five.pay.base == Money(won: 200_000))
        #expect(five.minutes.overtime == 300)
        #expect(five.pay.overtime == Money(won: 25_000))
        #expect(five.warnings.contains(.partTimeExtraHours(minutes: 300, contractHours: 15)))
        let four = slip(employees: 4, contract: 15, week)
        #expect(four.minutes.overtime == 0)
        #expect(four.pay.overtime == .zero)
        #expect(!four.warnings.contains { if case .partTimeExtraHours = $0 { true } else { false } })
        #expect(slip(employees: 5, contract: 40, week).pay.overtime == .zero)
    }

    /// Beyond 40 hours the minutes are overtime already, never paid twice: contract 20 h, Monday
    /// to Friday 9 h paid (45 h): 5 h daily overtime (1 h a day) and 20 h extra (20 to 40 h of
    /// the 40 regular hours): 25 h × 5,000 = 125,000.
    @Test func extraHoursStopAtTheWeeklyLimit() {
        let week = (0..<5).map { shift(date("2026-11-02").adding(days: $0).description, "09:00", "19:00", break: 60) }
        let five = slip(employees: 5, contract: 20, week)
        #expect(five.minutes.overtime == 25 * 60)
        #expect(five.pay.overtime == Money(won: 125_000))
    }

    // MARK: Breaks

    /// 8 h 20 m on the clock with no break is 8 h 20 m of work: an hour is due. 4 h of work: 30
    /// minutes. 3 h 59 m: none. At 4 employees as at 5 (art. 54 applies to both).
    @Test func shortBreaksAreNoted() {
        for employees in [4, 5] {
            let slip = slip(
                employees: employees,
                [
                    shift("2026-11-02", "09:00", "17:20"), shift("2026-11-03", "09:00", "13:00"),
                    shift("2026-11-04", "09:00", "12:59"), shift("2026-11-05", "09:00", "17:50", break: 30),
                ])
            #expect(
                slip.warnings.contains(
                    .shortBreaks(shifts: [
                        .init(date: date("2026-11-02"), breakMinutes: 0, required: 60),
                        .init(date: date("2026-11-03"), breakMinutes: 0, required: 30),
                        .init(date: date("2026-11-05"), breakMinutes: 30, required: 60),
                    ])))
        }
    }

    /// The clock-out sheet's default: 8 h 20 m on the clock suggests 30 (7 h 50 m of work), not
    /// 60; 8 h 30 m suggests 60; 4 h, 30; 3 h 59 m, none.
    @Test func suggestedBreak() {
        #expect(LawLimits.suggestedBreak(minutesOnTheClock: 500) == 30)
        #expect(LawLimits.suggestedBreak(minutesOnTheClock: 509) == 30)
        #expect(LawLimits.suggestedBreak(minutesOnTheClock: 510) == 60)
        #expect(LawLimits.suggestedBreak(minutesOnTheClock: 240) == 30)
        #expect(LawLimits.suggestedBreak(minutesOnTheClock: 239) == 0)
        #expect(LawLimits.minimumBreak(workedMinutes: 480) == 60)
        #expect(LawLimits.minimumBreak(workedMinutes: 479) == 30)
    }

    // MARK: Probation

    /// 9,288 is exactly 90% of the 2026 minimum 10,320. A 1-year contract, not simple labour, in
    /// the first 3 months (from 2026-11-02): lawful, a note and no minimum-wage warning. Simple
    /// labour, or a contract under a year: the warning, and why. The shift is 4 h of work (09:00
    /// -13:30, 30 minutes' break): 240 minutes short by 10,320 - 9,288 = 1,032 an hour is
    /// 240 × 1,032 / 60 = 4,128 won; at 9,287, 240 × 1,033 / 60 = 4,132.
    @Test func probation() {
        let shifts = [shift("2026-11-02", "09:00", "13:30", break: 30)]
        let lawful = Probation(until: date("2027-01-31"), contractYears: 1, simpleLabour: false)
        for employees in [4, 5] {
            let ok = slip(employees: employees, wage: 9_288, probation: lawful, shifts)
            #expect(ok.warnings == [.probationWage(until: date("2027-01-31"), minimum: 9_288)])
            var simple = lawful
            simple.simpleLabour = true
            #expect(
                slip(employees: employees, wage: 9_288, probation: simple, shifts).warnings == [
                    .belowMinimumWage(hourly: 9_288, minimum: 10_320, year: 2026, minutes: 240),
                    .probationNotLawful(reasons: [.simpleLabour]),
                ])
            var short = lawful
            short.contractYears = 0
            #expect(
                slip(employees: employees, wage: 9_288, probation: short, shifts).warnings == [
                    .belowMinimumWage(hourly: 9_288, minimum: 10_320, year: 2026, minutes: 240),
                    .probationNotLawful(reasons: [.contractUnderOneYear(years: 0)]),
                ])
        }
        // Under 90% is below the minimum whatever the probation.
        #expect(
            slip(employees: 5, wage: 9_287, probation: lawful, shifts).warnings == [
                .belowMinimumWage(hourly: 9_287, minimum: 10_320, year: 2026, minutes: 240)
            ])
        #expect(slip(employees: 5, wage: 9_287, probation: lawful, shifts).minimumWageShortfall == Money(won: 4_132))
        var simple = lawful
        simple.simpleLabour = true
        #expect(slip(employees: 5, wage: 9_288, probation: simple, shifts).minimumWageShortfall == Money(won: 4_128))
        // Lawful at 90%: nothing short.
        #expect(slip(employees: 5, wage: 9_288, probation: lawful, shifts).minimumWageShortfall == .zero)
        // Started 2026-07-01: by November more than 3 months have passed.
        let late = slip(
            employees: 5, wage: 9_288, probation: lawful, [shift("2026-07-01", "09:00", "13:30", break: 30)] + shifts)
        #expect(late.warnings.contains(.probationNotLawful(reasons: [.beyondThreeMonths(start: date("2026-07-01"))])))
    }

    // MARK: Minors

    /// Born 2010-03-01: 16 in November 2026. 7 h 30 m on Monday (over 7), 22:00-23:00 on Tuesday
    /// (night), Monday to Friday 7 h 30 m makes 37 h 30 m in the week (over 35). Born 2008-11-01:
    /// 18, none.
    @Test func minors() {
        let minor = Worker(birthDate: date("2010-03-01"))
        let week =
            (0..<5).map { shift(date("2026-11-02").adding(days: $0).description, "09:00", "17:00", break: 30) }
            + [shift("2026-11-03", "22:00", "23:00")]
        for employees in [4, 5] {
            let slip = slip(employees: employees, worker: minor, week)
            #expect(
                slip.warnings.contains(
                    .minorLongDays(dates: (0..<5).map { date("2026-11-02").adding(days: $0) })))
            #expect(slip.warnings.contains(.minorLongWeeks(mondays: [date("2026-11-02")])))
            #expect(slip.warnings.contains(.minorNightOrHolidayWork(dates: [date("2026-11-03")])))
        }
        let adult = slip(employees: 5, worker: Worker(birthDate: date("2008-11-01")), week)
        #expect(!adult.warnings.contains { if case .minorLongDays = $0 { true } else { false } })
        #expect(Worker(birthDate: date("2008-11-02")).age(on: date("2026-11-01")) == 17)
        #expect(Worker(birthDate: date("2008-11-01")).age(on: date("2026-11-01")) == 18)
    }

    // MARK: Weekly overtime cap

    /// Monday to Saturday 10 h paid (09:00-20:00, 60 min break): 2 h daily overtime × 6 = 12 h,
    /// and 48 regular hours, 8 beyond 40: 20 h of overtime, over the 12-hour cap at 5+. Monday to
    /// Friday: 10 h + 0 = 10 h, under it. At 4 employees the cap does not apply.
    @Test func weeklyOvertimeCap() {
        let six = (0..<6).map { shift(date("2026-11-02").adding(days: $0).description, "09:00", "20:00", break: 60) }
        #expect(slip(employees: 5, six).warnings.contains(.weeklyOvertimeOverCap(mondays: [date("2026-11-02")])))
        #expect(slip(employees: 5, six).minutes.overtime == 20 * 60)
        #expect(
            !slip(employees: 4, six).warnings.contains { if case .weeklyOvertimeOverCap = $0 { true } else { false } })
        #expect(
            !slip(employees: 5, Array(six.prefix(5))).warnings.contains {
                if case .weeklyOvertimeOverCap = $0 { true } else { false }
            })
    }

    // MARK: The worker's fields

    @Test func workerFieldsTogether() {
        #expect(Worker(dependants: 2, children: 1).problems.isEmpty)
        #expect(
            Worker(dependants: 1, children: 1).problems == [.moreChildrenThanDependants(children: 1, dependants: 1)])
        #expect(Worker(withholdingRate: 90).problems == [.withholdingRateNotAllowed(90)])
        #expect(Worker(dependants: 0).problems.contains(.dependantsOutOfRange(0)))
    }
}

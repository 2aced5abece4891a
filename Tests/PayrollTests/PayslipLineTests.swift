import Testing

@testable import Payroll

/// `Payslip.lines`, the one list of a payslip's lines every formatter walks, on payslips worked
/// out by hand; and `detailLines`, the card's and the summary's fold of it.
@Suite struct PayslipLineTests {
    typealias Line = PayslipLine

    /// The spec's example workplace on 2026-11-21 (`PayslipTests.theSpecsExampleWorkplace`):
    /// GS25, 7 employees, 10,320 won, contract 20 h, 3.3 %; Nov 2 18:00-23:00 break 30 (270
    /// paid, 60 night), Nov 3 22:00-06:00 break 60 (420 paid, all night).
    ///   hours: 2 days, paid 690 = day 210 + night 480
    ///   base 690 × 10,320 / 60 = 118,680; night premium 480 × 10,320 × 0.5 / 60 = 41,280
    ///   allowance, week to Sunday Nov 8: 20 / 40 × 8 h = 240 minutes × 10,320 / 60 = 41,280
    ///   gross 201,240; income tax 3 % = 6,037.2 -> 6,030; local 10 % of it = 603 -> 600
    ///   total deductions 6,630; net 194,610
    @Test func theSpecsExampleWorkplace() {
        let gs25 = Workplace(
            name: "GS25 강남역점", employees: 7, wages: WageHistory(hourly: 10_320),
            payday: PaydayRule(day: 10, month: .next, ifHoliday: .before), contractWeeklyHours: 20,
            deductions: DeductionRules(incomeTax: .businessIncome, insurance: .none),
            shifts: [
                shift("2026-11-02", "18:00", "23:00", break: 30), shift("2026-11-03", "22:00", "06:00", break: 60),
            ])
        let slip = payslip(gs25, today: "2026-11-21")
        let won = { (won: Int) in Money(won: won) }
        #expect(
            slip.lines == [
                Line(
                    kind: .hours, amount: .zero, minutes: 690, count: 2,
                    hours: Payslip.Minutes(paid: 690, day: 210, night: 480)),
                Line(
                    kind: .basePay, amount: won(118_680), minutes: 690,
                    calculation: .time([Line.Term(minutes: 690, hourly: 10_320)]), hourly: 10_320),
                Line(
                    kind: .nightPremium, amount: won(41_280), minutes: 480,
                    calculation: .time([Line.Term(minutes: 480, hourly: 10_320, factor: .half)])),
                Line(kind: .overtimePremium, amount: .zero, minutes: 0, calculation: .time([])),
                Line(kind: .holidayPremium, amount: .zero, minutes: 0, calculation: .time([])),
                Line(
                    kind: .weeklyHolidayAllowance, amount: won(41_280),
                    calculation: .time([Line.Term(minutes: 240, hourly: 10_320)])),
                Line(kind: .gross, amount: won(201_240)),
                Line(
                    kind: .incomeTax, amount: won(6_030), calculation: .incomeTax(.businessIncome),
                    incomeTaxRule: .businessIncome),
                Line(kind: .localIncomeTax, amount: won(600), calculation: .percentOfIncomeTax(10)),
                Line(kind: .totalDeductions, amount: won(6_630)),
                Line(kind: .net, amount: won(194_610)),
            ])
        #expect(
            slip.detailLines.map(\.kind) == [
                .basePay, .nightPremium, .overtimePremium, .holidayPremium, .weeklyHolidayAllowance, .gross,
                .insurance, .incomeTaxes, .net,
            ])
        let folded = slip.detailLines.filter { $0.kind == .insurance || $0.kind == .incomeTaxes }
        #expect(
            folded == [
                Line(kind: .insurance, amount: .zero, applies: false),
                Line(kind: .incomeTaxes, amount: won(6_630), incomeTaxRule: .businessIncome),
            ])
    }

    /// Chuseok (Friday 2026-09-25), 09:00-20:00 break 60, 5 employees, 10,000 won, the four
    /// insurances, seen on 2026-10-01 (the period has ended: the monthly floors apply):
    ///   600 holiday minutes: 480 within 8 h, 120 beyond
    ///   base 600 × 10,000 / 60 = 100,000; holiday 480 × 10,000 × 0.5 / 60 + 120 × 10,000 × 1.0
    ///   / 60 = 40,000 + 20,000 = 60,000; gross 160,000 (no allowance: the contract pays none)
    ///   pension: the floor base 410,000 (from July 2026) × 4.75 % = 19,475 -> 19,470
    ///   health: 160,000 × 3.595 % = 5,752 -> 5,750, held to the 2026 floor 10,080
    ///   long-term care: 10,080 × 0.9448 / 7.19 = 1,324.6 -> 1,320
    ///   employment: 160,000 × 0.9 % = 1,440
    ///   total 32,310; net 127,690
    @Test func holidayWorkWithTheFourInsurances() throws {
        let place = workplace(
            employees: 5, weeklyHolidayAllowance: false, deductions: DeductionRules(incomeTax: .none, insurance: .four),
            shifts: [shift("2026-09-25", "09:00", "20:00", break: 60)])
        let slip = payslip(place, today: "2026-10-01", holidays: try shippedHolidays())
        let won = { (won: Int) in Money(won: won) }
        #expect(slip.period == PayPeriod(year: 2026, month: 9))
        let lines = slip.lines
        #expect(
            lines.map(\.kind) == [
                .hours, .basePay, .nightPremium, .overtimePremium, .holidayPremium, .weeklyHolidayAllowance, .gross,
                .nationalPension, .healthInsurance, .longTermCare, .employmentInsurance, .totalDeductions, .net,
            ])
        #expect(
            lines.map(\.amount)
                == [0, 100_000, 0, 0, 60_000, 0, 160_000, 19_470, 10_080, 1_320, 1_440, 32_310, 127_690].map(won))
        #expect(
            lines[4].calculation
                == .time([
                    Line.Term(minutes: 480, hourly: 10_000, factor: .half),
                    Line.Term(minutes: 120, hourly: 10_000, factor: .whole),
                ]))
        #expect(lines[4].minutes == 600)
        #expect(lines[7...10].allSatisfy { $0.calculation == .none })
        // The detail table: the four insurances as one line, income tax `-` (not made).
        #expect(
            slip.detailLines.suffix(3) == [
                Line(kind: .insurance, amount: won(32_310)),
                Line(kind: .incomeTaxes, amount: .zero, applies: false, incomeTaxRule: DeductionRules.IncomeTax.none),
                Line(kind: .net, amount: won(127_690)),
            ])
    }

    /// A day the employer closed at 5 employees (`PlansTests.aClosedDayAtFiveOrMorePaysSeventyPercent`):
    /// schedule Mon, Wed, Fri 10:00-16:00 break 30 (330 minutes), Nov 2 and 4 worked, Fri Nov 6
    /// closed, 10,320 won, contract 16 h, seen on Nov 30:
    ///   base 660 × 10,320 / 60 = 113,520; 휴업수당 330 × 10,320 × 0.7 / 60 = 39,732
    ///   allowance 16 / 40 × 8 h = 192 minutes × 10,320 / 60 = 33,024; gross = net = 186,276
    /// Under 5 employees the premiums do not apply: their lines stay, marked so.
    @Test func aClosedDayHasItsOwnLine() {
        let schedule = [
            ScheduleEntry(
                days: [.monday, .wednesday, .friday], start: time("10:00"), end: time("16:00"), breakMinutes: 30,
                from: date("2026-11-02"), until: date("2026-11-08"))
        ]
        func place(employees: Int) -> Workplace {
            Workplace(
                name: "편의점", employees: employees, wages: WageHistory(hourly: 10_320),
                payday: PaydayRule(day: 10, ifHoliday: .keep), contractWeeklyHours: 16,
                shifts: ["2026-11-02", "2026-11-04"].map { shift($0, "10:00", "16:00", break: 30) },
                schedule: schedule, absences: [Absence(date: date("2026-11-06"), kind: .closed)])
        }
        let slip = payslip(place(employees: 5), today: "2026-11-30")
        let lines = slip.lines
        #expect(
            lines.map(\.kind) == [
                .hours, .basePay, .nightPremium, .overtimePremium, .holidayPremium, .weeklyHolidayAllowance,
                .shutdownAllowance, .gross, .totalDeductions, .net,
            ])
        #expect(
            lines[6]
                == Line(
                    kind: .shutdownAllowance, amount: Money(won: 39_732), minutes: 330, count: 1,
                    calculation: .time([Line.Term(minutes: 330, hourly: 10_320, factor: .seventyPercent)])))
        #expect(lines[5].calculation == .time([Line.Term(minutes: 192, hourly: 10_320)]))
        #expect(lines.last?.amount == Money(won: 186_276))

        let small = payslip(place(employees: 4), today: "2026-11-30").lines
        #expect(
            small.filter { $0.kind.isPay && !$0.applies }.map(\.kind) == [
                .nightPremium, .overtimePremium, .holidayPremium,
            ])
        #expect(!small.contains { $0.kind == .shutdownAllowance })
    }

    /// A workplace that pays no weekly holiday allowance has no allowance weeks: its line shows no
    /// calculation beside the amount of none, and the daily tax is not counted on an allowance it
    /// does not pay. Monday to Friday 09:00-18:00 with an hour's break (8 h) at 50,000 won from
    /// 2026-11-02, the daily tax: a day's 400,000 less 150,000 = 250,000 × 6% × 45% = 6,750; five
    /// days 33,750. With an allowance counted on Sunday the 8th (8 h × 50,000 = 400,000) it was
    /// 6 × 6,750 = 40,500.
    @Test func noAllowanceNoAllowanceWeeks() {
        let place = workplace(
            wage: 50_000, weeklyHolidayAllowance: false, deductions: DeductionRules(incomeTax: .daily),
            shifts: ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"].map {
                shift($0, "09:00", "18:00", break: 60)
            })
        let slip = payslip(place, today: "2026-11-30")
        #expect(slip.allowanceWeeks.isEmpty)
        #expect(slip.pay.weeklyHolidayAllowance == .zero)
        #expect(slip.lines.first { $0.kind == .weeklyHolidayAllowance }?.calculation == .time([]))
        #expect(slip.deductions.incomeTax == Money(won: 33_750))
    }
}

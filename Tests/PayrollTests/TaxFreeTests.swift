import Testing

@testable import Payroll

/// The payslip of the period named `month`, seen on `today` (its shifts ended by then).
private func payslipOf(_ place: Workplace, _ month: String, today: String) -> Payslip {
    let period = PayPeriod(year: Int(month.prefix(4))!, month: Int(month.suffix(2))!)
    return Payslip(
        workplace: place, period: period, today: date(today), now: .endOfDay(date(today)), holidays: noHolidays,
        rates: shippedRates)
}

/// Non-taxable pay (Income Tax Act art. 12 (3), Enforcement Decree art. 17), worked by hand. No
/// public holidays (the test calendar knows none).
@Suite struct TaxFreeTests {
    /// 20 shifts of 09:00-18:00 with an hour's break (8 h) from Friday 2026-04-03 to Thursday
    /// 2026-04-30 at 12,500 won, one employee, no weekly allowance: 160 h × 12,500 = 2,000,000.
    func office(meals: Int, insurance: DeductionRules.Insurance = .four) -> Workplace {
        var place = workplace(
            wage: 12_500, weeklyHolidayAllowance: false,
            deductions: DeductionRules(incomeTax: .table, insurance: insurance),
            shifts: shifts(on: weekdays, from: "2026-04-03", through: "2026-04-30", "09:00", "18:00", break: 60))
        place.taxFree = TaxFree(meals: meals)
        return place
    }

    /// Meals of 200,000 on top: gross 2,000,000 + 200,000 = 2,200,000, all of the meals tax-free,
    /// the table looked up at 2,000,000 (1 dependant: 19,520; local 1,950). The insurances on
    /// 2,000,000 too: pension 2,000,000 × 4.75% = 95,000; health × 3.595% = 71,900; care 71,900 ×
    /// 0.9448 / 7.19 = 9,448 -> 9,440; employment × 0.9% = 18,000. On 2,200,000 the pension would
    /// be 104,500.
    @Test func mealsAreLeftOutOfTheTaxAndTheInsurances() {
        let slip = payslipOf(office(meals: 200_000), "2026-04", today: "2026-05-20")
        #expect(slip.pay.base == Money(won: 2_000_000))
        #expect(slip.pay.meals == Money(won: 200_000))
        #expect(slip.pay.gross == Money(won: 2_200_000))
        #expect(slip.taxFree == Payslip.TaxFreePay(meals: Money(won: 200_000)))
        #expect(slip.taxableGross == Money(won: 2_000_000))
        #expect(slip.deductions.incomeTax == Money(won: 19_520))
        #expect(slip.deductions.localIncomeTax == Money(won: 1_950))
        #expect(slip.deductions.nationalPension == Money(won: 95_000))
        #expect(slip.deductions.healthInsurance == Money(won: 71_900))
        #expect(slip.deductions.longTermCare == Money(won: 9_440))
        #expect(slip.deductions.employmentInsurance == Money(won: 18_000))
        // The payslip's lines: the meals a pay item, then the tax-free part and the taxable gross.
        let kinds = slip.lines.map(\.kind)
        #expect(kinds.firstIndex(of: .meals).map { $0 + 1 } == kinds.firstIndex(of: .gross))
        #expect(slip.lines.first { $0.kind == .taxFree }?.amount == Money(won: 200_000))
        #expect(slip.lines.first { $0.kind == .taxableGross }?.amount == Money(won: 2_000_000))
        #expect(slip.lines.filter(\.kind.isPay).reduce(Money.zero) { $0 + $1.amount } == slip.pay.gross)
    }

    /// Meals of 250,000: 200,000 tax-free, 50,000 taxed: taxable 2,000,000 + 50,000 = 2,050,000,
    /// the tax of a 2,050,000-won pay with no meals.
    @Test func mealsAboveTheLimitAreTaxed() {
        let slip = payslipOf(office(meals: 250_000), "2026-04", today: "2026-05-20")
        #expect(slip.taxFree?.meals == Money(won: 200_000))
        #expect(slip.taxableGross == Money(won: 2_050_000))
        let table = shippedRates.rates(for: PayPeriod(year: 2026, month: 4), paidOn: date("2026-05-10")).withholding
        #expect(slip.deductions.incomeTax == table?.incomeTax(pay: 2_050_000, worker: Worker()))
    }

    /// A period with no work pays no meal allowance (it is paid with the month's pay).
    @Test func noWorkNoMeals() {
        let slip = payslipOf(office(meals: 200_000), "2026-06", today: "2026-06-20")
        #expect(slip.period == PayPeriod(year: 2026, month: 6))
        #expect(slip.pay.gross == .zero)
    }

    /// 5 employees, 15,000 won, 22:00-06:00 with an hour's break (7 h, all night) on the 20
    /// weekdays of January 2025 from Monday the 6th, no weekly allowance: base 20 × 7 × 15,000 =
    /// 2,100,000, night premium 20 × 7 × 7,500 = 1,050,000.
    func nightShifts(wage: Int = 15_000, months: [(String, String)] = [("2025-01-06", "2025-01-31")]) -> Workplace {
        var place = workplace(
            employees: 5, wage: wage, weeklyHolidayAllowance: false,
            deductions: DeductionRules(incomeTax: .table),
            shifts: months.flatMap { shifts(on: weekdays, from: $0.0, through: $0.1, "22:00", "06:00", break: 60) })
        place.taxFree = TaxFree(overtimePremiums: true)
        return place
    }

    /// Monthly regular pay exactly 2,100,000 (the 2025 limit, "or less"): the 1,050,000 of
    /// premiums is tax-free; taxable 3,150,000 − 1,050,000 = 2,100,000.
    @Test func regularPayOnTheLineKeepsThePremiumsTaxFree() {
        let slip = payslipOf(nightShifts(), "2025-01", today: "2025-02-20")
        #expect(slip.pay.base == Money(won: 2_100_000))
        #expect(slip.pay.night == Money(won: 1_050_000))
        #expect(slip.taxFree?.premiums == Money(won: 1_050_000))
        #expect(slip.taxableGross == Money(won: 2_100_000))
        #expect(!slip.warnings.contains { if case .taxFreePremiumsTaxed = $0 { true } else { false } })
        let table = shippedRates.rates(for: slip.period, paidOn: slip.payday).withholding
        #expect(slip.deductions.incomeTax == table?.incomeTax(pay: 2_100_000, worker: Worker()))
    }

    /// At 15,001 won the regular pay is 140 h × 15,001 = 2,100,140, over 2,100,000: every premium
    /// is taxed and the note names the limit.
    @Test func regularPayAboveTheLineTaxesThePremiums() {
        let slip = payslipOf(nightShifts(wage: 15_001), "2025-01", today: "2025-02-20")
        #expect(slip.pay.base == Money(won: 2_100_140))
        #expect(slip.taxFree?.premiums == .zero)
        #expect(slip.taxableGross == slip.pay.gross)
        #expect(slip.warnings.contains(.taxFreePremiumsTaxed(.monthlyRegularPay(pay: 2_100_140, limit: 2_100_000))))
    }

    /// The yearly cap of 2,400,000: January and February 2025 (20 weekdays each from the first
    /// Monday) leave 1,050,000 each tax-free, 2,100,000 in all; March's 1,050,000 finds 300,000
    /// left: 300,000 tax-free, 750,000 taxed, with a note.
    @Test func theYearlyCapIsShared() {
        let place = nightShifts(months: [
            ("2025-01-06", "2025-01-31"), ("2025-02-03", "2025-02-28"), ("2025-03-03", "2025-03-28"),
        ])
        let march = payslipOf(place, "2025-03", today: "2025-04-20")
        #expect(march.pay.night == Money(won: 1_050_000))
        #expect(march.taxFree?.premiums == Money(won: 300_000))
        #expect(march.taxableGross == Money(won: 3_150_000 - 300_000))
        #expect(march.warnings.contains(.taxFreePremiumsCapReached(cap: 2_400_000, usedBefore: 2_100_000)))
    }

    /// Last year's total pay, and the 2026-02-27 amendment, whose addenda (art. 3) apply it to the
    /// pay of the whole tax year 2026: 2024 and 2025 each paid 2,800,000 a month (no premiums),
    /// 12 × 2,800,000 = 33,600,000 a year. December 2025 looks at 2024's 33,600,000, above the
    /// 30,000,000 of 2025: its 500,000 of night premium is taxed. January 2026 looks at 2025's
    /// 33,600,000, within the 37,000,000 of 2026: the 500,000 is tax-free (regular pay 2,000,000
    /// is within 2,100,000 and 2,600,000 alike). Before the addenda were read, Payday took the new
    /// limits from March 2026 and taxed January's premium too. (The job started 2024-01-01, so
    /// that 2024 is walked.)
    @Test func lastYearsPayAndTheAmendment() {
        var place = nightShifts()
        place.startDate = date("2024-01-01")
        let thisMonth = Payslip.Pay(base: Money(won: 2_000_000), night: Money(won: 500_000))
        func history(_ month: PayPeriod) -> Payslip.Pay {
            (2024...2025).contains(month.year) ? Payslip.Pay(base: Money(won: 2_800_000)) : Payslip.Pay()
        }
        let december = TaxFreeRules.taxFree(
            pay: thisMonth, workplace: place, period: PayPeriod(year: 2025, month: 12), rates: shippedRates,
            history: history)
        #expect(december.0.premiums == .zero)
        #expect(december.1 == [.taxFreePremiumsTaxed(.lastYearPay(year: 2024, pay: 33_600_000, limit: 30_000_000))])
        let january = TaxFreeRules.taxFree(
            pay: thisMonth, workplace: place, period: PayPeriod(year: 2026, month: 1), rates: shippedRates,
            history: history)
        #expect(january.0.premiums == Money(won: 500_000))
        #expect(january.1.isEmpty)
        let shipped = shippedRates.rates(for: PayPeriod(year: 2026, month: 1)).taxFree
        #expect(shipped.monthlyRegularPay == 2_600_000 && shipped.lastYearPay == 37_000_000)
        #expect(shippedRates.rates(for: PayPeriod(year: 2025, month: 12)).taxFree.monthlyRegularPay == 2_100_000)
    }

    /// The 3.3% rule taxes the whole gross (business income has no non-taxable pay): 3% of
    /// 2,200,000 = 66,000, with a note.
    @Test func businessIncomeTaxesItAll() {
        var place = office(meals: 200_000, insurance: .none)
        place.deductions.incomeTax = .businessIncome
        let slip = payslipOf(place, "2026-04", today: "2026-05-20")
        #expect(slip.deductions.incomeTax == Money(won: 66_000))
        #expect(slip.taxFree == nil)
        #expect(slip.warnings.contains(.taxFreeNotForThisRule(.businessIncome)))
    }
}

/// `taxFree` in the data file: read, checked and written back.
@Suite struct TaxFreeFileTests {
    func file(_ taxFree: String) -> String {
        """
        { "version": 1, "workplaces": [ { "name": "CU", "wage": 10320, "payday": { "day": 10 },
          "taxFree": \(taxFree), "shifts": [] } ] }
        """
    }

    @Test func readAndWrittenBack() throws {
        let data = try DataFile.parse(Array(file(#"{"overtimePremiums": true, "meals": 200000}"#).utf8), file: "f")
        #expect(data.workplaces[0].taxFree == TaxFree(overtimePremiums: true, meals: 200_000))
        let written = String(decoding: DataFileWriter.bytes(data), as: UTF8.self)
        #expect(written.contains(#""taxFree": { "overtimePremiums": true, "meals": 200000 }"#))
        #expect(try DataFile.parse(Array(written.utf8), file: "f").workplaces == data.workplaces)
    }

    /// A meal allowance over 1,000,000 won a month, below zero, or a field misspelt: each named
    /// with its path.
    @Test(arguments: [
        (#"{"meals": 1000001}"#, "workplaces[0].taxFree.meals"),
        (#"{"meals": -1}"#, "workplaces[0].taxFree.meals"),
        (#"{"meal": 100}"#, "workplaces[0].taxFree.meal"),
        (#"{"overtimePremiums": "yes"}"#, "workplaces[0].taxFree.overtimePremiums"),
    ])
    func refused(_ taxFree: String, path: String) {
        #expect {
            try DataFile.parse(Array(file(taxFree).utf8), file: "f")
        } throws: { error in
            (error as? DataFileError)?.problems.map(\.place) == [.value(path)]
        }
    }
}

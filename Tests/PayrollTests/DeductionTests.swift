import Testing

@testable import Payroll

/// The deduction rules (docs/payroll.md, "The four insurances, exactly"), each worked out by hand from the rules and the rates file's figures.
@Suite struct DeductionTests {
    /// "(1,234,567 won: 37,030 + 3,700 = 40,730; not 3.3% × gross.)" 3.3% of gross would be 40,740.
    @Test func incomeTaxThenLocalIncomeTaxOfIt() {
        let tax = DeductionRates.incomeTax(gross: Money(won: 1_234_567))  // 37,037.01 -> 37,030
        #expect(tax == Money(won: 37_030))
        #expect(DeductionRates.localIncomeTax(incomeTax: tax) == Money(won: 3_700))  // 3,703 -> 3,700
    }

    @Test func cutDownToTenWon() {
        #expect(DeductionRates.cutToTenWon(19_475) == 19_470)
        #expect(DeductionRates.cutToTenWon(19_470) == 19_470)
        #expect(DeductionRates.cutToTenWon(9) == 0)
    }

    /// The four employee shares for `gross` in the pay period named `month`, from the shipped
    /// rates: [pension, health, long-term care, employment].
    func shares(_ gross: Int, _ month: String) -> [Int] {
        guard let period = PayPeriod(iso: month) else { preconditionFailure("bad month literal \(month)") }
        let slip = Payslip.deductions(
            gross: Money(won: gross), rules: DeductionRules(insurance: .four),
            rates: shippedRates.rates(for: period))
        return [
            slip.nationalPension.won, slip.healthInsurance.won, slip.longTermCare.won, slip.employmentInsurance.won,
        ]
    }

    /// The simulator's two examples (September 2026). 3,000,000: pension 3,000,000 × 4.75 % =
    /// 142,500; health × 3.595 % = 107,850; care 107,850 × 9,448 / 71,900 = 14,172.2 -> 14,170;
    /// employment × 0.9 % = 27,000 (in binary floating point 26,999.99..., which would cut to
    /// 26,990). 200,000: pension on the 410,000 floor × 4.75 % = 19,475 -> 19,470; health 7,190
    /// -> the 10,080 floor; care 10,080 × 9,448 / 71,900 = 1,324.5 -> 1,320; employment 1,800.
    @Test func theSimulatorsExamples() {
        #expect(shares(3_000_000, "2026-09") == [142_500, 107_850, 14_170, 27_000])
        #expect(shares(200_000, "2026-09") == [19_470, 10_080, 1_320, 1_800])
    }

    /// Below the pension floor, June 2026 (floor 400,000 until the July change): 350,000 ->
    /// pension 400,000 × 4.75 % = 19,000; health 350,000 × 3.595 % = 12,582.5 -> 12,580 (above the
    /// 10,080 floor); care 12,580 × 9,448 / 71,900 = 1,653.07 -> 1,650; employment 3,150.
    @Test func belowThePensionFloor() {
        #expect(shares(350_000, "2026-06") == [19_000, 12_580, 1_650, 3_150])
    }

    /// Below the health floor, January 2025: 250,000 -> pension on the 390,000 floor × 4.5 % =
    /// 17,550; health 250,000 × 3.545 % = 8,862.5 -> 8,860 -> the 2025 floor 9,890; care 9,890 ×
    /// 9,182 / 70,900 = 1,280.8 -> 1,280; employment 2,250.
    @Test func belowTheHealthFloor() {
        #expect(shares(250_000, "2025-01") == [17_550, 9_890, 1_280, 2_250])
    }

    /// Above every cap. September 2026, 200,000,000: pension on the 6,590,000 cap × 4.75 % =
    /// 313,025 -> 313,020; health 7,190,000 -> the cap 4,591,740; care 4,591,740 × 9,448 / 71,900
    /// = 603,376.3 -> 603,370; employment 1,800,000 (no cap).
    /// March 2025, 150,000,000: pension 6,170,000 × 4.5 % = 277,650; health 5,317,500 -> the cap
    /// 4,504,170; care 4,504,170 × 9,182 / 70,900 = 583,318.6 -> 583,310, where 12.95 % would give
    /// 583,290.0; employment 1,350,000.
    @Test func aboveTheCaps() {
        #expect(shares(200_000_000, "2026-09") == [313_020, 4_591_740, 603_370, 1_800_000])
        #expect(shares(150_000_000, "2025-03") == [277_650, 4_504_170, 583_310, 1_350_000])
    }

    /// The exact ratio where the rounded percentage differs. 2025, 329,000: health 329,000 ×
    /// 3.545 % = 11,663.05 -> 11,660; care 11,660 × 9,182 / 70,900 = 1,510.04 -> 1,510, where
    /// 11,660 × 12.95 % = 1,509.97 would cut to 1,500. Pension on the 390,000 floor: 17,550.
    @Test func exactRatioWhereThePercentageWouldDiffer() {
        #expect(shares(329_000, "2025-04") == [17_550, 11_660, 1_510, 2_960])
    }

    /// Each side of November 2026, gross 5,000,000: health 179,750. October: care 179,750 ×
    /// 9,448 / 71,900 = 23,620.0 exactly -> 23,620. November: the ratio rounded to 0.1314,
    /// 179,750 × 0.1314 = 23,619.15 -> 23,610. Pension 237,500, employment 45,000 both months.
    @Test func eachSideOfNovember2026() {
        #expect(shares(5_000_000, "2026-10") == [237_500, 179_750, 23_620, 45_000])
        #expect(shares(5_000_000, "2026-11") == [237_500, 179_750, 23_610, 45_000])
    }

    /// Each side of July 2026, gross 6,500,000: June's pension base is held at the 6,370,000
    /// cap, × 4.75 % = 302,575 -> 302,570; July's cap is 6,590,000, so 6,500,000 × 4.75 % =
    /// 308,750. Health 233,675 -> 233,670; care 233,670 × 9,448 / 71,900 = 30,705.4 -> 30,700;
    /// employment 58,500.
    @Test func eachSideOfJuly2026() {
        #expect(shares(6_500_000, "2026-06") == [302_570, 233_670, 30_700, 58_500])
        #expect(shares(6_500_000, "2026-07") == [308_750, 233_670, 30_700, 58_500])
    }

    /// July 2025 (the 400,000 floor), gross 380,000: pension 400,000 × 4.5 % = 18,000; health
    /// 13,471 -> 13,470; care 13,470 × 9,182 / 70,900 = 1,744.4 -> 1,740; employment 3,420.
    @Test func july2025() {
        #expect(shares(380_000, "2025-07") == [18_000, 13_470, 1_740, 3_420])
    }

    /// 2027: pension 5.0 %. January, 1,234,567: pension 1,234,000 × 5 % = 61,700; health
    /// 44,382.68 -> 44,380; care 44,380 × 0.1314 = 5,831.5 -> 5,830; employment 11,110.1 ->
    /// 11,110. July 2027, beyond the known pension bounds (the latest, 410,000, is used): 300,000
    /// -> pension 410,000 × 5 % = 20,500; health 10,785 -> 10,780; care 1,416.5 -> 1,410;
    /// employment 2,700.
    @Test func in2027() {
        #expect(shares(1_234_567, "2027-01") == [61_700, 44_380, 5_830, 11_110])
        #expect(shares(300_000, "2027-07") == [20_500, 10_780, 1_410, 2_700])
    }

    /// The months the file does not know: 2027's health floor and cap and care rate are not yet
    /// announced; from July 2027 the pension bounds neither; 2028 nothing but the care ratio rule.
    @Test func unknownFiguresAreNamed() {
        func unknown(_ month: String) -> [RateFigure] { shippedRates.rates(for: PayPeriod(iso: month)!).unknownFigures }
        #expect(unknown("2026-12").isEmpty)
        #expect(unknown("2025-01").isEmpty)
        #expect(unknown("2027-01") == [.healthPremiumFloor, .healthPremiumCap, .longTermCareRate])
        #expect(
            unknown("2027-07") == [
                .nationalPensionBaseFloor, .nationalPensionBaseCap, .healthPremiumFloor,
                .healthPremiumCap, .longTermCareRate,
            ])
        // The tax-free limits are rules in force until changed: never unknown after their first month.
        #expect(
            Set(unknown("2028-01"))
                == Set(RateFigure.allCases.filter { !$0.isTaxFree }).subtracting([.longTermCareRatio]))
        #expect(Set(unknown("2024-12")) == Set(RateFigure.allCases))
    }

    /// The minimum wage by year, from the file: 2025 10,030; 2026 10,320; 2027 10,700.
    @Test func minimumWageByYear() {
        #expect(shippedRates.rates(for: PayPeriod(year: 2025, month: 12)).minimumWage == 10_030)
        #expect(shippedRates.rates(for: PayPeriod(year: 2026, month: 1)).minimumWage == 10_320)
        #expect(shippedRates.rates(for: PayPeriod(year: 2027, month: 6)).minimumWage == 10_700)
    }

    /// The care ratio as a fraction: 0.9448 ÷ 7.19 = 9,448 / 71,900 (scaled), rounded from
    /// November 2026 to 1,314 / 10,000.
    @Test func careRatioAsAFraction() {
        let october = shippedRates.rates(for: PayPeriod(year: 2026, month: 10)).longTermCareRatio
        #expect(october.numerator * 71_900 == october.denominator * 9_448)
        #expect(shippedRates.rates(for: PayPeriod(year: 2026, month: 11)).longTermCareRatio == Ratio(1_314, 10_000))
        let y2025 = shippedRates.rates(for: PayPeriod(year: 2025, month: 5)).longTermCareRatio
        #expect(y2025.numerator * 70_900 == y2025.denominator * 9_182)
    }
}

import Testing
@testable import Payroll

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

    /// 3,000,000 x 0.9 % is exactly 27,000; in binary floating point it is 26,999.99..., which
    /// a cut to 10 won would turn into 26,990.
    @Test func exactIntegersWhereFloatingPointIsOff() {
        #expect(DeductionRates.employmentInsurance(gross: Money(won: 3_000_000), year: 2026) == Money(won: 27_000))
    }

    /// The pension base is gross cut to 1,000 won within the floor and ceiling of the period.
    @Test func pensionFloorAndCeiling() {
        // July 2026 on: floor 410,000. 300,000 -> 410,000 x 4.75 % = 19,475 -> 19,470.
        #expect(DeductionRates.nationalPension(gross: Money(won: 300_000), period: PayPeriod(year: 2026, month: 8)) == Money(won: 19_470))
        // June 2026: ceiling 6,370,000 x 4.75 % = 302,575 -> 302,570.
        #expect(DeductionRates.nationalPension(gross: Money(won: 10_000_000), period: PayPeriod(year: 2026, month: 6)) == Money(won: 302_570))
        // July 2026: ceiling 6,590,000 x 4.75 % = 313,025 -> 313,020.
        #expect(DeductionRates.nationalPension(gross: Money(won: 10_000_000), period: PayPeriod(year: 2026, month: 7)) == Money(won: 313_020))
        // June 2025: ceiling 6,170,000 x 4.5 % = 277,650; floor 390,000 x 4.5 % = 17,550.
        #expect(DeductionRates.nationalPension(gross: Money(won: 7_000_000), period: PayPeriod(year: 2025, month: 6)) == Money(won: 277_650))
        #expect(DeductionRates.nationalPension(gross: Money(won: 100_000), period: PayPeriod(year: 2025, month: 6)) == Money(won: 17_550))
        // July 2025: floor 400,000 x 4.5 % = 18,000.
        #expect(DeductionRates.nationalPension(gross: Money(won: 100_000), period: PayPeriod(year: 2025, month: 7)) == Money(won: 18_000))
        // Within the bounds: 1,234,567 -> 1,234,000 x 4.5 % = 55,530.
        #expect(DeductionRates.nationalPension(gross: Money(won: 1_234_567), period: PayPeriod(year: 2025, month: 3)) == Money(won: 55_530))
    }

    /// 2026: health 1,234,567 x 3.595 % = 44,382.68 -> 44,380; long-term care 44,380 x 13.14 %
    /// = 5,831.53 -> 5,830; employment 1,234,567 x 0.9 % = 11,111.10 -> 11,110.
    /// 2025: health x 3.545 % = 43,765.40 -> 43,760; care 43,760 x 12.95 % = 5,666.92 -> 5,660.
    @Test func healthCareAndEmploymentByYear() {
        let gross = Money(won: 1_234_567)
        #expect(DeductionRates.healthInsurance(gross: gross, year: 2026) == Money(won: 44_380))
        #expect(DeductionRates.longTermCare(healthInsurance: Money(won: 44_380), year: 2026) == Money(won: 5_830))
        #expect(DeductionRates.employmentInsurance(gross: gross, year: 2026) == Money(won: 11_110))
        #expect(DeductionRates.healthInsurance(gross: gross, year: 2025) == Money(won: 43_760))
        #expect(DeductionRates.longTermCare(healthInsurance: Money(won: 43_760), year: 2025) == Money(won: 5_660))
    }

    @Test func yearsWithoutRatesUseTheNearestListed() {
        #expect(DeductionRates.insuranceRates(year: 2027).year == 2026)
        #expect(DeductionRates.insuranceRates(year: 2024).year == 2025)
        #expect(DeductionRates.minimumWage(year: 2026) == (10_320, 2026))
        #expect(DeductionRates.minimumWage(year: 2025) == (10_030, 2025))
    }
}

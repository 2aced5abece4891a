/// The deductions of PAYROLL.md section 3.3 and the minimum wage, each a small function named for
/// the rule. Rates are in units of 0.001 % (`4_750` is 4.75 %) so that every product is an integer.
public enum DeductionRates {
    /// Rates of one year, employee shares, in thousandths of a percent.
    public struct InsuranceRates: Sendable, Equatable {
        public var nationalPension: Int
        public var healthInsurance: Int
        /// Of the health premium.
        public var longTermCare: Int
        public var employmentInsurance: Int
    }

    /// The denominator of the rates: 100 % = 100,000.
    public static let wholePercent = 100_000

    /// | | 2025 | 2026 |: national pension 4.5 % / 4.75 %, health 3.545 % / 3.595 %, long-term care
    /// 12.95 % / 13.14 % of the health premium, employment 0.9 %.
    public static let insuranceRatesByYear: [Int: InsuranceRates] = [
        2025: InsuranceRates(nationalPension: 4_500, healthInsurance: 3_545, longTermCare: 12_950, employmentInsurance: 900),
        2026: InsuranceRates(nationalPension: 4_750, healthInsurance: 3_595, longTermCare: 13_140, employmentInsurance: 900),
    ]

    /// The rates for `year`, and the year they are from: the nearest year listed when `year` is not.
    public static func insuranceRates(year: Int) -> (rates: InsuranceRates, year: Int) {
        nearestListed(year, in: insuranceRatesByYear)
    }

    /// Hourly minimum wage by year: "2025: 10,030; 2026: 10,320 won an hour".
    public static let minimumWageByYear: [Int: Int] = [2025: 10_030, 2026: 10_320]

    /// The minimum wage for `year` and the year it is from (the nearest year listed).
    public static func minimumWage(year: Int) -> (hourly: Int, year: Int) {
        nearestListed(year, in: minimumWageByYear)
    }

    /// The entry for `year`, or for the listed year nearest to it. The tables are never empty.
    static func nearestListed<Value>(_ year: Int, in table: [Int: Value]) -> (Value, year: Int) {
        let nearest = table.min { abs($0.key - year) < abs($1.key - year) }
        guard let nearest else { preconditionFailure("a rate table is empty") }
        return (nearest.value, nearest.key)
    }

    /// "(each cut down to a multiple of 10 won)".
    public static func cutToTenWon(_ won: Int) -> Int {
        won / 10 * 10
    }

    /// "Income tax `"3.3%"`: income tax = gross × 3%".
    public static func incomeTax(gross: Money) -> Money {
        Money(won: cutToTenWon(gross.won * 3 / 100))
    }

    /// "local income tax = income tax × 10%" (of the income tax already cut to 10 won).
    public static func localIncomeTax(incomeTax: Money) -> Money {
        Money(won: cutToTenWon(incomeTax.won / 10))
    }

    /// "The pension is charged on gross cut down to 1,000 won and held between the monthly floor
    /// and ceiling: 400,000 and 6,370,000 won from July 2025 to June 2026; 410,000 and 6,590,000
    /// from July 2026; 390,000 and 6,170,000 before July 2025."
    public static func pensionBounds(period: PayPeriod) -> ClosedRange<Int> {
        if period < PayPeriod(year: 2025, month: 7) { return 390_000...6_170_000 }
        if period < PayPeriod(year: 2026, month: 7) { return 400_000...6_370_000 }
        return 410_000...6_590_000
    }

    /// The pension's base: gross cut down to 1,000 won, held within `pensionBounds`.
    public static func pensionBase(gross: Money, period: PayPeriod) -> Int {
        let bounds = pensionBounds(period: period)
        return min(max(gross.won / 1000 * 1000, bounds.lowerBound), bounds.upperBound)
    }

    /// National pension: the base × the year's rate, cut to 10 won.
    public static func nationalPension(gross: Money, period: PayPeriod) -> Money {
        let rate = insuranceRates(year: period.year).rates.nationalPension
        return Money(won: cutToTenWon(pensionBase(gross: gross, period: period) * rate / wholePercent))
    }

    /// Health insurance: gross × the year's rate, cut to 10 won.
    public static func healthInsurance(gross: Money, year: Int) -> Money {
        Money(won: cutToTenWon(gross.won * insuranceRates(year: year).rates.healthInsurance / wholePercent))
    }

    /// "long-term care (of the health premium)": the health premium × the year's rate, cut to 10 won.
    public static func longTermCare(healthInsurance: Money, year: Int) -> Money {
        Money(won: cutToTenWon(healthInsurance.won * insuranceRates(year: year).rates.longTermCare / wholePercent))
    }

    /// Employment insurance: gross × 0.9 %, cut to 10 won.
    public static func employmentInsurance(gross: Money, year: Int) -> Money {
        Money(won: cutToTenWon(gross.won * insuranceRates(year: year).rates.employmentInsurance / wholePercent))
    }
}

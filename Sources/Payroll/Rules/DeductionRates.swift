/// The deductions (income tax, the four insurances; docs/payroll.md), each a small function named for the rule, in integer
/// arithmetic. The figures (rates, floors, caps) come from the rates file through `MonthRates`,
/// for the month the pay period is named after; every rate is an exact `Ratio`.
public enum DeductionRates {
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

    // MARK: Day workers (일용근로소득)

    /// "150,000 won a day" is deducted from a day worker's pay (Income Tax Act art. 47 (2)).
    public static let dailyDeduction = 150_000
    /// The 6% rate (art. 129 (1) 4) less the 55% wage tax credit (art. 59 (3)): 6% × 45% = 2.7%.
    public static let dailyRate = Ratio(27, 1000)
    /// "no tax if the amount withheld on one payment is under 1,000 won" (art. 86, 소액부징수).
    public static let smallAmountExemption = 1000

    /// "per day, (the day's pay − 150,000) × 6% × 45% (= 2.7% of the excess), cut to won".
    public static func dailyIncomeTax(dayPay: Money) -> Int {
        dailyRate.of(max(dayPay.won - dailyDeduction, 0))
    }

    /// The income tax withheld on one payment of a day worker's pay: the days' taxes together, none
    /// when under 1,000 won, else cut down to 10 won.
    public static func dailyIncomeTax(dayPays: [Money]) -> Money {
        let total = dayPays.reduce(0) { $0 + dailyIncomeTax(dayPay: $1) }
        return total < smallAmountExemption ? .zero : Money(won: cutToTenWon(total))
    }

    /// "Pension: charged on gross cut down to 1,000 won and held between the monthly floor and
    /// ceiling of the base."
    /// Without `floor` (a period still running), only the ceiling holds it.
    public static func pensionBase(gross: Money, rates: MonthRates, floor: Bool = true) -> Int {
        let base = gross.won / 1000 * 1000
        return min(floor ? max(base, rates.pensionBase.lowerBound) : base, rates.pensionBase.upperBound)
    }

    /// National pension: the base × the month's rate, cut to 10 won.
    public static func nationalPension(gross: Money, rates: MonthRates, floor: Bool = true) -> Money {
        Money(won: cutToTenWon(rates.nationalPension.of(pensionBase(gross: gross, rates: rates, floor: floor))))
    }

    /// "Health: gross × the rate, cut to 10 won, then held between the year's floor and cap."
    /// Without `floor` (a period still running), only the cap holds it.
    public static func healthInsurance(gross: Money, rates: MonthRates, floor: Bool = true) -> Money {
        let premium = cutToTenWon(rates.healthInsurance.of(gross.won))
        let floored = floor ? max(premium, rates.healthPremium.lowerBound) : premium
        return Money(won: min(floored, rates.healthPremium.upperBound))
    }

    /// "Long-term care: health premium × (long-term care rate ÷ health rate), cut to 10 won": the
    /// ratio exact up to the October 2026 premium (9,448 / 71,900: 179,750 gives 23,620), rounded
    /// to four decimals from November 2026 (0.1314), as the rates file's rule for the month says.
    public static func longTermCare(healthInsurance: Money, rates: MonthRates) -> Money {
        Money(won: cutToTenWon(rates.longTermCareRatio.of(healthInsurance.won)))
    }

    /// "Employment: gross × 0.9%, cut to 10 won; no floor or cap."
    public static func employmentInsurance(gross: Money, rates: MonthRates) -> Money {
        Money(won: cutToTenWon(rates.employmentInsurance.of(gross.won)))
    }

    /// 60 hours: "workers under 60 hours a month are generally not enrolled in the pension and
    /// health insurance".
    public static let enrolmentThresholdMinutes = 3600

    /// A week's contracted minutes as a month's: × 365 / 12 / 7 = × 365 / 84 (4.345 weeks, the
    /// usual conversion of weekly contracted hours to monthly ones), cut to the minute. 7 h a
    /// week: 420 × 365 / 84 = 1,825 minutes (30 h 25 m).
    public static func monthlyContractedMinutes(weekly: Int) -> Int { weekly * 365 / 84 }
}

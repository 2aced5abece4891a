import Payroll

/// How each of the four insurances of a payslip was worked out, written out from the month's
/// rates (`DeductionRates`' own rules): the pension's base × its rate, the health insurance's
/// gross × its rate (or the year's least or greatest premium that held it), the long-term care's
/// health premium × its ratio, the employment insurance's gross × its rate; each product cut
/// to 10 won is the amount.
///
/// The calculation is worked again here and shown only when it gives the payslip's own amount
/// (with the floors, or without them for a period still running); otherwise `-`, never a
/// calculation that does not give the figure beside it.
public struct InsuranceCalculation: Sendable {
    public var gross: Money
    public var rates: MonthRates
    public var language: PayrollLanguage

    private var words: any InsuranceCalculationWords { language.insuranceWords }

    /// The calculation of `line` (an insurance line), or nil for any other line or when it does
    /// not give the line's amount.
    public func text(_ line: PayslipLine, healthPremium: Money) -> String? {
        let group = { (won: Int) in Money(won: won).grouped }
        switch line.kind {
        case .nationalPension:
            for floor in [true, false]
            where DeductionRates.nationalPension(gross: gross, rates: rates, floor: floor) == line.amount {
                let base = DeductionRates.pensionBase(gross: gross, rates: rates, floor: floor)
                let cut = gross.won / 1000 * 1000
                let shown =
                    base > cut
                    ? words.pensionBaseFloor(group(base))
                    : base < cut ? words.pensionBaseCeiling(group(base)) : group(base)
                return shown + " × " + Self.percent(rates.nationalPension)
            }
        case .healthInsurance:
            for floor in [true, false]
            where DeductionRates.healthInsurance(gross: gross, rates: rates, floor: floor) == line.amount {
                let product = DeductionRates.cutToTenWon(rates.healthInsurance.of(gross.won))
                if product == line.amount.won { return group(gross.won) + " × " + Self.percent(rates.healthInsurance) }
                return product < line.amount.won ? words.healthPremiumFloor : words.healthPremiumCap
            }
        case .longTermCare:
            if DeductionRates.longTermCare(healthInsurance: healthPremium, rates: rates) == line.amount {
                return words.ofHealthPremium(group(healthPremium.won)) + " × " + Self.percent(rates.longTermCareRatio)
            }
        case .employmentInsurance:
            if DeductionRates.employmentInsurance(gross: gross, rates: rates) == line.amount {
                return group(gross.won) + " × " + Self.percent(rates.employmentInsurance)
            }
        default: return nil
        }
        return nil
    }

    /// `4.75%`, `0.9%`, `13.14%`: the ratio as a percent to as many decimals as it has (up to
    /// six); a ratio with no such decimal (`9,448/71,900`) as its fraction.
    static func percent(_ ratio: Ratio) -> String {
        var scale = 1
        for decimals in 0...6 {
            let scaled = ratio.numerator * 100 * scale
            if scaled % ratio.denominator == 0 {
                let value = scaled / ratio.denominator
                let whole = value / scale, fraction = value % scale
                guard decimals > 0 else { return "\(whole)%" }
                let digits = String(fraction)
                let padded = String(repeating: "0", count: decimals - digits.count) + digits
                return "\(whole).\(padded)%"
            }
            scale *= 10
        }
        // Trailing zeros common to both parts go (944,800,000/7,190,000,000 is 9,448/71,900): the
        // fraction keeps the figures the rates are written in.
        var (numerator, denominator) = (ratio.numerator, ratio.denominator)
        while numerator % 10 == 0 && denominator % 10 == 0 && numerator != 0 {
            (numerator, denominator) = (numerator / 10, denominator / 10)
        }
        return Money(won: numerator).grouped + "/" + Money(won: denominator).grouped
    }
}

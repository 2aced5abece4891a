import Testing

@testable import Payroll

/// Every gross from 0 to 20,000,000 won in steps of 1,001, every month from January 2025 to
/// December 2027: the rules (exact `Ratio`s from the rates file) and an independent computation
/// agree to the won. The independent one takes its figures from the table of the product's rules
/// written out below as decimal text (so it checks the rates file too) and computes in
/// arbitrary-precision decimal arithmetic (`DecimalNatural`), with its own order of operations.
@Suite struct DeductionPropertyTests {
    /// The figures of one month as the rules' table states them, in percent, as text.
    struct StatedFigures {
        var pension: String
        var pensionBase: ClosedRange<Int>
        var health: String
        var healthPremium: ClosedRange<Int>
        var care: String
        /// From the November 2026 premium the care ratio is rounded to four decimals.
        var careRatioRounded: Bool
        var employment = "0.9"

        init(year: Int, month: Int) {
            pension = [2025: "4.5", 2026: "4.75"][year] ?? "5.0"
            pensionBase =
                (year, month) < (2025, 7)
                ? 390_000...6_170_000
                : (year, month) < (2026, 7) ? 400_000...6_370_000 : 410_000...6_590_000
            health = year == 2025 ? "3.545" : "3.595"
            // 2027: "as 2026 until announced".
            healthPremium = year == 2025 ? 9_890...4_504_170 : 10_080...4_591_740
            care = year == 2025 ? "0.9182" : "0.9448"
            careRatioRounded = (year, month) >= (2026, 11)
        }
    }

    /// The independent computation for one month: the stated figures turned into
    /// arbitrary-precision numerators and denominators once, then applied to each gross.
    struct IndependentMonth {
        typealias N = DecimalNatural
        let pensionBase: ClosedRange<N>
        let healthPremium: ClosedRange<N>
        /// Each share as amount × numerator / denominator (a percentage over 10^(decimals + 2)).
        let pension: (N, N), health: (N, N), employment: (N, N)
        /// The care premium per won of health premium.
        let care: (N, N)

        init(_ figures: StatedFigures) {
            func percent(_ text: String) -> (N, N) {
                let (digits, decimals) = N.decimal(text)
                return (digits, N.power(ofTen: decimals + 2))
            }
            pensionBase = N(figures.pensionBase.lowerBound)...N(figures.pensionBase.upperBound)
            healthPremium = N(figures.healthPremium.lowerBound)...N(figures.healthPremium.upperBound)
            pension = percent(figures.pension)
            health = percent(figures.health)
            employment = percent(figures.employment)
            // care ÷ (2 × health rate) = careDigits × 10^healthDecimals / (2 × healthDigits × 10^careDecimals)
            let (careDigits, careDecimals) = N.decimal(figures.care)
            let (healthDigits, healthDecimals) = N.decimal(figures.health)
            let numerator = careDigits * N.power(ofTen: healthDecimals)
            let denominator = N(2) * healthDigits * N.power(ofTen: careDecimals)
            if figures.careRatioRounded {
                // Rounded half up to 4 decimals: floor((2 × 10^4 × n + d) / (2d)) ten-thousandths.
                care = ((N(2) * N(10_000) * numerator + denominator) / (N(2) * denominator), N(10_000))
            } else {
                care = (numerator, denominator)
            }
        }

        /// `amount × ratio`, rounded down, cut down to 10 won.
        func cut(_ amount: N, _ ratio: (N, N)) -> N {
            (amount * ratio.0 / ratio.1).cutDown(toMultipleOf: 10)
        }

        /// [pension, health, care, employment].
        func shares(gross: Int) -> [N] {
            guard gross > 0 else { return [N(0), N(0), N(0), N(0)] }
            let g = N(gross)
            let base = min(max(g.cutDown(toMultipleOf: 1000), pensionBase.lowerBound), pensionBase.upperBound)
            let healthPremium = min(max(cut(g, health), self.healthPremium.lowerBound), self.healthPremium.upperBound)
            return [cut(base, pension), healthPremium, cut(healthPremium, care), cut(g, employment)]
        }
    }

    @Test func rulesAgreeWithArbitraryPrecisionEveryMonth2025Through2027() async {
        let months = (2025...2027).flatMap { year in (1...12).map { (year, $0) } }
        let mismatches = await withTaskGroup(of: [String].self) { group in
            for (year, month) in months {
                group.addTask {
                    let rates = shippedRates.rates(for: PayPeriod(year: year, month: month))
                    let independent = IndependentMonth(StatedFigures(year: year, month: month))
                    var found: [String] = []
                    for gross in stride(from: 0, through: 20_000_000, by: 1_001) {
                        let rules = Payslip.deductions(
                            gross: Money(won: gross), rules: DeductionRules(insurance: .four), rates: rates)
                        let computed = [
                            rules.nationalPension, rules.healthInsurance, rules.longTermCare, rules.employmentInsurance,
                        ]
                        .map { DecimalNatural($0.won) }
                        let expected = independent.shares(gross: gross)
                        if computed != expected && found.count < 3 {
                            found.append("\(year)-\(month) gross \(gross): rules \(computed), independent \(expected)")
                        }
                    }
                    return found
                }
            }
            var all: [String] = []
            for await found in group { all += found }
            return all
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// The independent arithmetic itself, on numbers past `Int`: (2^63 + 1) × 10^5 / 7 and back.
    @Test func decimalNaturalDividesPastInt() {
        let big = DecimalNatural.decimal("9223372036854775809").digits  // 2^63 + 1
        let product = big * DecimalNatural(100_000)
        #expect(product.description == "922337203685477580900000")
        #expect((product / DecimalNatural(7)).description == "131762457669353940128571")
        #expect((product / DecimalNatural(71_900)).description == "12828055684081746605")
        #expect((product / big).description == "100000")
        #expect((DecimalNatural(179_750) * DecimalNatural(9_448) / DecimalNatural(71_900)).description == "23620")
        #expect(DecimalNatural(1_234_567).cutDown(toMultipleOf: 1000).description == "1234000")
        #expect(DecimalNatural(19_475).cutDown(toMultipleOf: 10).description == "19470")
        #expect(DecimalNatural(5).cutDown(toMultipleOf: 10).description == "0")
    }
}

import Foundation
import Testing

@testable import Payroll

/// `RateTable.rates(for:)` reads each figure by its place in `RateFigure.allCases`; these check
/// the places and that every month's figures are the ones the series, looked up by name, hold.
@Suite struct RateTableByPlaceTests {
    @Test func eachFigureIsAtItsPlaceInAllCases() {
        for (index, figure) in RateFigure.allCases.enumerated() {
            #expect(figure.place == index, "\(figure)")
        }
    }

    /// Sixty months from before the file's first value to after its last known one, a weekly and
    /// a daily period among them: each figure as `series[figure]` gives it for that month.
    @Test func everyMonthHasTheFiguresItsSeriesGive() throws {
        let table = try RateTable.load(url: RatesFile.url)
        let monday = try #require(LocalDate(iso: "2026-11-16"))
        let periods =
            (2024...2028).flatMap { year in (1...12).map { PayPeriod(year: year, month: $0) } }
            + [
                PayPeriod(weeksFrom: monday, count: 1), PayPeriod(day: monday),
                PayPeriod(year: 2026, month: 3, startDay: 26),
            ]
        func entry(_ figure: RateFigure, _ period: PayPeriod) throws -> (entry: RateTable.Entry, known: Bool) {
            try #require(table.series[figure]).entry(in: period)
        }
        func won(_ figure: RateFigure, _ period: PayPeriod) throws -> Int {
            guard case .won(let won) = try entry(figure, period).entry.value else {
                throw CocoaError(.coderInvalidValue)
            }
            return won
        }
        func ratio(_ figure: RateFigure, _ period: PayPeriod) throws -> Ratio {
            guard case .ratio(let ratio) = try entry(figure, period).entry.value else {
                throw CocoaError(.coderInvalidValue)
            }
            return ratio
        }
        for period in periods {
            let rates = table.rates(for: period)
            #expect(rates.month == period)
            #expect(rates.minimumWage == (try won(.minimumWage, period)), "\(period)")
            #expect(rates.nationalPension == (try ratio(.nationalPensionRate, period)), "\(period)")
            #expect(
                rates.pensionBase
                    == (try won(.nationalPensionBaseFloor, period))...(try won(.nationalPensionBaseCap, period)),
                "\(period)")
            #expect(rates.healthInsurance == (try ratio(.healthInsuranceRate, period)), "\(period)")
            #expect(
                rates.healthPremium == (try won(.healthPremiumFloor, period))...(try won(.healthPremiumCap, period)),
                "\(period)")
            #expect(rates.employmentInsurance == (try ratio(.employmentInsuranceRate, period)), "\(period)")
            #expect(
                rates.taxFree
                    == TaxFreeLimits(
                        meals: try won(.taxFreeMealsLimit, period),
                        monthlyRegularPay: try won(.taxFreeMonthlyPayLimit, period),
                        lastYearPay: try won(.taxFreeLastYearPayLimit, period),
                        premiumsYearly: try won(.taxFreePremiumsYearlyCap, period)), "\(period)")
            let unknown = try RateFigure.allCases.filter { try !entry($0, period).known }
            #expect(rates.unknownFigures == unknown, "\(period)")
            #expect(rates.withholding == table.withholding)
        }
        // By hand: 2026-01's minimum wage is 10,320 won an hour and every figure is known; in
        // 2028-05, past the minimum wage's last known month (2027-12), it is not.
        let january = table.rates(for: PayPeriod(year: 2026, month: 1))
        #expect(january.minimumWage == 10_320 && january.unknownFigures.isEmpty)
        #expect(table.rates(for: PayPeriod(year: 2028, month: 5)).unknownFigures.contains(.minimumWage))
    }
}

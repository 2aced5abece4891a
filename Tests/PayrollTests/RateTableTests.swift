import Foundation
import Testing

@testable import Payroll

/// The rates file: what ships, what a broken one says, and that a new year is a data change.
@Suite struct RateTableTests {
    @Test func theShippedFileHasEveryFigureWithSourceAndDate() throws {
        let table = try RateTable.load(url: RatesFile.url)
        #expect(table == shippedRates)
        #expect(Set(table.series.keys) == Set(RateFigure.allCases))
        for (figure, series) in table.series {
            #expect(series.entries.first?.from == PayPeriod(year: 2025, month: 1), "\(figure)")
            for entry in series.entries {
                #expect(!entry.source.isEmpty && !entry.announced.isEmpty, "\(figure) \(entry.from)")
            }
        }
        #expect(table.knownThrough == PayPeriod(year: 2026, month: 12))
    }

    /// `Data/rates.json` is the shipped file (a symlink, like `Data/holidays.json`).
    @Test func dataFolderLinksTheShippedFile() throws {
        let linked = try String(contentsOf: packageRoot.appendingPathComponent("Data/rates.json"), encoding: .utf8)
        #expect(linked == (try RatesFile.text()))
    }

    @Test func percentagesAreReadExactly() {
        #expect(Ratio(decimal: "4.75%") == Ratio(475, 10_000))
        #expect(Ratio(decimal: "5.0%") == Ratio(50, 1_000))
        #expect(Ratio(decimal: "0.1314") == Ratio(1_314, 10_000))
        for bad in ["", "%", "-1%", "1e2%", ".5%", "5.%", "4,75%", "1.2345678901%"] {
            #expect(Ratio(decimal: bad) == nil, "\(bad)")
        }
        // 0.131405 rounds to 0.1314, 0.12345 half up to 0.1235.
        #expect(Ratio(9_448, 71_900).rounded(toDecimals: 4) == Ratio(1_314, 10_000))
        #expect(Ratio(12_345, 100_000).rounded(toDecimals: 4) == Ratio(1_235, 10_000))
    }

    /// Updating for 2028 is a data change: the same code with 2028 values appended to the file
    /// computes 2028 with them and without a "not known" warning.
    @Test func a2028UpdateIsADataChange() throws {
        func append(_ value: Any) -> (inout [String: Any], inout [[String: Any]]) -> Void {
            { series, values in
                values.append([
                    "from": "2028-01", "value": value, "source": "test: the 2028 announcement",
                    "announced": "2027-08-05",
                ])
                series["knownThrough"] = "2028-12"
            }
        }
        let data = try RatesFile.edited(figures: [
            "minimumWage": append(11_000), "nationalPensionRate": append("5.25%"),
            "healthInsuranceRate": append("3.6%"),
            "healthPremiumFloor": append(10_300), "healthPremiumCap": append(4_700_000),
            "longTermCareRate": append("0.95%"),
            "employmentInsuranceRate": append("0.9%"),
            "nationalPensionBaseFloor": { series, _ in series["knownThrough"] = "2028-06" },
            "nationalPensionBaseCap": { series, _ in series["knownThrough"] = "2028-06" },
        ])
        let table = try RateTable.parse(data, file: "rates-2028.json")
        let march = table.rates(for: PayPeriod(year: 2028, month: 3))
        #expect(march.unknownFigures.isEmpty)
        #expect(march.minimumWage == 11_000)
        // 2,000,000 in March 2028: pension 2,000,000 × 5.25 % = 105,000; health × 3.6 % = 72,000;
        // care 72,000 × 0.95 / 7.2 = 9,500 -> rounded ratio 0.1319 (0.131944...) gives 9,496.8 ->
        // 9,490; employment 18,000.
        let shares = Payslip.deductions(
            gross: Money(won: 2_000_000), rules: DeductionRules(insurance: .four), rates: march)
        #expect(
            [shares.nationalPension, shares.healthInsurance, shares.longTermCare, shares.employmentInsurance]
                == [Money(won: 105_000), Money(won: 72_000), Money(won: 9_490), Money(won: 18_000)])
        let place = workplace(
            wage: 10_800, deductions: DeductionRules(insurance: .four),
            shifts: (0..<20).map { shift(date("2028-03-06").adding(days: $0).description, "09:00", "13:30", break: 30) }
        )
        #expect(
            payslip(place, today: "2028-03-31", rates: table).warnings == [
                .belowMinimumWage(hourly: 10_800, minimum: 11_000, year: 2028, minutes: 4_800)
            ])
        // 20 shifts of 4 h: 4,800 minutes × (11,000 - 10,800) / 60 = 16,000 won short.
        #expect(payslip(place, today: "2028-03-31", rates: table).minimumWageShortfall == Money(won: 16_000))
        // The shipped file knows none of 2028: every figure but the care ratio rule and the
        // tax-free limits (rules in force until changed) is named.
        #expect(
            payslip(place, today: "2028-03-31").warnings.contains(
                .ratesNotKnown(
                    month: PayPeriod(year: 2028, month: 3),
                    figures: RateFigure.allCases.filter { $0 != .longTermCareRatio && !$0.isTaxFree })))
    }

    /// Warnings on the payslip: a month past the file's knowledge (only the figures the
    /// workplace uses), and the 60-hour note.
    @Test func notKnownAndSixtyHourWarnings() {
        let insured = DeductionRules(insurance: .four)
        // July 2027, 10 shifts of 5 h (and the legal 30-minute break) = 50 h: pension bounds, health floor and cap, care rate
        // unknown; and under 60 hours.
        let short = workplace(
            wage: 10_700, weeklyHolidayAllowance: false, deductions: insured,
            shifts: (0..<10).map { shift(date("2027-07-05").adding(days: $0).description, "09:00", "14:30", break: 30) }
        )
        let slip = payslip(short, today: "2027-07-31")
        #expect(
            slip.warnings == [
                .ratesNotKnown(
                    month: PayPeriod(year: 2027, month: 7),
                    figures: [
                        .nationalPensionBaseFloor, .nationalPensionBaseCap,
                        .healthPremiumFloor, .healthPremiumCap, .longTermCareRate,
                    ]),
                .underSixtyHoursInsured(paidMinutes: 3_000),
            ])
        // The deductions are still taken: gross 50 h × 10,700 = 535,000, pension × 5 % = 26,750.
        #expect(slip.deductions.nationalPension == Money(won: 26_750))
        // 12 shifts of 5 h = 60 h: no note. Without insurance: no note and no insurance figures.
        let sixty = workplace(
            wage: 10_700, deductions: insured,
            shifts: (0..<12).map { shift(date("2027-07-05").adding(days: $0).description, "09:00", "14:30", break: 30) }
        )
        #expect(
            !payslip(sixty, today: "2027-07-31").warnings.contains {
                if case .underSixtyHoursInsured = $0 { true } else { false }
            })
        #expect(payslip(workplace(wage: 10_700, shifts: short.shifts), today: "2027-07-31").warnings.isEmpty)
        // 2027 minimum wage: 10,500 is below 10,700.
        #expect(
            payslip(workplace(wage: 10_500, shifts: []), today: "2027-01-21").warnings
                == [.belowMinimumWage(hourly: 10_500, minimum: 10_700, year: 2027)])
    }

    /// A figure's entry in force is the last whose month has begun by the month asked (the
    /// first for a month before them all, not known then), found by the entries' months alone:
    /// every month from a year before the shipped entries to a year after, in the shipped
    /// series and in one of many entries, as months and as periods with their own start day.
    @Test func theEntryInForceIsTheLastOneBegun() {
        let value = RateTable.Value.won(1)
        let many = RateTable.Series(
            entries: [(2025, 1), (2025, 7), (2025, 8), (2026, 1), (2027, 3)].map { year, month in
                RateTable.Entry(from: PayPeriod(year: year, month: month), value: value, source: "s", announced: "2025")
            },
            knownThrough: PayPeriod(year: 2026, month: 12))
        let all = shippedRates.series.values.map { $0 } + [many]
        for series in all {
            for year in 2024...2028 {
                for month in 1...12 {
                    let named = PayPeriod(year: year, month: month), day = LocalDate(year: year, month: month, day: 1)!
                    let periods = [
                        named, named.with(startDay: 21), PayPeriod(day: day),
                        PayPeriod(weeksFrom: day.mondayOfWeek, count: 2),
                    ]
                    for period in periods {
                        let first = series.entries[0]
                        let expected = (
                            entry: period < first.from ? first : series.entries.last { $0.from <= period } ?? first,
                            known: !(period < first.from) && (series.knownThrough.map { period <= $0 } ?? true)
                        )
                        let found = series.entry(in: period)
                        #expect(found.entry == expected.entry && found.known == expected.known, "\(period)")
                    }
                }
            }
        }
    }

    /// A month's figures are worked out once for each run of months in which no entry begins and
    /// no figure stops being known (`RateTable.runs`): every month's, for months by name and with
    /// a start day, are still each figure's entry in force and whether it is known.
    @Test func aMonthsFiguresAreEachFiguresEntryInForce() {
        func entry(_ year: Int, _ month: Int, _ value: RateTable.Value) -> RateTable.Entry {
            RateTable.Entry(from: PayPeriod(year: year, month: month), value: value, source: "s", announced: "2025")
        }
        var series = shippedRates.series
        series[.minimumWage] = RateTable.Series(
            entries: [entry(2024, 3, .won(9_000)), entry(2025, 7, .won(9_500)), entry(2027, 2, .won(11_000))],
            knownThrough: PayPeriod(year: 2027, month: 5))
        series[.employmentInsuranceRate] = RateTable.Series(
            entries: [entry(2025, 1, .ratio(Ratio(9, 1_000))), entry(2026, 11, .ratio(Ratio(1, 100)))],
            knownThrough: nil)
        for table in [shippedRates, RateTable(series: series, withholding: shippedRates.withholding)] {
            for year in 2022...2029 {
                for month in 1...12 {
                    let named = PayPeriod(year: year, month: month)
                    for period in [named, named.with(startDay: 21)] {
                        let rates = table.rates(for: period)
                        func figure(_ name: RateFigure) -> (value: RateTable.Value, known: Bool) {
                            let (entry, known) = table.series[name]!.entry(in: period)
                            return (entry.value, known)
                        }
                        #expect(rates.month == period)
                        #expect(RateTable.Value.won(rates.minimumWage) == figure(.minimumWage).value, "\(period)")
                        #expect(
                            .ratio(rates.employmentInsurance) == figure(.employmentInsuranceRate).value, "\(period)")
                        #expect(.ratio(rates.nationalPension) == figure(.nationalPensionRate).value, "\(period)")
                        #expect(
                            .won(rates.pensionBase.upperBound) == figure(.nationalPensionBaseCap).value, "\(period)")
                        #expect(rates.unknownFigures == RateFigure.allCases.filter { !figure($0).known }, "\(period)")
                        #expect(rates.withholding == table.withholding)
                    }
                }
            }
        }
    }

    /// The table keeps its series in figure order only: the dictionary it gives is the one it
    /// was made from (every figure, or some left out), equal tables are equal series, and the
    /// last months known are the dictionary's.
    @Test func theSeriesKeptInFigureOrderAreTheDictionaryGiven() throws {
        let shipped = try RateTable.load(url: RatesFile.url)
        let series = shipped.series
        #expect(RateTable(series: series, withholding: shipped.withholding) == shipped)
        var fewer = series
        fewer[.minimumWage] = nil
        fewer[.taxFreeMealsLimit] = nil
        var later = series
        let month = PayPeriod(year: 2031, month: 4)
        later[.healthPremiumCap]?.knownThrough = month
        for each in [series, fewer, later, [:]] {
            let table = RateTable(series: each)
            #expect(table.series == each)
            #expect(table.lastKnownMonth == each.values.compactMap(\.knownThrough).max())
            #expect(table.knownThrough == each.values.compactMap(\.knownThrough).min())
        }
        #expect(RateTable(series: later).lastKnownMonth == month)
        #expect(RateTable(series: fewer) != RateTable(series: series))
        #expect(RateTable(series: later) != RateTable(series: series))
    }
}

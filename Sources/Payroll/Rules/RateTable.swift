import FoundationEssentials

/// The yearly figures of payroll (minimum wage, insurance rates, floors and caps), read from the
/// rates file `rates.json` so that a new year is a data change, not a code change.
///
/// Each figure is a series of values, each in force from a month until the next one's, with its
/// source and announcement date. A series may say up to which month it is known
/// (`knownThrough`); a month after that, or before its first value, uses the nearest value and
/// `MonthRates.unknownFigures` names the figure, so the payslip can say so.
public struct RateTable: Sendable, Equatable {
    /// One value of a figure.
    public enum Value: Sendable, Equatable {
        case won(Int)
        case ratio(Ratio)
        /// The long-term care ratio taken exactly.
        case exactRatio
        /// The long-term care ratio rounded to this many decimals.
        case roundedRatio(decimals: Int)
    }

    public struct Entry: Sendable, Equatable {
        /// The first month (pay period name) the value applies to.
        public var from: PayPeriod
        public var value: Value
        public var source: String
        /// `YYYY-MM-DD`, or `YYYY-MM` / `YYYY` where only that much is known.
        public var announced: String
    }

    public struct Series: Sendable, Equatable {
        /// Sorted by `from`, never empty, no two with the same month.
        public var entries: [Entry]
        /// The last month the file knows the figure for; nil for a rule in force until changed.
        public var knownThrough: PayPeriod?

        /// The entry in force in `month`, and whether the file knows the figure for that month.
        public func entry(in month: PayPeriod) -> (entry: Entry, known: Bool) {
            let (place, known) = place(in: month)
            return (entries[place], known)
        }

        /// Where in `entries` the entry in force in `month` is, and whether the file knows the
        /// figure for that month: found by the entries' months alone, no entry copied with its
        /// source's text (a year's statistics asks for every figure of every payslip's month).
        func place(in month: PayPeriod) -> (place: Int, known: Bool) {
            guard !entries.isEmpty else { preconditionFailure("a rate series is never empty") }
            if month < entries[0].from { return (0, false) }
            var place = entries.count - 1
            while place > 0 && !(entries[place].from <= month) { place -= 1 }
            return (place, knownThrough.map { month <= $0 } ?? true)
        }
    }

    /// One series per figure; the loader checks that every figure is present. Made from
    /// `inOrder` when asked for (the table keeps no dictionary: see `inOrder`).
    public var series: [RateFigure: Series] {
        var series: [RateFigure: Series] = Dictionary(minimumCapacity: RateFigure.allCases.count)
        for (place, figure) in RateFigure.allCases.enumerated() {
            if let each = inOrder[place] { series[figure] = each }
        }
        return series
    }
    /// The withholding table read from beside the rates file (`WithholdingTable`); nil for a
    /// table parsed from bytes alone, or one that could not be read when it was left to be read
    /// on first need (`withholdingSource`).
    public var withholding: WithholdingTable? {
        get { withholdingSource.table }
        set { withholdingSource = WithholdingTableSource(newValue) }
    }

    /// Where `withholding` comes from: read, or left to be read the first time it is asked for
    /// (`load(path:withholdingNeeded:)`).
    var withholdingSource: WithholdingTableSource

    /// `series` in `RateFigure.allCases` order, nil where it has no such figure: `rates(for:)`
    /// reads a figure by its place. (Looked up in `series`, each figure's name was hashed: a
    /// year's statistics asks for a month's rates hundreds of times, 14 figures each.) The table
    /// holds only this list: a table is copied into every session and payslip basis, and the
    /// first copy of a dictionary keyed by `RateFigure` built its type from its mangled name, a
    /// scan of the runtime's conformance records for `RateFigure : Hashable` (0.37 M
    /// instructions in every `render`).
    private let inOrder: [Series?]

    /// The figures of the months by name, worked out once for each run of months in which no
    /// figure's entry and no figure's being known changes (a year's statistics asks for the same
    /// dozen months' figures for every workplace): `starts` are the runs' first months as `year
    /// * 12 + month - 1`, the first run every month before the earliest change (`Int.min`), and
    /// `rates` each run's figures, their `month` and `withholding` set as each is asked for. nil
    /// where a figure is missing or one of its months is not a month by name (the figures are
    /// then worked out each time).
    private let runs: Runs?

    private struct Runs: Sendable, Equatable {
        var starts: [Int]
        var rates: [MonthRates]
    }

    public init(series: [RateFigure: Series], withholding: WithholdingTable? = nil) {
        self.init(inOrder: RateFigure.allCases.map { series[$0] }, withholding: withholding)
    }

    /// `inOrder`: a series for each figure of `RateFigure.allCases` at its place, nil for none.
    init(inOrder: [Series?], withholding: WithholdingTable? = nil) {
        precondition(inOrder.count == RateFigure.allCases.count, "a place for every figure")
        withholdingSource = WithholdingTableSource(withholding)
        self.inOrder = inOrder
        runs = Self.runs(of: inOrder)
    }

    /// `runs` for the series in figure order. Months compare by name (`PayPeriod.<`), so a
    /// month's entries and their being known change only at an entry's month and the month
    /// after a `knownThrough`.
    private static func runs(of inOrder: [Series?]) -> Runs? {
        // A list, not a `Set<Int>` (see `sortedWithoutRepeats`).
        var changes: [Int] = []
        for series in inOrder {
            guard let series, series.knownThrough?.isMonthly ?? true else { return nil }
            for entry in series.entries {
                guard entry.from.isMonthly else { return nil }
                changes.append(entry.from.year * 12 + entry.from.month - 1)
            }
            if let last = series.knownThrough { changes.append(last.year * 12 + last.month) }
        }
        let firsts = sortedWithoutRepeats(changes)
        guard let earliest = firsts.first else { return nil }
        let starts = [Int.min] + firsts
        let rates = ([earliest - 1] + firsts).map {
            figures(for: PayPeriod(year: 0, month: $0 + 1), inOrder: inOrder, withholding: nil)
        }
        return Runs(starts: starts, rates: rates)
    }

    /// The figures in force for the pay period named `month`.
    public func rates(for month: PayPeriod) -> MonthRates {
        rates(for: month, withholding: withholding)
    }

    /// The figures in force for `month`, with `withholding` as its withholding table: its run's
    /// for a month by name, else worked out.
    private func rates(for month: PayPeriod, withholding: WithholdingTable?) -> MonthRates {
        guard month.isMonthly, let runs else {
            return Self.figures(for: month, inOrder: inOrder, withholding: withholding)
        }
        let key = month.year * 12 + month.month - 1
        var run = runs.starts.count - 1
        while key < runs.starts[run] { run -= 1 }
        var rates = runs.rates[run]
        rates.month = month
        rates.withholding = withholding
        return rates
    }

    /// The figures in force for `month`, worked out from the series in figure order.
    private static func figures(for month: PayPeriod, inOrder: [Series?], withholding: WithholdingTable?)
        -> MonthRates
    {
        // Each figure's entry once, in the file's order, so warnings read the same every time.
        var values: [Value] = []
        values.reserveCapacity(inOrder.count)
        var unknown: [RateFigure] = []
        for (place, series) in inOrder.enumerated() {
            guard let series else { preconditionFailure("the loader checks every figure is present") }
            let (entry, known) = series.place(in: month)
            values.append(series.entries[entry].value)
            if !known { unknown.append(RateFigure.allCases[place]) }
        }
        func value(_ figure: RateFigure) -> Value { values[figure.place] }
        func won(_ figure: RateFigure) -> Int {
            if case .won(let won) = value(figure) { return won }
            preconditionFailure("the loader checks \(figure) is in won")
        }
        func ratio(_ figure: RateFigure) -> Ratio {
            if case .ratio(let ratio) = value(figure) { return ratio }
            preconditionFailure("the loader checks \(figure) is a rate")
        }
        let health = ratio(.healthInsuranceRate)
        // The care rate is of pay, both shares; the health rate in the file is the employee's
        // half. Their ratio: 0.9448 % ÷ (2 × 3.595 %) = 0.9448 ÷ 7.19 = 9,448 / 71,900.
        var careRatio = ratio(.longTermCareRate).dividedBy(health.times(2))
        if case .roundedRatio(let decimals) = value(.longTermCareRatio) {
            careRatio = careRatio.rounded(toDecimals: decimals)
        }
        return MonthRates(
            month: month, minimumWage: won(.minimumWage), nationalPension: ratio(.nationalPensionRate),
            pensionBase: won(.nationalPensionBaseFloor)...won(.nationalPensionBaseCap), healthInsurance: health,
            healthPremium: won(.healthPremiumFloor)...won(.healthPremiumCap), longTermCareRatio: careRatio,
            employmentInsurance: ratio(.employmentInsuranceRate), unknownFigures: unknown, withholding: withholding,
            taxFree: TaxFreeLimits(
                meals: won(.taxFreeMealsLimit), monthlyRegularPay: won(.taxFreeMonthlyPayLimit),
                lastYearPay: won(.taxFreeLastYearPayLimit), premiumsYearly: won(.taxFreePremiumsYearlyCap)))
    }

    /// The figures for `month` with the withholding table in force on `payday` (tax is withheld by
    /// the table of the day it is withheld); before the earliest shipped table, the earliest.
    public func rates(for month: PayPeriod, paidOn payday: LocalDate) -> MonthRates {
        rates(for: month, withholding: withholding.map { $0.inForce(on: payday) ?? $0.earliest })
    }

    /// The figures for `month` as income tax by `rule` is withheld on `payday`: with the
    /// withholding table in force that day for the table's rule, without one for any other (no
    /// other rule reads it, and a table left to be read on first need stays unread).
    public func rates(for month: PayPeriod, paidOn payday: LocalDate, incomeTax rule: DeductionRules.IncomeTax)
        -> MonthRates
    {
        rule == .table ? rates(for: month, paidOn: payday) : rates(for: month, withholding: nil)
    }

    /// Equal series and equal withholding tables (each read, where it was left to be read).
    public static func == (lhs: RateTable, rhs: RateTable) -> Bool {
        lhs.inOrder == rhs.inOrder && lhs.withholding == rhs.withholding
    }

    /// The last month any figure is known for: beyond it nothing is known at all.
    public var lastKnownMonth: PayPeriod? {
        inOrder.compactMap { $0?.knownThrough }.max()
    }

    /// The last month every figure is known for (the earliest `knownThrough`).
    public var knownThrough: PayPeriod? {
        inOrder.compactMap { $0?.knownThrough }.min()
    }
}

/// The figures of one month, as the deduction rules use them.
public struct MonthRates: Sendable, Equatable {
    public var month: PayPeriod
    /// Won an hour.
    public var minimumWage: Int
    /// Employee share, of the pension base.
    public var nationalPension: Ratio
    /// The pension base's monthly floor and ceiling.
    public var pensionBase: ClosedRange<Int>
    /// Employee share, of pay.
    public var healthInsurance: Ratio
    /// The employee's health premium's monthly floor and cap.
    public var healthPremium: ClosedRange<Int>
    /// Long-term care premium per won of health premium, exact or rounded as the month's rule says.
    public var longTermCareRatio: Ratio
    /// Employee share, of pay.
    public var employmentInsurance: Ratio
    /// Figures the rates file does not know for this month: their nearest values are used.
    public var unknownFigures: [RateFigure]
    /// The simplified withholding table, for `deductions.incomeTax: "table"`.
    public var withholding: WithholdingTable?
    /// The limits of non-taxable pay, for a workplace with `taxFree`.
    public var taxFree: TaxFreeLimits
}

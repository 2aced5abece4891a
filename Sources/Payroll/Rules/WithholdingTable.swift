/// The National Tax Service's simplified withholding table for wages (근로소득 간이세액표,
/// Income Tax Act Enforcement Decree annexed table 2), read from `withholding-tax.json` beside the
/// rates file: the monthly income tax withheld from an employee (`deductions.incomeTax: "table"`).
///
/// The table is data, row for row as published; only its notes are code: the rows by pay and
/// dependants, the row at exactly 10,000,000 won, the formula above it (note 6), the children's
/// reduction (note 3), more than 11 dependants (note 4).
public struct WithholdingTable: Sendable, Equatable {
    /// Pay from `from` thousand won up to but not including `below` thousand won.
    public struct Row: Sendable, Equatable {
        public var from: Int
        public var below: Int
        /// The tax for 1...11 dependants, in won.
        public var taxes: [Int]
    }

    /// One band of the formula above 10,000,000 won: the tax at 10,000,000 won + `add` + the pay
    /// over `over` thousand won × `share` × `rate`.
    public struct Band: Sendable, Equatable {
        public var over: Int
        /// The band's last pay in thousand won, nil for the last band.
        public var through: Int?
        public var add: Int
        /// 98% in the three lower bands, nil (all of it) above.
        public var share: Ratio?
        public var rate: Ratio
    }

    /// The amounts taken off the tax for children aged 8 to 20 among the dependants.
    public struct Children: Sendable, Equatable {
        public var one: Int
        public var two: Int
        public var eachBeyondTwo: Int
    }

    /// The table's columns: 1 to 11 dependants.
    public static let columns = 11
    /// "10,000천원": where the rows end and the formula begins.
    public static let formulaFromThousandWon = 10_000

    public var source: String
    public var amended: LocalDate
    /// Wages paid from this day on are withheld by this table.
    public var effectiveFrom: LocalDate
    /// Sorted, contiguous, from the first row's `from` to 10,000 thousand won.
    public var rows: [Row]
    /// The row "10,000천원": the tax at exactly 10,000,000 won, the base of the formula.
    public var atTenMillion: [Int]
    public var aboveTenMillion: [Band]
    public var children: Children
    /// Earlier revisions with the same rows that differ only in the children's amounts (the
    /// 2026-03-01 revision changed only those), oldest first, each before `effectiveFrom`.
    public var earlier: [Revision] = []

    /// An earlier revision of the table: when it took effect, and its children's amounts.
    public struct Revision: Sendable, Equatable {
        public var source: String
        public var amended: LocalDate
        public var effectiveFrom: LocalDate
        public var children: Children
    }

    /// The day the earliest shipped revision took effect.
    public var earliestEffectiveFrom: LocalDate { earlier.first?.effectiveFrom ?? effectiveFrom }

    /// The table in force on `payday` (withholding takes the table of the day the tax is withheld);
    /// nil for a payday before the earliest shipped revision.
    public func inForce(on payday: LocalDate) -> WithholdingTable? {
        if payday >= effectiveFrom { return self }
        guard let revision = earlier.last(where: { $0.effectiveFrom <= payday }) else { return nil }
        var table = self
        table.source = revision.source
        table.amended = revision.amended
        table.effectiveFrom = revision.effectiveFrom
        table.children = revision.children
        table.earlier = earlier.filter { $0.effectiveFrom < revision.effectiveFrom }
        return table
    }

    /// The earliest shipped revision, for a payday before every one (with a note that says so).
    public var earliest: WithholdingTable {
        guard let first = earlier.first else { return self }
        return inForce(on: first.effectiveFrom) ?? self
    }

    /// The table's tax for a month's taxable `pay` in won and `dependants` counted with the worker
    /// (at least 1), before the children's reduction: the row holding the pay, the row at exactly
    /// 10,000,000, or the formula above it; under the first row, none.
    public func tableTax(pay: Int, dependants: Int) -> Int {
        let dependants = max(dependants, 1)
        // Note 4: beyond 11, the 11-dependant tax less (10's − 11's) for each one more.
        if dependants > Self.columns {
            let eleven = tableTax(pay: pay, dependants: Self.columns)
            let ten = tableTax(pay: pay, dependants: Self.columns - 1)
            return max(eleven - (ten - eleven) * (dependants - Self.columns), 0)
        }
        let column = dependants - 1
        let tenMillion = Self.formulaFromThousandWon * 1000
        if pay > tenMillion { return formulaTax(pay: pay, column: column) }
        if pay == tenMillion { return atTenMillion[column] }
        guard let first = rows.first, pay >= first.from * 1000 else { return 0 }
        // Rows are contiguous: binary search for the last row starting at or below the pay.
        var low = 0
        var high = rows.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rows[middle].from * 1000 <= pay { low = middle } else { high = middle - 1 }
        }
        return rows[low].taxes[column]
    }

    /// Note 6: above 10,000,000 won, "(the tax at 10,000천원) + add + (the excess × 98% × rate)",
    /// exact in integers and cut down to the won.
    func formulaTax(pay: Int, column: Int) -> Int {
        let band = aboveTenMillion.last { pay > $0.over * 1000 } ?? aboveTenMillion[0]
        let excess = pay - band.over * 1000
        let share = band.share ?? Ratio(1, 1)
        let part = excess * share.numerator * band.rate.numerator / (share.denominator * band.rate.denominator)
        return atTenMillion[column] + band.add + part
    }

    /// Note 3: taken off the table's tax for children aged 8 to 20 among the dependants.
    public func childrenReduction(children count: Int) -> Int {
        switch count {
        case ...0: 0
        case 1: children.one
        default: children.two + children.eachBeyondTwo * (count - 2)
        }
    }

    /// The monthly income tax withheld: the table's tax less the children's reduction (never below
    /// zero), times the worker's 80, 100 or 120 %, cut down to 10 won.
    public func incomeTax(pay: Int, worker: Worker) -> Money {
        let afterChildren = max(
            tableTax(pay: pay, dependants: worker.dependants) - childrenReduction(children: worker.children), 0)
        return Money(won: DeductionRates.cutToTenWon(afterChildren * worker.withholdingRate / 100))
    }
}

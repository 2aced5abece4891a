/// A year's pay, month by month and workplace by workplace: gross, each deduction and the tax
/// withheld, with totals (what a worker taxed at 3.3 % needs for the May income-tax return).
/// A month is the pay period named after it in each workplace's own periods; a month with no pay
/// at a workplace is left out.
public struct YearSummary: Sendable, YearDocument {
    public struct Row: Sendable, Equatable {
        /// The period's name; nil on a total row.
        public var month: PayPeriod?
        /// The workplace; nil on the grand total.
        public var workplaceName: String?
        public var gross: Money
        public var deductions: Payslip.Deductions

        /// Income tax and local income tax: what the employer withheld and paid to the tax office.
        public var taxWithheld: Money { deductions.incomeTaxes }
        public var net: Money { gross - deductions.total }

        mutating func add(_ other: Row) {
            gross = gross + other.gross
            deductions = deductions + other.deductions
        }
    }

    public var year: Int
    public var today: LocalDate
    /// Month by month, then workplace in file order.
    public var rows: [Row]
    /// One per workplace with pay in the year, in file order.
    public var workplaceTotals: [Row]
    public var total: Row

    /// The year's rows on `basis`, for the file's worker.
    public init(file: DataFile, year: Int, basis: PayBasis) {
        let basis = basis.forWorker(of: file)
        let today = basis.today
        self.year = year
        self.today = today
        rows = []
        let workplaces = file.workplaces(asOf: today)
        var totals = workplaces.map {
            Row(month: nil, workplaceName: $0.name, gross: .zero, deductions: Payslip.Deductions())
        }
        total = Row(month: nil, workplaceName: nil, gross: .zero, deductions: Payslip.Deductions())
        // In the order of the periods' names (a weekly or daily period by its month and first
        // day), then the file's.
        let periods = workplaces.enumerated().flatMap { index, workplace in
            workplace.periods(inYear: year).map { (index, workplace, $0) }
        }.sorted {
            ($0.2.year, $0.2.month, $0.2.isMonthly ? 0 : $0.2.start.dayNumber, $0.0)
                < ($1.2.year, $1.2.month, $1.2.isMonthly ? 0 : $1.2.start.dayNumber, $1.0)
        }
        do {
            for (index, workplace, period) in periods {
                let slip = basis.payslip(of: workplace, for: period)
                guard slip.pay.gross != .zero || slip.deductions.total != .zero else { continue }
                let row = Row(
                    month: period, workplaceName: workplace.name, gross: slip.pay.gross, deductions: slip.deductions)
                rows.append(row)
                totals[index].add(row)
                total.add(row)
            }
        }
        workplaceTotals = totals.filter { $0.gross != .zero || $0.deductions.total != .zero }
    }

    public static func amounts(_ row: Row) -> [Int] {
        let d = row.deductions
        return [
            row.gross.won, d.incomeTax.won, d.localIncomeTax.won, d.nationalPension.won, d.healthInsurance.won,
            d.longTermCare.won, d.employmentInsurance.won, row.taxWithheld.won, row.net.won,
        ]
    }

    /// One object: `months` (each month and workplace), `workplaces` (totals) and `total`.
    public var json: String {
        let keys = [
            "gross", "incomeTax", "localIncomeTax", "nationalPension", "healthInsurance", "longTermCare",
            "employmentInsurance", "taxWithheld", "net",
        ]
        func object(_ row: Row) -> String {
            var fields: [String] = []
            if let month = row.month { fields.append("\"month\": \"\(month)\"") }
            if let name = row.workplaceName { fields.append("\"workplace\": \(SummaryJSON.quoted(name))") }
            fields += zip(keys, Self.amounts(row)).map { "\"\($0)\": \($1)" }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        return """
            { "year": \(year), "today": "\(today)",
              "months": [\(rows.map { "\n    " + object($0) }.joined(separator: ","))\(rows.isEmpty ? "" : " ")],
              "workplaces": [\(workplaceTotals.map { "\n    " + object($0) }.joined(separator: ","))\(workplaceTotals.isEmpty ? "" : " ")],
              "total": \(object(total)) }

            """
    }
}

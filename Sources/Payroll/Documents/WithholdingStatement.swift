/// A year's withholding statement (원천징수 내역) as figures: every payment paid in the year (a
/// period whose payday is in the year and has come, with some pay), by payday, with its gross and
/// the income tax and local income tax withheld from it, and the year's totals. What a worker
/// paid by 3.3% needs for May's income tax return. `payday statement` prints it as text, CSV,
/// JSON or a printable page; the words are PayrollWords', the CSV and the page PayrollExports'.
public struct WithholdingStatement: Sendable {
    /// One payment: a paid period's payslip.
    public struct Payment: Sendable {
        public var slip: Payslip
        /// Income tax and local income tax together.
        public var withheld: Money { slip.deductions.incomeTaxes }
    }

    /// The year's sums of the payments' figures.
    public struct Totals: Sendable, Equatable {
        public var gross = Money.zero
        public var incomeTax = Money.zero
        public var localIncomeTax = Money.zero
        public var withheld = Money.zero
    }

    public var year: Int
    /// The worker's name, when the file has it.
    public var worker: String?
    public var payments: [Payment]

    /// The payments paid in `year`: each workplace's periods (months, weeks or days, as it is
    /// paid) whose payday is in the year and paid by the basis's today, with some pay, by payday
    /// (then workplace order); `Workplace.periods(payableIn:)` says which periods are looked at.
    public init(workplaces: [Workplace], year: Int, basis: PayBasis) {
        self.year = year
        worker = basis.worker.name
        var found: [(Payment, Int)] = []
        for (index, workplace) in workplaces.enumerated() {
            for period in workplace.periods(payableIn: year) {
                let slip = basis.payslip(of: workplace, for: period)
                if slip.payday.year == year && slip.status == .paid && slip.pay.gross.won > 0 {
                    found.append((Payment(slip: slip), index))
                }
            }
        }
        payments = found.sorted { ($0.0.slip.payday, $0.1) < ($1.0.slip.payday, $1.1) }.map(\.0)
    }

    public var total: Totals {
        payments.reduce(into: Totals()) { total, payment in
            let d = payment.slip.deductions
            total.gross = total.gross + payment.slip.pay.gross
            total.incomeTax = total.incomeTax + d.incomeTax
            total.localIncomeTax = total.localIncomeTax + d.localIncomeTax
            total.withheld = total.withheld + payment.withheld
        }
    }

    /// `{ "year", "worker", "payments": [{ "payday", "workplace", "period", "gross", "incomeTax",
    /// "localIncomeTax", "withheld", "incomeTaxRule" }], "total": { "gross", "incomeTax",
    /// "localIncomeTax", "withheld" } }`, amounts in won.
    public var json: String {
        let q = SummaryJSON.quoted
        let rows = payments.map { payment -> String in
            let slip = payment.slip, d = slip.deductions
            return "    { \"payday\": \"\(slip.payday)\", \"workplace\": \(q(slip.workplaceName)), "
                + "\"period\": \"\(slip.period)\", \"gross\": \(slip.pay.gross.won), "
                + "\"incomeTax\": \(d.incomeTax.won), \"localIncomeTax\": \(d.localIncomeTax.won), "
                + "\"withheld\": \(payment.withheld.won), \"incomeTaxRule\": \(q(slip.incomeTaxRule.rawValue)) }"
        }
        let total = self.total
        return """
            { "year": \(year), "worker": \(worker.map(q) ?? "null"),
              "payments": [\(rows.isEmpty ? "" : "\n" + rows.joined(separator: ",\n") + " ")],
              "total": { "gross": \(total.gross.won), "incomeTax": \(total.incomeTax.won), "localIncomeTax": \(total.localIncomeTax.won), "withheld": \(total.withheld.won) } }

            """
    }
}

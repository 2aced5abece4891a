import ArgumentParser
import Foundation
import PaydayApp
import Payroll
import PayrollWords

/// `payday statement --year YYYY [--json] [--lang en|ko]`: the year's withholding statement
/// (원천징수 내역): every payment paid in the year (a period whose payday is in it and has come),
/// by payday, with its gross, the income tax and local income tax withheld from it and the rule
/// they were withheld by, and the year's totals: what a worker paid by 3.3% needs for May's
/// income tax return.
struct StatementCommand: LoadedRecordsCommand {
    static let configuration = CommandConfiguration(
        commandName: "statement",
        abstract: "Show the tax withheld from each payment of a year (for May's income tax return)."
    )

    @OptionGroup var options: DataOptions

    @Option(name: .long, help: ArgumentHelp("The year the pay was paid in (default: today's).", valueName: "YYYY"))
    var year: Int?

    @Flag(name: .long, help: "Print JSON (each payment and the totals; described in docs/payroll.md).")
    var json = false

    mutating func validate() throws {
        if let year { try PeriodArgument.checkYear(year, .year, options.common.lang) }
    }

    /// One payment: a paid period's payslip.
    struct Payment {
        var slip: Payslip
        var withheld: Money { slip.deductions.incomeTax + slip.deductions.localIncomeTax }
    }

    func result(input: LoadedRecords) -> CommandResult {
        let year = self.year ?? input.basis.today.year
        if let problem = PeriodArgument.problem(
            year: year, workplaces: input.workplaces, rates: input.basis.rates, input.language)
        {
            return CommandResult(standardError: "payday statement: \(problem)\n", exitStatus: 1)
        }
        let payments = Self.payments(input.workplaces, year: year, basis: input.basis)
        let worker = input.basis.worker.name
        return CommandResult(
            standardOutput: json
                ? Self.json(payments, year: year, worker: worker)
                : Self.text(payments, year: year, worker: worker, language: input.language))
    }

    /// The payments paid in `year`: each workplace's periods whose payday is in the year and
    /// paid by today, with some pay, by payday (then workplace order). A period is paid in the
    /// month it ends or the next, so the periods from October of the year before are looked at.
    static func payments(_ workplaces: [Workplace], year: Int, basis: PayBasis) -> [Payment] {
        var payments: [(Payment, Int)] = []
        for (index, workplace) in workplaces.enumerated() {
            guard var period = PayPeriod(iso: "\(year - 1)-10", startDay: workplace.periodStartDay) else { continue }
            for _ in 0..<15 {
                let slip = basis.payslip(of: workplace, for: period)
                if slip.payday.year == year && slip.status == .paid && slip.pay.gross.won > 0 {
                    payments.append((Payment(slip: slip), index))
                }
                period = period.adding(months: 1)
            }
        }
        return payments.sorted { ($0.0.slip.payday, $0.1) < ($1.0.slip.payday, $1.1) }.map(\.0)
    }

    static func text(_ payments: [Payment], year: Int, worker: String?, language: PayrollLanguage) -> String {
        let words = language.statementWords
        let title = words.statementTitle(year: year, worker: worker.map(TerminalText.line))
        guard !payments.isEmpty else { return title + "\n\n" + words.statementNoPay(year: year) + "\n" }
        let money = { (amount: Money) in amount.formatted(language) }
        let rules = PayslipWords(language: language)
        var rows = [words.statementColumns]
        for payment in payments {
            let slip = payment.slip, d = slip.deductions
            rows.append([
                slip.payday.description, TerminalText.line(slip.workplaceName), slip.period.description,
                money(slip.pay.gross), money(d.incomeTax), money(d.localIncomeTax), money(payment.withheld),
                rules.ruleName(slip.incomeTaxRule),
            ])
        }
        let total = totals(payments)
        rows.append([
            words.statementTotal, "", "", money(total.gross), money(total.incomeTax), money(total.localIncomeTax),
            money(total.withheld), "",
        ])
        let table = TextColumns.table(rows, rightAligned: [3, 4, 5, 6])
        return ([title, ""] + table + ["", words.statementNote]).joined(separator: "\n") + "\n"
    }

    static func totals(_ payments: [Payment]) -> (
        gross: Money, incomeTax: Money, localIncomeTax: Money, withheld: Money
    ) {
        payments.reduce((Money.zero, Money.zero, Money.zero, Money.zero)) {
            (
                $0.0 + $1.slip.pay.gross, $0.1 + $1.slip.deductions.incomeTax, $0.2 + $1.slip.deductions.localIncomeTax,
                $0.3 + $1.withheld
            )
        }
    }

    /// `{ "year", "worker", "payments": [{ "payday", "workplace", "period", "gross", "incomeTax",
    /// "localIncomeTax", "withheld", "incomeTaxRule" }], "total": { "gross", "incomeTax",
    /// "localIncomeTax", "withheld" } }`, amounts in won.
    static func json(_ payments: [Payment], year: Int, worker: String?) -> String {
        let q = SummaryJSON.quoted
        let rows = payments.map { payment -> String in
            let slip = payment.slip, d = slip.deductions
            return "    { \"payday\": \"\(slip.payday)\", \"workplace\": \(q(slip.workplaceName)), "
                + "\"period\": \"\(slip.period)\", \"gross\": \(slip.pay.gross.won), "
                + "\"incomeTax\": \(d.incomeTax.won), \"localIncomeTax\": \(d.localIncomeTax.won), "
                + "\"withheld\": \(payment.withheld.won), \"incomeTaxRule\": \(q(slip.incomeTaxRule.rawValue)) }"
        }
        let total = totals(payments)
        return """
            { "year": \(year), "worker": \(worker.map(q) ?? "null"),
              "payments": [\(rows.isEmpty ? "" : "\n" + rows.joined(separator: ",\n") + " ")],
              "total": { "gross": \(total.gross.won), "incomeTax": \(total.incomeTax.won), "localIncomeTax": \(total.localIncomeTax.won), "withheld": \(total.withheld.won) } }

            """
    }
}

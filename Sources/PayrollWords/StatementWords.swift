import Payroll

/// The words of `payday statement`: the year's withholding statement (원천징수 내역), each payment
/// with its gross and the tax withheld from it. A protocol, so a sentence missing in one
/// language does not compile.
public protocol StatementWords: Sendable {
    func statementTitle(year: Int, worker: String?) -> String
    /// The columns: payday, workplace, period, gross, income tax, local income tax, withheld, rule.
    var statementColumns: [String] { get }
    var statementTotal: String { get }
    func statementNoPay(year: Int) -> String
    /// Under the table: what the statement is for, and what it is not.
    var statementNote: String { get }
    /// `--json` given with another `--format`.
    func statementTwoFormats(format: String) -> String
}

extension PayrollLanguage {
    public var statementWords: any StatementWords { words }
}

extension WithholdingStatement {
    /// A payment's cells, in `statementColumns`' order, each amount written by `money`.
    public func cells(_ payment: Payment, _ language: PayrollLanguage, money: (Money) -> String) -> [String] {
        let slip = payment.slip, d = slip.deductions
        return [
            slip.payday.description, slip.workplaceName, slip.period.description, money(slip.pay.gross),
            money(d.incomeTax), money(d.localIncomeTax), money(payment.withheld),
            PayslipWords(language: language).ruleName(slip.incomeTaxRule),
        ]
    }

    /// The totals' cells, in `statementColumns`' order, each amount written by `money`.
    public func totalCells(_ language: PayrollLanguage, money: (Money) -> String) -> [String] {
        let total = self.total
        return [
            language.statementWords.statementTotal, "", "", money(total.gross), money(total.incomeTax),
            money(total.localIncomeTax), money(total.withheld), "",
        ]
    }

    /// The statement as text: the title, the table by payday with the totals, and the note; a
    /// year with no payment says so.
    public func text(_ language: PayrollLanguage) -> String {
        let words = language.statementWords
        let title = words.statementTitle(year: year, worker: worker.map(TerminalText.line))
        guard !payments.isEmpty else { return title + "\n\n" + words.statementNoPay(year: year) + "\n" }
        let money = { (amount: Money) in amount.formatted(language) }
        var rows = [words.statementColumns]
        for payment in payments {
            var row = cells(payment, language, money: money)
            row[1] = TerminalText.line(row[1])
            rows.append(row)
        }
        rows.append(totalCells(language, money: money))
        let table = TextColumns.table(rows, rightAligned: [3, 4, 5, 6])
        return ([title, ""] + table + ["", words.statementNote]).joined(separator: "\n") + "\n"
    }
}

extension English: StatementWords {
    public func statementTitle(year: Int, worker: String?) -> String {
        "Tax withheld from pay paid in \(year)" + (worker.map { ": \($0)" } ?? "")
    }
    public var statementColumns: [String] {
        ["Payday", "Workplace", "Period", "Gross", "Income tax", "Local tax", "Withheld", "Rule"]
    }
    public var statementTotal: String { "Total" }
    public func statementNoPay(year: Int) -> String { "No pay was paid in \(year): nothing was withheld." }
    public var statementNote: String {
        "By payday, as payday computes each payslip; the employer's own statement (원천징수영수증) is the one to file."
    }
    public func statementTwoFormats(format: String) -> String {
        "--json and --format \(format) ask for two formats; give one (--json is --format json)"
    }
}

extension Korean: StatementWords {
    public func statementTitle(year: Int, worker: String?) -> String {
        "\(year)년 지급 임금의 원천징수 내역" + (worker.map { ": \($0)" } ?? "")
    }
    public var statementColumns: [String] {
        ["지급일", "사업장", "임금 기간", "지급액", "소득세", "지방소득세", "원천징수 계", "방식"]
    }
    public var statementTotal: String { "합계" }
    public func statementNoPay(year: Int) -> String { "\(year)년에 지급된 임금이 없어 원천징수된 세금이 없습니다." }
    public var statementNote: String {
        "지급일 순, payday가 계산한 급여명세서 기준입니다; 신고에는 사업장이 발급한 원천징수영수증을 쓰세요."
    }
    public func statementTwoFormats(format: String) -> String {
        "--json과 --format \(Korean.word(format, .topic)) 서로 다른 형식입니다; 하나만 주세요 (--json은 --format json과 같습니다)"
    }
}

import Payroll
import PayrollWords

/// The words of `payday statement`: the year's withholding statement (원천징수 내역), each payment
/// with its gross and the tax withheld from it. A protocol, so a sentence missing in one
/// language does not compile.
protocol StatementWords: Sendable {
    func statementTitle(year: Int, worker: String?) -> String
    /// The columns: payday, workplace, period, gross, income tax, local income tax, withheld, rule.
    var statementColumns: [String] { get }
    var statementTotal: String { get }
    func statementNoPay(year: Int) -> String
    /// Under the table: what the statement is for, and what it is not.
    var statementNote: String { get }
}

extension PayrollLanguage {
    var statementWords: any StatementWords {
        switch self {
        case .english: English()
        case .korean: Korean()
        }
    }
}

extension English: StatementWords {
    func statementTitle(year: Int, worker: String?) -> String {
        "Tax withheld from pay paid in \(year)" + (worker.map { ": \($0)" } ?? "")
    }
    var statementColumns: [String] {
        ["Payday", "Workplace", "Period", "Gross", "Income tax", "Local tax", "Withheld", "Rule"]
    }
    var statementTotal: String { "Total" }
    func statementNoPay(year: Int) -> String { "No pay was paid in \(year): nothing was withheld." }
    var statementNote: String {
        "By payday, as payday computes each payslip; the employer's own statement (원천징수영수증) is the one to file."
    }
}

extension Korean: StatementWords {
    func statementTitle(year: Int, worker: String?) -> String {
        "\(year)년 지급 임금의 원천징수 내역" + (worker.map { ": \($0)" } ?? "")
    }
    var statementColumns: [String] {
        ["지급일", "사업장", "임금 기간", "지급액", "소득세", "지방소득세", "원천징수 계", "방식"]
    }
    var statementTotal: String { "합계" }
    func statementNoPay(year: Int) -> String { "\(year)년에 지급된 임금이 없어 원천징수된 세금이 없습니다." }
    var statementNote: String {
        "지급일 순, payday가 계산한 급여명세서 기준입니다; 신고에는 사업장이 발급한 원천징수영수증을 쓰세요."
    }
}

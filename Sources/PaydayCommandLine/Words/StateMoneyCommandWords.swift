import Payroll
import PayrollWords

/// The command line's own words around the estimates of money from the state (`payday refund`,
/// `payday benefits`): what to type to answer a question, and what is shown when there is
/// nothing to estimate. A protocol, so a sentence missing in one language does not compile.
protocol StateMoneyCommandWords: Sendable {
    /// What comes before the command that answers an estimate's question: `  Answer with: `.
    var answerWith: String { get }
    func refundNoIncome(year: Int) -> String
    var benefitsNoInsuredJob: String { get }
    /// `payday benefits`' credit for the year so far, under last year's.
    func benefitsCreditSoFar(year: Int) -> String
    /// The figures file that ships with payday could not be read.
    var stateMoneyFiguresMissing: String { get }
    /// Which job the benefit is for: `GS25 (four insurances)`.
    func benefitsJob(_ name: String) -> String
}

extension PayrollLanguage {
    var stateMoneyCommandWords: any StateMoneyCommandWords {
        switch self {
        case .english: English()
        case .korean: Korean()
        }
    }
}

extension StateMoneyCommandWords {
    /// The option that answers an estimate's question, as a line to type (the command is the
    /// same in every language; only its lead is words).
    func stateMoneyAnswer(_ question: EarnedIncomeTaxCreditEstimate.Question) -> String {
        switch question {
        case .household: answerWith + "payday worker set --household single|one-earner|two-earner"
        case .spouseIncome: answerWith + "payday worker set --spouse-income WON"
        case .assets: answerWith + "payday worker set --assets WON"
        }
    }

    func stateMoneyAnswer(_ question: UnemploymentBenefitEstimate.Question, workplace: String) -> String {
        switch question {
        case .leaving:
            answerWith + "payday worker set --workplace \"\(TerminalText.line(workplace))\" "
                + "--leaving contract-ended|dismissed|closed|quit"
        case .birthDate: answerWith + "payday worker set --birth-date YYYY-MM-DD"
        }
    }
}

extension English: StateMoneyCommandWords {
    var answerWith: String { "  Answer with: " }
    func refundNoIncome(year: Int) -> String {
        "No pay taxed by the table and no 3.3% receipts in \(year): nothing to settle."
    }
    var benefitsNoInsuredJob: String {
        "Unemployment benefit: no job with the four insurances (deductions.insurance \"four\") has work recorded, "
            + "so none is estimated."
    }
    func benefitsCreditSoFar(year: Int) -> String { "This year so far (\(year)), for next May's application:" }
    var stateMoneyFiguresMissing: String {
        "the figures of the estimates (state-money.json) that ship with payday were not found; reinstall payday"
    }
    func benefitsJob(_ name: String) -> String { "For the job at \(TerminalText.line(name))." }
}

extension Korean: StateMoneyCommandWords {
    var answerWith: String { "  답하기: " }
    func refundNoIncome(year: Int) -> String { "\(year)년에 세액표로 원천징수된 급여도 3.3% 수입도 없어 정산할 것이 없습니다." }
    var benefitsNoInsuredJob: String { "구직급여: 4대 보험에 가입된 일터의 근무 기록이 없어 추정하지 않습니다." }
    func benefitsCreditSoFar(year: Int) -> String { "올해 지금까지 (\(year)년), 내년 5월 신청분:" }
    var stateMoneyFiguresMissing: String {
        "payday와 함께 설치되는 추정 자료(state-money.json)를 찾지 못했습니다; payday를 다시 설치하세요"
    }
    func benefitsJob(_ name: String) -> String { "\(TerminalText.line(name)) 일자리 기준." }
}

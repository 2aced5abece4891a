import Payroll
import PayrollWords

/// The money-from-the-state screen's own words (the `$` screen), in English and Korean.
protocol StateMoneyScreenWords: Sendable {
    var moneyScreen: MoneyScreenWords { get }
    func moneyScreenNoIncome(year: Int) -> String
    func moneyScreenBenefitFor(_ job: String, lastDay: LocalDate) -> String
}

/// The screen's title, its keys' titles and hint, and the cards' sentences that take nothing.
struct MoneyScreenWords {
    var title, previous, next, steps, stepsHint, keyTitle, noInsuredJob, figuresMissing: String
}

extension English: StateMoneyScreenWords {
    var moneyScreen: MoneyScreenWords {
        MoneyScreenWords(
            title: "Money from the state (estimates)", previous: "previous estimate", next: "next estimate",
            steps: "show or hide the estimate's steps", stepsHint: "steps", keyTitle: "money from the state",
            noInsuredJob: "No job with the four insurances has work recorded.",
            figuresMissing: "The figures of the estimates were not found; reinstall payday.")
    }
    func moneyScreenNoIncome(year: Int) -> String { "No taxed pay or 3.3% receipts in \(year)." }
    func moneyScreenBenefitFor(_ job: String, lastDay: LocalDate) -> String { "\(job), last day \(lastDay)" }
}

extension Korean: StateMoneyScreenWords {
    var moneyScreen: MoneyScreenWords {
        MoneyScreenWords(
            title: "국가에서 받을 돈 (추정)", previous: "이전 추정", next: "다음 추정", steps: "추정의 계산 과정 보이기/숨기기",
            stepsHint: "계산 과정", keyTitle: "국가에서 받을 돈", noInsuredJob: "4대 보험에 가입된 일터의 근무 기록이 없습니다.",
            figuresMissing: "추정 자료를 찾지 못했습니다. payday를 다시 설치하세요.")
    }
    func moneyScreenNoIncome(year: Int) -> String { "\(year)년에 원천징수된 급여도 3.3% 수입도 없습니다." }
    func moneyScreenBenefitFor(_ job: String, lastDay: LocalDate) -> String { "\(job), 마지막 날 \(lastDay)" }
}

import Payroll
import PayrollWords

/// The labels and problems of the answer rows, in English and Korean.
protocol AnswerFormWords: Sendable {
    var answerLabels: AnswerLabels { get }
    func answerLabelBirthYearsProblem(_ allowed: ClosedRange<Int>) -> String
    func answerLabelWonProblem(_ allowed: ClosedRange<Int>) -> String
    var answerLabelBusinessCodeProblem: String { get }
}

/// The answer rows' labels, and the household choice's item for no answer.
struct AnswerLabels {
    var childBirthYears, household, notAnswered, spouseIncome, assets, businessCode, disabled: String
}

extension English: AnswerFormWords {
    var answerLabels: AnswerLabels {
        AnswerLabels(
            childBirthYears: "Children born", household: "Household", notAnswered: "not answered",
            spouseIncome: "Spouse's income", assets: "Assets (won)", businessCode: "Business code",
            disabled: "Disabled")
    }
    func answerLabelBirthYearsProblem(_ allowed: ClosedRange<Int>) -> String {
        "years \(allowed.lowerBound) to \(allowed.upperBound), with commas"
    }
    func answerLabelWonProblem(_ allowed: ClosedRange<Int>) -> String {
        "whole won, \(Money(won: allowed.lowerBound)) to \(Money(won: allowed.upperBound))"
    }
    var answerLabelBusinessCodeProblem: String { "six digits, such as 940909" }
}

extension Korean: AnswerFormWords {
    var answerLabels: AnswerLabels {
        AnswerLabels(
            childBirthYears: "자녀 출생연도", household: "가구 유형", notAnswered: "답 없음", spouseIncome: "배우자 소득",
            assets: "재산 (원)", businessCode: "업종코드", disabled: "장애인")
    }
    func answerLabelBirthYearsProblem(_ allowed: ClosedRange<Int>) -> String {
        "\(allowed.lowerBound)~\(allowed.upperBound)년, 쉼표로 나눠서"
    }
    func answerLabelWonProblem(_ allowed: ClosedRange<Int>) -> String {
        "\(Money(won: allowed.lowerBound).formatted(.korean))~\(Money(won: allowed.upperBound).formatted(.korean))의 정수"
    }
    var answerLabelBusinessCodeProblem: String { "940909처럼 숫자 여섯 자리" }
}

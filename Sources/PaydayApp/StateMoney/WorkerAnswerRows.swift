import Layout
import Payroll
import PayrollWords

/// The worker form's rows for the answers the estimates of money from the state need: the
/// children's birth years, the household, the spouse's income, the assets, the business code
/// and a disability. Empty text (or "not answered") is no answer: an estimate then asks for it.
struct WorkerAnswerRows {
    let birthYearsField: TextField
    let householdControl: SegmentedControl
    let spouseIncomeField: TextField
    let assetsField: TextField
    let businessCodeField: TextField
    let disabledSwitch: Switch

    /// The households in the choice's order after "not answered".
    static let households = StateMoneyFigures.Household.allCases

    init(form: FormController, worker: Worker) {
        let words = form.strings.appWords
        birthYearsField = form.addTextRow(
            words.answerLabelChildBirthYears,
            text: worker.childBirthYears?.map(String.init).joined(separator: ",") ?? "",
            placeholder: "2012,2016", width: 20)
        let names =
            [words.answerLabelNotAnswered] + Self.households.map { form.strings.language.stateMoneyWords.household($0) }
        householdControl = form.addChoiceRow(
            words.answerLabelHousehold, items: names,
            selected: worker.household.flatMap { Self.households.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
        spouseIncomeField = form.addTextRow(
            words.answerLabelSpouseIncome, text: worker.spouseIncome.map(String.init) ?? "", width: 14)
        assetsField = form.addTextRow(words.answerLabelAssets, text: worker.assets.map(String.init) ?? "", width: 14)
        businessCodeField = form.addTextRow(
            words.answerLabelBusinessCode, text: worker.businessCode ?? "", placeholder: "940909", width: 7)
        disabledSwitch = form.addSwitchRow(words.answerLabelDisabled, isOn: worker.disabled)
    }

    /// `worker` with the answers as typed; nil while one does not read.
    func apply(to worker: Worker) -> Worker? {
        var worker = worker
        guard case .success(let years) = Self.birthYears(birthYearsField.text),
            case .success(let income) = Self.won(spouseIncomeField.text),
            case .success(let assets) = Self.won(assetsField.text),
            businessCodeField.text.isEmpty || Worker.isBusinessCode(businessCodeField.text)
        else { return nil }
        if let years {
            worker.childBirthYears = years
            worker.children = 0
        } else if worker.childBirthYears != nil {
            worker.childBirthYears = nil
        }
        let choice = householdControl.selectedSegmentIndex
        worker.household = choice > 0 && choice <= Self.households.count ? Self.households[choice - 1] : nil
        worker.spouseIncome = income
        worker.assets = assets
        worker.businessCode = businessCodeField.text.isEmpty ? nil : businessCodeField.text
        worker.disabled = disabledSwitch.isOn
        return worker
    }

    /// The problems of the rows, each under its field.
    func check(into problems: inout FormProblems, language: PayrollLanguage) {
        let words = language.appWords
        if case .failure = Self.birthYears(birthYearsField.text) {
            problems[birthYearsField] = words.answerLabelBirthYearsProblem(Limits.childBirthYears)
        }
        for field in [spouseIncomeField, assetsField] {
            if case .failure = Self.won(field.text) { problems[field] = words.answerLabelWonProblem(Limits.answerWon) }
        }
        if !businessCodeField.text.isEmpty && !Worker.isBusinessCode(businessCodeField.text) {
            problems[businessCodeField] = words.answerLabelBusinessCodeProblem
        }
    }

    enum Unreadable: Error { case unreadable }

    /// `2012,2016` (spaces allowed); empty: no answer.
    static func birthYears(_ text: String) -> Result<[Int]?, Unreadable> {
        let trimmed = text.filter { $0 != " " }
        if trimmed.isEmpty { return .success(nil) }
        var years: [Int] = []
        for part in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            guard let year = Int(part), Limits.childBirthYears.contains(year) else { return .failure(.unreadable) }
            years.append(year)
        }
        return .success(years)
    }

    /// Whole won in `Limits.answerWon`, commas allowed; empty: no answer.
    static func won(_ text: String) -> Result<Int?, Unreadable> {
        let digits = text.filter { $0 != "," && $0 != " " }
        if digits.isEmpty { return .success(nil) }
        guard let won = Int(digits), Limits.answerWon.contains(won) else { return .failure(.unreadable) }
        return .success(won)
    }
}

/// The labels and problems of the answer rows, in English and Korean.
protocol AnswerFormWords: Sendable {
    var answerLabelChildBirthYears: String { get }
    var answerLabelHousehold: String { get }
    var answerLabelNotAnswered: String { get }
    var answerLabelSpouseIncome: String { get }
    var answerLabelAssets: String { get }
    var answerLabelBusinessCode: String { get }
    var answerLabelDisabled: String { get }
    func answerLabelBirthYearsProblem(_ allowed: ClosedRange<Int>) -> String
    func answerLabelWonProblem(_ allowed: ClosedRange<Int>) -> String
    var answerLabelBusinessCodeProblem: String { get }
}

extension English: AnswerFormWords {
    var answerLabelChildBirthYears: String { "Children born" }
    var answerLabelHousehold: String { "Household" }
    var answerLabelNotAnswered: String { "not answered" }
    var answerLabelSpouseIncome: String { "Spouse's income" }
    var answerLabelAssets: String { "Assets (won)" }
    var answerLabelBusinessCode: String { "Business code" }
    var answerLabelDisabled: String { "Disabled" }
    func answerLabelBirthYearsProblem(_ allowed: ClosedRange<Int>) -> String {
        "years \(allowed.lowerBound) to \(allowed.upperBound), with commas"
    }
    func answerLabelWonProblem(_ allowed: ClosedRange<Int>) -> String {
        "whole won, \(Money(won: allowed.lowerBound)) to \(Money(won: allowed.upperBound))"
    }
    var answerLabelBusinessCodeProblem: String { "six digits, such as 940909" }
}

extension Korean: AnswerFormWords {
    var answerLabelChildBirthYears: String { "자녀 출생연도" }
    var answerLabelHousehold: String { "가구 유형" }
    var answerLabelNotAnswered: String { "답 없음" }
    var answerLabelSpouseIncome: String { "배우자 소득" }
    var answerLabelAssets: String { "재산 (원)" }
    var answerLabelBusinessCode: String { "업종코드" }
    var answerLabelDisabled: String { "장애인" }
    func answerLabelBirthYearsProblem(_ allowed: ClosedRange<Int>) -> String {
        "\(allowed.lowerBound)~\(allowed.upperBound)년, 쉼표로 나눠서"
    }
    func answerLabelWonProblem(_ allowed: ClosedRange<Int>) -> String {
        "\(Money(won: allowed.lowerBound).formatted(.korean))~\(Money(won: allowed.upperBound).formatted(.korean))의 정수"
    }
    var answerLabelBusinessCodeProblem: String { "940909처럼 숫자 여섯 자리" }
}

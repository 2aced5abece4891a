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
        let labels = form.strings.appWords.answerLabels
        birthYearsField = form.addTextRow(
            labels.childBirthYears, text: worker.childBirthYears?.map(String.init).joined(separator: ",") ?? "",
            placeholder: "2012,2016", width: 20)
        let names =
            [labels.notAnswered] + Self.households.map { form.strings.language.stateMoneyWords.household($0) }
        householdControl = form.addChoiceRow(
            labels.household, items: names,
            selected: worker.household.flatMap { Self.households.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
        spouseIncomeField = form.addTextRow(
            labels.spouseIncome, text: worker.spouseIncome.map(String.init) ?? "", width: 14)
        assetsField = form.addTextRow(labels.assets, text: worker.assets.map(String.init) ?? "", width: 14)
        businessCodeField = form.addTextRow(
            labels.businessCode, text: worker.businessCode ?? "", placeholder: "940909", width: 7)
        disabledSwitch = form.addSwitchRow(labels.disabled, isOn: worker.disabled)
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

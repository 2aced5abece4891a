import Layout
import Payroll
import PayrollWords

/// The workplace form's rows for how pay comes: by the month (the form's payday day and month),
/// the week (a weekday), every other week (a weekday and the Monday periods count from) or the
/// day (days from the day worked to payday).
struct CadenceRows {
    private let kindControl: SegmentedControl
    private let weekdayControl: SegmentedControl
    private let anchorField: TextField
    private let lagField: TextField
    private let strings: AppStrings

    init(form: WorkplaceFormController, payday: PaydayRule?) {
        strings = form.strings
        let words = form.strings.cadenceFormWords
        var kind = 0
        var weekday = Weekday.friday
        var anchor = ""
        var lag = ""
        switch payday?.cadence ?? .monthly {
        case .monthly: break
        case .weekly(let day, let every, let start):
            (kind, weekday, anchor) = (every > 1 ? 2 : 1, day, start?.description ?? "")
        case .daily(let days): (kind, lag) = (3, "\(days)")
        }
        kindControl = form.addChoiceRow(
            words.paidBy, items: [words.monthly, words.weekly, words.biweekly, words.daily], selected: kind)
        weekdayControl = form.addChoiceRow(
            words.paydayWeekday, items: words.weekdays, selected: weekday.daysFromMonday)
        anchorField = form.addTextRow(
            words.firstMonday, text: anchor, placeholder: form.strings.formWords.dateHint, width: 12)
        lagField = form.addTextRow(words.lagDays, text: lag, placeholder: "0", width: 6)
    }

    var isMonthly: Bool { kindControl.selectedSegmentIndex <= 0 }

    /// The cadence as chosen, nil while a field does not read.
    var cadence: PaydayRule.Cadence? {
        let weekday = Weekday.allCases[max(weekdayControl.selectedSegmentIndex, 0)]
        switch kindControl.selectedSegmentIndex {
        case 1: return .weekly(weekday, every: 1, anchor: nil)
        case 2:
            guard let anchor = try? FieldText.date(anchorField.text).get() else { return nil }
            return .weekly(weekday, every: 2, anchor: anchor)
        case 3:
            if lagField.text.isEmpty { return .daily(lagDays: 0) }
            return (try? FieldText.number(lagField.text).get()).map { .daily(lagDays: $0) }
        default: return .monthly
        }
    }

    /// The anchor for every other week (a Monday), the days for daily pay (0...30).
    func check(_ words: RuleWords, _ problems: inout FormProblems) {
        switch kindControl.selectedSegmentIndex {
        case 2:
            switch FieldText.date(anchorField.text) {
            case .success(let date):
                if let reason = DataRules.check(date, .wageFrom) {
                    problems[anchorField] = words.reason(reason)
                } else if date.weekday != .monday {
                    problems[anchorField] = words.reason(.payday(.anchorNotMonday(date)))
                }
            case .failure(let problem):
                problems[anchorField] = strings.message(anchorField.text.isEmpty ? .required : problem)
            }
        case 3 where !lagField.text.isEmpty:
            switch FieldText.number(lagField.text) {
            case .success(let days):
                if let reason = DataRules.check(days, .paydayLagDays) { problems[lagField] = words.reason(reason) }
            case .failure(let problem):
                problems[lagField] = strings.message(problem)
            }
        default: break
        }
    }
}

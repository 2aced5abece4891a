import Layout
import Payroll
import PayrollWords

/// The workplace form's rows for how pay comes: by the month (the form's payday day and
/// month), the week (a weekday), every other week (a weekday and the Monday periods count
/// from) or the day (days from the day worked to payday). Only the rows of the cadence chosen
/// are shown: a monthly workplace's form has one row more than before (the choice), so its
/// fields and Enter's order through them stay as they were.
struct CadenceRows {
    private let kindControl: SegmentedControl
    private let weekdayControl: SegmentedControl
    private let anchorField: TextField
    private let lagField: TextField
    private let strings: AppStrings

    init(form: WorkplaceFormController, payday: PaydayRule?) {
        strings = form.strings
        let words = form.strings.appWords.payCadenceLabels
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
            words.paydayWeekday, items: Array(form.strings.formWords.weekdays.dropFirst()),
            selected: weekday.daysFromMonday)
        anchorField = form.addTextRow(
            words.firstMonday, text: anchor, placeholder: form.strings.formWords.dateHint, width: 11)
        lagField = form.addTextRow(words.lagDays, text: lag, placeholder: "0", width: 6)
    }

    /// The choice that shows and hides the other rows.
    var kind: Control { kindControl }

    var isMonthly: Bool { kindControl.selectedSegmentIndex <= 0 }

    /// Shows the rows of the cadence chosen and hides the others (`monthlyRows`: the payday
    /// day and month, shown for monthly pay only).
    func showRows(of form: WorkplaceFormController, monthlyRows: [Control]) {
        let index = kindControl.selectedSegmentIndex
        let shown: [(Control, Bool)] =
            [(weekdayControl, index == 1 || index == 2), (anchorField, index == 2), (lagField, index == 3)]
            + monthlyRows.map { ($0, index <= 0) }
        for (control, isShown) in shown { form.row(of: control)?.isHidden = !isShown }
    }

    /// The cadence as chosen, by the data's rule (`DataRules.cadence`), or why not, with the
    /// field to point at; a field that does not read is said as the form says it.
    private var checked: Result<PaydayRule.Cadence, FieldRefusal> {
        let weekday = Weekday.allCases[max(weekdayControl.selectedSegmentIndex, 0)]
        let request: CadenceRequest
        switch kindControl.selectedSegmentIndex {
        case 1: request = .weekly(weekday, every: 1, anchor: nil)
        case 2:
            guard !anchorField.text.isEmpty else {
                return .failure(FieldRefusal(field: .anchor, reason: .payday(.anchorNeeded)))
            }
            switch FieldText.date(anchorField.text) {
            case .success(let date): request = .weekly(weekday, every: 2, anchor: date)
            case .failure(let problem): return .failure(FieldRefusal(field: .anchor, problem: problem))
            }
        case 3:
            if lagField.text.isEmpty {
                request = .daily(lagDays: nil)
            } else {
                switch FieldText.number(lagField.text) {
                case .success(let days): request = .daily(lagDays: days)
                case .failure(let problem): return .failure(FieldRefusal(field: .lagDays, problem: problem))
                }
            }
        default: request = .monthly
        }
        return DataRules.cadence(request).mapError { refusal in
            FieldRefusal(field: refusal.part == .lagDays ? .lagDays : .anchor, reason: refusal.reason)
        }
    }

    /// The cadence as chosen, nil while a row is refused.
    var cadence: PaydayRule.Cadence? { try? checked.get() }

    /// What is wrong with the rows, under the field it concerns.
    func check(_ words: RuleWords, _ problems: inout FormProblems) {
        guard case .failure(let refusal) = checked else { return }
        problems[refusal.field == .lagDays ? lagField : anchorField] =
            refusal.reason.map(words.reason) ?? refusal.problem.map(strings.message) ?? ""
    }

    /// A row refused: a typed reason of the data's rules, or a field that does not read.
    private struct FieldRefusal: Error {
        /// The every-other-week Monday's field or the days'.
        var field: CadenceRefusal.Part
        var reason: RuleReason?
        var problem: AppStrings.FieldProblem?

        init(field: CadenceRefusal.Part, reason: RuleReason) {
            self.field = field
            self.reason = reason
        }

        init(field: CadenceRefusal.Part, problem: AppStrings.FieldProblem) {
            self.field = field
            self.problem = problem
        }
    }
}

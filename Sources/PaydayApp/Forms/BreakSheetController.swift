import Layout
import Payroll

/// The small sheet `o` opens: how long the unpaid break was, with a default in the field, so
/// Enter alone clocks out. The default is the legal least for the time on the clock (Payroll's
/// `LawLimits.suggestedBreak`: 30 minutes from 4 hours, an hour from 8 h 30 m).
final class BreakSheetController: FormController {
    private let workplace: String
    private let since: OpenShift
    private let minutesOpen: Int
    private let defaultBreak: Int
    private var breakField: TextField!
    var onDone: ((Int) -> Void)?

    init(strings: AppStrings, workplace: String, since: OpenShift, minutesOpen: Int, defaultBreak: Int) {
        self.workplace = workplace
        self.since = since
        self.minutesOpen = minutesOpen
        self.defaultBreak = defaultBreak
        super.init(strings: strings, title: strings.formWords.clockOutTitle + " · " + workplace)
    }

    /// The smallest legal break for `minutes` on the clock (`LawLimits.suggestedBreak`).
    static func defaultBreak(forMinutes minutes: Int) -> Int {
        LawLimits.suggestedBreak(minutesOnTheClock: minutes)
    }

    override func buildRows() {
        let question = Label(text: strings.clockOutQuestion(workplace: workplace, since: since, minutes: minutesOpen))
        question.numberOfLines = 0
        stackView.addArrangedSubview(question)
        breakField = addTextRow(strings.formWords.breakMinutes, text: "\(defaultBreak)", filter: .digits, width: 4)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize.height += 1  // the question
    }

    override var preferredFocusedView: View? { breakField }

    override func check() -> FormProblems {
        var problems = FormProblems()
        guard let minutes = Int(breakField.text) else {
            problems[breakField] = strings.message(breakField.text.isEmpty ? .required : .notANumber)
            return problems
        }
        if minutes > 0 && minutes >= minutesOpen {
            problems[breakField] = strings.message(.breakTooLong(shiftMinutes: minutesOpen))
        }
        return problems
    }

    override func commit() {
        if let minutes = Int(breakField.text) { onDone?(minutes) }
    }
}

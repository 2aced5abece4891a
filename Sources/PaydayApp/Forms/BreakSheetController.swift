import Layout
import Payroll
import PayrollWords

/// The sheet `o` opens: the end it will record (the date and time, now unless changed: a
/// forgotten clock-out is fixed here) and how long the unpaid break was, with a default, so
/// Enter alone clocks out now. The default break is the legal least for the time on the clock
/// (Payroll's `LawLimits.suggestedBreak`: 30 minutes from 4 hours, an hour from 8 h 30 m). What is typed is
/// checked by the store's own rule (the clock-out applied to a copy of the file).
final class BreakSheetController: FormController {
    private let workplace: String
    private let since: OpenShift
    private let now: LocalMoment
    private let file: DataFile
    private let defaultBreak: Int
    private var dateField: TextField!
    private var timeField: TextField!
    private var breakField: TextField!
    /// The end and the break, when the worker saves.
    var onDone: ((LocalMoment, Int) -> Void)?

    init(strings: AppStrings, workplace: String, since: OpenShift, now: LocalMoment, file: DataFile) {
        self.workplace = workplace
        self.since = since
        self.now = now
        self.file = file
        defaultBreak = Self.defaultBreak(forMinutes: since.minutesOpen(at: now))
        super.init(strings: strings, title: strings.formWords.clockOutTitle + " · " + workplace)
    }

    /// The smallest legal break for `minutes` on the clock (`LawLimits.suggestedBreak`).
    static func defaultBreak(forMinutes minutes: Int) -> Int {
        LawLimits.suggestedBreak(minutesOnTheClock: minutes)
    }

    override func buildRows() {
        let question = Label(
            text: strings.clockOutQuestion(workplace: workplace, since: since, minutes: since.minutesOpen(at: now)))
        question.numberOfLines = 0
        stackView.addArrangedSubview(question)
        let words = strings.formWords
        dateField = addTextRow(words.endDate, text: now.date.description, width: 11)
        timeField = addTextRow(words.endTime, text: now.timeOfDay.description, width: 6)
        breakField = addTextRow(words.breakMinutes, text: "\(defaultBreak)", width: 5)
    }

    override var preferredFocusedView: View? { breakField }

    /// The end typed, when it reads as a date and a time.
    private var end: LocalMoment? {
        guard case .success(let date) = FieldText.date(dateField.text),
            case .success(let time) = FieldText.time(timeField.text)
        else { return nil }
        return LocalMoment(date: date, time: time)
    }

    override func check() -> FormProblems {
        var problems = FormProblems()
        if case .failure(let problem) = FieldText.date(dateField.text) {
            problems[dateField] = strings.message(problem)
        }
        if case .failure(let problem) = FieldText.time(timeField.text) {
            problems[timeField] = strings.message(problem)
        }
        let minutes: Int
        switch FieldText.number(breakField.text) {
        case .success(let number): minutes = number
        case .failure(let problem):
            problems[breakField] = strings.message(problem)
            return problems
        }
        guard let end else { return problems }
        if end > now {
            problems[timeField] = strings.message(.inTheFuture(now: now))
            return problems
        }
        // The store's rule: the clock-out applied to a copy of the file.
        var copy = file
        do throws(RuleReasons) {
            try DataChange.clockOut(workplace: workplace, end: end, breakMinutes: minutes).apply(to: &copy)
        } catch {
            let words = RuleWords(language: strings.language, place: .app)
            for reason in error.reasons {
                let field: TextField
                switch reason {
                case .breakNotShorter, .outOfRange: field = breakField
                default: field = timeField
                }
                if problems[field] == nil { problems[field] = words.reason(reason) }
            }
        }
        return problems
    }

    override func commit() {
        if let end, case .success(let minutes) = FieldText.number(breakField.text) { onDone?(end, minutes) }
    }
}

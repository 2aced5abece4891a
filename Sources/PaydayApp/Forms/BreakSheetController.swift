import Layout
import Payroll
import PayrollWords

/// The sheet `o` opens: the end it will record (the date and time, now unless changed) and how
/// long the unpaid break was, with a default, so Enter alone clocks out now. A forgotten
/// clock-out (`ForgottenClockOut`: long past the planned end, or long open with no plan) proposes
/// the planned end, or no end, never now, and says why. The break proposed is the legal least
/// for the shift as it will be saved (`OpenShift.legalBreak(endingAt:)`: 30 minutes from 4
/// hours, an hour from 8 h 30 m), proposed again whenever the end changes until the worker types
/// a break of their own. What is typed is checked by the store's own rule (the clock-out applied
/// to a copy of the file).
final class BreakSheetController: FormController {
    private let workplace: String
    private let since: OpenShift
    private let now: LocalMoment
    private let file: DataFile
    private let forgotten: ForgottenClockOut?
    /// The break last proposed: replaced when the end changes while the field still holds it.
    private var proposedBreak: String
    private var dateField: TextField!
    private var timeField: TextField!
    private var breakField: TextField!
    /// The end and the break, when the worker saves.
    var onDone: ((LocalMoment, Int) -> Void)?

    init(
        strings: AppStrings, workplace: String, since: OpenShift, now: LocalMoment, file: DataFile,
        forgotten: ForgottenClockOut? = nil
    ) {
        self.workplace = workplace
        self.since = since
        self.now = now
        self.file = file
        self.forgotten = forgotten
        let end = forgotten == nil ? now : forgotten?.proposedEnd
        proposedBreak = end.map { "\(since.legalBreak(endingAt: $0))" } ?? "0"
        super.init(strings: strings, title: strings.formWords.clockOutTitle + " · " + workplace)
    }

    /// The smallest legal break for `minutes` on the clock (`LawLimits.suggestedBreak`).
    static func defaultBreak(forMinutes minutes: Int) -> Int {
        LawLimits.suggestedBreak(minutesOnTheClock: minutes)
    }

    /// The end first shown: now, the planned end of a forgotten shift, or none (no plan).
    private var proposedEnd: LocalMoment? { forgotten == nil ? now : forgotten?.proposedEnd }

    override func buildRows() {
        let question = Label(
            text: strings.clockOutQuestion(workplace: workplace, since: since, minutes: since.minutesOpen(at: now)))
        question.numberOfLines = 0
        stackView.addArrangedSubview(question)
        if let forgotten {
            let clock = ClockWords.words(strings.language)
            let why =
                switch forgotten {
                case .pastPlannedEnd(let end): clock.forgottenPastPlan(end: end, since: since)
                case .unplanned(let minutes): clock.forgottenUnplanned(minutes: minutes, since: since)
                }
            let reason = Label(text: why)
            reason.numberOfLines = 0
            stackView.addArrangedSubview(reason)
        }
        let words = strings.formWords
        let end = proposedEnd
        dateField = addTextRow(words.endDate, text: (end?.date ?? since.date).description, width: 11)
        timeField = addTextRow(words.endTime, text: end.map { $0.timeOfDay.description } ?? "", width: 6)
        breakField = addTextRow(words.breakMinutes, text: proposedBreak, width: 5)
    }

    /// The break field, or the end's time when the end is the thing to look at (forgotten).
    override var preferredFocusedView: View? { forgotten == nil ? breakField : timeField }

    /// A new end: the legal break for it, unless the worker has typed a break of their own.
    override func didChange(_ control: Control) {
        guard control !== breakField, breakField.text == proposedBreak, let end else { return }
        proposedBreak = "\(since.legalBreak(endingAt: end))"
        breakField.text = proposedBreak
    }

    /// The end typed, when it reads as a date and a time.
    private var end: LocalMoment? {
        guard case .success(let date) = FieldText.date(dateField.text),
            case .success(let time) = FieldText.endTime(timeField.text)
        else { return nil }
        // `24:00`: midnight at the end of the day.
        return LocalMoment(date: time.isEndOfDay ? date.adding(days: 1) : date, time: time.time)
    }

    override func check() -> FormProblems {
        var problems = FormProblems()
        problems.note(dateField, FieldText.date(dateField.text), strings)
        problems.note(timeField, FieldText.endTime(timeField.text), strings)
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

import Layout
import Payroll
import PayrollWords

/// The shift form for the open shift (clocked in, no end yet): its date, start and memo, with
/// no end and no break (they come with the clock-out, `o`). A worker who clocked in at the wrong
/// time corrects the start here. Checked as typed: a real date and time, a start that has come
/// (not after now, as a clock-in), then the store's own rule (`DataRules.checkOpenShiftEdit`:
/// a date in the window, not inside a shift already recorded), each reason under its field.
final class OpenShiftFormController: FormController {
    let workplace: Workplace
    let original: OpenShift
    private let now: LocalMoment
    /// Every workplace (this one among them), for a start inside a shift elsewhere.
    private let workplaces: [Workplace]
    /// The open shift as corrected, when the worker saves.
    var onSave: ((OpenShift) -> Void)?

    private var dateField: TextField!
    private var startField: TextField!
    private var memoField: TextField!

    init(strings: AppStrings, workplace: Workplace, open: OpenShift, now: LocalMoment, workplaces: [Workplace]) {
        self.workplace = workplace
        original = open
        self.now = now
        self.workplaces = workplaces
        super.init(strings: strings, title: strings.formWords.editOpenShift + " · " + workplace.name)
    }

    override func buildRows() {
        let words = strings.formWords
        dateField = addTextRow(words.date, text: original.date.description, width: 11)
        startField = addTextRow(words.start, text: "\(original.startTime)", width: 6)
        memoField = addTextRow(words.memo, text: original.memo ?? "", width: 20)
    }

    override var preferredFocusedView: View? { startField }

    /// The open shift the fields describe, when the date and start read.
    private var typedShift: OpenShift? {
        guard case .success(let date) = FieldText.date(dateField.text),
            case .success(let start) = FieldText.time(startField.text)
        else { return nil }
        let memo = memoField.text.trimming()
        return OpenShift(date: date, start: start, memo: memo.isEmpty ? nil : memo)
    }

    override func check() -> FormProblems {
        var problems = FormProblems()
        problems.note(dateField, FieldText.date(dateField.text), strings)
        problems.note(startField, FieldText.time(startField.text), strings)
        guard problems.isEmpty, let shift = typedShift else { return problems }
        if shift.start > now {
            problems[startField] = strings.message(.inTheFuture(now: now))
            return problems
        }
        let index = workplaces.firstIndex { $0.name == workplace.name } ?? 0
        if let reason = DataRules.checkOpenShiftEdit(from: original, to: shift, at: index, in: workplaces) {
            let words = RuleWords(language: strings.language, place: .app)
            if case .dateOutsideWindow = reason {
                problems[dateField] = words.reason(reason)
            } else {
                problems[startField] = words.reason(reason)
            }
        }
        return problems
    }

    override func commit() {
        if let shift = typedShift { onSave?(shift) }
    }
}

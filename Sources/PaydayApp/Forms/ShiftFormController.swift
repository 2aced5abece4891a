import Layout
import Payroll
import PayrollWords

/// The sheet that adds or edits a shift: date, start, end, break, memo. A new shift is offered
/// a date (today, or the calendar's selected day) and the workplace's usual times (those of
/// its latest shift); Alt-↓ opens a calendar for the date (`DateSheetController`). Checked as typed by the
/// data file's rules: a real date and times, a break shorter than the shift, no overlap with
/// another shift of the workplace, nothing ending after the open shift starts.
final class ShiftFormController: FormController {
    let workplace: Workplace
    let original: Shift?
    /// The date a new shift starts with.
    private let offeredDate: LocalDate
    /// The shift, and whether it is over 16 hours and the worker said it is right (the
    /// question asked before saving it).
    var onSave: ((Shift, _ confirmedLong: Bool) -> Void)?

    private var dateField: TextField!
    private var startField: TextField!
    private var endField: TextField!
    private var breakField: TextField!
    private var memoField: TextField!

    /// Every workplace (this one among them), for the overlap with a shift elsewhere.
    private let workplaces: [Workplace]

    /// The times a new shift starts with (a planned day's), else the latest shift's.
    private let offeredTimes: Shift?

    init(
        strings: AppStrings, workplace: Workplace, shift: Shift?, offering offeredDate: LocalDate,
        workplaces: [Workplace]? = nil, times offeredTimes: Shift? = nil
    ) {
        self.workplace = workplace
        self.offeredTimes = offeredTimes
        self.workplaces = workplaces ?? [workplace]
        original = shift
        self.offeredDate = offeredDate
        let words = strings.formWords
        super.init(strings: strings, title: (shift == nil ? words.newShift : words.editShift) + " · " + workplace.name)
    }

    override func buildRows() {
        let words = strings.formWords
        let usual = original ?? offeredTimes ?? workplace.shifts.last
        dateField = addTextRow(words.date, text: (original?.date ?? offeredDate).description, width: 11)
        startField = addTextRow(words.start, text: usual.map { "\($0.startTime)" } ?? "09:00", width: 6)
        endField = addTextRow(words.end, text: usual.map { "\($0.endTime)" } ?? "18:00", width: 6)
        breakField = addTextRow(words.breakMinutes, text: "\(usual?.breakMinutes ?? 0)", width: 5)
        memoField = addTextRow(words.memo, text: original?.memo ?? "", width: 20)
    }

    /// The shift the fields describe, when they are all readable.
    private var typedShift: Shift? {
        guard case .success(let date) = FieldText.date(dateField.text),
            case .success(let start) = FieldText.time(startField.text),
            case .success(let end) = FieldText.endTime(endField.text).map(\.time),
            case .success(let breakMinutes) = FieldText.number(breakField.text)
        else { return nil }
        let memo = memoField.text.trimming()
        return Shift(date: date, start: start, end: end, breakMinutes: breakMinutes, memo: memo.isEmpty ? nil : memo)
    }

    override func check() -> FormProblems {
        var problems = FormProblems()
        problems.note(dateField, FieldText.date(dateField.text), strings)
        problems.noteShiftTimes(start: startField, end: endField, breakMinutes: breakField, strings)
        guard problems.isEmpty, let shift = typedShift else { return problems }
        // The store's own rule (`DataRules.checkShift`), each reason under the field it is about.
        let words = RuleWords(language: strings.language, place: .app)
        let index = workplaces.firstIndex { $0.name == workplace.name } ?? 0
        let position = original.flatMap { workplaces[index].shifts.firstIndex(of: $0) }
        // A long shift is no problem of a field: Save asks about it (`questionBeforeSaving`).
        for reason in DataRules.checkShift(shift, at: index, in: workplaces, ignoring: position, confirmedLong: true) {
            let field: TextField
            switch reason {
            case .dateOutsideWindow: field = dateField
            case .breakNotShorter, .outOfRange: field = breakField
            case .longShift, .holdsOpenShift: field = endField
            default: field = startField
            }
            if problems[field] == nil { problems[field] = words.reason(reason) }
        }
        return problems
    }

    /// Whether the shift typed needs the worker's word (the store's rule: over 16 hours, and for
    /// an edit, longer than it was).
    private var needsConfirming: Bool {
        guard let shift = typedShift else { return false }
        let index = workplaces.firstIndex { $0.name == workplace.name } ?? 0
        let position = original.flatMap { workplaces[index].shifts.firstIndex(of: $0) }
        let long = original.map { shift.lengthMinutes <= $0.lengthMinutes } ?? false
        return DataRules.checkShift(shift, at: index, in: workplaces, ignoring: position, confirmedLong: long)
            .contains { if case .longShift = $0 { true } else { false } }
    }

    override func questionBeforeSaving() -> FormQuestion? {
        guard needsConfirming, let shift = typedShift else { return nil }
        return strings.longShiftQuestion(shift)
    }

    override func commit() {
        if let shift = typedShift { onSave?(shift, needsConfirming) }
    }

    /// Alt-↓ opens the calendar for the date (from any field, as the form has one date).
    override var keyCommands: [KeyCommand]? {
        let words = strings.formWords
        return (super.keyCommands ?? []) + [
            KeyCommand(input: KeyCommand.inputDownArrow, modifierFlags: .alternate, title: words.calendar) {
                [weak self] in self?.pickDate()
            }
        ]
    }

    /// Presents the calendar on the typed date (the offered one while the field is not a
    /// date); the day chosen replaces the field's text, as if typed.
    func pickDate() {
        let shown = (try? FieldText.date(dateField.text).get()) ?? original?.date ?? offeredDate
        let sheet = DateSheetController(strings: strings, title: strings.formWords.pickDate, date: shown)
        sheet.onChoose = { [weak self] date in
            guard let self else { return }
            dateField.text = date.description
            dateField.becomeFirstResponder()
            dateField.sendActions(for: .editingChanged)
        }
        present(sheet, animated: true)
    }
}

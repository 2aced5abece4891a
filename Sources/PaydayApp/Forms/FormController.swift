import Layout

/// A form in a sheet: rows of labelled controls in a scroll view (a form taller than the
/// screen scrolls to keep the focused field in view), then Save and Cancel.
///
/// Every key typed goes into the field; a field reached holds its text selected, so the first
/// key replaces it. Fields are checked as they are typed (`check()`: `FieldText` reads them,
/// then the data's rules), each message under its field; Save does nothing but point at the first problem until everything is
/// valid, so nothing invalid is ever handed to the store. Esc (or Cancel) leaves without
/// saving, asking first when something was typed. Enter in a field moves to the next one; ^S
/// saves from anywhere.
class FormController: ViewController, TextFieldDelegate {
    let strings: AppStrings
    let sheet = FormSheetView()
    let scrollView = ScrollView()
    let stackView = StackView()
    let buttonRow = StackView()
    let saveButton: Button
    let cancelButton: Button
    private(set) var rows: [FormRow] = []
    /// Something was typed or chosen since the form opened.
    private(set) var isDirty = false
    /// Called after the form is dismissed without saving.
    var onCancel: (() -> Void)?

    init(strings: AppStrings, title: String) {
        self.strings = strings
        saveButton = Button(title: strings.formWords.save)
        cancelButton = Button(title: strings.formWords.cancel)
        super.init()
        self.title = title
        modalPresentationStyle = .pageSheet
    }

    override func loadView() {
        view = sheet
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        sheet.title = title ?? ""
        stackView.axis = .vertical
        buttonRow.spacing = 2
        buttonRow.addArrangedSubview(saveButton)
        buttonRow.addArrangedSubview(cancelButton)
        sheet.addConstrainedSubviews([scrollView, buttonRow])
        scrollView.addConstrainedSubviews([stackView])
        scrollView.snp.makeConstraints {
            $0.top.equalToSuperview().inset(1)
            $0.leading.trailing.equalToSuperview().inset(2)
            $0.bottom.equalTo(buttonRow.snp.top).offset(-1)
        }
        stackView.snp.makeConstraints {
            $0.top.leading.trailing.bottom.equalTo(scrollView.contentLayoutGuide)
            $0.width.equalTo(scrollView.frameLayoutGuide)
        }
        // The sheet is as tall as its rows at the width it gets (a choice row wraps its segments
        // at 40 columns, a question wraps on a narrow screen), plus the border, a blank line
        // above the buttons and the buttons; never over the screen's top line (the
        // presentation's rule), past which it scrolls. Below the rows' and buttons' compression
        // resistance, so a short screen never squeezes them.
        scrollView.snp.makeConstraints {
            $0.height.equalTo(stackView.snp.height).priority(LayoutPriority(749))
        }
        buttonRow.snp.makeConstraints {
            $0.bottom.equalToSuperview().inset(1)
            $0.leading.equalToSuperview().inset(2)
        }
        saveButton.addTarget(self, action: FormController.saveTapped, for: .primaryActionTriggered)
        cancelButton.addTarget(self, action: FormController.cancelTapped, for: .primaryActionTriggered)
        buildRows()
        refreshMessages()
    }

    /// Subclasses add their rows here.
    func buildRows() {}

    /// What is wrong with each field now, by row; an empty result means the form is valid.
    func check() -> FormProblems { FormProblems() }

    /// Builds the value and hands it on (after the sheet is dismissed). Called only when valid.
    func commit() {}

    /// A question to answer before a valid form is saved (a shift over 16 hours); nil saves at
    /// once. Yes saves; no goes back to the form, everything typed still there.
    func questionBeforeSaving() -> FormQuestion? { nil }

    // MARK: Rows

    @discardableResult
    func addTextRow(_ title: String, text: String, placeholder: String? = nil, width: Int = 12) -> TextField {
        // Every printable key goes in (a time, a date or a number too): what cannot be read is
        // said under the field by `check()`, never dropped or rearranged.
        let field = TextField(text: text, placeholder: placeholder)
        field.preferredTextWidth = width
        field.delegate = self
        field.addTarget(self, action: FormController.fieldChanged, for: .editingChanged)
        addRow(FormRow(title: title, control: field, hasMessage: true))
        return field
    }

    @discardableResult
    func addChoiceRow(_ title: String, items: [String], selected: Int) -> SegmentedControl {
        let control = SegmentedControl(items: items)
        control.selectedSegmentIndex = selected
        control.addTarget(self, action: FormController.fieldChanged, for: .valueChanged)
        addRow(FormRow(title: title, control: control, hasMessage: false))
        return control
    }

    @discardableResult
    func addSwitchRow(_ title: String, isOn: Bool) -> Switch {
        let control = Switch(isOn: isOn)
        control.addTarget(self, action: FormController.fieldChanged, for: .valueChanged)
        addRow(FormRow(title: title, control: control, hasMessage: false))
        return control
    }

    /// A row for a control of the form's own (the schedule's days), with a line for what is wrong;
    /// its primary action (Enter) moves on as Enter in a field does.
    func addControlRow(_ title: String, control: Control) {
        control.addTarget(self, action: FormController.fieldChanged, for: .valueChanged)
        control.addTarget(self, action: FormController.moveOn(from:), for: .primaryActionTriggered)
        addRow(FormRow(title: title, control: control, hasMessage: true))
    }

    /// To the next text field after `control`'s row; after the last one, save.
    private func moveOn(from control: Control) {
        let index = rows.firstIndex { $0.control === control } ?? rows.count
        if let next = rows[(index + 1)...].first(where: { $0.control is TextField && !$0.isHidden }) {
            next.control.becomeFirstResponder()
        } else {
            save()
        }
    }

    private func addRow(_ row: FormRow) {
        rows.append(row)
        stackView.addArrangedSubview(row)
    }

    func row(of control: Control) -> FormRow? { rows.first { $0.control === control } }

    // MARK: Checking

    private func fieldChanged(_ control: Control) {
        isDirty = true
        didChange(control)
        refreshMessages()
    }

    /// A field or control of the form changed (before the form is checked): a form whose
    /// fields follow each other (a break proposed for the end typed) sets them here.
    func didChange(_ control: Control) {}

    /// Writes each field's message under it; returns whether the form is valid.
    @discardableResult
    func refreshMessages() -> Bool {
        let problems = check()
        for row in rows where !row.messageLabel.isHidden { row.message = problems[row.control] ?? "" }
        return problems.isEmpty
    }

    // MARK: Saving and leaving

    private func saveTapped(_ control: Control) { save() }
    private func cancelTapped(_ control: Control) { cancel() }

    func save() {
        let problems = check()
        refreshMessages()
        if let first = rows.first(where: { problems[$0.control] != nil && !$0.isHidden }) {
            first.control.becomeFirstResponder()
            return
        }
        if let question = questionBeforeSaving() {
            ask(question, confirmStyle: .default) { $0.commit() }
            return
        }
        dismiss(animated: true)
        commit()
    }

    /// An alert asking `question`: its decline (focused, Esc) goes back to the form; its
    /// confirm dismisses the form, then runs `then`. The form is held weakly, and for the whole
    /// handler: dismissing it can release the last reference to it (at once with reduced
    /// motion, where no animation keeps it), and `then` reads it after that.
    private func ask(
        _ question: FormQuestion, confirmStyle: AlertAction.Style, then: @escaping (FormController) -> Void
    ) {
        let alert = AlertController(title: question.title, message: question.message, preferredStyle: .alert)
        alert.addAction(AlertAction(title: question.decline, style: .cancel))
        alert.addAction(
            AlertAction(title: question.confirm, style: confirmStyle) { [weak self] _ in
                guard let self else { return }
                dismiss(animated: true)
                then(self)
            })
        present(alert, animated: true)
    }

    /// Leaves without saving; asks first when something was typed.
    func cancel() {
        guard isDirty else {
            dismiss(animated: true)
            onCancel?()
            return
        }
        let words = strings.formWords
        let question = FormQuestion(
            title: words.discardTitle, message: words.discardMessage, confirm: words.discard,
            decline: words.keepEditing)
        ask(question, confirmStyle: .destructive) { $0.onCancel?() }
    }

    override var keyCommands: [KeyCommand]? {
        let words = strings.formWords
        return [
            KeyCommand(input: KeyCommand.inputEscape, title: words.cancel) { [weak self] in self?.cancel() },
            KeyCommand(input: "s", modifierFlags: .control, title: words.save) { [weak self] in self?.save() },
            sheetKeysCommand(strings: strings),
        ]
    }

    // MARK: TextFieldDelegate

    /// A field's text is selected as it is reached, so the first key typed replaces what was
    /// offered (a date, the usual times); ← or → first edits it instead.
    func textFieldDidBeginEditing(_ textField: TextField) {
        textField.selectedRange = 0..<textField.text.count
    }

    /// Enter moves to the next field; in the last one it saves.
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        moveOn(from: textField)
        return false
    }
}

/// A question a form asks before saving: its words and the two answers.
struct FormQuestion {
    var title: String
    var message: String
    var confirm: String
    var decline: String
}

/// What is wrong with a form's fields, by control: the message for each field that has one.
struct FormProblems {
    private var messages: [ObjectIdentifier: String] = [:]

    subscript(control: Control) -> String? {
        get { messages[ObjectIdentifier(control)] }
        set { messages[ObjectIdentifier(control)] = newValue }
    }

    var isEmpty: Bool { messages.isEmpty }

    /// Notes under `field` what reading its text found wrong (as `FieldText` reads it), in the
    /// app's words; nothing when it reads.
    mutating func note<Value>(
        _ field: Control, _ reading: Result<Value, AppStrings.FieldProblem>, _ strings: AppStrings
    ) {
        if case .failure(let problem) = reading { self[field] = strings.message(problem) }
    }

    /// Notes what is wrong with a shift's three times as the shift and the schedule forms take
    /// them: a start, an end (`24:00` allowed) and a break in minutes.
    mutating func noteShiftTimes(start: TextField, end: TextField, breakMinutes: TextField, _ strings: AppStrings) {
        note(start, FieldText.time(start.text), strings)
        note(end, FieldText.endTime(end.text), strings)
        note(breakMinutes, FieldText.number(breakMinutes.text), strings)
    }
}

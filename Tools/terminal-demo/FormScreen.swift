import Layout

/// The example form (`terminal-demo --form`): recording a shift, in a scroll view taller than
/// a small terminal. Tab and Shift-Tab move through the fields in reading order (the scroll
/// view follows), the name takes Korean, the wage digits only, the date and times their
/// patterns; Submit (Enter on the button, or Ctrl-S anywhere) checks the form and shows the
/// record in the result line, or says what is missing in an alert.
final class FormScreen: ViewController {
    let scrollView = ScrollView()
    let nameField = TextField(placeholder: "일터 이름 workplace")
    let wageField = TextField(placeholder: "10320")
    let dateField = TextField(placeholder: "YYYY-MM-DD")
    let startField = TextField(placeholder: "HH:mm")
    let endField = TextField(placeholder: "HH:mm")
    let nightSwitch = Switch()
    let periodControl = SegmentedControl(items: ["Weekly 주급", "Monthly 월급"])
    let noteField = TextField(placeholder: "메모 note")
    let submitButton = Button(title: "Submit 저장")
    let resultLabel = Label(text: "Nothing submitted yet.")
    /// The last record submitted, one line.
    private(set) var submitted: String?

    override func viewDidLoad() {
        title = "Record a shift 근무 기록"
        view.backgroundStyle = .plain
        wageField.inputFilter = .digits
        wageField.preferredTextWidth = 10
        dateField.inputFilter = .date
        startField.inputFilter = .time
        endField.inputFilter = .time
        nameField.preferredTextWidth = 24
        noteField.preferredTextWidth = 30
        periodControl.selectedSegmentIndex = 0
        submitButton.addTarget(self, action: FormScreen.submit, for: .primaryActionTriggered)

        let heading = Label(text: title ?? "", style: Style(attributes: .bold))
        let times = StackView(arrangedSubviews: [startField, Label(text: "–"), endField, View()])
        times.spacing = 1
        let rows: [View] = [
            heading,
            row("Workplace 일터", nameField),
            row("Wage 시급 ₩", wageField),
            row("Date 날짜", dateField),
            row("Time 시간", times),
            row("Night 야간", nightSwitch),
            row("Pay 급여", periodControl),
            row("Note 메모", noteField),
            row("", submitButton),
            resultLabel,
        ]
        let form = StackView(arrangedSubviews: rows)
        form.axis = .vertical
        form.spacing = 1
        resultLabel.numberOfLines = 0
        let hints = KeyHintBar()
        view.addSubview(scrollView)
        view.addSubview(hints)
        scrollView.addSubview(form)
        scrollView.snp.makeConstraints {
            $0.top.leading.trailing.equalToSuperview()
            $0.bottom.equalTo(hints.snp.top)
        }
        hints.snp.makeConstraints { $0.leading.trailing.bottom.equalToSuperview() }
        form.snp.makeConstraints {
            $0.top.bottom.equalTo(scrollView.contentLayoutGuide).inset(1)
            $0.leading.trailing.equalTo(scrollView.contentLayoutGuide).inset(2)
            $0.width.equalTo(scrollView.frameLayoutGuide).offset(-4)
        }
    }

    /// A label of fixed width before a control, the rest of the line empty.
    private func row(_ text: String, _ control: View) -> View {
        let label = Label(text: text)
        label.snp.makeConstraints { $0.width.equalTo(16) }
        let stack = StackView(arrangedSubviews: [label, control, View()])
        stack.spacing = 1
        return stack
    }

    override var keyCommands: [KeyCommand]? {
        [
            KeyCommand(input: "s", modifierFlags: .control, title: "Submit") { [unowned self] in submit(submitButton) },
            KeyCommand(input: "c", modifierFlags: .control, title: "Quit") {},
        ]
    }

    /// What is missing or wrong, in the worker's words; empty when the form is complete.
    private var problems: [String] {
        var problems: [String] = []
        if nameField.text.isEmpty { problems.append("the workplace's name") }
        if wageField.text.isEmpty { problems.append("the hourly wage") }
        if dateField.text.count != 10 { problems.append("the date, as YYYY-MM-DD") }
        if startField.text.count != 5 || endField.text.count != 5 {
            problems.append("the start and end times, as HH:mm")
        }
        return problems
    }

    func submit(_ sender: Control) {
        let missing = problems
        guard missing.isEmpty else {
            let alert = AlertController(
                title: "Not saved 저장 안 됨", message: "Please fill in " + missing.joined(separator: ", ") + ".",
                preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .cancel))
            present(alert, animated: true)
            return
        }
        let period = periodControl.titleForSegment(at: periodControl.selectedSegmentIndex) ?? ""
        let record =
            "\(nameField.text) · ₩\(wageField.text)/h · \(dateField.text) \(startField.text)–\(endField.text)"
            + " · night \(nightSwitch.isOn ? "on" : "off") · \(period)"
            + (noteField.text.isEmpty ? "" : " · \(noteField.text)")
        submitted = record
        resultLabel.text = "Saved 저장됨: " + record
    }
}

// form: a shift entered in text fields. Tab and Shift-Tab move between the fields, the wage
// takes digits only, the times take HH:mm; Enter on Save (or in the last field) works out the
// pay. Esc quits (q is a letter here).
import ExampleHost
import Layout

final class FormScreen: ViewController, TextFieldDelegate {
    let heading = Label(text: "New shift", style: Style(attributes: [.bold]))
    let place = TextField(placeholder: "workplace")
    let wage = TextField(placeholder: "won per hour")
    let start = TextField(placeholder: "HH:mm")
    let end = TextField(placeholder: "HH:mm")
    let save = Button(title: "Save")
    let result = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        wage.inputFilter = .digits
        start.inputFilter = .time
        end.inputFilter = .time
        let rows = StackView()
        rows.axis = .vertical
        rows.spacing = 1
        for (name, field) in [("Place", place), ("Wage", wage), ("Start", start), ("End", end)] {
            field.delegate = self
            field.preferredTextWidth = 16
            rows.addArrangedSubview(row(name, field))
        }
        save.addAction(Control.Action { [unowned self] _ in self.saveShift() }, for: .primaryActionTriggered)
        result.numberOfLines = 0
        for subview in [heading, rows, save, result] as [View] { view.addSubview(subview) }
        heading.snp.makeConstraints { $0.top.leading.equalToSuperview().inset(1) }
        rows.snp.makeConstraints {
            $0.top.equalTo(heading.snp.bottom).offset(1)
            $0.leading.equalTo(heading)
        }
        save.snp.makeConstraints {
            $0.top.equalTo(rows.snp.bottom).offset(1)
            $0.trailing.equalTo(rows)
        }
        result.snp.makeConstraints {
            $0.top.equalTo(save.snp.bottom).offset(1)
            $0.leading.equalTo(heading)
            $0.trailing.lessThanOrEqualToSuperview().inset(1)
        }
    }

    /// A caption and its field on one baseline, captions in a column 7 cells wide.
    private func row(_ caption: String, _ field: TextField) -> View {
        let label = Label(text: caption)
        let row = StackView(arrangedSubviews: [label, field])
        row.alignment = .firstBaseline
        row.spacing = 1
        label.snp.makeConstraints { $0.width.equalTo(6) }
        return row
    }

    /// Return moves to the next field; in the last one it saves.
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if textField === end { saveShift() } else { view.window?.moveFocus(forward: true) }
        return true
    }

    private func minutes(_ time: String) -> Int? {
        let parts = time.split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
    }

    private func saveShift() {
        guard !place.text.isEmpty else { return result.text = "Which workplace?" }
        guard let perHour = Int(wage.text), let from = minutes(start.text), let to = minutes(end.text) else {
            return result.text = "Fill in the wage and both times."
        }
        let worked = (to - from + 24 * 60) % (24 * 60)
        let pay = perHour * worked / 60
        result.text = "\(place.text): \(worked / 60) h \(worked % 60) min, \(pay) won"
    }
}

ExampleHost.run(FormScreen())

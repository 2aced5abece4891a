import Layout
import Payroll
import PayrollWords

/// The sheet `r` opens on the payslip screen: what reached the worker's account for the period
/// (the amount, and the day it arrived, today unless changed; empty for no date). It holds the
/// receipt already recorded for the period, if any, and saving replaces it. Checked as typed by
/// the store's own rule (`ReceiptRules`), each reason under its field in the app's words. With a
/// receipt recorded, a third button takes it away (a record made by mistake).
final class ReceiptSheetController: FormController {
    private let workplace: Workplace
    private let period: PayPeriod
    private let owed: Money
    private let existing: Receipt?
    private let today: LocalDate
    private(set) var amountField: TextField!
    private(set) var dateField: TextField!
    /// Called with the receipt to record once the form is valid and saved.
    var onSave: ((Receipt) -> Void)?
    /// Called with the receipt recorded for the period once its removal is chosen.
    var onRemove: ((Receipt) -> Void)?
    /// The button that removes the recorded receipt; nil when none is recorded.
    private(set) var removeButton: Button?

    /// - Parameters:
    ///   - period: the workplace's own period (its start day).
    ///   - owed: the payslip's net, shown beside the question.
    init(strings: AppStrings, workplace: Workplace, period: PayPeriod, owed: Money, today: LocalDate) {
        self.workplace = workplace
        self.period = period
        self.owed = owed
        self.today = today
        existing = workplace.received.first { $0.period.hasSameName(as: period) }
        super.init(strings: strings, title: strings.receiptTitle(workplace.name, period: period))
    }

    override func buildRows() {
        let question = Label(text: strings.receiptQuestion(owed: owed))
        question.numberOfLines = 0
        stackView.addArrangedSubview(question)
        amountField = addTextRow(
            strings.receiptAmount, text: existing.map { "\($0.amount.won)" } ?? "", width: 12)
        dateField = addTextRow(
            strings.receiptDate, text: (existing.map { $0.date } ?? today)?.description ?? "", width: 11)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard existing != nil else { return }
        let button = Button(title: strings.receiptRemove)
        buttonRow.addArrangedSubview(button)
        button.addTarget(self, action: ReceiptSheetController.removeTapped, for: .primaryActionTriggered)
        removeButton = button
    }

    private func removeTapped(_ control: Control) {
        guard let existing else { return }
        dismiss(animated: true)
        onRemove?(existing)
    }

    override var preferredFocusedView: View? { amountField }

    /// The receipt as typed, when both fields can be read.
    private var typedReceipt: Receipt? {
        guard case .success(let amount) = FieldText.money(amountField.text) else { return nil }
        let date = dateField.text.isEmpty ? nil : try? FieldText.date(dateField.text).get()
        if !dateField.text.isEmpty && date == nil { return nil }
        return Receipt(period: period, amount: Money(won: amount), date: date)
    }

    override func check() -> FormProblems {
        var problems = FormProblems()
        problems.note(amountField, FieldText.money(amountField.text), strings)
        if !dateField.text.isEmpty { problems.note(dateField, FieldText.date(dateField.text), strings) }
        guard problems.isEmpty, let receipt = typedReceipt else { return problems }
        // The store's own rule, each reason under the field it is about.
        let words = RuleWords(language: strings.language, place: .app)
        for reason in ReceiptRules.reasons(recording: receipt, at: workplace) {
            let field: TextField
            switch reason {
            case .dateOutsideWindow: field = dateField
            case .amountOutOfRange, .periodRepeated: field = amountField
            }
            if problems[field] == nil {
                problems[field] = words.reason(.receiptRefused(workplace: workplace.name, reason))
            }
        }
        return problems
    }

    override func commit() {
        if let receipt = typedReceipt { onSave?(receipt) }
    }
}

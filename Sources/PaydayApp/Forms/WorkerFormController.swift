import Layout
import Payroll
import PayrollWords

/// The form of the worker's own details (the data file's `worker`): the name on the payslip,
/// the birth date (for the limits on minors' hours), the dependants counted for the withholding
/// table (the worker included), the children aged 8 to 20 among them, and the share of the
/// table's tax withheld (80, 100 or 120 %). The fields are checked by the data's own rules
/// (`DataRules.checkName`, `DataRules.checkWorker`), worded by `RuleWords`, as `payday worker
/// set` checks them.
final class WorkerFormController: FormController {
    let original: Worker
    /// The worker after the form; nil when every field is back to its default (the file then
    /// holds no `worker`).
    var onSave: ((Worker?) -> Void)?

    private var nameField: TextField!
    private var birthDateField: TextField!
    private var dependantsField: TextField!
    private var childrenField: TextField!
    private var rateControl: SegmentedControl!
    private var answerRows: WorkerAnswerRows!

    init(strings: AppStrings, worker: Worker?) {
        original = worker ?? Worker()
        super.init(strings: strings, title: strings.formWords.worker)
    }

    override func buildRows() {
        let words = strings.formWords
        nameField = addTextRow(words.name, text: original.name ?? "", placeholder: words.noneHint, width: 20)
        birthDateField = addTextRow(
            words.birthDate, text: original.birthDate?.description ?? "", placeholder: words.dateHint,
            width: 11)
        dependantsField = addTextRow(words.dependants, text: "\(original.dependants)", width: 3)
        childrenField = addTextRow(words.children, text: "\(original.children)", width: 3)
        rateControl = addChoiceRow(
            words.withholdingRate, items: Limits.withholdingRates.map { "\($0)%" },
            selected: Limits.withholdingRates.firstIndex(of: original.withholdingRate) ?? 1)
        answerRows = WorkerAnswerRows(form: self, worker: original)
    }

    /// The form opens on its first field, as every form does.
    override var preferredFocusedView: View? { nameField }

    /// The worker as typed; nil while a number or the date does not read.
    private var typed: Worker? {
        guard let dependants = try? FieldText.number(dependantsField.text).get(),
            let children = try? FieldText.number(childrenField.text).get()
        else { return nil }
        let name = DataRules.normalizedName(nameField.text)
        var birthDate: LocalDate?
        if !birthDateField.text.isEmpty {
            guard let date = try? FieldText.date(birthDateField.text).get() else { return nil }
            birthDate = date
        }
        // From the original: the fields this form does not show are kept.
        var worker = original
        worker.name = name.isEmpty ? nil : name
        worker.birthDate = birthDate
        worker.dependants = dependants
        worker.children = children
        worker.withholdingRate = Limits.withholdingRates[max(rateControl.selectedSegmentIndex, 0)]
        return answerRows.apply(to: worker)
    }

    override func check() -> FormProblems {
        var problems = FormProblems()
        let words = RuleWords(language: strings.language, place: .app)
        let name = DataRules.normalizedName(nameField.text)
        if !name.isEmpty, let reason = DataRules.checkName(name, among: []) {
            problems[nameField] = words.reason(reason)
        }
        if !birthDateField.text.isEmpty { problems.note(birthDateField, FieldText.date(birthDateField.text), strings) }
        for field in [dependantsField!, childrenField!] {
            problems.note(field, FieldText.number(field.text), strings)
        }
        answerRows.check(into: &problems, language: strings.language)
        guard let worker = typed else { return problems }
        for reason in DataRules.checkWorker(worker) {
            guard case .workerRefused(let problem) = reason else { continue }
            switch problem {
            case .dependantsOutOfRange: problems[dependantsField] = words.reason(reason)
            case .moreChildrenThanDependants, .negativeChildren: problems[childrenField] = words.reason(reason)
            // The choice offers only the allowed rates.
            case .withholdingRateNotAllowed: break
            case .birthDateOutOfRange: problems[birthDateField] = words.reason(reason)
            }
        }
        return problems
    }

    override func commit() {
        guard let worker = typed else { return }
        onSave?(worker == Worker() ? nil : worker)
    }
}

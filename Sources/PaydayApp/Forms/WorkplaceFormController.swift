import Layout
import Payroll

/// The form that adds or edits a workplace, with every term the data file holds: name, wage
/// and the date it applies from, payday day, month and what happens on an off-day, employees,
/// contracted hours, weekly day off, weekly holiday allowance, income tax, insurance, and the
/// pay period's first day. Editing keeps the wage history: a wage typed with a date is added
/// from that date on; without a date it is the wage for all time.
final class WorkplaceFormController: FormController {
    let original: Workplace?
    private let today: LocalDate
    /// The other workplaces' names as compared (`WorkplaceName.key`, ignoring case): a name
    /// must differ from each. Made once, so a keystroke's check does not grow with the file
    /// (it folded every name again on each key: 55 ms a key at 10,000 workplaces).
    private let otherNameKeys: Set<String>
    var onSave: ((Workplace) -> Void)?

    private var nameField: TextField!
    private var wageField: TextField!
    private var wageFromField: TextField!
    private var paydayField: TextField!
    private var paidInControl: SegmentedControl!
    private var ifHolidayControl: SegmentedControl!
    private var employeesField: TextField!
    private var contractField: TextField!
    private var dayOffControl: SegmentedControl!
    private var allowanceSwitch: Switch!
    private var incomeTaxControl: SegmentedControl!
    private var insuranceControl: SegmentedControl!
    private var periodStartField: TextField!

    private static let months: [PaydayRule.Month] = [.next, .same]
    private static let offDayRules: [PaydayRule.IfHoliday] = [.before, .after, .keep]
    private static let dayOffs: [Weekday?] = [nil] + Weekday.allCases
    private static let incomeTaxes: [DeductionRules.IncomeTax] = [.none, .businessIncome]
    private static let insurances: [DeductionRules.Insurance] = [.none, .four]

    init(strings: AppStrings, workplace: Workplace?, today: LocalDate, otherNames: [String] = []) {
        original = workplace
        self.today = today
        otherNameKeys = Set(otherNames.map(WorkplaceName.key))
        let words = strings.formWords
        super.init(strings: strings, title: workplace == nil ? words.newWorkplace : words.editWorkplace)
    }

    override func buildRows() {
        let words = strings.formWords
        let place = original
        nameField = addTextRow(words.name, text: place?.name ?? "", width: 20)
        wageField = addTextRow(
            words.wage, text: place.map { "\($0.wages.hourly(on: today))" } ?? "", placeholder: "10320",
            filter: .digits, width: 8)
        wageFromField = addTextRow(words.wageFrom, text: "", placeholder: "YYYY-MM-DD", filter: .date, width: 11)
        paydayField = addTextRow(
            words.paydayDay, text: place.map { "\($0.payday.day)" } ?? "", placeholder: "10",
            filter: .digits, width: 3)
        paidInControl = addChoiceRow(
            words.paydayMonth, items: [words.paidNextMonth, words.paidSameMonth],
            selected: Self.months.firstIndex(of: place?.payday.month ?? .next) ?? 0)
        ifHolidayControl = addChoiceRow(
            words.ifHoliday, items: [words.before, words.after, words.keep],
            selected: Self.offDayRules.firstIndex(of: place?.payday.ifHoliday ?? .before) ?? 0)
        employeesField = addTextRow(words.employees, text: "\(place?.employees ?? 1)", filter: .digits, width: 4)
        contractField = addTextRow(
            words.contractHours, text: place?.contractWeeklyHours.map { "\($0)" } ?? "",
            placeholder: "-", filter: .digits, width: 3)
        dayOffControl = addChoiceRow(
            words.weeklyHoliday, items: words.weekdays,
            selected: Self.dayOffs.firstIndex(of: place?.weeklyHoliday) ?? 0)
        allowanceSwitch = addSwitchRow(words.allowance, isOn: place?.weeklyHolidayAllowance ?? true)
        incomeTaxControl = addChoiceRow(
            words.incomeTax, items: [words.noneChoice, "3.3%"],
            selected: Self.incomeTaxes.firstIndex(of: place?.deductions.incomeTax ?? .none) ?? 0)
        insuranceControl = addChoiceRow(
            words.insurance, items: [words.noneChoice, words.fourInsurances],
            selected: Self.insurances.firstIndex(of: place?.deductions.insurance ?? .none) ?? 0)
        periodStartField = addTextRow(
            words.periodStart, text: "\(place?.periodStartDay ?? 1)", filter: .digits, width: 3)
    }

    override var preferredFocusedView: View? { nameField }

    override func check() -> FormProblems {
        var problems = FormProblems()
        let name = nameField.text.trimmingCharacters(in: .whitespaces)
        if name.isEmpty {
            problems[nameField] = strings.message(.required)
        } else if otherNameKeys.contains(WorkplaceName.key(name)) {
            problems[nameField] = strings.message(.nameTaken)
        }
        number(wageField, least: 1, &problems)
        if !wageFromField.text.isEmpty && LocalDate(iso: wageFromField.text) == nil {
            problems[wageFromField] = strings.message(.notADate)
        }
        number(paydayField, in: 1...31, &problems)
        number(employeesField, least: 1, &problems)
        if !contractField.text.isEmpty { number(contractField, in: 0...168, &problems) }
        number(periodStartField, in: Workplace.periodStartDays, &problems)
        return problems
    }

    private func number(_ field: TextField, least: Int, _ problems: inout FormProblems) {
        guard let value = Int(field.text) else {
            problems[field] = strings.message(field.text.isEmpty ? .required : .notANumber)
            return
        }
        if value < least { problems[field] = strings.message(.mustBeAbove(least - 1)) }
    }

    private func number(_ field: TextField, in range: ClosedRange<Int>, _ problems: inout FormProblems) {
        guard let value = Int(field.text) else {
            problems[field] = strings.message(field.text.isEmpty ? .required : .notANumber)
            return
        }
        if !range.contains(value) { problems[field] = strings.message(.outOfRange(range)) }
    }

    /// The wages after the form: a wage with a date joins the history from that date (replacing
    /// one from the same date); without a date it is the one wage for all time.
    private func wages(hourly: Int) -> WageHistory {
        guard let from = LocalDate(iso: wageFromField.text) else {
            if let original, original.wages.hourly(on: today) == hourly { return original.wages }
            return WageHistory(hourly: hourly)
        }
        let kept = original?.wages.entries.filter { $0.from != from } ?? []
        return WageHistory(entries: kept + [WageHistory.Entry(from: from, hourly: hourly)])
    }

    override func commit() {
        guard let hourly = Int(wageField.text), let day = Int(paydayField.text),
            let employees = Int(employeesField.text),
            let startDay = Int(periodStartField.text)
        else { return }
        let workplace = Workplace(
            name: nameField.text.trimmingCharacters(in: .whitespaces), employees: employees,
            wages: wages(hourly: hourly),
            payday: PaydayRule(
                day: day, month: Self.months[max(paidInControl.selectedSegmentIndex, 0)],
                ifHoliday: Self.offDayRules[max(ifHolidayControl.selectedSegmentIndex, 0)]),
            contractWeeklyHours: Int(contractField.text), weeklyHolidayAllowance: allowanceSwitch.isOn,
            weeklyHoliday: Self.dayOffs[max(dayOffControl.selectedSegmentIndex, 0)],
            deductions: DeductionRules(
                incomeTax: Self.incomeTaxes[max(incomeTaxControl.selectedSegmentIndex, 0)],
                insurance: Self.insurances[max(insuranceControl.selectedSegmentIndex, 0)]),
            shifts: original?.shifts ?? [], periodStartDay: startDay, openShift: original?.openShift)
        onSave?(workplace)
    }
}

extension WorkplaceEdit {
    /// Every term of `workplace` (its shifts stay as the file has them).
    init(replacingTermsWith workplace: Workplace) {
        self.init()
        name = workplace.name
        employees = workplace.employees
        wages = workplace.wages
        paydayDay = workplace.payday.day
        paydayMonth = workplace.payday.month
        ifHoliday = workplace.payday.ifHoliday
        periodStartDay = workplace.periodStartDay
        contractWeeklyHours = .some(workplace.contractWeeklyHours)
        weeklyHolidayAllowance = workplace.weeklyHolidayAllowance
        weeklyHoliday = .some(workplace.weeklyHoliday)
        incomeTax = workplace.deductions.incomeTax
        insurance = workplace.deductions.insurance
    }
}

import Layout
import Payroll
import PayrollWords

/// The form that adds or edits a workplace, with every term the data file holds: name, wage
/// and the date it applies from, payday day, month and what happens on an off-day, employees,
/// contracted hours, weekly day off, weekly holiday allowance, income tax (none, 3.3 %, the
/// withholding table, a day worker's), insurance, the pay period's first day, and a probation
/// at 90 % of the minimum wage (its last day, the contract's years, simple labour or not). Editing keeps the wage history: a wage typed with a date is added
/// from that date on; without a date, a new workplace's wage is its one wage, and a changed wage
/// applies from the first day of the current pay period (`Workplace.startOfNewWage`), so that a
/// period already paid keeps its wage.
final class WorkplaceFormController: FormController {
    let original: Workplace?
    private let today: LocalDate
    /// The other workplaces' names, indexed once for `DataRules.checkName`, so a keystroke's
    /// check does not grow with the file (it folded every name again on each key: 55 ms a key
    /// at 10,000 workplaces).
    private let otherNames: DataRules.NameIndex
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
    private var probationField: TextField!
    private var contractYearsField: TextField!
    private var simpleLabourSwitch: Switch!
    private var startDateField: TextField!
    private var endDateField: TextField!
    private var sickLeaveControl: SegmentedControl!
    private var cadence: CadenceRows!

    private static let months: [PaydayRule.Month] = [.next, .same]
    private static let offDayRules: [PaydayRule.IfHoliday] = [.before, .after, .keep]
    private static let dayOffs: [Weekday?] = [nil] + Weekday.allCases
    private static let incomeTaxes: [DeductionRules.IncomeTax] = [.none, .businessIncome, .table, .daily]
    private static let insurances: [DeductionRules.Insurance] = [.none, .four]

    /// The holidays that move a payday (for the period a new wage starts in).
    private let holidays: HolidayCalendar

    init(
        strings: AppStrings, workplace: Workplace?, today: LocalDate, otherNames: [String] = [],
        holidays: HolidayCalendar = HolidayCalendar(names: [:], coveredYears: [])
    ) {
        original = workplace
        self.today = today
        self.holidays = holidays
        self.otherNames = DataRules.NameIndex(otherNames)
        let words = strings.formWords
        super.init(strings: strings, title: workplace == nil ? words.newWorkplace : words.editWorkplace)
    }

    override func buildRows() {
        let words = strings.formWords
        let place = original
        nameField = addTextRow(words.name, text: place?.name ?? "", width: 20)
        // Placeholders are words, never a value one could take for typed (`won an hour`).
        wageField = addTextRow(
            words.wage, text: place.map { "\($0.wages.hourly(on: today))" } ?? "", placeholder: words.wageHint,
            width: 12)
        wageFromField = addTextRow(words.wageFrom, text: "", placeholder: words.dateHint, width: 12)
        cadence = CadenceRows(form: self, payday: place?.payday)
        paydayField = addTextRow(
            words.paydayDay, text: place.map { "\($0.payday.day)" } ?? "", placeholder: words.dayHint, width: 6)
        paidInControl = addChoiceRow(
            words.paydayMonth, items: [words.paidNextMonth, words.paidSameMonth],
            selected: Self.months.firstIndex(of: place?.payday.month ?? .next) ?? 0)
        ifHolidayControl = addChoiceRow(
            words.ifHoliday, items: [words.before, words.after, words.keep],
            selected: Self.offDayRules.firstIndex(of: place?.payday.ifHoliday ?? .before) ?? 0)
        employeesField = addTextRow(words.employees, text: "\(place?.employees ?? 1)", width: 6)
        contractField = addTextRow(
            words.contractHours, text: place?.contractWeeklyHours?.description ?? "", placeholder: words.noneHint,
            width: 6)
        dayOffControl = addChoiceRow(
            words.weeklyHoliday, items: words.weekdays,
            selected: Self.dayOffs.firstIndex(of: place?.weeklyHoliday) ?? 0)
        allowanceSwitch = addSwitchRow(words.allowance, isOn: place?.weeklyHolidayAllowance ?? true)
        incomeTaxControl = addChoiceRow(
            words.incomeTax, items: [words.noneChoice, "3.3%", words.tableChoice, words.dailyChoice],
            selected: Self.incomeTaxes.firstIndex(of: place?.deductions.incomeTax ?? .none) ?? 0)
        insuranceControl = addChoiceRow(
            words.insurance, items: [words.noneChoice, words.fourInsurances],
            selected: Self.insurances.firstIndex(of: place?.deductions.insurance ?? .none) ?? 0)
        periodStartField = addTextRow(words.periodStart, text: "\(place?.periodStartDay ?? 1)", width: 6)
        // The job's dates and how a sick day counts, before the probation (the form's last rows).
        let job = strings.appWords
        startDateField = addTextRow(
            job.firstDay, text: place?.startDate?.description ?? "", placeholder: words.dateHint, width: 11)
        endDateField = addTextRow(
            job.lastDay, text: place?.endDate?.description ?? "", placeholder: words.noneHint, width: 11)
        sickLeaveControl = addChoiceRow(
            job.sickDays, items: job.sickChoices,
            selected: SickLeave.allCases.firstIndex(of: place?.sickLeave ?? .excused) ?? 0)
        probationField = addTextRow(
            words.probationUntil, text: place?.probation?.until.description ?? "", placeholder: words.noneHint,
            width: 11)
        contractYearsField = addTextRow(
            words.contractYears, text: place?.probation.map { "\($0.contractYears)" } ?? "",
            placeholder: words.noneHint, width: 4)
        simpleLabourSwitch = addSwitchRow(words.simpleLabour, isOn: place?.probation?.simpleLabour ?? false)
        cadence.showRows(of: self, monthlyRows: [paydayField, paidInControl])
    }

    /// Choosing how pay comes shows that cadence's rows.
    override func didChange(_ control: Control) {
        if control === cadence.kind { cadence.showRows(of: self, monthlyRows: [paydayField, paidInControl]) }
    }

    override var preferredFocusedView: View? { nameField }

    /// Each field by the data's own rule (`DataRules`), worded by `RuleWords`.
    override func check() -> FormProblems {
        var problems = FormProblems()
        let words = RuleWords(language: strings.language, place: .app)
        let name = DataRules.normalizedName(nameField.text)
        if name.isEmpty {
            problems[nameField] = strings.message(.required)
        } else if name != original?.name, let reason = DataRules.checkName(name, in: otherNames) {
            problems[nameField] = words.reason(reason)
        }
        number(wageField, .wage, words, &problems)
        if !wageFromField.text.isEmpty {
            switch FieldText.date(wageFromField.text) {
            case .success(let date):
                if let reason = DataRules.check(date, .wageFrom) { problems[wageFromField] = words.reason(reason) }
            case .failure(let problem):
                problems[wageFromField] = strings.message(problem)
            }
        }
        if cadence.isMonthly { number(paydayField, .paydayDay, words, &problems) }
        cadence.check(words, &problems)
        number(employeesField, .employees, words, &problems)
        if !contractField.text.isEmpty, contractHours == nil {
            problems[contractField] = strings.appWords.contractHoursProblem
        }
        checkDates(&problems)
        number(periodStartField, .periodStartDay, words, &problems)
        // A probation is its last day and the contract's years together; without a day, none.
        if !probationField.text.isEmpty {
            switch FieldText.date(probationField.text) {
            case .success(let date):
                if let reason = DataRules.check(date, .probationUntil) {
                    problems[probationField] = words.reason(reason)
                }
            case .failure(let problem):
                problems[probationField] = strings.message(problem)
            }
            number(contractYearsField, .contractYears, words, &problems)
        } else if !contractYearsField.text.isEmpty {
            problems[probationField] = strings.message(.required)
        }
        return problems
    }

    /// The contracted hours as typed (nil when empty or not hours).
    private var contractHours: ContractHours? {
        ContractHours(text: contractField.text.filter { !$0.isWhitespace }).flatMap {
            $0.isWithinLimits ? $0 : nil
        }
    }

    /// The job's first and last day: dates payday takes, the last not before the first.
    private func checkDates(_ problems: inout FormProblems) {
        let job = strings.appWords
        var start: LocalDate?
        for field in [startDateField!, endDateField!] where !field.text.isEmpty {
            switch FieldText.date(field.text) {
            case .success(let date):
                if !Limits.dates.contains(date) {
                    problems[field] = job.dateOutside(Limits.dates)
                } else if field === startDateField {
                    start = date
                } else if let start, date < start {
                    problems[field] = job.endBeforeStart(start)
                }
            case .failure(let problem):
                problems[field] = strings.message(problem)
            }
        }
    }

    private func date(_ field: TextField) -> LocalDate? { try? FieldText.date(field.text).get() }

    /// The probation as typed (nil without its last day).
    private var probation: Probation? {
        guard let until = try? FieldText.date(probationField.text).get(),
            let years = try? FieldText.number(contractYearsField.text).get()
        else { return nil }
        return Probation(until: until, contractYears: years, simpleLabour: simpleLabourSwitch.isOn)
    }

    private func number(_ field: TextField, _ rule: DataField, _ words: RuleWords, _ problems: inout FormProblems) {
        let value: Int
        switch FieldText.number(field.text) {
        case .success(let number): value = number
        case .failure(let problem):
            problems[field] = strings.message(problem)
            return
        }
        if let reason = DataRules.check(value, rule) { problems[field] = words.reason(reason) }
    }

    /// The wages after the form: a wage with a date joins the history from that date (replacing
    /// one from the same date); without a date it applies from the current pay period
    /// (`Workplace.startOfNewWage`), never to a period already paid.
    private func wages(hourly: Int) -> WageHistory {
        guard let original else { return WageHistory(hourly: hourly) }
        let typedFrom = try? FieldText.date(wageFromField.text).get()
        if typedFrom == nil && original.wages.hourly(on: today) == hourly { return original.wages }
        guard let from = typedFrom ?? original.startOfNewWage(today: today, holidays: holidays)
        else { return WageHistory(hourly: hourly) }
        return original.wages.adding(hourly: hourly, from: from)
    }

    override func commit() {
        func value(_ field: TextField) -> Int? { try? FieldText.number(field.text).get() }
        guard let hourly = value(wageField), let employees = value(employeesField),
            let startDay = value(periodStartField), let paydayCadence = cadence.cadence
        else { return }
        // Weekly and daily pay leave the monthly day as it was (1 for a new workplace).
        let day = value(paydayField) ?? original?.payday.day ?? 1
        let workplace = Workplace(
            name: DataRules.normalizedName(nameField.text), employees: employees,
            wages: wages(hourly: hourly),
            payday: PaydayRule(
                day: day, month: Self.months[max(paidInControl.selectedSegmentIndex, 0)],
                ifHoliday: Self.offDayRules[max(ifHolidayControl.selectedSegmentIndex, 0)]),
            contractWeeklyHours: contractHours, weeklyHolidayAllowance: allowanceSwitch.isOn,
            weeklyHoliday: Self.dayOffs[max(dayOffControl.selectedSegmentIndex, 0)],
            deductions: DeductionRules(
                incomeTax: Self.incomeTaxes[max(incomeTaxControl.selectedSegmentIndex, 0)],
                insurance: Self.insurances[max(insuranceControl.selectedSegmentIndex, 0)]),
            shifts: original?.shifts ?? [], periodStartDay: startDay, openShift: original?.openShift,
            schedule: original?.schedule ?? [], absences: original?.absences ?? [], startDate: date(startDateField),
            endDate: date(endDateField), received: original?.received ?? [], probation: probation,
            sickLeave: SickLeave.allCases[max(sickLeaveControl.selectedSegmentIndex, 0)])
        var paid = workplace
        paid.payday.cadence = paydayCadence
        onSave?(paid)
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
        paydayCadence = workplace.payday.cadence
        periodStartDay = workplace.periodStartDay
        contractWeeklyHours = .some(workplace.contractWeeklyHours)
        weeklyHolidayAllowance = workplace.weeklyHolidayAllowance
        weeklyHoliday = .some(workplace.weeklyHoliday)
        incomeTax = workplace.deductions.incomeTax
        insurance = workplace.deductions.insurance
        probation = .some(workplace.probation)
        startDate = .some(workplace.startDate)
        endDate = .some(workplace.endDate)
        sickLeave = workplace.sickLeave
    }
}

import Layout
import Payroll
import PayrollWords

/// One workplace's month, pushed over the home screen (the navigation bar names the workplace
/// and the month): the weekday headings, six weeks of seven days (Monday first, as the payroll's
/// weeks run), the selected day's line and the key hints. The columns are seven equal shares of
/// the grid's width and the weeks six of its height, made with `dividedBy` against the grid, so a
/// resize needs no code. Figures come from Payroll's payslips of the periods that touch the month
/// (one workplace's, computed when the month shows, and again whenever the records change).
/// Enter opens the selected day's shifts (`onOpenDay`: the home screen pushes its shift list for
/// that day, editable). Esc goes back; a workplace that another process removed closes it.
final class MonthCalendarViewController: PushedScreen, RecordsScreen, KeyNotes {
    let records: Records
    /// The workplace shown, by name.
    let workplaceName: String
    /// The workplace as it was when last shown.
    private(set) var workplace: Workplace
    var today: LocalDate { records.today }

    /// The day the arrows move; its month is the one on screen.
    private(set) var selectedDate: LocalDate
    /// The figures of each worked day of the month on screen.
    private(set) var monthFigures: [LocalDate: DayFigures] = [:]
    /// What the schedule planned on each day of the month on screen, and what became of it.
    private(set) var monthPlans: [LocalDate: PlannedDay] = [:]
    private var shownMonth: (year: Int, month: Int)?
    /// Called with the workplace's name and the selected day on Enter.
    var onOpenDay: ((String, LocalDate) -> Void)?

    private(set) lazy var monthGrid = MonthGridView(strings: strings)
    let statusLabel = Label()

    /// Opens on `month` (its calendar month): on today when today is in it, else on its 1st.
    /// Nil when the records hold no workplace called `workplace`.
    init?(records: Records, workplace name: String, month: (year: Int, month: Int)? = nil) {
        guard let workplace = records.workplace(named: name) else { return nil }
        self.records = records
        self.workplaceName = name
        self.workplace = workplace
        selectedDate = MonthGridView.openingDate(month: month, today: records.today)
        super.init()
        records.addObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        placeColumn(content: monthGrid, footers: [statusLabel])
        showSelection()
    }

    /// Computes the month's figures when the month changed, then fills the cells and lines.
    private func showSelection() {
        if shownMonth?.year != selectedDate.year || shownMonth?.month != selectedDate.month {
            shownMonth = (selectedDate.year, selectedDate.month)
            monthFigures = Self.figures(
                of: workplace, year: selectedDate.year, month: selectedDate.month,
                basis: records.basis)
            monthPlans = Self.plans(of: workplace, year: selectedDate.year, month: selectedDate.month, records: records)
        }
        title = "\(workplace.name) · \(strings.monthTitle(year: selectedDate.year, month: selectedDate.month))"
        monthGrid.show(month: selectedDate) { date in
            CalendarDayView.Content(
                date: date, isInMonth: date.month == selectedDate.month, isToday: date == today,
                isHoliday: records.session.holidays.isHoliday(date), isSelected: date == selectedDate,
                figures: monthFigures[date], plan: monthPlans[date].map { .init($0) })
        }
        statusLabel.text = statusLine
    }

    /// Takes the workplace as the records hold it now (found by name) and computes the month's
    /// figures again; closes when the workplace is gone.
    func records(_ records: Records, didChange change: RecordsChange) {
        guard let fresh = records.workplace(named: workplaceName) else { return closeForGoneWorkplace(workplaceName) }
        workplace = fresh
        shownMonth = nil
        if isViewLoaded { showSelection() }
    }

    /// The selected day in full: date, holiday name, today, hours and pay.
    private var statusLine: String {
        var parts = [strings.longDate(selectedDate)]
        if let holiday = records.session.holidays.name(of: selectedDate) { parts.append(holiday) }
        if selectedDate == today { parts.append(strings.todayWord) }
        if let figures = monthFigures[selectedDate], figures.paidMinutes > 0 {
            parts.append(WorkTimeFormat.string(minutes: figures.paidMinutes, strings.language))
            parts.append(figures.pay.formatted(strings.language))
        }
        if let plan = monthPlans[selectedDate] { parts.append(strings.planStatus(plan)) }
        return parts.joined(separator: " · ")
    }

    /// The figures of every worked day of a month, from the payslips of the pay periods holding
    /// its first and its last day (one period, or two when periods start on another day than
    /// the 1st). A shift recorded ahead (ending after the basis' moment) is not pay yet; its
    /// day shows what it will pay, from the same payslips reckoned after the month's last day.
    static func figures(
        of workplace: Workplace, year: Int, month: Int, basis: PayBasis
    ) -> [LocalDate: DayFigures] {
        guard let range = LocalDate(year: year, month: month, day: 1).flatMap(MonthGridView.monthRange) else {
            return [:]
        }
        let periods = Set(
            [range.lowerBound, range.upperBound].map { workplace.period(containing: $0) })
        let ahead = Set(
            workplace.shifts(startingFrom: range.lowerBound, through: range.upperBound)
                .filter { $0.end > basis.now && $0.date.year == year && $0.date.month == month }.map(\.date))
        var later = basis
        later.now = LocalMoment(date: range.upperBound.adding(days: 2), time: TimeOfDay(hour: 0, minute: 0)!)
        var figures: [LocalDate: DayFigures] = [:]
        for period in periods {
            let payslip = basis.payslip(of: workplace, for: period)
            for (date, day) in payslip.days where date.year == year && date.month == month { figures[date] = day }
            guard !ahead.isEmpty else { continue }
            for (date, day) in later.payslip(of: workplace, for: period).days where ahead.contains(date) {
                figures[date] = day
            }
        }
        return figures
    }

    /// Each day of a month the schedule plans, with what became of it as of the records' moment.
    static func plans(of workplace: Workplace, year: Int, month: Int, records: Records) -> [LocalDate: PlannedDay] {
        guard let range = LocalDate(year: year, month: month, day: 1).flatMap(MonthGridView.monthRange) else {
            return [:]
        }
        var plans: [LocalDate: PlannedDay] = [:]
        for day in records.basis.plannedDays(of: workplace, in: range) {
            plans[day.date] = day
        }
        return plans
    }

    // MARK: Keys

    /// ←→ a day, ↑↓ a week (and h l k j), Enter the day's shifts; Esc (the navigation's) and `q`
    /// go back.
    override var keyCommands: [KeyCommand]? {
        MonthGridView.keyCommands(
            strings: strings,
            leading: [
                KeyCommand(
                    input: KeyCommand.inputEnter, title: strings.hintWords.shifts,
                    discoverabilityTitle: strings.calendarKeyTitles.dayShifts
                ) { [unowned self] in onOpenDay?(workplaceName, selectedDate) }
            ],
            trailing: [
                KeyCommand(input: "x", title: strings.absenceHint, discoverabilityTitle: strings.absenceKeyTitle) {
                    [unowned self] in askAbsence()
                }
            ],
            move: { [unowned self] in move(byDays: $0) },
            back: { [unowned self] in _ = navigationController?.popViewController(animated: true) })
    }

    /// Under the keys in `?`: what each mark on a day means.
    var keyNotes: [(mark: String, meaning: String)] {
        CalendarDayView.PlanMark.allCases.map { ($0.glyph, strings.planMarkMeaning($0)) }
    }

    var keyNotesTitle: String? { strings.planMarksTitle }

    /// `x`: a sheet asks why the selected day is not worked (annual leave, sick, a day off agreed,
    /// closed by the employer), or takes back the reason it has; the choice is saved through the
    /// records (undoable with `u` on the home screen).
    func askAbsence() {
        guard allowsChanges() else { return }
        let date = selectedDate
        let name = workplaceName
        let sheet = AlertController(
            title: strings.absenceTitle(strings.longDate(date)), message: nil, preferredStyle: .actionSheet)
        if let existing = workplace.absences.first(where: { $0.date == date }) {
            sheet.addAction(
                AlertAction(title: strings.removeAbsenceTitle(strings.absenceWord(existing.kind)), style: .destructive)
                { [unowned self] _ in
                    save(
                        .removeAbsence(workplace: name, existing),
                        describing: strings.absenceRemoved(strings.longDate(date)))
                })
        } else {
            for kind in Absence.Kind.allCases {
                sheet.addAction(
                    AlertAction(title: strings.absenceWord(kind), style: .default) { [unowned self] _ in
                        save(
                            .addAbsence(workplace: name, Absence(date: date, kind: kind)),
                            describing: strings.absenceRecorded(strings.absenceWord(kind), strings.longDate(date)))
                    })
            }
        }
        sheet.addAction(AlertAction(title: strings.formWords.cancel, style: .cancel))
        present(sheet, animated: true)
    }

    /// Moves the selection; a day past the month's edge shows that month.
    func move(byDays days: Int) {
        selectedDate = selectedDate.adding(days: days)
        showSelection()
    }
}

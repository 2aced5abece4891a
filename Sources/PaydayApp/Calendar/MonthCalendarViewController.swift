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
final class MonthCalendarViewController: MonthScreen {
    /// The workplace shown, by name.
    let workplaceName: String
    /// The workplace as it was when last shown.
    private(set) var workplace: Workplace
    /// What the schedule planned on each day of the month on screen, and what became of it.
    private(set) var monthPlans: [LocalDate: PlannedDay] = [:]
    /// Called with the workplace's name and the selected day on Enter.
    var onOpenDay: ((String, LocalDate) -> Void)?

    /// Opens on `month` (its calendar month): on today when today is in it, else on its 1st.
    /// Nil when the records hold no workplace called `workplace`.
    init?(records: Records, workplace name: String, month: (year: Int, month: Int)? = nil) {
        guard let workplace = records.workplace(named: name) else { return nil }
        self.workplaceName = name
        self.workplace = workplace
        super.init(records: records, month: month)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        placeColumn(content: monthGrid, footers: [statusLabel])
        showSelection()
    }

    override func computeMonth() {
        figures = Self.figures(
            of: workplace, year: selectedDate.year, month: selectedDate.month, basis: records.basis)
        monthPlans = Self.plans(of: workplace, year: selectedDate.year, month: selectedDate.month, records: records)
    }

    override var shownName: String { workplace.name }

    override func dayContent(_ day: CalendarDayView.Content) -> CalendarDayView.Content {
        var day = day
        day.plan = monthPlans[day.date].map { .init($0) }
        return day
    }

    /// After the date, holiday name and today: hours and pay, and the day's plan.
    override var selectedDayDetails: [String] {
        selectedDayPay + (monthPlans[selectedDate].map { [strings.planStatus($0)] } ?? [])
    }

    /// Takes the workplace as the records hold it now (found by name) and computes the month's
    /// figures again; closes when the workplace is gone.
    override func records(_ records: Records, didChange change: RecordsChange) {
        guard let fresh = records.workplace(named: workplaceName) else { return closeForGoneWorkplace(workplaceName) }
        workplace = fresh
        super.records(records, didChange: change)
    }

    /// The figures of every worked day of a month, from the payslips of every pay period that
    /// touches it: one or two of a monthly workplace (two when periods start on another day
    /// than the 1st), four to six weeks of weekly pay, each day of daily pay. A shift recorded ahead (ending after the basis' moment) is not pay yet; its
    /// day shows what it will pay, from the same payslips reckoned after the month's last day.
    static func figures(
        of workplace: Workplace, year: Int, month: Int, basis: PayBasis
    ) -> [LocalDate: DayFigures] {
        guard let range = LocalDate(year: year, month: month, day: 1).flatMap(MonthGridView.monthRange) else {
            return [:]
        }
        let periods = sequence(first: workplace.period(containing: range.lowerBound)) { $0.advanced(by: 1) }
            .prefix { $0.start <= range.upperBound }
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

    /// ←→ a day, ↑↓ a week (and h l k j), Enter the day's shifts, `x` an absence; Esc (the
    /// navigation's) and `q` go back.
    override var keyCommands: [KeyCommand]? {
        calendarKeyCommands(
            openDay: { [unowned self] in onOpenDay?(workplaceName, selectedDate) },
            trailing: [
                KeyCommand(input: "x", title: strings.absenceHint, discoverabilityTitle: strings.absenceKeyTitle) {
                    [unowned self] in askAbsence()
                }
            ])
    }

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
}

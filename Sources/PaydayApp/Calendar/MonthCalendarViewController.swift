import Layout
import Payroll

/// One workplace's month, pushed over the home screen (the navigation bar names the workplace
/// and the month): the weekday headings, six weeks of seven days (Monday first, as the payroll's
/// weeks run), the selected day's line and the key hints. The columns are seven equal shares of
/// the grid's width and the weeks six of its height, made with `dividedBy` against the grid, so a
/// resize needs no code. Figures come from Payroll's payslips of the periods that touch the month
/// (one workplace's, computed when the month shows, and again whenever the records change).
/// Enter opens the selected day's shifts (`onOpenDay`: the home screen pushes its shift list for
/// that day, editable). Esc goes back; a workplace that another process removed closes it.
final class MonthCalendarViewController: ViewController, RecordsScreen, KeyNotes {
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

    static let weeks = 6
    static let daysPerWeek = 7

    let headingsView = View()
    let headingLabels = (0..<daysPerWeek).map { _ in Label(style: Style(attributes: [.dim])) }
    let gridView = View()
    let dayViews = (0..<weeks * daysPerWeek).map { _ in CalendarDayView() }
    let statusLabel = Label()
    let hintLine = HintLine()

    /// Opens on `month` (its calendar month): on today when today is in it, else on its 1st.
    /// Nil when the records hold no workplace called `workplace`.
    init?(records: Records, workplace name: String, month: (year: Int, month: Int)? = nil) {
        guard let workplace = records.workplace(named: name) else { return nil }
        self.records = records
        self.workplaceName = name
        self.workplace = workplace
        let today = records.today
        if let month, month != (today.year, today.month),
            let first = LocalDate(year: month.year, month: month.month, day: 1)
        {
            selectedDate = first
        } else {
            selectedDate = today
        }
        super.init()
        records.addObserver(self)
    }

    override func loadView() { view = ScreenView() }

    /// The bar shows the workplace and month (the home screen, beneath, hides it).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [headingsView, gridView, statusLabel, hintLine] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        headingsView.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
            $0.height.equalTo(1)
        }
        gridView.snp.makeConstraints {
            $0.top.equalTo(headingsView.snp.bottom)
            $0.bottom.equalTo(statusLabel.snp.top)
            $0.directionalHorizontalEdges.equalTo(headingsView)
        }
        statusLabel.snp.makeConstraints {
            $0.bottom.equalTo(hintLine.snp.top)
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        hintLine.snp.makeConstraints {
            $0.bottom.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        Self.placeInColumns(headingLabels, rows: 1, in: headingsView)
        Self.placeInColumns(dayViews, rows: Self.weeks, in: gridView)
        for dayView in dayViews { dayView.strings = strings }
        showSelection()
    }

    /// Places `views` row by row in seven columns, each `1/7` of `container`'s width and `1/rows`
    /// of its height; each column starts where the one before it ends, so the shares add up to
    /// the width exactly (the cells round to whole columns when drawn).
    private static func placeInColumns(_ views: [View], rows: Int, in container: View) {
        for cell in views {
            cell.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(cell)
        }
        for (index, cell) in views.enumerated() {
            let column = index % daysPerWeek
            cell.snp.makeConstraints {
                $0.width.equalToSuperview().dividedBy(daysPerWeek)
                $0.height.equalToSuperview().dividedBy(rows)
                if column == 0 {
                    $0.leading.equalToSuperview()
                } else {
                    $0.leading.equalTo(views[index - 1].snp.trailing)
                }
                if index < daysPerWeek {
                    $0.top.equalToSuperview()
                } else {
                    $0.top.equalTo(views[index - daysPerWeek].snp.bottom)
                }
            }
        }
    }

    /// The Monday on or before the 1st of the selected month: the grid's first cell.
    private var firstShownDate: LocalDate {
        LocalDate(year: selectedDate.year, month: selectedDate.month, day: 1).map(\.mondayOfWeek)
            ?? selectedDate.mondayOfWeek
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
        for (label, heading) in zip(headingLabels, strings.weekdayHeadings) { label.text = heading }
        let first = firstShownDate
        for (offset, dayView) in dayViews.enumerated() {
            let date = first.adding(days: offset)
            dayView.content = CalendarDayView.Content(
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

    /// The hint line says what a key did (a refusal in the demo) until the next key.
    func say(_ text: String) { hintLine.message = text }

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
    /// the 1st).
    static func figures(
        of workplace: Workplace, year: Int, month: Int, basis: PayBasis
    ) -> [LocalDate: DayFigures] {
        guard let first = LocalDate(year: year, month: month, day: 1),
            let last = LocalDate(year: year, month: month, day: LocalDate.daysIn(year: year, month: month))
        else { return [:] }
        let periods = Set([first, last].map { PayPeriod(containing: $0, startDay: workplace.periodStartDay) })
        var figures: [LocalDate: DayFigures] = [:]
        for period in periods {
            let payslip = basis.payslip(of: workplace, for: period)
            for (date, day) in payslip.days where date.year == year && date.month == month { figures[date] = day }
        }
        return figures
    }

    /// Each day of a month the schedule plans, with what became of it as of the records' moment.
    static func plans(of workplace: Workplace, year: Int, month: Int, records: Records) -> [LocalDate: PlannedDay] {
        guard let first = LocalDate(year: year, month: month, day: 1),
            let last = LocalDate(year: year, month: month, day: LocalDate.daysIn(year: year, month: month))
        else { return [:] }
        var plans: [LocalDate: PlannedDay] = [:]
        for day in workplace.plannedDays(in: first...last, now: records.basis.now, holidays: records.session.holidays) {
            plans[day.date] = day
        }
        return plans
    }

    // MARK: Keys

    /// ←→ a day, ↑↓ a week (and h l k j), Enter the day's shifts; Esc (the navigation's) and `q`
    /// go back.
    override var keyCommands: [KeyCommand]? {
        let words = strings.calendarKeyTitles
        let hint = strings.hintWords
        let back = { [unowned self] in _ = navigationController?.popViewController(animated: true) }
        func command(_ input: String, _ hint: String?, _ title: String, _ action: @escaping () -> Void) -> KeyCommand {
            KeyCommand(input: input, title: hint, discoverabilityTitle: title, action: action)
        }
        return [
            command(KeyCommand.inputLeftArrow, hint.day, words.previousDay) { [unowned self] in move(byDays: -1) },
            command(KeyCommand.inputRightArrow, hint.day, words.nextDay) { [unowned self] in move(byDays: 1) },
            command(KeyCommand.inputUpArrow, hint.week, words.previousWeek) { [unowned self] in move(byDays: -7) },
            command(KeyCommand.inputDownArrow, hint.week, words.nextWeek) { [unowned self] in move(byDays: 7) },
            command(KeyCommand.inputEnter, hint.shifts, words.dayShifts) { [unowned self] in
                onOpenDay?(workplaceName, selectedDate)
            },
            command("h", nil, words.previousDay) { [unowned self] in move(byDays: -1) },
            command("l", nil, words.nextDay) { [unowned self] in move(byDays: 1) },
            command("k", nil, words.previousWeek) { [unowned self] in move(byDays: -7) },
            command("j", nil, words.nextWeek) { [unowned self] in move(byDays: 7) },
            command("x", strings.absenceHint, strings.absenceKeyTitle) { [unowned self] in askAbsence() },
            command("q", strings.backTitle, strings.backTitle, back),
        ]
    }

    /// Under the keys in `?`: what each mark on a day means.
    var keyNotes: [(mark: String, meaning: String)] {
        CalendarDayView.PlanMark.allCases.map { ($0.glyph, strings.planMarkMeaning($0)) }
    }

    var keyNotesTitle: String? { strings.planMarksTitle }

    override func pressesBegan(_ press: KeyPress) {
        hintLine.message = nil
        super.pressesBegan(press)
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

    /// Moves the selection; a day past the month's edge shows that month.
    func move(byDays days: Int) {
        selectedDate = selectedDate.adding(days: days)
        showSelection()
    }
}

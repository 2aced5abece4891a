import Layout
import Payroll
import Terminal

/// One workplace's month: a title (workplace, month), the weekday headings, six weeks of seven
/// days (Monday first, as the payroll's weeks run), the selected day's line and the key hints.
/// The columns are seven equal shares of the grid's width and the weeks six of its height, made
/// with `dividedBy` against the grid, so a resize needs no code. Figures come from Payroll's
/// payslips of the periods that touch the month (one workplace's, computed when the month shows).
/// Enter opens the selected day's shifts (`onOpenDay`: the home screen pushes its shift list for
/// that day, editable); a change made there reaches the calendar through `dataDidChange(_:)`,
/// which shows the month's figures again. Esc goes back to the home screen.
final class MonthCalendarViewController: ViewController, OverlayScreen {
    private(set) var workplace: Workplace
    private(set) var records: WorkplaceRecords
    let today: LocalDate
    let strings: AppStrings

    /// The day the arrows move; its month is the one on screen.
    private(set) var selectedDate: LocalDate
    /// The figures of each worked day of the month on screen.
    private(set) var monthFigures: [LocalDate: DayFigures] = [:]
    private var shownMonth: (year: Int, month: Int)?
    /// Called with the selected day on Enter.
    var onOpenDay: ((LocalDate) -> Void)?

    static let weeks = 6
    static let daysPerWeek = 7

    let titleLabel = Label(style: Style(attributes: [.bold]))
    let headingsView = View()
    let headingLabels = (0..<daysPerWeek).map { _ in Label(style: Style(attributes: [.dim])) }
    let gridView = View()
    let dayViews = (0..<weeks * daysPerWeek).map { _ in CalendarDayView() }
    let statusLabel = Label()
    let hintLabel = Label(style: Style(attributes: [.dim]))

    /// Opens on `month` (its calendar month): on today when today is in it, else on its 1st.
    init(
        workplace: Workplace, records: WorkplaceRecords, today: LocalDate, month: (year: Int, month: Int)? = nil,
        strings: AppStrings
    ) {
        self.workplace = workplace
        self.records = records
        self.today = today
        self.strings = strings
        if let month, month != (today.year, today.month),
            let first = LocalDate(year: month.year, month: month.month, day: 1)
        {
            selectedDate = first
        } else {
            selectedDate = today
        }
        super.init()
    }

    override func loadView() { view = OpaqueScreenView() }

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [titleLabel, headingsView, gridView, statusLabel, hintLabel] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        titleLabel.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        headingsView.snp.makeConstraints {
            $0.top.equalTo(titleLabel.snp.bottom)
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
            $0.height.equalTo(1)
        }
        gridView.snp.makeConstraints {
            $0.top.equalTo(headingsView.snp.bottom)
            $0.bottom.equalTo(statusLabel.snp.top)
            $0.directionalHorizontalEdges.equalTo(headingsView)
        }
        statusLabel.snp.makeConstraints {
            $0.bottom.equalTo(hintLabel.snp.top)
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        hintLabel.snp.makeConstraints {
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
                records: records, today: today)
        }
        titleLabel.text =
            "\(workplace.name) · \(strings.monthTitle(year: selectedDate.year, month: selectedDate.month))"
        for (label, heading) in zip(headingLabels, strings.weekdayHeadings) { label.text = heading }
        let first = firstShownDate
        for (offset, dayView) in dayViews.enumerated() {
            let date = first.adding(days: offset)
            dayView.content = CalendarDayView.Content(
                date: date, isInMonth: date.month == selectedDate.month, isToday: date == today,
                isHoliday: records.holidays.isHoliday(date), isSelected: date == selectedDate,
                figures: monthFigures[date])
        }
        statusLabel.text = statusLine
        hintLabel.text = strings.calendarHints
    }

    /// Takes the workplace as it is now (found by name; kept as it was if it is gone) and
    /// computes the month's figures again.
    func dataDidChange(_ records: WorkplaceRecords) {
        self.records = records
        if let fresh = records.workplaces.first(where: { $0.name == workplace.name }) { workplace = fresh }
        shownMonth = nil
        showSelection()
    }

    /// The selected day in full: date, holiday name, today, hours and pay.
    private var statusLine: String {
        var parts = [strings.longDate(selectedDate)]
        if let holiday = records.holidays.name(of: selectedDate) { parts.append(holiday) }
        if selectedDate == today { parts.append(strings.todayWord) }
        if let figures = monthFigures[selectedDate], figures.paidMinutes > 0 {
            parts.append(WorkTimeFormat.string(minutes: figures.paidMinutes, strings.language))
            parts.append(figures.pay.formatted(strings.language))
        }
        return parts.joined(separator: " · ")
    }

    /// The figures of every worked day of a month, from the payslips of the pay periods holding
    /// its first and its last day (one period, or two when periods start on another day than
    /// the 1st).
    static func figures(
        of workplace: Workplace, year: Int, month: Int, records: WorkplaceRecords,
        today: LocalDate
    ) -> [LocalDate: DayFigures] {
        guard let first = LocalDate(year: year, month: month, day: 1),
            let last = LocalDate(year: year, month: month, day: LocalDate.daysIn(year: year, month: month))
        else { return [:] }
        let periods = Set([first, last].map { PayPeriod(containing: $0, startDay: workplace.periodStartDay) })
        var figures: [LocalDate: DayFigures] = [:]
        for period in periods {
            let payslip = Payslip(
                workplace: workplace, period: period, today: today, now: records.now,
                holidays: records.holidays, rates: records.rates, worker: records.worker ?? Worker())
            for (date, day) in payslip.days where date.year == year && date.month == month { figures[date] = day }
        }
        return figures
    }

    // MARK: Input

    func handle(_ event: Event) {
        switch event {
        case .resize: view.layoutIfNeeded(); showSelection()
        case .key, .mouse, .paste, .focusGained, .focusLost: break
        }
    }

    override var canBecomeFirstResponder: Bool { true }

    /// Every key stops here: the home screen beneath gets none while the calendar is open.
    override func pressesBegan(_ press: KeyPress) {
        switch press {
        case .leftArrow, .character("h"): move(byDays: -1)
        case .rightArrow, .character("l"): move(byDays: 1)
        case .upArrow, .character("k"): move(byDays: -7)
        case .downArrow, .character("j"): move(byDays: 7)
        case .enter: onOpenDay?(selectedDate)
        case .escape, .character("q"): close()
        default: break
        }
    }

    /// Moves the selection; a day past the month's edge shows that month.
    func move(byDays days: Int) {
        selectedDate = selectedDate.adding(days: days)
        showSelection()
    }
}

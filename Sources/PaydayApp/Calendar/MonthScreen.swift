import Layout
import Payroll
import PayrollWords

/// What the two month calendars (one workplace's, every workplace's) share beyond every pushed
/// screen's shell: the records observed, the selected day (its month the one on screen), the
/// grid with the selected day's line under it, the keys that move the selection (a day past the
/// month's edge shows that month) and the marks' notes for `?`. A screen says what it adds:
/// `computeMonth()` works its month out (only when the month on screen changes, or the records
/// do), `shownName` heads the title, `dayContent(_:)` fills a day's cell and
/// `selectedDayDetails` the selected day's line after its date.
class MonthScreen: PushedScreen, RecordsScreen, KeyNotes {
    let records: Records
    /// The day the arrows move; its month is the one on screen.
    private(set) var selectedDate: LocalDate
    /// The hours and pay of each day of the month on screen (set by `computeMonth()`).
    var figures: [LocalDate: DayFigures] = [:]
    /// The month `computeMonth()` last worked out; nil when it is to be worked out again.
    private var shownMonth: (year: Int, month: Int)?

    private(set) lazy var monthGrid = MonthGridView(strings: strings)
    let statusLabel = Label()

    /// Opens on `month` (its calendar month): on today when today is in it, else on its 1st.
    init(records: Records, month: (year: Int, month: Int)? = nil) {
        self.records = records
        selectedDate = MonthGridView.openingDate(month: month, today: records.today)
        super.init()
        records.addObserver(self)
    }

    /// Works the month of `selectedDate` out (each screen says how).
    func computeMonth() {}

    /// The title's first part, before the month.
    var shownName: String { "" }

    /// A day's cell with what the screen adds to `day` (its date, today, holiday and selection).
    func dayContent(_ day: CalendarDayView.Content) -> CalendarDayView.Content { day }

    /// The selected day's line after its date, holiday and `today`.
    var selectedDayDetails: [String] { [] }

    /// The records changed: the month is worked out again and shown (once the view is loaded).
    func records(_ records: Records, didChange change: RecordsChange) { showMonthAgain() }

    /// Works the month out again and shows it, once the view is loaded.
    func showMonthAgain() {
        shownMonth = nil
        if isViewLoaded { showSelection() }
    }

    /// Works the month out when it changed, then fills the title, the cells and the day's line.
    func showSelection() {
        if shownMonth?.year != selectedDate.year || shownMonth?.month != selectedDate.month {
            shownMonth = (selectedDate.year, selectedDate.month)
            computeMonth()
        }
        title = "\(shownName) · \(strings.monthTitle(year: selectedDate.year, month: selectedDate.month))"
        let today = records.today
        monthGrid.show(month: selectedDate) { date in
            dayContent(
                CalendarDayView.Content(
                    date: date, isInMonth: date.month == selectedDate.month, isToday: date == today,
                    isHoliday: records.session.holidays.isHoliday(date), isSelected: date == selectedDate,
                    figures: figures[date]))
        }
        var parts = [strings.longDate(selectedDate)]
        if let holiday = records.session.holidays.name(of: selectedDate) { parts.append(holiday) }
        if selectedDate == today { parts.append(strings.todayWord) }
        statusLabel.text = (parts + selectedDayDetails).joined(separator: " · ")
    }

    /// The selected day's paid time and pay, when it has paid time.
    var selectedDayPay: [String] {
        guard let day = figures[selectedDate], day.paidMinutes > 0 else { return [] }
        return [WorkTimeFormat.string(minutes: day.paidMinutes, strings.language), day.pay.formatted(strings.language)]
    }

    /// Moves the selection; a day past the month's edge shows that month.
    func move(byDays days: Int) {
        selectedDate = selectedDate.adding(days: days)
        showSelection()
    }

    /// A calendar's keys: ←/→ a day and ↑/↓ a week (with hints), the screen's `leading` commands,
    /// Enter (`openDay`: the selected day's shifts), h l k j as the arrows, the screen's
    /// `trailing` ones, then `q` back (Esc is the navigation's).
    func calendarKeyCommands(leading: [KeyCommand] = [], openDay: @escaping () -> Void, trailing: [KeyCommand])
        -> [KeyCommand]
    {
        let words = strings.calendarKeyTitles
        let hint = strings.hintWords
        func command(_ input: String, _ hint: String?, _ title: String, _ days: Int) -> KeyCommand {
            KeyCommand(input: input, title: hint, discoverabilityTitle: title) { [unowned self] in move(byDays: days) }
        }
        let back = { [unowned self] in _ = navigationController?.popViewController(animated: true) }
        return [
            command(KeyCommand.inputLeftArrow, hint.day, words.previousDay, -1),
            command(KeyCommand.inputRightArrow, hint.day, words.nextDay, 1),
            command(KeyCommand.inputUpArrow, hint.week, words.previousWeek, -7),
            command(KeyCommand.inputDownArrow, hint.week, words.nextWeek, 7),
        ] + leading + [
            KeyCommand(
                input: KeyCommand.inputEnter, title: hint.shifts, discoverabilityTitle: words.dayShifts, action: openDay
            ),
            command("h", nil, words.previousDay, -1), command("l", nil, words.nextDay, 1),
            command("k", nil, words.previousWeek, -7), command("j", nil, words.nextWeek, 7),
        ] + trailing + [
            KeyCommand(input: "q", title: strings.backTitle, discoverabilityTitle: strings.backTitle, action: back)
        ]
    }

    /// Under the keys in `?`: what each mark on a day means.
    var keyNotes: [(mark: String, meaning: String)] {
        CalendarDayView.PlanMark.allCases.map { ($0.glyph, strings.planMarkMeaning($0)) }
    }

    var keyNotesTitle: String? { strings.planMarksTitle }
}

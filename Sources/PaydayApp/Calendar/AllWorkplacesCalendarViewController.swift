import Layout
import Payroll
import PayrollWords

/// The month of every workplace at once, for a worker with several jobs: the grid of
/// `MonthCalendarViewController` (six weeks of seven equal columns), each day with one column
/// per workplace on its marks line, in that workplace's colour (`WorkplaceColors`), the mark
/// saying what became of the day there: worked `●`, planned `○`, missed `×`, excused `−`, a
/// paid holiday `◇` (a schedule's day, or a shift recorded or entered ahead); then the day's
/// hours and pay across the workplaces shown. The legend under the grid names each workplace in
/// its colour and column. Tab (or `w`) filters: one workplace, the next, then all again.
/// Enter pushes the selected day's shifts of the workplace shown (the home screen's selected
/// card when all are shown). Pushed from the home screen (`C`); observes the records.
final class AllWorkplacesCalendarViewController: MonthScreen {
    /// The workplace the filter shows, by name; nil for all.
    private(set) var filter: String?
    /// The marks of each day of the month on screen, by workplace column.
    private(set) var marks: [LocalDate: [CalendarDayView.WorkplaceMark]] = [:]
    /// Called with the workplace (nil: all are shown) and the selected day on Enter.
    var onOpenDay: ((String?, LocalDate) -> Void)?

    let legendView = WorkplaceLegendView()

    override func viewDidLoad() {
        super.viewDidLoad()
        placeColumn(content: monthGrid, footers: [legendView, statusLabel])
        legendView.snp.makeConstraints { $0.height.equalTo(1) }
        showSelection()
    }

    /// The workplaces shown: all, or the filter's.
    var shownWorkplaces: [Workplace] {
        let all = records.workplaces
        guard let filter else { return all }
        return all.filter { $0.name == filter }
    }

    /// The colour of each workplace, by its place in the file (the same whatever the filter).
    private func color(of workplace: Workplace) -> SemanticColor {
        WorkplaceColors.color(at: records.workplaces.firstIndex { $0.name == workplace.name } ?? 0)
    }

    override var shownName: String { filter ?? strings.allWorkplacesTitle }

    override func dayContent(_ day: CalendarDayView.Content) -> CalendarDayView.Content {
        var day = day
        day.workplaceMarks = day.isInMonth ? marks[day.date] ?? [] : []
        return day
    }

    /// The grid and the day's line, and the legend of the workplaces shown.
    override func showSelection() {
        super.showSelection()
        legendView.entries = shownWorkplaces.map { ($0.name, color(of: $0)) }
        legendView.prefix = filter == nil ? strings.legendAll : strings.legendOne
    }

    /// Each shown workplace's marks and the days' figures across them, for the month on screen.
    override func computeMonth() {
        guard let month = MonthGridView.monthRange(of: selectedDate) else { return }
        let places = shownWorkplaces
        var marks: [LocalDate: [CalendarDayView.WorkplaceMark]] = [:]
        var figures: [LocalDate: DayFigures] = [:]
        let basis = records.basis
        for (column, place) in places.enumerated() {
            let color = color(of: place)
            for (date, mark) in Self.marks(of: place, in: month, basis: basis) {
                var row = marks[date] ?? Array(repeating: .init(mark: nil, color: color), count: places.count)
                row[column] = .init(mark: mark, color: color)
                marks[date] = row
            }
            for (date, day) in MonthCalendarViewController.figures(
                of: place, year: selectedDate.year, month: selectedDate.month, basis: basis)
            {
                let sum = figures[date] ?? DayFigures()
                figures[date] = DayFigures(paidMinutes: sum.paidMinutes + day.paidMinutes, pay: sum.pay + day.pay)
            }
        }
        // Columns with nothing keep the colour of their own workplace.
        for (date, row) in marks {
            marks[date] = row.enumerated().map { column, mark in
                mark.mark == nil ? .init(mark: nil, color: color(of: places[column])) : mark
            }
        }
        self.marks = marks
        self.figures = figures
    }

    /// What each day of `range` holds at `workplace`: the schedule's plan and what became of it,
    /// else a shift recorded (worked once ended, planned before), else an absence (excused).
    static func marks(of workplace: Workplace, in range: ClosedRange<LocalDate>, basis: PayBasis)
        -> [LocalDate: CalendarDayView.PlanMark]
    {
        let now = basis.now
        var marks: [LocalDate: CalendarDayView.PlanMark] = [:]
        for absence in workplace.absences where range.contains(absence.date) { marks[absence.date] = .excused }
        for shift in workplace.shifts(startingFrom: range.lowerBound, through: range.upperBound) {
            marks[shift.date] = shift.end > now ? .planned : .worked
        }
        if let open = workplace.openShift, range.contains(open.date) { marks[open.date] = .worked }
        for day in basis.plannedDays(of: workplace, in: range) {
            marks[day.date] = CalendarDayView.PlanMark(day)
        }
        return marks
    }

    override func records(_ records: Records, didChange change: RecordsChange) {
        if let filter, records.workplace(named: filter) == nil { self.filter = nil }
        super.records(records, didChange: change)
    }

    /// After the date, holiday name and today: each shown workplace's mark in words, then the
    /// hours and pay across them.
    override var selectedDayDetails: [String] {
        zip(shownWorkplaces, marks[selectedDate] ?? []).compactMap { place, mark in
            mark.mark.map { "\(place.name) \(strings.planMarkWord($0))" }
        } + selectedDayPay
    }

    /// Tab: all workplaces, then each in the file's order, then all again.
    func nextFilter() {
        let names = records.workplaces.map(\.name)
        if let filter, let index = names.firstIndex(of: filter) {
            self.filter = index + 1 < names.count ? names[index + 1] : nil
        } else {
            filter = names.first
        }
        showMonthAgain()
    }

    override var keyCommands: [KeyCommand]? {
        calendarKeyCommands(
            leading: [
                KeyCommand(
                    input: KeyCommand.inputTab, title: strings.filterHint, discoverabilityTitle: strings.filterKeyTitle
                ) { [unowned self] in nextFilter() }
            ],
            openDay: { [unowned self] in onOpenDay?(filter, selectedDate) },
            trailing: [
                KeyCommand(input: "w", discoverabilityTitle: strings.filterKeyTitle) { [unowned self] in nextFilter() }
            ])
    }

    override var keyNotes: [(mark: String, meaning: String)] { super.keyNotes + [strings.columnsNote] }
}

/// The colours that tell workplaces apart on the calendar of every workplace: semantic colours
/// (each resolved for a light or dark terminal, and its 16-colour stand-in), by the workplace's
/// place in the file, round again after the last.
enum WorkplaceColors {
    static let purple = SemanticColor(
        name: "workplacePurple", light: (130, 40, 170, ansi: .magenta), dark: (200, 130, 255, ansi: .brightMagenta),
        monochromeAttributes: [])
    static let orange = SemanticColor(
        name: "workplaceOrange", light: (170, 80, 0, ansi: .red), dark: (255, 160, 60, ansi: .brightRed),
        monochromeAttributes: [])
    static let palette: [SemanticColor] = [.tint, purple, .systemGreen, orange, .systemBlue, .systemYellow]

    static func color(at index: Int) -> SemanticColor { palette[index % palette.count] }
}

/// The legend under the calendar of every workplace: `Columns: ■ CU  ■ GS25 …`, each name after
/// a square in its workplace's colour, in the marks' column order.
final class WorkplaceLegendView: View {
    var entries: [(name: String, color: SemanticColor)] = [] {
        didSet { if entries.map(\.name) != oldValue.map(\.name) { setNeedsDisplay() } }
    }
    var prefix = "" { didSet { if prefix != oldValue { setNeedsDisplay() } } }

    override func draw(in region: CanvasRegion) {
        var x = 0
        let width = region.frame.width
        let secondary = Style(SemanticColor.secondaryLabel, traits: region.traitCollection)
        region.draw(prefix, in: CellRect(x: 0, y: 0, width: width, height: 1), style: secondary)
        x += displayWidth(prefix) + 1
        for entry in entries where x < width {
            region.draw("■", x: x, y: 0, style: Style(entry.color, traits: region.traitCollection))
            x += 2
            region.draw(entry.name, in: CellRect(x: x, y: 0, width: max(width - x, 0), height: 1))
            x += displayWidth(entry.name) + 2
        }
    }
}

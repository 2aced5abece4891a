import FoundationEssentials

/// A date chosen on a month grid (`UIDatePicker` in its inline calendar style), 20 cells by 8
/// rows: the month's title between `‹` and `›`, the weekdays, and six rows of weeks.
///
/// ```
/// ‹   November 2026  ›
/// Su Mo Tu We Th Fr Sa
///  1  2  3  4  5  6  7
///  8  9 10 11 12 13 14
/// ...
/// ```
///
/// The selected day is in the picker's `tintColor`, reversed while the picker is focused and
/// bold and underlined otherwise; the arrows that can be followed are tinted too. The weekdays
/// are `SemanticColor.secondaryLabel`; days outside `minimumDate...maximumDate` (and everything
/// of a disabled picker) `.tertiaryLabel`, and cannot be chosen. The colours resolve for the
/// picker's traits when drawn (on a monochrome screen: the tint bold, the others dim). Keys: ←/→ a day, ↑/↓ a
/// week, PgUp/PgDn a month (the day kept, or the month's last), Home/End the month's first and
/// last day, each held inside the allowed range. A click on a day chooses it; on `‹` or `›`, the
/// same day a month before or after. A choice of the user's sends `.valueChanged`; setting
/// `date` in code sends nothing, as in UIKit.
///
/// The first day of the week comes from `calendar`, the words from `languageCode` (else the
/// calendar's locale): the month's title and the weekday names are in Korean for Korean (`2026년 11월` and `일 월 화`),
/// in English for any other (`DatePickerWords`). Dates are days of `calendar`: `date`
/// is the start of the chosen day in the calendar's time zone.
open class DatePicker: Control {
    /// The calendar whose days, weeks, time zone and locale the picker shows. The default is
    /// the user's current calendar.
    /// Changing it keeps the chosen year, month and day.
    public var calendar: Calendar = .current { didSet { setNeedsDisplay() } }
    /// The language of the picker's words, the month's title and the weekdays (UIKit's `locale`,
    /// by its language: a program on FoundationEssentials alone has no locale data, and there
    /// every `Locale` reads as `en_001` whatever it was made from, so the picker is told its
    /// language itself); nil: the calendar's locale's.
    public var languageCode: Locale.LanguageCode? { didSet { setNeedsDisplay() } }
    /// The earliest day that can be chosen; nil for no limit.
    public var minimumDate: Date? { didSet { clampSelection() } }
    /// The latest day that can be chosen; nil for no limit.
    public var maximumDate: Date? { didSet { clampSelection() } }

    /// A year, month and day of the calendar.
    struct Day: Hashable, Comparable {
        var year: Int
        var month: Int
        var day: Int

        init(year: Int, month: Int, day: Int) {
            self.year = year
            self.month = month
            self.day = day
        }

        init(date: Date, in calendar: Calendar) {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            self.init(year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1)
        }

        static func < (lhs: Day, rhs: Day) -> Bool {
            (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
        }
    }

    private var selected: Day

    /// The chosen day, as its start in the calendar's time zone. Setting it (to a date outside
    /// the limits: the nearest allowed day) sends nothing.
    public var date: Date {
        get { start(of: selected) }
        set { setDate(newValue, animated: false) }
    }

    /// A picker showing `date` (today by default).
    public init(date: Date = Date()) {
        selected = Day(date: date, in: .current)
        super.init(frame: .zero)
        configurePriorities()
    }

    /// A picker of today at `frame`.
    public override init(frame: Rect) {
        selected = Day(date: Date(), in: .current)
        super.init(frame: frame)
        configurePriorities()
    }

    private func configurePriorities() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Shows `date`'s day (held inside the limits); sends nothing. The grid has no animation to
    /// run, so `animated` changes nothing.
    public func setDate(_ date: Date, animated: Bool) {
        selected = Day(date: date, in: calendar)
        clampSelection()
        setNeedsDisplay()
    }

    // MARK: Days of the calendar

    private func start(of day: Day) -> Date {
        calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) ?? Date()
    }

    private func daysInMonth(year: Int, month: Int) -> Int {
        let first = start(of: Day(year: year, month: month, day: 1))
        return calendar.range(of: .day, in: .month, for: first)?.count ?? 30
    }

    /// The day `days` days after `day`.
    private func adding(days: Int, to day: Day) -> Day {
        Day(date: calendar.date(byAdding: .day, value: days, to: start(of: day)) ?? start(of: day), in: calendar)
    }

    /// The same day `months` months after `day`, or the last day of that month.
    private func adding(months: Int, to day: Day) -> Day {
        let index = day.year * 12 + (day.month - 1) + months
        let year = index / 12, month = index % 12 + 1
        return Day(year: year, month: month, day: min(day.day, daysInMonth(year: year, month: month)))
    }

    private var lowest: Day? { minimumDate.map { Day(date: $0, in: calendar) } }
    private var highest: Day? { maximumDate.map { Day(date: $0, in: calendar) } }

    private func isAllowed(_ day: Day) -> Bool {
        !(lowest.map { day < $0 } ?? false) && !(highest.map { day > $0 } ?? false)
    }

    private func clamped(_ day: Day) -> Day {
        var result = day
        if let highest, result > highest { result = highest }
        if let lowest, result < lowest { result = lowest }
        return result
    }

    private func clampSelection() {
        let held = clamped(selected)
        if held != selected {
            selected = held
            setNeedsDisplay()
        }
    }

    /// Chooses `day` (held inside the limits) for the user: `.valueChanged` when it changed.
    private func choose(_ day: Day) {
        let held = clamped(day)
        guard held != selected else { return }
        selected = held
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    // MARK: Input

    /// The keys of the type's description; others (and all while disabled) go up the chain.
    open override func pressesBegan(_ press: KeyPress) {
        guard isEnabled, press.modifierFlags.isEmpty else { return super.pressesBegan(press) }
        switch press.input {
        case KeyCommand.inputLeftArrow: choose(adding(days: -1, to: selected))
        case KeyCommand.inputRightArrow: choose(adding(days: 1, to: selected))
        case KeyCommand.inputUpArrow: choose(adding(days: -7, to: selected))
        case KeyCommand.inputDownArrow: choose(adding(days: 7, to: selected))
        case KeyCommand.inputPageUp: choose(adding(months: -1, to: selected))
        case KeyCommand.inputPageDown: choose(adding(months: 1, to: selected))
        case KeyCommand.inputHome: choose(Day(year: selected.year, month: selected.month, day: 1))
        case KeyCommand.inputEnd:
            choose(
                Day(
                    year: selected.year, month: selected.month,
                    day: daysInMonth(year: selected.year, month: selected.month)))
        default: super.pressesBegan(press)
        }
    }

    /// A click on a day chooses it (not one outside the limits); on `‹` or `›`, a month back or on.
    open override func clicked(at location: Point) {
        guard isEnabled else { return }
        let x = Int(location.x.rounded(.down)), y = Int(location.y.rounded(.down))
        if y == 0 {
            if x <= 1 { choose(adding(months: -1, to: selected)) }
            if x >= Self.gridWidth - 2 { choose(adding(months: 1, to: selected)) }
            return
        }
        guard y >= 2, x >= 0, x < Self.gridWidth, x % 3 != 2 else { return }
        let day = (y - 2) * 7 + x / 3 - leadingBlanks + 1
        guard day >= 1, day <= daysInMonth(year: selected.year, month: selected.month) else { return }
        let target = Day(year: selected.year, month: selected.month, day: day)
        if isAllowed(target) { choose(target) }
    }

    // MARK: Drawing

    static let gridWidth = 20
    static let gridHeight = 8

    /// 20 by 8.
    open override var intrinsicContentSize: Size {
        Size(width: Double(Self.gridWidth), height: Double(Self.gridHeight))
    }

    /// The empty cells before the month's first day in its first week.
    private var leadingBlanks: Int {
        let weekday = calendar.component(
            .weekday, from: start(of: Day(year: selected.year, month: selected.month, day: 1)))
        return (weekday - calendar.firstWeekday + 7) % 7
    }

    /// The words of `languageCode`, else of the calendar's locale: Korean for Korean, English
    /// for any other.
    private var words: any DatePickerWords {
        languageCode.map { datePickerWords(for: $0) } ?? datePickerWords(for: calendar.locale ?? .current)
    }

    /// The month and year in the calendar's locale (`November 2026`, `2026년 11월`).
    var monthTitle: String { words.monthTitle(year: selected.year, month: selected.month) }

    /// The weekdays from the calendar's first, each cut to two cells (`Su`, `일`).
    var weekdayTitles: [String] {
        let symbols = words.shortWeekdays
        return (0..<7).map { offset in
            let symbol = symbols[(calendar.firstWeekday - 1 + offset) % 7]
            var title = "", cells = 0
            for character in symbol {
                if cells + character.displayWidth > 2 { break }
                title.append(character)
                cells += character.displayWidth
            }
            return title
        }
    }

    open override func draw(in region: CanvasRegion) {
        let width = Self.gridWidth
        let faded = region.style(.tertiaryLabel)
        let titleStyle = isEnabled ? Style(attributes: isFirstResponder ? .bold : []) : faded
        let arrowStyle = isEnabled ? region.style(tintColor) : faded
        // An arrow leads somewhere unless a limit holds the chosen day where it is.
        let previous = clamped(adding(months: -1, to: selected)), next = clamped(adding(months: 1, to: selected))
        region.draw("‹", x: 0, y: 0, style: previous != selected ? arrowStyle : faded)
        region.draw(
            monthTitle, in: CellRect(x: 2, y: 0, width: width - 4, height: 1), style: titleStyle, alignment: .center)
        region.draw("›", x: width - 1, y: 0, style: next != selected ? arrowStyle : faded)
        let weekdayStyle = region.style(.secondaryLabel)
        for (column, title) in weekdayTitles.enumerated() {
            region.draw(
                title, in: CellRect(x: column * 3, y: 1, width: 2, height: 1), style: weekdayStyle, alignment: .trailing
            )
        }
        let blanks = leadingBlanks
        for day in 1...daysInMonth(year: selected.year, month: selected.month) {
            let slot = blanks + day - 1
            let current = Day(year: selected.year, month: selected.month, day: day)
            var style = isAllowed(current) && isEnabled ? Style.plain : faded
            if current == selected {
                // Disabled, the chosen day is still marked, in the faded colour.
                style =
                    isEnabled
                    ? contentStyle(region.style(tintColor, attributes: isFirstResponder ? [] : [.underline, .bold]))
                    : faded.adding(.underline)
            }
            let text = day < 10 ? " \(day)" : "\(day)"
            region.draw(text, x: slot % 7 * 3, y: 2 + slot / 7, style: style)
        }
    }

    override var debugDetails: String { "date = \(selected.year)-\(selected.month)-\(selected.day)" }
}

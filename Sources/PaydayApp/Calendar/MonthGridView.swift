import Layout
import Payroll

/// A month as the calendars show it: the weekday headings, then six weeks of seven days (Monday
/// first, as the payroll's weeks run). The columns are seven equal shares of the grid's width and
/// the weeks six of its height, made with `dividedBy` against the grid, so a resize needs no code.
final class MonthGridView: View {
    static let weeks = 6
    static let daysPerWeek = 7

    let headingsView = View()
    let headingLabels = (0..<daysPerWeek).map { _ in Label(style: Style(attributes: [.dim])) }
    let gridView = View()
    let dayViews = (0..<weeks * daysPerWeek).map { _ in CalendarDayView() }

    init(strings: AppStrings) {
        super.init(frame: .zero)
        addConstrainedSubviews([headingsView, gridView])
        headingsView.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
            $0.height.equalTo(1)
        }
        gridView.snp.makeConstraints {
            $0.top.equalTo(headingsView.snp.bottom)
            $0.bottom.equalToSuperview()
            $0.directionalHorizontalEdges.equalTo(headingsView)
        }
        Self.placeInColumns(headingLabels, rows: 1, in: headingsView)
        Self.placeInColumns(dayViews, rows: Self.weeks, in: gridView)
        for (label, heading) in zip(headingLabels, strings.weekdayHeadings) { label.text = heading }
        for dayView in dayViews { dayView.strings = strings }
    }

    /// Places `views` row by row in seven columns, each `1/7` of `container`'s width and `1/rows`
    /// of its height; each column starts where the one before it ends, so the shares add up to
    /// the width exactly (the cells round to whole columns when drawn).
    private static func placeInColumns(_ views: [View], rows: Int, in container: View) {
        container.addConstrainedSubviews(views)
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

    /// The Monday on or before the 1st of `date`'s month: the grid's first cell.
    static func firstShownDate(for date: LocalDate) -> LocalDate {
        LocalDate(year: date.year, month: date.month, day: 1).map(\.mondayOfWeek) ?? date.mondayOfWeek
    }

    /// Fills every cell of the month holding `selected` with what `content` makes of its date.
    func show(month selected: LocalDate, _ content: (LocalDate) -> CalendarDayView.Content) {
        let first = Self.firstShownDate(for: selected)
        for (offset, dayView) in dayViews.enumerated() { dayView.content = content(first.adding(days: offset)) }
    }

    /// Where a calendar opens on `month`: today when today is in it (or no month is given), else
    /// its 1st.
    static func openingDate(month: (year: Int, month: Int)?, today: LocalDate) -> LocalDate {
        if let month, month != (today.year, today.month),
            let first = LocalDate(year: month.year, month: month.month, day: 1)
        {
            return first
        }
        return today
    }

    /// The first and last day of the month of `date`.
    static func monthRange(of date: LocalDate) -> ClosedRange<LocalDate>? {
        guard let first = LocalDate(year: date.year, month: date.month, day: 1),
            let last = LocalDate(
                year: date.year, month: date.month, day: LocalDate.daysIn(year: date.year, month: date.month))
        else { return nil }
        return first...last
    }
}

import Layout
import Payroll

/// One day of the month calendar: its number on the first line (today `•`, a public holiday `*`,
/// so a monochrome terminal tells them apart; Sundays and holidays red, Saturdays blue), then
/// its hours and its pay on the lines that fit. The selected day is drawn reversed. A day of the
/// next or previous month is dimmed and shows no figures. The last cell column is a gap.
final class CalendarDayView: View {
    struct Content: Equatable {
        var date: LocalDate
        var isInMonth: Bool
        var isToday: Bool
        var isHoliday: Bool
        var isSelected: Bool
        var figures: DayFigures?
    }

    var content: Content? { didSet { if content != oldValue { setNeedsDisplay() } } }
    var strings = AppStrings(.english)

    /// Narrower than this, hours and pay are abbreviated (`7.5h`, `83k`).
    static let fullFiguresWidth = 10

    override func draw(in region: CanvasRegion) {
        guard let content else { return }
        let width = max(region.frame.width - 1, 0)
        let height = region.frame.height
        guard width > 0, height > 0 else { return }
        let selected: TextAttributes = content.isSelected ? [.reverse] : []
        if content.isSelected {
            region.fill(CellRect(x: 0, y: 0, width: width, height: height), style: Style(attributes: .reverse))
        }
        var numberStyle = Style(attributes: selected)
        if !content.isInMonth { numberStyle.attributes.insert(.dim) }
        if content.isHoliday || content.date.weekday == .sunday {
            numberStyle.foreground = SemanticColor.systemRed.resolvedColor(with: region.traitCollection)
        } else if content.date.weekday == .saturday {
            numberStyle.foreground = SemanticColor.systemBlue.resolvedColor(with: region.traitCollection)
        }
        if content.isToday { numberStyle.attributes.formUnion([.bold, .underline]) }
        let marks = (content.isToday ? "•" : "") + (content.isHoliday ? "*" : "")
        region.draw(
            "\(content.date.day)\(marks)", in: CellRect(x: 0, y: 0, width: width, height: 1), style: numberStyle)
        guard content.isInMonth, let figures = content.figures, figures.paidMinutes > 0 else { return }
        let narrow = width < Self.fullFiguresWidth
        let figureStyle = Style(attributes: selected)
        let hours = strings.dayHours(minutes: figures.paidMinutes, narrow: narrow)
        let pay = strings.dayPay(figures.pay, narrow: narrow)
        // Two lines: the pay, which is what a worker looks for; three or more: hours, then pay.
        let lines = height >= 3 ? [hours, pay] : height == 2 ? [pay] : []
        for (index, line) in lines.enumerated() {
            region.draw(
                line, in: CellRect(x: 0, y: index + 1, width: width, height: 1), style: figureStyle,
                alignment: .trailing)
        }
    }
}

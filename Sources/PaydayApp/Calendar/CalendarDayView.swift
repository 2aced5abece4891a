import Layout
import Payroll

/// One day of the month calendar: its number on the first line (today `•`, a public holiday `*`,
/// so a monochrome terminal tells them apart; Sundays and holidays red, Saturdays blue), then
/// its hours and its pay on the lines that fit; a day the schedule planned carries its mark
/// (planned, worked, missed, excused, paid day off) after its number. The selected day is drawn reversed. A day of the
/// next or previous month is dimmed and shows no figures. The last cell column is a gap.
final class CalendarDayView: View {
    struct Content: Equatable {
        var date: LocalDate
        var isInMonth: Bool
        var isToday: Bool
        var isHoliday: Bool
        var isSelected: Bool
        var figures: DayFigures?
        /// What the schedule planned on the day and what became of it; nil for no plan.
        var plan: PlanMark? = nil
        /// The calendar of every workplace: each workplace's mark in its own column of the
        /// marks line, in its colour (nil where it has nothing that day); empty otherwise.
        var workplaceMarks: [WorkplaceMark] = []
    }

    /// One workplace's mark on a day of the calendar of every workplace.
    struct WorkplaceMark: Equatable {
        var mark: PlanMark?
        var color: SemanticColor
    }

    /// The schedule's mark on a day, drawn after its number in a glyph of its own
    /// (so a monochrome terminal tells them apart) and a colour; `?` lists them.
    enum PlanMark: CaseIterable, Equatable {
        case planned, worked, missed, excused, dayOff

        /// A day still ahead that already has a reason not to be worked shows as excused.
        init(_ day: PlannedDay) {
            switch day.standing {
            case .ahead: self = .planned
            case .worked: self = .worked
            case .missed: self = .missed
            case .excused: self = .excused
            case .dayOff: self = .dayOff
            }
        }

        var glyph: String {
            switch self {
            case .planned: "○"
            case .worked: "●"
            case .missed: "×"
            case .excused: "−"
            case .dayOff: "◇"
            }
        }

        /// The mark's colour, named for what it means (resolved for the terminal's traits when
        /// drawn: dim, bold or nothing on a monochrome screen, where the glyph tells them apart).
        var color: SemanticColor {
            switch self {
            case .planned: .tertiaryLabel
            case .worked: .success
            case .missed: .destructive
            case .excused: .systemYellow
            case .dayOff: .tint
            }
        }

        /// Bold for a missed day, which matters most.
        var attributes: TextAttributes { self == .missed ? [.bold] : [] }
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
            numberStyle = numberStyle.withForeground(.systemRed, traits: region.traitCollection)
        } else if content.date.weekday == .saturday {
            numberStyle = numberStyle.withForeground(.systemBlue, traits: region.traitCollection)
        }
        if content.isToday { numberStyle.attributes.formUnion([.bold, .underline]) }
        let marks = (content.isToday ? "•" : "") + (content.isHoliday ? "*" : "")
        let number = "\(content.date.day)\(marks)"
        region.draw(number, in: CellRect(x: 0, y: 0, width: width, height: 1), style: numberStyle)
        // The mark one cell after the number, so it reads as the day's, never the next one's.
        let markX = displayWidth(number) + 1
        if content.isInMonth, let plan = content.plan, markX < width {
            let style = region.style(plan.color, attributes: plan.attributes.union(selected))
            region.draw(plan.glyph, in: CellRect(x: markX, y: 0, width: width - markX, height: 1), style: style)
        }
        guard content.isInMonth else { return }
        // Every workplace's mark in its own column (a mark's glyph says what it is, its colour
        // and column whose it is), on the line under the number.
        var firstFigureLine = 1
        if !content.workplaceMarks.isEmpty {
            firstFigureLine = 2
            for (index, mark) in content.workplaceMarks.enumerated() where index < width && height > 1 {
                guard let glyph = mark.mark?.glyph else { continue }
                let attributes = (mark.mark?.attributes ?? []).union(selected)
                region.draw(glyph, x: index, y: 1, style: region.style(mark.color, attributes: attributes))
            }
        }
        guard let figures = content.figures, figures.paidMinutes > 0 else { return }
        let narrow = width < Self.fullFiguresWidth
        let figureStyle = Style(attributes: selected)
        let hours = strings.dayHours(minutes: figures.paidMinutes, narrow: narrow)
        let pay = strings.dayPay(figures.pay, narrow: narrow)
        // Two lines: the pay, which is what a worker looks for; three or more: hours, then pay.
        let room = height - firstFigureLine
        let lines = room >= 2 ? [hours, pay] : room == 1 ? [pay] : []
        for (index, line) in lines.enumerated() {
            region.draw(
                line, in: CellRect(x: 0, y: index + firstFigureLine, width: width, height: 1), style: figureStyle,
                alignment: .trailing)
        }
    }
}

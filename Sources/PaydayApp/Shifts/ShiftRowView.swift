import Layout

/// Draws a shift row (see `ShiftRowCell`).
final class ShiftRowView: View {
    var line = "" { didSet { if line != oldValue { setNeedsDisplay() } } }
    var pay = "" { didSet { if pay != oldValue { setNeedsDisplay() } } }
    var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// A plan, not worked yet, or an absence: dimmed, with `mark` before the line.
    var isPlanned = false { didSet { if isPlanned != oldValue { setNeedsDisplay() } } }

    /// Secondary text (a second line under a row): in the secondary label colour.
    var isSecondary = false { didSet { if isSecondary != oldValue { setNeedsDisplay() } } }

    /// The mark before a planned row (the calendar's mark for a planned day).
    static let plannedMark = "○"
    /// The mark before an absence's row (the calendar's mark for an excused day).
    static let absenceMark = "−"
    /// The mark before a missed day's row (planned, passed, nothing recorded, no reason given).
    static let missedMark = "×"

    /// The mark a dimmed row of the shift list shows, by what the row is.
    static func mark(of row: ShiftListRows.Row) -> String {
        switch row.kind {
        case .absent: absenceMark
        case .missed: missedMark
        case .worked, .recordedAhead, .scheduled: plannedMark
        }
    }
    /// The mark a dimmed row shows.
    var mark = ShiftRowView.plannedMark { didSet { if mark != oldValue { setNeedsDisplay() } } }

    /// Cells between the line and the pay, and before the line.
    static let gap = 2

    override func draw(in region: CanvasRegion) {
        let width = region.frame.width
        var style = isSelected ? Style(attributes: [.reverse]) : .plain
        if isSecondary && !isSelected {
            style = Style(SemanticColor.secondaryLabel, traits: region.traitCollection)
        }
        if isPlanned {
            style = Style(
                SemanticColor.secondaryLabel, attributes: style.attributes.union(.dim), traits: region.traitCollection)
        }
        if isSelected { region.fill(CellRect(x: 0, y: 0, width: width, height: 1), style: style) }
        let payWidth = min(displayWidth(pay), width)
        let payX = width - payWidth
        region.draw(pay, in: CellRect(x: payX, y: 0, width: payWidth, height: 1), style: style)
        if isSecondary && !isSelected {
            style = Style(SemanticColor.secondaryLabel, traits: region.traitCollection)
        }
        if isPlanned { region.draw(mark, x: 0, y: 0, style: style) }
        region.draw(line, in: CellRect(x: Self.gap, y: 0, width: max(payX - 2 * Self.gap, 0), height: 1), style: style)
    }
}

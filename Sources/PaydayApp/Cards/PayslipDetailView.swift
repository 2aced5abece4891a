import Layout
import Payroll

/// The card's middle section content: the pay period line, then the detail table in three
/// columns (label, time, amount), times and amounts right-aligned so digits line up, then one
/// line per warning of the period (`! ...`, cut with `…` when narrow). Its
/// intrinsic height is its line count; it has no intrinsic width and cuts labels with `…`
/// when narrow, never the figures.
final class PayslipDetailView: View {
    var period = "" { didSet { if period != oldValue { contentDidChange() } } }
    var rows: [CardRow] = [] { didSet { if rows != oldValue { contentDidChange() } } }
    /// The period's warnings and notes, one a line under the table (cut with `…` if narrow).
    var notes: [String] = [] { didSet { if notes != oldValue { contentDidChange() } } }

    /// Cells between columns.
    static let columnGap = 2

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    var lineCount: Int { rows.count + 1 + notes.count }

    override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Double(lineCount))
    }

    override func draw(in region: CanvasRegion) {
        let width = region.frame.width
        region.draw(period, in: CellRect(x: 0, y: 0, width: width, height: 1), style: Style(attributes: [.dim]))
        let amountWidth = rows.map { displayWidth($0.amount) }.max() ?? 0
        let timeWidth = rows.map { displayWidth($0.time) }.max() ?? 0
        let amountX = max(width - amountWidth, 0)
        let timeX = max(amountX - Self.columnGap - timeWidth, 0)
        let labelWidth = max(timeX - Self.columnGap, 0)
        for (index, row) in rows.enumerated() {
            let y = index + 1
            let style = row.isBold ? Style(attributes: [.bold]) : .plain
            region.draw(row.label, in: CellRect(x: 0, y: y, width: labelWidth, height: 1), style: style)
            region.draw(
                row.time, in: CellRect(x: timeX, y: y, width: timeWidth, height: 1), style: style, alignment: .trailing)
            region.draw(
                row.amount, in: CellRect(x: amountX, y: y, width: amountWidth, height: 1), style: style,
                alignment: .trailing)
        }
        for (index, note) in notes.enumerated() {
            region.draw(
                "! " + note, in: CellRect(x: 0, y: rows.count + 1 + index, width: width, height: 1),
                style: region.style(.warning))
        }
    }
}

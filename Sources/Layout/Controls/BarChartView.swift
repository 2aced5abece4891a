/// A bar chart drawn in eighths of a cell: one column per entry rising from a baseline (or
/// hanging below it for a value under it), a labels row under the bars and, with a
/// `valueFormatter`, a row of values over them.
///
/// ```
///  9.5 12  3.1 -4
///  █   ▆
///  █ ▃ █
///  █ █ █
/// ───────────────   the baseline
///        ▀
///  Mo Tu We Th
/// ```
///
/// Layout: the intrinsic width is `barWidth` cells per entry with `barSpacing` between, the
/// intrinsic height `chartHeight` rows of bars, the baseline row, and the label and value rows
/// in use. It hugs its height (`.defaultHigh`) and stretches in width (hugging `.defaultLow`):
/// wider, the bars widen to share the width; narrower (its horizontal compression resistance
/// is `.defaultLow`, so other views keep their widths first), the spacing goes, then each
/// column stands for a run of neighbouring entries and shows their mean (and the first
/// one's label). Labels and values are drawn where they fit without touching the one before.
///
/// The scale is one for both sides: the rows above and below the baseline are shared in
/// proportion to the largest value above it and the largest below; a value other than the
/// baseline shows at least one eighth.
///
/// Colours, resolved for the view's traits when drawn: bars above the baseline in the view's
/// `tintColor`, bars below it in `SemanticColor.systemRed`, the baseline in `.separator`, the
/// labels in `.secondaryLabel`, the values in `.label` (`barColor` and `negativeBarColor`
/// choose others). On a monochrome screen the bars are bold, the baseline and labels dim.
open class BarChartView: View {
    /// One bar: its label (under it) and its value.
    public struct Entry: Hashable, Sendable {
        /// The label under the bar (`Mo`, `11월`); may be empty.
        public var label: String
        /// The bar's value.
        public var value: Double
        /// A bar of `value` labelled `label`.
        public init(label: String, value: Double) {
            self.label = label
            self.value = value
        }
    }

    /// The bars, leading to trailing.
    public var entries: [Entry] = [] {
        didSet {
            // A new value changes the drawing only: no layout (a live chart costs one draw).
            if entries.count != oldValue.count || entries.contains(where: { !$0.label.isEmpty }) != showedLabels {
                invalidateIntrinsicContentSize()
            }
            showedLabels = showsLabels
            setNeedsDisplay()
        }
    }
    /// Whether the labels row was part of the intrinsic height.
    private var showedLabels = false
    /// The value bars rise from (and fall below); drawn as a line.
    public var baseline: Double = 0 { didSet { setNeedsDisplay() } }
    /// Cells per bar at the intrinsic width.
    public var barWidth = 1 { didSet { contentDidChange() } }
    /// Cells between bars at the intrinsic width.
    public var barSpacing = 1 { didSet { contentDidChange() } }
    /// Rows of bars (both sides of the baseline together) at the intrinsic height.
    public var chartHeight = 8 { didSet { contentDidChange() } }
    /// Writes a value over its bar; nil (the default) leaves out the values row.
    public var valueFormatter: ((Double) -> String)? { didSet { contentDidChange() } }
    /// The colour of bars above the baseline; nil takes the view's `tintColor`.
    public var barColor: SemanticColor? { didSet { setNeedsDisplay() } }
    /// The colour of bars below the baseline; nil takes `SemanticColor.systemRed`.
    public var negativeBarColor: SemanticColor? { didSet { setNeedsDisplay() } }

    /// An empty chart; set `entries`.
    public init(entries: [Entry] = []) {
        self.entries = entries
        showedLabels = entries.contains { !$0.label.isEmpty }
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    }

    /// An empty chart at `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private var showsLabels: Bool { entries.contains { !$0.label.isEmpty } }

    /// `barWidth` per entry and `barSpacing` between them, by the rows in use.
    open override var intrinsicContentSize: Size {
        let count = entries.count
        let width = count * max(barWidth, 1) + max(count - 1, 0) * max(barSpacing, 0)
        let height = max(chartHeight, 1) + 1 + (showsLabels ? 1 : 0) + (valueFormatter == nil ? 0 : 1)
        return Size(width: Double(width), height: Double(height))
    }

    /// Where a column of the chart is and which entries it stands for.
    struct Column: Equatable {
        var x: Int
        var width: Int
        /// The entries the column shows (one, unless the chart is narrower than its entries).
        var entries: Range<Int>
    }

    /// The columns for `count` entries in `width` cells: the bars share the width when there is
    /// room for every bar and its spacing; else the spacing goes; else each column stands for
    /// a run of entries.
    static func columns(count: Int, width: Int, spacing: Int) -> [Column] {
        guard count > 0, width > 0 else { return [] }
        if count > width {
            return (0..<width).map { column in
                Column(x: column, width: 1, entries: (column * count / width)..<((column + 1) * count / width))
            }
        }
        let gap = count * (1 + spacing) - spacing <= width ? spacing : 0
        let slot = (width + gap) / count
        return (0..<count).map { Column(x: $0 * slot, width: slot - gap, entries: $0..<($0 + 1)) }
    }

    /// The value a column shows: its entry's, or the mean of its run of entries.
    private func value(of column: Column) -> Double {
        var total = 0.0
        for index in column.entries { total += entries[index].value }
        return total / Double(column.entries.count)
    }

    open override func draw(in region: CanvasRegion) {
        let width = region.frame.width
        let valueRows = valueFormatter == nil ? 0 : 1
        let labelRows = showsLabels ? 1 : 0
        let barRows = region.frame.height - valueRows - labelRows - 1
        guard width > 0, barRows >= 0 else { return }
        let columns = Self.columns(count: entries.count, width: width, spacing: max(barSpacing, 0))
        let values = columns.map(value(of:))
        let above = values.map { $0 - baseline }.max().map { max($0, 0) } ?? 0
        let below = values.map { baseline - $0 }.max().map { max($0, 0) } ?? 0
        // The rows above and below the baseline, in proportion, each side with a value getting one.
        var rowsAbove = barRows
        if below > 0 {
            rowsAbove = above > 0 ? Int((Double(barRows) * above / (above + below)).rounded()) : 0
            if above > 0 { rowsAbove = min(max(rowsAbove, 1), barRows - 1) }
        }
        let rowsBelow = barRows - rowsAbove
        let scale = min(
            above > 0 ? Double(rowsAbove * 8) / above : .infinity, below > 0 ? Double(rowsBelow * 8) / below : .infinity
        )
        let baselineRow = valueRows + rowsAbove
        region.draw(String(repeating: "─", count: width), x: 0, y: baselineRow, style: region.style(.separator))
        let upStyle = region.style(barColor ?? tintColor)
        let downStyle = region.style(negativeBarColor ?? .systemRed)
        for (column, value) in zip(columns, values) where value != baseline && scale.isFinite {
            let eighths = max(Int((abs(value - baseline) * scale).rounded()), 1)
            for x in column.x..<(column.x + column.width) {
                if value > baseline {
                    EighthBlocks.drawColumn(
                        in: region, x: x, baseRow: baselineRow, eighths: eighths, limitRows: rowsAbove, style: upStyle)
                } else {
                    EighthBlocks.drawColumn(
                        in: region, x: x, baseRow: baselineRow + 1, eighths: -eighths, limitRows: rowsBelow,
                        style: downStyle)
                }
            }
        }
        if let valueFormatter {
            drawTexts(
                columns.map { valueFormatter(value(of: $0)) }, columns: columns, row: 0, style: region.style(.label),
                in: region)
        }
        if labelRows > 0 {
            let labels = columns.map { entries[$0.entries.lowerBound].label }
            drawTexts(
                labels, columns: columns, row: region.frame.height - 1, style: region.style(.secondaryLabel),
                in: region)
        }
    }

    /// Each text centred on its column (or from its start when wider), skipping any that would
    /// touch the one drawn before it.
    private func drawTexts(_ texts: [String], columns: [Column], row: Int, style: Style, in region: CanvasRegion) {
        var nextFree = 0
        for (text, column) in zip(texts, columns) where !text.isEmpty {
            let textWidth = displayWidth(text)
            let x = column.x + max((column.width - textWidth) / 2, 0)
            guard x >= nextFree, x + textWidth <= region.frame.width else { continue }
            region.draw(text, x: x, y: row, style: style)
            nextFree = x + textWidth + 1
        }
    }

    override var debugDetails: String { "\(entries.count) entries" }
}

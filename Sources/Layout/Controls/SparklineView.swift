/// A small line of values in eighths of a cell, one column per value (`▁▂▄▇█▅▃`): a trend in
/// the space of a word. The lowest value shown takes one eighth, the highest the full height
/// (all rows of the view; one row at its intrinsic height); equal values sit at half height.
/// `minimumValue` and `maximumValue` fix the scale instead (a value outside is clamped).
///
/// Layout: the intrinsic size is one cell per value by one row; it hugs both ways
/// (`.defaultHigh`). Narrower (its horizontal compression resistance is `.defaultLow`), it
/// shows the latest values that fit: the trailing end of `values` is the most recent.
///
/// The line takes the view's `tintColor` unless `lineColor` is set (bold on a monochrome
/// screen).
open class SparklineView: View {
    /// The values, oldest first.
    public var values: [Double] = [] {
        didSet {
            if values.count != oldValue.count { invalidateIntrinsicContentSize() }
            setNeedsDisplay()
        }
    }
    /// The value drawn as the lowest eighth; nil: the least value shown.
    public var minimumValue: Double? { didSet { setNeedsDisplay() } }
    /// The value drawn at full height; nil: the greatest value shown.
    public var maximumValue: Double? { didSet { setNeedsDisplay() } }
    /// The colour of the line; nil takes the view's `tintColor`.
    public var lineColor: SemanticColor? { didSet { setNeedsDisplay() } }

    /// A sparkline of `values`.
    public init(values: [Double] = []) {
        self.values = values
        super.init(frame: .zero)
        configurePriorities()
    }

    /// An empty sparkline at `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
        configurePriorities()
    }

    private func configurePriorities() {
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    }

    /// One cell per value, one row.
    open override var intrinsicContentSize: Size { Size(width: Double(values.count), height: 1) }

    /// The eighths of each of `values` in a column of `rows` rows (see the type's description).
    static func eighths(of values: [Double], rows: Int, minimum: Double?, maximum: Double?) -> [Int] {
        guard let least = minimum ?? values.min(), let greatest = maximum ?? values.max(), rows > 0 else { return [] }
        let top = rows * 8
        return values.map { value in
            guard greatest > least else { return top / 2 }
            let fraction = (min(max(value, least), greatest) - least) / (greatest - least)
            return 1 + Int((fraction * Double(top - 1)).rounded())
        }
    }

    open override func draw(in region: CanvasRegion) {
        let rows = region.frame.height
        let shown = Array(values.suffix(region.frame.width))
        let style = region.style(lineColor ?? tintColor)
        let heights = Self.eighths(of: shown, rows: rows, minimum: minimumValue, maximum: maximumValue)
        for (x, eighths) in heights.enumerated() {
            EighthBlocks.drawColumn(in: region, x: x, baseRow: rows, eighths: eighths, limitRows: rows, style: style)
        }
    }

    override var debugDetails: String { "\(values.count) values" }
}

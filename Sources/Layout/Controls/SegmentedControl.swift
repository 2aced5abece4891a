/// A row of segments, one selected (`UISegmentedControl`), drawn `│ Day │[Week]│ Month │`:
/// the selected segment in brackets. ←/→ select the previous or next segment and send
/// `.valueChanged`; so does a click on a segment. Focused: the selected segment reversed.
///
/// Colours are semantic, resolved for the control's traits when drawn: the selected segment in
/// `selectedSegmentTintColor` (the view's `tintColor` when nil), the bars in `separator`, a
/// disabled control in `tertiaryLabel` (on a monochrome screen: the selected segment bold, the
/// bars and a disabled control dim).
///
/// Narrower than its one line (a form at 40 columns), it wraps whole segments onto more lines at
/// the width layout gave it, each line drawn `│ a │ b │`, as a wrapping label does: its
/// intrinsic width stays the one line's, its height is the number of lines at that width.
open class SegmentedControl: Control {
    /// The selected segment's colour (`UISegmentedControl.selectedSegmentTintColor`); nil takes
    /// the view's `tintColor`.
    public var selectedSegmentTintColor: SemanticColor? { didSet { setNeedsDisplay() } }
    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    private var titles: [String]
    /// The selected segment, or `noSegment`. Setting it sends no event (as UIKit).
    public var selectedSegmentIndex: Int {
        didSet {
            if !titles.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }

    /// Segments titled `items`, none selected (`noSegment`), as `UISegmentedControl(items:)`
    /// starts: set `selectedSegmentIndex` to show a choice.
    public init(items: [String]) {
        titles = items
        selectedSegmentIndex = Self.noSegment
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// The number of segments (`UISegmentedControl.numberOfSegments`).
    public var numberOfSegments: Int { titles.count }

    /// The title of the segment at `index`, or nil when there is no such segment.
    public func titleForSegment(at index: Int) -> String? { titles[safe: index] }

    /// Renames the segment at `index`; does nothing when there is no such segment.
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        guard titles.indices.contains(index) else { return }
        titles[index] = title
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Inserts a segment at `index`, clamped to `0...numberOfSegments`; the selection stays on
    /// the same segment. `animated` is ignored: the change shows at once.
    public func insertSegment(withTitle title: String, at index: Int, animated: Bool) {
        let position = min(max(index, 0), titles.count)
        titles.insert(title, at: position)
        if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Removes the segment at `index` (nothing when there is no such segment); removing the
    /// selected one leaves `noSegment` selected. `animated` is ignored.
    public func removeSegment(at index: Int, animated: Bool) {
        guard titles.indices.contains(index) else { return }
        titles.remove(at: index)
        if selectedSegmentIndex == index {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > index {
            selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Where each segment is: its line, where it starts (after its leading bar) and how wide it
    /// is, in cells, with the segments wrapped whole at `width` (one line when nil or when they fit).
    private func segmentSpans(width: Int?) -> [(line: Int, start: Int, width: Int)] {
        var x = 1
        var line = 0
        return titles.map { title in
            let cells = displayWidth(title) + 2
            if let width, x > 1, x + cells + 1 > width {
                line += 1
                x = 1
            }
            let span = (line, x, cells)
            x += cells + 1
            return span
        }
    }

    /// The width the segments wrap at: the width layout gave the control (the solved width, which
    /// may be ahead of the frame while a fitting size is measured), nil before it has one.
    private var wrapWidth: Int? {
        let solved = layoutVariables.map { $0.width.value } ?? bounds.width
        let width = translatesAutoresizingMaskIntoConstraints ? bounds.width : solved
        return width > 0 ? Int(width.rounded()) : nil
    }

    /// The width the height was last measured at (`needsRemeasureAfterSolve`).
    private var measuredAtWidth: Int??

    /// A control whose solved width is not the one its height was measured at needs another
    /// constraints-and-solve round (its segments may wrap onto another number of lines).
    override var needsRemeasureAfterSolve: Bool { measuredAtWidth != .some(wrapWidth) }

    /// The number of lines at the current width.
    private func lineCount(width: Int?) -> Int { (segmentSpans(width: width).last?.line ?? 0) + 1 }

    /// Every title plus a space either side and a bar between and around segments, on one line;
    /// as many lines high as the segments take at the width layout gave the control.
    open override var intrinsicContentSize: Size {
        let width = wrapWidth
        measuredAtWidth = .some(width)
        return Size(
            width: Double(titles.reduce(1) { $0 + displayWidth($1) + 3 }), height: Double(lineCount(width: width)))
    }

    /// The size the segments take wrapped at `size.width` (one line for a width of 0).
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 ? Int(size.width.rounded(.down)) : nil
        let spans = segmentSpans(width: width)
        let widest = spans.reduce(0) { max($0, $1.start + $1.width + 1) }
        return Size(width: Double(widest), height: Double(lineCount(width: width)))
    }

    /// Measures again when the width changed (the segments may wrap differently).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsRemeasureAfterSolve { invalidateIntrinsicContentSize() }
    }

    private func select(_ index: Int) {
        guard isEnabled, titles.indices.contains(index), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    /// ←/→ (no modifiers) select the previous or next segment and send `.valueChanged`; at
    /// either end the key is kept, not passed on. Other keys go up the responder chain.
    open override func pressesBegan(_ press: KeyPress) {
        guard isEnabled, press.modifierFlags.isEmpty else { return super.pressesBegan(press) }
        switch press.input {
        case KeyCommand.inputLeftArrow where selectedSegmentIndex > 0: select(selectedSegmentIndex - 1)
        case KeyCommand.inputRightArrow where selectedSegmentIndex < titles.count - 1: select(selectedSegmentIndex + 1)
        case KeyCommand.inputLeftArrow, KeyCommand.inputRightArrow: break  // at the end: kept, not passed on
        default: super.pressesBegan(press)
        }
    }

    /// A click on a segment selects it and sends `.valueChanged` (nothing when it is selected
    /// already or the control is disabled).
    open override func clicked(at location: Point) {
        let x = Int(location.x.rounded(.down)), y = Int(location.y.rounded(.down))
        let spans = segmentSpans(width: Int(bounds.width.rounded()))
        if let index = spans.firstIndex(where: { $0.line == y && x >= $0.start && x < $0.start + $0.width }) {
            select(index)
        }
    }

    /// Draws the segments between bars, line by line, the selected one in brackets in the tint.
    open override func draw(in region: CanvasRegion) {
        let bars = region.style(isEnabled ? .separator : .tertiaryLabel)
        let plain = isEnabled ? Style.plain : region.style(.tertiaryLabel)
        let selectedStyle = region.style(isEnabled ? selectedSegmentTintColor ?? tintColor : .tertiaryLabel)
        var line = -1
        for (index, span) in segmentSpans(width: region.frame.width).enumerated() {
            if span.line != line {
                line = span.line
                region.draw("│", x: 0, y: line, style: bars)
            }
            let selected = index == selectedSegmentIndex
            let text = selected ? "[" + titles[index] + "]" : " " + titles[index] + " "
            region.draw(
                text, x: span.start, y: line, style: selected && isEnabled ? contentStyle(selectedStyle) : plain)
            region.draw("│", x: span.start + span.width, y: line, style: bars)
        }
    }

    override var debugDetails: String { "selected = \(selectedSegmentIndex)" }
}

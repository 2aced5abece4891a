/// A row of segments, one selected (`UISegmentedControl`), drawn `│ Day │[Week]│ Month │`:
/// the selected segment in brackets. ←/→ select the previous or next segment and send
/// `.valueChanged`; so does a click on a segment. Focused: the selected segment reversed.
open class SegmentedControl: Control {
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
    public func titleForSegment(at index: Int) -> String? { titles.indices.contains(index) ? titles[index] : nil }

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

    /// Where each segment starts (after its leading bar) and how wide it is, in cells.
    private var segmentSpans: [(start: Int, width: Int)] {
        var x = 1
        return titles.map { title in
            let span = (x, displayWidth(title) + 2)
            x += span.1 + 1
            return span
        }
    }

    /// Every title plus a space either side and a bar between and around segments, one line.
    open override var intrinsicContentSize: Size {
        Size(width: Double(titles.reduce(1) { $0 + displayWidth($1) + 3 }), height: 1)
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
        let x = Int(location.x.rounded(.down))
        if let index = segmentSpans.firstIndex(where: { x >= $0.start && x < $0.start + $0.width }) { select(index) }
    }

    /// Draws the segments between bars, the selected one in brackets and bold.
    open override func draw(in region: CanvasRegion) {
        let base: Style = isEnabled ? .plain : Style(attributes: .dim)
        region.draw("│", x: 0, y: 0, style: base)
        for (index, span) in segmentSpans.enumerated() {
            let selected = index == selectedSegmentIndex
            let text = selected ? "[" + titles[index] + "]" : " " + titles[index] + " "
            let style = selected ? contentStyle(Style(attributes: .bold)) : base
            region.draw(text, x: span.start, y: 0, style: style)
            region.draw("│", x: span.start + span.width, y: 0, style: base)
        }
    }

    override var debugDetails: String { "selected = \(selectedSegmentIndex)" }
}

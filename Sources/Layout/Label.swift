/// Where a label puts its lines (`NSTextAlignment`); the terminal reads left to right, so
/// `.natural` is `.left`.
public enum LabelAlignment: Sendable {
    /// Left-aligned, centred, right-aligned, and the reading direction's (left).
    case left, center, right, natural
}

/// Text in one style (`UILabel`). Its intrinsic size is the text's: the widest line in cells
/// (wide characters count two) by the number of lines. With `numberOfLines` other than 1 it
/// wraps at `preferredMaxLayoutWidth`, or, when that is 0, at the width layout gave it (a second
/// layout round follows a width change). Hugging is 251 and compression resistance 750 on both
/// axes, as `UILabel`'s.
open class Label: View {
    /// The text shown; a change re-measures the intrinsic size.
    public var text: String = "" { didSet { if text != oldValue { contentDidChange() } } }
    /// The style every cell of the text is drawn in (its attributes, and its colours unless
    /// `textColor` is set).
    public var style: Style = .plain { didSet { setNeedsDisplay() } }
    /// The text's colour, resolved for the label's traits when drawn (`UILabel.textColor`):
    /// replaces `style`'s foreground, and adds the colour's stand-in attributes on a monochrome
    /// screen. Nil (the default) draws `style` as it is.
    public var textColor: SemanticColor? { didSet { setNeedsDisplay() } }
    /// A label showing `text` in `textColor` with `attributes`.
    public convenience init(text: String = "", textColor: SemanticColor, attributes: TextAttributes = []) {
        self.init(text: text, style: Style(attributes: attributes))
        self.textColor = textColor
    }
    /// Where each line sits across the label's width.
    public var textAlignment: LabelAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The most lines shown; 0 means no limit. 1 (the default) never wraps.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { contentDidChange() } } }
    /// The width to wrap at for the intrinsic size; 0 uses the current width.
    public var preferredMaxLayoutWidth: Double = 0 { didSet { contentDidChange() } }

    /// The width the intrinsic size was last computed at (to notice when wrapping must change).
    private var wrappedAtWidth: Int?
    /// The lines last drawn and the width they were made for: a label is drawn every frame,
    /// its text rarely changes (cleared with the content).
    private var drawnLines: (width: Int, lines: [String])?
    /// The number of lines the intrinsic size was last computed with (for the baselines).
    private var measuredLineCount = 0

    /// A label showing `text` in `style`.
    public init(text: String = "", style: Style = .plain) {
        self.text = text
        self.style = style
        super.init(frame: .zero)
        setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(LayoutPriority(251), for: .vertical)
    }

    /// An empty label at `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
        setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(LayoutPriority(251), for: .vertical)
    }

    private func contentDidChange() {
        drawnLines = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    private var wrapsLines: Bool { numberOfLines != 1 }

    /// The width wrapping uses for the intrinsic size, nil when lines are not wrapped: the
    /// preferred width, else the width the engine last solved (which may be ahead of the frame,
    /// while a fitting size is measured), else the current width.
    private var intrinsicWrapWidth: Int? {
        guard wrapsLines else { return nil }
        if preferredMaxLayoutWidth > 0 { return Int(preferredMaxLayoutWidth.rounded(.down)) }
        let solved = layoutVariables.map { $0.width.value } ?? bounds.width
        let width = translatesAutoresizingMaskIntoConstraints ? bounds.width : solved
        return width > 0 ? Int(width.rounded()) : nil
    }

    /// A wrapping label whose solved width is not the one its height was computed for needs
    /// another constraints-and-solve round.
    override var needsRemeasureAfterSolve: Bool {
        wrapsLines && preferredMaxLayoutWidth == 0 && intrinsicWrapWidth != wrappedAtWidth
    }

    /// The lines drawn for a given width, limited to `numberOfLines`.
    func displayedLines(width: Int?) -> [String] {
        var lines = TextWrapping.lines(of: text, width: wrapsLines ? width : nil)
        if numberOfLines > 0, lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        return lines
    }

    /// The text's size: the widest line in cells by the number of lines (wrapped at `preferredMaxLayoutWidth` or the width layout gave it when `numberOfLines` is not 1).
    open override var intrinsicContentSize: Size {
        let wrapWidth = intrinsicWrapWidth
        wrappedAtWidth = wrapWidth
        guard wrapWidth != nil else {
            // Not wrapped (one line, or no width to wrap at yet): measured in place, no line
            // strings built (this runs for every label whenever its text changes).
            let size = TextWrapping.unwrappedSize(of: text, maximumLines: numberOfLines)
            measuredLineCount = text.isEmpty ? 0 : size.lines
            return Size(width: Double(size.width), height: Double(measuredLineCount))
        }
        let unwrapped = displayedLines(width: nil)
        let wrapped = displayedLines(width: wrapWidth)
        let width =
            preferredMaxLayoutWidth > 0 && wrapsLines
            ? TextWrapping.width(of: wrapped) : TextWrapping.width(of: unwrapped)
        measuredLineCount = text.isEmpty ? 0 : wrapped.count
        return Size(width: Double(width), height: Double(measuredLineCount))
    }

    /// A row of text is one cell high and its baseline is the row's bottom: the first baseline
    /// is one cell below the top, the last below the last line (as last measured).
    override var baselineOffsetsFromTop: (first: Double, last: Double)? {
        let lines = Double(measuredLineCount)
        return (min(lines, 1), lines)
    }

    /// The text's size when wrapped at `size.width` (unwrapped for a width of 0).
    open override func sizeThatFits(_ size: Size) -> Size {
        let lines = displayedLines(width: size.width > 0 ? Int(size.width.rounded(.down)) : nil)
        return Size(width: Double(TextWrapping.width(of: lines)), height: Double(text.isEmpty ? 0 : lines.count))
    }

    /// Measures a wrapping label again when its width changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // A wrapping label's height depends on the width it was given: measure again.
        if needsRemeasureAfterSolve { invalidateIntrinsicContentSize() }
    }

    /// Draws the lines, each aligned by `textAlignment`; a line too wide ends in `…`.
    open override func draw(in region: CanvasRegion) {
        let lines: [String]
        if let drawnLines, drawnLines.width == region.frame.width {
            lines = drawnLines.lines
        } else {
            lines = displayedLines(width: region.frame.width)
            drawnLines = (region.frame.width, lines)
        }
        let alignment: TextAlignment =
            switch textAlignment {
            case .left, .natural: .leading
            case .center: .center
            case .right: .trailing
            }
        var style = self.style.withForeground(textColor, traits: region.traitCollection)
        // Text drawn over the view's own background keeps it.
        if let backgroundColor, style.background == .default {
            style.background = backgroundColor.resolvedColor(with: region.traitCollection)
        }
        for (row, line) in lines.enumerated() where row < region.frame.height {
            region.draw(
                line, in: CellRect(x: 0, y: row, width: region.frame.width, height: 1),
                style: style, alignment: alignment)
        }
    }

    override var debugDetails: String { "text = '\(text)'" }
}

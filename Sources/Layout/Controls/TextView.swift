/// Multi-line editable text (`UITextView`), wrapped to the view's width in cells and scrolled
/// vertically so the insertion point stays in sight.
///
/// Text is kept as grapheme clusters, as in `TextField`: a Hangul syllable, an emoji (a ZWJ
/// family included) or a letter with its combining marks is one step of ←/→ and one Backspace,
/// and takes the cells the canvas gives it. Inserted text is NFC together with the cluster
/// before it (decomposed jamo compose into the syllable); line breaks arrive as `\n` (a pasted
/// `\r\n` or `\r` too), a tab as four spaces, other controls are dropped.
///
/// Lines wrap at the last space that fits, else between clusters (a wide character is never
/// split); a paragraph that fills its last line exactly gets an empty line after it, where the
/// insertion point at its end shows. The last column holds a scroll indicator while
/// `showsVerticalScrollIndicator` is on (and the text does not wrap into it).
///
/// Keys: ←/→, ↑/↓ (keeping the column), Home/End (the visual line), Ctrl-A/E (the same),
/// Ctrl-Home/End (the whole text), PgUp/PgDn (a page), Enter (a line break), Backspace/Delete,
/// Ctrl-K/U (to the end, the start of the line), Ctrl-W (the word before), Ctrl-D/H; with Shift
/// the arrows, Home and End select; Alt-C (Ctrl-Insert) copies, Alt-X (Shift-Delete) cuts,
/// Alt-A selects all; a paste replaces the selection as one edit. A click puts the insertion
/// point at the clicked cell; a drag selects; the wheel scrolls (`scrolled(by:at:)`). Tab and
/// Esc go up the responder chain.
///
/// Intrinsic size: none (as a scrolling `UITextView`); give it a frame or constraints.
open class TextView: View, SelectableText {
    /// Asked before editing begins and ends and before each change; told of changes and
    /// selection moves (`UITextView.delegate`). Held weakly.
    public weak var delegate: (any TextViewDelegate)?

    /// The text, line breaks as `\n`. Setting it asks no delegate, scrolls to the top and puts
    /// the insertion point at the end.
    public var text: String {
        get { String(editing.characters) }
        set {
            editing = TextEditingState()
            editing.characters = Array(Self.admissible(normalizedForDisplay(newValue)))
            editing.cursor = editing.characters.count
            widths = editing.characters.map(Self.cellCode)
            topLine = 0
            textDidChange()
        }
    }

    /// Whether edits are allowed. A view that is not editable still selects and copies.
    public var isEditable = true
    /// Whether the view can be focused to select and copy while not editable.
    public var isSelectable = true
    /// The style of the text (its attributes; its foreground unless `textColor` is set).
    public var textStyle: Style = .plain { didSet { setNeedsDisplay() } }
    /// The colour of the text, resolved for the view's traits when drawn (`UITextView.textColor`);
    /// nil draws `textStyle` as it is. A view that can be neither edited nor selected draws its
    /// text in `SemanticColor.secondaryLabel` whatever this says.
    public var textColor: SemanticColor? { didSet { setNeedsDisplay() } }
    /// Whether the last column shows where the view is scrolled to when the text is taller than
    /// the view. The text never wraps into that column while this is on.
    public var showsVerticalScrollIndicator = true {
        didSet { if showsVerticalScrollIndicator != oldValue { textDidChange() } }
    }

    /// The text, the insertion point and the selection.
    var editing = TextEditingState()
    /// The cells each cluster takes (a line break none), kept with the text; a line break and a
    /// space are marked too (`cellCode`), so wrapping never compares `Character`s (each `==`
    /// is a Unicode comparison: three times the cost of a keystroke in a form over 200 lines).
    var widths: [UInt8] = []
    static let newlineMark: UInt8 = 0x80
    static let spaceMark: UInt8 = 0x40

    /// A cluster's cells, with `newlineMark` for a line break and `spaceMark` for a space.
    static func cellCode(_ character: Character) -> UInt8 {
        switch character.asciiValue {
        case 0x0A: newlineMark
        case 0x20: spaceMark | 1
        case .some: 1
        case nil: UInt8(character.displayWidth)
        }
    }
    /// The visual lines at `linesWidth`; rebuilt when the text or the width changes.
    var lines: [VisualLine] = []
    var linesWidth = -1
    /// The first visual line shown.
    public internal(set) var topLine = 0
    /// The column ↑/↓ keep while they move through shorter lines.
    var goalColumn: Int?
    /// Set when the insertion point moved: the next draw scrolls it into sight.
    var needsCursorReveal = false

    /// One row of wrapped text: the clusters `start..<end` (without a line break) and their cells.
    struct VisualLine: Equatable {
        var start: Int
        var end: Int
        var cells: Int
    }

    /// A view showing `text`, the insertion point at its end.
    public init(text: String = "") {
        super.init(frame: .zero)
        self.text = text
    }

    /// An empty view at `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The insertion point as a number of grapheme clusters before it (0...text.count).
    public var insertionIndex: Int {
        get { editing.cursor }
        set { moveInsertionPoint(to: newValue, extending: false) }
    }

    /// The selected clusters (`selectedRange`, counted in clusters, not UTF-16 units); empty at
    /// the insertion point when nothing is selected.
    public var selectedRange: Range<Int> {
        get { editing.selectedRange }
        set { selectText(newValue) }
    }

    /// True when the text is not empty (`UIKeyInput.hasText`).
    public var hasText: Bool { !editing.characters.isEmpty }

    /// How many rows the text takes at the view's width.
    public var numberOfLines: Int {
        layoutLines()
        return lines.count
    }

    // MARK: Responder

    /// While editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Asks `textViewShouldEndEditing`.
    open override var canResignFirstResponder: Bool { delegate?.textViewShouldEndEditing(self) ?? true }

    /// Asks the delegate's `textViewShouldBeginEditing` first; on success tells
    /// `textViewDidBeginEditing`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard delegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        needsCursorReveal = true
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// On success, when the view was editing, tells `textViewDidEndEditing`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if wasEditing { delegate?.textViewDidEndEditing(self) }
        return true
    }

    /// The keys of the type's description; others go up the responder chain.
    open override func pressesBegan(_ press: KeyPress) {
        if handleClipboardKey(press) { return }
        let flags = press.modifierFlags
        let shift = flags == .shift
        let plain = flags.isEmpty
        let cursor = editing.cursor
        let selection = editing.selectedRange
        switch press.input {
        case KeyCommand.inputLeftArrow where plain && !selection.isEmpty: move(to: selection.lowerBound)
        case KeyCommand.inputRightArrow where plain && !selection.isEmpty: move(to: selection.upperBound)
        case KeyCommand.inputLeftArrow where plain || shift: move(to: cursor - 1, extending: shift)
        case KeyCommand.inputRightArrow where plain || shift: move(to: cursor + 1, extending: shift)
        case KeyCommand.inputUpArrow where plain || shift:
            guard cursor > 0 || !selection.isEmpty else { return super.pressesBegan(press) }
            moveVertically(by: -1, extending: shift)
        case KeyCommand.inputDownArrow where plain || shift:
            guard cursor < editing.characters.count || !selection.isEmpty else { return super.pressesBegan(press) }
            moveVertically(by: 1, extending: shift)
        case KeyCommand.inputPageUp where plain || shift: moveVertically(by: -pageRows, extending: shift)
        case KeyCommand.inputPageDown where plain || shift: moveVertically(by: pageRows, extending: shift)
        case KeyCommand.inputHome where plain || shift: move(to: currentLine.start, extending: shift)
        case KeyCommand.inputEnd where plain || shift: move(to: endOfLine(currentLineIndex), extending: shift)
        case KeyCommand.inputHome where flags.contains(.control): move(to: 0, extending: flags.contains(.shift))
        case KeyCommand.inputEnd where flags.contains(.control):
            move(to: editing.characters.count, extending: flags.contains(.shift))
        case KeyCommand.inputBackspace: deleteBackward()
        case KeyCommand.inputDelete where plain: deleteForward()
        case KeyCommand.inputEnter where plain && isEditable: insertText("\n")
        case "a" where flags == .control: move(to: currentLine.start)
        case "e" where flags == .control: move(to: endOfLine(currentLineIndex))
        case "k" where flags == .control && isEditable:
            let end = paragraphEnd(from: cursor)
            replaceCharacters(in: cursor..<(end == cursor ? min(end + 1, editing.characters.count) : end), with: "")
        case "u" where flags == .control && isEditable:
            replaceCharacters(in: paragraphStart(from: cursor)..<cursor, with: "")
        case "w" where flags == .control && isEditable:
            replaceCharacters(in: editing.startOfWordBeforeCursor..<cursor, with: "")
        case "d" where flags == .control: deleteForward()
        case "h" where flags == .control: deleteBackward()
        default:
            if isEditable, let inserted = press.insertedText {
                insertText(inserted)
            } else {
                super.pressesBegan(press)
            }
        }
    }

    /// A paste: one edit replacing the selection.
    open override func paste(_ text: String) {
        guard isEditable else { return super.paste(text) }
        replaceCharacters(in: editing.selectedRange, with: text)
    }

    /// A click puts the insertion point at the clicked cell.
    open override func clicked(at location: Point) { move(to: index(at: location)) }

    /// A drag from a click selects from the clicked cell to the cell under the pointer; above
    /// or below the view it scrolls a line at a time.
    open override func dragged(to location: Point) { move(to: index(at: location), extending: true) }

    /// The wheel (bubbling from `Window.scroll(by:at:)`, or a pointer's wheel step no gesture
    /// recognizer took) scrolls the text `delta.y` lines, rounded, kept inside it; the
    /// insertion point and the selection stay where they are (the terminal's cursor hides while
    /// its line is out of sight). A turn that cannot move the text (at its top or bottom,
    /// sideways, or text that fits) passes to the superview, as a scroll view's does.
    open override func scrolled(by delta: Point, at location: Point) -> Bool {
        revealCursorIfNeeded()  // a reveal still pending would undo the scroll at the next draw
        let height = max(Int(bounds.height.rounded()), 1)
        let target = min(max(topLine + Int(delta.y.rounded()), 0), max(lines.count - height, 0))
        guard target != topLine else { return super.scrolled(by: delta, at: location) }
        topLine = target
        setNeedsDisplay()
        return true
    }

    /// The insertion point's cell, scrolled into sight first; nil when it is selected text's
    /// end outside the view.
    open override var insertionPointLocation: Point? {
        revealCursorIfNeeded()
        let (line, column) = position(of: editing.cursor)
        return Point(x: Double(column), y: Double(line - topLine))
    }

    // MARK: Drawing

    /// The visible lines, the selection reversed, and the scroll indicator.
    open override func draw(in region: CanvasRegion) {
        revealCursorIfNeeded()
        let height = region.frame.height
        let selection = editing.selectedRange
        let style = textStyle.withForeground(
            isEditable || isSelectable ? textColor : .secondaryLabel, traits: region.traitCollection)
        for row in 0..<min(height, lines.count - topLine) {
            let line = lines[topLine + row]
            region.drawText(
                editing.characters, line.start..<line.end, cells: widths, x: 0, y: row, style: style,
                selection: selection)
            // A selected line break shows as one selected cell after the line.
            if selection.contains(line.end), line.end < editing.characters.count, line.cells < linesWidth {
                region.draw(" ", x: line.cells, y: row, style: style.togglingReverse())
            }
        }
        guard showsVerticalScrollIndicator, lines.count > height, height > 0 else { return }
        let x = region.frame.width - 1
        let thumb = max(height * height / lines.count, 1)
        let thumbTop = (height - thumb) * topLine / max(lines.count - height, 1)
        let thumbStyle = region.style(.secondaryLabel), trackStyle = region.style(.separator)
        for row in 0..<height {
            let inThumb = row >= thumbTop && row < thumbTop + thumb
            region.draw(inThumb ? "┃" : "│", x: x, y: row, style: inThumb ? thumbStyle : trackStyle)
        }
    }

    override var debugDetails: String { "text = '\(text.prefix(40))', \(lines.count) lines" }
}

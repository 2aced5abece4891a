/// One line of editable text (`UITextField`), drawn `[text   ]`.
///
/// Text is kept as grapheme clusters (Swift `Character`s), so a Hangul syllable, an emoji or
/// a letter with its combining marks is one step of the cursor and one Backspace, and takes
/// the cells the canvas gives it (two for Hangul and most emoji). Inserted text is NFC
/// (decomposed jamo compose into syllables) and goes through `inputFilter` and the delegate
/// before it changes anything. Keys: ←/→, Home/End, Backspace/Delete, the readline keys
/// Ctrl-A/E (start, end), Ctrl-K/U (delete to end, to start), Ctrl-W (delete the word before
/// the cursor), Ctrl-D/H (delete forward, backward); Enter asks `textFieldShouldReturn`. A
/// paste arrives as one event and is inserted as one edit. Shift with ←/→, Home or End selects
/// (so does a drag from a click); Alt-C (Ctrl-Insert) copies the selection to the window's
/// `pasteboard`, Alt-X (Shift-Delete) cuts it, Alt-A selects all; typing, Backspace and a
/// paste replace it. Text wider than the field scrolls
/// horizontally so the insertion point stays in sight; while the field is first responder,
/// `insertionPointLocation` tells the window where the terminal's cursor goes.
///
/// Intrinsic size: one line; `preferredTextWidth` cells of text (or the placeholder's width
/// plus a cell for the cursor) between the brackets.
open class TextField: Control, SelectableText {
    /// Asked before editing begins, before each change and on Enter; told when editing begins
    /// and ends (`UITextField.delegate`). Held weakly.
    public weak var delegate: (any TextFieldDelegate)?

    /// The text. Setting it (as UIKit's `text`) asks no delegate, sends no event and puts the
    /// insertion point at the end.
    public var text: String {
        get { String(characters) }
        set {
            characters = Array(normalizedForDisplay(newValue))
            editing.move(to: characters.count, extending: false)
            firstVisible = 0
            setNeedsDisplay()
        }
    }

    /// Shown in `SemanticColor.placeholderText` while the text is empty; also gives the intrinsic
    /// width.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    }
    /// What typed and pasted text the field accepts; the default takes everything printable.
    public var inputFilter = TextInputFilter.any
    /// Cells of text between the brackets for the intrinsic width; nil measures the placeholder.
    public var preferredTextWidth: Int? {
        didSet { if preferredTextWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Hides the text (`isSecureTextEntry`): each character shows as `•`, one cell wide
    /// whatever its own width; `text` is unchanged.
    public var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } } }
    /// The style of the text and placeholder, under the underline and the focused and disabled looks.
    public var textStyle: Style = .plain { didSet { setNeedsDisplay() } }

    /// The text, the insertion point and the selection.
    var editing = TextEditingState()
    /// The text's grapheme clusters.
    private var characters: [Character] {
        get { editing.characters }
        set { editing.characters = newValue }
    }
    /// The insertion point: how many clusters precede it.
    private var cursor: Int { editing.cursor }
    /// The first cluster drawn (horizontal scrolling).
    private var firstVisible = 0

    /// A field showing `text` (insertion point at its end), and `placeholder` while it is empty.
    public init(text: String = "", placeholder: String? = nil) {
        self.placeholder = placeholder
        super.init(frame: .zero)
        self.text = text
    }

    /// An empty field with no placeholder at `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The insertion point as a number of grapheme clusters before it (0...text.count).
    public var insertionIndex: Int {
        get { cursor }
        set { moveInsertionPoint(to: newValue, extending: false) }
    }

    /// The selected clusters (`selectedTextRange`, counted in clusters); empty at the insertion
    /// point when nothing is selected. Setting it selects (the insertion point at its end).
    public var selectedRange: Range<Int> {
        get { editing.selectedRange }
        set { selectText(newValue) }
    }

    /// The cell of the insertion point, from the start of the text (not scrolled).
    public var insertionCell: Int { cells(0..<cursor) }

    // MARK: Responder

    /// Asks the delegate's `textFieldShouldBeginEditing` first; on success tells
    /// `textFieldDidBeginEditing` and sends `.editingDidBegin`. True when the field is (or already was)
    /// first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Asks the delegate's `textFieldShouldEndEditing` first (false keeps the field editing);
    /// on success, when the field was editing, tells `textFieldDidEndEditing` and sends
    /// `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        if wasEditing, delegate?.textFieldShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        if wasEditing {
            delegate?.textFieldDidEndEditing(self)
            sendActions(for: .editingDidEnd)
        }
        return true
    }

    /// The editing keys of the type's description; Enter sends `.editingDidEndOnExit` when
    /// `textFieldShouldReturn` allows it; printable text is inserted. Keys the field does not use, and
    /// every key while disabled, go up the responder chain.
    open override func pressesBegan(_ press: KeyPress) {
        guard isEnabled else { return super.pressesBegan(press) }
        if handleClipboardKey(press) { return }
        if press.modifierFlags == .control {
            switch press.input {
            case "a": moveCursor(to: 0)
            case "e": moveCursor(to: characters.count)
            case "k": replaceCharacters(in: cursor..<characters.count, with: "")
            case "u": replaceCharacters(in: 0..<cursor, with: "")
            case "w": replaceCharacters(in: editing.startOfWordBeforeCursor..<cursor, with: "")
            case "d": deleteForward()
            case "h": deleteBackward()
            default: super.pressesBegan(press)
            }
            return
        }
        let shift = press.modifierFlags == .shift
        let selection = editing.selectedRange
        switch press.input {
        case KeyCommand.inputLeftArrow where press.modifierFlags.isEmpty && !selection.isEmpty:
            moveCursor(to: selection.lowerBound)
        case KeyCommand.inputRightArrow where press.modifierFlags.isEmpty && !selection.isEmpty:
            moveCursor(to: selection.upperBound)
        case KeyCommand.inputLeftArrow where press.modifierFlags.isEmpty || shift:
            moveInsertionPoint(to: cursor - 1, extending: shift)
        case KeyCommand.inputRightArrow where press.modifierFlags.isEmpty || shift:
            moveInsertionPoint(to: cursor + 1, extending: shift)
        case KeyCommand.inputHome where press.modifierFlags.isEmpty || shift:
            moveInsertionPoint(to: 0, extending: shift)
        case KeyCommand.inputEnd where press.modifierFlags.isEmpty || shift:
            moveInsertionPoint(to: characters.count, extending: shift)
        case KeyCommand.inputBackspace: deleteBackward()
        case KeyCommand.inputDelete: deleteForward()
        case KeyCommand.inputEnter where press.modifierFlags.isEmpty:
            if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
        default:
            if let inserted = press.insertedText {
                insertText(inserted)
            } else {
                super.pressesBegan(press)
            }
        }
    }

    /// A paste: one edit replacing the selection, filtered as typing is (a pattern keeps the
    /// digits that fit).
    open override func paste(_ text: String) {
        guard isEnabled else { return super.paste(text) }
        replaceCharacters(in: editing.selectedRange, with: text, truncating: true)
    }

    /// A click puts the insertion point at the clicked cell.
    open override func clicked(at location: Point) { moveCursor(to: index(at: location)) }

    /// A drag from a click selects from the clicked cell to the cell under the pointer.
    open override func dragged(to location: Point) { moveInsertionPoint(to: index(at: location), extending: true) }

    /// The cluster boundary nearest the cell at `location` (scrolling counted).
    private func index(at location: Point) -> Int {
        var column = Int(location.x.rounded(.down)) - 1 + cells(0..<firstVisible)
        var index = 0
        while index < characters.count, column > 0 {
            column -= shownWidth(of: characters[index])
            index += 1
        }
        return index
    }

    /// The cell after the `[` at the insertion point, scrolling the text first so it shows.
    open override var insertionPointLocation: Point? {
        scrollToCursor()
        return Point(x: Double(1 + cells(firstVisible..<cursor)), y: 0)
    }

    // MARK: Editing (UIKeyInput's words)

    /// True when the text is not empty (`UIKeyInput.hasText`).
    public var hasText: Bool { !characters.isEmpty }

    /// Inserts `text` at the insertion point (in place of the selection), as typing does.
    public func insertText(_ text: String) { replaceCharacters(in: editing.selectedRange, with: text) }

    /// Deletes the selection, or else the cluster before the insertion point (Backspace). In a
    /// time or date field a separator goes with the digit before it.
    public func deleteBackward() {
        guard cursor > 0 || !editing.selectedRange.isEmpty else { return }
        let start = cursor >= 2 && inputFilter.isSeparator(characters[cursor - 1]) ? cursor - 2 : cursor - 1
        replaceCharacters(in: deletionRange(max(start, 0)..<cursor), with: "")
    }

    /// Deletes the selection, or else the cluster after the insertion point (Delete).
    public func deleteForward() {
        guard cursor < characters.count || !editing.selectedRange.isEmpty else { return }
        let end =
            cursor + 2 <= characters.count && inputFilter.isSeparator(characters[cursor]) ? cursor + 2 : cursor + 1
        replaceCharacters(in: deletionRange(cursor..<min(end, characters.count)), with: "")
    }

    /// Replaces the clusters in `range` with `replacement` after NFC, the filter and the
    /// delegate agreed; the insertion point goes after what was inserted. Returns whether the
    /// text changed.
    @discardableResult
    public func replaceCharacters(in range: Range<Int>, with replacement: String, truncating: Bool = false) -> Bool {
        let range = range.clamped(to: 0..<characters.count)
        let inserted = inputFilter.admissible(normalizedForDisplay(replacement))
        guard !inserted.isEmpty || !range.isEmpty else { return false }
        if let delegate {
            let current = text
            let lower = current.index(current.startIndex, offsetBy: range.lowerBound)
            let upper = current.index(lower, offsetBy: range.count)
            guard delegate.textField(self, shouldChangeCharactersIn: lower..<upper, replacementString: inserted) else {
                return false
            }
        }
        // NFC over the join too: a decomposed jamo typed after a syllable composes with it.
        var edited = Array(normalizedForDisplay(String(characters[..<range.lowerBound]) + inserted))
        let newCursor = edited.count
        edited.append(contentsOf: characters[range.upperBound...])
        guard let conformed = inputFilter.conform(edited, cursor: newCursor, truncating: truncating) else {
            return false
        }
        guard conformed.text != characters || conformed.cursor != cursor else { return false }
        characters = conformed.text
        editing.move(to: conformed.cursor, extending: false)
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        return true
    }

    private func moveCursor(to index: Int) { moveInsertionPoint(to: index, extending: false) }

    func selectionDidChange() { setNeedsDisplay() }

    /// A secure field's text is never copied or cut, as UIKit's.
    var allowsCopying: Bool { !isSecureTextEntry }

    // MARK: Scrolling and drawing

    /// The cells the clusters in `range` take.
    private func cells(_ range: Range<Int>) -> Int {
        var total = 0
        for index in range { total += shownWidth(of: characters[index]) }
        return total
    }

    /// Cells for text between the brackets.
    private var visibleTextWidth: Int { max(Int(bounds.width.rounded()) - 2, 1) }

    /// Scrolls the least that keeps the insertion point's cell in sight, and scrolls back when
    /// the text no longer fills the field (after a deletion), always by whole clusters.
    private func scrollToCursor() {
        let width = visibleTextWidth
        firstVisible = min(firstVisible, cursor)
        var span = cells(firstVisible..<cursor)
        while span > width - 1, firstVisible < cursor {
            span -= shownWidth(of: characters[firstVisible])
            firstVisible += 1
        }
        var used = cells(firstVisible..<characters.count) + (cursor == characters.count ? 1 : 0)
        while firstVisible > 0 {
            let previous = shownWidth(of: characters[firstVisible - 1])
            guard used + previous <= width else { break }
            used += previous
            firstVisible -= 1
        }
    }

    /// `preferredTextWidth` (or the placeholder's width plus one) cells between the brackets, one line.
    open override var intrinsicContentSize: Size {
        let textWidth = preferredTextWidth ?? (displayWidth(placeholder ?? "") + 1)
        return Size(width: Double(max(textWidth, 1) + 2), height: 1)
    }

    /// Draws `[text]` underlined from the first visible character, or the placeholder in
    /// `SemanticColor.placeholderText` while the text is empty; the brackets are bold and tinted
    /// (`tintColor`) while editing.
    open override func draw(in region: CanvasRegion) {
        scrollToCursor()
        let width = region.frame.width
        guard width >= 2 else { return }
        let bracketStyle =
            isFirstResponder
            ? region.style(tintColor, attributes: .bold) : (isEnabled ? .plain : Style(attributes: .dim))
        let inner = CellRect(x: 1, y: 0, width: width - 2, height: 1)
        region.fill(inner, style: contentStyle(textStyle.adding(.underline)))
        if characters.isEmpty, let placeholder, !placeholder.isEmpty {
            let style = textStyle.adding(.underline).withForeground(.placeholderText, traits: region.traitCollection)
            region.draw(placeholder, in: inner, style: contentStyle(style))
        } else {
            var end = firstVisible
            var used = 0
            while end < characters.count, used + shownWidth(of: characters[end]) <= inner.width {
                used += shownWidth(of: characters[end])
                end += 1
            }
            let shown = isSecureTextEntry ? [Character](repeating: "•", count: characters.count) : characters
            region.drawText(
                shown, firstVisible..<end, x: 1, y: 0, style: contentStyle(textStyle.adding(.underline)),
                selection: editing.selectedRange)
        }
        region.draw("[", x: 0, y: 0, style: bracketStyle)
        region.draw("]", x: width - 1, y: 0, style: bracketStyle)
    }

    /// The cells `character` takes as shown: one for a `•` while the entry is secure.
    private func shownWidth(of character: Character) -> Int { isSecureTextEntry ? 1 : character.displayWidth }

    override var debugDetails: String { isSecureTextEntry ? "secure" : "text = '\(text)'" }
}

/// The editable text of a `TextField` or a `TextView`: grapheme clusters, the insertion point,
/// and the selection's anchor (the end that stays put while Shift-arrows or a drag move the
/// other). Indices count clusters.
struct TextEditingState {
    /// The text's grapheme clusters.
    var characters: [Character] = []
    /// The insertion point: how many clusters precede it. The moving end of a selection.
    var cursor = 0
    /// The fixed end of the selection; nil when nothing is selected.
    var anchor: Int?

    /// The selected clusters; empty (at the insertion point) when nothing is selected.
    var selectedRange: Range<Int> {
        guard let anchor else { return cursor..<cursor }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    /// The selected text.
    var selectedText: String { String(characters[selectedRange]) }

    /// Moves the insertion point to `index` (clamped). Extending keeps (or sets) the anchor, so
    /// the selection runs from it to the new point; otherwise the selection goes.
    mutating func move(to index: Int, extending: Bool) {
        if extending {
            if anchor == nil { anchor = cursor }
        } else {
            anchor = nil
        }
        cursor = min(max(index, 0), characters.count)
        if anchor == cursor { anchor = nil }
    }

    /// Selects `range` (clamped), the insertion point at its end.
    mutating func select(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<characters.count)
        anchor = range.isEmpty ? nil : range.lowerBound
        cursor = range.upperBound
    }

    /// Where Ctrl-W deletes from: back over spaces, then over the word before them.
    var startOfWordBeforeCursor: Int {
        var index = cursor
        while index > 0, characters[index - 1].isWhitespace, characters[index - 1] != "\n" { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }
}

/// The selection and clipboard keys a text field and a text view share.
protocol SelectableText: View {
    var editing: TextEditingState { get set }
    /// Replaces the clusters in `range` with `replacement` as an edit (filters, delegate).
    @discardableResult func replaceCharacters(in range: Range<Int>, with replacement: String, truncating: Bool) -> Bool
    /// The selection or the insertion point moved.
    func selectionDidChange()
    /// Whether the selection may go to the pasteboard (not from a secure field).
    var allowsCopying: Bool { get }
}

extension SelectableText {
    /// Copy, cut and select-all: Alt-C or Ctrl-Insert copies the selection to the window's
    /// pasteboard (the host sends it to the terminal's clipboard), Alt-X or Shift-Delete cuts
    /// it, Alt-A selects everything. True when the press was one of them.
    func handleClipboardKey(_ press: KeyPress) -> Bool {
        switch (press.input, press.modifierFlags) {
        case ("c", .alternate), ("UIKeyInputInsert", .control): copySelection()
        case ("x", .alternate), (KeyCommand.inputDelete, .shift): cutSelection()
        case ("a", .alternate): selectAllText()
        default: return false
        }
        return true
    }

    /// Puts the selected text on the window's pasteboard; nothing when nothing is selected.
    func copySelection() {
        guard !editing.selectedRange.isEmpty, allowsCopying else { return }
        window?.pasteboard.setString(editing.selectedText)
    }

    /// Deletes the selection as one edit and, when that was allowed (editable, the delegate
    /// agreed), puts it on the pasteboard.
    func cutSelection() {
        let range = editing.selectedRange
        guard !range.isEmpty, allowsCopying else { return }
        let selected = editing.selectedText
        if replaceCharacters(in: range, with: "", truncating: false) { window?.pasteboard.setString(selected) }
    }

    /// Selects `range` (clamped), the insertion point at its end.
    func selectText(_ range: Range<Int>) {
        editing.select(range)
        selectionDidChange()
    }

    /// Selects the whole text.
    func selectAllText() { selectText(0..<editing.characters.count) }

    /// Moves the insertion point; with `extending` (Shift held, a drag) the selection follows.
    func moveInsertionPoint(to index: Int, extending: Bool) {
        let before = (editing.cursor, editing.anchor)
        editing.move(to: index, extending: extending)
        if before != (editing.cursor, editing.anchor) { selectionDidChange() }
    }

    /// The range a deletion key removes: the selection when there is one, else `fallback`.
    func deletionRange(_ fallback: Range<Int>) -> Range<Int> {
        editing.selectedRange.isEmpty ? fallback : editing.selectedRange
    }
}

extension Style {
    /// The style with reverse video flipped: how selected text stands out from the text around
    /// it (reversed in plain text, plain in a focused field's reversed text).
    func togglingReverse() -> Style {
        var style = self
        style.attributes.formSymmetricDifference(.reverse)
        return style
    }
}

extension CanvasRegion {
    /// Draws `characters[range]` on row `y` from column `x`: the clusters inside `selection`
    /// with reverse video flipped, the rest in `style`. `cells` are the clusters' widths (see
    /// `Canvas.draw(clusters:cells:x:y:style:clip:)`) when known, else they are measured.
    /// Returns the column after the text.
    @discardableResult
    func drawText(
        _ characters: [Character], _ range: Range<Int>, cells: [UInt8]? = nil, x: Int, y: Int, style: Style,
        selection: Range<Int>
    ) -> Int {
        let selected = selection.clamped(to: range)
        let parts = [
            (range.lowerBound..<max(selected.lowerBound, range.lowerBound), style),
            (selected, style.togglingReverse()),
            (max(selected.upperBound, range.lowerBound)..<range.upperBound, style),
        ]
        var column = x
        for (part, partStyle) in parts where !part.isEmpty {
            if let cells {
                column =
                    surface.canvas.draw(
                        clusters: characters[part], cells: cells[part], x: frame.x + column, y: frame.y + y,
                        style: partStyle, clip: clip) - frame.x
            } else {
                column = draw(String(characters[part]), x: column, y: y, style: partStyle)
            }
        }
        return column
    }
}

/// Editing: inserting and deleting text (through the delegate), moving the cursor and the
/// selection, and what text a view admits.
extension TextView {
    // MARK: Editing

    /// Inserts `text` in place of the selection, as typing does.
    public func insertText(_ text: String) { replaceCharacters(in: editing.selectedRange, with: text) }

    /// Deletes the selection, or else the cluster before the insertion point (Backspace).
    public func deleteBackward() {
        let cursor = editing.cursor
        replaceCharacters(in: deletionRange(max(cursor - 1, 0)..<cursor), with: "")
    }

    /// Deletes the selection, or else the cluster after the insertion point (Delete).
    public func deleteForward() {
        let cursor = editing.cursor
        replaceCharacters(in: deletionRange(cursor..<min(cursor + 1, editing.characters.count)), with: "")
    }

    /// Replaces the clusters in `range` with `replacement` (NFC with the cluster before, line
    /// breaks as `\n`) when the view is editable and the delegate agrees; the insertion point
    /// goes after what was inserted. Returns whether the text changed. `truncating` is unused
    /// (a text view has no pattern to fit).
    @discardableResult
    public func replaceCharacters(in range: Range<Int>, with replacement: String, truncating: Bool = false) -> Bool {
        guard isEditable else { return false }
        var range = range.clamped(to: 0..<editing.characters.count)
        let cleaned = Self.admissible(replacement)
        guard !cleaned.isEmpty || !range.isEmpty else { return false }
        // NFC over the join: a jamo typed after a syllable composes with it.
        var inserted = Array(normalizedForDisplay(cleaned))
        if range.lowerBound > 0, let first = inserted.first, !first.isASCII {
            let previous = editing.characters[range.lowerBound - 1]
            let joined = Array(normalizedForDisplay(String(previous) + String(inserted)))
            if joined.first != previous {
                range = (range.lowerBound - 1)..<range.upperBound
                inserted = joined
            }
        }
        if let delegate {
            let current = text
            let lower = current.index(current.startIndex, offsetBy: range.lowerBound)
            let upper = current.index(lower, offsetBy: range.count)
            guard delegate.textView(self, shouldChangeTextIn: lower..<upper, replacementText: String(inserted)) else {
                return false
            }
        }
        editing.characters.replaceSubrange(range, with: inserted)
        widths.replaceSubrange(range, with: inserted.map(Self.cellCode))
        editing.anchor = nil
        editing.cursor = range.lowerBound + inserted.count
        goalColumn = nil
        needsCursorReveal = true
        textDidChange()
        delegate?.textViewDidChange(self)
        return true
    }

    /// Scrolls the least that shows the line holding the start of `range`.
    public func scrollRangeToVisible(_ range: Range<Int>) {
        layoutLines()
        let line = position(of: min(max(range.lowerBound, 0), editing.characters.count)).line
        let height = max(Int(bounds.height.rounded()), 1)
        if line < topLine { topLine = line } else if line >= topLine + height { topLine = line - height + 1 }
        setNeedsDisplay()
    }

    /// True: a text view's text may be copied.
    var allowsCopying: Bool { true }

    func selectionDidChange() {
        needsCursorReveal = true
        setNeedsDisplay()
        delegate?.textViewDidChangeSelection(self)
    }

    func textDidChange() {
        linesWidth = -1
        setNeedsDisplay()
    }

    func move(to index: Int, extending: Bool = false) {
        goalColumn = nil
        moveInsertionPoint(to: index, extending: extending)
    }

    /// The text as a text view keeps it: `\r\n` and `\r` as `\n`, a tab as four spaces, no
    /// other controls.
    static func admissible(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\n", "\r\n", "\r": result.append("\n")
            case "\t": result += "    "
            default:
                if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                    result.append(character)
                }
            }
        }
        return result
    }
}

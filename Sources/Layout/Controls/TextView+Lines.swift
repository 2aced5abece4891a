/// Lines: wrapping the text at the view's width, positions of indexes on the visual lines, moving
/// up and down, and keeping the cursor in view.
extension TextView {
    // MARK: Lines

    /// The cells a line of text may take: the width, less the scroll indicator's column.
    var wrapWidth: Int {
        max(Int(bounds.width.rounded()) - (showsVerticalScrollIndicator ? 1 : 0), 1)
    }

    var pageRows: Int { max(Int(bounds.height.rounded()) - 1, 1) }

    /// Wraps the text into visual lines at the current width, when the text or width changed.
    func layoutLines() {
        let width = wrapWidth
        guard linesWidth != width else { return }
        linesWidth = width
        lines = Self.wrap(widths: widths, width: width)
    }

    /// The visual lines of a text whose clusters' `cellCode`s are `widths`, no wider than `width` cells: a line breaks after its
    /// last space that fits, else before the cluster that does not; a paragraph whose last line
    /// fills `width` exactly is followed by an empty line (the insertion point at its end).
    static func wrap(widths: [UInt8], width: Int) -> [VisualLine] {
        var result: [VisualLine] = []
        var start = 0, cells = 0
        var breakAfter = -1, cellsAtBreak = 0
        var index = 0
        func endParagraph(at end: Int) {
            result.append(VisualLine(start: start, end: end, cells: cells))
            if cells >= width { result.append(VisualLine(start: end, end: end, cells: 0)) }
        }
        while index < widths.count {
            let code = widths[index]
            if code == newlineMark {
                endParagraph(at: index)
                index += 1
                start = index
                cells = 0
                breakAfter = -1
                continue
            }
            let cellWidth = Int(code & 0x3F)
            if cells + cellWidth > width, index > start {
                if breakAfter > start {
                    result.append(VisualLine(start: start, end: breakAfter, cells: cellsAtBreak))
                    start = breakAfter
                    cells -= cellsAtBreak
                } else {
                    result.append(VisualLine(start: start, end: index, cells: cells))
                    start = index
                    cells = 0
                }
                breakAfter = -1
                continue
            }
            cells += cellWidth
            index += 1
            if code & spaceMark != 0 {
                breakAfter = index
                cellsAtBreak = cells
            }
        }
        endParagraph(at: widths.count)
        return result
    }

    /// The visual line holding `index` and the cells before it on that line. An index where a
    /// line wraps belongs to the line it starts.
    func position(of index: Int) -> (line: Int, column: Int) {
        layoutLines()
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].start <= index { low = mid } else { high = mid - 1 }
        }
        var column = 0
        for position in lines[low].start..<min(index, lines[low].end) { column += Int(widths[position] & 0x3F) }
        return (low, column)
    }

    var currentLineIndex: Int { position(of: editing.cursor).line }
    var currentLine: VisualLine { lines[currentLineIndex] }

    /// The last place the insertion point can take on visual line `line`: its end, or before
    /// its last cluster when the line wraps (its end is the next line's start).
    func endOfLine(_ line: Int) -> Int {
        let visual = lines[line]
        let wraps = line + 1 < lines.count && lines[line + 1].start == visual.end && visual.end > visual.start
        return wraps ? visual.end - 1 : visual.end
    }

    /// The index on visual line `line` before the cluster that reaches past `column` cells.
    func index(onLine line: Int, column: Int) -> Int {
        let visual = lines[line]
        var index = visual.start, cells = 0
        let last = endOfLine(line)
        while index < last, cells + Int(widths[index] & 0x3F) <= column {
            cells += Int(widths[index] & 0x3F)
            index += 1
        }
        return index
    }

    /// ↑/↓ and the page keys: `rows` visual lines up or down at the remembered column; past the
    /// first or last line, to the start or end of the text.
    func moveVertically(by rows: Int, extending: Bool) {
        let (line, column) = position(of: editing.cursor)
        let goal = goalColumn ?? column
        let target = line + rows
        let index: Int
        if target < 0 {
            index = 0
        } else if target >= lines.count {
            index = editing.characters.count
        } else {
            index = self.index(onLine: target, column: goal)
        }
        moveInsertionPoint(to: index, extending: extending)
        goalColumn = goal
    }

    /// Where the logical line (paragraph) holding `index` starts and ends.
    func paragraphStart(from index: Int) -> Int {
        var start = index
        while start > 0, editing.characters[start - 1] != "\n" { start -= 1 }
        return start
    }

    func paragraphEnd(from index: Int) -> Int {
        var end = index
        while end < editing.characters.count, editing.characters[end] != "\n" { end += 1 }
        return end
    }

    /// The cluster boundary at the cell `location` (the view's coordinates; rows above or below
    /// the view reach the lines scrolled out of it).
    func index(at location: Point) -> Int {
        layoutLines()
        let row = topLine + Int(location.y.rounded(.down))
        if row < 0 { return 0 }
        if row >= lines.count { return editing.characters.count }
        // The cluster under the cell: a click on either half of a wide character lands before it.
        return index(onLine: row, column: max(Int(location.x.rounded(.down)), 0))
    }

    /// Scrolls the least that shows the insertion point's line, after it moved; keeps the top
    /// line within the text after a resize.
    func revealCursorIfNeeded() {
        layoutLines()
        let height = max(Int(bounds.height.rounded()), 1)
        if needsCursorReveal {
            needsCursorReveal = false
            let line = position(of: editing.cursor).line
            if line < topLine { topLine = line } else if line >= topLine + height { topLine = line - height + 1 }
        }
        topLine = max(min(topLine, lines.count - height), 0)
    }
}

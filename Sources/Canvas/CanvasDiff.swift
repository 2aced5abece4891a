/// One cell that differs between two frames: what to draw at (x, y).
public struct CellChange: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var cell: Cell
}

extension Canvas {
    /// The cells to draw to turn a screen showing `previous` into this canvas, in row-major
    /// order (the order a terminal draws cheapest in).
    ///
    /// Continuation cells are never yielded: drawing a wide character covers its right half.
    /// The wide cases come out right from the canvas invariants: a wide character replaced by
    /// a narrow one turns its old continuation into a blank, which differs and is yielded; a
    /// narrow cell overwritten by the right half of a new wide character is covered by that
    /// wide character, which differs and is yielded; and since a change is drawn left to
    /// right, a blank yielded over a half of an old wide glyph comes before what follows it.
    /// When the sizes differ (a resize), every cell is yielded.
    public func changes(since previous: Canvas) -> [CellChange] {
        var result: [CellChange] = []
        let sameSize = previous.width == width && previous.height == height
        // A first frame or a resize yields every cell: room for them at once, not grown by doubling
        // (the 1,920 changes of an 80x24 screen's first frame grew their list eleven times).
        if !sameSize { result.reserveCapacity(width * height) }
        for y in 0..<height {
            for x in 0..<width {
                let cell = self[x, y]
                if cell.isContinuation { continue }
                if sameSize && cell == previous[x, y] {
                    // A wide cell equal to the old one still needs drawing if its right half
                    // was something else before, which the invariants rule out; nothing to do.
                    continue
                }
                result.append(CellChange(x: x, y: y, cell: cell))
            }
        }
        return result
    }

    /// Every cell to draw on a blank screen: all but continuation cells.
    public var allCells: [CellChange] {
        changes(since: Canvas(width: 0, height: 0))
    }
}

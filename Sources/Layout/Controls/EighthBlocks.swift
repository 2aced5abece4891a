/// Drawing in eighths of a cell with the block elements every terminal font has: the lower
/// eighths `▁▂▃▄▅▆▇█` for columns that rise, the left eighths `▏▎▍▌▋▊▉█` for bars that grow to
/// the right. A column that hangs down from a line (a negative bar) uses a lower block in
/// reverse video: `▂` reversed shows its top six eighths in the foreground colour.
enum EighthBlocks {
    /// `lower[n]` fills the bottom n eighths of a cell (`lower[0]` is a space).
    static let lower: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// `left[n]` fills the left n eighths of a cell (`left[0]` is a space).
    static let left: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

    /// Draws a column of `eighths` eighths at `x`, rising from the bottom edge of row `baseRow`
    /// (exclusive: the first cell filled is `baseRow - 1`), or, when `eighths` is negative,
    /// hanging down from the top edge of row `baseRow`. Cells past `limitRows` are not drawn.
    static func drawColumn(
        in region: CanvasRegion, x: Int, baseRow: Int, eighths: Int, limitRows: Int, style: Style
    ) {
        var remaining = abs(eighths)
        var offset = 0
        while remaining > 0, offset < limitRows {
            let fill = min(remaining, 8)
            if eighths > 0 {
                region.draw(String(lower[fill]), x: x, y: baseRow - 1 - offset, style: style)
            } else if fill == 8 {
                region.draw("█", x: x, y: baseRow + offset, style: style)
            } else {
                region.draw(String(lower[8 - fill]), x: x, y: baseRow + offset, style: style.adding(.reverse))
            }
            remaining -= fill
            offset += 1
        }
    }

    /// A horizontal bar `eighths` eighths long from column `x` on row `y`, at most `cells` cells.
    static func drawBar(in region: CanvasRegion, x: Int, y: Int, eighths: Int, cells: Int, style: Style) {
        let full = min(eighths / 8, cells)
        if full > 0 { region.draw(String(repeating: "█", count: full), x: x, y: y, style: style) }
        let rest = eighths % 8
        if rest > 0, full < cells { region.draw(String(left[rest]), x: x + full, y: y, style: style) }
    }
}

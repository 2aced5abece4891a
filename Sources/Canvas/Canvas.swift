/// A grid of cells that views draw into and backends show: the screen as a value.
///
/// Invariants, kept by every mutating method:
/// - every wide cell at column `x` (`width == 2`) has a continuation cell at `x + 1`, and every
///   continuation cell has a wide cell at `x - 1`; so a wide character is never half-drawn, in
///   particular never in the last column;
/// - writing over either half of a wide character turns the other half into a blank.
/// Drawing outside the grid is clipped silently: views may be partly off screen.
public struct Canvas: Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    /// Row-major: the cell at (x, y) is `cells[y * width + x]`.
    private var cells: [Cell]

    /// A blank canvas. A negative size is taken as 0.
    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let blank = fill.isContinuation || fill.isWide ? Cell.blank : fill
        cells = Array(repeating: blank, count: self.width * self.height)
    }

    /// The whole canvas as a rect at the origin.
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

    /// The cell at (x, y); a blank for a position outside the canvas.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// Blanks every cell.
    public mutating func clear(style: Style = .plain) {
        for index in cells.indices { cells[index] = .blank(style) }
    }

    /// Writes one grapheme cluster at (x, y) and returns how many columns it took (0 if it
    /// was not drawn). A wide cluster in the last column becomes a blank instead of half a
    /// character. Clusters of width 0 (controls, lone marks) are not drawn.
    @discardableResult
    public mutating func put(_ grapheme: Character, x: Int, y: Int, style: Style = .plain) -> Int {
        // One scalar that NFC leaves as it is (nearly every cell: a backend copying another
        // canvas's cells, a label's letters) is its own normal form and measures as the scalar
        // alone, the answer of the general path below without a string made and normalised.
        let scalars = grapheme.unicodeScalars
        if let scalar = scalars.first, scalar.isIndependentForDisplay,
            scalars.index(after: scalars.startIndex) == scalars.endIndex
        {
            return put(cluster: grapheme, width: scalar.displayWidth, x: x, y: y, style: style)
        }
        let normalized = normalizedForDisplay(String(grapheme))
        // NFC can merge but never split clusters, so `normalized` is still one cluster.
        guard let cluster = normalized.first else { return 0 }
        return put(cluster: cluster, width: cluster.displayWidth, x: x, y: y, style: style)
    }

    /// `put` of another canvas's cell's grapheme in `style` (a backend copying a diff's cells),
    /// without turning it into a `Character` and back: a printable ASCII letter, most cells, is
    /// one column wide; one scalar that NFC leaves as it is measures as `put` measures it; any
    /// other goes through `put`. `cell` is not a continuation.
    @discardableResult
    public mutating func put(grapheme cell: Cell, x: Int, y: Int, style: Style) -> Int {
        let utf8 = cell.grapheme.utf8
        if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F {
            return put(grapheme: cell.grapheme, width: 1, x: x, y: y, style: style)
        }
        let scalars = cell.grapheme.unicodeScalars
        if let scalar = scalars.first, scalar.isIndependentForDisplay,
            scalars.index(after: scalars.startIndex) == scalars.endIndex
        {
            return put(grapheme: cell.grapheme, width: scalar.displayWidth, x: x, y: y, style: style)
        }
        return put(Character(cell.grapheme), x: x, y: y, style: style)
    }

    /// `put` for a cluster already normalised and measured.
    mutating func put(cluster: Character, width clusterWidth: Int, x: Int, y: Int, style: Style) -> Int {
        put(grapheme: String(cluster), width: clusterWidth, x: x, y: y, style: style)
    }

    /// `put` for a cluster already normalised and measured, as a string.
    private mutating func put(grapheme: String, width clusterWidth: Int, x: Int, y: Int, style: Style) -> Int {
        guard clusterWidth > 0, y >= 0, y < height, x >= 0, x < width else { return 0 }
        if clusterWidth == 2 && x == width - 1 {
            setSingle(.blank(style), x: x, y: y)
            return 1
        }
        if clusterWidth == 1 {
            setSingle(Cell(grapheme: grapheme, style: style, width: 1), x: x, y: y)
            return 1
        }
        releaseWideCharacter(at: x, y: y)
        releaseWideCharacter(at: x + 1, y: y)
        cells[y * width + x] = Cell(grapheme: grapheme, style: style, width: 2)
        cells[y * width + x + 1] = .continuation(style)
        return 2
    }

    /// Adds `attributes` to the style of every cell in `rect` (clipped), keeping what is
    /// drawn: how a presented sheet dims the screen beneath it.
    public mutating func addAttributes(_ attributes: TextAttributes, in rect: CellRect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for index in (y * width + area.minX)..<(y * width + area.maxX) {
                cells[index].style.attributes.formUnion(attributes)
            }
        }
    }

    /// Sets a one-column cell, first blanking the other half of any wide character under it.
    private mutating func setSingle(_ cell: Cell, x: Int, y: Int) {
        releaseWideCharacter(at: x, y: y)
        cells[y * width + x] = cell
    }

    /// If (x, y) is half of a wide character, blanks the other half, so that the cell can be
    /// overwritten on its own without breaking the pairing invariant.
    private mutating func releaseWideCharacter(at x: Int, y: Int) {
        guard x >= 0, x < width else { return }
        let index = y * width + x
        let cell = cells[index]
        if cell.isWide, x + 1 < width {
            cells[index + 1] = .blank(cell.style)
            cells[index] = .blank(cell.style)
        } else if cell.isContinuation, x > 0 {
            cells[index - 1] = .blank(cell.style)
            cells[index] = .blank(cell.style)
        }
    }

    /// Rows as text, each exactly as wide as the canvas (continuation cells add nothing,
    /// their wide character already spans two columns).
    public var lines: [String] {
        // The row's bytes gathered and made a string once: appending each cell's string to a
        // string cost several times as much (a whole screen is printed this way by `render`).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * 3)
        return (0..<height).map { y in
            bytes.removeAll(keepingCapacity: true)
            for x in 0..<width where !cells[y * width + x].isContinuation {
                // A cell of one byte (a blank, ASCII: most of a screen) without the generic
                // append of a UTF-8 view, which costs several times as much.
                let utf8 = cells[y * width + x].grapheme.utf8
                if utf8.count == 1 { bytes.append(utf8[utf8.startIndex]) } else { bytes.append(contentsOf: utf8) }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The rows with trailing spaces removed, joined by newlines: the form of text snapshots.
    public var text: String {
        lines.map { line in
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed.removeLast() }
            return String(trimmed)
        }.joined(separator: "\n")
    }

    public var description: String { text }
}

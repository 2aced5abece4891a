/// Where a line of text sits in a rect wider than the text.
public enum TextAlignment: Sendable {
    case leading, center, trailing
}

extension Canvas {
    /// The ellipsis that marks text cut at the right edge of its clip rect.
    public static let ellipsis: Character = "…"

    /// Draws `text` on row `y` from column `x`, clipped to `clip` (the whole canvas when nil).
    ///
    /// Text that does not fit before the clip's right edge is cut at a cluster boundary and
    /// ends with `…` in the cells it can still use; the rest of the row up to the edge is
    /// blanked in `style`. Cells left of the clip are skipped, and a wide character that only
    /// half fits on either side shows as a blank, never as half a glyph. Controls and
    /// newlines are not drawn (one row only). Returns the column just after the text as laid
    /// out, clipped or not, so calls can be chained.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: Style = .plain, clip: CellRect? = nil) -> Int {
        let region = (clip ?? bounds).intersection(bounds)
        let clusters = Self.measuredClusters(of: text)
        let total = clusters.reduce(0) { $0 + $1.width }
        guard !region.isEmpty, y >= region.minY, y < region.maxY else { return x + total }
        let available = region.maxX - x
        guard available > 0 else { return x + total }

        if total <= available {
            var column = x
            for (cluster, width) in clusters {
                putClipped(cluster, width: width, x: column, y: y, style: style, region: region)
                column += width
            }
            return column
        }
        // Cut: keep what fits in all but the last usable cell, then the ellipsis.
        var column = x
        for (cluster, width) in clusters {
            guard column + width <= region.maxX - 1 else { break }
            putClipped(cluster, width: width, x: column, y: y, style: style, region: region)
            column += width
        }
        putClipped(Self.ellipsis, width: 1, x: column, y: y, style: style, region: region)
        column += 1
        while column < region.maxX {
            putClipped(" ", width: 1, x: column, y: y, style: style, region: region)
            column += 1
        }
        return column
    }

    /// Draws `text` on the first row of `rect`, aligned within it and clipped to it (with `…`
    /// when cut). Returns the column just after the text.
    @discardableResult
    public mutating func draw(
        _ text: String, in rect: CellRect, style: Style = .plain, alignment: TextAlignment = .leading
    ) -> Int {
        let width = displayWidth(text)
        let slack = max(rect.width - width, 0)
        let offset: Int
        switch alignment {
        case .leading: offset = 0
        case .center: offset = slack / 2
        case .trailing: offset = slack
        }
        return draw(text, x: rect.x + offset, y: rect.y, style: style, clip: rect)
    }

    /// Fills `rect` (clipped to the canvas) with `grapheme` in `style`. A wide grapheme is
    /// repeated every two columns; a column left over at the right edge gets a blank.
    public mutating func fill(_ rect: CellRect, with grapheme: Character = " ", style: Style = .plain) {
        let region = rect.intersection(bounds)
        guard !region.isEmpty, let cluster = normalizedForDisplay(String(grapheme)).first else { return }
        let width = max(cluster.displayWidth, 1)
        let drawn: Character = cluster.displayWidth == 0 ? " " : cluster
        for y in region.minY..<region.maxY {
            var x = region.minX
            while x < region.maxX {
                putClipped(drawn, width: width, x: x, y: y, style: style, region: region)
                x += width
            }
        }
    }

    /// Writes one measured cluster if it lies inside `region`; a wide cluster with one half
    /// outside leaves a blank in the half that is inside.
    mutating func putClipped(_ cluster: Character, width: Int, x: Int, y: Int, style: Style, region: CellRect) {
        let inside = region.contains(x: x, y: y)
        if width == 2 {
            let rightInside = region.contains(x: x + 1, y: y)
            if inside && rightInside {
                _ = put(cluster: cluster, width: 2, x: x, y: y, style: style)
            } else if inside {
                _ = put(cluster: " ", width: 1, x: x, y: y, style: style)
            } else if rightInside {
                _ = put(cluster: " ", width: 1, x: x + 1, y: y, style: style)
            }
        } else if inside {
            _ = put(cluster: cluster, width: width, x: x, y: y, style: style)
        }
    }

    /// Draws one cluster measured already (`width` cells, NFC) at (`x`, `y`), inside `clip`:
    /// a chart's block character, without measuring it again.
    public mutating func draw(cluster: Character, width: Int, x: Int, y: Int, style: Style, clip: CellRect? = nil) {
        putClipped(cluster, width: width, x: x, y: y, style: style, region: (clip ?? bounds).intersection(bounds))
    }

    /// Draws clusters measured already (in NFC, each `cells[i] & 0x3F` cells wide: the higher
    /// bits are the caller's own marks) from column `x` of row `y`, cut hard at the clip's edge
    /// (no ellipsis), without measuring anything again: a text editor's line, whose widths it
    /// keeps with its text. Clusters of no width are skipped. Returns the column after them.
    @discardableResult
    public mutating func draw(
        clusters: ArraySlice<Character>, cells: ArraySlice<UInt8>, x: Int, y: Int, style: Style, clip: CellRect? = nil
    ) -> Int {
        let region = (clip ?? bounds).intersection(bounds)
        var column = x
        for (cluster, code) in zip(clusters, cells) {
            let width = Int(code & 0x3F)
            if width == 0 { continue }
            if column >= region.maxX { break }
            putClipped(cluster, width: width, x: column, y: y, style: style, region: region)
            column += width
        }
        return column
    }

    /// The clusters of `text` in NFC with their widths, leaving out those that take no cell.
    static func measuredClusters(of text: String) -> [(cluster: Character, width: Int)] {
        var result: [(cluster: Character, width: Int)] = []
        // Text of independent scalars (`isIndependentForDisplay`, almost every label): NFC
        // leaves it and each scalar is a cluster of its own, so it is taken scalar by scalar,
        // without grapheme breaking. Their one cluster of two, CR LF, takes no cell either way.
        if text.unicodeScalars.allSatisfy(\.isIndependentForDisplay) {
            result.reserveCapacity(text.utf8.count)
            for scalar in text.unicodeScalars {
                let width = scalar.displayWidth
                if width > 0 { result.append((Character(scalar), width)) }
            }
            return result
        }
        for cluster in canonicallyComposed(text) {
            let width = cluster.displayWidth
            if width > 0 { result.append((cluster, width)) }
        }
        return result
    }
}

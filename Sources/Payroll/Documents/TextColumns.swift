/// Plain-text columns for the command line's tables (`summary`, `payslip`), measured in terminal
/// cells: two for Hangul, CJK and emoji, one otherwise (enough for names, labels, times and money;
/// the screen itself measures with the Canvas's full width table).
public enum TextColumns {
    public static func width(_ text: String) -> Int {
        // Read as UTF-8 bytes, not as scalars (a year's statistics measures five thousand cells,
        // most of them ASCII digits and `₩`): each scalar's first byte counts one, and a scalar
        // of two bytes or more is put together from its bytes and counts one more when it is wide.
        var text = text
        return text.withUTF8 { bytes in
            var width = 0
            var scalar: UInt32 = 0
            var bytesLeft = 0
            for byte in bytes {
                if byte < 0x80 {
                    width += 1
                } else if byte < 0xC0 {
                    scalar = scalar << 6 | UInt32(byte & 0x3F)
                    bytesLeft -= 1
                    if bytesLeft == 0 && isWide(scalar) { width += 1 }
                } else {
                    width += 1
                    // The lead byte's own bits, and how many bytes follow it.
                    bytesLeft = byte < 0xE0 ? 1 : byte < 0xF0 ? 2 : 3
                    scalar = UInt32(byte & (0x7F >> (bytesLeft + 1)))
                }
            }
            return width
        }
    }

    /// Whether the scalar `value` takes two cells: Hangul, CJK and emoji.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            true
        default: false
        }
    }

    public static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - self.width(text)))
    }

    public static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - self.width(text))) + text
    }

    /// Rows laid out in columns two spaces apart, the `rightAligned` columns flush right; trailing
    /// spaces trimmed.
    ///
    /// Each cell is measured once and each line put together as UTF-8 bytes: a year's statistics
    /// prints fifty tables, and building the lines by `String` padding and trimming them a
    /// character at a time cost more than working the year's payslips out.
    public static func table(_ rows: [[String]], rightAligned: Set<Int> = [], indent: String = "") -> [String] {
        let cellWidths = rows.map { $0.map(width) }
        // Closures, not key paths (`\.count`): a key path is looked up through the runtime.
        var widths = [Int](repeating: 0, count: rows.lazy.map { $0.count }.max() ?? 0)
        for row in cellWidths {
            for (column, cellWidth) in row.enumerated() { widths[column] = max(widths[column], cellWidth) }
        }
        let flushRight = widths.indices.map { rightAligned.contains($0) }
        let space = UInt8(ascii: " ")
        var bytes: [UInt8] = []
        return rows.indices.map { index in
            bytes.removeAll(keepingCapacity: true)
            bytes.append(contentsOf: indent.utf8)
            for (column, cell) in rows[index].enumerated() {
                if column > 0 {
                    bytes.append(space)
                    bytes.append(space)
                }
                let padding = widths[column] - cellWidths[index][column]
                if flushRight[column] { bytes.append(contentsOf: repeatElement(space, count: padding)) }
                // The cell's bytes copied at once from its storage, not a byte at a time.
                var cell = cell
                cell.withUTF8 { bytes.append(contentsOf: $0) }
                if !flushRight[column] { bytes.append(contentsOf: repeatElement(space, count: padding)) }
            }
            return trimmingTrailingSpaces(bytes)
        }
    }

    /// The line without its trailing spaces. A space after an ASCII character (or at the start) is
    /// a character of its own, so those bytes go; after other text the spaces are taken off as
    /// characters, as `String` sees them (a space may belong to the character before it).
    static func trimmingTrailingSpaces(_ bytes: [UInt8]) -> String {
        var end = bytes.count
        while end > 0 && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        if end == 0 || bytes[end - 1] < 0x80 { return String(decoding: bytes[..<end], as: UTF8.self) }
        var line = String(decoding: bytes, as: UTF8.self)
        while line.last == " " { line.removeLast() }
        return line
    }
}

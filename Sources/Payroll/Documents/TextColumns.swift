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
    /// Each cell is measured once and each line written at once into its own storage, its length
    /// known beforehand (`Columns`). A year's statistics prints fifty tables, and building the
    /// lines by `String` padding and trimming them a character at a time cost more than working
    /// the year's payslips out.
    public static func table(_ rows: [[String]], rightAligned: Set<Int> = [], indent: String = "") -> [String] {
        let columns = Columns(rows, rightAligned: rightAligned, indent: indent)
        return rows.indices.map { index in
            var trimmed = true
            let line = String(unsafeUninitializedCapacity: columns.length(of: index)) { line in
                // No storage only for a line of no bytes, which has nothing to write.
                guard let start = line.baseAddress else { return 0 }
                let end = columns.write(index, into: start)
                trimmed = end.trimmed
                return end.count
            }
            return trimmed ? line : trimmingTrailingSpaces(Array(line.utf8))
        }
    }

    /// The lines of `table`, each ended by a line feed, appended to `document` as UTF-8: a report
    /// of many tables made into text once (`String(decoding:as:)`), not line by line.
    public static func appendTable(
        _ rows: [[String]], rightAligned: Set<Int> = [], indent: String = "", to document: inout [UInt8]
    ) {
        guard !rows.isEmpty else { return }
        let columns = Columns(rows, rightAligned: rightAligned, indent: indent)
        let room = rows.indices.reduce(0) { $0 + columns.length(of: $1) + 1 }
        let lines = [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
            var start = buffer.baseAddress!
            for index in rows.indices {
                let end = columns.write(index, into: start)
                var length = end.count
                if !end.trimmed {
                    let line = trimmingTrailingSpaces(Array(UnsafeBufferPointer(start: start, count: length)))
                    length = line.utf8.count
                    _ = UnsafeMutableBufferPointer(start: start, count: length).initialize(from: line.utf8)
                }
                start[length] = UInt8(ascii: "\n")
                start += length + 1
            }
            count = buffer.baseAddress!.distance(to: start)
        }
        document.append(contentsOf: lines)
    }

    /// A table's columns: each cell's width, each column's, and which are flush right.
    private struct Columns {
        let rows: [[String]], indent: String
        let cellWidths: [[Int]], widths: [Int], flushRight: [Bool]

        init(_ rows: [[String]], rightAligned: Set<Int>, indent: String) {
            (self.rows, self.indent) = (rows, indent)
            cellWidths = rows.map { $0.map(TextColumns.width) }
            // Closures, not key paths (`\.count`): a key path is looked up through the runtime.
            var widths = [Int](repeating: 0, count: rows.lazy.map { $0.count }.max() ?? 0)
            for row in cellWidths {
                for (column, cellWidth) in row.enumerated() { widths[column] = max(widths[column], cellWidth) }
            }
            self.widths = widths
            flushRight = widths.indices.map { rightAligned.contains($0) }
        }

        /// The bytes of row `index`'s line before its trailing spaces are trimmed.
        func length(of index: Int) -> Int {
            let row = rows[index]
            var length = indent.utf8.count + 2 * max(0, row.count - 1)
            for column in row.indices { length += widths[column] - cellWidths[index][column] + row[column].utf8.count }
            return length
        }

        /// Row `index`'s line written from `start` (room for `length(of:)` bytes): the indent, each
        /// cell's bytes and padding, two spaces between. `count`: its bytes without the trailing
        /// spaces, where they follow an ASCII character or nothing (`trimmed`); else all of them,
        /// left for `trimmingTrailingSpaces` to take off as `String` sees them.
        func write(_ index: Int, into start: UnsafeMutablePointer<UInt8>) -> (count: Int, trimmed: Bool) {
            let row = rows[index]
            var end = start
            func copy(_ text: String) {
                for byte in text.utf8 {
                    end.pointee = byte
                    end += 1
                }
            }
            func spaces(_ count: Int) {
                for _ in 0..<max(0, count) {
                    end.pointee = UInt8(ascii: " ")
                    end += 1
                }
            }
            copy(indent)
            for column in row.indices {
                if column > 0 { spaces(2) }
                let padding = widths[column] - cellWidths[index][column]
                if flushRight[column] { spaces(padding) }
                copy(row[column])
                if !flushRight[column] { spaces(padding) }
            }
            let written = start.distance(to: end)
            var count = written
            while count > 0 && start[count - 1] == UInt8(ascii: " ") { count -= 1 }
            return count == 0 || start[count - 1] < 0x80 ? (count, true) : (written, false)
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

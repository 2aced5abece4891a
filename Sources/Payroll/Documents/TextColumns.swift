/// Plain-text columns for the command line's tables (`summary`, `payslip`), measured in terminal
/// cells: two for Hangul, CJK and emoji, one otherwise (enough for names, labels, times and money;
/// the screen itself measures with the Canvas's full width table).
public enum TextColumns {
    public static func width(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
                width + 2
            default: width + 1
            }
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
    public static func table(_ rows: [[String]], rightAligned: Set<Int> = [], indent: String = "") -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? width($0[column]) : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = indent
            for (column, cell) in row.enumerated() {
                if column > 0 { line += "  " }
                line += rightAligned.contains(column) ? padLeft(cell, widths[column]) : padRight(cell, widths[column])
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}

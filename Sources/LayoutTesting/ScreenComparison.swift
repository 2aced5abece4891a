import Canvas

/// The cells in which two screens differ, as lines of text compared character by character
/// (a wide character is one character here, as the screen's text shows it).
public struct ScreenDifference: Equatable, CustomStringConvertible {
    /// One cell that differs: its row and column (from 0), and what each side has there
    /// (nil past the end of a line or of the screen).
    public struct Cell: Equatable {
        /// The row, from 0.
        public let row: Int
        /// The column (character index in the row), from 0.
        public let column: Int
        /// What the expected screen has there.
        public let expected: Character?
        /// What the actual screen has there.
        public let actual: Character?
    }

    /// Every differing cell, row by row.
    public let cells: [Cell]
    /// The expected screen.
    public let expected: String
    /// The actual screen.
    public let actual: String

    /// Compares two screens given as text (trailing spaces on a line do not count); nil when
    /// they are the same.
    public init?(expected: String, actual: String) {
        let want = ScreenDifference.rows(of: expected)
        let got = ScreenDifference.rows(of: actual)
        var cells: [Cell] = []
        for row in 0..<max(want.count, got.count) {
            let left = row < want.count ? Array(want[row]) : []
            let right = row < got.count ? Array(got[row]) : []
            for column in 0..<max(left.count, right.count) {
                let a = column < left.count ? left[column] : nil
                let b = column < right.count ? right[column] : nil
                if a != b { cells.append(Cell(row: row, column: column, expected: a, actual: b)) }
            }
        }
        guard !cells.isEmpty else { return nil }
        self.cells = cells
        self.expected = expected
        self.actual = actual
    }

    /// Lines without trailing spaces, and without trailing empty lines.
    static func rows(of text: String) -> [String] {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            return String(line)
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows
    }

    /// The differing cells (the first 20), then both screens with row numbers.
    public var description: String {
        func show(_ character: Character?) -> String { character.map { "\"\($0)\"" } ?? "nothing" }
        var lines = ["\(cells.count) cell\(cells.count == 1 ? "" : "s") differ:"]
        for cell in cells.prefix(20) {
            lines.append(
                "  row \(cell.row), column \(cell.column): expected \(show(cell.expected)), got \(show(cell.actual))")
        }
        if cells.count > 20 { lines.append("  ... and \(cells.count - 20) more") }
        for (title, text) in [("expected", expected), ("actual", actual)] {
            lines.append("\(title):")
            for (index, row) in ScreenDifference.rows(of: text).enumerated() {
                lines.append(String(repeating: " ", count: max(0, 3 - String(index).count)) + "\(index)|\(row)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

import Testing

@testable import Payroll

/// `TextColumns.table`: columns measured in terminal cells (Hangul two), two spaces apart, the
/// right-aligned ones flush right, every line's trailing spaces gone, and the same lines as
/// padding `String`s and trimming them a character at a time (`reference`).
@Suite struct TextColumnsTableTests {
    /// The table as it was first written: each cell padded as a `String`, each line trimmed of its
    /// last characters while they are spaces.
    static func reference(_ rows: [[String]], rightAligned: Set<Int>, indent: String) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? TextColumns.width($0[column]) : 0 }.max() ?? 0
        }
        return rows.map { row in
            var line = indent
            for (column, cell) in row.enumerated() {
                if column > 0 { line += "  " }
                line +=
                    rightAligned.contains(column)
                    ? TextColumns.padLeft(cell, widths[column]) : TextColumns.padRight(cell, widths[column])
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    @Test func hangulIsTwoCellsAndRightColumnsAreFlushRight() {
        // Widths: 이름 4 and Cafe 4 -> 4; 시간 4 and 12h 3 -> 4, so "12h" gets one space before it.
        let lines = TextColumns.table([["이름", "시간"], ["Cafe", "12h"]], rightAligned: [1], indent: "  ")
        #expect(lines == ["  이름  시간", "  Cafe   12h"])
    }

    @Test func trailingSpacesGoFromEveryLine() {
        // Column 0 is 5 wide ("total"); "a" is padded to 5 and then trimmed, as is a cell's own
        // trailing space and, on an empty row, the indent itself.
        let lines = TextColumns.table([["total", "x "], ["a"], []], indent: " ")
        #expect(lines == [" total  x", " a", ""])
    }

    /// A space after a prepended mark (U+0600) is part of that character, not a space of its own:
    /// it stays, as it did when lines were trimmed a character at a time.
    @Test func aSpaceInsideTheCharacterBeforeStays() {
        let cell = "\u{600} "
        #expect(cell.count == 1)
        let lines = TextColumns.table([[cell, ""], ["wide cell", "b"]])
        #expect(lines == Self.reference([[cell, ""], ["wide cell", "b"]], rightAligned: [], indent: ""))
        #expect(lines[0].hasSuffix("\u{600} "))
    }

    @Test func agreesWithPaddingStrings() {
        let cells = ["", " ", "a", "₩1,234,567", "동네 편의점", "☕ cafe", "12h 30m", "-", "x  ", "\u{600} ", "é"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let rows = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in cells.randomElement(using: &generator)! }
            }
            let rightAligned = Set((0..<4).filter { _ in Bool.random(using: &generator) })
            let indent = ["", "  "].randomElement(using: &generator)!
            #expect(
                TextColumns.table(rows, rightAligned: rightAligned, indent: indent)
                    == Self.reference(rows, rightAligned: rightAligned, indent: indent), "\(rows) \(rightAligned)")
        }
    }
}

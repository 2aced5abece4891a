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

    /// Random tables of up to five rows of up to four cells (Hangul, `₩`, a space inside the
    /// character before it, trailing spaces), random columns flush right, with or without an indent.
    static func randomTables(_ count: Int) -> [(rows: [[String]], rightAligned: Set<Int>, indent: String)] {
        let cells = ["", " ", "a", "₩1,234,567", "동네 편의점", "지급됨", "☕ cafe", "12h 30m", "-", "x  ", "\u{600} ", "é"]
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            let rows = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in cells.randomElement(using: &generator)! }
            }
            let rightAligned = Set((0..<4).filter { _ in Bool.random(using: &generator) })
            return (rows, rightAligned, ["", "  "].randomElement(using: &generator)!)
        }
    }

    @Test func agreesWithPaddingStrings() {
        for (rows, rightAligned, indent) in Self.randomTables(500) {
            #expect(
                TextColumns.table(rows, rightAligned: rightAligned, indent: indent)
                    == Self.reference(rows, rightAligned: rightAligned, indent: indent), "\(rows) \(rightAligned)")
        }
    }

    /// `appendTable`: the table's lines each ended by a line feed, after what the document held,
    /// whatever the cells (a space inside the character before it kept, as `table` keeps it).
    @Test func anAppendedTableIsTheTablesLinesEachEndedByALineFeed() {
        for (rows, rightAligned, indent) in Self.randomTables(500) {
            var document = Array("before\n".utf8)
            TextColumns.appendTable(rows, rightAligned: rightAligned, indent: indent, to: &document)
            let lines = TextColumns.table(rows, rightAligned: rightAligned, indent: indent)
            #expect(document == Array(("before\n" + lines.map { $0 + "\n" }.joined()).utf8), "\(rows) \(rightAligned)")
        }
    }

    /// `width` reads UTF-8 bytes, putting a scalar together only from two bytes up: the same as
    /// counting scalars (two cells for the wide ranges), for every scalar there is, in runs of 64
    /// and each beside ASCII, a two-byte letter and Hangul.
    @Test func widthByBytesCountsAsTheScalarsDo() {
        func byScalars(_ text: String) -> Int {
            text.unicodeScalars.reduce(0) { $0 + (TextColumns.isWide($1.value) ? 2 : 1) }
        }
        #expect(TextColumns.width("₩1,234,567") == 10)
        #expect(TextColumns.width("일터 0 🏪") == 9)
        #expect(TextColumns.width("e\u{301}") == 2)
        #expect(TextColumns.isWide(0xAC00) && TextColumns.isWide(0x1F3EA) && !TextColumns.isWide(0x20A9))
        let scalars = (0...0x10FFFF).compactMap { Unicode.Scalar(UInt32($0)) }
        for start in stride(from: 0, to: scalars.count, by: 64) {
            let run = String(String.UnicodeScalarView(scalars[start..<min(start + 64, scalars.count)]))
            #expect(TextColumns.width(run) == byScalars(run))
            for neighbour in ["a", "é", "한"] {
                let mixed = neighbour + run + neighbour
                #expect(TextColumns.width(mixed) == byScalars(mixed))
            }
        }
    }
}

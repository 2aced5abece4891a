import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// The home card's received line: when a receipt is recorded for the card's pay period (and only
/// then), what arrived and its difference from the net owed, the figures `PayDifferences` gives
/// the payslip screen and `payday differences`; in the warning colour when less arrived than was
/// owed, secondary text otherwise.
///
/// The file, today 2026-11-21, both workplaces paid on the 10th of the next month, under 5
/// employees, no deductions, 10,320 won an hour (2026's minimum):
/// - Cafe: October, two 4-hour shifts in one week (8 h: no weekly holiday allowance, under 15 h
///   a week): 8 × 10,320 = 82,560 owed; 80,000 arrived on 2026-11-10: difference -2,560.
/// - Books: October, one 5-hour shift: 5 × 10,320 = 51,600 owed; 51,600 arrived: difference 0.
/// The opening page is November's pay (paid December 10): no receipt there, no line; ← shows
/// October's, with both lines.
@Suite struct ReceivedOnCardTests {
    static func file() throws -> String {
        let file = try RecordingWorkTests.temporaryFile()
        try Data(
            """
            {
              "version": 1,
              "workplaces": [
                {
                  "name": "Cafe", "employees": 3, "wage": 10320, "payday": { "day": 10 },
                  "shifts": [
                    { "date": "2026-10-13", "start": "09:00", "end": "13:00" },
                    { "date": "2026-10-14", "start": "09:00", "end": "13:00" },
                    { "date": "2026-11-17", "start": "09:00", "end": "13:00" }
                  ],
                  "received": [{ "period": "2026-10", "amount": 80000, "date": "2026-11-10" }]
                },
                {
                  "name": "Books", "employees": 2, "wage": 10320, "payday": { "day": 10 },
                  "shifts": [
                    { "date": "2026-10-20", "start": "10:00", "end": "15:00" },
                    { "date": "2026-11-18", "start": "10:00", "end": "15:00" }
                  ],
                  "received": [{ "period": "2026-10", "amount": 51600 }]
                }
              ]
            }

            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        return file
    }

    @Test func theLineShowsOnlyForAPeriodWithAReceipt() throws {
        let (harness, _) = AppTestSupport.open(try AppTestSupport.session(file: try Self.file()))
        #expect(!harness.lines.contains { $0.contains("received") }, "November has no receipt")
        harness.pressKeys(.left)
        let lines = harness.lines
        let cafe = try #require(lines.firstIndex { $0.contains("Cafe") })
        #expect(lines[cafe].contains("paid Nov 10") && lines[cafe].contains("₩82,560"), "\(lines[cafe])")
        #expect(lines[cafe + 1].contains("received ₩80,000 · difference -₩2,560"), "\(lines[cafe + 1])")
        let books = try #require(lines.firstIndex { $0.contains("Books") })
        #expect(lines[books].contains("₩51,600"))
        #expect(lines[books + 1].contains("received ₩51,600 · difference 0"), "\(lines[books + 1])")
        // → back to November: the lines go.
        harness.pressKeys(.right)
        #expect(!harness.lines.contains { $0.contains("received") })
    }

    @Test func aShortfallIsInTheWarningColour() throws {
        let (harness, _) = AppTestSupport.open(try AppTestSupport.session(file: try Self.file()))
        harness.window.traitCollection = TraitCollection(userInterfaceStyle: .light, colorDepth: .trueColor)
        harness.pressKeys(.left)
        let lines = harness.lines
        let styles = describeStyles(harness.render()).split(separator: "\n")
        func runs(_ row: Int) -> String { styles.first { $0.hasPrefix("row \(row):") }.map(String.init) ?? "" }
        let cafe = try #require(lines.firstIndex { $0.contains("received ₩80,000") })
        let books = try #require(lines.firstIndex { $0.contains("received ₩51,600") })
        // SemanticColor.warning in light, 24-bit: rgb(165, 85, 0); secondaryLabel: rgb(100, 100, 108).
        #expect(runs(cafe).contains("rgb(165, 85, 0)"), "\(runs(cafe))")
        #expect(
            runs(books).contains("rgb(100, 100, 108)") && !runs(books).contains("rgb(165, 85, 0)"), "\(runs(books))")
    }

    @Test func snapshots() throws {
        for language in RecordingScreenSnapshotTests.languages {
            for size in RecordingScreenSnapshotTests.sizes {
                let (harness, _) = AppTestSupport.open(
                    try AppTestSupport.session(file: try Self.file(), language: language), size: size)
                harness.pressKeys(.left)
                AppTestSupport.assertSnapshot(
                    RecordingScreenSnapshotTests.text(harness),
                    named: RecordingScreenSnapshotTests.name(language, size, "card-received"))
                #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
            }
        }
    }
}

import Foundation
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// Text snapshots of every screen the recording keys open, English and Korean, at 80x24 and
/// 40x20: the workplace form (new and edit), the shift sheet, the break sheet, a clocked-in
/// card's live line, the shift list, the delete question, the discard question, help, a
/// field's problem, the store's refusal, and the worker's own details (as opened, and with more
/// children than the dependants allow). The data is a fixed file copied to a temporary folder; the clock starts Monday
/// 2026-11-23 at 09:00 (virtual).
@Suite struct RecordingScreenSnapshotTests {
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 20)]
    static let languages: [PayrollLanguage] = [.english, .korean]

    /// A harness on a copy of a file with one workplace and two shifts this week and last.
    static func harness(_ language: PayrollLanguage, _ size: TerminalSize) throws -> (HeadlessWindow, PaydayScene) {
        try harness(language, size, file: try fixtureFile())
    }

    static func harness(_ language: PayrollLanguage, _ size: TerminalSize, file: String) throws -> (
        HeadlessWindow, PaydayScene
    ) {
        AppTestSupport.open(try RecordingWorkTests.session(file: file, language: language), size: size)
    }

    /// The fixture's file in a fresh folder.
    static func fixtureFile() throws -> String {
        let file = try RecordingWorkTests.temporaryFile()
        try Data(
            """
            {
              "version": 1,
              "workplaces": [
                {
                  "name": "카페 Blue",
                  "employees": 3,
                  "wage": 10320,
                  "payday": { "day": 10 },
                  "shifts": [
                    { "date": "2026-11-16", "start": "09:00", "end": "17:00", "break": 60 },
                    { "date": "2026-11-17", "start": "09:00", "end": "17:00", "break": 60 },
                    { "date": "2026-11-18", "start": "18:00", "end": "23:00", "break": 30, "memo": "마감" },
                    { "date": "2026-11-20", "start": "09:00", "end": "13:00" }
                  ]
                }
              ]
            }

            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        return file
    }

    static func name(_ language: PayrollLanguage, _ size: TerminalSize, _ screen: String) -> String {
        "\(language == .english ? "en" : "ko")-\(size.width)x\(size.height)-\(screen)"
    }

    static func text(_ harness: HeadlessWindow) -> String {
        harness.lines.map { line in
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed.removeLast() }
            return String(trimmed)
        }.joined(separator: "\n") + "\n"
    }

    /// Each screen: its name and the keys that open it from the home screen.
    static let screens: [(name: String, keys: [Key])] = [
        ("workplace-form", [.character("n")]),
        ("workplace-form-invalid", [.character("n"), .character("x"), .enter, .character("0")]),
        ("workplace-edit", [.character("e")]),
        // Paid by the week (Tab past the name, the wage and its date to the choice, → once):
        // the weekday's row shows, the payday day's and month's go.
        ("workplace-form-weekly", [.character("n"), .tab, .tab, .tab, .right]),
        ("shift-sheet", [.character("a")]),
        ("clocked-in", [.character("i")]),
        ("break-sheet", [.character("i"), .character("o")]),
        ("shift-list", [.character("s")]),
        ("delete-question", [.character("s"), .character("d")]),
        ("discard-question", [.character("a"), .control("u"), .escape]),
        ("help", [.character("?")]),
        (
            "shift-overlap",
            [
                .character("a"), .control("u"), .character("2"), .character("0"), .character("2"), .character("6"),
                .character("1"), .character("1"), .character("1"), .character("6"),
            ]
        ),
        ("refusal", [.character("i"), .character("i")]),
        ("worker-form", [.character("W")]),
        // The edit form's last rows: the income tax's four choices and the probation's fields
        // (Shift-Tab from the first field goes round to the last control).
        ("workplace-edit-end", [.character("e"), .backTab, .backTab, .backTab, .backTab]),
        // Two children aged 8-20 with one dependant (the worker): the children's field says why.
        ("worker-form-invalid", [.character("W"), .enter, .enter, .enter, .control("u"), .character("2")]),
        // 06:00 to 05:00 the next morning: 23 hours, asked about.
        (
            "long-shift-question",
            [
                .character("a"), .character("2"), .character("0"), .character("2"), .character("6"), .character("-"),
                .character("1"), .character("1"), .character("-"), .character("1"), .character("9"), .enter,
                .character("6"), .enter, .character("5"), .control("s"),
            ]
        ),
        ("open-shift-list", [.character("i"), .character("s")]),
        // e on the list: the open shift's form (date, start, memo; no end), then a start after now.
        ("open-shift-form", [.character("i"), .character("s"), .character("e")]),
        (
            "open-shift-form-after-now",
            [.character("i"), .character("s"), .character("e"), .character("1"), .character("0"), .character("3")]
        ),
        // S on the workplace screen: the workplace's schedule over it.
        ("workplace-schedule", [.character("w"), .character("S")]),
        // Typed over the offered date: shown as typed, the month's problem under it.
        (
            "shift-sheet-bad-month",
            [
                .character("a"), .character("2"), .character("0"), .character("2"), .character("6"), .character("-"),
                .character("1"), .character("3"), .character("-"), .character("0"), .character("1"),
            ]
        ),
    ]

    /// `u` after another process's change: the question naming it.
    @Test func undoQuestion() throws {
        for language in Self.languages {
            for size in Self.sizes {
                let file = try Self.fixtureFile()
                let (harness, _) = try Self.harness(language, size, file: file)
                let other = DataStore(path: file, source: .commandLine)
                try other.apply(
                    .addWorkplace(
                        Workplace(
                            name: "GS25", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 25), shifts: [])))
                harness.pressKeys(.character("u"))
                // The entry's time is the real clock's: masked for the snapshot.
                let text = Self.text(harness).replacing(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}\)/, with: "YYYY-MM-DD HH:mm)")
                AppTestSupport.assertSnapshot(text, named: Self.name(language, size, "undo-question"))
                #expect(harness.log.messages.isEmpty, "\(language) \(size): \(harness.log.messages)")
            }
        }
    }

    @Test(arguments: screens.map(\.name))
    func screen(_ screen: String) throws {
        let keys = try #require(Self.screens.first { $0.name == screen }).keys
        for language in Self.languages {
            for size in Self.sizes {
                let (harness, _) = try Self.harness(language, size)
                for key in keys { harness.pressKeys(key) }
                AppTestSupport.assertSnapshot(Self.text(harness), named: Self.name(language, size, screen))
                #expect(harness.log.messages.isEmpty, "\(screen) \(language) \(size): \(harness.log.messages)")
            }
        }
    }
}

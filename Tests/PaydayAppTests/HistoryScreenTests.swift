import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// The history screen (`H`): the store's history newest first, each change with its time, where
/// it came from and what it did in the history's words (the same as `payday history`), an undone
/// entry marked; `u` and `r` from it, `/` filtering as the shift list does, Enter showing a change
/// whole; the demo's and a shown-only file's line; English and Korean; snapshots at 80x24 and
/// 40x20.
@Suite struct HistoryScreenTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// A moment in Seoul as the store's clock: `2026-11-21T21:00`.
    static func seoulTime(_ text: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = seoul
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter.date(from: text)!
    }

    /// A change made by the command line at `time` (Seoul), as `payday` would record it.
    static func change(_ file: String, at time: String, _ body: (DataStore) throws -> Void) throws {
        let moment = seoulTime(time)
        let store = DataStore(path: file, source: .commandLine, clock: { moment })
        _ = try store.load()
        try body(store)
    }

    static func shift(_ date: String, _ start: String, _ end: String) -> Shift {
        Shift(date: LocalDate(iso: date)!, start: TimeOfDay(text: start)!, end: TimeOfDay(text: end)!)
    }

    /// The fixture's file (카페 Blue, four shifts) with four changes from the command line at fixed
    /// times, then the third undone: entries 1 (the file as first found, with the first change),
    /// 2 to 4, and 5 undoing 4.
    static func fileWithHistory() throws -> String {
        let file = try RecordingScreenSnapshotTests.fixtureFile()
        try change(file, at: "2026-11-21T21:00") {
            _ = try $0.apply(.addShift(workplace: "카페 Blue", shift("2026-11-21", "10:00", "14:00")))
        }
        try change(file, at: "2026-11-22T10:30") {
            var edit = WorkplaceEdit()
            edit.wage = 10_500
            edit.wageFrom = LocalDate(iso: "2026-11-16")
            _ = try $0.apply(.editWorkplace(name: "카페 Blue", edit))
        }
        try change(file, at: "2026-11-22T18:45") {
            _ = try $0.apply(.removeShift(workplace: "카페 Blue", shift("2026-11-20", "09:00", "13:00")))
        }
        try change(file, at: "2026-11-23T08:10") { _ = try $0.undo() }
        return file
    }

    static func open(
        _ file: String, language: PayrollLanguage = .english, size: TerminalSize = .init(width: 80, height: 24)
    )
        throws -> (HeadlessWindow, PaydayScene)
    {
        var session = try RecordingWorkTests.session(file: file, language: language, wakes: false)
        session.animations = .none
        session.timeZone = seoul
        return AppTestSupport.open(session, size: size)
    }

    static func folder(of file: String) -> String { URL(fileURLWithPath: file).deletingLastPathComponent().path }

    /// `H` pressed on the app over `file`: the history screen on top.
    static func pressH(_ harness: HeadlessWindow, _ scene: PaydayScene) throws -> HistoryViewController {
        harness.pressKeys(.character("H"))
        harness.settle()
        return try #require(scene.navigation.topViewController as? HistoryViewController)
    }

    @Test func theHistoryListsTheStoresChangesNewestFirstInTheHistorysWords() throws {
        let file = try Self.fileWithHistory()
        defer { try? FileManager.default.removeItem(atPath: Self.folder(of: file)) }
        let (harness, scene) = try Self.open(file)
        let screen = try Self.pressH(harness, scene)
        // The rows are the store's entries, newest first, worded as `payday history` words them.
        let history = try DataStore(path: file).history()
        let words = RuleWords(language: .english, place: .app)
        #expect(screen.rows.map(\.number) == history.entries.map(\.number).reversed())
        #expect(screen.rows.map(\.what) == history.entries.reversed().map { words.event($0.event) })
        let printed = HistoryText.lines(
            history, words: RuleWords(language: .english, place: .commandLine), timeZone: Self.seoul)
        #expect(printed.count == screen.rows.count)
        for (line, row) in zip(printed, screen.rows) {
            #expect(line.hasPrefix("\(row.number) · "), "\(line)")
            #expect(line.contains(row.what), "\(line) holds \(row.what)")
        }
        let text = harness.text
        #expect(harness.lines[0].contains("History · 5 changes"), "\(harness.lines[0])")
        #expect(text.contains("5 · 2026-11-23 08:10"), "\(text)")
        #expect(text.contains("Undid 4: Removed a shift at 카페 Blue: 2026-11-20 09:00-13:00"), "\(text)")
        // The undone entry is marked; the times are local (Seoul) as the store's clock had them.
        #expect(text.contains("4 · 2026-11-22 18:45 · undone"), "\(text)")
        #expect(text.contains("3 · 2026-11-22 10:30"), "\(text)")
        #expect(screen.title == "History · 5 changes")
        // ← goes back.
        harness.pressKeys(.left)
        harness.settle()
        #expect(scene.navigation.topViewController === scene.home)
        withExtendedLifetime(scene) {}
    }

    @Test func slashFiltersTheHistoryAndEscShowsAll() throws {
        let file = try Self.fileWithHistory()
        defer { try? FileManager.default.removeItem(atPath: Self.folder(of: file)) }
        let (harness, scene) = try Self.open(file)
        let screen = try Self.pressH(harness, scene)
        harness.pressKeys(.character("/"))
        #expect(screen.search.isActive)
        #expect(harness.text.contains("number, date, time or change"), "\(harness.text)")
        harness.type("WAGE")
        harness.settle()
        // One change named the wage: entry 3.
        #expect(screen.rows.map(\.number) == [3], "\(screen.rows)")
        #expect(harness.lines[0].contains("History · 1 of 5"), "\(harness.lines[0])")
        #expect(harness.text.contains("Changed the workplace 카페 Blue: wage 10,500 won from 2026-11-16"))
        #expect(!harness.text.contains("Undid 4"))
        // Enter keeps the filter and gives ↑/↓ back to the list; Esc shows every row again.
        harness.pressKeys(.enter)
        #expect(screen.rows.map(\.number) == [3])
        harness.pressKeys(.escape)
        #expect(!screen.search.isActive)
        #expect(screen.rows.map(\.number) == [5, 4, 3, 2, 1])
        #expect(scene.navigation.topViewController === screen, "the first Esc ends the search, not the screen")
        // A time filters too; a search that leaves nothing says so.
        harness.pressKeys(.character("/"))
        harness.type("18:45")
        harness.settle()
        #expect(screen.rows.map(\.number) == [4])
        for _ in 0..<5 { harness.pressKeys(.backspace) }
        harness.type("zzz")
        harness.settle()
        #expect(screen.rows.isEmpty)
        #expect(harness.text.contains("No change matches “zzz” (Esc shows all)"), "\(harness.text)")
        harness.pressKeys(.escape, .escape)
        harness.settle()
        #expect(scene.navigation.topViewController === scene.home)
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
    }

    @Test func undoAndRedoFromTheHistoryAddTheirEntriesAtTheTop() throws {
        let file = try Self.fileWithHistory()
        defer { try? FileManager.default.removeItem(atPath: Self.folder(of: file)) }
        let (harness, scene) = try Self.open(file)
        // The app's own change (a shift added), then the history.
        try scene.records.apply(
            .addShift(workplace: "카페 Blue", Self.shift("2026-11-23", "09:00", "12:00")), description: "added")
        let screen = try Self.pressH(harness, scene)
        #expect(screen.rows.first?.number == 6)
        #expect(screen.rows.first?.what == "Added a shift at 카페 Blue: 2026-11-23 09:00-12:00")
        #expect(screen.rows.first?.source == "app")
        // u undoes the app's own change at once: entry 7 comes in at the top, 6 is marked undone.
        harness.pressKeys(.character("u"))
        harness.settle()
        #expect(screen.rows.map(\.number) == [7, 6, 5, 4, 3, 2, 1])
        #expect(screen.rows[0].what == "Undid 6: Added a shift at 카페 Blue: 2026-11-23 09:00-12:00")
        #expect(screen.rows[1].heading.hasSuffix(" · undone"), "\(screen.rows[1].heading)")
        #expect(harness.text.contains("Undid: Added a shift at 카페 Blue"), "\(harness.text)")
        // The fixture's four shifts, one added, one removed and brought back, and the app's undone.
        #expect(try DataFile.load(path: file).workplaces[0].shifts.count == 5)
        // r redoes it: entry 8, and 6 is no longer marked.
        harness.pressKeys(.character("r"))
        harness.settle()
        #expect(screen.rows.map(\.number) == [8, 7, 6, 5, 4, 3, 2, 1])
        #expect(screen.rows[0].what == "Redid 6: Added a shift at 카페 Blue: 2026-11-23 09:00-12:00")
        #expect(!screen.rows[2].heading.contains("undone"))
        #expect(try DataFile.load(path: file).workplaces[0].shifts.count == 6)
        // Enter shows the selected change whole; any key closes it.
        harness.pressKeys(.home, .enter)
        let alert = try #require(harness.window.topPresentedViewController as? AlertController)
        #expect(alert.title == "Change 8")
        #expect(alert.message?.contains("Redid 6: Added a shift at 카페 Blue: 2026-11-23 09:00-12:00") == true)
        #expect(alert.message?.contains("· app") == true)
        harness.pressKeys(.enter)
        harness.settle()
        #expect(!(harness.window.topPresentedViewController is AlertController))
        // Another process's change next in line is asked about first (Keep it is focused).
        harness.pressKeys(.character("u"), .character("u"))
        harness.settle()
        let question = try #require(harness.window.topPresentedViewController as? AlertController)
        #expect(question.title == "Undo a change made elsewhere?")
        harness.pressKeys(.escape)
        harness.settle()
        #expect(screen.rows.count == 9)
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
    }

    @Test func theDemoAndAShownOnlyFileSayWhyThereIsNoHistory() throws {
        for (language, expected) in [
            (PayrollLanguage.english, "The demo is never changed, so it has no history."),
            (.korean, "데모는 바뀌지 않으므로 변경 기록이 없습니다."),
        ] {
            let (screen, log) = try Self.demoScreen(language: language, keys: "H")
            #expect(log.isEmpty, "\(log)")
            #expect(screen.contains(expected), "\(screen)")
        }
        let (shown, _) = try AppTestSupport.render(width: 80, height: 24, keys: "H")
        #expect(shown.contains("This file is only shown here: payday history lists its changes."), "\(shown)")
    }

    static func demoScreen(language: PayrollLanguage, keys: String) throws -> (String, [String]) {
        let loaded = try LoadedData.load(named: nil, demo: true, rates: nil, environment: [:])
        let session = PaydaySession.start(
            loaded, today: KeysCommand.demoDay, language: language, animations: .none)
        var log: [String] = []
        let lines = try TerminalHost.render(
            session: session, width: 80, height: 24, keys: keys, logSink: { log.append($0) })
        return (lines.joined(separator: "\n"), log)
    }

    @Test func hIsInTheKeyListThePaletteAndPaydayKeys() throws {
        for language in [PayrollLanguage.english, .korean] {
            let title = language.appWords.openKeyTitle
            let (harness, scene) = AppTestSupport.open(
                try AppTestSupport.session(language: language, animations: .none))
            #expect(harness.window.keyCommandsInReach.contains { $0.input == "H" && $0.discoverabilityTitle == title })
            harness.feed("\u{10}")  // Ctrl-P
            #expect(harness.window.commandPalette.entries.contains { $0.key == "H" && $0.title == title })
            harness.pressKeys(.escape)
            let listed = KeysCommand.text(
                try KeysCommand.screens(language: language, homeName: "home", environment: [:]))
            #expect(listed.contains("\(title) (H)"), "payday keys lists the history screen's own keys")
            withExtendedLifetime(scene) {}
        }
    }

    /// The history at 80x24 and 40x20, English and Korean: as opened, and filtered by `/`.
    @Test func snapshots() throws {
        let file = try Self.fileWithHistory()
        defer { try? FileManager.default.removeItem(atPath: Self.folder(of: file)) }
        for language in [PayrollLanguage.english, .korean] {
            let tag = language == .english ? "en" : "ko"
            for size in RecordingScreenSnapshotTests.sizes {
                let (harness, scene) = try Self.open(file, language: language, size: size)
                harness.pressKeys(.character("H"))
                harness.settle()
                AppTestSupport.assertSnapshot(
                    RecordingScreenSnapshotTests.text(harness), named: "\(tag)-\(size.width)x\(size.height)-history")
                harness.pressKeys(.character("/"))
                harness.type(language == .english ? "shift" : "근무")
                harness.settle()
                AppTestSupport.assertSnapshot(
                    RecordingScreenSnapshotTests.text(harness),
                    named: "\(tag)-\(size.width)x\(size.height)-history-search")
                #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
                withExtendedLifetime(scene) {}
            }
        }
    }
}

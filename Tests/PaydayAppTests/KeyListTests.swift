import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// `?` on every screen lists the keys of the screen on top (read from its key commands, so the
/// list is what the keys do), and shows a scroll indicator when the list is longer than the
/// sheet; ↓ and PgDn reach the rest.
@Suite struct KeyListTests {
    /// Each screen and the keys that open it from the home screen (the second card, Night Mart).
    static let screens: [(name: String, keys: String)] = [
        ("home", ""), ("shifts", "down s"), ("calendar", "down c"), ("payslip", "down p"), ("workplace", "down w"),
    ]

    @Test(arguments: screens.map(\.name))
    func snapshots(of name: String) throws {
        let keys = try #require(Self.screens.first { $0.name == name }).keys
        for language in [PayrollLanguage.english, .korean] {
            for (width, height) in [(80, 24), (40, 20)] {
                let (screen, log) = try AppTestSupport.render(
                    language: language, width: width, height: height, keys: keys + " ?")
                #expect(log.isEmpty, "layout log: \(log)")
                let tag = language == .english ? "en" : "ko"
                AppTestSupport.assertSnapshot(screen, named: "\(tag)-\(width)x\(height)-keys-\(name)")
            }
        }
    }

    /// Every titled key in reach on the screen is a line of the list; a list longer than the
    /// sheet shows the indicator (▼ at its foot), scrolls to its last line with ↓, and then shows
    /// ▲ at its head instead.
    @Test(arguments: screens.map(\.name), [80, 40])
    func everyKeyIsListedAndReachable(of name: String, width: Int) throws {
        let keys = try #require(Self.screens.first { $0.name == name }).keys
        let size = TerminalSize(width: width, height: width == 80 ? 24 : 20)
        let (screen, _) = AppTestSupport.open(try AppTestSupport.session(animations: .none), size: size)
        try screen.press(keys)
        screen.settle()
        let titles = Set(screen.window.keyCommandsInReach.compactMap { $0.discoverabilityTitle ?? $0.title })
        #expect(titles.count >= 4, "\(titles)")
        screen.pressKeys(.character("?"))
        let help = try #require(screen.window.topPresentedViewController as? HelpController)
        for title in titles {
            #expect(help.lines.contains { $0.hasSuffix(title) }, "\(title) listed for \(name)")
        }
        let scroll = help.scrollView
        // Longer than the sheet (a line too wide for it wraps onto the next).
        let longer = scroll.contentSize.height > scroll.bounds.height
        let foot = screen.lines[Int(screen.window.size.height) - 2]
        #expect(foot.hasSuffix("▼") == longer, "\(name) \(size): \(foot)")
        guard longer else { return }
        // A line a row, and a row wraps under its own words: as many presses as the content's lines.
        for _ in 0..<Int(scroll.contentSize.height) { screen.pressKeys(.down) }
        #expect(scroll.contentOffset.y == scroll.maximumContentOffset.y)
        let lines = screen.lines
        let last = help.lines.last(where: { !$0.isEmpty }) ?? "-"
        #expect(lines.contains { $0.contains(last.prefix(12)) }, "\(lines.joined(separator: "\n"))")
        #expect(!lines[Int(screen.window.size.height) - 2].hasSuffix("▼"))
        #expect(lines.contains { $0.hasSuffix("▲") })
    }

    /// The notes under the keys (the marks on a card) have their meanings in one column, at
    /// least two spaces after the widest mark: the column was 14 wide, so `working since` and
    /// `12월 10일 지급` ran into their meanings with one space (`working since clocked in here`).
    @Test(arguments: [PayrollLanguage.english, .korean])
    func everyMarkStandsApartFromItsMeaning(language: PayrollLanguage) throws {
        let (screen, scene) = AppTestSupport.open(try AppTestSupport.session(language: language, animations: .none))
        screen.pressKeys(.character("?"))
        let help = try #require(screen.window.topPresentedViewController as? HelpController)
        let notes = scene.home.keyNotes
        #expect(notes.count >= 5)
        var columns: Set<Int> = []
        for note in notes {
            let line = try #require(help.lines.first { $0.hasPrefix(note.mark + " ") && $0.hasSuffix(note.meaning) })
            let gap = line.dropFirst(note.mark.count).prefix { $0 == " " }.count
            #expect(gap >= 2, "\(line)")
            columns.insert(displayWidth(String(line.dropLast(note.meaning.count))))
        }
        #expect(columns.count == 1, "\(columns)")
    }
}

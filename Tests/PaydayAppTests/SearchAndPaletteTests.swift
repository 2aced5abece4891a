import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// `/` filters the shift list (a period's and the calendar's day) as the worker types, Esc shows
/// every row again; Ctrl-P or `:` opens the command palette on every screen, with the screen's
/// keys in the app's words, English and Korean.
@Suite struct SearchAndPaletteTests {
    /// The rows of the list on screen: the lines holding a shift's times (`09:00`).
    private static func shiftLines(_ lines: [String]) -> [String] {
        lines.filter { $0.range(of: #"\d\d:\d\d"#, options: .regularExpression) != nil && !$0.contains("/ [") }
    }

    @Test func slashFiltersTheShiftListAsTheWorkerTypesAndEscShowsAll() throws {
        let (harness, scene) = AppTestSupport.open(try AppTestSupport.session(animations: .none))
        try harness.press("s")
        harness.settle()
        let list = try #require(scene.navigation.topViewController as? ShiftListController)
        let all = Self.shiftLines(harness.lines)
        // The fixture's Cafe Blue worked Mon Nov 2 and Tue Nov 3, 09:00-13:00.
        #expect(all.count == 2, "\(harness.lines.joined(separator: "\n"))")
        harness.pressKeys(.character("/"))
        #expect(list.search.isActive)
        #expect(harness.lines[2].contains("/ [date, time, memo or pay"), "\(harness.lines[2])")
        harness.type("TUE")
        harness.settle()
        let filtered = Self.shiftLines(harness.lines)
        #expect(filtered.count == 1 && filtered[0].contains("Tue Nov 3"), "\(harness.lines.joined(separator: "\n"))")
        #expect(list.searchText == "TUE")
        // Enter keeps the filter and gives ↑/↓ back to the list; Esc shows every row again.
        harness.pressKeys(.enter)
        #expect(harness.window.firstResponder == nil)
        #expect(Self.shiftLines(harness.lines) == filtered)
        harness.pressKeys(.escape)
        #expect(!list.search.isActive)
        #expect(Self.shiftLines(harness.lines) == all)
        #expect(scene.navigation.topViewController === list, "the first Esc ends the search, not the list")
        // A search that leaves nothing says so.
        harness.pressKeys(.character("/"))
        harness.type("zzz")
        harness.settle()
        #expect(harness.lines.contains { $0.contains("No shift matches “zzz” (Esc shows all)") })
        harness.pressKeys(.escape)
        harness.pressKeys(.escape)
        #expect(scene.navigation.topViewController === scene.home)
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
    }

    @Test func theCalendarsDayListFiltersToo() throws {
        let (harness, scene) = AppTestSupport.open(try AppTestSupport.session(animations: .none))
        // The calendar of the first card opens on today, Sat Nov 21; two weeks up and four days
        // back is Tue Nov 3, whose shift Enter lists.
        try harness.press("c up up left left left left enter")
        harness.settle()
        let list = try #require(scene.navigation.topViewController as? ShiftListController)
        #expect(harness.lines[0].contains("Tue, Nov 3, 2026"), "\(harness.lines[0])")
        #expect(Self.shiftLines(harness.lines).count == 1)
        harness.pressKeys(.character("/"))
        #expect(list.search.isActive)
        harness.type("zzz")
        harness.settle()
        #expect(Self.shiftLines(harness.lines).isEmpty)
        #expect(harness.lines.contains { $0.contains("No shift matches “zzz”") })
        harness.pressKeys(.escape)
        #expect(Self.shiftLines(harness.lines).count == 1)
    }

    @Test(arguments: [PayrollLanguage.english, .korean])
    func thePaletteListsTheScreensKeysInTheAppsWords(language: PayrollLanguage) throws {
        let strings = AppStrings(language)
        let (harness, _) = AppTestSupport.open(try AppTestSupport.session(language: language, animations: .none))
        harness.feed("\u{10}")  // Ctrl-P
        let palette = harness.window.commandPalette
        #expect(palette.isVisible)
        let entries = palette.entries.map { "\($0.key ?? "") \($0.title)" }
        for expected in [
            "i \(strings.keyTitles.clockIn)", "c \(strings.keyTitles.calendar)", "? \(strings.keyTitles.help)",
        ] {
            #expect(entries.contains(expected), "\(expected) in \(entries)")
        }
        #expect(harness.text.contains(strings.paletteWords.title))
        // Typing the calendar's words runs it: the calendar is pushed.
        let query = language == .english ? "month cal" : "월 달력"
        harness.type(query)
        #expect(palette.matches.first?.title == strings.keyTitles.calendar)
        harness.pressKeys(.enter)
        #expect(!palette.isVisible)
        #expect(harness.window.keyCommandsInReach.contains { $0.discoverabilityTitle == strings.paletteWords.keyTitle })
        // `:` opens it on the pushed screen too.
        harness.pressKeys(.character(":"))
        #expect(palette.isVisible)
        harness.pressKeys(.escape)
        #expect(!palette.isVisible)
    }

    @Test func thePaletteAndSearchAreInTheKeyList() throws {
        let (harness, _) = AppTestSupport.open(try AppTestSupport.session(animations: .none))
        try harness.press("s")
        harness.settle()
        harness.pressKeys(.character("?"))
        let help = try #require(harness.window.topPresentedViewController as? HelpController)
        #expect(help.lines.contains { $0.hasPrefix("^P :") && $0.hasSuffix("command palette") })
        #expect(help.lines.contains { $0.hasPrefix("/ ") && $0.hasSuffix("search") })
    }

    /// The shift list filtered, and the palette over the home screen filtered by `cl`, English
    /// and Korean, at 80x24 and 40x20.
    @Test func snapshots() throws {
        for language in [PayrollLanguage.english, .korean] {
            let tag = language == .english ? "en" : "ko"
            for (width, height) in [(80, 24), (40, 20)] {
                let (search, searchLog) = try AppTestSupport.render(
                    language: language, width: width, height: height,
                    keys: language == .english ? "s / t u e" : "s / 화")
                #expect(searchLog.isEmpty, "layout log: \(searchLog)")
                AppTestSupport.assertSnapshot(search, named: "\(tag)-\(width)x\(height)-shift-search")
                let (palette, paletteLog) = try AppTestSupport.render(
                    language: language, width: width, height: height, keys: "ctrl-p")
                #expect(paletteLog.isEmpty, "layout log: \(paletteLog)")
                AppTestSupport.assertSnapshot(palette, named: "\(tag)-\(width)x\(height)-palette")
            }
        }
    }
}

import Foundation
import Layout
import LayoutTesting
import Terminal
import Testing

@testable import PaydayApp

/// Keys, clicks and the selection on the home screen (7 cards, 80x24: 5 fit at a time).
@Suite struct HomeKeyTests {
    private func harness(_ size: TerminalSize = TerminalSize(width: 80, height: 24)) throws -> (
        HeadlessWindow, PaydayScene
    ) {
        AppTestSupport.open(try AppTestSupport.session(), size: size)
    }

    @Test func arrowsAndVimKeysMoveTheSelectionWithinTheCards() throws {
        let (h, scene) = try harness()
        #expect(scene.home.selectedRow == 0)
        h.pressKeys(.up)
        #expect(scene.home.selectedRow == 0)
        h.pressKeys(.down, .character("j"), .down)
        #expect(scene.home.selectedRow == 3)
        h.pressKeys(.character("k"))
        #expect(scene.home.selectedRow == 2)
        h.pressKeys(.end)
        #expect(scene.home.selectedRow == 6)
        h.pressKeys(.down)
        #expect(scene.home.selectedRow == 6)
        h.pressKeys(.character("g"))
        #expect(scene.home.selectedRow == 0)
        h.pressKeys(.character("G"))
        #expect(scene.home.selectedRow == 6)
        h.pressKeys(.home)
        #expect(scene.home.selectedRow == 0)
    }

    @Test func pagesMoveByWhatFitsAndKeepTheSelectionInView() throws {
        let (h, scene) = try harness()
        h.pressKeys(.pageDown)
        let afterOnePage = try #require(scene.home.selectedRow)
        #expect(afterOnePage >= 3 && afterOnePage <= 5)
        h.pressKeys(.pageDown, .pageDown)
        #expect(scene.home.selectedRow == 6)
        #expect(h.lines.contains { $0.contains("Last Stop Diner") })
        h.pressKeys(.pageUp, .pageUp, .pageUp)
        #expect(scene.home.selectedRow == 0)
        #expect(h.lines[2].contains("Cafe Blue"))
    }

    @Test func theSelectedCardIsAlwaysOnScreen() throws {
        let (h, scene) = try harness()
        let names = ["Cafe Blue", "Night Mart", "아주 아주", "Bookstore", "Library", "Gym", "Last Stop Diner"]
        for row in 0..<7 {
            let lines = h.lines
            let header = try #require(lines.first { $0.hasPrefix("┃ ") }, "no selected card at row \(row)")
            #expect(header.contains(names[row]))
            h.pressKeys(.down)
        }
        withExtendedLifetime(scene) {}
    }

    @Test func enterAndSpaceFoldAndUnfoldAndSeveralCardsStayOpen() throws {
        let (h, scene) = try harness(TerminalSize(width: 80, height: 40))
        h.pressKeys(.enter)
        #expect(scene.home.expandedRows == [0])
        h.pressKeys(.down, .space)
        #expect(scene.home.expandedRows == [0, 1])
        let lines = h.lines
        #expect(lines.filter { $0.contains("Weekly holiday allowance") }.count == 2)
        #expect(lines.filter { $0.contains("▴") }.count == 2)
        h.pressKeys(.enter)
        #expect(scene.home.expandedRows == [0])
    }

    @Test func aClickSelectsAndAClickOnTheSelectedCardToggles() throws {
        let (h, scene) = try harness()
        // Third card: rows 9-12 (title, then 4 rows per folded card).
        h.sendSettled(.mouse(MouseEvent(x: 10, y: 10)))
        #expect(scene.home.selectedRow == 2)
        #expect(scene.home.expandedRows.isEmpty)
        h.sendSettled(.mouse(MouseEvent(x: 10, y: 9)))
        #expect(scene.home.expandedRows == [2])
        // The title and hint lines are not cards.
        h.sendSettled(.mouse(MouseEvent(x: 10, y: 0)))
        h.sendSettled(.mouse(MouseEvent(x: 10, y: 23)))
        #expect(scene.home.selectedRow == 2)
        // The wheel scrolls the cards under it (a scroll the window hands to the table), three
        // lines a notch, never past the content (7 cards: 4 lines each folded, the third one
        // unfolded, in 22 lines), and leaves the selection where it is.
        let table = scene.home.tableView
        let bottom = table.contentSize.height - table.bounds.height
        // The unfolded card scrolled itself into view first.
        let start = table.contentOffset.y
        #expect(bottom > start + 3)
        h.sendSettled(.mouse(MouseEvent(button: .scrollDown, x: 10, y: 10)))
        #expect(table.contentOffset.y == start + 3)
        #expect(scene.home.selectedRow == 2)
        for _ in 0..<20 { h.sendSettled(.mouse(MouseEvent(button: .scrollDown, x: 10, y: 10))) }
        #expect(table.contentOffset.y == bottom)
        h.sendSettled(.mouse(MouseEvent(button: .scrollUp, x: 10, y: 10)))
        #expect(table.contentOffset.y == bottom - 3)
        for _ in 0..<20 { h.sendSettled(.mouse(MouseEvent(button: .scrollUp, x: 10, y: 10))) }
        #expect(table.contentOffset.y == 0)
        #expect(scene.home.selectedRow == 2)
    }

    @Test func qEscapeAndControlCQuit() throws {
        for key in [Key.character("q"), .escape, .control("c")] {
            let (h, scene) = try harness()
            #expect(!scene.wantsToQuit)
            h.pressKeys(key)
            #expect(scene.wantsToQuit, "\(key)")
        }
    }

    @Test func theEmptyStateIgnoresSelectionKeys() throws {
        let (h, scene) = AppTestSupport.open(try AppTestSupport.session(file: AppTestSupport.emptyFile))
        h.pressKeys(.down, .enter, .end, .pageDown)
        #expect(scene.home.selectedRow == nil)
        #expect(h.lines.contains { $0.contains("No workplaces yet.") })
    }

    /// Normal use logs no constraint conflict: a long scripted session through every key,
    /// resizes mid-animation included.
    @Test func aScriptedSessionLogsNoConflict() throws {
        let (h, scene) = try harness()
        let script = try ScriptStep.parse(
            """
            down enter down enter up enter end enter home pgdn pgup space j k G enter g \
            resize:50x15 enter resize:120x40 down space click:5,9 click:5,9 resize:40x20 G enter enter
            """)
        for step in script {
            guard case .event(let event) = step else { continue }
            h.window.deliver(event)
            // Half an animation, then the next key: interrupted animations too.
            _ = h.lines
            h.clock.advance(by: 0.1)
            _ = h.lines
        }
        h.settle()
        #expect(h.log.messages.isEmpty, "\(h.log.messages)")
        withExtendedLifetime(scene) {}
    }

    /// The log the scripted session above reads does catch conflicts: two required widths
    /// on one of the screen's views are reported there, in Auto Layout's words.
    @Test func aConflictReachesTheLayoutLog() throws {
        let (h, scene) = try harness()
        scene.home.hintLine.snp.makeConstraints {
            $0.width.equalTo(10)
            $0.width.equalTo(20)
        }
        _ = h.lines
        let log = h.log.messages.joined(separator: "\n")
        #expect(log.contains("Unable to simultaneously satisfy constraints"))
        #expect(log.contains("width == 10"))
        #expect(log.contains("width == 20"))
    }
}

import Foundation
import Layout
import Terminal
import Testing

@testable import PaydayApp

/// Keys, clicks and the selection on the home screen (7 cards, 80x24: 5 fit at a time).
@Suite struct HomeKeyTests {
    private func harness(_ size: TerminalSize = TerminalSize(width: 80, height: 24)) throws -> AppHarness {
        AppHarness(session: try AppTestSupport.session(), size: size)
    }

    @Test func arrowsAndVimKeysMoveTheSelectionWithinTheCards() throws {
        let h = try harness()
        #expect(h.home.selectedRow == 0)
        h.press(.up)
        #expect(h.home.selectedRow == 0)
        h.press(.down, .character("j"), .down)
        #expect(h.home.selectedRow == 3)
        h.press(.character("k"))
        #expect(h.home.selectedRow == 2)
        h.press(.end)
        #expect(h.home.selectedRow == 6)
        h.press(.down)
        #expect(h.home.selectedRow == 6)
        h.press(.character("g"))
        #expect(h.home.selectedRow == 0)
        h.press(.character("G"))
        #expect(h.home.selectedRow == 6)
        h.press(.home)
        #expect(h.home.selectedRow == 0)
    }

    @Test func pagesMoveByWhatFitsAndKeepTheSelectionInView() throws {
        let h = try harness()
        h.press(.pageDown)
        let afterOnePage = try #require(h.home.selectedRow)
        #expect(afterOnePage >= 3 && afterOnePage <= 5)
        h.press(.pageDown, .pageDown)
        #expect(h.home.selectedRow == 6)
        #expect(h.frame().contains { $0.contains("Last Stop Diner") })
        h.press(.pageUp, .pageUp, .pageUp)
        #expect(h.home.selectedRow == 0)
        #expect(h.frame()[2].contains("Cafe Blue"))
    }

    @Test func theSelectedCardIsAlwaysOnScreen() throws {
        let h = try harness()
        let names = ["Cafe Blue", "Night Mart", "아주 아주", "Bookstore", "Library", "Gym", "Last Stop Diner"]
        for row in 0..<7 {
            let lines = h.frame()
            let header = try #require(lines.first { $0.hasPrefix("┃ ") }, "no selected card at row \(row)")
            #expect(header.contains(names[row]))
            h.press(.down)
        }
    }

    @Test func enterAndSpaceFoldAndUnfoldAndSeveralCardsStayOpen() throws {
        let h = try harness(TerminalSize(width: 80, height: 40))
        h.press(.enter)
        #expect(h.home.expandedRows == [0])
        h.press(.down, .space)
        #expect(h.home.expandedRows == [0, 1])
        let lines = h.frame()
        #expect(lines.filter { $0.contains("Weekly holiday allowance") }.count == 2)
        #expect(lines.filter { $0.contains("▴") }.count == 2)
        h.press(.enter)
        #expect(h.home.expandedRows == [0])
    }

    @Test func aClickSelectsAndAClickOnTheSelectedCardToggles() throws {
        let h = try harness()
        // Third card: rows 9-12 (title, then 4 rows per folded card).
        h.send(.mouse(MouseEvent(x: 10, y: 10)))
        #expect(h.home.selectedRow == 2)
        #expect(h.home.expandedRows.isEmpty)
        h.send(.mouse(MouseEvent(x: 10, y: 9)))
        #expect(h.home.expandedRows == [2])
        // The title and hint lines are not cards.
        h.send(.mouse(MouseEvent(x: 10, y: 0)))
        h.send(.mouse(MouseEvent(x: 10, y: 23)))
        #expect(h.home.selectedRow == 2)
        // The wheel moves the selection.
        h.send(.mouse(MouseEvent(button: .scrollDown, x: 10, y: 10)))
        #expect(h.home.selectedRow == 3)
        h.send(.mouse(MouseEvent(button: .scrollUp, x: 10, y: 10)))
        h.send(.mouse(MouseEvent(button: .scrollUp, x: 10, y: 10)))
        #expect(h.home.selectedRow == 1)
    }

    @Test func qEscapeAndControlCQuit() throws {
        for key in [Key.character("q"), .escape, .control("c")] {
            let h = try harness()
            #expect(!h.app.shouldQuit)
            h.press(key)
            #expect(h.app.shouldQuit, "\(key)")
        }
    }

    @Test func theEmptyStateIgnoresSelectionKeys() throws {
        let h = AppHarness(session: try AppTestSupport.session(file: AppTestSupport.emptyFile))
        h.press(.down, .enter, .end, .pageDown)
        #expect(h.home.selectedRow == nil)
        #expect(h.frame().contains { $0.contains("No workplaces yet.") })
    }

    /// Normal use logs no constraint conflict: a long scripted session through every key,
    /// resizes mid-animation included.
    @Test func aScriptedSessionLogsNoConflict() throws {
        let h = try harness()
        let script = try ScriptStep.parse(
            """
            down enter down enter up enter end enter home pgdn pgup space j k G enter g \
            resize:50x15 enter resize:120x40 down space click:5,9 click:5,9 resize:40x20 G enter enter
            """)
        for step in script {
            guard case .event(let event) = step else { continue }
            h.headless.handle(event)
            // Half an animation, then the next key: interrupted animations too.
            h.frame()
            h.clock.advance(by: 0.1)
            h.frame()
        }
        h.settle()
        #expect(h.layoutLog.isEmpty, "\(h.layoutLog)")
    }

    /// The log the scripted session above reads does catch conflicts: two required widths
    /// on one of the screen's views are reported there, in Auto Layout's words.
    @Test func aConflictReachesTheLayoutLog() throws {
        let h = try harness()
        h.home.hintLabel.snp.makeConstraints {
            $0.width.equalTo(10)
            $0.width.equalTo(20)
        }
        h.frame()
        let log = h.layoutLog.joined(separator: "\n")
        #expect(log.contains("Unable to simultaneously satisfy constraints"))
        #expect(log.contains("width == 10"))
        #expect(log.contains("width == 20"))
    }
}

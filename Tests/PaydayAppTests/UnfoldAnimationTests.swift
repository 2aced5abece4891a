import Foundation
import Layout
import LayoutTesting
import Terminal
import Testing

@testable import PaydayApp

/// The unfold of the second card, frame by frame on the virtual clock: the card grows from the
/// top down (header fixed, the detail table revealed from its first line, the bottom border
/// moving down) and the cards below slide with it.
@Suite struct UnfoldAnimationTests {
    static let step = 0.0125
    /// Enough steps of `step` to pass the end of the batch animation and its scroll.
    static let stepsToTheEnd =
        Int((max(TableView.batchUpdateDuration, TableView.scrollAnimationDuration) / step).rounded(.up)) + 2

    /// Where the selected (heavy) card's bottom border is, and the next card's top border.
    private func rows(of lines: [String]) -> (selectedBottom: Int?, nextTop: Int?) {
        let bottom = lines.firstIndex { $0.hasPrefix("┗") }
        let next = bottom.flatMap { b in lines.indices.first { $0 > b && lines[$0].hasPrefix("╭") } }
        return (bottom, next)
    }

    @Test func unfoldGrowsFromTheTopAndPushesTheCardsBelow() throws {
        let (harness, scene) = AppTestSupport.open(try AppTestSupport.session())
        harness.pressKeys(.down)
        // Folded: title row 0, first card rows 1-4, second card rows 5-8.
        #expect(rows(of: harness.lines).selectedBottom == 8)
        harness.window.deliver(.key(.enter))
        var bottoms: [Int] = []
        var sawPartialTable = false
        for _ in 0...Self.stepsToTheEnd {
            let lines = harness.lines
            let (bottom, next) = rows(of: lines)
            guard let bottom else { Issue.record("no selected card in \(lines)"); return }
            bottoms.append(bottom)
            // The card below is always right under the growing one.
            #expect(next == bottom + 1, "frame \(bottoms.count): \(lines.joined(separator: "\n"))")
            // The header never moves.
            #expect(lines[6].contains("Night Mart"))
            if bottom > 9 && bottom < 18 {
                // Revealed from the top: the period line shows while the last row does not yet.
                #expect(lines[7].contains("Nov 1 – Nov 30"))
                #expect(!lines.contains { $0.contains("Net ") })
                sawPartialTable = true
            }
            harness.clock.advance(by: Self.step)
        }
        #expect(bottoms.first == 8)
        // Ten lines of table and the note that November 26-30 are paid in advance (payday the 25th).
        #expect(bottoms.last == 20)
        #expect(zip(bottoms, bottoms.dropFirst()).allSatisfy { $0 <= $1 }, "\(bottoms)")
        #expect(Set(bottoms).count >= 5, "too few distinct steps: \(bottoms)")
        #expect(sawPartialTable)
        #expect(!harness.window.needsFrame)
        #expect(harness.log.messages.isEmpty)
        withExtendedLifetime(scene) {}
    }

    @Test func foldShrinksBackAndTheCardsBelowFollow() throws {
        let (harness, scene) = AppTestSupport.open(try AppTestSupport.session())
        harness.pressKeys(.down, .enter)
        #expect(rows(of: harness.lines).selectedBottom == 20)
        harness.window.deliver(.key(.enter))
        var bottoms: [Int] = []
        for _ in 0...Self.stepsToTheEnd {
            let lines = harness.lines
            let (bottom, next) = rows(of: lines)
            bottoms.append(bottom ?? -1)
            #expect(next == (bottom ?? -1) + 1)
            harness.clock.advance(by: Self.step)
        }
        #expect(bottoms.first == 20)
        #expect(bottoms.last == 8)
        #expect(zip(bottoms, bottoms.dropFirst()).allSatisfy { $0 >= $1 }, "\(bottoms)")
        #expect(Set(bottoms).count >= 5, "\(bottoms)")
        withExtendedLifetime(scene) {}
    }

    /// The card's frame as numbers: the presentation height runs from the folded height (4) to
    /// the unfolded one (16: its table, and two notes: no premiums under 5 employees, and a 4-hour
    /// shift without the legal 30-minute break) along ease-in-out, ending exactly on the model.
    @Test func cardHeightFollowsTheCurve() throws {
        let (harness, scene) = AppTestSupport.open(try AppTestSupport.session())
        harness.window.deliver(.key(.enter))
        let cell = try #require(scene.home.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        var heights: [Double] = []
        for _ in 0...5 {
            _ = harness.lines
            heights.append(cell.presentationFrame.height)
            harness.clock.advance(by: TableView.batchUpdateDuration / 4)
        }
        #expect(heights[0] == 4)
        // Half-way in time is half-way in height for a symmetric ease-in-out.
        #expect(abs(heights[2] - 10) < 1e-6, "\(heights)")
        #expect(heights[1] < 10 - 3, "ease-in: slower than linear at first: \(heights)")
        #expect(heights[4] == 16)
        #expect(cell.frame.height == 16)
    }

    @Test func withoutAnimationsTheChangeShowsAtOnce() throws {
        let (harness, scene) = AppTestSupport.open(try AppTestSupport.session(animations: .none))
        harness.window.deliver(.key(.enter))
        #expect(rows(of: harness.lines).selectedBottom == 16)
        #expect(!harness.window.needsFrame)
        withExtendedLifetime(scene) {}
    }

    /// A resize in the middle of an unfold lays out at the new size at once (the next frame is
    /// the new width) and ends where a resize before the unfold would have.
    @Test func resizeMidAnimationLaysOutAtOnce() throws {
        let (harness, scene) = AppTestSupport.open(try AppTestSupport.session())
        harness.pressKeys(.down)
        harness.window.deliver(.key(.enter))
        _ = harness.lines
        harness.clock.advance(by: 0.1)
        _ = harness.lines
        harness.window.deliver(.resize(TerminalSize(width: 60, height: 30)))
        let first = harness.lines
        #expect(first.count == 30)
        #expect(first.allSatisfy { displayWidth($0) == 60 })
        #expect(first.contains { $0.hasPrefix("┃ 야간 편의점 Night Mart") })
        // The running animation ended at the resize: the frame is a fresh start's at 60x30.
        let (fresh, freshScene) = AppTestSupport.open(
            try AppTestSupport.session(), size: TerminalSize(width: 60, height: 30))
        fresh.pressKeys(.down, .enter)
        #expect(first == fresh.lines)
        harness.settle()
        let lines = harness.lines
        #expect(rows(of: lines).selectedBottom == 20)
        #expect(lines[15].contains("Income tax"))
        #expect(harness.log.messages.isEmpty)
        withExtendedLifetime(freshScene) {}
        withExtendedLifetime(scene) {}
    }
}

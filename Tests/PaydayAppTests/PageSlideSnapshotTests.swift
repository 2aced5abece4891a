import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// The slide from November to October (←) in stepped frames on the virtual clock: the frame
/// the key asks for (0 %), half-way through `PagedScrollView.pageAnimationDuration` (the
/// ease-in-out curve is half-way there too), and the end (100 %). One snapshot file a size and
/// language, the three frames one under the other.
@Suite struct PageSlideSnapshotTests {
    @Test(arguments: [(80, 24, PayrollLanguage.english), (40, 20, .english), (80, 24, .korean), (40, 20, .korean)])
    func slideToOctober(width: Int, height: Int, language: PayrollLanguage) throws {
        let (harness, _) = AppTestSupport.open(
            try AppTestSupport.session(file: AppTestSupport.historyFile, language: language),
            size: TerminalSize(width: width, height: height))
        let duration = PagedScrollView.pageAnimationDuration
        harness.window.deliver(.key(.left))
        let start = harness.lines
        harness.clock.advance(by: duration / 2)
        let middle = harness.lines
        harness.clock.advance(by: duration / 2)
        let end = harness.lines
        #expect(!harness.window.needsFrame, "the slide is over")
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
        // Half-way, both months share the screen, October's cards coming in from the left
        // against November's going out to the right: two borders side by side mid-screen.
        #expect(middle.contains { $0.contains("┃┃") || $0.contains("││") }, "\(middle.joined(separator: "\n"))")
        #expect(start != middle && middle != end)
        let frames = [("0%", start), ("50%", middle), ("100%", end)].map { step, lines in
            "-- \(step)\n" + lines.map(TerminalHost.trimmingTrailingSpaces).joined(separator: "\n")
        }
        let code = language == .english ? "en" : "ko"
        AppTestSupport.assertSnapshot(
            frames.joined(separator: "\n") + "\n", named: "\(code)-\(width)x\(height)-slide-to-october")
    }
}

/// ← pressed again 0.1 s into a slide (November to October, then September): the first slide
/// ends at once and the second slides from October, so every frame shows whole months' cards,
/// never the page that moves to the new month's slot while it is still in view.
@Suite struct SecondTurnDuringASlideTests {
    /// Lines that are a border on every page of the slide at 80×24: a blank page (or a part of
    /// one) leaves spaces in them. Folded cards of four lines (top 1, 5, 9, 13; bottom 4, 8, 12,
    /// 16) on the earlier pages; on next pay Coupang Hub and Bakery show a fifth, the period
    /// running today (borders at 1, 4, 5, 9, 10, 13, 14, 18): 1, 4, 5, 9 and 13 are borders in both.
    private static let borderLines = [1, 4, 5, 9, 13]

    @Test func everyFrameShowsTheCardsOfRealMonths() throws {
        let (harness, scene) = AppTestSupport.open(
            try AppTestSupport.session(file: AppTestSupport.historyFile, language: .english),
            size: TerminalSize(width: 80, height: 24))
        let step = 1.0 / 60
        harness.window.deliver(.key(.left))
        var frames = [harness.lines]
        for _ in 0..<6 {
            harness.clock.advance(by: step)
            frames.append(harness.lines)
        }
        // 0.1 s in: the second ←.
        harness.window.deliver(.key(.left))
        let secondTurn = frames.count
        frames.append(harness.lines)
        var elapsed = 0.0
        var middle: [String] = []
        while elapsed < PagedScrollView.pageAnimationDuration + step {
            harness.clock.advance(by: step)
            elapsed += step
            frames.append(harness.lines)
            if middle.isEmpty, elapsed >= PagedScrollView.pageAnimationDuration / 2 { middle = frames.last! }
        }
        for (index, lines) in frames.enumerated() {
            for row in Self.borderLines {
                #expect(!lines[row].contains(" "), "frame \(index):\n\(lines.joined(separator: "\n"))")
            }
        }
        // The second turn starts from the page a month before next pay whole (Cafe Blue's
        // October), and ends two months before it (Cafe Blue's September, Coupang Hub's August).
        #expect(frames[secondTurn][2].contains("Cafe Blue") && frames[secondTurn][2].contains("paid Nov 10  ₩92,880"))
        #expect(scene.home.offset == -2)
        let end = frames.last!
        #expect(end[0].contains("Aug–Sep 2026 pay"))
        #expect(end[2].contains("Cafe Blue") && end[2].contains("paid Oct 10  ₩41,280"))
        #expect(!harness.window.needsFrame, "the slide is over")
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
        AppTestSupport.assertSnapshot(
            middle.map(TerminalHost.trimmingTrailingSpaces).joined(separator: "\n") + "\n",
            named: "en-80x24-second-turn-during-a-slide")
    }
}

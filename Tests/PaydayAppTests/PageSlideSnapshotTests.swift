import Layout
import Payroll
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
        let harness = AppHarness(session: try AppTestSupport.session(file: AppTestSupport.historyFile, language: language),
                                 size: TerminalSize(width: width, height: height))
        let duration = PagedScrollView.pageAnimationDuration
        harness.headless.handle(.key(.left))
        let start = harness.frame()
        harness.clock.advance(by: duration / 2)
        let middle = harness.frame()
        harness.clock.advance(by: duration / 2)
        let end = harness.frame()
        #expect(!harness.app.wantsFrame, "the slide is over")
        #expect(harness.layoutLog.isEmpty, "\(harness.layoutLog)")
        // Half-way, both months share the screen, October's cards coming in from the left
        // against November's going out to the right: two borders side by side mid-screen.
        #expect(middle.contains { $0.contains("┃┃") || $0.contains("││") }, "\(middle.joined(separator: "\n"))")
        #expect(start != middle && middle != end)
        let frames = [("0%", start), ("50%", middle), ("100%", end)].map { step, lines in
            "-- \(step)\n" + lines.map(RenderCommand.trimmingTrailingSpaces).joined(separator: "\n")
        }
        let code = language == .english ? "en" : "ko"
        AppTestSupport.assertSnapshot(frames.joined(separator: "\n") + "\n", named: "\(code)-\(width)x\(height)-slide-to-october")
    }
}

import Foundation
import Layout
import LayoutTesting
import Terminal
import Testing

@testable import PaydayApp

/// Folding mirrors unfolding, and a resize in the middle of either shows the app whole at the
/// new size at once.
@Suite struct ResizeAndFoldTests {
    /// Each card row on `lines` ends with its card's right border at the screen's width (a
    /// frame drawn at an old width, or left half-drawn, does not).
    private func borderProblems(_ lines: [String], width: Int) -> [String] {
        let closing: [Character: Character] = ["╭": "╮", "│": "│", "╰": "╯", "┏": "┓", "┃": "┃", "┗": "┛"]
        var problems: [String] = []
        for (index, line) in lines.enumerated() {
            if displayWidth(line) != width { problems.append("row \(index) is \(displayWidth(line)) wide") }
            if let first = line.first, let close = closing[first], line.last != close {
                problems.append("row \(index) does not end with \(close): \(line)")
            }
        }
        return problems
    }

    @Test(
        "the first frame after a resize mid-animation is the app at rest at the new size",
        arguments: [
            (TerminalSize(width: 60, height: 20), TerminalSize(width: 100, height: 30), [Key.down], Key.enter),
            (TerminalSize(width: 100, height: 30), TerminalSize(width: 50, height: 16), [Key.down, .enter], Key.enter),
            (TerminalSize(width: 80, height: 24), TerminalSize(width: 80, height: 12), [Key.end], Key.enter),
        ])
    func resizeMidAnimation(from: TerminalSize, to: TerminalSize, before: [Key], animated: Key) throws {
        let (harness, scene) = AppTestSupport.open(try AppTestSupport.session(), size: from)
        for key in before { harness.pressKeys(key) }
        harness.window.deliver(.key(animated))
        _ = harness.lines
        harness.clock.advance(by: TableView.batchUpdateDuration / 3)
        _ = harness.lines
        #expect(harness.window.needsFrame, "still animating when the resize comes")
        harness.window.deliver(.resize(to))
        let first = harness.lines
        #expect(!harness.window.needsFrame, "nothing animates on after the resize")
        #expect(borderProblems(first, width: to.width).isEmpty, "\(borderProblems(first, width: to.width))")
        harness.clock.advance(by: 1)
        let rest = harness.lines
        #expect(
            first == rest,
            "first frame after the resize:\n\(first.joined(separator: "\n"))\nat rest:\n\(rest.joined(separator: "\n"))"
        )
        #expect(harness.log.messages.isEmpty)
        withExtendedLifetime(scene) {}
    }

    /// Folding keeps the detail table drawn and lets the card's bottom edge pass over it from
    /// the bottom up: the first lines stay while the last ones go, never a blank box.
    @Test func foldClipsFromTheBottomUp() throws {
        let (harness, scene) = AppTestSupport.open(try AppTestSupport.session())
        harness.pressKeys(.down, .enter)
        let unfolded = harness.lines
        let periodRow = try #require(unfolded.firstIndex { $0.contains("Nov 1 – Nov 30") })
        harness.window.deliver(.key(.enter))
        var sawPartial = false
        for _ in 0...UnfoldAnimationTests.stepsToTheEnd {
            let lines = harness.lines
            guard let bottom = lines.firstIndex(where: { $0.hasPrefix("┗") }) else {
                Issue.record("no selected card:\n\(lines.joined(separator: "\n"))")
                return
            }
            // Between the header and the chevron row, every row of the card shows a line of
            // the detail table, in order from its first: nothing blank, nothing skipped.
            let inside = Array(lines[(periodRow)..<max(bottom - 1, periodRow)])
            for (offset, row) in inside.enumerated() {
                #expect(
                    row == unfolded[periodRow + offset],
                    "row \(periodRow + offset) while folding:\n\(lines.joined(separator: "\n"))")
            }
            if inside.count >= 2 && bottom < 17 { sawPartial = true }
            harness.clock.advance(by: UnfoldAnimationTests.step)
        }
        #expect(sawPartial, "some frames show part of the table")
        #expect(!harness.lines.contains { $0.contains("Nov 1 – Nov 30") })
        withExtendedLifetime(scene) {}
    }

    /// While "Terminal too small" shows, keys do not move the selection or fold cards; quit
    /// keys still quit (the run loop's rule, with the app's quit keys).
    @Test func tooSmallIgnoresAllButQuitKeys() throws {
        let session = try AppTestSupport.session()
        let script = try ScriptStep.parse("resize:20x5 down down enter end resize:80x24")
        let backend = HeadlessBackend(size: TerminalSize(width: 80, height: 24), script: script)
        let (host, scene) = TerminalHost.make(
            session: session, size: backend.size, clock: backend.clock, logSink: { _ in })
        try TerminalRunLoop(backend: backend, clock: backend.clock).run(host)
        #expect(scene.home.selectedRow == 0)
        #expect(scene.home.expandedRows.isEmpty)
        let quitting = HeadlessBackend(
            size: TerminalSize(width: 80, height: 24), script: try ScriptStep.parse("resize:20x5 q down"))
        let (quitHost, quitScene) = TerminalHost.make(
            session: session, size: quitting.size, clock: quitting.clock, logSink: { _ in })
        try TerminalRunLoop(backend: quitting, clock: quitting.clock).run(quitHost)
        #expect(quitHost.shouldQuit)
        #expect(quitScene.wantsToQuit)
    }
}

import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// `payday render` leaves its window to the process's exit instead of taking it apart
/// (`TerminalHost.render(..., beforeExit: true)`): the screen and the layout log are the same
/// either way, in both languages and after keys; and the constraint DSL, which now asks each
/// right-hand side what it is instead of casting it, still relates a view, a guide, an item
/// with attributes and each kind of constant as before.
@Suite struct RenderBeforeExitTests {
    static func demo(_ language: PayrollLanguage, keys: String, beforeExit: Bool) throws -> ([String], [String]) {
        let loaded = try LoadedData.load(named: nil, demo: true, rates: nil, environment: [:])
        let session = PaydaySession.start(loaded, today: KeysCommand.demoDay, language: language, animations: .none)
        var log: [String] = []
        let lines = try TerminalHost.render(
            session: session, width: 80, height: 24, keys: keys, logSink: { log.append($0) }, beforeExit: beforeExit)
        return (lines, log)
    }

    @Test(arguments: [PayrollLanguage.english, .korean], ["", "down enter", "right right"])
    func theScreenIsTheSameLeftToTheExit(language: PayrollLanguage, keys: String) throws {
        let (taken, takenLog) = try Self.demo(language, keys: keys, beforeExit: false)
        let (left, leftLog) = try Self.demo(language, keys: keys, beforeExit: true)
        #expect(left == taken)
        #expect(leftLog == takenLog)
        #expect(left.count == 24)
        #expect(left.contains { !$0.isEmpty })
    }

    @Test func eachRightHandSideRelatesAsBefore() {
        let scene = HeadlessWindow(width: 40, height: 20)
        let outer = View(), inner = View(), other = View()
        scene.root.addSubview(outer)
        outer.addSubview(inner)
        outer.addSubview(other)
        let guide = LayoutGuide()
        outer.addLayoutGuide(guide)
        outer.snp.makeConstraints { make in
            make.left.top.equalTo(scene.root)  // a view: the left-hand side's attributes
            make.width.equalTo(30)  // an Int
            make.height.equalTo(12.0)  // a Double
        }
        guide.snp.makeConstraints { make in
            make.edges.equalTo(outer).inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        inner.snp.makeConstraints { make in
            make.edges.equalTo(guide)  // a guide
        }
        other.snp.makeConstraints { make in
            make.top.equalTo(inner.snp.bottom)  // an item with an attribute
            make.left.equalTo(Point(x: 5, y: 7))  // a point: x for a horizontal attribute
            make.size.equalTo(Size(width: 6, height: 2))  // a size: its width and height
        }
        scene.window.layoutIfNeeded()
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
        // outer: 30x12 at the root's origin; the guide and inner: inset 1 top, 2 left,
        // 3 bottom, 4 right: x 2, y 1, width 30 - 2 - 4 = 24, height 12 - 1 - 3 = 8.
        #expect(outer.frame == Rect(x: 0, y: 0, width: 30, height: 12))
        #expect(inner.frame == Rect(x: 2, y: 1, width: 24, height: 8))
        // other: top at inner's bottom (1 + 8 = 9), left 5, 6x2.
        #expect(other.frame == Rect(x: 5, y: 9, width: 6, height: 2))
    }
}

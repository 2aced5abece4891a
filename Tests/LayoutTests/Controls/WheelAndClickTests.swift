import Foundation
import Testing

@testable import Layout

/// The window delivers a turn of the wheel as a scroll that bubbles from the view under the
/// pointer to the nearest view that can scroll that way, and a click on a table row as a tap
/// through the table's delegate.
@Suite struct WheelAndClickTests {
    @Test func theWheelScrollsTheScrollViewUnderThePointerUntilItsEdge() {
        let form = ScrollingForm(count: 20)
        let scene = ControlScene(controller: form)
        _ = scene.render()
        // Content 39 lines in 24: the offset runs from 0 to 15.
        #expect(scene.window.scroll(by: Point(x: 0, y: 3), at: Point(x: 2, y: 5)))
        #expect(form.scrollView.contentOffset == Point(x: 0, y: 3))
        #expect(scene.window.scroll(by: Point(x: 0, y: 100), at: Point(x: 2, y: 5)))
        #expect(form.scrollView.contentOffset == Point(x: 0, y: 15))
        // At the bottom, further down moves nothing, and nothing else under the point scrolls.
        #expect(!scene.window.scroll(by: Point(x: 0, y: 3), at: Point(x: 2, y: 5)))
        // Sideways there is nothing to see: unused.
        #expect(!scene.window.scroll(by: Point(x: 3, y: 0), at: Point(x: 2, y: 5)))
        #expect(scene.window.scroll(by: Point(x: 0, y: -4), at: Point(x: 2, y: 5)))
        #expect(form.scrollView.contentOffset == Point(x: 0, y: 11))
    }

    @Test func aTurnTheScrollViewCannotUseBubblesToAnAncestor() {
        let outer = WheelRecorder()
        let scene = ControlScene(controller: ViewController())
        let inner = ScrollView()
        scene.root.addSubview(outer)
        outer.addSubview(inner)
        outer.snp.makeConstraints { $0.edges.equalToSuperview() }
        inner.snp.makeConstraints { $0.edges.equalToSuperview() }
        _ = scene.render()
        // The inner view's content is no larger than it: every turn passes up.
        #expect(scene.window.scroll(by: Point(x: 0, y: 3), at: Point(x: 4, y: 4)))
        #expect(outer.turns == [Point(x: 0, y: 3)])
    }

    @Test func theWheelScrollsATableAndAClickSelectsARowThroughTheDelegate() {
        let scene = TableScene(RowsSource(rows: 50), height: 5)
        scene.window.layoutIfNeeded()
        #expect(scene.window.scroll(by: Point(x: 0, y: 3), at: Point(x: 1, y: 1)))
        #expect(scene.table.contentOffset.y == 3)
        // Row 0.4 is on screen line 1 now: a click there is a tap on it.
        #expect(scene.window.click(at: Point(x: 1, y: 1)))
        #expect(scene.source.events == ["willSelect 0.4", "didSelect 0.4"])
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        // Sideways a table does not scroll.
        #expect(!scene.window.scroll(by: Point(x: 3, y: 0), at: Point(x: 1, y: 1)))
    }
}

/// Records the turns of the wheel that reach it, and uses them.
final class WheelRecorder: View {
    var turns: [Point] = []

    override func scrolled(by delta: Point, at location: Point) -> Bool {
        turns.append(delta)
        return true
    }
}

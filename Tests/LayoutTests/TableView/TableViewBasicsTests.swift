import Foundation
import Testing

@testable import Layout

@Suite("TableView: rows, cells, reuse, scrolling, selection")
struct TableViewBasicsTests {
    @Test("Only the rows in the viewport get cells, placed at their rows' rects")
    func visibleRowsOnly() {
        let scene = TableScene(RowsSource(rows: 1000), height: 5)
        #expect(scene.visibleRows == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        #expect(scene.table.contentSize.height == 1000)
        #expect(scene.table.rectForRow(at: IndexPath(row: 3, section: 0)) == Rect(x: 0, y: 3, width: 30, height: 1))
        #expect(scene.screen.split(separator: "\n").prefix(2) == ["row 0", "row 1"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 7, section: 0)) == nil)
    }

    @Test("Self-sizing: a row is measured at the table's width; unmeasured rows count as estimated")
    func selfSizing() {
        let source = RowsSource(rows: 100)
        source.lines = ["row 1": 3]
        let scene = TableScene(source, height: 5, estimate: 2)
        // Rows 0..<3 fill 1 + 3 + 1 = 5 cells once measured.
        #expect(scene.visibleRows == ["0.0", "0.1", "0.2"])
        #expect(scene.table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 4)
        // 3 measured rows (5 cells) and 97 estimated ones (2 cells each).
        #expect(scene.table.contentSize.height == 5 + 97 * 2)
        let cell = scene.table.cellForRow(at: IndexPath(row: 1, section: 0))
        let encapsulated = cell?.contentView.autoresizingConstraints.first {
            $0.identifier == "View-Encapsulated-Layout-Height"
        }
        #expect(encapsulated?.constant == 3)
        #expect(encapsulated?.priority == .required)
    }

    @Test("Scrolling through 1,000 rows creates no more cells than fit on screen plus the pool")
    func reuseWhileScrolling() {
        let scene = TableScene(RowsSource(rows: 1000), height: 6)
        var seenRows = Set<Int>()
        for step in 0..<400 {
            scene.table.contentOffset = Point(x: 0, y: Double(step * 2))
            scene.window.layoutIfNeeded()
            for path in scene.table.indexPathsForVisibleRows { seenRows.insert(path.row) }
        }
        #expect(seenRows.count == 800 + 4)  // every row from 0 to 803 was on screen once
        #expect(scene.table.numberOfCellsCreated <= 6 + 1 + scene.table.maximumReusePoolSize)
        #expect(scene.table.visibleCells.count <= 7)
        let reused = scene.table.visibleCells.compactMap { ($0 as? TextCell)?.reuseCount }.reduce(0, +)
        #expect(reused > 0)  // prepareForReuse ran
        #expect(scene.root.subviews.first === scene.table)
        // Off-screen cells are either waiting in the pool (hidden) or gone from the tree.
        #expect(scene.table.subviews.count == scene.table.visibleCells.count + scene.table.numberOfReusableCells)
        #expect(scene.table.subviews.filter(\.isHidden).count == scene.table.numberOfReusableCells)
        #expect(scene.window.engine.constraints.count < 200)
    }

    @Test("The content offset is clamped to the content")
    func clampedOffset() {
        let scene = TableScene(RowsSource(rows: 20), height: 5)
        scene.table.contentOffset = Point(x: 0, y: 100)
        scene.window.layoutIfNeeded()
        #expect(scene.table.contentOffset.y == 15)
        #expect(scene.visibleRows.last == "0.19")
        scene.table.contentOffset = Point(x: 0, y: -3)
        #expect(scene.table.contentOffset.y == 0)
    }

    @Test("Selection asks the delegate, survives reuse and follows its row")
    func selection() {
        let scene = TableScene(RowsSource(rows: 50), height: 5)
        scene.table.userDidSelectRow(at: IndexPath(row: 1, section: 0))
        scene.table.userDidSelectRow(at: IndexPath(row: 2, section: 0))
        #expect(
            scene.source.events == [
                "willSelect 0.1", "didSelect 0.1", "willSelect 0.2", "didDeselect 0.1", "didSelect 0.2",
            ])
        #expect(scene.source.animatorWasCurrent == [true, true])
        #expect(Animator.current == nil)
        #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        // Scroll the row away and back: its cell is a reused one, selected again.
        scene.table.contentOffset = Point(x: 0, y: 30)
        scene.window.layoutIfNeeded()
        #expect(scene.table.visibleCells.allSatisfy { !$0.isSelected })
        scene.table.contentOffset = .zero
        scene.window.layoutIfNeeded()
        let cells = scene.table.visibleCells
        #expect(cells.filter(\.isSelected).count == 1)
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        scene.table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(scene.table.indexPathForSelectedRow == nil)
        #expect(scene.table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("scrollToRow puts the row at the top, middle or bottom, or scrolls the least")
    func scrollToRow() {
        let scene = TableScene(RowsSource(rows: 100), height: 5)
        let row = IndexPath(row: 40, section: 0)
        scene.table.scrollToRow(at: row, at: .top, animated: false)
        #expect(scene.table.contentOffset.y == 40)
        #expect(scene.visibleRows.first == "0.40")
        scene.table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(scene.table.contentOffset.y == 38)
        scene.table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(scene.table.contentOffset.y == 36)
        scene.table.scrollToRow(at: IndexPath(row: 38, section: 0), at: .none, animated: false)
        #expect(scene.table.contentOffset.y == 36)
        scene.table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .none, animated: false)
        #expect(scene.table.contentOffset.y == 56)
    }

    @Test("Animated scrolling moves frame by frame along ease-in-ease-out")
    func animatedScroll() {
        let scene = TableScene(RowsSource(rows: 100), height: 5)
        scene.table.setContentOffset(Point(x: 0, y: 40), animated: true)
        #expect(scene.table.contentOffset.y == 0)
        var offsets: [Double] = []
        for _ in 0..<4 {
            scene.advance(by: 0.075)
            offsets.append(scene.table.contentOffset.y)
        }
        let expected = [0.25, 0.5, 0.75, 1].map { 40 * TimingCurve.easeInOut.progress(at: $0) }
        #expect(zip(offsets, expected).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(scene.visibleRows.first == "0.40")
        #expect(!scene.animator.isAnimating)
    }

    @Test("A new width measures the rows on screen again (wrapping text changes height)")
    func resize() {
        let source = RowsSource(rows: 20)
        let scene = TableScene(source, height: 5)
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 1)
        source.lines["row 0"] = 2  // what a narrower width would do to a wrapping label
        scene.table.cellForRow(at: IndexPath(row: 0, section: 0)).map { ($0 as? TextCell)?.lines = 2 }
        scene.table.frame.size.width = 20
        scene.window.layoutIfNeeded()
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 2)
        #expect(scene.table.visibleCells.allSatisfy { $0.frame.width == 20 })
        #expect(scene.visibleRows == ["0.0", "0.1", "0.2", "0.3"])
    }

    @Test("Measuring a row that starts above the viewport keeps what is below it in place")
    func anchoring() {
        let source = RowsSource(rows: 50)
        for row in 0..<50 { source.lines["row \(row)"] = 3 }
        let scene = TableScene(source, height: 5, estimate: 2)
        // The first layout measured rows 0 and 1 (3 each; row 2, on screen by its estimate,
        // was pushed below the viewport by them and not made); the rest are estimated at 2:
        // row 18 spans 38..<40 and shows its last line at the top of a viewport at 39.
        scene.table.contentOffset = Point(x: 0, y: 39)
        scene.window.layoutIfNeeded()
        // Row 18 measured 3, one more than estimated: the offset follows, so row 19 stays on
        // the viewport's second line.
        #expect(scene.table.contentOffset.y == 40)
        let row19 = scene.table.rectForRow(at: IndexPath(row: 19, section: 0))
        #expect(row19.minY - scene.table.contentOffset.y == 1)
        #expect(scene.lines.prefix(2) == ["", "row 19"])
    }

    @Test("A bad fixed height is reported and taken as 0")
    func badHeight() {
        let scene = TableScene(RowsSource(rows: 3), height: 5)
        scene.table.rowHeight = -2
        scene.window.layoutIfNeeded()
        #expect(scene.table.contentSize.height == 0)
        #expect(
            scene.log.messages.first == "TableView: invalid row height: the height of row [0, 0] is -2.0; a row "
                + "height is a number of cells >= 0 or TableView.automaticDimension. Using 0")
    }

    @Test("Bad requests are reported in the window's log, not trapped on")
    func badInput() {
        let scene = TableScene(RowsSource(rows: 3), height: 5)
        scene.table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
        scene.table.endUpdates()
        _ = scene.table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        #expect(
            scene.log.messages == [
                "TableView: invalid index path: scrollToRow(at: [0, 9]): the table has no such row (sections: [3])",
                "TableView: invalid update: endUpdates() was called without a matching beginUpdates()",
                "TableView: unable to dequeue a cell with identifier nope for row [0, 0]: register a class for it "
                    + "with register(_:forCellReuseIdentifier:)",
            ])
    }
}

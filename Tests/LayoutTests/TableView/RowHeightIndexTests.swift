import SeededRandom
import Foundation
import Testing
@testable import Layout

@Suite("Row height index (prefix sums)")
struct RowHeightIndexTests {
    @Test("Offsets, totals and row lookups agree with plain sums under random edits")
    func agreesWithNaiveSums() {
        var random = SplitMix64(seed: 7)
        var naive = (0..<257).map { _ in Double(Int.random(in: 0...9, using: &random)) }
        var index = RowHeightIndex(heights: naive)
        for round in 0..<400 {
            if round % 3 == 0 {
                let row = Int.random(in: 0..<naive.count, using: &random)
                let height = Double(Int.random(in: 0...12, using: &random))
                naive[row] = height
                index.setHeight(height, at: row)
            }
            let row = Int.random(in: 0...naive.count, using: &random)
            #expect(index.offset(ofRow: row) == naive[..<row].reduce(0, +))
            let total = naive.reduce(0, +)
            #expect(index.totalHeight == total)
            let y = Double.random(in: -5...(total + 5), using: &random)
            // The naive answer: the last row whose top is <= y, among rows that have height or
            // are the last row.
            var top = 0.0
            var expected = 0
            for (candidate, height) in naive.enumerated() where top <= y {
                if height > 0 || candidate == naive.count - 1 { expected = candidate }
                top += height
                if top > y { break }
            }
            if y >= total { expected = naive.count - 1 }
            #expect(index.row(atOffset: y) == expected, "y \(y)")
        }
    }

    @Test("An index of one repeated height is the same index as the general build's, and stays so under edits")
    func repeatedHeightMatchesTheGeneralBuild() {
        for count in [0, 1, 2, 3, 7, 8, 100, 257] {
            var uniform = RowHeightIndex(repeating: 5, count: count)
            var general = RowHeightIndex(heights: Array(repeating: 5, count: count))
            #expect(uniform == general, "\(count) rows")
            if count > 0 {
                uniform.setHeight(2, at: count / 2)
                general.setHeight(2, at: count / 2)
                #expect(uniform == general)
                #expect(uniform.totalHeight == Double(count) * 5 - 3)
                #expect(uniform.offset(ofRow: count) == uniform.totalHeight)
            }
        }
    }

    @Test("Zero-height rows are skipped by lookups; an empty index finds nothing")
    func zeroHeights() {
        let index = RowHeightIndex(heights: [2, 0, 0, 3])
        #expect(index.row(atOffset: 1.9) == 0)
        #expect(index.row(atOffset: 2) == 3)
        #expect(index.row(atOffset: 100) == 3)
        #expect(RowHeightIndex().row(atOffset: 0) == nil)
        #expect(RowHeightIndex().totalHeight == 0)
    }
}

@Suite("Table row geometry")
struct TableRowGeometryTests {
    @Test("Rows across sections map to flat positions and back")
    func sections() {
        let geometry = TableRowGeometry(rowCounts: [3, 0, 2], estimatedHeight: 4)
        #expect(geometry.numberOfRows == 5)
        #expect(geometry.flatIndex(of: IndexPath(row: 1, section: 2)) == 4)
        #expect(geometry.indexPath(ofFlat: 3) == IndexPath(row: 0, section: 2))
        #expect(geometry.indexPath(ofFlat: 2) == IndexPath(row: 2, section: 0))
        #expect(geometry.contentHeight == 20)
        #expect(!geometry.contains(IndexPath(row: 0, section: 1)))
        #expect(!geometry.contains(IndexPath(row: 0, section: 3)))
    }

    @Test("The rows in a viewport are those it intersects")
    func viewport() {
        var geometry = TableRowGeometry(rowCounts: [10], estimatedHeight: 5)
        #expect(geometry.rows(inViewportTop: 0, height: 12) == 0..<3)
        #expect(geometry.rows(inViewportTop: 5, height: 10) == 1..<3)
        #expect(geometry.rows(inViewportTop: 4.5, height: 10) == 0..<3)
        #expect(geometry.rows(inViewportTop: 45, height: 10) == 9..<10)
        #expect(geometry.rows(inViewportTop: 50, height: 10).isEmpty)
        #expect(geometry.rows(inViewportTop: 0, height: 0).isEmpty)
        geometry.setMeasuredHeight(20, ofFlat: 1)
        #expect(geometry.rows(inViewportTop: 6, height: 20) == 1..<3)
        #expect(geometry.isMeasured(flat: 1) && !geometry.isMeasured(flat: 0))
    }

    @Test("A batch keeps measured heights of surviving rows and estimates new and reloaded ones")
    func applyPlan() throws {
        var geometry = TableRowGeometry(rowCounts: [4], estimatedHeight: 5)
        for row in 0..<4 { geometry.setMeasuredHeight(Double(10 + row), ofFlat: row) }
        var updates = RowUpdates()
        updates.deletes = [IndexPath(row: 0, section: 0)]
        updates.reloads = [IndexPath(row: 2, section: 0)]
        updates.inserts = [IndexPath(row: 3, section: 0)]
        let plan = try RowUpdatePlan.make(oldRowCounts: [4], newRowCounts: [4], updates: updates)
        geometry.apply(plan) { _ in 5 }
        #expect(geometry.heights.heights == [11, 5, 13, 5])
        #expect(geometry.measured == [true, false, true, false])
        #expect(geometry.contentHeight == 34)
    }
}

@Suite("Scroll positions")
struct ScrollPositionTests {
    // A row from y 40 to 50 in 200 of content, seen through a 20-high viewport.
    func offset(_ position: TableViewScrollPosition, current: Double = 0, top: Double = 40, height: Double = 10) -> Double {
        contentOffsetY(showingRowTop: top, rowHeight: height, at: position,
                       viewportHeight: 20, contentHeight: 200, currentOffset: current)
    }

    @Test("top, middle and bottom put the row there")
    func positions() {
        #expect(offset(.top) == 40)
        #expect(offset(.middle) == 35)
        #expect(offset(.bottom) == 30)
    }

    @Test("none scrolls as little as possible, and not at all when the row is visible")
    func none() {
        #expect(offset(.none, current: 0) == 30)
        #expect(offset(.none, current: 35) == 35)
        #expect(offset(.none, current: 45) == 40)
        #expect(offset(.none, current: 0, height: 30) == 40)  // taller than the viewport: its top
    }

    @Test("Offsets never pass the content's ends")
    func clamping() {
        #expect(offset(.top, top: 195, height: 5) == 180)
        #expect(offset(.bottom, top: 0, height: 5) == 0)
        #expect(clampedContentOffsetY(50, viewportHeight: 20, contentHeight: 10) == 0)
        #expect(clampedContentOffsetY(.nan, viewportHeight: 20, contentHeight: 100) == 0)
    }
}

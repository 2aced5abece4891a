import Foundation
import SeededRandom
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
    @Test("Headers, rows and footers across sections map to flat positions and back")
    func sections() {
        // Items: section 0 is 0 (header), 1...3 (rows), 4 (footer); section 1 is 5, 6; section 2
        // is 7, 8...9, 10.
        let geometry = TableRowGeometry(
            rowCounts: [3, 0, 2], estimatedHeight: 4,
            headerHeights: [1, 2, 0], footerHeights: [0, 3, 1])
        #expect(geometry.numberOfItems == 11)
        #expect(geometry.flatIndex(of: IndexPath(row: 1, section: 2)) == 9)
        #expect(geometry.item(ofFlat: 8) == .row(IndexPath(row: 0, section: 2)))
        #expect(geometry.item(ofFlat: 3) == .row(IndexPath(row: 2, section: 0)))
        #expect(geometry.item(ofFlat: 5) == .header(1))
        #expect(geometry.item(ofFlat: 6) == .footer(1))
        #expect(geometry.item(ofFlat: 10) == .footer(2))
        #expect(geometry.contentHeight == 20 + 1 + 2 + 3 + 1)
        #expect(geometry.span(ofSection: 1) == (top: 13, bottom: 18))
        #expect(geometry.top(ofFlat: geometry.flatIndex(of: IndexPath(row: 0, section: 2))) == 18)
        #expect(!geometry.contains(IndexPath(row: 0, section: 1)))
        #expect(!geometry.contains(IndexPath(row: 0, section: 3)))
    }

    @Test("The items in a viewport are those it intersects")
    func viewport() {
        // One section without header or footer: the header is item 0, rows 1...10, footer 11.
        var geometry = TableRowGeometry(rowCounts: [10], estimatedHeight: 5)
        #expect(geometry.items(inViewportTop: 0, height: 12) == 1..<4)
        #expect(geometry.items(inViewportTop: 5, height: 10) == 2..<4)
        #expect(geometry.items(inViewportTop: 4.5, height: 10) == 1..<4)
        #expect(geometry.items(inViewportTop: 45, height: 10) == 10..<12)
        #expect(geometry.items(inViewportTop: 50, height: 10).isEmpty)
        #expect(geometry.items(inViewportTop: 0, height: 0).isEmpty)
        geometry.setMeasuredHeight(20, ofFlat: 2)
        #expect(geometry.items(inViewportTop: 6, height: 20) == 2..<4)
        #expect(geometry.isMeasured(flat: 2) && !geometry.isMeasured(flat: 1))
    }

    @Test("A batch keeps measured heights of surviving rows and sections and estimates new ones")
    func applyPlan() throws {
        var geometry = TableRowGeometry(rowCounts: [4], estimatedHeight: 5, headerHeights: [2], footerHeights: [1])
        for row in 0..<4 { geometry.setMeasuredHeight(Double(10 + row), ofFlat: row + 1) }
        var updates = RowUpdates()
        updates.deletes = [IndexPath(row: 0, section: 0)]
        updates.reloads = [IndexPath(row: 2, section: 0)]
        updates.inserts = [IndexPath(row: 3, section: 0)]
        updates.sectionInserts = [0]
        let plan = try RowUpdatePlan.make(oldRowCounts: [4], newRowCounts: [1, 4], updates: updates.shifted())
        geometry.apply(plan, estimates: .init(row: { _ in 5 }, header: { _ in 3 }, footer: { _ in 0 }))
        // The new section 0 (header 3, a row of 5, footer 0), then the old section.
        #expect(geometry.heights.heights == [3, 5, 0, 2, 11, 5, 13, 5, 1])
        #expect(geometry.measured == [false, false, false, false, true, false, true, false, false])
        #expect(geometry.contentHeight == 45)
    }
}

extension RowUpdates {
    /// The same row changes, one section further down after the batch (a section inserted at 0).
    fileprivate func shifted() -> RowUpdates {
        var copy = self
        copy.inserts = inserts.map { IndexPath(row: $0.row, section: $0.section + 1) }
        return copy
    }
}

@Suite("Scroll positions")
struct ScrollPositionTests {
    // A row from y 40 to 50 in 200 of content, seen through a 20-high viewport.
    func offset(_ position: TableViewScrollPosition, current: Double = 0, top: Double = 40, height: Double = 10)
        -> Double
    {
        contentOffsetY(
            showingRowTop: top, rowHeight: height, at: position,
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

import Foundation

/// Where a table's rows are, vertically, without any view: the rows of every section in one
/// flat `RowHeightIndex`, with which heights are measured and which are still estimates. All
/// queries a frame needs (a row's rect, the rows in a viewport, the content height) are
/// O(log n) or O(log sections); only structural batches and reloads rebuild it (O(n)).
///
/// Invariant: `heights.count == measured.count == sectionStarts.last`, and
/// `sectionStarts[s + 1] - sectionStarts[s] == rowCounts[s]`.
struct TableRowGeometry {
    private(set) var rowCounts: [Int]
    private(set) var sectionStarts: [Int]
    private(set) var heights: RowHeightIndex
    private(set) var measured: [Bool]

    /// Every row at one estimated height.
    init(rowCounts: [Int] = [], estimatedHeight: Double = 0) {
        self.init(rowCounts: rowCounts,
                  heights: RowHeightIndex(repeating: estimatedHeight, count: rowCounts.reduce(0, +)))
    }

    /// `estimatedHeights` holds one height per row, in flat order.
    init(rowCounts: [Int], estimatedHeights: [Double]) {
        self.init(rowCounts: rowCounts, heights: RowHeightIndex(heights: estimatedHeights))
    }

    private init(rowCounts: [Int], heights: RowHeightIndex) {
        precondition(heights.count == rowCounts.reduce(0, +), "one estimate per row")
        self.rowCounts = rowCounts
        self.sectionStarts = Self.starts(of: rowCounts)
        self.heights = heights
        self.measured = Array(repeating: false, count: heights.count)
    }

    private static func starts(of counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        return starts
    }

    var numberOfSections: Int { rowCounts.count }
    var numberOfRows: Int { heights.count }
    var contentHeight: Double { heights.totalHeight }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section)
            && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }

    /// The position of a valid index path in the flat list.
    func flatIndex(of indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + indexPath.row }

    /// The index path of a position in the flat list (binary search over sections).
    func indexPath(ofFlat index: Int) -> IndexPath {
        var low = 0
        var high = rowCounts.count - 1
        // Find the last section whose start is <= index (skipping empty sections by construction:
        // an empty section's start equals the next one's, and we take the last).
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return IndexPath(row: index - sectionStarts[low], section: low)
    }

    func top(ofFlat index: Int) -> Double { heights.offset(ofRow: index) }
    func height(ofFlat index: Int) -> Double { heights[index] }
    func isMeasured(flat index: Int) -> Bool { measured[index] }

    /// The flat rows that intersect `[top, top + height)`, in order. Rows of zero height at the
    /// edges are not included; empty when there is nothing to show.
    func rows(inViewportTop top: Double, height: Double) -> Range<Int> {
        let bottom = top + height
        guard height > 0, let first = heights.row(atOffset: max(top, 0)),
              heights.offset(ofRow: first) < bottom,
              heights.offset(ofRow: first + 1) > top
        else { return 0..<0 }
        // The last row whose top is strictly above the viewport's bottom.
        var last = heights.row(atOffset: bottom) ?? first
        while last > first && heights.offset(ofRow: last) >= bottom { last -= 1 }
        return first..<(last + 1)
    }

    mutating func setMeasuredHeight(_ height: Double, ofFlat index: Int) {
        heights.setHeight(height, at: index)
        measured[index] = true
    }

    /// Forgets a row's measurement but keeps its height as the estimate, so that a row whose
    /// content did not change does not move before it is measured again.
    mutating func markUnmeasured(flat index: Int) {
        measured[index] = false
    }

    /// `markUnmeasured` for every row (O(n): after a change of width).
    mutating func markAllUnmeasured() {
        measured = Array(repeating: false, count: measured.count)
    }

    /// Rebuilds after a batch: kept and moved rows keep their heights (and whether they were
    /// measured); inserted and reloaded rows start from `estimate` and are measured again.
    mutating func apply(_ plan: RowUpdatePlan, estimate: (IndexPath) -> Double) {
        var newHeights = [Double]()
        var newMeasured = [Bool]()
        let total = plan.newRowCounts.reduce(0, +)
        newHeights.reserveCapacity(total)
        newMeasured.reserveCapacity(total)
        for (sectionIndex, section) in plan.sources.enumerated() {
            for (row, source) in section.enumerated() {
                switch source {
                case .kept(let old), .moved(let old):
                    let flat = flatIndex(of: old)
                    newHeights.append(heights[flat])
                    newMeasured.append(measured[flat])
                case .inserted, .reloaded:
                    newHeights.append(estimate(IndexPath(row: row, section: sectionIndex)))
                    newMeasured.append(false)
                }
            }
        }
        rowCounts = plan.newRowCounts
        sectionStarts = Self.starts(of: rowCounts)
        heights = RowHeightIndex(heights: newHeights)
        measured = newMeasured
    }
}

/// Where `scrollToRow(at:at:animated:)` puts the row, as UIKit's `UITableView.ScrollPosition`.
public enum TableViewScrollPosition: Sendable, Equatable {
    /// Scroll as little as possible to make the row fully visible (nothing if it already is).
    case none
    case top
    case middle
    case bottom
}

/// The content offset that shows a row span at `position`, clamped so the table never
/// scrolls past its content. A pure function of the geometry, tested on its own.
func contentOffsetY(
    showingRowTop rowTop: Double, rowHeight: Double, at position: TableViewScrollPosition,
    viewportHeight: Double, contentHeight: Double, currentOffset: Double
) -> Double {
    let target: Double
    switch position {
    case .top: target = rowTop
    case .middle: target = rowTop + rowHeight / 2 - viewportHeight / 2
    case .bottom: target = rowTop + rowHeight - viewportHeight
    case .none:
        if rowTop < currentOffset || rowHeight > viewportHeight {
            target = rowTop
        } else if rowTop + rowHeight > currentOffset + viewportHeight {
            target = rowTop + rowHeight - viewportHeight
        } else {
            target = currentOffset
        }
    }
    return clampedContentOffsetY(target, viewportHeight: viewportHeight, contentHeight: contentHeight)
}

/// Offsets run from 0 to `contentHeight - viewportHeight` (0 when the content fits).
func clampedContentOffsetY(_ y: Double, viewportHeight: Double, contentHeight: Double) -> Double {
    let maximum = max(0, contentHeight - viewportHeight)
    guard y.isFinite else { return 0 }
    return min(max(y, 0), maximum)
}

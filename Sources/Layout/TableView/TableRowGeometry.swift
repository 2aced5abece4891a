import FoundationEssentials

/// Where a table's sections and rows are, vertically, without any view: every section's header,
/// rows and footer in one flat `RowHeightIndex` of *items*, with which heights are measured and
/// which are still estimates. All queries a frame needs (a row's or header's rect, the items in
/// a viewport, the content height) are O(log n) or O(log sections); only structural batches and
/// reloads rebuild it (O(n)).
///
/// Section `s` occupies items `sectionStarts[s] ..< sectionStarts[s + 1]`: its header, then its
/// `rowCounts[s]` rows, then its footer. A section without a header (or footer) has one of
/// height 0, so headers and footers cost nothing when absent and rows are still positioned
/// by prefix sums alone.
///
/// Invariant: `heights.count == measured.count == sectionStarts.last`, and
/// `sectionStarts[s + 1] - sectionStarts[s] == rowCounts[s] + 2`.
struct TableRowGeometry {
    /// One entry of the flat list.
    enum Item: Hashable {
        case header(Int)
        case row(IndexPath)
        case footer(Int)
    }

    private(set) var rowCounts: [Int]
    private(set) var sectionStarts: [Int]
    private(set) var heights: RowHeightIndex
    private(set) var measured: [Bool]

    /// Every row at one estimated height; headers and footers at theirs (0 when not given).
    init(
        rowCounts: [Int] = [], estimatedHeight: Double = 0,
        headerHeights: [Double]? = nil, footerHeights: [Double]? = nil
    ) {
        self.init(rowCounts: rowCounts, headerHeights: headerHeights, footerHeights: footerHeights) { section, items in
            items.append(contentsOf: repeatElement(estimatedHeight, count: rowCounts[section]))
        }
    }

    /// `estimatedHeights` holds one height per row, in flat row order (headers not included).
    init(
        rowCounts: [Int], estimatedHeights: [Double],
        headerHeights: [Double]? = nil, footerHeights: [Double]? = nil
    ) {
        precondition(estimatedHeights.count == rowCounts.reduce(0, +), "one estimate per row")
        var next = 0
        self.init(rowCounts: rowCounts, headerHeights: headerHeights, footerHeights: footerHeights) { section, items in
            items.append(contentsOf: estimatedHeights[next..<(next + rowCounts[section])])
            next += rowCounts[section]
        }
    }

    /// Builds in O(n): each section's header, then `appendRows` adds its rows' heights, then
    /// its footer.
    private init(
        rowCounts: [Int], headerHeights: [Double]?, footerHeights: [Double]?,
        appendRows: (Int, inout [Double]) -> Void
    ) {
        let starts = Self.starts(of: rowCounts)
        var items = [Double]()
        items.reserveCapacity(starts[starts.count - 1])
        for section in rowCounts.indices {
            items.append(headerHeights?[section] ?? 0)
            appendRows(section, &items)
            items.append(footerHeights?[section] ?? 0)
        }
        self.rowCounts = rowCounts
        self.sectionStarts = starts
        self.heights = RowHeightIndex(heights: items)
        self.measured = Array(repeating: false, count: items.count)
    }

    private static func starts(of counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count + 2) }
        return starts
    }

    var numberOfSections: Int { rowCounts.count }
    var numberOfItems: Int { heights.count }
    var contentHeight: Double { heights.totalHeight }

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section)
            && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }

    func contains(section: Int) -> Bool { rowCounts.indices.contains(section) }

    /// The position of a valid index path's row in the flat list.
    func flatIndex(of indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + 1 + indexPath.row }

    func headerIndex(ofSection section: Int) -> Int { sectionStarts[section] }
    func footerIndex(ofSection section: Int) -> Int { sectionStarts[section + 1] - 1 }

    /// The position of an item in the flat list.
    func flatIndex(of item: Item) -> Int {
        switch item {
        case .header(let section): headerIndex(ofSection: section)
        case .row(let indexPath): flatIndex(of: indexPath)
        case .footer(let section): footerIndex(ofSection: section)
        }
    }

    /// The section an item belongs to (binary search over sections).
    func section(ofFlat index: Int) -> Int {
        var low = 0
        var high = rowCounts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// What sits at a position of the flat list.
    func item(ofFlat index: Int) -> Item {
        let section = section(ofFlat: index)
        let offset = index - sectionStarts[section]
        if offset == 0 { return .header(section) }
        if offset == rowCounts[section] + 1 { return .footer(section) }
        return .row(IndexPath(row: offset - 1, section: section))
    }

    func top(ofFlat index: Int) -> Double { heights.offset(ofRow: index) }
    func height(ofFlat index: Int) -> Double { heights[index] }
    func isMeasured(flat index: Int) -> Bool { measured[index] }

    /// The top of a section's header and the bottom of its footer.
    func span(ofSection section: Int) -> (top: Double, bottom: Double) {
        (top(ofFlat: sectionStarts[section]), top(ofFlat: sectionStarts[section + 1]))
    }

    /// The flat items that intersect `[top, top + height)`, in order. Items of zero height at
    /// the edges are not included; empty when there is nothing to show.
    func items(inViewportTop top: Double, height: Double) -> Range<Int> {
        let bottom = top + height
        guard height > 0, let first = heights.row(atOffset: max(top, 0)),
            heights.offset(ofRow: first) < bottom,
            heights.offset(ofRow: first + 1) > top
        else { return 0..<0 }
        // The last item whose top is strictly above the viewport's bottom.
        var last = heights.row(atOffset: bottom) ?? first
        while last > first && heights.offset(ofRow: last) >= bottom { last -= 1 }
        return first..<(last + 1)
    }

    mutating func setMeasuredHeight(_ height: Double, ofFlat index: Int) {
        heights.setHeight(height, at: index)
        measured[index] = true
    }

    /// Forgets an item's measurement but keeps its height as the estimate, so that an item whose
    /// content did not change does not move before it is measured again.
    mutating func markUnmeasured(flat index: Int) {
        measured[index] = false
    }

    /// `markUnmeasured` for every item (O(n): after a change of width).
    mutating func markAllUnmeasured() {
        measured = Array(repeating: false, count: measured.count)
    }

    /// The estimates a batch gives the items it brings: per new row, per new header and footer.
    struct Estimates {
        var row: (IndexPath) -> Double
        var header: (Int) -> Double
        var footer: (Int) -> Double
    }

    /// Rebuilds after a batch: kept and moved rows keep their heights (and whether they were
    /// measured), kept sections their headers' and footers'; inserted and reloaded rows and
    /// sections start from their estimates and are measured again.
    mutating func apply(_ plan: RowUpdatePlan, estimates: Estimates) {
        var newHeights = [Double]()
        var newMeasured = [Bool]()
        let total = plan.newRowCounts.reduce(0, +) + 2 * plan.newRowCounts.count
        newHeights.reserveCapacity(total)
        newMeasured.reserveCapacity(total)
        func keep(_ flat: Int) {
            newHeights.append(heights[flat])
            newMeasured.append(measured[flat])
        }
        func estimate(_ height: Double) {
            newHeights.append(height)
            newMeasured.append(false)
        }
        for (sectionIndex, section) in plan.sources.enumerated() {
            let keptSection = plan.sectionSources[sectionIndex].keptSection
            if let old = keptSection {
                keep(headerIndex(ofSection: old))
            } else {
                estimate(estimates.header(sectionIndex))
            }
            for (row, source) in section.enumerated() {
                switch source {
                case .kept(let old), .moved(let old): keep(flatIndex(of: old))
                case .inserted, .reloaded: estimate(estimates.row(IndexPath(row: row, section: sectionIndex)))
                }
            }
            if let old = keptSection {
                keep(footerIndex(ofSection: old))
            } else {
                estimate(estimates.footer(sectionIndex))
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
    /// The row's top at the table's top.
    case top
    /// The row's middle at the table's middle.
    case middle
    /// The row's bottom at the table's bottom.
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

import Foundation
import Testing

@testable import Layout

/// A data source that keeps one cell per row and hands the same one back whenever the row shows
/// again (an app that caches its cells), so a cell leaves the table's tree and joins it again.
private final class CachingSource: TableViewDataSource {
    let rows: Int
    private var cache: [Int: TextCell] = [:]
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let cell = cache[indexPath.row] { return cell }
        let cell = TextCell(reuseIdentifier: nil)
        cell.label.text = "row \(indexPath.row)"
        cache[indexPath.row] = cell
        return cell
    }
}

@Suite("TableView: cells that leave the tree and come back")
struct TableCellReentryTests {
    @Test("A cell shown again after leaving the tree leaks no constraints and takes its row's size")
    func cellsComingBackLeakNothing() {
        let source = CachingSource(rows: 40)
        let harness = TableHarness(width: 30, height: 6, estimate: 1, cell: TextCell.self, identifier: "text")
        harness.table.maximumReusePoolSize = 0  // every cell that scrolls out leaves the tree
        harness.show(source)
        var totals: [Int] = []
        for round in 0..<4 {
            for offset in [0.0, 20, 0] {
                harness.table.contentOffset = Point(x: 0, y: offset)
                harness.window.layoutIfNeeded()
            }
            totals.append(harness.window.engine.constraints.count)
            #expect(
                harness.table.visibleCells.allSatisfy { $0.contentView.frame.size == $0.frame.size },
                "round \(round)")
        }
        #expect(Set(totals).count == 1, "constraints in the window after each round trip: \(totals)")
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
        #expect(harness.lines.first?.hasPrefix("row 0") == true)
    }
}

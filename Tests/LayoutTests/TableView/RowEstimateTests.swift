import Foundation
import Testing

@testable import Layout

/// A `RowsSource` that estimates each row: a row named "tall …" is estimated at 4 lines, others
/// at 1; it counts the calls.
private final class EstimatingSource: TableViewDataSource, TableViewRowHeightEstimating {
    let names: [String]
    var estimateCalls = 0
    init(_ names: [String]) { self.names = names }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
        (cell as? TextCell)?.label.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        estimateCalls += 1
        return names[indexPath.row].hasPrefix("tall") ? 4 : 1
    }
}

@Suite("TableView: row estimates")
struct RowEstimateTests {
    @Test("A delegate that estimates per row is asked once per row, and unmeasured rows use its figures")
    func perRowEstimates() {
        let names = ["a", "b"] + (0..<48).map { $0 % 2 == 0 ? "tall \($0)" : "short \($0)" }
        let source = EstimatingSource(names)
        let harness = TableHarness(width: 30, height: 2, estimate: 9, cell: TextCell.self, identifier: "text")
        harness.show(source, delegate: source)
        // Rows a and b fill the 2-line viewport and are measured at 1 line each; the 48 others
        // are estimated by the delegate: 24 tall ones at 4 and 24 short ones at 1, never at 9.
        #expect(harness.table.contentSize.height == 2 + 24 * 4 + 24 * 1)
        #expect(source.estimateCalls == names.count)
        // A reload asks again, once per row.
        harness.table.reloadData()
        harness.window.layoutIfNeeded()
        #expect(source.estimateCalls == 2 * names.count)
    }

    @Test("Any other delegate is never asked per row: unmeasured rows are estimatedRowHeight")
    func uniformEstimates() {
        let scene = TableScene(RowsSource(rows: 100), height: 5, estimate: 3)
        // 5 measured rows of 1 line in the viewport... then 3 each for the 95 unmeasured rows.
        let measured = scene.visibleRows.count
        #expect(scene.table.contentSize.height == Double(measured) + Double(100 - measured) * 3)
    }
}

import Foundation

/// Supplies a table's sections, rows and cells (`UITableViewDataSource`).
public protocol TableViewDataSource: AnyObject {
    /// Default 1.
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// Usually `tableView.dequeueReusableCell(withIdentifier:for:)`, configured for the row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// Sizes rows and hears about selection and display (`UITableViewDelegate`). Every method has a
/// default, as UIKit's are optional.
public protocol TableViewDelegate: AnyObject {
    /// A fixed height, or `TableView.automaticDimension` to measure the cell. Default:
    /// `tableView.rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// Return another index path to select that row instead, or nil to select nothing.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// A cell is about to be shown for the row (after `cellForRowAt`, before it is laid out).
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}

/// How a reloaded, inserted or deleted row appears (`UITableView.RowAnimation`). Rows move with
/// the batch's frame animation; cells that come or go appear or vanish at once in a terminal
/// (there is no alpha to fade), so the styles differ only in name today.
public enum TableViewRowAnimation: Sendable {
    case automatic, fade, right, left, top, bottom, middle, none
}

/// A delegate that estimates each row's height: UIKit's optional
/// `tableView(_:estimatedHeightForRowAt:)`. UIKit asks per row only when the delegate responds
/// to it; Swift protocols cannot ask that of a method with a default, so the method lives in this
/// refinement. A delegate that adopts it is asked once per row on every reload (O(rows)); any
/// other table uses `estimatedRowHeight` for every unmeasured row without a call per row, so a
/// reload of 100,000 rows stays cheap.
public protocol TableViewRowHeightEstimating: TableViewDelegate {
    /// The height assumed until the row is measured.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
}

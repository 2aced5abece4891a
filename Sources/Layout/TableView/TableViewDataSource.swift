import FoundationEssentials

/// Supplies a table's sections, rows and cells (`UITableViewDataSource`).
public protocol TableViewDataSource: AnyObject {
    /// Default 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// Usually `tableView.dequeueReusableCell(withIdentifier:for:)`, configured for the row.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The text of the section's header, shown in a standard header view when the delegate
    /// gives no view of its own. Default nil: no header.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The text of the section's footer, as `titleForHeaderInSection`. Default nil.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Sizes rows and hears about selection and display (`UITableViewDelegate`). Every method has a
/// default, as UIKit's are optional.
public protocol TableViewDelegate: AnyObject {
    /// A fixed height, or `TableView.automaticDimension` to measure the cell. Default:
    /// `tableView.rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// Return another index path to select that row instead, or nil to select nothing.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row (a click or Enter: `userDidSelectRow(at:)`), after
    /// `willSelectRowAt` allowed it.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row that was selected was deselected by the user selecting another.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// A cell is about to be shown for the row (after `cellForRowAt`, before it is laid out).
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The section's header view, usually `tableView.dequeueReusableHeaderFooterView(withIdentifier:)`
    /// configured for the section; nil (the default) shows the data source's title, if any.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The section's footer view, as `viewForHeaderInSection`. Default nil.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A fixed height for the section's header, or `TableView.automaticDimension` to measure its
    /// view. Default: `tableView.sectionHeaderHeight`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// As `heightForHeaderInSection`, for the footer. Default: `tableView.sectionFooterHeight`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// A header view is about to be shown for the section.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// A footer view is about to be shown for the section.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    /// Selects the row asked for.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// No header view: the data source's title, if any, shows.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No footer view: the data source's title, if any, shows.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.sectionFooterHeight
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
}

/// How a table shows its sections (`UITableView.Style`).
public enum TableViewStyle: Sendable, Equatable {
    /// A section's header sticks to the top of the table while its section scrolls under it,
    /// until the next section's header pushes it up (UIKit's floating headers).
    case plain
    /// Headers and footers scroll with their rows.
    case grouped
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

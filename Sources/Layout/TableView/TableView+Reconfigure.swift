import FoundationEssentials

extension TableView {
    /// Has the data source configure the cells on screen of these rows again, in place: the cell
    /// it dequeues for the row is the one already showing it (`reconfigureRows(at:)`). The rows
    /// on screen are then measured again and slide to their new heights, as after a batch.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        var changed = false
        for indexPath in indexPaths {
            guard let cell = cells[indexPath] else { continue }
            cellBeingReconfigured = cell
            let configured = dataSource.tableView(self, cellForRowAt: indexPath)
            cellBeingReconfigured = nil
            changed = true
            guard configured !== cell else { continue }
            // The data source made another cell: it takes the row's place.
            cells[indexPath] = configured
            configured.frame = cell.frame
            configured.holdContentSize()
            if configured.superview !== self { insertSubview(configured, at: 0) }
            configured.isHidden = false
            configured.setSelected(indexPath == selectedRow, animated: false)
            recycle(cell)
        }
        if changed { performBatchUpdates(nil) }
    }
}

import Foundation

/// Batch updates (`beginUpdates()` / `endUpdates()`, `performBatchUpdates`): row changes are
/// collected, and on the outermost end the table checks them against the data source with
/// UIKit's index rules, re-measures the rows on screen, and animates every row from where it
/// was to where it is now (0.3 s, ease-in-ease-out).
extension TableView {
    /// How long the rows of a batch update take to reach their new places, as in UIKit.
    public static let batchUpdateDuration = 0.3

    /// Starts a batch; batches nest and only the outermost `endUpdates()` applies them.
    public func beginUpdates() {
        updateDepth += 1
    }

    /// Ends a batch. On the outermost end the changes apply and the rows animate. An
    /// `endUpdates()` without a `beginUpdates()` is reported and ignored.
    public func endUpdates() {
        guard updateDepth > 0 else {
            log(.invalidUpdate("endUpdates() was called without a matching beginUpdates()"))
            return
        }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates
        let completions = pendingCompletions
        pendingUpdates = RowUpdates()
        pendingCompletions = []
        commit(updates) { finished in completions.forEach { $0(finished) } }
    }

    /// `beginUpdates()`, `updates`, `endUpdates()`; `completion` runs when the rows have
    /// arrived (with `false` if another animation interrupted them).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    /// Inserts rows at their indexes after the batch.
    public func insertRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        inBatch { pendingUpdates.inserts += indexPaths }
    }

    /// Deletes rows at their indexes before the batch.
    public func deleteRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        inBatch { pendingUpdates.deletes += indexPaths }
    }

    /// Asks the data source for new cells for rows (indexes before the batch) and measures them
    /// again; the rows around them slide to their new places.
    public func reloadRows(at indexPaths: [IndexPath], with animation: TableViewRowAnimation) {
        inBatch { pendingUpdates.reloads += indexPaths }
    }

    /// Moves a row from its index before the batch to its index after it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        inBatch { pendingUpdates.moves.append(RowUpdates.Move(from: indexPath, to: newIndexPath)) }
    }

    /// Row changes outside a batch are a batch of their own, as in UIKit.
    private func inBatch(_ change: () -> Void) {
        beginUpdates()
        change()
        endUpdates()
    }

    /// Applies one batch. An inconsistent batch is reported (UIKit's message) and the table
    /// reloads instead, so the screen always shows what the data source says.
    private func commit(_ updates: RowUpdates, completion: @escaping (Bool) -> Void) {
        guard !needsDataReload else {
            // Nothing was shown yet: there is nothing to move, the next layout loads it all.
            completion(true)
            return
        }
        let newCounts = queryRowCounts()
        var plan: RowUpdatePlan?
        if !updates.isEmpty || newCounts != geometry.rowCounts {
            do {
                plan = try RowUpdatePlan.make(oldRowCounts: geometry.rowCounts, newRowCounts: newCounts,
                                              updates: updates)
            } catch {
                log(error)
                reloadData()
                completion(true)
                return
            }
        }
        // Where rows were, for cells that come on screen during the batch. A structural batch
        // needs the whole old geometry (a copy, O(n)); a re-measure only changes the heights of
        // the rows on screen, so their old heights are enough (O(visible)).
        let oldPlaces = plan == nil ? OldRowPlaces.remeasured(oldVisibleHeights()) : .rebuilt(geometry)
        let oldCells = Set(cells.values.map(ObjectIdentifier.init))
        var arrivals: [TableViewCell] = []
        let apply = {
            if let plan { self.remapCells(with: plan) }
            // Every row on screen is measured again: its content may have changed.
            for indexPath in self.cells.keys { self.geometry.markUnmeasured(flat: self.geometry.flatIndex(of: indexPath)) }
            self.setNeedsLayout()
            self.layoutIfNeeded()
            arrivals = self.cells.values.filter { !oldCells.contains(ObjectIdentifier($0)) }
            self.moveArrivingCells(arrivals, from: oldPlaces, plan: plan)
        }
        guard let animator else {
            apply()
            completion(true)
            return
        }
        animator.animate(
            withDuration: Self.batchUpdateDuration, delay: 0, curve: .easeInOut, in: self,
            excluding: { view in arrivals.contains { view.isDescendant(of: $0) } },
            animations: { animator.perform(apply) }, completion: completion)
    }

    /// Gives the cells on screen their rows' new index paths: deleted and reloaded rows' cells
    /// go back to the pool (a reloaded row gets a new cell from the data source), the selection
    /// follows its row.
    private func remapCells(with plan: RowUpdatePlan) {
        geometry.apply(plan) { self.estimatedHeight(for: $0) }
        var remapped: [IndexPath: TableViewCell] = [:]
        for (old, cell) in cells {
            guard let new = plan.newIndexPath(forOld: old), case .reloaded = plan.source(of: new) else {
                if let new = plan.newIndexPath(forOld: old) { remapped[new] = cell } else { recycle(cell) }
                continue
            }
            recycle(cell)
        }
        cells = remapped
        if let selected = selectedRow { selectedRow = plan.newIndexPath(forOld: selected) }
    }

    /// The heights of the rows on screen, by flat index.
    private func oldVisibleHeights() -> [Int: Double] {
        var heights: [Int: Double] = [:]
        for indexPath in cells.keys {
            let flat = geometry.flatIndex(of: indexPath)
            heights[flat] = geometry.height(ofFlat: flat)
        }
        return heights
    }

    /// A cell that came on screen in this batch for a row that existed before starts at that
    /// row's old place (rows sliding up into view come from below the old bottom); a new row
    /// appears in place.
    private func moveArrivingCells(_ arrivals: [TableViewCell], from old: OldRowPlaces, plan: RowUpdatePlan?) {
        guard let animator else { return }
        for cell in arrivals {
            guard let indexPath = indexPath(for: cell), let start = old.rect(of: indexPath, plan: plan, in: self) else {
                continue
            }
            animator.animateFrame(of: cell, from: start)
        }
    }
}

/// Where rows were before a batch.
private enum OldRowPlaces {
    /// Only the rows on screen changed height: their old heights by flat index.
    case remeasured([Int: Double])
    /// Rows came, went or moved: the whole old geometry.
    case rebuilt(TableRowGeometry)

    /// The old rect of the row now at `indexPath`, or nil for a row that is new.
    func rect(of indexPath: IndexPath, plan: RowUpdatePlan?, in table: TableView) -> Rect? {
        let width = table.bounds.width
        switch self {
        case .remeasured(let oldHeights):
            let geometry = table.geometry
            let flat = geometry.flatIndex(of: indexPath)
            // Rows above moved by the change of the re-measured rows above this one.
            let shift = oldHeights.reduce(0.0) { sum, entry in
                entry.key < flat ? sum + geometry.height(ofFlat: entry.key) - entry.value : sum
            }
            let height = oldHeights[flat] ?? geometry.height(ofFlat: flat)
            return Rect(x: 0, y: geometry.top(ofFlat: flat) - shift, width: width, height: height)
        case .rebuilt(let old):
            guard let oldPath = plan?.source(of: indexPath).oldIndexPath, old.contains(oldPath) else { return nil }
            let flat = old.flatIndex(of: oldPath)
            return Rect(x: 0, y: old.top(ofFlat: flat), width: width, height: old.height(ofFlat: flat))
        }
    }
}

import FoundationEssentials

/// Batch updates (`performBatchUpdates(_:completion:)`), with the table's index rules: deletes,
/// reloads and move sources name items before the batch, inserts and move destinations after it.
/// On the outermost end the view checks the batch against the data source's new counts (an
/// inconsistent batch is logged in UIKit's terms and the view reloads instead), gives the cells
/// on screen their new items, and animates every cell from where it was to where the layout now
/// puts it (0.3 s, ease-in-ease-out). Inserted items appear at their places; deleted ones leave
/// at once.
extension CollectionView {
    /// `updates` as one batch; `completion` runs when the cells have arrived (false when another
    /// animation interrupted them).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endBatch()
    }

    /// Inserts items at their index paths after the batch.
    public func insertItems(at indexPaths: [IndexPath]) { inBatch { pendingUpdates.inserts += indexPaths } }
    /// Deletes items at their index paths before the batch.
    public func deleteItems(at indexPaths: [IndexPath]) { inBatch { pendingUpdates.deletes += indexPaths } }
    /// New cells for items (index paths before the batch), measured again.
    public func reloadItems(at indexPaths: [IndexPath]) { inBatch { pendingUpdates.reloads += indexPaths } }
    /// Moves an item from its index path before the batch to its index path after it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        inBatch { pendingUpdates.moves.append(RowUpdates.Move(from: indexPath, to: newIndexPath)) }
    }
    /// Inserts sections at their indexes after the batch.
    public func insertSections(_ sections: some Sequence<Int>) {
        inBatch { pendingUpdates.sectionInserts += RowUpdates.sectionIndexes(sections) }
    }
    /// Deletes sections at their indexes before the batch.
    public func deleteSections(_ sections: some Sequence<Int>) {
        inBatch { pendingUpdates.sectionDeletes += RowUpdates.sectionIndexes(sections) }
    }
    /// Moves a section from its index before the batch to its index after it, with its items.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        inBatch { pendingUpdates.sectionMoves.append(RowUpdates.SectionMove(from: section, to: newSection)) }
    }
    /// Reloads sections (indexes before the batch).
    public func reloadSections(_ sections: some Sequence<Int>) {
        inBatch { pendingUpdates.sectionReloads += RowUpdates.sectionIndexes(sections) }
    }

    /// Has the data source configure the cells on screen of these items again, in place: the cell
    /// it dequeues for the item is the one already showing it (`reconfigureItems(at:)`); the items
    /// are measured again.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = cells[indexPath] else { continue }
            cellBeingReconfigured = cell
            let configured = dataSource.collectionView(self, cellForItemAt: indexPath)
            cellBeingReconfigured = nil
            if configured !== cell {
                // The data source made another cell: it replaces the one on screen.
                cells[indexPath] = configured
                if configured.superview !== self { insertSubview(configured, at: 0) }
                configured.isHidden = false
                configured.isSelected = selectedItems.contains(indexPath)
                recycle(cell)
            }
            measuredSizes[indexPath] = nil
        }
        collectionViewLayout.invalidateLayout()
    }

    private func inBatch(_ change: () -> Void) {
        updateDepth += 1
        change()
        endBatch()
    }

    private func endBatch() {
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates
        let completions = pendingCompletions
        pendingUpdates = RowUpdates()
        pendingCompletions = []
        commit(updates) { finished in completions.forEach { $0(finished) } }
    }

    private func commit(_ updates: RowUpdates, completion: @escaping (Bool) -> Void) {
        if needsDataReload {
            completion(true)
            return
        }
        let newCounts = queryItemCounts()
        let plan: RowUpdatePlan
        do {
            plan = try RowUpdatePlan.make(oldRowCounts: itemCounts, newRowCounts: newCounts, updates: updates)
        } catch {
            log(error.description.replacing("TableView: ", with: ""))
            reloadData()
            completion(true)
            return
        }
        // Where the items near the screen were: cells that come into view during the batch start
        // there.
        let layout = preparedLayout()
        let near = bounds.insetBy(height: -bounds.height)
        var oldFrames: [IndexPath: Rect] = [:]
        for element in layout.layoutAttributesForElements(in: near) where element.representedElementCategory == .cell {
            oldFrames[element.indexPath] = element.frame
        }
        let oldCells = Set(cells.values.map(ObjectIdentifier.init))
        var arrivals: [CollectionViewCell] = []
        let apply = {
            self.remap(with: plan, newCounts: newCounts)
            self.collectionViewLayout.invalidateLayout()
            self.layoutIfNeeded()
            arrivals = self.cells.values.filter { !oldCells.contains(ObjectIdentifier($0)) }
            guard let animator = self.animator else { return }
            for cell in arrivals {
                guard let indexPath = self.indexPath(for: cell) else { continue }
                switch plan.source(of: indexPath) {
                case .kept(let old), .moved(let old):
                    if let start = oldFrames[old] { animator.animateFrame(of: cell, from: start) }
                case .inserted, .reloaded: break
                }
            }
        }
        guard let animator else {
            apply()
            completion(true)
            return
        }
        animator.addObserver(self)
        animator.animate(
            withDuration: Self.updateAnimationDuration, delay: 0, curve: .easeInOut, in: self,
            excluding: { view in arrivals.contains { view.isDescendant(of: $0) } },
            animations: { animator.perform(apply) }, completion: completion)
    }

    /// Gives cells, measurements and the selection their items' new index paths; cells of deleted
    /// and reloaded items leave.
    private func remap(with plan: RowUpdatePlan, newCounts: [Int]) {
        itemCounts = newCounts
        var remapped: [IndexPath: CollectionViewCell] = [:]
        for (old, cell) in cells {
            if let new = plan.newIndexPath(forOld: old), plan.source(of: new) != .reloaded(old) {
                remapped[new] = cell
            } else {
                endDisplaying(cell, at: old)
            }
        }
        cells = remapped
        var sizes: [IndexPath: Size] = [:]
        for (old, size) in measuredSizes {
            if let new = plan.newIndexPath(forOld: old), plan.source(of: new) != .reloaded(old) { sizes[new] = size }
        }
        measuredSizes = sizes
        var supplementarySizes: [SupplementaryKey: Size] = [:]
        for (key, size) in measuredSupplementarySizes {
            if let section = plan.newKeptSection(forOld: key.section) {
                supplementarySizes[SupplementaryKey(kind: key.kind, section: section)] = size
            }
        }
        measuredSupplementarySizes = supplementarySizes
        selectedItems = Set(selectedItems.compactMap { plan.newIndexPath(forOld: $0) })
        focusedItem = focusedItem.flatMap { plan.newIndexPath(forOld: $0) }
        for view in supplementaries.values { recycle(view) }
        supplementaries = [:]
    }
}

extension Rect {
    /// The rect grown (negative `height`) or shrunk by `height` at its top and at its bottom.
    func insetBy(height: Double) -> Rect {
        Rect(x: minX, y: minY + height, width: width, height: max(0, self.height - 2 * height))
    }
}

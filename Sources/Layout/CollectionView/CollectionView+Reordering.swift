import FoundationEssentials

/// Moving items by key (the terminal's stand-in for dragging one): Alt-↑ and Alt-↓ move the
/// focused item one place up or down, into the neighbouring section at a section's edge, when
/// the data source's `collectionView(_:canMoveItemAt:)` allows it. The data source hears
/// `collectionView(_:moveItemAt:to:)` first, as UIKit tells it at the end of a drag; then the
/// item moves as a batch update (animated), its selection and the focus going with it.
extension CollectionView {
    /// Moves the focused item one place up (`by: -1`) or down (`by: 1`); false when there is no
    /// focused item, it may not move, or it is at the very start or end.
    @discardableResult
    public func moveFocusedItem(by step: Int) -> Bool {
        loadDataIfNeeded()
        guard let source = focusedItem, contains(source), step == 1 || step == -1,
            dataSource?.collectionView(self, canMoveItemAt: source) == true,
            let destination = reorderDestination(from: source, step: step)
        else { return false }
        let cell = cells[source]
        cell?.isReordering = true
        dataSource?.collectionView(self, moveItemAt: source, to: destination)
        let wasSelected = selectedItems.contains(source)
        performBatchUpdates(
            { self.moveItem(at: source, to: destination) }, completion: { _ in cell?.isReordering = false })
        focusedItem = destination
        if wasSelected, !selectedItems.contains(destination) {
            selectItem(at: destination, animated: false, scrollPosition: [])
        }
        scrollToItem(at: destination, at: [], animated: true)
        return true
    }

    /// Where an item goes one place up or down: beside it in its section, or at the end of the
    /// section before (the start of the one after) when it is at its section's edge. Index paths
    /// after the move (the item counted in its new section).
    private func reorderDestination(from source: IndexPath, step: Int) -> IndexPath? {
        let moved = source.item + step
        if moved >= 0 && moved < itemCounts[source.section] { return IndexPath(item: moved, section: source.section) }
        let section = source.section + step
        guard itemCounts.indices.contains(section) else { return nil }
        // Into the neighbouring section (an empty one too): at its end going up, its start down.
        return IndexPath(item: step < 0 ? itemCounts[section] : 0, section: section)
    }
}

import FoundationEssentials

/// Outline disclosures of list cells: a click on one (anywhere on a header-style row), or → and
/// ← on the focused row, expands or collapses its item through the data source's section
/// snapshot.
extension CollectionView {
    /// Handles a click on an outline disclosure; false when the click is not one.
    func clickOutlineDisclosure(at location: Point, item indexPath: IndexPath) -> Bool {
        guard let cell = cells[indexPath] as? CollectionViewListCell else { return false }
        let local = Point(x: location.x - cell.frame.minX, y: location.y - cell.frame.minY)
        guard cell.clickTogglesOutline(at: local) else { return false }
        focusedItem = indexPath
        setOutline(expanded: nil, at: indexPath, cell: cell)
        return true
    }

    /// → expands the focused row's item and ← collapses it, when it has an outline disclosure
    /// that can go that way; false otherwise (the key moves the focus instead).
    func keyOutlineDisclosure(expand: Bool) -> Bool {
        guard let indexPath = focusedItem, let cell = cells[indexPath] as? CollectionViewListCell,
            cell.outlineDisclosure != nil, cell.isExpanded != expand
        else { return false }
        return setOutline(expanded: expand, at: indexPath, cell: cell)
    }

    @discardableResult
    private func setOutline(expanded: Bool?, at indexPath: IndexPath, cell: CollectionViewListCell) -> Bool {
        if let handler = cell.outlineActionHandler {
            withAnimatorCurrent(handler)
            return true
        }
        guard let expanding = dataSource as? OutlineExpanding else {
            log("an outline disclosure at \(indexPath) needs a diffable data source showing a section snapshot")
            return false
        }
        var changed = false
        withAnimatorCurrent { changed = expanding.setExpanded(expanded, itemAt: indexPath) }
        return changed
    }
}

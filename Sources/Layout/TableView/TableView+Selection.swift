import FoundationEssentials

/// Selection: one row at a time, kept by index path (so it survives cells being reused and
/// follows its row through batch updates).
extension TableView {
    /// The selected row, if any.
    public var indexPathForSelectedRow: IndexPath? { selectedRow }

    /// Selects a row (nil deselects) without asking the delegate, as UIKit does, and scrolls it
    /// to `scrollPosition` (`.none`: no scrolling, as for UIKit's `selectRow`).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: TableViewScrollPosition) {
        loadDataIfNeeded()
        if let indexPath, !geometry.contains(indexPath) {
            log(.invalidIndexPath("selectRow(at: \(indexPath)): the table has no such row"))
            return
        }
        if let old = selectedRow, old != indexPath { cells[old]?.setSelected(false, animated: animated) }
        selectedRow = indexPath
        guard let indexPath else { return }
        cells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without asking the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRow == indexPath else { return }
        selectedRow = nil
        cells[indexPath]?.setSelected(false, animated: animated)
    }

    /// What a tap (a click, Enter) on a row does: asks `willSelectRowAt` (which may redirect
    /// or refuse), deselects the old row (`didDeselectRowAt`), selects the new one and calls
    /// `didSelectRowAt`. Delegate calls run with the table's animator current, so
    /// `View.animate` and batch updates inside them animate.
    public func userDidSelectRow(at indexPath: IndexPath) {
        loadDataIfNeeded()
        guard geometry.contains(indexPath) else {
            log(.invalidIndexPath("userDidSelectRow(at: \(indexPath)): the table has no such row"))
            return
        }
        withAnimatorCurrent {
            let target = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
            guard let target, geometry.contains(target) else { return }
            if let old = selectedRow, old != target {
                deselectRow(at: old, animated: true)
                delegate?.tableView(self, didDeselectRowAt: old)
            }
            selectRow(at: target, animated: true, scrollPosition: .none)
            delegate?.tableView(self, didSelectRowAt: target)
        }
    }

    /// Runs `body` with the table's animator as `Animator.current` (when it has one).
    func withAnimatorCurrent(_ body: () -> Void) {
        if let animator { animator.perform(body) } else { body() }
    }
}

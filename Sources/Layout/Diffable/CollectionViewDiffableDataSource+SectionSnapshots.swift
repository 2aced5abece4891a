import FoundationEssentials

/// What a collection view's diffable data source asks and tells when the user expands or
/// collapses an item of a section snapshot
/// (`UICollectionViewDiffableDataSource.SectionSnapshotHandlers`).
public struct SectionSnapshotHandlers<Item> {
    /// Whether the item may expand (default: yes).
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Called before the item expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the item may collapse (default: yes).
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Called before the item collapses.
    public var willCollapseItem: ((Item) -> Void)?

    public init() {}
}

/// What a collection view asks of its data source when the user works an outline disclosure.
protocol OutlineExpanding: AnyObject {
    /// Expands (`true`), collapses (`false`) or toggles (nil) the item at `indexPath`; false when
    /// nothing changed (no section snapshot, no children, or a handler said no).
    func setExpanded(_ expanded: Bool?, itemAt indexPath: IndexPath) -> Bool
}

/// Section snapshots: a section's items as a tree whose expanded parents show their children.
extension CollectionViewDiffableDataSource: OutlineExpanding {
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Shows `sectionSnapshot` in `section` (added at the end when the snapshot has no such
    /// section): the section's items become its visible items, and the change is applied as
    /// `apply(_:animatingDifferences:completion:)` applies a whole snapshot.
    public func apply(
        _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        var tree = sectionSnapshot
        for message in tree.diagnostics { collectionView?.log("section snapshot: \(message)") }
        tree.clearDiagnostics()
        var whole = store.current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        let visible = tree.visibleItems
        // An item of the tree already in another section moves here, as in UIKit.
        let elsewhere = visible.filter { whole.contains(item: $0) }
        if !elsewhere.isEmpty { whole.deleteItems(elsewhere) }
        whole.appendItems(visible, toSection: section)
        for (other, otherTree) in sectionSnapshots where other != section {
            if !Set(otherTree.items).isDisjoint(with: visible) { sectionSnapshots[other] = nil }
        }
        sectionSnapshots[section] = tree
        // Cells on screen whose outline state changed show it (their items may not move).
        whole.reconfigureItems(visible.filter { outlineStateChanged($0, in: tree) })
        applyWholeSnapshot(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section's items as a tree: the section snapshot last applied to it, or its items flat.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = SectionSnapshot()
        flat.append(store.current.itemIdentifiers(inSection: section))
        return flat
    }

    /// Forgets the section snapshots whose visible items a whole snapshot no longer shows as
    /// they were.
    func forgetSectionSnapshots(notMatching snapshot: Snapshot) {
        for (section, tree) in sectionSnapshots
        where snapshot.indexOfSection(section) == nil
            || snapshot.itemIdentifiers(inSection: section) != tree.visibleItems
        {
            sectionSnapshots[section] = nil
        }
    }

    /// Whether the item's cell on screen shows another expanded state or level than `tree` gives.
    private func outlineStateChanged(_ item: ItemIdentifierType, in tree: SectionSnapshot) -> Bool {
        guard let collectionView, let indexPath = indexPath(for: item),
            let cell = collectionView.cellForItem(at: indexPath)
        else { return false }
        if cell.isExpanded != tree.isExpanded(item) { return true }
        if let list = cell as? CollectionViewListCell, list.indentationLevel != tree.level(of: item) ?? 0 {
            return true
        }
        return false
    }

    /// Gives a cell its item's expanded state and, for a list cell, its level.
    func showOutlineState(of item: ItemIdentifierType, at indexPath: IndexPath, in cell: CollectionViewCell) {
        guard let section = sectionIdentifier(for: indexPath.section), let tree = sectionSnapshots[section] else {
            cell.isExpanded = false
            return
        }
        cell.isExpanded = tree.isExpanded(item)
        (cell as? CollectionViewListCell)?.indentationLevel = tree.level(of: item) ?? 0
    }

    func setExpanded(_ expanded: Bool?, itemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
            var tree = sectionSnapshots[section], tree.hasChildren(item)
        else { return false }
        let expand = expanded ?? !tree.isExpanded(item)
        guard expand != tree.isExpanded(item) else { return false }
        let handlers = sectionSnapshotHandlers
        if expand {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            tree.expand([item])
        } else {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            tree.collapse([item])
        }
        apply(tree, to: section, animatingDifferences: true)
        return true
    }
}

import FoundationEssentials

/// A move the user made in a collection view with a diffable data source
/// (`NSDiffableDataSourceTransaction`): the snapshot before and after, and the difference.
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot before the move.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it (the data source's from then on).
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The items' difference, in the order of all the items of the snapshots.
    public let difference: CollectionDifference<ItemIdentifierType>
}

/// What a diffable data source asks and tells when the user moves an item
/// (`UICollectionViewDiffableDataSource.ReorderingHandlers`). Without `canReorderItem` no item
/// moves.
public struct ReorderingHandlers<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias Transaction = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
    /// Whether the item may move.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Before the data source takes the final snapshot.
    public var willReorder: ((Transaction) -> Void)?
    /// After: save the new order here (the data source's snapshot already has it).
    public var didReorder: ((Transaction) -> Void)?

    public init() {}
}

extension CollectionViewDiffableDataSource {
    /// Whether `reorderingHandlers.canReorderItem` allows the item to move.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath) else { return false }
        return reorderingHandlers.canReorderItem?(item) ?? false
    }

    /// Takes the moved order as the data source's snapshot, between `willReorder` and
    /// `didReorder`; the collection view moves the cell itself.
    public func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let initial = store.current
        guard let item = initial.itemIdentifier(at: sourceIndexPath),
            initial.sectionIdentifiers.indices.contains(destinationIndexPath.section)
        else { return }
        var final = initial
        final.deleteItems([item])
        let section = final.sectionIdentifiers[destinationIndexPath.section]
        let items = final.itemIdentifiers(inSection: section)
        if destinationIndexPath.item < items.count {
            final.insertItems([item], beforeItem: items[destinationIndexPath.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        final.clearMarks()
        let transaction = DiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers))
        reorderingHandlers.willReorder?(transaction)
        store.current = final
        reorderingHandlers.didReorder?(transaction)
    }
}

import FoundationEssentials

/// What the table's and the collection view's diffable data sources share: the snapshot shown,
/// lookups in it, and applying a new one as a batch of the view's.
final class DiffableStore<Section: Hashable, Item: Hashable> {
    typealias Snapshot = DiffableDataSourceSnapshot<Section, Item>

    /// The snapshot the view shows (or will at its next layout).
    var current = Snapshot()

    func itemIdentifier(for indexPath: IndexPath) -> Item? { current.itemIdentifier(at: indexPath) }

    func indexPath(for item: Item) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: item),
            let sectionIndex = current.indexOfSection(section),
            let position = current.items(inSectionAt: sectionIndex).firstIndex(of: item)
        else { return nil }
        return IndexPath(item: position, section: sectionIndex)
    }

    func sectionIdentifier(for index: Int) -> Section? {
        current.sectionIdentifiers[safe: index]
    }

    /// Applies `snapshot` through a view: logs what its building ignored, works out the batch,
    /// runs it (`batch` gets the changes while the new snapshot is current), then configures the
    /// reconfigured items again. Without animation the view's animator is off for the batch.
    func apply(
        _ snapshot: Snapshot, animated: Bool, animator: Animator?, log: (String) -> Void,
        batch: (SnapshotDifference<Section, Item>, @escaping (Bool) -> Void) -> Void,
        reconfigure: ([IndexPath]) -> Void, completion: (() -> Void)?
    ) {
        var new = snapshot
        for message in new.diagnostics { log("snapshot: \(message)") }
        let difference = SnapshotDifference(from: current, to: new)
        new.clearMarks()
        current = new
        let wasEnabled = animator?.animationsEnabled ?? true
        if !animated { animator?.animationsEnabled = false }
        defer { animator?.animationsEnabled = wasEnabled }
        batch(difference) { _ in completion?() }
        if !difference.reconfigures.isEmpty { reconfigure(difference.reconfigures) }
    }
}

/// What the table's and the collection view's diffable data sources answer alike: the snapshot
/// shown and lookups in it. Not used alone: subclass one of the two.
open class DiffableSnapshotSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    let store = DiffableStore<SectionIdentifierType, ItemIdentifierType>()

    init() {}

    /// A copy of the snapshot shown.
    public func snapshot() -> Snapshot { store.current }

    /// The item at an index path (a table's row), or nil.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.itemIdentifier(for: indexPath) }
    /// The index path (a table's row) of an item, or nil.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(for: itemIdentifier) }
    /// The section at an index, or nil.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.sectionIdentifier(for: index) }
    /// The index of a section, or nil.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        store.current.indexOfSection(sectionIdentifier)
    }

    /// Makes `snapshot` the one shown as it is, without a difference (the view reloads).
    func replaceShown(with snapshot: Snapshot) {
        var new = snapshot
        new.clearMarks()
        store.current = new
    }

    /// The items of the section at `section` in the snapshot shown; 0 for no such section.
    func itemCount(inSection section: Int) -> Int {
        store.current.sectionIdentifiers.indices.contains(section) ? store.current.items(inSectionAt: section).count : 0
    }
}

/// A table's data source driven by snapshots (`UITableViewDiffableDataSource`): give it a cell
/// provider, then `apply` snapshots; it works out and animates the inserts, deletes, moves and
/// reloads. It makes itself the table's data source; keep a strong reference to it (the table's
/// is weak, as in UIKit). Subclass it to give section titles.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableSnapshotSource<SectionIdentifierType, ItemIdentifierType>, TableViewDataSource
{
    /// Makes the cell for an item (usually a dequeue and a configure); nil gives an empty cell.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    /// How inserted, deleted and reloaded rows come and go.
    public var defaultRowAnimation = TableViewRowAnimation.automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`: the rows change as one batch, animated unless `animatingDifferences` is
    /// false; `completion` runs when they have arrived.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            store.current = snapshot
            completion?()
            return
        }
        let animation = defaultRowAnimation
        store.apply(
            snapshot, animated: animatingDifferences, animator: tableView.animator,
            log: { tableView.log(.invalidUpdate($0)) },
            batch: { difference, done in
                let updates = difference.updates
                tableView.performBatchUpdates(
                    {
                        if !updates.sectionDeletes.isEmpty {
                            tableView.deleteSections(updates.sectionDeletes, with: animation)
                        }
                        if !updates.sectionInserts.isEmpty {
                            tableView.insertSections(updates.sectionInserts, with: animation)
                        }
                        if !updates.sectionReloads.isEmpty {
                            tableView.reloadSections(updates.sectionReloads, with: animation)
                        }
                        if !updates.deletes.isEmpty { tableView.deleteRows(at: updates.deletes, with: animation) }
                        if !updates.inserts.isEmpty { tableView.insertRows(at: updates.inserts, with: animation) }
                        if !updates.reloads.isEmpty { tableView.reloadRows(at: updates.reloads, with: animation) }
                        for move in updates.sectionMoves { tableView.moveSection(move.from, toSection: move.to) }
                        for move in updates.moves { tableView.moveRow(at: move.from, to: move.to) }
                    }, completion: done)
            },
            reconfigure: { tableView.reconfigureRows(at: $0) }, completion: completion)
    }

    /// Shows `snapshot` by reloading the table (no diff, no animation; the selection is cleared).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        replaceShown(with: snapshot)
        tableView?.reloadData()
        completion?()
    }

    // MARK: TableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int { store.current.numberOfSections }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        itemCount(inSection: section)
    }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = store.itemIdentifier(for: indexPath) else { return TableViewCell(reuseIdentifier: nil) }
        return cellProvider(tableView, indexPath, item) ?? TableViewCell(reuseIdentifier: nil)
    }

    /// No header title; override to give one.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title; override to give one.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// A collection view's data source driven by snapshots (`UICollectionViewDiffableDataSource`):
/// a cell provider, an optional supplementary view provider, and `apply`. It makes itself the
/// collection view's data source; keep a strong reference to it.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableSnapshotSource<SectionIdentifierType, ItemIdentifierType>, CollectionViewDataSource
{
    /// Makes the cell for an item; nil gives an empty cell.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view (kind, index path); nil gives an empty view.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// Makes section headers and footers.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// The section snapshots applied with `apply(_:to:animatingDifferences:completion:)`, by
    /// section; a section without one shows its items flat.
    var sectionSnapshots: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// What the data source asks and tells when the user expands or collapses an item.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// What the data source asks and tells when the user moves an item (Alt-↑, Alt-↓).
    public var reorderingHandlers = ReorderingHandlers<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the items change as one batch, animated unless `animatingDifferences`
    /// is false; `completion` runs when they have arrived.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        forgetSectionSnapshots(notMatching: snapshot)
        applyWholeSnapshot(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    func applyWholeSnapshot(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        guard let collectionView else {
            store.current = snapshot
            completion?()
            return
        }
        store.apply(
            snapshot, animated: animatingDifferences, animator: collectionView.animator,
            log: { collectionView.log($0) },
            batch: { difference, done in
                let updates = difference.updates
                collectionView.performBatchUpdates(
                    {
                        if !updates.sectionDeletes.isEmpty {
                            collectionView.deleteSections(updates.sectionDeletes)
                        }
                        if !updates.sectionInserts.isEmpty {
                            collectionView.insertSections(updates.sectionInserts)
                        }
                        if !updates.sectionReloads.isEmpty {
                            collectionView.reloadSections(updates.sectionReloads)
                        }
                        if !updates.deletes.isEmpty { collectionView.deleteItems(at: updates.deletes) }
                        if !updates.inserts.isEmpty { collectionView.insertItems(at: updates.inserts) }
                        if !updates.reloads.isEmpty { collectionView.reloadItems(at: updates.reloads) }
                        for move in updates.sectionMoves {
                            collectionView.moveSection(move.from, toSection: move.to)
                        }
                        for move in updates.moves { collectionView.moveItem(at: move.from, to: move.to) }
                    }, completion: done)
            },
            reconfigure: { collectionView.reconfigureItems(at: $0) }, completion: completion)
    }

    /// Shows `snapshot` by reloading the collection view (no diff, no animation).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        forgetSectionSnapshots(notMatching: snapshot)
        replaceShown(with: snapshot)
        collectionView?.reloadData()
        completion?()
    }

    // MARK: CollectionViewDataSource

    open func numberOfSections(in collectionView: CollectionView) -> Int { store.current.numberOfSections }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCount(inSection: section)
    }

    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    {
        guard let item = store.itemIdentifier(for: indexPath) else { return CollectionViewCell(frame: .zero) }
        let cell = cellProvider(collectionView, indexPath, item) ?? CollectionViewCell(frame: .zero)
        showOutlineState(of: item, at: indexPath, in: cell)
        return cell
    }

    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
    }
}

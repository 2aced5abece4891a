import FoundationEssentials

/// The batch that turns one snapshot into another, in a table's or collection view's terms
/// (`RowUpdates`: deletes and move sources at old index paths, inserts and move destinations at
/// new ones), plus the items to configure again afterwards.
///
/// Sections that keep their relative order stay (the longest increasing run of their new
/// positions); every other section in both snapshots moves with its items (`sectionMoves`), or,
/// when also marked for a reload, is deleted and inserted. Within each section that stays or moves, the items that keep
/// their relative order are the longest increasing run of their old positions; every other
/// surviving item is a move. The work is O(n log n) in the number of items: dictionaries from
/// identifier to place, and a patience-sort run per section.
public struct SnapshotDifference<Section: Hashable, Item: Hashable> {
    /// The batch.
    public private(set) var updates = RowUpdates()
    /// Items to configure again in place after the batch, by their new index paths.
    public private(set) var reconfigures: [IndexPath] = []

    /// The batch from `old` to `new`.
    public init(from old: DiffableDataSourceSnapshot<Section, Item>, to new: DiffableDataSourceSnapshot<Section, Item>)
    {
        // Sections: the ones in both, in old order, keep their place when their new indexes rise.
        let oldSections = old.sectionIdentifiers
        var keptOld: [Int] = []
        var keptNew: [Int] = []
        for (index, section) in oldSections.enumerated() {
            if let newIndex = new.indexOfSection(section) {
                keptOld.append(index)
                keptNew.append(newIndex)
            }
        }
        var stableNewForOld = [Int?](repeating: nil, count: oldSections.count)
        var stableOldForNew = [Int?](repeating: nil, count: new.numberOfSections)
        var inOrder = [Bool](repeating: false, count: keptOld.count)
        for position in longestIncreasingRun(keptNew) { inOrder[position] = true }
        // A reloaded section is reloaded in place when it kept its order, else deleted and
        // inserted; its items are all new. Any other section in both snapshots stays or moves.
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        for (position, oldIndex) in keptOld.enumerated() {
            let newIndex = keptNew[position]
            if reloadedSections.contains(oldSections[oldIndex]) {
                if inOrder[position] {
                    updates.sectionReloads.append(oldIndex)
                } else {
                    updates.sectionDeletes.append(oldIndex)
                    updates.sectionInserts.append(newIndex)
                }
                continue
            }
            if !inOrder[position] { updates.sectionMoves.append(RowUpdates.SectionMove(from: oldIndex, to: newIndex)) }
            stableNewForOld[oldIndex] = newIndex
            stableOldForNew[newIndex] = oldIndex
        }
        let oldIndexes = Set(keptOld)
        for index in oldSections.indices where !oldIndexes.contains(index) { updates.sectionDeletes.append(index) }
        let newIndexes = Set(keptNew)
        for newIndex in 0..<new.numberOfSections where !newIndexes.contains(newIndex) {
            updates.sectionInserts.append(newIndex)
        }
        updates.sectionDeletes.sort()
        updates.sectionInserts.sort()

        // Items of the sections that stay (not reloaded): where each was.
        var oldPlaces: [Item: IndexPath] = [:]
        oldPlaces.reserveCapacity(old.numberOfItems)
        for (section, newSection) in stableNewForOld.enumerated() where newSection != nil {
            for (position, item) in old.items(inSectionAt: section).enumerated() {
                oldPlaces[item] = IndexPath(item: position, section: section)
            }
        }
        let reloadedItems = Set(new.reloadedItemIdentifiers)
        var survivors = Set<Item>()
        survivors.reserveCapacity(oldPlaces.count)
        for (newSection, oldSection) in stableOldForNew.enumerated() {
            guard let oldSection else { continue }
            let items = new.items(inSectionAt: newSection)
            // Items from the same old section: their old positions, in new order.
            var sameSection: [(newPosition: Int, oldPosition: Int)] = []
            for (position, item) in items.enumerated() {
                guard let from = oldPlaces[item] else {
                    updates.inserts.append(IndexPath(item: position, section: newSection))
                    continue
                }
                survivors.insert(item)
                if from.section == oldSection {
                    sameSection.append((position, from.item))
                } else if reloadedItems.contains(item) {
                    updates.deletes.append(from)
                    updates.inserts.append(IndexPath(item: position, section: newSection))
                } else {
                    updates.moves.append(
                        RowUpdates.Move(from: from, to: IndexPath(item: position, section: newSection)))
                }
            }
            var staying = [Bool](repeating: false, count: sameSection.count)
            for index in longestIncreasingRun(sameSection.map(\.oldPosition)) { staying[index] = true }
            for (index, pair) in sameSection.enumerated() {
                let from = IndexPath(item: pair.oldPosition, section: oldSection)
                let to = IndexPath(item: pair.newPosition, section: newSection)
                let reload = reloadedItems.contains(items[pair.newPosition])
                switch (staying[index], reload) {
                case (true, false): break
                case (true, true): updates.reloads.append(from)
                case (false, false): updates.moves.append(RowUpdates.Move(from: from, to: to))
                case (false, true):
                    updates.deletes.append(from)
                    updates.inserts.append(to)
                }
            }
        }
        for (item, place) in oldPlaces where !survivors.contains(item) { updates.deletes.append(place) }
        updates.deletes.sort()

        for item in new.reconfiguredItemIdentifiers {
            guard let section = new.sectionIdentifier(containingItem: item),
                let sectionIndex = new.indexOfSection(section),
                let position = new.itemIdentifiers(inSection: section).firstIndex(of: item)
            else { continue }
            reconfigures.append(IndexPath(item: position, section: sectionIndex))
        }
    }
}

/// The positions (indexes into `values`) of a longest strictly increasing subsequence, in order;
/// patience sorting, O(n log n).
func longestIncreasingRun(_ values: [Int]) -> [Int] {
    guard !values.isEmpty else { return [] }
    // tails[k]: the index of the smallest last value of a run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: [Int] = []
    var index = tails.last!
    while index >= 0 {
        run.append(index)
        index = previous[index]
    }
    return run.reversed()
}

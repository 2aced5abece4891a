import Foundation
import Testing

@testable import Layout

/// The batch between two snapshots: checked against the table's own batch rules
/// (`RowUpdatePlan`), which must accept it and map every new item to where it was.
@Suite struct SnapshotDifferenceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

    func snapshot(_ sections: [(Int, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// Plans the difference as a table would and checks that every row after it shows the item
    /// the new snapshot has there: kept and moved rows come from the same item's old row.
    @discardableResult
    func checkDifference(from old: Snapshot, to new: Snapshot) throws -> RowUpdates {
        let difference = SnapshotDifference(from: old, to: new)
        let plan = try RowUpdatePlan.make(
            oldRowCounts: old.itemCounts, newRowCounts: new.itemCounts, updates: difference.updates)
        for section in 0..<new.numberOfSections {
            for (position, item) in new.items(inSectionAt: section).enumerated() {
                let path = IndexPath(item: position, section: section)
                switch plan.source(of: path) {
                case .kept(let from), .moved(let from):
                    #expect(old.itemIdentifier(at: from) == item, "\(path) shows \(item), came from \(from)")
                case .reloaded(let from):
                    #expect(old.itemIdentifier(at: from) == item)
                    #expect(new.reloadedItemIdentifiers.contains(item))
                case .inserted:
                    let oldSection = old.sectionIdentifier(containingItem: item)
                    let reloaded =
                        new.reloadedItemIdentifiers.contains(item) || new.reloadedSectionIdentifiers.contains(section)
                    // A surviving item is inserted only when its section or itself was reloaded, or
                    // it moved into a new section (a section that moved keeps its items).
                    if oldSection != nil && !reloaded {
                        #expect(plan.sectionSources[section] == .inserted, "\(item) inserted at \(path)")
                    }
                }
            }
        }
        // A section in both snapshots is deleted only when it is reloaded out of its order.
        for deleted in difference.updates.sectionDeletes {
            let identifier = old.sectionIdentifiers[deleted]
            if new.indexOfSection(identifier) != nil {
                #expect(
                    new.reloadedSectionIdentifiers.contains(identifier), "section \(identifier) deleted and inserted")
            }
        }
        return difference.updates
    }

    @Test func insertsDeletesAndMovesInOneSection() throws {
        let old = snapshot([(0, [1, 2, 3, 4, 5])])
        let new = snapshot([(0, [2, 6, 3, 1, 5])])
        let updates = try checkDifference(from: old, to: new)
        #expect(updates.deletes == [IndexPath(item: 3, section: 0)])
        #expect(updates.inserts == [IndexPath(item: 1, section: 0)])
        // 2, 3, 5 keep their order; only 1 moves.
        #expect(
            updates.moves == [RowUpdates.Move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))]
        )
        #expect(updates.reloads.isEmpty)
    }

    @Test func itemsMovingBetweenSectionsAreMoves() throws {
        let old = snapshot([(0, [1, 2]), (1, [3])])
        let new = snapshot([(0, [1]), (1, [2, 3])])
        let updates = try checkDifference(from: old, to: new)
        #expect(
            updates.moves == [RowUpdates.Move(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))]
        )
        #expect(updates.inserts.isEmpty && updates.deletes.isEmpty)
    }

    @Test func sectionsInsertedDeletedAndReordered() throws {
        let old = snapshot([(0, [1]), (1, [2]), (2, [3])])
        let new = snapshot([(2, [3]), (1, [2]), (3, [4])])
        let updates = try checkDifference(from: old, to: new)
        // 1 and 2 cannot both keep their place: one of them moves, with its item.
        #expect(updates.sectionDeletes == [0])
        #expect(updates.sectionInserts == [2])
        #expect(updates.sectionMoves.count == 1)
        #expect(updates.inserts.isEmpty && updates.deletes.isEmpty && updates.moves.isEmpty)
        let move = try #require(updates.sectionMoves.first)
        #expect(
            (move.from == 2 && move.to == 0) || (move.from == 1 && move.to == 1),
            "\(updates.sectionMoves)")
    }

    @Test func aMovedSectionKeepsItsItemsAndTheirChanges() throws {
        let old = snapshot([(0, [1, 2]), (1, [3, 4, 5]), (2, [6])])
        var new = snapshot([(1, [5, 3, 7]), (0, [1, 2]), (2, [6, 4])])
        new.reloadItems([3])
        let updates = try checkDifference(from: old, to: new)
        #expect(updates.sectionMoves.count == 1)
        #expect(updates.sectionDeletes.isEmpty && updates.sectionInserts.isEmpty)
        // Inside the moved section: 7 is new, 4 went to section 2, 3 and 5 stay or move.
        #expect(updates.inserts == [IndexPath(item: 2, section: 0)])
        #expect(
            updates.moves.contains(
                RowUpdates.Move(from: IndexPath(item: 1, section: 1), to: IndexPath(item: 1, section: 2))))
    }

    @Test func reloadsAndReconfigures() throws {
        let old = snapshot([(0, [1, 2, 3]), (1, [4])])
        var new = old
        new.reloadItems([2])
        new.reconfigureItems([3])
        new.reloadSections([1])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.updates.reloads == [IndexPath(item: 1, section: 0)])
        #expect(difference.updates.sectionReloads == [1])
        #expect(difference.reconfigures == [IndexPath(item: 2, section: 0)])
        try checkDifference(from: old, to: new)
    }

    @Test func aReloadedItemThatMovesIsDeletedAndInserted() throws {
        let old = snapshot([(0, [1, 2, 3])])
        var new = snapshot([(0, [3, 1, 2])])
        new.reloadItems([3])
        let updates = try checkDifference(from: old, to: new)
        #expect(updates.moves.isEmpty)
        #expect(updates.deletes == [IndexPath(item: 2, section: 0)])
        #expect(updates.inserts == [IndexPath(item: 0, section: 0)])
    }

    @Test func longestIncreasingRunIsLongest() {
        #expect(longestIncreasingRun([]) == [])
        #expect(longestIncreasingRun([3, 1, 2, 5, 4, 6]).map { [3, 1, 2, 5, 4, 6][$0] } == [1, 2, 4, 6])
        #expect(longestIncreasingRun([5, 4, 3]).count == 1)
    }

    /// Random edits of random snapshots: every difference is a batch the table's rules accept and
    /// that maps each item to itself.
    @Test(arguments: 0..<40) func randomEditsMapEveryItemToItself(seed: Int) throws {
        var random = SplitMix(seed: UInt64(seed))
        var next = 0
        var old = Snapshot()
        for section in 0..<random.below(4) + 1 {
            old.appendSections([section])
            let count = random.below(12)
            old.appendItems((0..<count).map { next + $0 }, toSection: section)
            next += count
        }
        var new = old
        for _ in 0..<random.below(10) {
            let items = new.itemIdentifiers
            switch random.below(7) {
            case 0 where !items.isEmpty: new.deleteItems([items[random.below(items.count)]])
            case 1 where new.numberOfSections > 0:
                new.appendItems([next], toSection: new.sectionIdentifiers[random.below(new.numberOfSections)])
                next += 1
            case 2 where items.count > 1:
                let a = items[random.below(items.count)]
                let b = items[random.below(items.count)]
                if a != b { new.moveItem(a, beforeItem: b) }
            case 3 where new.numberOfSections > 1:
                let a = new.sectionIdentifiers[random.below(new.numberOfSections)]
                let b = new.sectionIdentifiers[random.below(new.numberOfSections)]
                if a != b { new.moveSection(a, afterSection: b) }
            case 4:
                new.appendSections([100 + next])
                next += 1
            case 5 where !items.isEmpty: new.reloadItems([items[random.below(items.count)]])
            case 6 where new.numberOfSections > 0:
                new.deleteSections([new.sectionIdentifiers[random.below(new.numberOfSections)]])
            default: break
            }
        }
        try checkDifference(from: old, to: new)
    }
}

/// A small seeded generator (SplitMix64), so each random case is the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}

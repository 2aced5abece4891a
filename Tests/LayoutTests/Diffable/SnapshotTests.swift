import Foundation
import Testing

@testable import Layout

/// `DiffableDataSourceSnapshot`, from UIKit's documentation of `NSDiffableDataSourceSnapshot`.
@Suite struct SnapshotTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    func fruitsAndNumbers() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10, 11])  // the last section
        return snapshot
    }

    @Test func countsAndQueries() {
        let snapshot = fruitsAndNumbers()
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfItems(inSection: "b") == 2)
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 10, 11])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(snapshot.indexOfItem(10) == 3)
        #expect(snapshot.indexOfItem(99) == nil)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: 11) == "b")
        #expect(snapshot.sectionIdentifier(containingItem: 7) == nil)
        #expect(snapshot.diagnostics.isEmpty)
    }

    @Test func insertsBeforeAndAfter() {
        var snapshot = fruitsAndNumbers()
        snapshot.insertItems([4, 5], beforeItem: 2)
        snapshot.insertItems([6], afterItem: 11)
        snapshot.insertSections(["c"], beforeSection: "b")
        snapshot.insertSections(["d"], afterSection: "b")
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 4, 5, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [10, 11, 6])
        #expect(snapshot.sectionIdentifiers == ["a", "c", "b", "d"])
        #expect(snapshot.indexOfItem(10) == 5)
        #expect(snapshot.numberOfItems == 8)
    }

    @Test func deletesAndMoves() {
        var snapshot = fruitsAndNumbers()
        snapshot.moveItem(1, afterItem: 10)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [10, 1, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
        snapshot.moveItem(11, beforeItem: 2)
        #expect(snapshot.itemIdentifiers == [11, 2, 3, 10, 1])
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["b", "a"])
        #expect(snapshot.itemIdentifiers == [10, 1, 11, 2, 3])
        snapshot.moveSection("b", afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        snapshot.deleteItems([2, 10])
        #expect(snapshot.itemIdentifiers == [11, 3, 1])
        #expect(snapshot.numberOfItems == 3)
        snapshot.deleteSections(["a"])
        #expect(snapshot.itemIdentifiers == [1])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    /// UIKit traps on a duplicate identifier; here it is left out and a diagnostic says so.
    @Test func duplicatesAreIgnoredWithADiagnostic() {
        var snapshot = fruitsAndNumbers()
        snapshot.appendItems([3, 12, 12], toSection: "b")
        snapshot.appendSections(["a"])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [10, 11, 12])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.diagnostics.count == 3)
        #expect(snapshot.diagnostics[0].contains("item identifier 3 is already in the snapshot"))
        #expect(snapshot.diagnostics[2].contains("section identifier a"))
    }

    @Test func unknownIdentifiersLeaveTheSnapshotAsItWas() {
        var snapshot = Snapshot()
        snapshot.appendItems([1])
        #expect(snapshot.numberOfItems == 0)
        snapshot = fruitsAndNumbers()
        let before = snapshot
        snapshot.appendItems([5], toSection: "zz")
        snapshot.insertItems([6], beforeItem: 99)
        snapshot.deleteItems([98])
        snapshot.moveItem(1, afterItem: 97)
        snapshot.reloadItems([96])
        #expect(snapshot == before)
        #expect(snapshot.diagnostics.count == 5)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test func reloadAndReconfigureMarks() {
        var snapshot = fruitsAndNumbers()
        snapshot.reloadItems([2])
        snapshot.reconfigureItems([3, 10])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [3, 10])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    }
}

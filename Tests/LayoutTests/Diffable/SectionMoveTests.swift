import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// Section moves: `moveSection(_:toSection:)` in a batch of a table or a collection view (the old
/// index before the batch, the new one after it, the rows going with the section), and the
/// diffable data sources moving a section that changed place instead of deleting and inserting it.
@Suite struct SectionMoveTests {
    func plan(_ old: [Int], _ new: [Int], _ build: (inout RowUpdates) -> Void) throws -> RowUpdatePlan {
        var updates = RowUpdates()
        build(&updates)
        return try RowUpdatePlan.make(oldRowCounts: old, newRowCounts: new, updates: updates)
    }

    @Test func aMovedSectionTakesItsRowsWithIt() throws {
        let old = [["A", "B"], ["C"], ["D", "E", "F"]]
        // The last section moves to the front; a row of it is deleted and one inserted in the
        // section that stays, in the same batch.
        let result = try plan([2, 1, 3], [2, 2, 2]) {
            $0.sectionMoves = [RowUpdates.SectionMove(from: 2, to: 0)]
            $0.deletes = [IndexPath(row: 1, section: 2)]
            $0.inserts = [IndexPath(row: 1, section: 2)]
        }
        #expect(rowsAfter(old, result) == [["D", "F"], ["A", "B"], ["C", "+"]])
        #expect(result.sectionSources == [.kept(2), .kept(0), .kept(1)])
        #expect(result.newKeptSection(forOld: 2) == 0)
        #expect(result.newIndexPath(forOld: IndexPath(row: 2, section: 2)) == IndexPath(row: 1, section: 0))
    }

    @Test func movesThatBreakTheRulesAreReported() throws {
        #expect(throws: TableViewError.invalidUpdate("section 0 is moved and also deleted, reloaded or moved again")) {
            try plan([1, 1], [1]) {
                $0.sectionDeletes = [0]
                $0.sectionMoves = [RowUpdates.SectionMove(from: 0, to: 0)]
            }
        }
        #expect(throws: TableViewError.invalidUpdate("section 0 is the destination of an insert or move twice")) {
            try plan([1, 1], [1, 1]) {
                $0.sectionMoves = [RowUpdates.SectionMove(from: 0, to: 0), RowUpdates.SectionMove(from: 1, to: 0)]
            }
        }
        #expect(
            throws: TableViewError.invalidUpdate(
                "move of section 0 to 2: no such section (2 sections before the update, 2 after it)")
        ) {
            try plan([1, 1], [1, 1]) { $0.sectionMoves = [RowUpdates.SectionMove(from: 0, to: 2)] }
        }
    }

    @Test func aTableMovesASectionKeepingItsCells() throws {
        let source = RowsSource([["a", "b"], ["c"], ["d"]])
        let scene = TableScene(source, height: 10)
        let d = scene.table.cellForRow(at: IndexPath(row: 0, section: 2))
        source.sections = [["d"], ["a", "b"], ["c"]]
        scene.table.moveSection(2, toSection: 0)
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0)) === d)
        scene.advance(by: TableView.batchUpdateDuration)
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
        #expect(Array(scene.lines.prefix(4)) == ["d", "a", "b", "c"])
    }

    @Test func diffableDataSourcesMoveSections() throws {
        let tests = DiffableDataSourceTests()
        let (harness, dataSource, configured) = tests.tableStage()
        dataSource.apply(tests.snapshot(["apple", "banana"], ["leek"]), animatingDifferences: false)
        harness.window.layoutIfNeeded()
        let leek = harness.table.cellForRow(at: IndexPath(row: 0, section: 1))
        let before = configured.count
        var swapped = DiffableDataSourceTests.Snapshot()
        swapped.appendSections([.vegetables, .fruit])
        swapped.appendItems(["leek"], toSection: .vegetables)
        swapped.appendItems(["apple", "banana"], toSection: .fruit)
        dataSource.apply(swapped)
        _ = harness.headless.settle()
        // The section moved: no row was deleted and inserted, every cell stayed.
        #expect(configured.count == before)
        #expect(harness.table.cellForRow(at: IndexPath(row: 0, section: 0)) === leek)
        #expect(tests.shown(harness.screen) == "leek\napple\nbanana")
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")

        let collection = CollectionHarness(
            width: 10, height: 5,
            layout: CollectionViewCompositionalLayout.list(using: .init(appearance: .sidebarPlain)))
        let registration = CollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.label.text = item
        }
        let collectionSource = CollectionViewDiffableDataSource<DiffableDataSourceTests.Section, String>(
            collectionView: collection.collectionView
        ) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        collectionSource.apply(tests.snapshot(["apple", "banana"], ["leek"]), animatingDifferences: false)
        collection.window.layoutIfNeeded()
        let cell = collection.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
        let made = collection.collectionView.numberOfCellsCreated
        collectionSource.apply(swapped)
        #expect(collection.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        // The moved cell slides from its old row.
        #expect(cell?.presentationFrame.minY == 2)
        _ = collection.headless.settle()
        #expect(collection.collectionView.numberOfCellsCreated == made)
        #expect(tests.shown(collection.screen) == "leek\napple\nbanana")
        #expect(collection.log.messages.isEmpty, "\(collection.log.messages)")
    }
}

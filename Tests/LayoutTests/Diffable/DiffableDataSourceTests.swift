import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// `TableViewDiffableDataSource` and `CollectionViewDiffableDataSource`, from UIKit's
/// documentation of `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource`.
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable { case fruit, vegetables }
    typealias Snapshot = DiffableDataSourceSnapshot<Section, String>

    func snapshot(_ fruit: [String], _ vegetables: [String] = []) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(fruit)
        if !vegetables.isEmpty {
            snapshot.appendSections([.vegetables])
            snapshot.appendItems(vegetables, toSection: .vegetables)
        }
        return snapshot
    }

    /// A table of `TextCell`s whose rows show their item.
    func tableStage() -> (TableHarness, TableViewDiffableDataSource<Section, String>, Counter) {
        let harness = TableHarness(width: 20, height: 6, estimate: 1, cell: TextCell.self, identifier: "text")
        let configured = Counter()
        let dataSource = TableViewDiffableDataSource<Section, String>(tableView: harness.table) {
            table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "text", for: indexPath) as? TextCell
            cell?.label.text = item
            configured.count += 1
            return cell
        }
        return (harness, dataSource, configured)
    }

    final class Counter { var count = 0 }

    /// A screen's text without the blank lines below the content.
    func shown(_ screen: String) -> String {
        var text = screen
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    @Test func tableShowsTheSnapshotAndAnimatesTheDifference() {
        let (harness, dataSource, _) = tableStage()
        dataSource.apply(snapshot(["apple", "banana", "cherry"], ["leek"]), animatingDifferences: false)
        harness.window.layoutIfNeeded()
        #expect(shown(harness.screen) == "apple\nbanana\ncherry\nleek")
        let banana = harness.table.cellForRow(at: IndexPath(row: 1, section: 0))
        var done = false
        dataSource.apply(snapshot(["banana", "cherry", "date"], ["leek", "apple"])) { done = true }
        // Banana keeps its cell and slides up from row 1 to row 0.
        #expect(harness.table.cellForRow(at: IndexPath(row: 0, section: 0)) === banana)
        #expect(banana?.presentationFrame.minY == 1)
        _ = harness.headless.settle()
        #expect(done)
        #expect(shown(harness.screen) == "banana\ncherry\ndate\nleek\napple")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "apple")
        #expect(dataSource.indexPath(for: "date") == IndexPath(row: 2, section: 0))
        #expect(dataSource.indexPath(for: "zucchini") == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == .vegetables)
        #expect(dataSource.index(for: .fruit) == 0)
        #expect(dataSource.snapshot().itemIdentifiers == ["banana", "cherry", "date", "leek", "apple"])
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
    }

    /// `reconfigureItems` configures the cell on screen again, in place: the same cell object.
    @Test func reconfigureKeepsTheCell() {
        let (harness, dataSource, configured) = tableStage()
        dataSource.apply(snapshot(["apple", "banana"]), animatingDifferences: false)
        harness.window.layoutIfNeeded()
        let cell = harness.table.cellForRow(at: IndexPath(row: 1, section: 0))
        let before = configured.count
        var next = dataSource.snapshot()
        next.reconfigureItems(["banana"])
        dataSource.apply(next, animatingDifferences: false)
        harness.window.layoutIfNeeded()
        #expect(configured.count == before + 1)
        #expect(harness.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        // A reload gives a new configuration through a fresh dequeue.
        var reload = dataSource.snapshot()
        reload.reloadItems(["apple"])
        #expect(reload.reconfiguredItemIdentifiers.isEmpty, "marks do not stay in the shown snapshot")
        dataSource.apply(reload, animatingDifferences: false)
        harness.window.layoutIfNeeded()
        #expect(configured.count == before + 2)
    }

    /// A duplicate identifier is shown once; the window's log says why.
    @Test func duplicatesAreLogged() {
        let (harness, dataSource, _) = tableStage()
        var snapshot = Snapshot()
        snapshot.appendSections([.fruit])
        snapshot.appendItems(["apple", "apple", "fig"])
        dataSource.apply(snapshot, animatingDifferences: false)
        harness.window.layoutIfNeeded()
        #expect(shown(harness.screen) == "apple\nfig")
        #expect(harness.log.messages.contains { $0.contains("item identifier apple is already in the snapshot") })
    }

    @Test func collectionViewDiffableDataSource() {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
            subitems: [CollectionLayoutItem(layoutSize: size)])
        let harness = CollectionHarness(
            width: 20, height: 5,
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        let registration = CollectionView.CellRegistration<LabelCell, String> { cell, _, item in cell.label.text = item
        }
        let dataSource = CollectionViewDiffableDataSource<Section, String>(collectionView: harness.collectionView) {
            view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot(["a", "b", "c"]), animatingDifferences: false)
        #expect(shown(harness.screen) == "a         b\nc")
        let c = harness.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        dataSource.apply(snapshot(["c", "a", "d"]))
        // c moved from the second line to the first: the same cell, sliding.
        #expect(harness.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === c)
        #expect(c?.presentationFrame.origin == Point(x: 0, y: 1))
        _ = harness.headless.settle()
        #expect(shown(harness.screen) == "c         a\nd")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "d")
        #expect(dataSource.indexPath(for: "a") == IndexPath(item: 1, section: 0))
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
    }
}

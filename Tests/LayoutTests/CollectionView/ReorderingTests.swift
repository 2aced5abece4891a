import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// Moving items by key: `collectionView(_:canMoveItemAt:)` and `collectionView(_:moveItemAt:to:)`
/// on a data source, and a diffable data source's `reorderingHandlers`, from UIKit's documentation
/// of `UICollectionViewDataSource` and `UICollectionViewDiffableDataSource.ReorderingHandlers`.
/// Alt-↑ and Alt-↓ stand for the drag.
@Suite struct ReorderingTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
    }

    func altPress(_ input: String) -> KeyPress { KeyPress(input: input, modifierFlags: .alternate) }

    /// Fruit (apple, banana, cherry) then vegetables (kale), one row an item.
    func scene() -> (CollectionHarness, CollectionViewDiffableDataSource<String, String>) {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        let harness = CollectionHarness(
            width: 20, height: 6,
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: harness.collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath)
            (cell as? LabelCell)?.label.text = item
            return cell
        }
        var snapshot = Snapshot()
        snapshot.appendSections(["fruit", "vegetables"])
        snapshot.appendItems(["apple", "banana", "cherry"], toSection: "fruit")
        snapshot.appendItems(["kale"], toSection: "vegetables")
        dataSource.apply(snapshot, animatingDifferences: false)
        harness.window.layoutIfNeeded()
        return (harness, dataSource)
    }

    /// Without `canReorderItem` nothing moves; with it, Alt-↓ moves the focused item down one
    /// place, between `willReorder` and `didReorder`, selection and focus going with it; at the
    /// end of its section it goes to the start of the next; an item the handler refuses stays.
    @Test func altArrowsMoveItemsThroughReorderingHandlers() {
        let (harness, dataSource) = scene()
        let view = harness.collectionView
        #expect(view.becomeFirstResponder())
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(!view.moveFocusedItem(by: 1))
        #expect(dataSource.snapshot().itemIdentifiers == ["apple", "banana", "cherry", "kale"])

        var log: [String] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "kale" }
        dataSource.reorderingHandlers.willReorder = { log.append("will \($0.initialSnapshot.itemIdentifiers)") }
        dataSource.reorderingHandlers.didReorder = { transaction in
            // One removal and one insertion: CollectionDifference does not infer moves.
            log.append("did \(transaction.finalSnapshot.itemIdentifiers) \(transaction.difference.count)")
        }
        #expect(harness.headless.press(altPress(KeyCommand.inputDownArrow)))
        #expect(
            log == [
                "will [\"apple\", \"banana\", \"cherry\", \"kale\"]",
                "did [\"banana\", \"apple\", \"cherry\", \"kale\"] 2",
            ])
        #expect(dataSource.snapshot().itemIdentifiers == ["banana", "apple", "cherry", "kale"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(view.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        harness.advance(by: CollectionView.updateAnimationDuration)
        #expect(lines(harness.screen).prefix(4) == ["banana", "apple", "cherry", "kale"])

        // Down twice more: past cherry, then into the vegetables, before kale.
        #expect(harness.headless.press(altPress(KeyCommand.inputDownArrow)))
        #expect(harness.headless.press(altPress(KeyCommand.inputDownArrow)))
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "fruit") == ["banana", "cherry"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "vegetables") == ["apple", "kale"])
        #expect(view.indexPathForFocusedItem == IndexPath(item: 0, section: 1))
        harness.advance(by: CollectionView.updateAnimationDuration)
        #expect(lines(harness.screen).prefix(4) == ["banana", "cherry", "apple", "kale"])

        // Kale may not move; Alt-↑ on the first item of all goes nowhere.
        view.selectItem(at: IndexPath(item: 1, section: 1), animated: false, scrollPosition: [])
        #expect(!view.moveFocusedItem(by: -1))
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(!view.moveFocusedItem(by: -1))
        #expect(dataSource.snapshot().itemIdentifiers == ["banana", "cherry", "apple", "kale"])
        #expect(log.count == 6)
    }

    /// A data source without a diffable one: asked `canMoveItemAt`, told `moveItemAt:to:` with
    /// the index paths before and after; Alt-↑ moves up, into the section before at its start.
    @Test func plainDataSourceIsAskedAndTold() {
        final class Source: CollectionViewDataSource {
            var sections = [["a", "b"], ["c"]]
            var calls: [String] = []
            func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
                sections[section].count
            }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath)
                (cell as? LabelCell)?.label.text = sections[indexPath.section][indexPath.item]
                return cell
            }
            func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
                calls.append("can \(indexPath.section).\(indexPath.item)")
                return true
            }
            func collectionView(
                _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                to destinationIndexPath: IndexPath
            ) {
                calls.append(
                    "move \(sourceIndexPath.section).\(sourceIndexPath.item) to "
                        + "\(destinationIndexPath.section).\(destinationIndexPath.item)")
                let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
                sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
            }
        }
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        let harness = CollectionHarness(
            width: 10, height: 4,
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        let source = Source()
        harness.collectionView.dataSource = source
        harness.window.layoutIfNeeded()
        let view = harness.collectionView
        #expect(view.becomeFirstResponder())
        view.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        #expect(harness.headless.press(altPress(KeyCommand.inputUpArrow)))
        #expect(source.calls == ["can 1.0", "move 1.0 to 0.2"])
        #expect(source.sections == [["a", "b", "c"], []])
        #expect(view.numberOfItems(inSection: 0) == 3)
        #expect(view.numberOfItems(inSection: 1) == 0)
        harness.advance(by: CollectionView.updateAnimationDuration)
        #expect(lines(harness.screen).prefix(3) == ["a", "b", "c"])
    }
}

import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// `CollectionView`'s own behaviour, from UIKit's documentation of `UICollectionView`.
@Suite struct CollectionViewTests {
    /// A list: one item a line, full width.
    func listLayout() -> CollectionViewCompositionalLayout {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    /// A grid of 3 columns of 1-line items.
    func gridLayout() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
            subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    @Test func onlyVisibleItemsHaveCellsAndCellsAreReused() {
        let harness = CollectionHarness(width: 20, height: 5, layout: listLayout())
        let source = ItemsSource(items: 1000)
        harness.show(source)
        #expect(harness.collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
        #expect(harness.collectionView.contentSize.height == 1000)
        for step in 1...50 {
            harness.collectionView.contentOffset = Point(x: 0, y: Double(step * 3))
            harness.window.layoutIfNeeded()
        }
        #expect(harness.collectionView.indexPathsForVisibleItems.map(\.item) == [150, 151, 152, 153, 154])
        #expect(harness.collectionView.numberOfCellsCreated <= 10, "\(harness.collectionView.numberOfCellsCreated)")
        #expect(harness.screen.hasPrefix("0.150\n0.151"))
        let cell = harness.collectionView.cellForItem(at: IndexPath(item: 152, section: 0))
        #expect(cell.map { harness.collectionView.indexPath(for: $0) } == IndexPath(item: 152, section: 0))
        #expect((cell as? LabelCell)?.reuseCount ?? 0 > 0)
    }

    @Test func unregisteredIdentifierIsLoggedNotATrap() {
        let harness = CollectionHarness(width: 20, height: 5, layout: listLayout())
        let cell = harness.collectionView.dequeueReusableCell(
            withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == CollectionViewCell.self)
        #expect(harness.log.messages.contains { $0.contains("unable to dequeue a cell with identifier nope") })
    }

    @Test func clickSelectsThroughTheDelegate() {
        let harness = CollectionHarness(width: 30, height: 5, layout: gridLayout())
        let source = ItemsSource(items: 9)
        harness.show(source)
        #expect(harness.window.click(at: Point(x: 12, y: 1)))
        #expect(harness.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(source.events == ["shouldSelect 0.4", "didSelect 0.4"])
        _ = harness.window.click(at: Point(x: 25, y: 2))
        #expect(harness.collectionView.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0)])
        #expect(source.events.suffix(3) == ["shouldSelect 0.8", "didDeselect 0.4", "didSelect 0.8"])
        #expect(harness.collectionView.cellForItem(at: IndexPath(item: 8, section: 0))?.isSelected == true)
        #expect(harness.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionToggles() {
        let harness = CollectionHarness(width: 30, height: 5, layout: gridLayout())
        harness.collectionView.allowsMultipleSelection = true
        let source = ItemsSource(items: 9)
        harness.show(source)
        harness.collectionView.userDidSelectItem(at: IndexPath(item: 1, section: 0))
        harness.collectionView.userDidSelectItem(at: IndexPath(item: 2, section: 0))
        #expect(harness.collectionView.indexPathsForSelectedItems?.map(\.item) == [1, 2])
        harness.collectionView.userDidSelectItem(at: IndexPath(item: 1, section: 0))
        #expect(harness.collectionView.indexPathsForSelectedItems?.map(\.item) == [2])
        #expect(source.events.last == "didDeselect 0.1")
    }

    /// The arrows move the selection to the nearest item in their direction; Enter performs the
    /// primary action; at an edge the key goes on up the chain.
    @Test func arrowsMoveTheSelectionInTheGrid() {
        let harness = CollectionHarness(width: 30, height: 3, layout: gridLayout())
        let source = ItemsSource(items: 9)
        harness.show(source)
        let view = harness.collectionView
        #expect(view.becomeFirstResponder())
        #expect(harness.headless.press(KeyPress(input: KeyCommand.inputDownArrow)))
        #expect(view.indexPathsForSelectedItems?.map(\.item) == [0])
        _ = harness.headless.press(KeyPress(input: KeyCommand.inputRightArrow))
        _ = harness.headless.press(KeyPress(input: KeyCommand.inputDownArrow))
        #expect(view.indexPathsForSelectedItems?.map(\.item) == [4])
        _ = harness.headless.press(KeyPress(input: KeyCommand.inputDownArrow))
        _ = harness.headless.press(KeyPress(input: KeyCommand.inputDownArrow))
        #expect(view.indexPathsForSelectedItems?.map(\.item) == [4 + 3])
        _ = harness.headless.press(KeyPress(input: KeyCommand.inputLeftArrow))
        #expect(view.indexPathsForSelectedItems?.map(\.item) == [6])
        #expect(!harness.headless.press(KeyPress(input: KeyCommand.inputLeftArrow)), "nothing left of 6")
        _ = harness.headless.press(KeyPress(input: KeyCommand.inputEnter))
        #expect(source.events.last == "primary 0.6")
        // Item 6 is on the third line: the view scrolled it into its 3-line viewport.
        _ = harness.headless.settle()
        #expect(view.contentOffset.y == 0)
        _ = harness.headless.press(KeyPress(input: KeyCommand.inputUpArrow))
        #expect(view.indexPathsForSelectedItems?.map(\.item) == [3])
    }

    @Test func scrollToItemPositions() {
        let harness = CollectionHarness(width: 20, height: 5, layout: listLayout())
        harness.show(ItemsSource(items: 50))
        let view = harness.collectionView
        let item = IndexPath(item: 20, section: 0)
        view.scrollToItem(at: item, at: .top, animated: false)
        #expect(view.contentOffset.y == 20)
        view.scrollToItem(at: item, at: .bottom, animated: false)
        #expect(view.contentOffset.y == 16)
        view.scrollToItem(at: item, at: .centeredVertically, animated: false)
        #expect(view.contentOffset.y == 18)
        view.scrollToItem(at: IndexPath(item: 49, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == 45, "kept inside the content")
        view.scrollToItem(at: IndexPath(item: 30, section: 0), at: [], animated: true)
        _ = harness.headless.settle()
        #expect(view.contentOffset.y == 30)
        view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(harness.log.messages.contains { $0.contains("scrollToItem(at: [0, 99]): no such item") })
    }

    /// Batch updates follow the table's index rules and animate the cells from their old places
    /// to their new ones.
    @Test func batchUpdatesAnimateCellsToTheirNewPlaces() {
        let harness = CollectionHarness(width: 30, height: 5, layout: gridLayout())
        let source = ItemsSource(items: 6)
        harness.show(source)
        let view = harness.collectionView
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let moving = view.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(moving.frame.origin == Point(x: 20, y: 0))
        var finished: Bool?
        view.performBatchUpdates(
            {
                source.sections[0].remove(at: 0)
                view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished = $0 })
        // Item 2 is item 1 now: its model frame is there at once, its presentation slides.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === moving)
        #expect(moving.frame.origin == Point(x: 10, y: 0))
        #expect(moving.presentationFrame.origin == Point(x: 20, y: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        harness.advance(by: CollectionView.updateAnimationDuration / 2)
        #expect(moving.presentationFrame.minX > 10 && moving.presentationFrame.minX < 20)
        harness.advance(by: CollectionView.updateAnimationDuration)
        #expect(moving.presentationFrame.origin == Point(x: 10, y: 0))
        #expect(finished == true)
        // Item 3 came from the next line: it slides up from there.
        #expect(harness.screen.hasPrefix("0.1       0.2       0.3\n0.4       0.5"))
    }

    @Test func anInconsistentBatchIsLoggedAndReloads() {
        let harness = CollectionHarness(width: 30, height: 5, layout: gridLayout())
        let source = ItemsSource(items: 6)
        harness.show(source)
        source.sections[0].append("new")
        harness.collectionView.performBatchUpdates(nil)
        #expect(harness.log.messages.contains { $0.contains("CollectionView: invalid update") })
        harness.window.layoutIfNeeded()
        #expect(harness.collectionView.numberOfItems(inSection: 0) == 7)
    }

    @Test func cellRegistrationConfiguresCells() {
        let harness = CollectionHarness(width: 20, height: 5, layout: listLayout())
        final class Source: CollectionViewDataSource {
            let registration = CollectionView.CellRegistration<LabelCell, String> { cell, indexPath, item in
                cell.label.text = "\(indexPath.item): \(item)"
            }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                collectionView.dequeueConfiguredReusableCell(
                    using: registration, for: indexPath, item: ["apple", "pear"][indexPath.item])
            }
        }
        let source = Source()
        harness.collectionView.dataSource = source
        #expect(harness.screen.hasPrefix("0: apple\n1: pear"))
    }
}

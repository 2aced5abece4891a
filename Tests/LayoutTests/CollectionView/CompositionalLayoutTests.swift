import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// `CollectionViewCompositionalLayout`, from UIKit's documentation of
/// `UICollectionViewCompositionalLayout` and its items, groups and sections.
@Suite struct CompositionalLayoutTests {
    func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Five items a row, each a fifth of the width; rows 3 high.
    @Test func gridOfFractionalItems() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(3)), subitems: [item])
        let harness = CollectionHarness(
            width: 50, height: 10,
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        harness.show(ItemsSource(items: 12))
        #expect(harness.frame(0) == Rect(x: 0, y: 0, width: 10, height: 3))
        #expect(harness.frame(4) == Rect(x: 40, y: 0, width: 10, height: 3))
        #expect(harness.frame(5) == Rect(x: 0, y: 3, width: 10, height: 3))
        #expect(harness.frame(11) == Rect(x: 10, y: 6, width: 10, height: 3))
        #expect(harness.collectionView.contentSize == Size(width: 50, height: 9))
        #expect(harness.collectionView.indexPathForItem(at: Point(x: 23, y: 4)) == IndexPath(item: 7, section: 0))
        #expect(harness.collectionView.indexPathForItem(at: Point(x: 23, y: 9)) == nil)
    }

    /// Fractions that do not divide the width still tile it: each edge is rounded.
    @Test func fractionalEdgesTileWithoutGaps() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let harness = CollectionHarness(
            width: 20, height: 5,
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        harness.show(ItemsSource(items: 3))
        let frames = (0..<3).compactMap { harness.frame($0) }
        #expect(frames.map(\.minX) == [0, 7, 13])
        #expect(frames.map(\.maxX) == [7, 13, 20])
    }

    /// `repeatingSubitem:count:` shares the width equally with the spacing between; insets on
    /// the item, the section's content insets and `interGroupSpacing`.
    @Test func twoColumnsWithSpacingAndInsets() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(2)), repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(2)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        let harness = CollectionHarness(
            width: 24, height: 10, layout: CollectionViewCompositionalLayout(section: section))
        harness.show(ItemsSource(items: 3))
        // 20 cells inside the insets: two of 9 with 2 between.
        #expect(harness.frame(0) == Rect(x: 2, y: 1, width: 9, height: 2))
        #expect(harness.frame(1) == Rect(x: 13, y: 1, width: 9, height: 2))
        #expect(harness.frame(2) == Rect(x: 2, y: 4, width: 9, height: 2))
        #expect(harness.collectionView.contentSize.height == 7)
    }

    /// A vertical group nested in a horizontal one: one big item beside two stacked.
    @Test func nestedGroups() {
        let big = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(4)), subitems: [big, pair])
        let harness = CollectionHarness(
            width: 20, height: 10,
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        harness.show(ItemsSource(items: 4))
        #expect(harness.frame(0) == Rect(x: 0, y: 0, width: 10, height: 4))
        #expect(harness.frame(1) == Rect(x: 10, y: 0, width: 10, height: 2))
        #expect(harness.frame(2) == Rect(x: 10, y: 2, width: 10, height: 2))
        #expect(harness.frame(3) == Rect(x: 0, y: 4, width: 10, height: 4))
    }

    /// Estimated heights: the cells' constraints give each item its height, and a group whose
    /// height is estimated takes its tallest item's.
    @Test func estimatedHeightsAreMeasured() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(5)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(5)), subitems: [item])
        let harness = CollectionHarness(
            width: 10, height: 10,
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        harness.show(ItemsSource([["one", "a long text that wraps", "two"]]))
        #expect(harness.frame(0) == Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(harness.frame(1)?.height == 3)
        #expect(harness.frame(2) == Rect(x: 0, y: 4, width: 10, height: 1))
        #expect(harness.screen.hasPrefix("one\na long\ntext that\nwraps\ntwo"))
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
    }

    /// A section provider gives each section its own layout; a boundary header sits above.
    @Test func sectionProviderAndHeaders() {
        let layout = CollectionViewCompositionalLayout { index, environment in
            let columns = index == 0 ? 2 : 4
            let item = CollectionLayoutItem(
                layoutSize: self.size(.fractionalWidth(1.0 / Double(columns)), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: self.size(.fractionalWidth(1), .absolute(1)), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: self.size(.fractionalWidth(1), .absolute(1)),
                    elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            ]
            #expect(environment.container.contentSize.width == 20)
            return section
        }
        let harness = CollectionHarness(width: 20, height: 10, layout: layout)
        harness.show(ItemsSource(items: 4, sections: 2))
        #expect(harness.frame(1) == Rect(x: 10, y: 1, width: 10, height: 1))
        #expect(harness.frame(2) == Rect(x: 0, y: 2, width: 10, height: 1))
        #expect(harness.frame(3, 1) == Rect(x: 15, y: 4, width: 5, height: 1))
        let lines = harness.screen.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Section 0")
        #expect(lines[3] == "Section 1")
        #expect(lines[4] == "1.0  1.1  1.2  1.3")
    }

    /// An orthogonal section runs its groups sideways in one row that scrolls on its own, while
    /// the sections around it stay.
    @Test func orthogonalSectionScrollsSideways() {
        let layout = CollectionViewCompositionalLayout { index, _ in
            let item = CollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: self.size(index == 0 ? .fractionalWidth(0.5) : .fractionalWidth(1), .absolute(2)),
                subitems: [item])
            let section = CollectionLayoutSection(group: group)
            if index == 0 {
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 2
            }
            return section
        }
        let harness = CollectionHarness(width: 20, height: 8, layout: layout)
        let source = ItemsSource(items: 5, sections: 2)
        harness.show(source)
        let view = harness.collectionView
        #expect(harness.frame(0) == Rect(x: 0, y: 0, width: 10, height: 2))
        #expect(harness.frame(1) == Rect(x: 12, y: 0, width: 10, height: 2))
        #expect(harness.frame(4) == Rect(x: 48, y: 0, width: 10, height: 2))
        #expect(harness.frame(0, 1) == Rect(x: 0, y: 2, width: 20, height: 2), "the next section is below the row")
        view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .left, animated: false)
        harness.window.layoutIfNeeded()
        #expect(harness.frame(3) == Rect(x: 0, y: 0, width: 10, height: 2))
        #expect(harness.frame(0, 1)?.minX == 0)
        #expect(view.contentOffset == .zero)
        #expect(harness.screen.hasPrefix("0.3         0.4"))
        // The row cannot scroll past its end: item 4 at the right edge.
        view.scrollToItem(at: IndexPath(item: 4, section: 0), at: .left, animated: false)
        #expect(harness.frame(4)?.maxX == 20)
        // A sideways wheel over the row scrolls it; over the other section, nothing moves sideways.
        #expect(view.scrolled(by: Point(x: -8, y: 0), at: Point(x: 5, y: 1)))
        #expect(harness.frame(4)?.maxX == 28)
    }
}

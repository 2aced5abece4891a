import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// `CollectionViewFlowLayout`, from UIKit's documentation of `UICollectionViewFlowLayout`.
@Suite struct FlowLayoutTests {
    @Test func indexPathHasItemAndSection() {
        var path = IndexPath(item: 3, section: 2)
        #expect(path.item == 3 && path.section == 2 && path.row == 3)
        path.item = 5
        #expect(path == IndexPath(row: 5, section: 2))
    }

    /// Items fill a line left to right and wrap; a full line spreads its items to fill the width,
    /// the last line keeps the minimum spacing.
    @Test func itemsWrapIntoLines() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 8, height: 2)
        layout.minimumInteritemSpacing = 1
        layout.minimumLineSpacing = 1
        let harness = CollectionHarness(width: 30, height: 12, layout: layout)
        harness.show(ItemsSource(items: 5))
        // 3 items of 8 fit in 30 (8+1+8+1+8 = 26): the 4 spare cells widen the two gaps.
        #expect(harness.frame(0) == Rect(x: 0, y: 0, width: 8, height: 2))
        #expect(harness.frame(1) == Rect(x: 11, y: 0, width: 8, height: 2))
        #expect(harness.frame(2) == Rect(x: 22, y: 0, width: 8, height: 2))
        #expect(harness.frame(3) == Rect(x: 0, y: 3, width: 8, height: 2))
        #expect(harness.frame(4) == Rect(x: 9, y: 3, width: 8, height: 2))
        #expect(harness.collectionView.contentSize == Size(width: 30, height: 5))
        let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(4)
        #expect(Array(lines) == ["0.0        0.1        0.2", "", "", "0.3      0.4"])
    }

    @Test func sectionInsetsHeadersAndDelegateSizes() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 4, height: 1)
        layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        layout.headerReferenceSize = Size(width: 0, height: 1)
        layout.minimumLineSpacing = 0
        let harness = CollectionHarness(width: 20, height: 10, layout: layout)
        let source = ItemsSource(items: 2, sections: 2)
        source.sizes["1.1"] = Size(width: 6, height: 3)
        harness.show(source)
        // Header 0 at 0, inset 1, line at 2, inset 1, header 1 at 4, line at 6 (3 high), inset.
        #expect(
            harness.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == Rect(x: 0, y: 4, width: 20, height: 1))
        #expect(harness.frame(0) == Rect(x: 2, y: 2, width: 4, height: 1))
        #expect(harness.frame(0, 1) == Rect(x: 2, y: 7, width: 4, height: 1), "centred in a line 3 high")
        #expect(harness.frame(1, 1) == Rect(x: 7, y: 6, width: 6, height: 3))
        #expect(harness.collectionView.contentSize.height == 10)
        let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Section 0")
        #expect(lines[4] == "Section 1")
    }

    @Test func horizontalFlowFillsColumns() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = Size(width: 5, height: 2)
        layout.minimumLineSpacing = 2
        layout.minimumInteritemSpacing = 0
        let harness = CollectionHarness(width: 12, height: 4, layout: layout)
        harness.show(ItemsSource(items: 5))
        #expect(harness.frame(0) == Rect(x: 0, y: 0, width: 5, height: 2))
        #expect(harness.frame(1) == Rect(x: 0, y: 2, width: 5, height: 2))
        #expect(harness.frame(2) == Rect(x: 7, y: 0, width: 5, height: 2))
        #expect(harness.frame(4) == Rect(x: 14, y: 0, width: 5, height: 2))
        #expect(harness.collectionView.contentSize == Size(width: 19, height: 4))
        harness.collectionView.scrollToItem(at: IndexPath(item: 4, section: 0), at: .right, animated: false)
        #expect(harness.collectionView.contentOffset == Point(x: 7, y: 0))
    }

    /// `estimatedItemSize`: each cell measures its content with its constraints when it shows.
    @Test func selfSizingCellsMeasureTheirText() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 1
        let harness = CollectionHarness(width: 20, height: 5, layout: layout)
        harness.show(ItemsSource([["a", "bbbb", "cc", "ddddddddd", "e"]]))
        #expect(harness.frame(0)?.size == Size(width: 1, height: 1))
        #expect(harness.frame(1)?.size == Size(width: 4, height: 1))
        #expect(harness.frame(3)?.size == Size(width: 9, height: 1))
        // a bbbb cc ddddddddd = 1+4+2+9 + 3 gaps = 19 <= 20: one line, then e.
        #expect(harness.frame(4)?.minY == 2)
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
    }
}

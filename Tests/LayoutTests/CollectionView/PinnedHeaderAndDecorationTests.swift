import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// A section background that fills itself with `░`, so the screen shows where it is.
final class ShadedBackground: CollectionReusableView {
    override func draw(in region: CanvasRegion) {
        region.fill(with: "░")
    }
}

/// Pinned section headers (`pinToVisibleBounds`, and a plain list's supplementary headers) and
/// decoration items (`NSCollectionLayoutDecorationItem.background(elementKind:)`), from UIKit's
/// documentation of `NSCollectionLayoutBoundarySupplementaryItem` and
/// `NSCollectionLayoutDecorationItem`.
@Suite struct PinnedHeaderAndDecorationTests {
    func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// One item a row, a one-row header above each section, pinned when `pin`.
    func rowsWithHeaders(pin: Bool) -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(1)), elementKind: CollectionView.elementKindSectionHeader,
            alignment: .top)
        header.pinToVisibleBounds = pin
        section.boundarySupplementaryItems = [header]
        return CollectionViewCompositionalLayout(section: section)
    }

    func rows(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
    }

    /// Two sections of 10 rows: section 0's header at row 0, its items at 1...10 (it ends at 11);
    /// section 1's header at 11, items at 12...21. A pinned header stays at the top of the visible
    /// area while its section scrolls under it, until the section's end pushes it up.
    @Test func pinnedHeaderStaysAtTheTopUntilItsSectionEnds() {
        let harness = CollectionHarness(width: 20, height: 6, layout: rowsWithHeaders(pin: true))
        let source = ItemsSource(items: 10, sections: 2)  // the collection view holds it weakly
        harness.show(source)
        let header = { (section: Int) in
            harness.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame.minY
        }
        #expect(header(0) == 0)
        #expect(rows(harness.screen).prefix(3) == ["Section 0", "0.0", "0.1"])

        // Scrolled 5 rows: the header is at 5, over item 0.4 (whose row is 5).
        harness.collectionView.setContentOffset(Point(x: 0, y: 5), animated: false)
        harness.window.layoutIfNeeded()
        #expect(header(0) == 5)
        #expect(rows(harness.screen).prefix(3) == ["Section 0", "0.5", "0.6"])

        // Scrolled 10: section 0 ends at 11, so its header (1 row) can go no lower than 10.
        harness.collectionView.setContentOffset(Point(x: 0, y: 10), animated: false)
        harness.window.layoutIfNeeded()
        #expect(header(0) == 10)
        #expect(rows(harness.screen).prefix(3) == ["Section 0", "Section 1", "1.0"])

        // Scrolled 15: section 0's header has left; section 1's is pinned at 15 over item 1.3.
        harness.collectionView.setContentOffset(Point(x: 0, y: 15), animated: false)
        harness.window.layoutIfNeeded()
        #expect(header(0) == 10)
        #expect(header(1) == 15)
        #expect(rows(harness.screen).prefix(2) == ["Section 1", "1.4"])
        withExtendedLifetime(source) {}
    }

    /// Without `pinToVisibleBounds` the header scrolls away with its section.
    @Test func unpinnedHeaderScrollsAway() {
        let harness = CollectionHarness(width: 20, height: 6, layout: rowsWithHeaders(pin: false))
        let source = ItemsSource(items: 10, sections: 2)
        harness.show(source)
        harness.collectionView.setContentOffset(Point(x: 0, y: 5), animated: false)
        harness.window.layoutIfNeeded()
        #expect(rows(harness.screen).prefix(2) == ["0.4", "0.5"])
        withExtendedLifetime(source) {}
    }

    /// A plain list's supplementary headers pin, as a plain table's; a grouped list's do not.
    @Test func plainListHeadersPin() {
        for (appearance, pins) in [(CollectionLayoutListConfiguration.Appearance.plain, true), (.grouped, false)] {
            var configuration = CollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            let environment = CollectionLayoutEnvironment(
                container: CollectionLayoutContainer(contentSize: Size(width: 20, height: 6)),
                traitCollection: TraitCollection())
            let section = CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            #expect(section.boundarySupplementaryItems.map(\.pinToVisibleBounds) == [pins])
        }
    }

    /// A background decoration spans its section (header included) less its own insets; the
    /// cells draw over it, so it shows in the section's insets. Section: insets of 1 all round,
    /// a 1-row header, two rows of one item: header at 0, items at 2 and 3 (inset 1 from the
    /// header), the section ends at 5 (3 + 1 + the bottom inset 1).
    @Test func sectionBackgroundSpansTheSectionBehindTheCells() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(1)),
                elementKind: CollectionView.elementKindSectionHeader,
                alignment: .top)
        ]
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.register(ShadedBackground.self, forDecorationViewOfKind: "background")
        let harness = CollectionHarness(width: 12, height: 7, layout: layout)
        harness.show(ItemsSource(items: 2))
        let attributes = harness.collectionView.collectionViewLayout.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame == Rect(x: 0, y: 0, width: 12, height: 5))
        #expect(attributes?.representedElementCategory == .decorationView)
        #expect(attributes?.zIndex == -1)
        #expect(harness.frame(0) == Rect(x: 2, y: 2, width: 8, height: 1))
        #expect(
            rows(harness.screen).prefix(6) == [
                "Section 0", "░░░░░░░░░░░░", "░░0.0     ░░", "░░0.1     ░░", "░░░░░░░░░░░░", "",
            ])
        // Behind every cell and header, whatever order they were made in.
        #expect(harness.collectionView.subviews.first is ShadedBackground)
    }

    /// Insets on the decoration item shrink it; without a registered class there is none.
    @Test func backgroundInsetsAndUnregisteredKinds() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        section.decorationItems = [background, .background(elementKind: "unregistered")]
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.register(ShadedBackground.self, forDecorationViewOfKind: "background")
        let harness = CollectionHarness(width: 20, height: 10, layout: layout)
        harness.show(ItemsSource(items: 3))
        // Section 0...7 (2 + 3 rows + 2); less 1 and 2: x 2, y 1, 16 wide, 5 high.
        #expect(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 2, y: 1, width: 16, height: 5))
        #expect(
            layout.layoutAttributesForDecorationView(ofKind: "unregistered", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(harness.collectionView.subviews.filter { $0 is ShadedBackground && !$0.isHidden }.count == 1)
    }
}

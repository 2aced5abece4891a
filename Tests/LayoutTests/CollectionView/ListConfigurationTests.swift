import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// A list over named items in sections, its cells list cells configured by `configure`.
@MainActor final class ListHarness {
    let screen: HeadlessWindow
    let collectionView: CollectionView
    var dataSource: CollectionViewDiffableDataSource<Int, String>!
    var configure: (CollectionViewListCell, String) -> Void = { cell, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
    }
    var headerTitles: [Int: String] = [:]

    init(width: Double = 30, height: Double = 10, layout: CollectionViewLayout) {
        screen = HeadlessWindow(width: width, height: height)
        collectionView = CollectionView(
            frame: Rect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        screen.root.addSubview(collectionView)
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            [unowned self] cell, _, item in
            self.configure(cell, item)
        }
        dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { [unowned self] view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = self.headerTitles[indexPath.section] ?? "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        let footer = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionFooter
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "end of \(indexPath.section)"
            view.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == CollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
        }
    }

    convenience init(
        width: Double = 30, height: Double = 10, _ configuration: CollectionLayoutListConfiguration
    ) {
        self.init(width: width, height: height, layout: CollectionViewCompositionalLayout.list(using: configuration))
    }

    func show(_ sections: [[String]]) {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        for (index, items) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.window.layoutIfNeeded()
    }

    func frame(_ item: Int, _ section: Int = 0) -> Rect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func cell(_ item: Int, _ section: Int = 0) -> CollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? CollectionViewListCell
    }

    /// The screen's lines without their trailing spaces.
    var lines: [String] {
        screen.lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }
}

@MainActor @Suite struct ListConfigurationTests {
    @Test func plainListRowsWithSeparators() throws {
        let list = ListHarness(CollectionLayoutListConfiguration(appearance: .plain))
        list.show([["a", "b", "c"]])
        // Each row is one line of text; a separator row follows every row but the last.
        #expect(list.frame(0) == Rect(x: 0, y: 0, width: 30, height: 2))
        #expect(list.frame(1) == Rect(x: 0, y: 2, width: 30, height: 2))
        #expect(list.frame(2) == Rect(x: 0, y: 4, width: 30, height: 1))
        #expect(list.lines[0] == " a")
        #expect(list.lines[1] == " " + String(repeating: "─", count: 29))
        #expect(list.lines[4] == " c")
        #expect(list.lines[5] == "")
        #expect(list.screen.log.messages.isEmpty, "\(list.screen.log.messages)")
    }

    @Test func appearancesSetInsetsAndSeparatorDefaults() throws {
        #expect(CollectionLayoutListConfiguration(appearance: .plain).showsSeparators)
        #expect(CollectionLayoutListConfiguration(appearance: .insetGrouped).showsSeparators)
        #expect(!CollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
        #expect(!CollectionLayoutListConfiguration(appearance: .sidebarPlain).showsSeparators)

        var inset = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        inset.showsSeparators = false
        let list = ListHarness(inset)
        list.show([["a", "b"], ["c"]])
        // Inset two cells at either side; a blank row closes each section.
        #expect(list.frame(0) == Rect(x: 2, y: 0, width: 26, height: 1))
        #expect(list.frame(1) == Rect(x: 2, y: 1, width: 26, height: 1))
        #expect(list.frame(0, 1) == Rect(x: 2, y: 3, width: 26, height: 1))
        #expect(list.collectionView.contentSize.height == 5)

        let grouped = ListHarness(CollectionLayoutListConfiguration(appearance: .grouped))
        grouped.show([["a"], ["b"]])
        #expect(grouped.frame(0, 1) == Rect(x: 0, y: 2, width: 30, height: 1))
    }

    @Test func supplementaryHeadersAndFootersMeasureThemselves() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.showsSeparators = false
        let list = ListHarness(width: 20, height: 12, configuration)
        list.headerTitles = [0: "A header long enough to wrap"]
        list.show([["a", "b"], ["c"]])
        let view = list.collectionView
        // The header's text wraps to two lines at 20 cells (less its margins): it is two rows
        // tall, and the rows follow it.
        let header = try #require(
            view.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == Rect(x: 0, y: 0, width: 20, height: 2))
        #expect(list.frame(0) == Rect(x: 0, y: 2, width: 20, height: 1))
        let footer = try #require(
            view.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(footer.frame == Rect(x: 0, y: 4, width: 20, height: 1))
        #expect(list.frame(0, 1) == Rect(x: 0, y: 6, width: 20, height: 1))
        #expect(
            Array(list.lines.prefix(8)) == [
                " A header long", " enough to wrap", " a", " b", " end of 0", " Section 1", " c", " end of 1",
            ])
        // The header view's default configuration is a header's (bold), the footer's a footer's.
        let headerView = try #require(
            view.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? CollectionViewListCell)
        let content = try #require(headerView.contentConfiguration as? ListContentConfiguration)
        #expect(content.textProperties.attributes.contains(.bold))
        let footerView = try #require(
            view.supplementaryView(
                forElementKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
                as? CollectionViewListCell)
        #expect((footerView.contentConfiguration as? ListContentConfiguration)?.textProperties.color == .secondaryLabel)
        #expect(list.screen.log.messages.isEmpty, "\(list.screen.log.messages)")
    }

    @Test func aHeaderMeasuredAgainAtAnotherWidth() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let list = ListHarness(width: 40, height: 12, configuration)
        list.headerTitles = [0: "A header long enough to wrap"]
        list.show([["a"]])
        #expect(list.frame(0)?.minY == 1)
        list.collectionView.frame = Rect(x: 0, y: 0, width: 20, height: 12)
        list.screen.window.layoutIfNeeded()
        #expect(list.frame(0)?.minY == 2)
    }

    @Test func contentConfigurationStyles() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let list = ListHarness(width: 24, height: 8, configuration)
        list.configure = { cell, item in
            var content: ListContentConfiguration
            switch item {
            case "subtitle":
                content = .subtitleCell()
                content.secondaryText = "below"
            case "value":
                content = .valueCell()
                content.secondaryText = "42"
            default:
                content = .cell()
                content.image = Image("★")
            }
            content.text = item
            cell.contentConfiguration = content
        }
        list.show([["subtitle", "value", "image"]])
        #expect(list.frame(0)?.height == 2)
        #expect(Array(list.lines.prefix(4)) == [" subtitle", " below", " value               42", " ★ image"])
        let subtitle = try #require(list.cell(0)?.contentConfiguration as? ListContentConfiguration)
        #expect(subtitle.secondaryTextProperties.color == .secondaryLabel)
        #expect(ListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    }

    @Test func settingAConfigurationAgainKeepsTheContentView() throws {
        let cell = CollectionViewListCell(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        var content = ListContentConfiguration.cell()
        content.text = "one"
        cell.contentConfiguration = content
        let made = try #require(cell.contentView.subviews.first as? ListContentView)
        content.text = "two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.count == 1)
        #expect(cell.contentView.subviews.first === made)
        #expect(made.textLabel.text == "two")
        #expect(made.supports(ListContentConfiguration.header()))
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test func accessoriesTakeRoomBesideTheContent() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let list = ListHarness(width: 20, height: 8, configuration)
        list.configure = { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            switch item {
            case "check": cell.accessories = [.checkmark()]
            case "more": cell.accessories = [.label(text: "3"), .disclosureIndicator()]
            case "hidden": cell.accessories = [.checkmark(displayed: .whenEditing)]
            default: cell.accessories = []
            }
        }
        list.show([["check", "more", "hidden", "a row whose text wraps"]])
        #expect(
            Array(list.lines.prefix(5)) == [
                " check            ✓", " more           3 ›", " hidden", " a row whose text", " wraps",
            ])
        // The content view is narrower by the accessories (a space and the glyph each, and one
        // cell at the end).
        let more = try #require(list.cell(1))
        #expect(more.contentView.frame == Rect(x: 0, y: 0, width: 15, height: 1))
    }

    @Test func firstItemInSectionIsTheHeader() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let list = ListHarness(configuration)
        list.show([["Header", "row"]])
        let header = try #require(list.cell(0)?.contentConfiguration as? ListContentConfiguration)
        #expect(header.textProperties.attributes.contains(.bold))
        let row = try #require(list.cell(1)?.contentConfiguration as? ListContentConfiguration)
        #expect(!row.textProperties.attributes.contains(.bold))
        // A sidebar has no separators and is inset a cell.
        #expect(list.frame(0) == Rect(x: 1, y: 0, width: 28, height: 1))
    }

    /// When the rows above the screen measure taller than estimated as they come into view, the
    /// offset moves with them: the rows already on screen stay where they were.
    @Test func measuringRowsAboveTheScreenKeepsTheVisibleRowsInPlace() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let list = ListHarness(width: 20, height: 6, configuration)
        // Odd rows wrap to three lines; each row shows an estimate of one line until it shows.
        let items = (0..<40).map { $0 % 2 == 0 ? "row \($0)" : "row \($0) wraps onto three lines" }
        list.show([items])
        let view = list.collectionView
        view.scrollToItem(at: IndexPath(item: 39, section: 0), at: .bottom, animated: false)
        list.screen.window.layoutIfNeeded()
        func onScreen() -> [String: Double] {
            var rows: [String: Double] = [:]
            for indexPath in view.indexPathsForVisibleItems {
                guard let frame = list.frame(indexPath.item) else { continue }
                rows[items[indexPath.item]] = frame.minY - view.contentOffset.y
            }
            return rows
        }
        var before = onScreen()
        for _ in 0..<6 {
            #expect(view.scrolled(by: Point(x: 0, y: -1), at: Point(x: 1, y: 1)))
            list.screen.window.layoutIfNeeded()
            let after = onScreen()
            // Every row on screen before and after moved down by exactly the one row scrolled.
            let both = Set(before.keys).intersection(after.keys)
            #expect(!both.isEmpty)
            for row in both { #expect(after[row] == before[row]! + 1, "\(row)") }
            before = after
        }
        #expect(list.screen.log.messages.isEmpty, "\(list.screen.log.messages)")
    }
}

import Foundation
import LayoutTesting
import Testing

@testable import Layout

// Ports of the list screens of Apple's "Implementing Modern Collection Views" sample (the simple
// list, the list appearances with collapsible sections, the outline) and of its inset items
// grid, written anew to the same behaviour with UIKit's names less `UI`/`NS`: list
// configurations, list cells with content configurations and accessories, cell registrations,
// and section snapshots for the outlines. Each is rendered headless and compared as text.

/// The numbers 0..<94 in an inset grouped list, one list cell each.
final class PortSimpleListViewController: ViewController {
    enum Section { case main }
    var dataSource: CollectionViewDiffableDataSource<Section, Int>!
    var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView = addFillingCollectionView(layout: CollectionViewCompositionalLayout.list(using: configuration))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "\(number)"
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// Four sections, each a header row that collapses and expands its three rows, in a list whose
/// appearance can be switched; the rows of a sidebar get a glyph.
final class PortListAppearancesViewController: ViewController {
    struct Item: Hashable {
        let title: String
        let isHeader: Bool
    }

    var dataSource: CollectionViewDiffableDataSource<Int, Item>!
    var collectionView: CollectionView!
    var appearance = CollectionLayoutListConfiguration.Appearance.plain {
        didSet {
            collectionView.setCollectionViewLayout(makeLayout(), animated: false)
            // The rows' glyphs depend on the appearance: configure the cells again.
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems(snapshot.itemIdentifiers)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    private func makeLayout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout { [unowned self] _, environment in
            var configuration = CollectionLayoutListConfiguration(appearance: self.appearance)
            configuration.headerMode = .firstItemInSection
            return CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = addFillingCollectionView(layout: makeLayout())
        let headerRegistration = CollectionView.CellRegistration<CollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: CellAccessory.OutlineDisclosureOptions(style: .header))]
        }
        let rowRegistration = CollectionView.CellRegistration<CollectionViewListCell, Item> {
            [unowned self] cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            let sidebar = self.appearance == .sidebar || self.appearance == .sidebarPlain
            content.image = sidebar ? Image("◆") : nil
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: item.isHeader ? headerRegistration : rowRegistration, for: indexPath, item: item)
        }
        var sections = DiffableDataSourceSnapshot<Int, Item>()
        sections.appendSections(Array(0..<4))
        dataSource.apply(sections, animatingDifferences: false)
        for section in 0..<4 {
            var outline = DiffableDataSourceSectionSnapshot<Item>()
            let header = Item(title: "Group \(section + 1)", isHeader: true)
            outline.append([header])
            outline.append((1...3).map { Item(title: "Row \(section + 1).\($0)", isHeader: false) }, to: header)
            outline.expand([header])
            dataSource.apply(outline, to: section, animatingDifferences: false)
        }
    }
}

/// A sidebar outline of nested entries: a parent row shows `▸` and expands to its children; a
/// leaf leads somewhere (`›`).
final class PortOutlineViewController: ViewController {
    struct Entry: Hashable {
        let title: String
        var children: [Entry] = []
    }

    enum Section { case main }
    var dataSource: CollectionViewDiffableDataSource<Section, Entry>!
    var collectionView: CollectionView!
    var opened: [String] = []

    let entries = [
        Entry(
            title: "Layouts",
            children: [
                Entry(
                    title: "Lists", children: [Entry(title: "Plain"), Entry(title: "Grouped"), Entry(title: "Inset")]),
                Entry(title: "Grids", children: [Entry(title: "Five across"), Entry(title: "Two columns")]),
            ]),
        Entry(title: "Data", children: [Entry(title: "Search"), Entry(title: "Settings")]),
        Entry(title: "About"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        collectionView = addFillingCollectionView(layout: CollectionViewCompositionalLayout.list(using: configuration))
        let containerRegistration = CollectionView.CellRegistration<CollectionViewListCell, Entry> { cell, _, entry in
            var content = cell.defaultContentConfiguration()
            content.text = entry.title
            content.textProperties.attributes = .bold
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: CellAccessory.OutlineDisclosureOptions(style: .header))]
        }
        let leafRegistration = CollectionView.CellRegistration<CollectionViewListCell, Entry> { cell, _, entry in
            var content = cell.defaultContentConfiguration()
            content.text = entry.title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = CollectionViewDiffableDataSource<Section, Entry>(collectionView: collectionView) {
            collectionView, indexPath, entry in
            collectionView.dequeueConfiguredReusableCell(
                using: entry.children.isEmpty ? leafRegistration : containerRegistration, for: indexPath, item: entry)
        }
        var outline = DiffableDataSourceSectionSnapshot<Entry>()
        func add(_ entries: [Entry], to parent: Entry?) {
            outline.append(entries, to: parent)
            for entry in entries where !entry.children.isEmpty { add(entry.children, to: entry) }
        }
        add(entries, to: nil)
        dataSource.apply(outline, to: .main, animatingDifferences: false)
        collectionView.delegate = self
    }
}

extension PortOutlineViewController: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        // A leaf opens its screen; a parent row has none.
        guard let entry = dataSource.itemIdentifier(for: indexPath), entry.children.isEmpty else { return }
        opened.append(entry.title)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// The sample's inset items grid: the grid with each item inset a cell on every side.
final class PortInsetItemsGridViewController: PortGridViewController {
    override init() {
        super.init()
        itemInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    }
}

/// Sections laid out each its own way by a section provider: a one-column list, a grid of five
/// square items and a grid of three, ten numbers each.
final class PortDistinctSectionsViewController: ViewController {
    enum SectionLayoutKind: Int, CaseIterable {
        case list, grid5, grid3
        var columnCount: Int {
            switch self {
            case .list: 1
            case .grid5: 5
            case .grid3: 3
            }
        }
    }

    var dataSource: CollectionViewDiffableDataSource<SectionLayoutKind, Int>!
    var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewCompositionalLayout { sectionIndex, _ in
            guard let kind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            let columns = kind.columnCount
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            let groupHeight: CollectionLayoutDimension =
                columns == 1 ? .absolute(3) : .fractionalWidth(0.2)
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: groupHeight),
                subitem: item, count: columns)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
            return section
        }
        collectionView = addFillingCollectionView(layout: layout)
        let registration = CollectionView.CellRegistration<PortTextCell, Int> { cell, _, number in
            cell.label.text = "\(number)"
        }
        dataSource = CollectionViewDiffableDataSource<SectionLayoutKind, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = DiffableDataSourceSnapshot<SectionLayoutKind, Int>()
        for kind in SectionLayoutKind.allCases {
            snapshot.appendSections([kind])
            snapshot.appendItems(Array(kind.rawValue * 10..<kind.rawValue * 10 + 10))
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension ViewController {
    /// A collection view filling the controller's view, as each screen of the sample makes one.
    func addFillingCollectionView(layout: CollectionViewLayout) -> CollectionView {
        let collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        collectionView.snp.makeConstraints { $0.edges.equalToSuperview() }
        return collectionView
    }
}

@Suite struct ModernCollectionViewsListPortTests {
    let snapshots = SnapshotDirectory(
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots"))

    @Test func simpleList() throws {
        let controller = PortSimpleListViewController()
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: controller)
        snapshots.expect(screen.text, named: "simple-list-40x12")
        // Every row is measured (one line of text) with its separator row under it.
        #expect(
            controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == Rect(x: 2, y: 2, width: 36, height: 2))
        controller.collectionView.scrollToItem(at: IndexPath(item: 93, section: 0), at: .bottom, animated: false)
        screen.window.layoutIfNeeded()
        snapshots.expect(screen.text, named: "simple-list-40x12-end")
        #expect(screen.log.messages.isEmpty, "\(screen.log.messages)")
    }

    @Test func listAppearances() throws {
        let controller = PortListAppearancesViewController()
        let screen = HeadlessWindow(width: 40, height: 18, rootViewController: controller)
        snapshots.expect(screen.text, named: "list-appearances-plain-40x18")
        controller.appearance = .insetGrouped
        screen.window.layoutIfNeeded()
        snapshots.expect(screen.text, named: "list-appearances-inset-grouped-40x18")
        // A click on a header row collapses its section's rows (and selects nothing).
        let header = try #require(controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(screen.window.click(at: Point(x: header.frame.midX, y: header.frame.minY)))
        _ = screen.settle()
        #expect(controller.dataSource.snapshot(for: 0).visibleItems.count == 1)
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
        controller.appearance = .sidebar
        screen.window.layoutIfNeeded()
        snapshots.expect(screen.text, named: "list-appearances-sidebar-collapsed-40x18")
        #expect(screen.log.messages.isEmpty, "\(screen.log.messages)")
    }

    @Test func outline() throws {
        let controller = PortOutlineViewController()
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: controller)
        snapshots.expect(screen.text, named: "outline-40x12-collapsed")
        // → expands the focused row, ↓ moves, a click on a parent row expands it.
        #expect(controller.collectionView.becomeFirstResponder())
        try screen.press("down right")
        _ = screen.settle()
        let lists = try #require(controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(screen.window.click(at: Point(x: lists.frame.midX, y: lists.frame.minY)))
        _ = screen.settle()
        snapshots.expect(screen.text, named: "outline-40x12-expanded")
        let tree = controller.dataSource.snapshot(for: .main)
        #expect(
            tree.visibleItems.map(\.title) == [
                "Layouts", "Lists", "Plain", "Grouped", "Inset", "Grids", "Data", "About",
            ])
        #expect(tree.visibleItems.map { tree.level(of: $0) ?? -1 } == [0, 1, 2, 2, 2, 1, 0, 0])
        // A leaf is selected as usual; ← on an expanded parent collapses it.
        let plain = try #require(controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(screen.window.click(at: Point(x: plain.frame.midX, y: plain.frame.minY)))
        #expect(controller.opened == ["Plain"])
        try screen.press("up left")
        _ = screen.settle()
        #expect(
            controller.dataSource.snapshot(for: .main).visibleItems.map(\.title) == [
                "Layouts", "Lists", "Grids", "Data", "About",
            ])
        #expect(screen.log.messages.isEmpty, "\(screen.log.messages)")
    }

    @Test func distinctSections() throws {
        let controller = PortDistinctSectionsViewController()
        let screen = HeadlessWindow(width: 50, height: 60, rootViewController: controller)
        snapshots.expect(screen.text, named: "distinct-sections-50x60")
        // The list's rows span the width; the grids split it in five and in three.
        let view = controller.collectionView!
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 44)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.width ?? 0 < 10)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 2))?.frame.minX == 3)
        #expect(screen.log.messages.isEmpty, "\(screen.log.messages)")
    }

    @Test func insetItemsGrid() throws {
        let screen = HeadlessWindow(width: 50, height: 16, rootViewController: PortInsetItemsGridViewController())
        snapshots.expect(screen.text, named: "inset-items-grid-50x16")
        #expect(screen.log.messages.isEmpty, "\(screen.log.messages)")
    }
}

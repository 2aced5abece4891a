import Foundation
import LayoutTesting
import Testing

@testable import Layout

// Ports of the list and grid screens of Apple's "Implementing Modern Collection Views" sample,
// written anew to the same behaviour with UIKit's names less `UI`/`NS`. Lengths in points became
// terminal cells (a 44-point row is 3 lines, 10 points of spacing 1 or 2 cells); fractions stay
// as they are, so a grid's "square" cells are twice as tall as wide on a terminal, whose cells are
// about twice as tall as wide already. Each screen is rendered headless and compared as text.

/// The sample's text cell: a centred label in a bordered box.
final class PortTextCell: CollectionViewCell {
    let label = Label()
    private let box = BoxView()

    required init(frame: Rect) {
        super.init(frame: frame)
        contentView.addSubview(box)
        box.snp.makeConstraints { $0.edges.equalToSuperview() }
        label.textAlignment = .center
        contentView.addSubview(label)
        label.snp.makeConstraints {
            $0.centerY.equalToSuperview()
            $0.leading.trailing.equalToSuperview().inset(1)
        }
    }

    /// Draws the border.
    final class BoxView: View {
        override func draw(in region: CanvasRegion) { region.drawBox() }
    }
}

/// A plain list of the numbers 0..<94, one a line.
final class PortListViewController: ViewController, CollectionViewDelegate {
    enum Section { case main }
    var dataSource: CollectionViewDiffableDataSource<Section, Int>!
    var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let itemSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let groupSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: groupSize, subitems: [CollectionLayoutItem(layoutSize: itemSize)])
        collectionView = CollectionView(
            frame: view.bounds,
            collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        view.addSubview(collectionView)
        collectionView.snp.makeConstraints { $0.edges.equalToSuperview() }
        collectionView.delegate = self
        let registration = CollectionView.CellRegistration<PortTextCell, Int> { cell, _, item in
            cell.label.text = "\(item)"
            cell.label.textAlignment = .left
        }
        dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    var selections: [IndexPath] = []
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// Five items a row, each a fifth of the width, rows as tall as an item is wide. The sample's
/// inset items grid is the same with every item inset on each side inside its square
/// (`itemInsets`).
class PortGridViewController: ViewController {
    enum Section { case main }
    var dataSource: CollectionViewDiffableDataSource<Section, Int>!
    var collectionView: CollectionView!
    var itemInsets: DirectionalEdgeInsets?

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        if let itemInsets { item.contentInsets = itemInsets }
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        collectionView = CollectionView(
            frame: view.bounds,
            collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        view.addSubview(collectionView)
        collectionView.snp.makeConstraints { $0.edges.equalToSuperview() }
        let registration = CollectionView.CellRegistration<PortTextCell, Int> { cell, _, item in
            cell.label.text = "\(item)"
        }
        dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// Two items a row sharing the width, 3 lines high, spaced and inset.
final class PortTwoColumnViewController: ViewController {
    enum Section { case main }
    var dataSource: CollectionViewDiffableDataSource<Section, Int>!
    var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
            subitem: item, count: 2)
        group.interItemSpacing = .fixed(2)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        collectionView = CollectionView(
            frame: view.bounds, collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        view.addSubview(collectionView)
        collectionView.snp.makeConstraints { $0.edges.equalToSuperview() }
        let registration = CollectionView.CellRegistration<PortTextCell, Int> { cell, _, item in
            cell.label.text = "\(item)"
        }
        dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// Five sections of 30 items; each section a row of groups scrolling sideways on its own: a big
/// item beside two stacked ones, each group 85% of the width and 40% of the height.
final class PortOrthogonalViewController: ViewController, CollectionViewDelegate {
    var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    var collectionView: CollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewCompositionalLayout { _, _ in
            let leadingItem = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
            leadingItem.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            let trailingItem = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
            trailingItem.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
            let trailingGroup = CollectionLayoutGroup.vertical(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
                subitem: trailingItem, count: 2)
            let containerGroup = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.4)),
                subitems: [leadingItem, trailingGroup])
            let section = CollectionLayoutSection(group: containerGroup)
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        collectionView.snp.makeConstraints { $0.edges.equalToSuperview() }
        collectionView.delegate = self
        let registration = CollectionView.CellRegistration<PortTextCell, Int> { cell, indexPath, _ in
            cell.label.text = "\(indexPath.section), \(indexPath.item)"
        }
        dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        var offset = 0
        for section in 0..<5 {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(offset..<offset + 30))
            offset += 30
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

@Suite struct ModernCollectionViewsPortTests {
    let snapshots = SnapshotDirectory(
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots"))

    @Test func list() throws {
        let controller = PortListViewController()
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: controller)
        snapshots.expect(screen.text, named: "list-40x12")
        // The wheel scrolls; a click selects through the delegate, which deselects at once.
        _ = controller.collectionView.scrolled(by: Point(x: 0, y: 50), at: Point(x: 1, y: 1))
        snapshots.expect(screen.text, named: "list-40x12-scrolled")
        #expect(screen.window.click(at: Point(x: 3, y: 2)))
        #expect(controller.selections == [IndexPath(item: 52, section: 0)])
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
        #expect(screen.log.messages.isEmpty, "\(screen.log.messages)")
    }

    @Test func grid() throws {
        let screen = HeadlessWindow(width: 50, height: 16, rootViewController: PortGridViewController())
        snapshots.expect(screen.text, named: "grid-50x16")
        #expect(screen.log.messages.isEmpty, "\(screen.log.messages)")
    }

    @Test func twoColumnGrid() throws {
        let controller = PortTwoColumnViewController()
        let screen = HeadlessWindow(width: 40, height: 12, rootViewController: controller)
        snapshots.expect(screen.text, named: "two-column-40x12")
        // 94 items make 47 full rows; the last holds 92 and 93.
        controller.collectionView.scrollToItem(at: IndexPath(item: 93, section: 0), at: .bottom, animated: false)
        snapshots.expect(screen.text, named: "two-column-40x12-end")
        #expect(screen.log.messages.isEmpty, "\(screen.log.messages)")
    }

    @Test func orthogonalSections() throws {
        let controller = PortOrthogonalViewController()
        let screen = HeadlessWindow(width: 60, height: 20, rootViewController: controller)
        snapshots.expect(screen.text, named: "orthogonal-60x20")
        // The arrows walk through the first section: its row scrolls sideways, the others stay.
        #expect(controller.collectionView.becomeFirstResponder())
        try screen.press("right right right right")
        _ = screen.settle()
        let focused = controller.collectionView.indexPathForFocusedItem
        #expect(focused?.section == 0 && (focused?.item ?? 0) >= 3, "\(String(describing: focused))")
        snapshots.expect(screen.text, named: "orthogonal-60x20-scrolled")
        #expect(screen.log.messages.isEmpty, "\(screen.log.messages)")
    }
}

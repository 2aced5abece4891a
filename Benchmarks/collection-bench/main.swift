// Costs of collection views and diffable data sources (bench/collection.sh): applying a
// 10,000-item snapshot with 1% of it changed (the diff alone, then through a collection view's
// and a table's diffable data source, each a full animated batch), and a compositional grid of
// 1,000 cells scrolled a page at a time and a line at a time. Prints medians; never part of the
// tests.
import Foundation
import Layout

func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

func milliseconds(_ value: Double) -> String { String(format: "%.3f ms", value * 1000) }

/// A small deterministic generator, so every run changes the same items.
struct Generator {
    var state: UInt64
    mutating func below(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

/// 10,000 items in 10 sections of 1,000.
func baseSnapshot() -> Snapshot {
    var snapshot = Snapshot()
    for section in 0..<10 {
        snapshot.appendSections([section])
        snapshot.appendItems(Array(section * 1000..<(section + 1) * 1000), toSection: section)
    }
    return snapshot
}

/// 1% of the items changed: 40 deleted, 40 inserted, 20 moved (some across sections).
func changed(_ old: Snapshot, seed: UInt64) -> Snapshot {
    var random = Generator(state: seed)
    var snapshot = old
    var items = snapshot.itemIdentifiers
    for _ in 0..<40 {
        let index = random.below(items.count)
        snapshot.deleteItems([items[index]])
        items.remove(at: index)
    }
    for offset in 0..<40 {
        snapshot.insertItems([100_000 + Int(seed) * 100 + offset], afterItem: items[random.below(items.count)])
    }
    for _ in 0..<20 {
        let item = items[random.below(items.count)]
        let target = items[random.below(items.count)]
        if item != target { snapshot.moveItem(item, afterItem: target) }
    }
    return snapshot
}

final class TextCell: CollectionViewCell {
    let label = Label()
    required init(frame: Rect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
    }
}

final class RowCell: TableViewCell {
    let label = Label()
    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview() }
    }
}

/// An 80x24 window on a manual clock holding `view`, filling it.
func window(holding view: View) -> (Window, ManualClock) {
    let clock = ManualClock()
    let window = Window(size: Size(width: 80, height: 24), clock: clock, logSink: { _ in })
    let controller = ViewController()
    window.rootViewController = controller
    view.frame = Rect(x: 0, y: 0, width: 80, height: 24)
    controller.view.addSubview(view)
    return (window, clock)
}

func gridLayout(columns: Int, rowHeight: Double) -> CollectionViewCompositionalLayout {
    let item = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / Double(columns)), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
        subitems: [item])
    return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
}

let runs = 15
let base = baseSnapshot()
let edits = (0..<runs).map { changed(base, seed: UInt64($0 + 1)) }

// The diff alone: old and new snapshots to a batch.
var diffTimes: [Double] = []
var builtTimes: [Double] = []
for edit in edits {
    builtTimes.append(seconds { _ = changed(base, seed: 99) })
    diffTimes.append(seconds { _ = SnapshotDifference(from: base, to: edit) })
}

// Through a collection view (a 4-column grid, 3-line rows): apply, animated.
var collectionTimes: [Double] = []
var collectionFrame: [Double] = []
for edit in edits {
    let view = CollectionView(collectionViewLayout: gridLayout(columns: 4, rowHeight: 3))
    view.register(TextCell.self, forCellWithReuseIdentifier: "text")
    let (window, clock) = window(holding: view)
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath) as? TextCell
        cell?.label.text = "\(item)"
        return cell
    }
    dataSource.apply(base, animatingDifferences: false)
    window.layoutIfNeeded()
    collectionTimes.append(seconds { dataSource.apply(edit) })
    clock.advance(by: 0.1)
    collectionFrame.append(seconds { window.layoutIfNeeded() })
}

// Through a table: apply, animated.
var tableTimes: [Double] = []
for edit in edits {
    let table = TableView()
    table.register(RowCell.self, forCellReuseIdentifier: "row")
    table.estimatedRowHeight = 1
    let (window, _) = window(holding: table)
    let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath) as? RowCell
        cell?.label.text = "\(item)"
        return cell
    }
    dataSource.apply(base, animatingDifferences: false)
    window.layoutIfNeeded()
    tableTimes.append(seconds { dataSource.apply(edit) })
}

print("apply, 10,000 items in 10 sections, 1% changed (40 deletes, 40 inserts, 20 moves); medians of \(runs):")
print("  building the new snapshot:           \(milliseconds(median(builtTimes)))")
print("  the diff alone (SnapshotDifference): \(milliseconds(median(diffTimes)))")
print("  CollectionViewDiffableDataSource.apply (4-column grid, animated): \(milliseconds(median(collectionTimes)))")
print("    a frame of its animation:          \(milliseconds(median(collectionFrame)))")
print("  TableViewDiffableDataSource.apply (animated):                    \(milliseconds(median(tableTimes)))")

// A compositional grid of 1,000 cells (5 columns, 4-line rows: 800 lines) at 80x24.
let grid = CollectionView(collectionViewLayout: gridLayout(columns: 5, rowHeight: 4))
grid.register(TextCell.self, forCellWithReuseIdentifier: "text")
let (gridWindow, _) = window(holding: grid)
let gridSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { view, indexPath, item in
    let cell = view.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath) as? TextCell
    cell?.label.text = "item \(item)"
    return cell
}
var gridSnapshot = Snapshot()
gridSnapshot.appendSections([0])
gridSnapshot.appendItems(Array(0..<1000))
let firstFrame = seconds {
    gridSource.apply(gridSnapshot, animatingDifferences: false)
    gridWindow.layoutIfNeeded()
}
var pageTimes: [Double] = []
var lineTimes: [Double] = []
for round in 0..<6 {
    grid.contentOffset = .zero
    gridWindow.layoutIfNeeded()
    let page = 23.0
    var offset = 0.0
    while offset + page <= grid.contentSize.height - 24 {
        offset += page
        let time = seconds {
            grid.contentOffset = Point(x: 0, y: offset)
            gridWindow.layoutIfNeeded()
            _ = gridWindow.render()
        }
        if round > 0 { pageTimes.append(time) }
    }
    grid.contentOffset = .zero
    gridWindow.layoutIfNeeded()
    for line in 1...200 {
        let time = seconds {
            grid.contentOffset = Point(x: 0, y: Double(line))
            gridWindow.layoutIfNeeded()
            _ = gridWindow.render()
        }
        if round > 0 { lineTimes.append(time) }
    }
}
print("compositional grid of 1,000 cells (5 columns, 4-line rows) at 80x24:")
print("  first frame (apply + layout):        \(milliseconds(firstFrame))")
print("  scrolling a page (23 lines), layout + draw, median of \(pageTimes.count): \(milliseconds(median(pageTimes)))")
print("  scrolling a line, layout + draw, median of \(lineTimes.count):          \(milliseconds(median(lineTimes)))")
print("  cells made: \(grid.numberOfCellsCreated)")

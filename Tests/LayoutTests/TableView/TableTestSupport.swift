import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// A cell showing one line of text (plus `extraLines` blank lines below it), sized by its
/// constraints; it counts its `prepareForReuse()` calls.
final class TextCell: TableViewCell {
    let label = Label()
    var reuseCount = 0
    private var heightConstraint: Constraint?

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
        label.snp.makeConstraints {
            $0.top.leading.trailing.equalToSuperview()
            heightConstraint = $0.height.equalTo(1).constraint
            $0.bottom.equalToSuperview()
        }
    }

    /// Rows of text the cell's content takes.
    var lines: Double = 1 {
        didSet { heightConstraint?.update(offset: lines) }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and delegate over named rows in sections, recording the delegate calls.
final class RowsSource: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    /// Lines per row by name (1 when absent).
    var lines: [String: Double] = [:]
    var events: [String] = []
    var cellRequests = 0
    /// Section titles by section (none when absent).
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]

    init(_ sections: [[String]]) { self.sections = sections }

    convenience init(rows: Int) { self.init([(0..<rows).map { "row \($0)" }]) }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
        if let cell = cell as? TextCell {
            let name = sections[indexPath.section][indexPath.row]
            cell.label.text = name
            cell.lines = lines[name] ?? 1
        }
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.section).\(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section).\(indexPath.row)")
        animatorWasCurrent.append(Animator.current === tableView.animator && Animator.current != nil)
    }
    /// Whether `View.animate` would animate inside each `didSelectRowAt`.
    var animatorWasCurrent: [Bool] = []
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
}

/// A headless window (the testing kit's: a manual clock, the log collected) whose root view
/// holds one table filling it, animated by the window's animator: the stage of every table test.
struct TableHarness {
    let headless: HeadlessWindow
    var window: Window { headless.window }
    var root: View { headless.root }
    var log: LayoutLog { headless.log }
    var clock: ManualClock { headless.clock }
    let animator: Animator
    let table: TableView

    init(
        width: Double, height: Double, estimate: Double, cell: TableViewCell.Type, identifier: String,
        style: TableViewStyle = .plain
    ) {
        table = TableView(style: style)
        headless = HeadlessWindow(width: width, height: height)
        animator = headless.window.animator
        table.register(cell, forCellReuseIdentifier: identifier)
        table.estimatedRowHeight = estimate
        table.frame = Rect(x: 0, y: 0, width: width, height: height)
        root.addSubview(table)
    }

    /// Sets the table's data source and delegate and lays the window out.
    func show(_ dataSource: any TableViewDataSource, delegate: (any TableViewDelegate)? = nil) {
        table.delegate = delegate
        table.dataSource = dataSource
        window.layoutIfNeeded()
    }

    /// Moves the clock by `seconds` and runs one frame: the window steps its animator, then
    /// lays out.
    func advance(by seconds: Double) {
        clock.advance(by: seconds)
        window.layoutIfNeeded()
    }

    /// Where `view` shows, top edge: now, half-way through a batch update's animation and at
    /// its end (the clock moves on).
    func slide(of view: View?) -> [Double] {
        var tops = [view?.presentationFrame.minY ?? .nan]
        for _ in 0..<2 {
            advance(by: TableView.batchUpdateDuration / 2)
            tops.append(view?.presentationFrame.minY ?? .nan)
        }
        return tops
    }

    var screen: String { headless.text }
    var lines: [String] { screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}

/// A table of `TextCell`s over a `RowsSource`.
@dynamicMemberLookup
struct TableScene {
    let harness: TableHarness
    let source: RowsSource

    init(
        _ source: RowsSource, width: Double = 30, height: Double = 10, estimate: Double = 1,
        style: TableViewStyle = .plain
    ) {
        self.source = source
        harness = TableHarness(
            width: width, height: height, estimate: estimate, cell: TextCell.self,
            identifier: "text", style: style)
        harness.show(source, delegate: source)
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<TableHarness, Value>) -> Value { harness[keyPath: keyPath] }

    func advance(by seconds: Double) { harness.advance(by: seconds) }

    /// The rows on screen as "section.row" names.
    var visibleRows: [String] { harness.table.indexPathsForVisibleRows.map { "\($0.section).\($0.row)" } }
}

import Foundation
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
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(indexPath.section).\(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
}

/// A window whose root view is filled by a table of `TextCell`s, with an animator on a manual
/// clock.
struct TableScene {
    let window: Window
    let root: View
    let log = LogCollector()
    let table = TableView()
    let source: RowsSource
    let clock: ManualClock
    let animator: ViewAnimator

    init(_ source: RowsSource, width: Double = 30, height: Double = 10, estimate: Double = 1) {
        clock = ManualClock()
        window = Window(size: Size(width: width, height: height), clock: clock)
        window.logSink = log.sink
        let controller = ViewController()
        window.rootViewController = controller
        root = controller.view
        self.source = source
        animator = ViewAnimator(window: window)
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.estimatedRowHeight = estimate
        table.animator = animator
        table.frame = Rect(x: 0, y: 0, width: width, height: height)
        root.addSubview(table)
        table.delegate = source
        table.dataSource = source
        window.layoutIfNeeded()
    }

    /// Moves the clock by `seconds` and runs one frame: the animator's step, then layout.
    func advance(by seconds: Double) {
        clock.advance(by: seconds)
        animator.step()
        window.layoutIfNeeded()
    }

    /// The rows on screen as "section.row" names.
    var visibleRows: [String] { table.indexPathsForVisibleRows.map { "\($0.section).\($0.row)" } }

    /// Each visible cell's presentation frame top and height, by row name.
    var shownRows: [String] {
        table.visibleCells.map { cell in
            let name = (cell as? TextCell)?.label.text ?? "?"
            return "\(name)@\(tableNumber(cell.presentationFrame.minY))+\(tableNumber(cell.presentationFrame.height))"
        }
    }

    var screen: String { window.render().text }
}

/// Numbers as the tests write them: whole numbers without ".0", others to two decimals.
func tableNumber(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
}

import Foundation
import Testing

@testable import Layout

private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

/// A header view built in code: a title, and a rule under it; its height comes from its
/// constraints (2 lines).
final class WeekHeaderView: TableViewHeaderFooterView {
    let title = Label()
    let rule = Label(text: "──────")
    var reuseCount = 0

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
        contentView.addSubview(rule)
        title.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
        rule.snp.makeConstraints {
            $0.top.equalTo(title.snp.bottom)
            $0.leading.bottom.equalToSuperview()
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A delegate giving every section a registered `WeekHeaderView`, with optional fixed heights,
/// and noting which views it was shown.
final class WeekHeaders: TableViewDelegate {
    var fixedHeights: [Int: Double] = [:]
    var viewsSeen = Set<ObjectIdentifier>()
    var displayed: [Int] = []

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "week") as? WeekHeaderView
        view?.title.text = "Week \(section + 1)"
        if let view { viewsSeen.insert(ObjectIdentifier(view)) }
        return view
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        fixedHeights[section] ?? TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        displayed.append(section)
    }
}

/// `count` sections of `rows` rows named "r<section>.<row>", titled "S<section>".
private func titledSections(_ count: Int, rows: Int) -> RowsSource {
    let source = RowsSource((0..<count).map { section in (0..<rows).map { "r\(section).\($0)" } })
    for section in 0..<count { source.headerTitles[section] = "S\(section)" }
    return source
}

@Suite("TableView sections: headers, footers, sticky headers")
struct TableSectionTests {
    @Test("Titles make headers and footers: their sizes and positions, and the rows around them")
    func titledHeadersAndFooters() {
        let source = RowsSource([["a0", "a1"], ["b0"], []])
        source.headerTitles = [0: "Week 1", 1: "Week 2"]
        source.footerTitles = [1: "total 8h"]
        let scene = TableScene(source, width: 20, height: 8, style: .grouped)
        let table = scene.table
        #expect(table.numberOfSections == 3)
        #expect(table.rectForHeader(inSection: 0) == Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(table.rectForRow(at: row(1, 0)) == Rect(x: 0, y: 2, width: 20, height: 1))
        #expect(table.rectForFooter(inSection: 0) == Rect(x: 0, y: 3, width: 20, height: 0))
        #expect(table.rect(forSection: 1) == Rect(x: 0, y: 3, width: 20, height: 3))
        #expect(table.rectForRow(at: row(0, 1)).minY == 4)
        #expect(table.rectForFooter(inSection: 1) == Rect(x: 0, y: 5, width: 20, height: 1))
        #expect(table.rect(forSection: 2) == Rect(x: 0, y: 6, width: 20, height: 0))
        #expect(table.rect(forSection: 3) == .zero)
        #expect(table.contentSize.height == 6)
        #expect(scene.lines.prefix(6) == ["Week 1", "a0", "a1", "Week 2", "b0", "total 8h"])
        // A header is bold, a footer dim.
        let canvas = scene.window.render()
        #expect(canvas[0, 0].style.isBold && !canvas[0, 1].style.isBold)
        #expect(canvas[0, 5].style.isDim)
        #expect(table.indexPathForRow(at: Point(x: 1, y: 3.5)) == nil)
        #expect(table.indexPathForRow(at: Point(x: 1, y: 4.5)) == row(0, 1))
        #expect((table.headerView(forSection: 1) as? TableViewHeaderFooterView)?.textLabel?.text == "Week 2")
        #expect(table.headerView(forSection: 2) == nil && table.footerView(forSection: 0) == nil)
        #expect(scene.log.messages.isEmpty)
    }

    @Test("Self-sizing: a title wider than the table wraps and its header grows; rows below follow")
    func selfSizingHeader() {
        let source = RowsSource([["a0"], ["b0"]])
        source.headerTitles = [0: "Week 1 of the month", 1: "Week 2"]
        let scene = TableScene(source, width: 10, height: 8)
        // Estimated at one line, measured at two.
        #expect(scene.table.rectForHeader(inSection: 0).height == 2)
        #expect(scene.table.rectForRow(at: row(0, 0)).minY == 2)
        #expect(scene.table.rectForHeader(inSection: 1).minY == 3)
        #expect(scene.lines.prefix(5) == ["Week 1 of", "the month", "a0", "Week 2", "b0"])
        #expect(scene.log.messages.isEmpty)
    }

    @Test("Header views from the delegate: registered, dequeued, measured or fixed, reused while scrolling")
    func headerViewsFromTheDelegate() {
        let source = RowsSource((0..<50).map { section in (0..<3).map { "r\(section).\($0)" } })
        let headers = WeekHeaders()
        headers.fixedHeights = [0: 3]
        let harness = TableHarness(width: 12, height: 8, estimate: 1, cell: TextCell.self, identifier: "text")
        harness.table.register(WeekHeaderView.self, forHeaderFooterViewReuseIdentifier: "week")
        harness.table.estimatedSectionHeaderHeight = 2
        harness.show(source, delegate: headers)
        #expect(harness.table.rectForHeader(inSection: 0).height == 3)
        #expect(harness.table.rectForHeader(inSection: 1) == Rect(x: 0, y: 6, width: 12, height: 2))
        #expect(harness.lines.prefix(8) == ["Week 1", "──────", "", "r0.0", "r0.1", "r0.2", "Week 2", "──────"])
        #expect(headers.displayed == [0, 1])
        for step in 1...200 {
            harness.table.contentOffset = Point(x: 0, y: Double(step))
            harness.window.layoutIfNeeded()
        }
        // 2 or 3 headers show at once; the others came from the pool.
        #expect(headers.viewsSeen.count <= 3 + harness.table.maximumReusePoolSize)
        #expect(harness.table.headerView(forSection: 39).map { ($0 as? WeekHeaderView)?.reuseCount ?? 0 } ?? 0 > 0)
        #expect(harness.log.messages.isEmpty)
    }

    @Test("Plain style: the top section's header sticks while its section scrolls and is pushed up by the next")
    func stickyHeadersFrameByFrame() {
        // Six sections of a 2-line header and 4 rows: section s spans 6s ..< 6s + 6.
        let source = titledSections(6, rows: 4)
        let scene = TableScene(source, width: 12, height: 5)
        scene.table.sectionHeaderHeight = 2
        scene.window.layoutIfNeeded()
        #expect(scene.table.contentSize.height == 36)
        var offset = 0.0
        while offset <= 31 {
            scene.table.contentOffset = Point(x: 0, y: offset)
            let lines = scene.window.render().text.components(separatedBy: "\n")
            let section = Int(offset / 6)
            let pinned = min(offset, Double(6 * section + 4))
            #expect(
                scene.table.headerView(forSection: section)?.frame == Rect(x: 0, y: pinned, width: 12, height: 2),
                "offset \(offset)")
            if let next = scene.table.headerView(forSection: section + 1) {
                #expect(next.frame.minY == Double(6 * (section + 1)), "offset \(offset)")
            }
            // Nothing of the rows shows through the header.
            if offset == offset.rounded(), offset < Double(6 * section + 4) {
                #expect(lines[0] == "S\(section)" && lines[1] == "", "offset \(offset): \(lines)")
            }
            if offset == Double(6 * section + 5) {
                // Pushed up: only its blank second line shows, the next header is under it.
                #expect(lines[0] == "" && lines[1] == "S\(section + 1)", "offset \(offset): \(lines)")
            }
            offset += 0.5
        }
        // Only the headers of sections on screen have views.
        #expect(scene.table.headerView(forSection: 0) == nil)
        #expect(scene.log.messages.isEmpty)
    }

    @Test("An animated scroll moves the pinned header every frame")
    func stickyHeaderDuringAnimatedScroll() {
        let source = titledSections(6, rows: 4)
        let scene = TableScene(source, width: 12, height: 5)
        scene.table.setContentOffset(Point(x: 0, y: 17), animated: true)
        var frames = 0
        while scene.window.animator.isAnimating {
            scene.clock.advance(by: 1.0 / 64)
            let lines = scene.window.render().text.components(separatedBy: "\n")
            let offset = scene.table.contentOffset.y
            // Sections of a 1-line header and 4 rows: 5 lines each.
            let section = Int(offset / 5)
            let header = scene.table.headerView(forSection: section)
            #expect(header?.frame.minY == min(offset, Double(5 * section + 4)), "offset \(offset)")
            if offset == offset.rounded() { #expect(lines[0] == "S\(section)") }
            frames += 1
        }
        #expect(frames == 20)
        #expect(scene.table.contentOffset.y == 17)
        // Row 3.1 is under the pinned header.
        #expect(scene.lines.prefix(3) == ["S3", "r3.2", "r3.3"])
    }

    @Test("Grouped style: headers scroll away with their rows")
    func groupedHeadersScroll() {
        let scene = TableScene(titledSections(6, rows: 4), width: 12, height: 5, style: .grouped)
        scene.table.contentOffset = Point(x: 0, y: 2)
        scene.window.layoutIfNeeded()
        #expect(scene.table.headerView(forSection: 0) == nil)
        #expect(scene.lines.prefix(4) == ["r0.1", "r0.2", "r0.3", "S1"])
    }

    @Test("Scrolling a row to the top of a plain table leaves it under its section's pinned header")
    func scrollToRowBelowPinnedHeader() {
        let scene = TableScene(titledSections(6, rows: 4), width: 12, height: 5)
        scene.table.scrollToRow(at: row(2, 3), at: .top, animated: false)
        // Row (3, 2) is at 5 * 3 + 1 + 2 = 18; its header takes the line above.
        #expect(scene.table.contentOffset.y == 17)
        #expect(scene.lines.prefix(2) == ["S3", "r3.2"])
        scene.table.scrollToRow(at: row(0, 1), at: .none, animated: false)
        #expect(scene.lines.prefix(2) == ["S1", "r1.0"])
    }

    @Test("A section without a title or view has no header; the table's fixed height still makes room")
    func noHeaderWithoutTitle() {
        let source = RowsSource([["a0"], ["b0"]])
        source.headerTitles = [1: "B"]
        let scene = TableScene(source, width: 10, height: 5)
        #expect(scene.lines.prefix(3) == ["a0", "B", "b0"])
        scene.table.sectionFooterHeight = 1
        scene.window.layoutIfNeeded()
        #expect(scene.lines.prefix(5) == ["a0", "", "B", "b0", ""])
    }

    @Test("Headers measured taller than estimated while scrolling up keep what is on screen in place")
    func headersMeasuredAboveTheViewport() {
        let source = RowsSource((0..<30).map { section in ["r\(section).0", "r\(section).1"] })
        for section in 0..<30 { source.headerTitles[section] = "Week \(section) of 30" }
        let scene = TableScene(source, width: 10, height: 6, style: .grouped)
        // Estimated at one line, every header measures two ("Week 7 of" / "30").
        scene.table.contentOffset = Point(x: 0, y: scene.table.contentSize.height)
        scene.window.layoutIfNeeded()
        var previous = scene.lines
        for step in 0..<40 {
            scene.table.contentOffset = Point(x: 0, y: scene.table.contentOffset.y - 1)
            scene.window.layoutIfNeeded()
            let lines = scene.lines
            #expect(Array(lines[1..<6]) == Array(previous[0..<5]), "step \(step): \(previous) then \(lines)")
            previous = lines
        }
        #expect(scene.table.rectForHeader(inSection: 20).height == 2)
        #expect(scene.log.messages.isEmpty)
    }
}

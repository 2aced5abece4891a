import Foundation
import Testing

@testable import Layout

// The seed `curriculum-expandable-cells.txt`: a curriculum of weeks in monthly sections (four
// weeks a month, five in the tenth); a week cell shows its details when expanded, by hiding or
// showing them in a stack view; a toggle reloads the row (`reloadRows(at:with:)`); on opening,
// the user's current week is expanded, the table reloaded and scrolled to put it at the top
// (`scrollToRow(at:at: .top, animated: false)`).

final class WeekCell: TableViewCell {
    let weekLabel = Label()
    let details = [Label(text: "  lesson video, 20 min"), Label(text: "  quiz, 5 questions")]
    let stackView = StackView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(stackView)
        stackView.axis = .vertical
        stackView.addArrangedSubview(weekLabel)
        details.forEach { stackView.addArrangedSubview($0) }
        stackView.snp.makeConstraints { $0.edges.equalToSuperview() }
    }

    func configure(week: Int, isExpanded: Bool) {
        weekLabel.text = isExpanded ? "▴ week \(week)" : "▾ week \(week)"
        details.forEach { $0.isHidden = !isExpanded }
    }
}

final class Curriculum: TableViewDataSource {
    /// `weeks[section][row]`: whether the week is expanded.
    var expanded: [[Bool]] = (0..<10).map { Array(repeating: false, count: $0 == 9 ? 5 : 4) }
    var cellRequests: [IndexPath] = []

    func week(at indexPath: IndexPath) -> Int {
        expanded[..<indexPath.section].reduce(0) { $0 + $1.count } + indexPath.row + 1
    }

    func numberOfSections(in tableView: TableView) -> Int { expanded.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { expanded[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "week", for: indexPath)
        (cell as? WeekCell)?.configure(
            week: week(at: indexPath), isExpanded: expanded[indexPath.section][indexPath.row])
        return cell
    }

    /// The seed's `toggleButtonTapped(indexPath:)`.
    func toggleButtonTapped(indexPath: IndexPath, in tableView: TableView) {
        expanded[indexPath.section][indexPath.row].toggle()
        tableView.reloadRows(at: [indexPath], with: .automatic)
    }

    /// The seed's `scrollToUserWeek()`: the week's index path from four weeks a month (the
    /// tenth month's fifth week, the 41st, stays in the tenth month, the seed's special case).
    func scrollToUserWeek(_ userWeek: Int, in tableView: TableView) -> IndexPath {
        let weekPerMonth = 4
        let section = min((userWeek - 1) / weekPerMonth, expanded.count - 1)
        let indexPath = IndexPath(row: userWeek - 1 - section * weekPerMonth, section: section)
        expanded[indexPath.section][indexPath.row] = true
        tableView.reloadData()
        tableView.scrollToRow(at: indexPath, at: .top, animated: false)
        return indexPath
    }
}

@dynamicMemberLookup
struct CurriculumScene {
    let harness = TableHarness(width: 30, height: 8, estimate: 1, cell: WeekCell.self, identifier: "week")
    let curriculum = Curriculum()

    init() { harness.show(curriculum) }

    subscript<Value>(dynamicMember keyPath: KeyPath<TableHarness, Value>) -> Value { harness[keyPath: keyPath] }

    func advance(by seconds: Double) { harness.advance(by: seconds) }
}

@Suite("Seed: curriculum of expandable week cells")
struct CurriculumSeedTests {
    @Test("Sections: ten months of weeks, rows numbered across sections")
    func sections() {
        let scene = CurriculumScene()
        #expect(scene.table.numberOfSections == 10)
        #expect(scene.table.numberOfRows(inSection: 9) == 5)
        #expect(scene.table.contentSize.height == 41)
        #expect(scene.lines.prefix(2) == ["▾ week 1", "▾ week 2"])
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 4)
    }

    @Test("scrollToRow(.top) to the user's expanded week puts it, expanded, at the top", arguments: [22, 41])
    func scrollToUserWeek(week: Int) {
        let scene = CurriculumScene()
        let indexPath = scene.curriculum.scrollToUserWeek(week, in: scene.table)
        scene.window.layoutIfNeeded()
        let rect = scene.table.rectForRow(at: indexPath)
        #expect(rect.height == 3)
        #expect(scene.table.contentOffset.y == min(rect.minY, scene.table.contentSize.height - 8))
        if week == 22 {
            #expect(indexPath == IndexPath(row: 1, section: 5))
            #expect(scene.table.indexPathsForVisibleRows.first == indexPath)
            #expect(
                scene.lines.prefix(4) == ["▴ week 22", "  lesson video, 20 min", "  quiz, 5 questions", "▾ week 23"])
        } else {
            // The last week cannot scroll to the top: the table stops at the end of its content.
            #expect(indexPath == IndexPath(row: 4, section: 9))
            #expect(scene.lines.suffix(3) == ["▴ week 41", "  lesson video, 20 min", "  quiz, 5 questions"])
        }
    }

    @Test("Toggling reloads the row: a new cell, measured again, rows below slide down")
    func reloadToggledRow() {
        let scene = CurriculumScene()
        let second = IndexPath(row: 1, section: 0)
        let requestsBefore = scene.curriculum.cellRequests.count
        scene.curriculum.toggleButtonTapped(indexPath: second, in: scene.table)
        #expect(scene.curriculum.cellRequests.count == requestsBefore + 1)
        #expect(scene.curriculum.cellRequests.last == second)
        #expect(scene.table.rectForRow(at: second).height == 3)
        let third = scene.table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(third?.frame.minY == 4)
        #expect(scene.harness.slide(of: third) == [2, 3, 4])
        #expect(
            scene.lines.prefix(5) == [
                "▾ week 1", "▴ week 2", "  lesson video, 20 min", "  quiz, 5 questions", "▾ week 3",
            ])
        // Toggling back folds it again.
        scene.curriculum.toggleButtonTapped(indexPath: second, in: scene.table)
        scene.advance(by: TableView.batchUpdateDuration)
        #expect(scene.table.rectForRow(at: second).height == 1)
        #expect(scene.lines.prefix(3) == ["▾ week 1", "▾ week 2", "▾ week 3"])
    }
}

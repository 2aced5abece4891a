import Foundation
import Testing

@testable import Layout

// The seed `expandable-workplace-cell.txt`, second version, ported: a card (container) holding a
// vertical stack of three sections: the header (name, days to payday, total earned), the wage
// details (a dummy view whose height constraint toggles between 0 and the details' height) and
// the chevron. Toggling goes through `beginUpdates()`, `contentView.layoutIfNeeded()`,
// `endUpdates()` exactly as the seed does. One point of the seed is one cell here: insets of 12
// or 16 points become 1 cell, the details' 200 points become 4 lines.

/// The card's container: a rounded box around the stack.
final class WorkplaceCardView: View {
    override func draw(in region: CanvasRegion) { region.drawBox() }
}

class WorkplaceCell: TableViewCell {
    let containerView = WorkplaceCardView()
    let stackView = StackView()
    let firstSectionView = View()
    let secondSectionView = View()
    let thirdSectionView = View()
    let nameLabel = Label()
    let untilPaydayLabel = Label()
    let totalEarnedLabel = Label()
    let dummyView = View()
    let detailLabels = ["day 6h   ₩60,180", "night 2h ₩30,090", "tax      -₩2,700", "net      ₩87,570"].map {
        Label(text: $0)
    }
    let detailStackView = StackView()
    let chevronImageView = ImageView(image: Image("▾"))
    var dummyHeightConstraint: Constraint?
    /// The details' height when unfolded.
    static let detailsHeight = 4.0

    /// The details' height priority: required as in the seed's first try (which conflicts);
    /// `MediumWorkplaceCell` has the seed's fix, `.medium`.
    class var detailsPriority: LayoutPriority { .required }

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        setHierarchy()
        setConstraints()
    }

    func setHierarchy() {
        contentView.addSubview(containerView)
        containerView.addSubview(stackView)
        firstSectionView.addSubview(nameLabel)
        firstSectionView.addSubview(untilPaydayLabel)
        firstSectionView.addSubview(totalEarnedLabel)
        secondSectionView.addSubview(dummyView)
        dummyView.addSubview(detailStackView)
        detailStackView.axis = .vertical
        detailLabels.forEach { detailStackView.addArrangedSubview($0) }
        thirdSectionView.addSubview(chevronImageView)
        stackView.axis = .vertical
        stackView.addArrangedSubview(firstSectionView)
        stackView.addArrangedSubview(secondSectionView)
        stackView.addArrangedSubview(thirdSectionView)
        // The details show from the top down as their section grows.
        dummyView.clipsToBounds = true
    }

    func setConstraints() {
        containerView.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        stackView.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        // First section.
        nameLabel.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.leading.equalToSuperview().inset(1)
        }
        untilPaydayLabel.snp.makeConstraints {
            $0.top.equalTo(nameLabel.snp.bottom)
            $0.leading.equalToSuperview().inset(1)
            $0.bottom.equalToSuperview()
        }
        totalEarnedLabel.snp.makeConstraints {
            $0.top.equalTo(untilPaydayLabel.snp.top)
            $0.trailing.equalToSuperview().inset(1)
        }
        // A line of text cannot be squeezed in a terminal: the header's two lines are a required
        // minimum, as the seed's 44-point menu button made its header's.
        for label in [nameLabel, untilPaydayLabel] {
            label.setContentCompressionResistancePriority(.required, for: .vertical)
        }
        // Second section.
        dummyView.snp.makeConstraints {
            $0.edges.equalToSuperview()
            dummyHeightConstraint = $0.height.equalTo(0).priority(Self.detailsPriority).constraint
        }
        // The details hang from the top of their section (no bottom edge): when the section is
        // shorter, they are cut off at its bottom, not squeezed.
        detailStackView.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.leading.equalToSuperview().inset(2)
        }
        // Third section.
        chevronImageView.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.centerX.equalToSuperview()
            $0.bottom.equalToSuperview()
            $0.width.equalTo(1)
            $0.height.equalTo(1)
        }
        containerView.snp.makeConstraints { $0.bottom.equalToSuperview() }
    }

    func configure(name: String, expanded: Bool) {
        nameLabel.text = name
        untilPaydayLabel.text = "D-5"
        totalEarnedLabel.text = "₩87,570"
        dummyHeightConstraint?.update(offset: expanded ? Self.detailsHeight : 0)
        chevronImageView.image = Image(expanded ? "▴" : "▾")
    }

    /// The seed's `toggleSecondSection`.
    func toggleSecondSection(_ expanded: Bool, in tableView: TableView) {
        dummyHeightConstraint?.update(offset: expanded ? Self.detailsHeight : 0)
        chevronImageView.image = Image(expanded ? "▴" : "▾")
        tableView.beginUpdates()
        contentView.layoutIfNeeded()
        tableView.endUpdates()
    }
}

/// The seed's fix: the details' height at `.medium`, below the required encapsulated height.
final class MediumWorkplaceCell: WorkplaceCell {
    override class var detailsPriority: LayoutPriority { .medium }
}

final class Workplaces: TableViewDataSource, TableViewDelegate {
    var names = ["Cafe Mori", "Han River Mart", "Book Nook", "Night Owl PC", "Bakery 21"]
    var expanded = Set<Int>()

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "workplace", for: indexPath)
        (cell as? WorkplaceCell)?.configure(name: names[indexPath.row], expanded: expanded.contains(indexPath.row))
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let cell = tableView.cellForRow(at: indexPath) as? WorkplaceCell else { return }
        let expand = !expanded.contains(indexPath.row)
        if expand { expanded.insert(indexPath.row) } else { expanded.remove(indexPath.row) }
        cell.toggleSecondSection(expand, in: tableView)
    }
}

/// The seed's home screen: a table of workplace cards filling a 30x16 window.
@dynamicMemberLookup
struct WorkplaceScene {
    let harness: TableHarness
    let workplaces = Workplaces()

    init(detailsPriority: LayoutPriority) {
        harness = TableHarness(
            width: 30, height: 16, estimate: 5,
            cell: detailsPriority == .required ? WorkplaceCell.self : MediumWorkplaceCell.self,
            identifier: "workplace")
        harness.show(workplaces, delegate: workplaces)
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<TableHarness, Value>) -> Value { harness[keyPath: keyPath] }

    func cell(_ row: Int) -> WorkplaceCell? {
        harness.table.cellForRow(at: IndexPath(row: row, section: 0)) as? WorkplaceCell
    }

    func advance(by seconds: Double) { harness.advance(by: seconds) }
}

@Suite("Seed: the expandable workplace cell")
struct WorkplaceCellSeedTests {
    @Test("Folded cards measure 5 cells each, held by View-Encapsulated-Layout-Height")
    func foldedLayout() {
        let scene = WorkplaceScene(detailsPriority: .medium)
        #expect(scene.table.indexPathsForVisibleRows.map(\.row) == [0, 1, 2, 3])
        #expect((0..<4).map { scene.table.rectForRow(at: IndexPath(row: $0, section: 0)).minY } == [0, 5, 10, 15])
        let encapsulated = scene.cell(0)?.contentView.autoresizingConstraints.first {
            $0.identifier == "View-Encapsulated-Layout-Height"
        }
        #expect(encapsulated?.constant == 5)
        #expect(scene.log.messages.isEmpty)
        #expect(
            scene.screen.split(separator: "\n").prefix(6).joined(separator: "\n") == """
                 ╭──────────────────────────╮
                 │ Cafe Mori                │
                 │ D-5              ₩87,570 │
                 │             ▾            │
                 ╰──────────────────────────╯
                 ╭──────────────────────────╮
                """)
    }

    @Test("A required details height conflicts with the encapsulated height, as in the seed's log")
    func requiredHeightLogsTheConflict() throws {
        let scene = WorkplaceScene(detailsPriority: .required)
        scene.table.userDidSelectRow(at: IndexPath(row: 0, section: 0))
        #expect(scene.log.messages.count == 1)
        let message = try #require(scene.log.messages.first)
        let log = try #require(UnsatisfiableLog(message.withoutAddresses))
        #expect(
            log.listed.contains(
                "<LayoutConstraint:0x? 'View-Encapsulated-Layout-Height' "
                    + "TableViewCellContentView:0x?.height == 5   (active)>"))
        #expect(
            log.listed.contains { $0.contains("@WorkplaceCellSeedTests.swift#") && $0.contains("View:0x?.height == 4") }
        )
        #expect(log.listed.contains { $0.contains("'SV-canvas-connection'") || $0.contains("'SV-spacing'") })
        #expect(log.broken.hasPrefix("<LayoutConstraint:0x?@WorkplaceCellSeedTests.swift#"))
        #expect(log.broken.hasSuffix(" View:0x?.height == 4>"))
        // As in the seed, the row still unfolds once the table measures it again.
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 9)
        scene.advance(by: WorkplaceCell.animationTail)
        #expect(scene.table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 9)
        // Folding asks for less than the row has: the header stretches, nothing conflicts.
        scene.table.userDidSelectRow(at: IndexPath(row: 0, section: 0))
        #expect(scene.log.messages.count == 1)
        #expect(scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 5)
    }

    @Test("With .medium the row unfolds without a log; rows below slide down frame by frame")
    func mediumPriorityUnfoldsFrameByFrame() {
        let scene = WorkplaceScene(detailsPriority: .medium)
        var finished: [Bool] = []
        scene.table.performBatchUpdates(
            {
                scene.workplaces.expanded.insert(0)
                scene.cell(0)?.configure(name: "Cafe Mori", expanded: true)
                scene.cell(0)?.contentView.layoutIfNeeded()
            }, completion: { finished.append($0) })
        #expect(scene.log.messages.isEmpty)
        // The model is final at once: row 0 is 9 high, row 1 starts at 9.
        #expect(scene.table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 9)
        // On screen, row 1 moves from 5 to 9 along ease-in-ease-out over 0.3 s.
        var tops: [Double] = []
        var chevrons: [Double] = []
        var details: [Double] = []
        for quarter in 0...4 {
            if quarter > 0 { scene.advance(by: TableView.batchUpdateDuration / 4) }
            tops.append(scene.cell(1)?.presentationFrame.minY ?? .nan)
            chevrons.append(scene.cell(0)?.thirdSectionView.presentationFrame.minY ?? .nan)
            details.append(scene.cell(0)?.dummyView.presentationFrame.height ?? .nan)
        }
        let progress = [0, 0.25, 0.5, 0.75, 1].map { TimingCurve.easeInOut.progress(at: $0) }
        #expect(zip(tops, progress).allSatisfy { abs($0 - (5 + 4 * $1)) < 1e-9 }, "\(tops)")
        // The chevron's section sits under the details (header 2 + details): 2 -> 6.
        #expect(zip(chevrons, progress).allSatisfy { abs($0 - (2 + 4 * $1)) < 1e-9 }, "\(chevrons)")
        #expect(zip(details, progress).allSatisfy { abs($0 - 4 * $1) < 1e-9 }, "\(details)")
        #expect(finished == [true])
        #expect(!scene.animator.isAnimating)
        #expect(scene.log.messages.isEmpty)
    }

    @Test("The details are revealed from the top down, clipped, and the chevron ends under them")
    func revealedTopDown() {
        let scene = WorkplaceScene(detailsPriority: .medium)
        scene.table.userDidSelectRow(at: IndexPath(row: 0, section: 0))
        scene.advance(by: TableView.batchUpdateDuration / 2)
        // Half way (ease-in-ease-out: 2 of 4 lines): the first two detail lines show, the rest
        // is clipped; the chevron and the next card have moved down by 2.
        #expect(
            scene.screen.split(separator: "\n").prefix(8).joined(separator: "\n") == """
                 ╭──────────────────────────╮
                 │ Cafe Mori                │
                 │ D-5              ₩87,570 │
                 │  day 6h   ₩60,180        │
                 │  night 2h ₩30,090        │
                 │             ▴            │
                 ╰──────────────────────────╯
                 ╭──────────────────────────╮
                """)
        scene.advance(by: TableView.batchUpdateDuration / 2)
        #expect(
            scene.screen.split(separator: "\n").prefix(10).joined(separator: "\n") == """
                 ╭──────────────────────────╮
                 │ Cafe Mori                │
                 │ D-5              ₩87,570 │
                 │  day 6h   ₩60,180        │
                 │  night 2h ₩30,090        │
                 │  tax      -₩2,700        │
                 │  net      ₩87,570        │
                 │             ▴            │
                 ╰──────────────────────────╯
                 ╭──────────────────────────╮
                """)
    }

    @Test("Folding mid-way starts from where the rows are; the interrupted completion gets false")
    func interruptedUnfold() {
        let scene = WorkplaceScene(detailsPriority: .medium)
        var flags: [String] = []
        scene.table.performBatchUpdates(
            {
                scene.cell(0)?.configure(name: "Cafe Mori", expanded: true)
            }, completion: { flags.append("unfold \($0)") })
        scene.advance(by: TableView.batchUpdateDuration / 2)
        let midway = scene.cell(1)?.presentationFrame.minY ?? .nan
        #expect(abs(midway - 7) < 1e-9)
        scene.table.performBatchUpdates(
            {
                scene.cell(0)?.configure(name: "Cafe Mori", expanded: false)
            }, completion: { flags.append("fold \($0)") })
        #expect(flags == ["unfold false"])
        // No jump: the fold starts at 7 and heads back to 5.
        #expect(abs((scene.cell(1)?.presentationFrame.minY ?? .nan) - 7) < 1e-9)
        scene.advance(by: TableView.batchUpdateDuration / 2)
        let quarterBack = scene.cell(1)?.presentationFrame.minY ?? .nan
        #expect(abs(quarterBack - 6) < 1e-9)
        scene.advance(by: TableView.batchUpdateDuration / 2)
        #expect(flags == ["unfold false", "fold true"])
        #expect(scene.cell(1)?.presentationFrame.minY == 5)
    }

    @Test("Reduced motion: the row unfolds at once and the completion gets true")
    func reducedMotion() {
        let scene = WorkplaceScene(detailsPriority: .medium)
        scene.animator.animationsEnabled = false
        var finished: Bool?
        scene.table.performBatchUpdates(
            {
                scene.cell(0)?.configure(name: "Cafe Mori", expanded: true)
            }, completion: { finished = $0 })
        #expect(finished == true)
        #expect(!scene.animator.isAnimating)
        #expect(scene.cell(1)?.presentationFrame.minY == 9)
    }
}

extension WorkplaceCell {
    /// Enough time for any batch animation to end.
    static let animationTail = TableView.batchUpdateDuration + 0.01
}

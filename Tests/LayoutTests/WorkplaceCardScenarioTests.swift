import LayoutTesting
import Testing

@testable import Layout

// Seed: expandable-workplace-cell.txt. The card's two versions, at terminal scale.

private final class CardView: View {}
private final class ContentView: View {}

@Suite("Workplace card (seed: expandable-workplace-cell)")
struct WorkplaceCardScenarioTests {
    // MARK: First version: two prepared constraints on the chevron.

    private final class FirstVersionCard {
        let containerView = CardView()
        let headerView = View()
        let detailStackView = StackView()
        let expandToggleImageView = ImageView(image: Image("▾"))
        var expandToggleTopToHeaderConstraint: Constraint?
        var expandToggleTopToDetailConstraint: Constraint?

        init(in contentView: View) {
            contentView.addSubview(containerView)
            containerView.addSubview(headerView)
            containerView.addSubview(detailStackView)
            containerView.addSubview(expandToggleImageView)
            detailStackView.axis = .vertical
            for line in ["Day   10h", "Night  2h", "Total 12h"] {
                detailStackView.addArrangedSubview(Label(text: line))
            }
            detailStackView.isHidden = true
            setConstraints()
        }

        func setConstraints() {
            containerView.snp.makeConstraints {
                $0.top.equalToSuperview().inset(1)
                $0.directionalHorizontalEdges.equalToSuperview().inset(2)
                $0.bottom.equalToSuperview().inset(1).priority(.high)
            }
            headerView.snp.makeConstraints {
                $0.top.equalToSuperview()
                $0.directionalHorizontalEdges.equalToSuperview()
                $0.height.equalTo(2)
            }
            detailStackView.snp.makeConstraints {
                $0.top.equalTo(headerView.snp.bottom).offset(1)
                $0.directionalHorizontalEdges.equalToSuperview().inset(3)
            }
            expandToggleImageView.snp.makeConstraints {
                $0.centerX.equalToSuperview()
                $0.width.equalTo(1)
                $0.height.equalTo(1)
                $0.bottom.equalToSuperview().inset(1)
            }
            expandToggleImageView.snp.prepareConstraints {
                self.expandToggleTopToHeaderConstraint = $0.top.equalTo(headerView.snp.bottom).offset(1).constraint
                self.expandToggleTopToDetailConstraint = $0.top.equalTo(detailStackView.snp.bottom).offset(1).constraint
            }
            expandToggleTopToHeaderConstraint?.activate()
            expandToggleTopToDetailConstraint?.deactivate()
        }

        func toggleDetailView(isExpanded: Bool) {
            detailStackView.isHidden = !isExpanded
            expandToggleImageView.image = isExpanded ? Image("▴") : Image("▾")
            if isExpanded {
                expandToggleTopToHeaderConstraint?.deactivate()
                expandToggleTopToDetailConstraint?.activate()
            } else {
                expandToggleTopToDetailConstraint?.deactivate()
                expandToggleTopToHeaderConstraint?.activate()
            }
            containerView.layoutIfNeeded()
            containerView.superview?.layoutIfNeeded()
        }
    }

    @Test func preparedConstraintsPutTheChevronUnderTheHeaderOrUnderTheDetails() {
        let scene = HeadlessWindow(width: 30, height: 20)
        // The cell's content view, sized by hand to what its content measures, as a table does.
        let contentView = ContentView(frame: Rect(x: 0, y: 0, width: 30, height: 0))
        scene.root.addSubview(contentView)
        let card = FirstVersionCard(in: contentView)
        func measureAndPlace() -> Double {
            contentView.frame.size.height =
                contentView.systemLayoutSizeFitting(
                    Size(width: 30, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
            scene.window.layoutIfNeeded()
            return contentView.frame.height
        }
        #expect(measureAndPlace() == 7)
        #expect(card.expandToggleTopToHeaderConstraint?.isActive == true)
        #expect(card.expandToggleTopToDetailConstraint?.isActive == false)
        #expect(card.headerView.frame == Rect(x: 0, y: 0, width: 26, height: 2))
        #expect(card.expandToggleImageView.frame == Rect(x: 12.5, y: 3, width: 1, height: 1), "under the header")
        #expect(card.containerView.frame == Rect(x: 2, y: 1, width: 26, height: 5))

        card.toggleDetailView(isExpanded: true)
        #expect(measureAndPlace() == 11)
        #expect(card.detailStackView.frame == Rect(x: 3, y: 3, width: 20, height: 3))
        #expect(card.expandToggleImageView.frame.minY == 7, "under the details")
        #expect(card.containerView.frame.height == 9)

        card.toggleDetailView(isExpanded: false)
        #expect(measureAndPlace() == 7)
        #expect(card.expandToggleImageView.frame.minY == 3)
        #expect(card.containerView.frame.height == 5)
        #expect(scene.log.messages.isEmpty)
        let rendered = scene.window.render().lines
        #expect(rendered[4].contains("▾"), "the folded chevron is drawn on the card's fourth row")
    }

    // MARK: Second version: a stack of three sections in a self-sizing cell.

    private final class SecondVersionCard {
        let contentView = ContentView(frame: Rect(x: 0, y: 0, width: 40, height: 10))  // an estimated height
        let containerView = CardView()
        let stackView = StackView()
        let firstSectionView = View()
        let secondSectionView = View()
        let thirdSectionView = View()
        let nameLabel = Label(text: "Cafe Mori")
        let untilPaydayLabel = Label(text: "D-5")
        let totalEarnedLabel = Label(text: "₩120,000")
        let dummyView = View()
        let chevronImageView = ImageView(image: Image("▾"))
        var dummyHeightConstraint: Constraint?
        var dummyHeightLine: UInt = 0

        init(heightPriority: LayoutPriority) {
            contentView.addSubview(containerView)
            containerView.addSubview(stackView)
            firstSectionView.addSubview(nameLabel)
            firstSectionView.addSubview(untilPaydayLabel)
            firstSectionView.addSubview(totalEarnedLabel)
            secondSectionView.addSubview(dummyView)
            thirdSectionView.addSubview(chevronImageView)
            stackView.axis = .vertical
            stackView.spacing = 1
            for section in [firstSectionView, secondSectionView, thirdSectionView] {
                stackView.addArrangedSubview(section)
            }

            containerView.snp.makeConstraints {
                $0.top.equalToSuperview().inset(1)
                $0.directionalHorizontalEdges.equalToSuperview().inset(2)
                $0.bottom.equalToSuperview().inset(1)
            }
            stackView.snp.makeConstraints { $0.edges.equalToSuperview() }
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
                $0.top.equalTo(nameLabel.snp.top)
                $0.trailing.equalToSuperview().inset(1)
            }
            dummyView.snp.makeConstraints {
                $0.edges.equalToSuperview()
                dummyHeightConstraint = $0.height.equalTo(0).priority(heightPriority).constraint
                dummyHeightLine = #line - 1  // the line above, where the constraint records its origin
            }
            chevronImageView.snp.makeConstraints {
                $0.top.equalToSuperview()
                $0.centerX.equalToSuperview()
                $0.bottom.equalToSuperview()
            }
        }

        /// What the table does for a self-sizing row: measure at the row's width, then hold the
        /// measured height on the content view (its `View-Encapsulated-Layout-Height`).
        func measureAndPlace() -> Double {
            let size = contentView.systemLayoutSizeFitting(
                Size(width: 40, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            contentView.frame.size.height = size.height
            contentView.layoutIfNeeded()
            return size.height
        }

        func toggleSecondSection(_ expanded: Bool) {
            dummyHeightConstraint?.update(offset: expanded ? 10 : 0)
            contentView.layoutIfNeeded()
        }
    }

    /// The card in a window; the scene is returned so the window outlives the test's checks.
    private func secondVersion(heightPriority: LayoutPriority) -> (SecondVersionCard, LayoutLog, HeadlessWindow) {
        let scene = HeadlessWindow(width: 40, height: 30)
        let card = SecondVersionCard(heightPriority: heightPriority)
        scene.root.addSubview(card.contentView)
        #expect(card.measureAndPlace() == 7, "1 + header 2 + 1 + details 0 + 1 + chevron 1 + 1")
        #expect(card.containerView.frame == Rect(x: 2, y: 1, width: 36, height: 5))
        #expect(card.secondSectionView.frame == Rect(x: 0, y: 3, width: 36, height: 0))
        #expect(card.totalEarnedLabel.frame == Rect(x: 27, y: 0, width: 8, height: 1))
        return (card, scene.log, scene)
    }

    @Test func requiredMiddleHeightConflictsWithTheEncapsulatedHeightAndIsBroken() throws {
        let (card, log, scene) = secondVersion(heightPriority: .required)
        #expect(log.messages.isEmpty)

        card.toggleSecondSection(true)
        try #require(log.messages.count == 1)
        let message = log.messages[0]
        #expect(
            message.hasPrefix(
                """
                [LayoutConstraints] Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                \tTry this:
                \t\t(1) look at each constraint and try to figure out which you don't expect;
                \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
                (
                """))
        let parsed = try #require(UnsatisfiableLog(message))
        let listed = parsed.listed.map(\.withoutAddresses)
        #expect(
            listed.contains(
                "<LayoutConstraint:0x? 'View-Encapsulated-Layout-Height' ContentView:0x?.height == 7   (active)>"))
        #expect(listed.contains { $0.contains("'SV-spacing'") })
        let expectedBroken =
            "<LayoutConstraint:0x?@WorkplaceCardScenarioTests.swift#\(card.dummyHeightLine) View:0x?.height == 10>"
        #expect(parsed.broken.withoutAddresses == expectedBroken)
        #expect(listed.contains(expectedBroken))
        #expect(card.dummyHeightConstraint?.layoutConstraints.first?.isBroken == true)
        #expect(card.secondSectionView.frame.height == 0, "laid out with the rest: the cell keeps 7")
        #expect(card.chevronImageView.frame.minY == 0 && card.containerView.frame.height == 5)

        // The table measures again and takes the new height: the broken constraint is retried
        // when the encapsulated height changes, and holds; no further log.
        #expect(card.measureAndPlace() == 17)
        #expect(card.secondSectionView.frame == Rect(x: 0, y: 3, width: 36, height: 10))
        #expect(card.containerView.frame.height == 15)
        #expect(card.dummyHeightConstraint?.layoutConstraints.first?.isBroken == false)
        #expect(log.messages.count == 1, "only the first expansion logs, as in the seed")
        withExtendedLifetime(scene) {}
    }

    @Test func mediumMiddleHeightGoesThroughWithoutALog() {
        let (card, log, scene) = secondVersion(heightPriority: .medium)
        card.toggleSecondSection(true)
        #expect(log.messages.isEmpty)
        #expect(card.measureAndPlace() == 17)
        #expect(card.secondSectionView.frame == Rect(x: 0, y: 3, width: 36, height: 10))
        #expect(card.chevronImageView.frame.minY == 0)
        #expect(card.thirdSectionView.frame.minY == 14)

        card.toggleSecondSection(false)
        #expect(card.measureAndPlace() == 7)
        #expect(card.secondSectionView.frame.height == 0)
        #expect(log.messages.isEmpty)
        withExtendedLifetime(scene) {}
    }
}

import Layout
import Testing

/// What SnapKit does, checked on the public API alone (plain `import Layout`): code and tests
/// written for SnapKit port by renaming types. Each test states one behaviour of SnapKit's own
/// suite or sources in our words; `container` plays the part of its test case's shared view.
@Suite("SnapKit behaviour")
struct SnapKitBehaviourTests {
    let container = View()

    /// The constraints installed on `view` that are active (SnapKit's test helper reads these).
    private func installed(on view: View) -> [LayoutConstraint] { view.constraints.filter(\.isActive) }

    private func twoSubviews() -> (View, View) {
        let first = View(), second = View()
        container.addSubview(first)
        container.addSubview(second)
        return (first, second)
    }

    @Test func constraintsBetweenSiblingsAreInstalledOnTheirSuperview() {
        let (first, second) = twoSubviews()
        first.snp.makeConstraints {
            $0.top.equalTo(second.snp.top).offset(50)
            $0.left.equalTo(second.snp.top).offset(50)
        }
        #expect(installed(on: container).count == 2)
        second.snp.makeConstraints { $0.edges.equalTo(first) }
        #expect(installed(on: container).count == 6)
    }

    @Test func horizontalAndVerticalEdgesRelateEachEdgeToTheSame() {
        let view = View()
        container.addSubview(view)
        view.snp.makeConstraints {
            $0.verticalEdges.equalToSuperview()
            $0.horizontalEdges.equalToSuperview()
        }
        let constraints = container.constraints
        #expect(constraints.count == 4)
        #expect(constraints.allSatisfy { $0.firstItem === view && $0.secondItem === container })
        for attribute in [LayoutAttribute.left, .right, .top, .bottom] {
            #expect(constraints.contains { $0.firstAttribute == attribute && $0.secondAttribute == attribute })
        }
    }

    @Test func directionalEdgesRelateLeadingAndTrailing() {
        let view = View()
        container.addSubview(view)
        view.snp.makeConstraints {
            $0.directionalVerticalEdges.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview()
        }
        let constraints = container.constraints
        #expect(constraints.count == 4)
        for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            #expect(constraints.contains { $0.firstAttribute == attribute && $0.secondAttribute == attribute })
        }
    }

    @Test func aLayoutGuideTakesTheDSLOnBothSides() {
        let view = View()
        let guide = ConstraintLayoutGuide()
        container.addSubview(view)
        container.addLayoutGuide(guide)
        view.snp.makeConstraints {
            $0.top.equalTo(guide).offset(50)
            $0.left.equalTo(guide.snp.top).offset(50)
        }
        #expect(installed(on: container).count == 2)
        guide.snp.makeConstraints { $0.edges.equalTo(view) }
        #expect(installed(on: container).count == 6)
        #expect(container.constraints.last?.firstItem === guide)
    }

    @Test func aBareConstantOnAPositionRelatesToTheSuperview() {
        let (first, second) = twoSubviews()
        first.snp.makeConstraints {
            $0.top.equalTo(50.0)
            $0.left.equalTo(50.0)
        }
        #expect(installed(on: container).count == 2)
        #expect(installed(on: container).allSatisfy { $0.secondItem === container && $0.constant == 50 })
        second.snp.makeConstraints { $0.edges.equalTo(first) }
        #expect(installed(on: container).count == 6)
    }

    @Test func updateConstraintsChangesOnlyTheConstantOfTheMatch() {
        let (first, second) = twoSubviews()
        first.snp.makeConstraints {
            $0.top.equalTo(second.snp.top).offset(50)
            $0.left.equalTo(second.snp.top).offset(50)
        }
        let before = installed(on: container)
        first.snp.updateConstraints { $0.top.equalTo(second.snp.top).offset(15) }
        #expect(installed(on: container).count == 2)
        #expect(installed(on: container).map { ObjectIdentifier($0) } == before.map { ObjectIdentifier($0) })
        #expect(before.map(\.constant) == [15, 50])
    }

    @Test func updateConstraintsWithNothingMadeYetMakesThem() {
        let view = View()
        container.addSubview(view)
        view.snp.updateConstraints { $0.height.equalTo(3) }
        #expect(view.constraints.map(\.constant) == [3])
    }

    @Test func remakeConstraintsReplacesWhatSnpMade() {
        let (first, second) = twoSubviews()
        first.snp.makeConstraints {
            $0.top.equalTo(second.snp.top).offset(50)
            $0.left.equalTo(second.snp.top).offset(50)
        }
        first.snp.remakeConstraints { $0.edges.equalTo(second) }
        #expect(installed(on: container).count == 4)
    }

    @Test func removeConstraintsTakesThemAllOut() {
        let (first, second) = twoSubviews()
        first.snp.makeConstraints {
            $0.top.equalTo(second).offset(50)
            $0.left.equalTo(second).offset(50)
        }
        #expect(installed(on: container).count == 2)
        first.snp.removeConstraints()
        #expect(installed(on: container).isEmpty)
    }

    @Test func preparedConstraintsActivateAndDeactivateAgainAndAgain() {
        let (first, second) = twoSubviews()
        let constraints = first.snp.prepareConstraints { $0.edges.equalTo(second) }
        #expect(installed(on: container).isEmpty)
        for _ in 0..<2 {
            for constraint in constraints { constraint.activate() }
            #expect(installed(on: container).count == 4)
            for constraint in constraints { constraint.deactivate() }
            #expect(installed(on: container).isEmpty)
        }
    }

    @Test func constraintsKeptFromAChainActivateOneByOne() {
        let (first, second) = twoSubviews()
        var top: Constraint?
        var left: Constraint?
        first.snp.prepareConstraints {
            top = $0.top.equalTo(second.snp.top).offset(50).constraint
            left = $0.left.equalTo(second.snp.top).offset(50).constraint
        }
        #expect(installed(on: container).isEmpty)
        top?.activate()
        left?.activate()
        #expect(installed(on: container).count == 2)
        top?.deactivate()
        left?.deactivate()
        #expect(installed(on: container).isEmpty)
        top?.isActive = true
        left?.isActive = false
        #expect(installed(on: container).count == 1)
        #expect(top?.isActive == true && left?.isActive == false)
        left?.isActive = true
        #expect(installed(on: container).count == 2)
    }

    @Test func offsetOnEdgesIsTheSameConstantOnEachEdge() {
        let view = View()
        container.addSubview(view)
        view.snp.makeConstraints { $0.edges.equalTo(container).offset(50.0) }
        #expect(installed(on: container).map(\.constant) == [50, 50, 50, 50])
        #expect(
            installed(on: container).map(\.firstAttribute) == [.left, .top, .right, .bottom],
            "a chain's constraints come in SnapKit's fixed order")
    }

    @Test func updateOffsetAndInsetOnAKeptConstraint() {
        let (first, second) = twoSubviews()
        var top: Constraint!
        var bottom: Constraint!
        first.snp.makeConstraints {
            top = $0.top.equalTo(second).offset(50).constraint
            bottom = $0.bottom.equalTo(second).offset(25).constraint
        }
        let constraints = installed(on: container)
        #expect(constraints.map(\.constant) == [50, 25])
        top.update(offset: 15)
        bottom.update(offset: 20)
        #expect(constraints.map(\.constant) == [15, 20])
        top.update(inset: 15)
        bottom.update(inset: 20)
        #expect(constraints.map(\.constant) == [15, -20], "an inset on a bottom is negated")
        #expect(installed(on: container).count == 2)
    }

    @Test func insetOnEdgesNegatesRightAndBottom() {
        let view = View()
        container.addSubview(view)
        view.snp.makeConstraints { $0.edges.equalTo(container).inset(50.0) }
        #expect(installed(on: container).map(\.constant) == [50, 50, -50, -50])
    }

    @Test func edgeInsetsAsABareConstantAndAsAnInset() {
        for useInset in [false, true] {
            let root = View()
            let view = View()
            root.addSubview(view)
            let insets = ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25)
            view.snp.makeConstraints { make in
                if useInset { make.edges.equalTo(root).inset(insets) } else { make.edges.equalTo(insets) }
            }
            #expect(root.constraints.map(\.constant).sorted(by: >) == [25, 25, -25, -25])
        }
    }

    @Test func directionalInsetsOnDirectionalAndPlainEdges() {
        let insets = ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25)
        let directional = View()
        container.addSubview(directional)
        directional.snp.makeConstraints { $0.top.leading.bottom.trailing.equalTo(container).inset(insets) }
        let byAttribute = installed(on: container).sorted { $0.firstAttribute.rawValue < $1.firstAttribute.rawValue }
        #expect(byAttribute.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
        #expect(byAttribute.map(\.secondAttribute) == [.top, .bottom, .leading, .trailing])
        #expect(byAttribute.map(\.constant) == [25, -25, 25, -25])

        let root = View()
        let plain = View()
        root.addSubview(plain)
        plain.snp.makeConstraints { $0.edges.equalTo(root).inset(insets) }
        let plainByAttribute = root.constraints.sorted { $0.firstAttribute.rawValue < $1.firstAttribute.rawValue }
        #expect(plainByAttribute.map(\.firstAttribute) == [.left, .right, .top, .bottom])
        #expect(plainByAttribute.map(\.constant) == [25, -25, 25, -25])
    }

    @Test func aSizeIsInstalledOnTheViewItself() {
        let view = View()
        container.addSubview(view)
        view.snp.makeConstraints {
            $0.size.equalTo(Size(width: 50, height: 50))
            $0.left.top.equalTo(container)
        }
        #expect(installed(on: view).count == 2)
        #expect(installed(on: container).count == 2)
        #expect(Set(installed(on: view).map(\.firstAttribute)) == [.width, .height])
        #expect(installed(on: view).allSatisfy { $0.constant == 50 && $0.secondItem == nil })
    }

    @Test func centerOffsetMovesBothCentres() {
        let view = View()
        container.addSubview(view)
        view.snp.makeConstraints { $0.center.equalTo(container).offset(50.0) }
        #expect(installed(on: container).map(\.constant) == [50, 50])
    }

    @Test func labeledNamesTheConstraint() {
        let view = View()
        container.addSubview(view)
        view.snp.makeConstraints { $0.top.equalTo(container.snp.top).labeled("Test-Identifier") }
        #expect(installed(on: container).first?.identifier == "Test-Identifier")
    }

    @Test func edgesToEdgesAndDirectionalToDirectional() {
        let view = View()
        container.addSubview(view)
        view.snp.remakeConstraints { $0.edges.equalTo(container.snp.edges) }
        #expect(Set(installed(on: container).map(\.firstAttribute)) == [.top, .left, .bottom, .right])
        #expect(Set(installed(on: container).map(\.secondAttribute)) == [.top, .left, .bottom, .right])
        view.snp.remakeConstraints { $0.directionalEdges.equalTo(container.snp.directionalEdges) }
        #expect(installed(on: container).count == 4)
        #expect(Set(installed(on: container).map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(Set(installed(on: container).map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
    }

    @Test func edgesToMarginsAndBack() {
        let view = View()
        container.addSubview(view)
        view.snp.remakeConstraints { $0.edges.equalTo(container.snp.margins) }
        #expect(installed(on: container).count == 4)
        #expect(Set(installed(on: container).map(\.firstAttribute)) == [.top, .left, .bottom, .right])
        #expect(
            Set(installed(on: container).map(\.secondAttribute)) == [
                .topMargin, .leftMargin, .bottomMargin, .rightMargin,
            ])
        view.snp.remakeConstraints { $0.margins.equalTo(container.snp.edges) }
        #expect(installed(on: container).count == 4)
        #expect(
            Set(installed(on: container).map(\.firstAttribute)) == [
                .topMargin, .leftMargin, .bottomMargin, .rightMargin,
            ])
        #expect(Set(installed(on: container).map(\.secondAttribute)) == [.top, .left, .bottom, .right])
    }

    @Test func directionalEdgesToDirectionalMarginsAndBack() {
        let view = View()
        container.addSubview(view)
        view.snp.remakeConstraints { $0.directionalEdges.equalTo(container.snp.directionalMargins) }
        #expect(Set(installed(on: container).map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(
            Set(installed(on: container).map(\.secondAttribute))
                == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        view.snp.remakeConstraints { $0.directionalMargins.equalTo(container.snp.directionalEdges) }
        #expect(
            Set(installed(on: container).map(\.firstAttribute))
                == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        #expect(Set(installed(on: container).map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
    }

    @Test func theControllersTopAndBottomLayoutGuidesTakeConstraints() {
        let controller = ViewController()
        controller.view = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(container)
        container.snp.makeConstraints {
            $0.top.equalTo(controller.topLayoutGuide.snp.bottom)
            $0.bottom.equalTo(controller.bottomLayoutGuide.snp.top)
        }
        #expect(installed(on: controller.view).count == 2)
        controller.view.layoutIfNeeded()
        #expect(container.frame.minY == 0 && container.frame.maxY == 300, "a terminal has no bars above or below")
    }

    @Test func setLabelNamesTheItemInLogs() {
        container.snp.setLabel("Hello World")
        #expect(container.snp.label() == "Hello World")
        let view = View()
        container.addSubview(view)
        view.snp.makeConstraints { $0.top.equalToSuperview() }
        #expect(
            view.constraints.isEmpty
                && container.constraints.first?.description.contains("View:Hello World.top") == true)
    }

    @Test func priorityShortcutsAndValues() {
        let view = View()
        container.addSubview(view)
        view.snp.remakeConstraints { $0.left.equalTo(1000.0).priority(.required) }
        #expect(installed(on: container).count == 1)
        #expect(installed(on: container).first?.priority.value == ConstraintPriority.required.value)
        view.snp.remakeConstraints { $0.left.equalTo(1000.0).priority(.low) }
        #expect(installed(on: container).first?.priority.value == ConstraintPriority.low.value)
        view.snp.remakeConstraints { $0.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1) }
        #expect(installed(on: container).count == 1)
        #expect(installed(on: container).first?.priority.value == ConstraintPriority.low.value + 1)
    }

    @Test func prioritiesStride() {
        let high: ConstraintPriority = .high
        #expect(ConstraintPriority.high.advanced(by: 1).value == high.value + 1)
        #expect(high.distance(to: .required) == 250)
        #expect(Array(stride(from: LayoutPriority.low, to: .medium, by: 125)) == [.low, LayoutPriority(375)])
    }

    // MARK: Behaviours SnapKit's sources define

    @Test func aBareConstantOnACentreIsMeasuredFromTheSuperviewsLeftAndTop() {
        let root = View(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        let view = View()
        root.addSubview(view)
        view.snp.makeConstraints {
            $0.centerX.equalTo(10)
            $0.centerY.equalTo(4)
            $0.size.equalTo(Size(width: 6, height: 2))
        }
        let centreX = root.constraints.first { $0.firstAttribute == .centerX }
        #expect(centreX?.secondAttribute == .left && centreX?.secondItem === root && centreX?.constant == 10)
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 7, y: 3, width: 6, height: 2))
    }

    @Test func anInsetIsSignedForTheRightHandAttribute() {
        let root = View(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        let header = View(), body = View()
        root.addSubview(header)
        root.addSubview(body)
        header.snp.makeConstraints {
            $0.top.left.right.equalToSuperview()
            $0.height.equalTo(3)
        }
        var top: Constraint?
        body.snp.makeConstraints {
            top = $0.top.equalTo(header.snp.bottom).inset(1).constraint
            $0.left.right.bottom.equalToSuperview()
        }
        #expect(top?.layoutConstraints.first?.constant == -1, "an inset read for a bottom is negated")
        root.layoutIfNeeded()
        #expect(body.frame.minY == 2)
        top?.update(inset: 2)
        root.layoutIfNeeded()
        #expect(body.frame.minY == 1)
    }

    @Test func updatePriorityAcrossRequiredIsIgnoredAndBetweenOptionalApplies() {
        let root = View(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        let view = View()
        root.addSubview(view)
        var required: Constraint?
        var optional: Constraint?
        view.snp.makeConstraints {
            required = $0.width.equalTo(10).constraint
            optional = $0.height.equalTo(4).priority(.medium).constraint
        }
        required?.update(priority: .low)
        optional?.update(priority: .required)
        #expect(required?.layoutConstraints.first?.priority == .required)
        #expect(optional?.layoutConstraints.first?.priority == .medium)
        optional?.update(priority: .high)
        #expect(optional?.layoutConstraints.first?.priority == .high)
        optional?.update(priority: 300)
        #expect(optional?.layoutConstraints.first?.priority == LayoutPriority(300))
        root.layoutIfNeeded()
        #expect(view.frame.size == Size(width: 10, height: 4))
    }

    @Test func equalToSuperviewWithAClosurePicksAGuide() {
        let root = View(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        let safe = View(), margins = View()
        root.addSubview(safe)
        root.addSubview(margins)
        safe.snp.makeConstraints { $0.edges.equalToSuperview { $0.safeAreaLayoutGuide } }
        margins.snp.makeConstraints { $0.edges.lessThanOrEqualToSuperview { $0.layoutMarginsGuide.snp.edges } }
        margins.snp.makeConstraints { $0.edges.greaterThanOrEqualToSuperview { $0.layoutMarginsGuide } }
        root.layoutIfNeeded()
        #expect(safe.frame == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(margins.frame == Rect(x: 2, y: 1, width: 26, height: 8))
    }

    @Test func aGuidesChainWithAConstantRelatesToItsOwningView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints {
            $0.left.top.equalTo(3)
            $0.size.equalTo(Size(width: 5, height: 2))
        }
        let view = View()
        root.addSubview(view)
        view.snp.makeConstraints { $0.edges.equalTo(guide) }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 3, y: 3, width: 5, height: 2))
        #expect(view.frame == Rect(x: 3, y: 3, width: 5, height: 2))
        guide.snp.updateConstraints { $0.left.top.equalTo(4) }
        root.layoutIfNeeded()
        #expect(view.frame.origin == Point(x: 4, y: 4))
        guide.snp.removeConstraints()
        #expect(root.constraints.count == 4, "the view's edges only")
    }

    @Test func aChainNamesASetOfAttributes() {
        let view = View()
        container.addSubview(view)
        view.snp.makeConstraints { $0.bottom.top.top.equalToSuperview() }
        #expect(container.constraints.map(\.firstAttribute) == [.top, .bottom])
    }
}

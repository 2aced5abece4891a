import LayoutTesting
import Testing

@testable import Layout

@Suite("SnapKit-style DSL")
struct DSLTests {
    /// A subview of a 40x20 root, constrained by `make`, laid out.
    private func laidOut(_ make: (ConstraintMaker) -> Void) -> (View, HeadlessWindow) {
        let scene = HeadlessWindow(width: 40, height: 20)
        let view = View()
        scene.root.addSubview(view)
        view.snp.makeConstraints(make)
        scene.window.layoutIfNeeded()
        return (view, scene)
    }

    @Test func edgesInsetInsetsAllFourSides() {
        let (view, scene) = laidOut { $0.edges.equalToSuperview().inset(2) }
        #expect(view.frame == Rect(x: 2, y: 2, width: 36, height: 16))
        #expect(!view.translatesAutoresizingMaskIntoConstraints, "makeConstraints switches to constraints")
        withExtendedLifetime(scene) {}
    }

    @Test func insetIsNegatedOnRightBottomTrailingAndShrinksSizesByBothSides() {
        let (view, scene) = laidOut {
            $0.top.equalToSuperview().inset(1)
            $0.right.equalToSuperview().inset(3)
            $0.width.equalToSuperview().inset(5)
            $0.bottom.equalToSuperview().inset(4)
        }
        #expect(view.frame == Rect(x: 7, y: 1, width: 30, height: 15))
        withExtendedLifetime(scene) {}
    }

    @Test func directionalHorizontalEdgesAreLeadingAndTrailing() {
        let (view, scene) = laidOut {
            $0.directionalHorizontalEdges.equalToSuperview().inset(2)
            $0.directionalVerticalEdges.equalToSuperview().inset(EdgeInsets(top: 1, left: 0, bottom: 3, right: 0))
        }
        #expect(view.frame == Rect(x: 2, y: 1, width: 36, height: 16))
        let leading = view.constraintsAffectingLayout(for: .horizontal).map(\.firstAttribute)
        #expect(leading == [.leading, .trailing])
        withExtendedLifetime(scene) {}
    }

    @Test func offsetRelatesToAnotherViewsAttribute() {
        let scene = HeadlessWindow(width: 40, height: 20)
        let header = View(), body = View()
        scene.root.addSubview(header)
        scene.root.addSubview(body)
        header.snp.makeConstraints {
            $0.top.left.right.equalToSuperview()
            $0.height.equalTo(3)
        }
        body.snp.makeConstraints {
            $0.top.equalTo(header.snp.bottom).offset(1)
            $0.left.equalTo(header)
            $0.size.equalTo(Size(width: 10, height: 2))
        }
        scene.window.layoutIfNeeded()
        #expect(body.frame == Rect(x: 0, y: 4, width: 10, height: 2))
    }

    @Test func multipliedByAndDividedByScaleTheSecondItem() {
        let (view, scene) = laidOut {
            $0.width.equalToSuperview().multipliedBy(0.5)
            $0.height.equalToSuperview().dividedBy(4)
            $0.center.equalToSuperview()
        }
        #expect(view.frame == Rect(x: 10, y: 7.5, width: 20, height: 5))
        withExtendedLifetime(scene) {}
    }

    @Test func constantForAPositionRelatesToTheSuperview() {
        let (view, scene) = laidOut {
            $0.left.equalTo(3)
            $0.top.equalTo(2)
            $0.width.height.equalTo(4)
        }
        #expect(view.frame == Rect(x: 3, y: 2, width: 4, height: 4))
        withExtendedLifetime(scene) {}
    }

    @Test func relationsAndPriorities() {
        let (view, scene) = laidOut {
            $0.left.top.equalToSuperview()
            $0.width.lessThanOrEqualTo(12)
            $0.width.equalTo(30).priority(.low)
            $0.height.greaterThanOrEqualTo(3)
            $0.height.equalTo(1).priority(.medium)
        }
        #expect(view.frame == Rect(x: 0, y: 0, width: 12, height: 3))
        withExtendedLifetime(scene) {}
    }

    @Test func updateConstraintsChangesOnlyTheConstantOfTheMatch() {
        let (view, scene) = laidOut {
            $0.left.top.equalToSuperview()
            $0.width.equalTo(10)
            $0.height.equalTo(2)
        }
        let countBefore = scene.window.engine.constraints.count
        view.snp.updateConstraints { $0.width.equalTo(25) }
        scene.window.layoutIfNeeded()
        #expect(view.frame.width == 25)
        #expect(scene.window.engine.constraints.count == countBefore, "no constraint was added")
    }

    @Test func remakeConstraintsReplacesWhatSnpMadeBefore() {
        let (view, scene) = laidOut {
            $0.left.top.equalToSuperview()
            $0.size.equalTo(5)
        }
        view.snp.remakeConstraints {
            $0.right.bottom.equalToSuperview()
            $0.size.equalTo(Size(width: 4, height: 2))
        }
        scene.window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 36, y: 18, width: 4, height: 2))
        #expect(view.snapKitConstraints.count == 2, "right+bottom is one Constraint, size another")
        #expect(scene.log.messages.isEmpty)
    }

    @Test func removeConstraintsDeactivatesEverySnpConstraint() {
        let (view, scene) = laidOut { $0.edges.equalToSuperview() }
        let made = view.snapKitConstraints
        view.snp.removeConstraints()
        #expect(made.allSatisfy { !$0.isActive })
        #expect(view.constraintsAffectingLayout(for: .vertical).isEmpty)
        withExtendedLifetime(scene) {}
    }

    @Test func preparedConstraintsStayInactiveUntilActivated() {
        let scene = HeadlessWindow(width: 40, height: 20)
        let view = View()
        scene.root.addSubview(view)
        view.snp.makeConstraints {
            $0.left.equalToSuperview(); $0.size.equalTo(2)
        }
        var nearTop: Constraint?
        var nearBottom: Constraint?
        let prepared = view.snp.prepareConstraints {
            nearTop = $0.top.equalToSuperview().offset(1).constraint
            nearBottom = $0.bottom.equalToSuperview().offset(-1).constraint
        }
        #expect(prepared.count == 2 && prepared.allSatisfy { !$0.isActive })
        nearBottom?.activate()
        scene.window.layoutIfNeeded()
        #expect(view.frame.minY == 17)
        nearBottom?.deactivate()
        nearTop?.activate()
        scene.window.layoutIfNeeded()
        #expect(view.frame.minY == 1)
    }

    @Test func constraintUpdateOffsetInsetAndPriorityApplyInPlace() throws {
        let scene = HeadlessWindow(width: 40, height: 20)
        let view = View()
        scene.root.addSubview(view)
        var edges: Constraint?
        var width: Constraint?
        view.snp.makeConstraints {
            edges = $0.verticalEdges.equalToSuperview().constraint
            $0.left.equalToSuperview()
            width = $0.width.equalTo(30).priority(.high).constraint
            $0.width.lessThanOrEqualTo(20).priority(.medium)
        }
        scene.window.layoutIfNeeded()
        #expect(view.frame.width == 30)
        let solverConstraint = try #require(edges?.layoutConstraints.first?.solverConstraint)
        edges?.update(inset: 3)
        width?.update(priority: .low)
        scene.window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 0, y: 3, width: 20, height: 14))
        #expect(edges?.layoutConstraints.first?.solverConstraint === solverConstraint, "constant changed in place")
        edges?.update(offset: 1)
        scene.window.layoutIfNeeded()
        #expect(view.frame.minY == 1 && view.frame.maxY == 21)
    }

    @Test func labeledNamesTheConstraintInItsDescription() {
        let (view, scene) = laidOut {
            $0.width.equalTo(3).labeled("badge-width"); $0.height.equalTo(1)
        }
        let described = view.constraintsAffectingLayout(for: .horizontal).map(\.description).joined()
        #expect(described.contains("'badge-width'"))
        #expect(described.withoutAddresses.contains("@DSLTests.swift#"))
        withExtendedLifetime(scene) {}
    }

    @Test func anchorsMakeTheSameConstraintsAsTheDSL() {
        let scene = HeadlessWindow(width: 40, height: 20)
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 4),
            view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 2),
            view.widthAnchor.constraint(equalTo: scene.root.widthAnchor, multiplier: 0.25),
            view.heightAnchor.constraint(equalToConstant: 3),
        ])
        scene.window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 4, y: 2, width: 10, height: 3))
    }

    @Test func safeAreaAndMarginsGuidesPortFromUIKit() {
        let scene = HeadlessWindow(width: 40, height: 20)
        let view = View(), inset = View()
        scene.root.addSubview(view)
        scene.root.addSubview(inset)
        scene.root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        view.snp.makeConstraints {
            $0.top.equalTo(scene.root.safeAreaLayoutGuide)
            $0.left.right.equalToSuperview()
            $0.height.equalTo(2)
        }
        inset.snp.makeConstraints { $0.edges.equalTo(scene.root.layoutMarginsGuide) }
        scene.window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 0, y: 0, width: 40, height: 2))
        #expect(inset.frame == Rect(x: 2, y: 1, width: 34, height: 16))
        scene.root.directionalLayoutMargins = DirectionalEdgeInsets(1)
        scene.window.layoutIfNeeded()
        #expect(inset.frame == Rect(x: 1, y: 1, width: 38, height: 18))
    }

    @Test func snapKitPriorityShorthandsAndIsActive() {
        let (view, scene) = laidOut { $0.edges.equalToSuperview() }
        view.snp.contentHuggingVerticalPriority = 998
        #expect(view.contentHuggingPriority(for: .vertical) == 998)
        let constraint = view.snapKitConstraints[0]
        constraint.isActive = false
        #expect(!constraint.isActive && view.snapKitConstraints.isEmpty)
        constraint.isActive = true
        #expect(constraint.isActive)
        withExtendedLifetime(scene) {}
    }

    @Test func updateWithoutAMatchIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            let view = View()
            let parent = View()
            parent.addSubview(view)
            view.snp.makeConstraints { $0.width.equalTo(3) }
            view.snp.updateConstraints { $0.height.equalTo(3) }
        }
    }
}

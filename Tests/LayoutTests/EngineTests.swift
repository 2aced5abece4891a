import LayoutTesting
import Testing

@testable import Layout

@Suite("Layout engine: constraints, conflicts, trees, drawing")
struct EngineTests {
    @Test func windowResizeRelaysOutTheTree() {
        let scene = HeadlessWindow(width: 40, height: 10)
        let view = View()
        scene.root.addSubview(view)
        view.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        scene.window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 1, y: 1, width: 38, height: 8))
        scene.window.size = Size(width: 20, height: 6)
        scene.window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 1, y: 1, width: 18, height: 4))
    }

    @Test func framesAreRelativeToTheSuperview() {
        let scene = HeadlessWindow(width: 40, height: 10)
        let outer = View(), inner = View()
        scene.root.addSubview(outer)
        outer.addSubview(inner)
        outer.snp.makeConstraints {
            $0.left.top.equalToSuperview().offset(5); $0.size.equalTo(10)
        }
        inner.snp.makeConstraints {
            $0.left.top.equalToSuperview().offset(2); $0.size.equalTo(3)
        }
        scene.window.layoutIfNeeded()
        #expect(outer.frame == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(inner.frame == Rect(x: 2, y: 2, width: 3, height: 3))
    }

    @Test func handPlacedViewsInsideAConstrainedTreeKeepTheirFrames() {
        let scene = HeadlessWindow(width: 40, height: 10)
        let card = View(frame: Rect(x: 3, y: 2, width: 20, height: 5))
        let badge = View()
        scene.root.addSubview(card)
        card.addSubview(badge)
        badge.snp.makeConstraints {
            $0.right.bottom.equalToSuperview(); $0.size.equalTo(2)
        }
        scene.window.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 18, y: 3, width: 2, height: 2))
        card.frame = Rect(x: 0, y: 0, width: 10, height: 4)
        scene.window.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 8, y: 2, width: 2, height: 2), "the frame change reached the solver")
    }

    @Test func constraintsMadeBeforeJoiningAWindowMoveIntoItsEngine() {
        let scene = HeadlessWindow(width: 30, height: 10)
        let container = View(frame: Rect(x: 0, y: 0, width: 30, height: 10))
        let child = View()
        container.addSubview(child)
        child.snp.makeConstraints {
            $0.center.equalToSuperview(); $0.size.equalTo(4)
        }
        scene.root.addSubview(container)
        scene.window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 13, y: 3, width: 4, height: 4))
        #expect(scene.window.engine.constraints.contains { $0.firstItem === child })
    }

    @Test func removingAViewDeactivatesConstraintsToTheRestOfTheTree() {
        let scene = HeadlessWindow(width: 30, height: 10)
        let box = View(), inner = View()
        scene.root.addSubview(box)
        box.addSubview(inner)
        box.snp.makeConstraints { $0.edges.equalToSuperview() }
        inner.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        scene.window.layoutIfNeeded()
        let toRoot = box.snapKitConstraints.flatMap(\.layoutConstraints)
        let inside = inner.snapKitConstraints.flatMap(\.layoutConstraints)
        box.removeFromSuperview()
        #expect(toRoot.allSatisfy { !$0.isActive })
        #expect(inside.allSatisfy { $0.isActive }, "constraints within the removed subtree stay")
        #expect(!scene.window.engine.constraints.contains { $0.firstItem === inner })
    }

    @Test func constraintsBetweenTwoTreesAreRefusedWithALog() {
        let scene = HeadlessWindow(width: 30, height: 10)
        let inWindow = View(), elsewhere = View()
        scene.root.addSubview(inWindow)
        let constraint = inWindow.topAnchor.constraint(equalTo: elsewhere.topAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(scene.log.messages.count == 1)
        #expect(scene.log.messages.first?.contains("no common ancestor") == true)
    }

    /// A constraint between neighbours (one view, a view and its superview, siblings, a guide
    /// of a sibling) finds their one engine without a second walk to the root; two roots, or
    /// views of two trees, are still refused, whichever item comes first.
    @Test func neighboursAreInOneTreeAndTwoRootsAreNot() {
        let scene = HeadlessWindow(width: 30, height: 10)
        let parent = View(), child = View(), sibling = View(), guide = LayoutGuide()
        scene.root.addSubview(parent)
        parent.addSubview(child)
        parent.addSubview(sibling)
        sibling.addLayoutGuide(guide)
        let accepted = [
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            parent.leadingAnchor.constraint(equalTo: child.leadingAnchor),
            child.widthAnchor.constraint(equalTo: sibling.widthAnchor),
            child.heightAnchor.constraint(equalTo: guide.heightAnchor),
            guide.widthAnchor.constraint(equalTo: sibling.widthAnchor),
            child.widthAnchor.constraint(equalTo: child.heightAnchor),
            scene.root.topAnchor.constraint(equalTo: child.topAnchor),
        ]
        LayoutConstraint.activate(accepted)
        #expect(accepted.allSatisfy { $0.isActive })
        #expect(scene.log.messages.isEmpty)

        var otherLog: [String] = []
        let otherRoot = View(), otherChild = View()
        otherRoot.ownedEngine = LayoutEngine(logSink: { otherLog.append($0) }, defersAdditions: true)
        otherRoot.addSubview(otherChild)
        let refusedInWindow = [
            scene.root.topAnchor.constraint(equalTo: otherRoot.topAnchor),
            parent.topAnchor.constraint(equalTo: otherChild.topAnchor),
            child.topAnchor.constraint(equalTo: otherChild.topAnchor),
        ]
        let refusedOutside = [
            otherRoot.topAnchor.constraint(equalTo: scene.root.topAnchor),
            otherChild.topAnchor.constraint(equalTo: parent.topAnchor),
        ]
        LayoutConstraint.activate(refusedInWindow + refusedOutside)
        #expect((refusedInWindow + refusedOutside).allSatisfy { !$0.isActive })
        #expect(scene.log.messages.count == 3)
        #expect(otherLog.count == 2)
        #expect((scene.log.messages + otherLog).allSatisfy { $0.contains("no common ancestor") })
    }

    @Test func aBrokenConstraintIsRetriedWhenItsConflictChanges() throws {
        let scene = HeadlessWindow(width: 30, height: 10)
        let view = View()
        scene.root.addSubview(view)
        var width: Constraint?
        var wide: Constraint?
        view.snp.makeConstraints {
            $0.left.top.equalToSuperview()
            $0.height.equalTo(1)
            width = $0.width.equalTo(10).constraint
        }
        view.snp.makeConstraints { wide = $0.width.equalTo(20).constraint }
        scene.window.layoutIfNeeded()
        let broken = try #require(wide?.layoutConstraints.first)
        #expect(broken.isBroken && broken.isActive)
        #expect(view.frame.width == 10)
        #expect(scene.window.engine.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(broken)])

        width?.deactivate()
        scene.window.layoutIfNeeded()
        #expect(!broken.isBroken, "its conflict is gone: it holds now")
        #expect(view.frame.width == 20)
        #expect(scene.log.messages.count == 1)
    }

    @Test func aBrokenConstraintIsRetriedWhenItsOwnConstantChanges() throws {
        let scene = HeadlessWindow(width: 30, height: 10)
        let view = View()
        scene.root.addSubview(view)
        var tooWide: Constraint?
        view.snp.makeConstraints {
            $0.left.right.top.equalToSuperview()
            $0.height.equalTo(1)
            tooWide = $0.width.equalTo(40).constraint
        }
        #expect(tooWide?.layoutConstraints.first?.isBroken == true)
        tooWide?.update(offset: 30)
        #expect(tooWide?.layoutConstraints.first?.isBroken == false)
        #expect(scene.log.messages.count == 1)
    }

    @Test func aNonFiniteConstantIsRefusedWithALogNotACrash() {
        let scene = HeadlessWindow(width: 30, height: 10)
        let view = View()
        scene.root.addSubview(view)
        view.snp.makeConstraints {
            $0.left.top.equalToSuperview(); $0.height.equalTo(1); $0.width.equalTo(Double.nan)
        }
        scene.window.layoutIfNeeded()
        #expect(scene.log.messages.count == 1)
        #expect(scene.log.messages.first?.hasPrefix("[LayoutConstraints] The solver refused") == true)
        #expect(view.frame.height == 1, "the rest is laid out")
    }

    @Test func priorityChangesBetweenOptionalValuesApplyAtOnce() {
        let scene = HeadlessWindow(width: 30, height: 10)
        let view = View()
        scene.root.addSubview(view)
        let small = view.widthAnchor.constraint(equalToConstant: 5)
        let large = view.widthAnchor.constraint(equalToConstant: 15)
        small.priority = .defaultLow
        large.priority = .defaultHigh
        view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            small, large, view.heightAnchor.constraint(equalToConstant: 1),
            view.leftAnchor.constraint(equalTo: scene.root.leftAnchor),
            view.topAnchor.constraint(equalTo: scene.root.topAnchor),
        ])
        scene.window.layoutIfNeeded()
        #expect(view.frame.width == 15)
        small.priority = LayoutPriority(999)
        scene.window.layoutIfNeeded()
        #expect(view.frame.width == 5)
    }

    @Test func changingAnActiveConstraintToOrFromRequiredTraps() async {
        await #expect(processExitsWith: .failure) {
            let parent = View(), child = View()
            parent.addSubview(child)
            let constraint = child.widthAnchor.constraint(equalToConstant: 3)
            constraint.isActive = true
            constraint.priority = .defaultHigh
        }
    }

    @Test func systemLayoutSizeFittingMeasuresTheContent() {
        let cell = View(frame: Rect(x: 0, y: 0, width: 30, height: 1))
        let title = Label(text: "Convenience store")
        let amount = Label(text: "₩1,234")
        cell.addSubview(title)
        cell.addSubview(amount)
        title.snp.makeConstraints {
            $0.top.leading.equalToSuperview().inset(1)
            $0.trailing.lessThanOrEqualToSuperview().inset(1)
        }
        amount.snp.makeConstraints {
            $0.top.equalTo(title.snp.bottom)
            $0.leading.equalTo(title)
            $0.bottom.equalToSuperview().inset(1)
        }
        let fitting = cell.systemLayoutSizeFitting(
            Size(width: 30, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting == Size(width: 30, height: 4))
        let compressed = cell.systemLayoutSizeFitting(
            View.layoutFittingCompressedSize,
            withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(compressed == Size(width: 19, height: 4), "the title's 17 cells and its insets")
    }

    @Test func ambiguityIsReported() {
        let scene = HeadlessWindow(width: 30, height: 10)
        let fixed = View(), floating = View()
        scene.root.addSubview(fixed)
        scene.root.addSubview(floating)
        fixed.snp.makeConstraints {
            $0.left.top.equalToSuperview(); $0.size.equalTo(2)
        }
        floating.snp.makeConstraints {
            $0.top.equalToSuperview(); $0.size.equalTo(2)
        }
        scene.window.layoutIfNeeded()
        #expect(!fixed.hasAmbiguousLayout)
        #expect(floating.hasAmbiguousLayout, "nothing says where it is horizontally")
        #expect(scene.root.recursiveDescription.components(separatedBy: "AMBIGUOUS LAYOUT").count == 2)
        #expect(fixed.frame == Rect(x: 0, y: 0, width: 2, height: 2), "checking changed nothing")
    }

    @Test func recursiveDescriptionShowsTheTreeWithFrames() {
        let scene = HeadlessWindow(width: 30, height: 10)
        let label = Label(text: "hi")
        label.frame = Rect(x: 1, y: 2, width: 2, height: 1)
        scene.root.addSubview(label)
        #expect(
            scene.root.recursiveDescription.withoutAddresses == """
                <View: 0x?; frame = (0 0; 30 10)>
                   | <Label: 0x?; frame = (1 2; 2 1); text = 'hi'>
                """)
    }

    @Test func drawingSnapsEdgesSoNeighboursNeitherOverlapNorLeaveGaps() {
        let scene = HeadlessWindow(width: 5, height: 1)
        let left = View(), right = View()
        left.backgroundStyle = Style(attributes: .reverse)
        scene.root.addSubview(left)
        scene.root.addSubview(right)
        left.snp.makeConstraints {
            $0.left.top.bottom.equalToSuperview(); $0.width.equalToSuperview().dividedBy(2)
        }
        right.snp.makeConstraints {
            $0.right.top.bottom.equalToSuperview(); $0.left.equalTo(left.snp.right)
        }
        let canvas = scene.window.render()
        #expect(left.frame.width == 2.5)
        #expect((0..<5).map { canvas[$0, 0].style.isReversed } == [true, true, true, false, false])
    }

    @Test func clippingViewsCutTheirSubviewsAndHiddenViewsAreNotDrawn() {
        let scene = HeadlessWindow(width: 10, height: 3)
        let clip = View(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        clip.clipsToBounds = true
        let label = Label(text: "top\nbottom")
        label.numberOfLines = 0
        label.frame = Rect(x: 0, y: 0, width: 10, height: 2)
        clip.addSubview(label)
        scene.root.addSubview(clip)
        let hidden = Label(text: "hidden")
        hidden.frame = Rect(x: 0, y: 2, width: 6, height: 1)
        hidden.isHidden = true
        scene.root.addSubview(hidden)
        #expect(scene.window.render().lines == ["top       ", "          ", "          "])
    }

    @Test func anAncestorClipCutsTextHardWhileTheViewsOwnEdgeTruncatesWithAnEllipsis() {
        let scene = HeadlessWindow(width: 12, height: 2)
        let clip = View(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        clip.clipsToBounds = true
        let wide = Label(text: "overflowing")
        wide.frame = Rect(x: 0, y: 0, width: 11, height: 1)
        clip.addSubview(wide)
        scene.root.addSubview(clip)
        let narrow = Label(text: "overflowing")
        narrow.frame = Rect(x: 0, y: 1, width: 6, height: 1)
        scene.root.addSubview(narrow)
        #expect(scene.window.render().lines == ["over        ", "overf…      "])
    }

    /// One edge left on either side of a half by the arithmetic (a row's top solved as
    /// `12.5 - 1e-12`, the row above's bottom summed as `12.5 + 1e-12`) snaps to one cell, so
    /// six rows sharing 15 lines tile them, 3, 2, 3, 2, 3, 2: none overlaps the next (they did by
    /// a line, drawing a month calendar's last week over the figures above it).
    @Test func anEdgeNearAHalfSnapsOneWayFromEitherSide() {
        let share = 15.0 / 6
        var top = 0.0
        var snapped: [Rect] = []
        for row in 0..<6 {
            // The top as solved (a hair under the exact value), the height as the share: the
            // bottom summed lands a hair over the next row's top.
            let noisyTop = row == 0 ? 0 : top - 1e-12
            snapped.append(Rect(x: 0, y: noisyTop, width: 7, height: share + 2e-12).snapped)
            top += share
        }
        #expect(snapped.map(\.height) == [3, 2, 3, 2, 3, 2])
        for (upper, lower) in zip(snapped, snapped.dropFirst()) { #expect(upper.maxY == lower.minY) }
        #expect(snapped.last?.maxY == 15)
        // A value that is not near a half rounds as before.
        #expect(Rect(x: 0.49, y: 2.51, width: 1, height: 1).snapped == Rect(x: 0, y: 3, width: 1, height: 1))
        #expect(Rect(x: -2.5, y: -0.4, width: 1, height: 1).snapped == Rect(x: -3, y: 0, width: 1, height: 1))
    }

    @Test func geometryMirrorsCoreGraphics() {
        let rect = Rect(x: 1, y: 2, width: 4, height: 6)
        #expect([rect.minX, rect.midX, rect.maxX, rect.minY, rect.midY, rect.maxY] == [1, 3, 5, 2, 5, 8])
        #expect(rect.inset(by: EdgeInsets(1)) == Rect(x: 2, y: 3, width: 2, height: 4))
        #expect(Rect(x: 0.4, y: 0.5, width: 2.2, height: 1).snapped == Rect(x: 0, y: 1, width: 3, height: 1))
        #expect(rect.intersection(Rect(x: 4, y: 0, width: 10, height: 3)) == Rect(x: 4, y: 2, width: 1, height: 1))
        #expect(
            DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).edgeInsets
                == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(LayoutPriority.required.isRequired && !LayoutPriority(999).isRequired)
        #expect(LayoutPriority.medium == 500 && LayoutPriority.fittingSizeLevel.rawValue == 50)
    }
}

@Suite("Coordinate conversion and hit testing")
struct ConversionTests {
    @Test func pointsConvertThroughFramesAndScrolling() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        let scroller = View(frame: Rect(x: 2, y: 1, width: 30, height: 10))
        let row = View(frame: Rect(x: 0, y: 12, width: 30, height: 3))
        root.addSubview(scroller)
        scroller.addSubview(row)
        scroller.bounds.origin = Point(x: 0, y: 10)
        #expect(row.convert(Point(x: 1, y: 1), to: root) == Point(x: 3, y: 4))
        #expect(root.convert(Point(x: 3, y: 4), to: row) == Point(x: 1, y: 1))
        #expect(row.convert(Point.zero, to: nil) == Point(x: 2, y: 3))
        #expect(root.hitTest(Point(x: 5, y: 4)) === row)
        #expect(root.hitTest(Point(x: 5, y: 2)) === scroller)
        row.isHidden = true
        #expect(root.hitTest(Point(x: 5, y: 4)) === scroller)
        #expect(root.hitTest(Point(x: 50, y: 4)) == nil)
    }
}

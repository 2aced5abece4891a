import LayoutTesting
import Testing

@testable import Layout

/// The engine defects the table view used to work around (`TableViewCell.prepareToLeaveTable`,
/// the table's `settleConstraints`), and the cost of merging a new tree into a window.
@Suite("Engine: re-added roots, first measurement, merging trees")
struct EngineRootFixTests {
    /// A hand-placed box with a subview pinned to its edges.
    private func makeBox() -> (box: View, inner: View) {
        let box = View(frame: Rect(x: 1, y: 1, width: 10, height: 3))
        let inner = View()
        box.addSubview(inner)
        inner.snp.makeConstraints { $0.edges.equalToSuperview() }
        return (box, inner)
    }

    /// A 20x4 hand-placed card holding a vertical stack of two labels, inset by 1.
    private func makeCard() -> (card: View, stack: StackView) {
        let card = View(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        let stack = StackView(arrangedSubviews: [Label(text: "name"), Label(text: "total")])
        stack.axis = .vertical
        card.addSubview(stack)
        stack.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        return (card, stack)
    }

    /// The card of `makeCard()`, laid out in `scene`'s window: the stack inset, one label a line.
    private func expectCardLaidOut(
        _ stack: StackView, in scene: HeadlessWindow,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        scene.window.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 1, y: 1, width: 18, height: 2), sourceLocation: sourceLocation)
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 1], sourceLocation: sourceLocation)
        #expect(scene.log.messages.isEmpty, sourceLocation: sourceLocation)
    }

    private func encapsulated(of view: View, in engine: LayoutEngine) -> [String] {
        engine.constraints.filter {
            $0.firstItem === view && $0.identifier?.hasPrefix("View-Encapsulated-Layout-") == true
        }
        .compactMap(\.identifier).sorted()
    }

    @Test("A hand-placed root added to a tree again has one set of encapsulated constraints, at its new size")
    func reAddedRootKeepsOneSetOfEncapsulatedConstraints() {
        let scene = HeadlessWindow(width: 40, height: 20)
        let (box, inner) = makeBox()
        var totals: [Int] = []
        for round in 0..<4 {
            scene.root.addSubview(box)
            box.frame.size.width = Double(10 + round)  // the size changes from one use to the next
            scene.window.layoutIfNeeded()
            totals.append(scene.window.engine.constraints.count)
            #expect(
                encapsulated(of: box, in: scene.window.engine) == [
                    "View-Encapsulated-Layout-Height", "View-Encapsulated-Layout-Left",
                    "View-Encapsulated-Layout-Top", "View-Encapsulated-Layout-Width",
                ])
            #expect(inner.frame.width == Double(10 + round))
            box.removeFromSuperview()
        }
        #expect(Set(totals).count == 1, "constraints in the window per use: \(totals)")
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
    }

    @Test("A removed hand-placed root keeps its frame once laid out (one fresh set), and still measures freely")
    func removedRootKeepsItsFrame() {
        let scene = HeadlessWindow(width: 40, height: 20)
        let (box, inner) = makeBox()
        scene.root.addSubview(box)
        scene.window.layoutIfNeeded()
        box.removeFromSuperview()
        let engine = box.layoutEngine
        #expect(engine.map { encapsulated(of: box, in: $0) } == [], "none until the root is laid out")
        #expect(engine?.constraints.count == 4, "the inner view's edges only")
        box.frame.size = Size(width: 14, height: 5)
        box.layoutIfNeeded()
        #expect(
            engine.map { encapsulated(of: box, in: $0) } == [
                "View-Encapsulated-Layout-Height", "View-Encapsulated-Layout-Left",
                "View-Encapsulated-Layout-Top", "View-Encapsulated-Layout-Width",
            ])
        #expect(engine?.constraints.count == 8, "the inner view's edges and one set for the root")
        #expect(inner.frame == Rect(x: 0, y: 0, width: 14, height: 5), "laid out in the root's frame, as in UIKit")
        let fitting = box.systemLayoutSizeFitting(
            Size(width: 6, height: 2),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .required)
        #expect(fitting == Size(width: 6, height: 2), "the root's own size is set aside while measuring")
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
    }

    @Test("A fitting size counts a stack view's arranged labels, which get solver variables during the pass")
    func firstMeasurementCountsArrangedLabels() {
        let content = View(frame: Rect(x: 0, y: 0, width: 20, height: 0))
        let stack = StackView(arrangedSubviews: [Label(text: "first"), Label(text: "second")])
        stack.axis = .vertical
        content.addSubview(stack)
        stack.snp.makeConstraints { $0.edges.equalToSuperview() }
        let size = content.systemLayoutSizeFitting(
            Size(width: 20, height: 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 20, height: 2))
        #expect(!content.subtreeNeedsUpdateConstraints, "nothing left marked for the next pass")
    }

    @Test("updateConstraintsIfNeeded leaves nothing marked")
    func updateConstraintsIfNeededSettles() {
        let content = View()
        let stack = StackView(arrangedSubviews: [Label(text: "a")])
        content.addSubview(stack)
        stack.snp.makeConstraints { $0.edges.equalToSuperview() }
        content.updateConstraintsIfNeeded()
        #expect(!content.subtreeNeedsUpdateConstraints)
        #expect(stack.arrangedSubviews.allSatisfy { !$0.intrinsicConstraints.isEmpty })
    }

    @Test("Adding a built tree to a window takes nothing out of the tree's own solver one by one")
    func mergingATreeSkipsRemovalsFromTheDiscardedSolver() throws {
        let scene = HeadlessWindow(width: 40, height: 20)
        let (card, stack) = makeCard()
        _ = card.systemLayoutSizeFitting(
            Size(width: 20, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let own = try #require(card.ownedEngine)
        let moved = own.constraints.count
        let removalsBefore = own.solverRemovalCount
        scene.root.addSubview(card)
        #expect(own.solverRemovalCount == removalsBefore, "the discarded solver is dropped whole")
        #expect(own.constraints.isEmpty)
        #expect(card.ownedEngine == nil)
        // Everything arrived in the window's engine, and lays out as before.
        #expect(scene.window.engine.constraints.count >= moved)
        expectCardLaidOut(stack, in: scene)
    }

    @Test("A tree built outside a window does no solver work until it is read; in a window it lays out the same")
    func treeOutsideAWindowDefersItsSolverWork() throws {
        let scene = HeadlessWindow(width: 40, height: 20)
        let (card, stack) = makeCard()
        var height: Constraint?
        stack.snp.makeConstraints { height = $0.height.equalTo(5).priority(.low).constraint }
        height?.update(offset: 2)  // changed before anything read it: added once, with 2
        card.updateConstraintsIfNeeded()
        let own = try #require(card.ownedEngine)
        #expect(own.solverAdditionCount == 0)
        #expect(own.constraints.count > 10, "active all the same")
        scene.root.addSubview(card)
        #expect(own.solverAdditionCount == 0)
        expectCardLaidOut(stack, in: scene)
    }

    @Test("A conflict in a tree never read outside a window is logged once, by the window it joins")
    func unreadConflictIsLoggedByTheWindow() {
        let scene = HeadlessWindow(width: 40, height: 20)
        let card = View()
        let ownLog = LayoutLog()
        card.layoutEngine?.logSink = ownLog.sink
        let box = View()
        card.addSubview(box)
        box.snp.makeConstraints { $0.height.equalTo(2) }
        box.snp.makeConstraints { $0.height.equalTo(3) }
        scene.root.addSubview(card)
        #expect(ownLog.messages.isEmpty)
        #expect(scene.log.messages.count == 1)
        #expect(scene.log.messages.first.flatMap(UnsatisfiableLog.init)?.broken.hasSuffix("height == 3>") == true)
        scene.window.layoutIfNeeded()
        #expect(box.frame.height == 2)
    }

    @Test("A broken constraint moved into a window is tried again there, and logged again if it still conflicts")
    func brokenConstraintsMoveWithTheTree() {
        let scene = HeadlessWindow(width: 40, height: 20)
        let log = LayoutLog()
        let card = View()
        let engine = card.layoutEngine
        engine?.logSink = log.sink
        let box = View()
        card.addSubview(box)
        box.snp.makeConstraints { $0.height.equalTo(2) }
        var broken: Constraint?
        box.snp.makeConstraints { broken = $0.height.equalTo(3).constraint }
        #expect(log.messages.isEmpty, "outside a window nothing reaches the solver until its layout is needed")
        #expect(broken?.layoutConstraints.first?.isBroken == false, "asking is a pure read: not in the solver yet")
        #expect(log.messages.isEmpty)
        card.layoutIfNeeded()
        #expect(broken?.layoutConstraints.first?.isBroken == true, "the layout pass reached the solver")
        #expect(log.messages.count == 1)
        scene.root.addSubview(card)
        #expect(scene.log.messages.count == 1, "the conflict is still there in the window")
        #expect(broken?.layoutConstraints.first?.isBroken == true)
        broken?.deactivate()
        scene.window.layoutIfNeeded()
        #expect(box.frame.height == 2)
    }
}

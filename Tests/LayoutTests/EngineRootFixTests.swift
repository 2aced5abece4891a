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

    private func encapsulated(of view: View, in engine: LayoutEngine) -> [String] {
        engine.constraints.filter { $0.firstItem === view && $0.identifier?.hasPrefix("View-Encapsulated-Layout-") == true }
            .compactMap(\.identifier).sorted()
    }

    @Test("A hand-placed root added to a tree again has one set of encapsulated constraints, at its new size")
    func reAddedRootKeepsOneSetOfEncapsulatedConstraints() {
        let scene = TestScene(width: 40, height: 20)
        let (box, inner) = makeBox()
        var totals: [Int] = []
        for round in 0..<4 {
            scene.root.addSubview(box)
            box.frame.size.width = Double(10 + round)  // the size changes from one use to the next
            scene.window.layoutIfNeeded()
            totals.append(scene.window.engine.constraints.count)
            #expect(encapsulated(of: box, in: scene.window.engine) == [
                "View-Encapsulated-Layout-Height", "View-Encapsulated-Layout-Left",
                "View-Encapsulated-Layout-Top", "View-Encapsulated-Layout-Width",
            ])
            #expect(inner.frame.width == Double(10 + round))
            box.removeFromSuperview()
        }
        #expect(Set(totals).count == 1, "constraints in the window per use: \(totals)")
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
    }

    @Test("A removed hand-placed root holds no size of its own (it measures freely)")
    func removedRootHoldsNoSize() {
        let scene = TestScene(width: 40, height: 20)
        let (box, _) = makeBox()
        scene.root.addSubview(box)
        scene.window.layoutIfNeeded()
        box.removeFromSuperview()
        let engine = box.layoutEngine
        #expect(engine.map { encapsulated(of: box, in: $0) } == [])
        #expect(engine?.constraints.count == 4, "the inner view's edges only")
    }

    @Test("A fitting size counts a stack view's arranged labels, which get solver variables during the pass")
    func firstMeasurementCountsArrangedLabels() {
        let content = View(frame: Rect(x: 0, y: 0, width: 20, height: 0))
        let stack = StackView(arrangedSubviews: [Label(text: "first"), Label(text: "second")])
        stack.axis = .vertical
        content.addSubview(stack)
        stack.snp.makeConstraints { $0.edges.equalToSuperview() }
        let size = content.systemLayoutSizeFitting(Size(width: 20, height: 0),
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
        let scene = TestScene(width: 40, height: 20)
        let card = View(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        let stack = StackView(arrangedSubviews: [Label(text: "name"), Label(text: "total")])
        stack.axis = .vertical
        card.addSubview(stack)
        stack.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        _ = card.systemLayoutSizeFitting(Size(width: 20, height: 0), withHorizontalFittingPriority: .required,
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
        scene.window.layoutIfNeeded()
        #expect(stack.frame == Rect(x: 1, y: 1, width: 18, height: 2))
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 1])
        #expect(scene.log.messages.isEmpty)
    }

    @Test("A broken constraint moved into a window is tried again there, and logged again if it still conflicts")
    func brokenConstraintsMoveWithTheTree() {
        let scene = TestScene(width: 40, height: 20)
        let log = LogCollector()
        let card = View()
        let engine = card.layoutEngine
        engine?.logSink = log.sink
        let box = View()
        card.addSubview(box)
        box.snp.makeConstraints { $0.height.equalTo(2) }
        var broken: Constraint?
        box.snp.makeConstraints { broken = $0.height.equalTo(3).constraint }
        #expect(log.messages.count == 1)
        #expect(broken?.layoutConstraints.first?.isBroken == true)
        scene.root.addSubview(card)
        #expect(scene.log.messages.count == 1, "the conflict is still there in the window")
        #expect(broken?.layoutConstraints.first?.isBroken == true)
        broken?.deactivate()
        scene.window.layoutIfNeeded()
        #expect(box.frame.height == 2)
    }
}

import LayoutTesting
import Testing

@testable import Layout

/// The engine's two caches (additions waiting in a tree outside any window, a measurement
/// lingering in a sizing cell) are settled by the one path to the solver: reads never settle
/// them, and every operation on the solver does, first.
@Suite("Engine caches: pure reads, one path to the solver")
struct EngineCacheTests {
    /// A tree outside any window with a conflict inside: `height == 2` and `height == 3`.
    private func conflictingTree() -> (root: View, box: View, second: LayoutConstraint, log: LayoutLog) {
        let root = View()
        let log = LayoutLog()
        root.layoutEngine?.logSink = log.sink
        let box = View()
        root.addSubview(box)
        box.snp.makeConstraints { $0.height.equalTo(2) }
        var second: Constraint?
        box.snp.makeConstraints { second = $0.height.equalTo(3).constraint }
        return (root, box, second!.layoutConstraints[0], log)
    }

    @Test("Reading the engine's lists, isBroken and what affects a view adds nothing to the solver")
    func readsArePure() throws {
        let (root, box, second, log) = conflictingTree()
        let engine = try #require(root.ownedEngine)
        #expect(!second.isBroken)
        #expect(engine.brokenConstraints.isEmpty)
        #expect(engine.constraints.count == 2)
        #expect(box.constraintsAffectingLayout(for: .vertical).count == 2)
        #expect(engine.solverAdditionCount == 0, "no read reached the solver")
        #expect(log.messages.isEmpty)
        engine.solveIfNeeded()
        #expect(engine.solverAdditionCount == 2)
        #expect(second.isBroken)
        #expect(engine.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
        #expect(log.messages.count == 1, "the conflict shows when the solver is reached")
    }

    @Test("A change to an installed constraint makes the waiting additions first, in order")
    func aChangeInPlaceSettlesTheQueueFirst() throws {
        let (root, box, second, log) = conflictingTree()
        let engine = try #require(root.ownedEngine)
        engine.solveIfNeeded()
        let first = try #require(box.constraintsAffectingLayout(for: .vertical).first { $0 !== second })
        var third: Constraint?
        box.snp.makeConstraints { third = $0.width.equalTo(4).constraint }
        #expect(engine.solverAdditionCount == 2, "the width waits")
        first.constant = 3  // the conflict's other member: the broken one is retried
        #expect(engine.solverAdditionCount == 4, "the width, then the retried height")
        #expect(!second.isBroken)
        #expect(third?.layoutConstraints.first?.isBroken == false)
        #expect(log.messages.count == 1)
    }

    @Test("An optional constant keeps a lingering fit; a required one takes it out before it changes")
    func optionalConstantsKeepTheFit() throws {
        let root = View()
        let label = Label(text: "Cafe")
        root.addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview() }
        var pin: Constraint?
        label.snp.makeConstraints { pin = $0.width.greaterThanOrEqualTo(1).constraint }
        let size = root.systemLayoutSizeFitting(Size(width: 0, height: 0))
        #expect(size == Size(width: 4, height: 1))
        let engine = try #require(root.ownedEngine)
        #expect(engine.lingeringFit != nil)
        label.text = "Convenience store"  // hugging and compression: optional constants
        root.updateConstraintsIfNeeded()
        #expect(engine.lingeringFit != nil, "optional constants changed in place")
        pin?.update(offset: 2)
        #expect(engine.lingeringFit == nil, "a required change reaches the solver only after the fit is out")
        #expect(root.systemLayoutSizeFitting(Size(width: 0, height: 0)) == Size(width: 17, height: 1))
    }

    @Test("A measured subview leaving its tree takes no fitting constraint along and measures as a fresh one")
    func aMeasuredSubviewLeavesWithoutItsFit() throws {
        func makeCard() -> (card: View, label: Label) {
            let card = View(frame: Rect(x: 0, y: 0, width: 20, height: 3))
            let label = Label(text: "주휴 수당 weekly allowance")
            label.numberOfLines = 0
            card.addSubview(label)
            label.snp.makeConstraints { $0.edges.equalToSuperview() }
            return (card, label)
        }
        let root = View()
        let (card, _) = makeCard()
        root.addSubview(card)
        let target = Size(width: 12, height: 0)
        let measured = card.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(measured.width == 12 && measured.height > 1, "wrapped at the fitting width")
        let engine = try #require(root.ownedEngine)
        #expect(engine.lingeringFit != nil)
        #expect(
            card.constraintsAffectingLayout(for: .horizontal).contains {
                $0.identifier == "View-Encapsulated-Layout-Width"
            },
            "the set-aside width is active again in the registry")
        card.removeFromSuperview()
        #expect(engine.lingeringFit == nil, "taking the card's constraints out reached the solver")
        #expect(!engine.constraints.contains { $0.firstItem === card })
        let own = try #require(card.ownedEngine)
        #expect(!own.constraints.contains { $0.identifier?.hasPrefix("View-Fitting") == true })
        let (fresh, _) = makeCard()
        let again = card.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(again == measured)
        #expect(
            again
                == fresh.systemLayoutSizeFitting(
                    target, withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel))
    }
}

import LayoutTesting
import Testing

@testable import Layout

/// A tree built outside any window lists its constraints (no registry maps, no solver rows)
/// until its layout is first needed; joining a window hands the list over, registered once
/// there. Each transition is compared with a twin whose engine was built before it joined (the
/// other path of the engine), and, where it matters, with the same constraints made in the
/// window itself.
@Suite("Engine: a tree outside a window lists its constraints until its layout is needed")
struct DetachedTreeTests {
    /// A hand-placed card: two labels in a row, a section under them (its height optional) with
    /// a marker inside, and a hand-placed badge whose width the marker takes.
    final class Card {
        let view = View(frame: Rect(x: 1, y: 1, width: 24, height: 6))
        let name = Label(text: "GS25 강남역점")
        let total = Label(text: "₩1,068,812")
        let section = View()
        let marker = View()
        let badge = View(frame: Rect(x: 2, y: 4, width: 3, height: 1))
        var sectionHeight: Constraint?

        init(constrained: Bool = true) {
            for subview in [name, total, section, badge] { view.addSubview(subview) }
            section.addSubview(marker)
            if constrained { makeConstraints() }
        }

        func makeConstraints() {
            name.snp.makeConstraints {
                $0.top.leading.equalToSuperview()
                $0.trailing.lessThanOrEqualTo(total.snp.leading).offset(-1)
            }
            total.snp.makeConstraints { $0.top.trailing.equalToSuperview() }
            section.snp.makeConstraints {
                $0.top.equalTo(name.snp.bottom)
                $0.leading.trailing.equalToSuperview()
                sectionHeight = $0.height.equalTo(2).priority(.medium).constraint
            }
            marker.snp.makeConstraints {
                $0.top.leading.equalToSuperview()
                $0.width.equalTo(badge.snp.width)
                $0.height.equalTo(1)
            }
        }

        /// A second required height for the marker, against its `height == 1`.
        func makeConflict() -> LayoutConstraint? {
            var second: Constraint?
            marker.snp.makeConstraints { second = $0.height.equalTo(2).constraint }
            return second?.layoutConstraints.first
        }

        var views: [View] { [view, name, total, section, marker, badge] }
        var frames: [Rect] { views.map(\.frame) }

        /// Each active constraint of `engine` among the card's items, in activation order, as
        /// its items' places in `views` (the superview of the card `-1`) and its terms.
        func shape(in engine: LayoutEngine) -> [String] {
            func place(_ item: LayoutItem?) -> String {
                guard let item else { return "-" }
                return views.firstIndex { $0 === item }.map(String.init) ?? (item === view.superview ? "up" : "?")
            }
            return engine.constraints.filter { constraint in
                views.contains { $0 === constraint.firstItem } || views.contains { $0 === constraint.secondItem }
            }.map { constraint in
                "\(constraint.identifier ?? "") \(place(constraint.firstItem)).\(constraint.firstAttribute)"
                    + " \(constraint.relation) \(place(constraint.secondItem)).\(constraint.secondAttribute)"
                    + " x\(constraint.multiplier) + \(constraint.constant) @\(constraint.priority)"
            }
        }
    }

    /// Each card added to a window of its own and laid out (without a log): its frames, and its
    /// constraints in the window's engine.
    private func laidOutInWindows(
        _ cards: [Card], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (frames: [[Rect]], shapes: [[String]]) {
        var frames: [[Rect]] = []
        var shapes: [[String]] = []
        for card in cards {
            let scene = HeadlessWindow(width: 30, height: 10)
            scene.root.addSubview(card.view)
            scene.window.layoutIfNeeded()
            #expect(scene.log.messages.isEmpty, sourceLocation: sourceLocation)
            frames.append(card.frames)
            shapes.append(card.shape(in: scene.window.engine))
        }
        return (frames, shapes)
    }

    /// The constraints' identities an item lists, in order.
    private func references(_ item: LayoutItem) -> [ObjectIdentifier] {
        item.referencingConstraints.map(ObjectIdentifier.init)
    }

    @Test("A tree never asked for its layout builds no map and no solver row; its window registers it once")
    func aListedTreeIsRegisteredOnceInTheWindow() throws {
        let card = Card()
        let engine = try #require(card.view.ownedEngine)
        #expect(engine.isListing)
        #expect(engine.solverAdditionCount == 0)
        #expect(engine.registrationCount == 0)
        #expect(engine.activeConstraints.isEmpty && engine.registeredItems.isEmpty)
        let listed = engine.constraints
        // 3 + 2 + 4 + 4, and the badge's four encapsulated constraints (the marker's width refers to it).
        #expect(listed.count == 17)
        #expect(zip(listed, listed.dropFirst()).allSatisfy { $0.activationOrder < $1.activationOrder })
        #expect(listed.allSatisfy { $0.isActive && $0.engine === engine })
        #expect(card.badge.autoresizingConstraints.count == 4)
        let oldEncapsulated = card.badge.autoresizingConstraints

        let scene = HeadlessWindow(width: 30, height: 10)
        let window = scene.window.engine
        let registeredBefore = window.registrationCount
        let activeBefore = window.constraints.count
        scene.root.addSubview(card.view)
        // Every constraint active in the window now registered once, none twice: the 13 moved,
        // the badge's four rebuilt in place of the old ones, the card's and the root's own.
        #expect(window.registrationCount - registeredBefore == window.constraints.count - activeBefore)
        #expect(window.constraints.count - activeBefore >= 21)
        let moved = listed.filter { old in !oldEncapsulated.contains { $0 === old } }
        #expect(moved.count == 13)
        #expect(moved.allSatisfy { $0.engine === window && !$0.isPendingAddition && $0.solverConstraint != nil })
        #expect(engine.solverAdditionCount == 0 && engine.registrationCount == 0, "nothing was built out there")
        #expect(engine.constraints.isEmpty && card.view.ownedEngine == nil)
        #expect(oldEncapsulated.allSatisfy { !$0.isActive })
        #expect(
            !card.badge.referencingConstraints.contains { old in oldEncapsulated.contains { $0 === old } },
            "the replaced encapsulated constraints are listed by no item")
        for item in card.views { #expect(item.referencingConstraints.allSatisfy { $0.engine === window }) }
        scene.window.layoutIfNeeded()
        #expect(scene.log.messages.isEmpty)

        // The twin whose engine reached its solver outside the window (built there, then migrated).
        let twin = Card()
        twin.view.ownedEngine?.solveIfNeeded()
        #expect(twin.view.ownedEngine?.isListing == false)
        #expect((twin.view.ownedEngine?.solverAdditionCount ?? 0) > 0)
        let twinScene = HeadlessWindow(width: 30, height: 10)
        twinScene.root.addSubview(twin.view)
        twinScene.window.layoutIfNeeded()
        #expect(card.frames == twin.frames)
        #expect(card.shape(in: window) == twin.shape(in: twinScene.window.engine))
        #expect(card.marker.frame == Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(card.badge.frame == Rect(x: 2, y: 4, width: 3, height: 1), "the hand-placed badge keeps its frame")
        for (item, other) in zip(card.views, twin.views) {
            scene.window.inspector.selectedView = item
            twinScene.window.inspector.selectedView = other
            #expect(scene.window.inspector.report == twinScene.window.inspector.report)
            #expect(references(item).count == other.referencingConstraints.count)
        }
    }

    @Test("A tree asked for its fitting size builds its engine, then joins a window and lays out as a listed one")
    func aMeasuredTreeThenAdded() throws {
        let measured = Card()
        let size = measured.view.systemLayoutSizeFitting(Size(width: 0, height: 0))
        let engine = try #require(measured.view.ownedEngine)
        #expect(!engine.isListing, "the fitting size needed the solver")
        #expect(engine.solverAdditionCount > 0)
        #expect(engine.constraints.count == engine.activeConstraints.count)
        let listed = Card()
        let listedSize = listed.view.systemLayoutSizeFitting(Size(width: 0, height: 0))
        #expect(size == listedSize)

        let (frames, shapes) = laidOutInWindows([measured, Card()])
        #expect(frames[0] == frames[1])
        // The measured card made its labels' intrinsic-size constraints before it joined (the
        // measurement ran the constraints pass), the other in the window: the same constraints.
        #expect(shapes[0].sorted() == shapes[1].sorted())
    }

    /// Deactivates the section's height, makes another, changes a constant and an optional
    /// priority, and activates the first height again with a new constant: the same edits
    /// whether the card's engine lists or is built.
    private func edit(_ card: Card) {
        card.sectionHeight?.deactivate()
        card.section.snp.makeConstraints { $0.height.equalTo(3).priority(.high) }
        card.total.snp.updateConstraints { $0.top.equalToSuperview().offset(1) }
        var cap: Constraint?
        card.marker.snp.makeConstraints { cap = $0.width.lessThanOrEqualTo(9).priority(.low).constraint }
        _ = cap?.update(priority: .medium)
        card.sectionHeight?.activate()
        _ = card.sectionHeight?.update(offset: 4)
    }

    @Test("Constraints activated, deactivated and changed while listing are handed over as the built engine has them")
    func editsWhileListing() throws {
        let card = Card()
        let engine = try #require(card.view.ownedEngine)
        let before = engine.constraints
        edit(card)
        #expect(engine.isListing && engine.solverAdditionCount == 0)
        let after = engine.constraints
        #expect(after.count == before.count + 2)
        #expect(zip(after, after.dropFirst()).allSatisfy { $0.activationOrder < $1.activationOrder })
        #expect(after.last === card.sectionHeight?.layoutConstraints.first, "re-activated last")
        #expect(after.allSatisfy { $0.isActive })

        let built = Card()
        built.view.ownedEngine?.solveIfNeeded()
        edit(built)
        #expect(card.shape(in: engine) == built.shape(in: try #require(built.view.ownedEngine)))
        let (frames, shapes) = laidOutInWindows([card, built])
        #expect(frames[0] == frames[1])
        #expect(shapes[0] == shapes[1])
        #expect(card.section.frame.height == 3, "the high height over the medium one")
        #expect(card.total.frame.minY == 1)
    }

    /// Strips the addresses out of a log message.
    private func withoutAddresses(_ message: String) -> String {
        var text = ""
        var chars = message.makeIterator()
        var previous: Character?
        while let char = chars.next() {
            if previous == "0", char == "x", text.last == "0" {
                text.removeLast()
                text += "ADDR"
                var next = chars.next()
                while let digit = next, digit.isHexDigit { next = chars.next() }
                if let next { text.append(next) }
                previous = next
                continue
            }
            text.append(char)
            previous = char
        }
        return text
    }

    @Test("A conflict made while listing is logged by the window the tree joins, naming the same constraint")
    func aConflictWhileListingIsLoggedOnJoining() throws {
        let card = Card()
        let second = try #require(card.makeConflict())
        let engine = try #require(card.view.ownedEngine)
        let ownLog = LayoutLog()
        engine.logSink = ownLog.sink
        #expect(engine.brokenConstraints.isEmpty && !second.isBroken, "not known before the solver is reached")
        let scene = HeadlessWindow(width: 30, height: 10)
        scene.root.addSubview(card.view)
        #expect(ownLog.messages.isEmpty)
        #expect(scene.log.messages.count == 1, "logged by the window's engine when the tree joined")
        #expect(second.isBroken)

        // The same constraints made in the window itself.
        let inWindow = Card(constrained: false)
        let twinScene = HeadlessWindow(width: 30, height: 10)
        twinScene.root.addSubview(inWindow.view)
        inWindow.makeConstraints()
        #expect(inWindow.makeConflict()?.isBroken == true)
        #expect(twinScene.log.messages.count == 1)
        let message = try #require(scene.log.messages.first.flatMap(UnsatisfiableLog.init))
        let twinMessage = try #require(twinScene.log.messages.first.flatMap(UnsatisfiableLog.init))
        #expect(withoutAddresses(message.broken) == withoutAddresses(twinMessage.broken))
        #expect(message.listed.map(withoutAddresses) == twinMessage.listed.map(withoutAddresses))
        #expect(message.broken.contains(String(UInt(bitPattern: ObjectIdentifier(second).hashValue), radix: 16)))
    }

    @Test("A subtree removed from a window lists again; re-added, and moved to another window, it lays out the same")
    func removedReAddedAndMovedBetweenWindows() throws {
        let card = Card()
        let scene = HeadlessWindow(width: 30, height: 10)
        scene.root.addSubview(card.view)
        scene.window.layoutIfNeeded()
        let laidOut = card.frames
        let shape = card.shape(in: scene.window.engine)

        card.section.removeFromSuperview()
        let own = try #require(card.section.ownedEngine)
        #expect(own.isListing && own.solverAdditionCount == 0)
        #expect(own.constraints.count == 4, "the marker's top, leading and height, the section's height; the rest cut")
        #expect(card.marker.referencingConstraints.allSatisfy { $0.engine === own })
        card.view.addSubview(card.section)
        #expect(own.constraints.isEmpty && own.registrationCount == 0)
        card.section.snp.makeConstraints {
            $0.top.equalTo(card.name.snp.bottom)
            $0.leading.trailing.equalToSuperview()
        }
        card.marker.snp.makeConstraints { $0.width.equalTo(card.badge.snp.width) }
        scene.window.layoutIfNeeded()
        #expect(card.frames == laidOut)
        #expect(scene.log.messages.isEmpty)

        // To another window: out of the first (listing on its own), into the second.
        card.view.removeFromSuperview()
        let carried = try #require(card.view.ownedEngine)
        #expect(carried.isListing && carried.solverAdditionCount == 0)
        let other = HeadlessWindow(width: 30, height: 10)
        other.root.addSubview(card.view)
        other.window.layoutIfNeeded()
        #expect(card.frames == laidOut)
        #expect(other.log.messages.isEmpty)
        #expect(
            !scene.window.engine.constraints.contains { constraint in
                card.views.contains { $0 === constraint.firstItem }
            })
        for item in card.views {
            #expect(item.referencingConstraints.allSatisfy { $0.engine === other.window.engine })
            #expect(Set(references(item)).count == item.referencingConstraints.count, "each listed once")
        }
        #expect(card.shape(in: other.window.engine).count == shape.count)

        // A root view of one window given to another (the whole tree, its engine built).
        let controller = ViewController()
        let third = HeadlessWindow(width: 30, height: 10, rootViewController: controller)
        card.view.removeFromSuperview()
        controller.view.addSubview(card.view)
        third.window.layoutIfNeeded()
        let fourth = HeadlessWindow(width: 30, height: 10)
        fourth.window.rootViewController = controller
        fourth.window.layoutIfNeeded()
        #expect(card.frames == laidOut)
        #expect(fourth.log.messages.isEmpty)
    }

    @Test("A subtree taken out of a listing tree and put back: both engines only list, and the window lays it out")
    func subtreeMovedWhileListing() throws {
        let card = Card()
        let engine = try #require(card.view.ownedEngine)
        card.section.removeFromSuperview()
        let own = try #require(card.section.ownedEngine)
        #expect(engine.isListing && own.isListing)
        #expect(own.constraints.count == 4)
        #expect(card.marker.layoutVariables?.listedIn == ObjectIdentifier(own))
        #expect(card.badge.layoutVariables?.listedIn == ObjectIdentifier(engine))
        card.view.addSubview(card.section)
        #expect(card.section.ownedEngine == nil && own.constraints.isEmpty)
        #expect(engine.isListing && engine.solverAdditionCount == 0 && own.solverAdditionCount == 0)
        #expect(card.marker.layoutVariables?.listedIn == ObjectIdentifier(engine))
        card.section.snp.makeConstraints {
            $0.top.equalTo(card.name.snp.bottom)
            $0.leading.trailing.equalToSuperview()
        }
        card.marker.snp.makeConstraints { $0.width.equalTo(card.badge.snp.width) }
        let (frames, _) = laidOutInWindows([card, Card()])
        #expect(frames[0] == frames[1])
    }

    @Test("An item outliving its listing engine is registered afresh in the next one")
    func anItemOutlivingItsListingEngine() throws {
        let label = Label(text: "주휴수당")
        weak var ended: LayoutEngine?
        do {
            let root = View()
            root.addSubview(label)
            label.snp.makeConstraints { $0.top.leading.equalToSuperview() }
            ended = root.ownedEngine
            #expect(label.layoutVariables?.listedIn == ended.map(ObjectIdentifier.init))
        }
        #expect(ended == nil && label.superview == nil)
        #expect(label.layoutVariables?.listedIn == nil, "the engine's end cleared it")
        let scene = HeadlessWindow(width: 20, height: 4)
        scene.root.addSubview(label)
        label.snp.makeConstraints { $0.top.leading.equalToSuperview().offset(1) }
        scene.window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 1, y: 1, width: 8, height: 1))
        #expect(scene.log.messages.isEmpty)
    }

    @Test("translatesAutoresizingMaskIntoConstraints switched while listing; a listing root holds no frame")
    func handPlacedViewsWhileListing() throws {
        let card = Card()
        let engine = try #require(card.view.ownedEngine)
        #expect(card.view.autoresizingConstraints.isEmpty)
        card.badge.translatesAutoresizingMaskIntoConstraints = false
        #expect(card.badge.autoresizingConstraints.isEmpty)
        card.badge.snp.makeConstraints {
            $0.bottom.trailing.equalToSuperview()
            $0.width.equalTo(4)
            $0.height.equalTo(1)
        }
        #expect(engine.isListing)
        #expect(!engine.constraints.contains { $0.identifier?.hasPrefix("View-Encapsulated") == true })
        let scene = HeadlessWindow(width: 30, height: 10)
        scene.root.addSubview(card.view)
        scene.window.layoutIfNeeded()
        #expect(card.badge.frame == Rect(x: 20, y: 5, width: 4, height: 1))
        #expect(card.marker.frame.width == 4)
        #expect(card.view.autoresizingConstraints.count == 4)
        #expect(card.view.frame == Rect(x: 1, y: 1, width: 24, height: 6))
        #expect(scene.log.messages.isEmpty)
    }
}

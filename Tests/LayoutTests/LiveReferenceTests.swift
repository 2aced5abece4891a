import LayoutTesting
import Testing

@testable import Layout

/// UIKit's rule for what a constraint refers to: its items and its engine are not retained, and
/// read nil once they have ended. They are `LiveReference`s, which the item or the engine clears
/// at its end, not weak references (see `LiveReference`).
@Suite("A constraint's items and engine, once they have ended")
struct LiveReferenceTests {
    @Test("An inactive constraint reads nil for items that have ended, and does not keep them")
    func inactiveConstraintOutlivingItsItems() {
        weak var endedFirst: View?
        weak var endedSecond: LayoutGuide?
        let constraint: LayoutConstraint
        do {
            let view = View()
            let guide = LayoutGuide()
            view.addLayoutGuide(guide)
            constraint = view.widthAnchor.constraint(equalTo: guide.widthAnchor, constant: 2)
            endedFirst = view
            endedSecond = guide
            #expect(constraint.firstItem === view && constraint.secondItem === guide)
        }
        #expect(endedFirst == nil && endedSecond == nil, "the constraint keeps neither alive")
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(!constraint.isActive)
        // Activating it has nothing to activate in: it stays inactive, as with UIKit's nil item.
        constraint.isActive = true
        #expect(!constraint.isActive)
    }

    @Test("A constraint held after its tree and engine have ended is inactive, with no items")
    func activeConstraintOutlivingItsTree() throws {
        weak var endedEngine: LayoutEngine?
        weak var endedChild: View?
        let constraint: LayoutConstraint
        let chain: Constraint
        let variables: ItemVariables
        do {
            let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 5))
            let child = View()
            root.addSubview(child)
            chain = try #require(
                child.snp.prepareConstraints { $0.top.leading.equalToSuperview().offset(1) }.first)
            chain.activate()
            constraint = try #require(chain.layoutConstraints.first)
            child.snp.makeConstraints { $0.size.equalTo(3) }
            root.layoutIfNeeded()
            #expect(child.frame == Rect(x: 1, y: 1, width: 3, height: 3))
            #expect(constraint.isActive && constraint.firstItem === child && constraint.secondItem === root)
            #expect(chain.item === child && chain.view === child)
            variables = try #require(child.layoutVariables)
            #expect(variables.owner === child)
            endedEngine = root.ownedEngine
            endedChild = child
            #expect(endedEngine != nil)
        }
        #expect(endedChild == nil && endedEngine == nil, "neither the constraints nor the chain keep them alive")
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(constraint.engine == nil && !constraint.isActive)
        #expect(chain.item == nil && chain.view == nil && !chain.isActive)
        #expect(variables.owner == nil)
        // Changing what is left touches no engine.
        constraint.constant = 4
        chain.deactivate()
        #expect(!constraint.isActive)
    }

    @Test("An item that lives on keeps its constraints' references after another item ends")
    func oneItemEndsTheOtherStays() {
        let scene = HeadlessWindow(width: 20, height: 5)
        let stays = View()
        scene.root.addSubview(stays)
        stays.snp.makeConstraints {
            $0.top.leading.equalToSuperview(); $0.size.equalTo(2)
        }
        let constraint: LayoutConstraint
        do {
            let goes = View()
            scene.root.addSubview(goes)
            goes.snp.makeConstraints {
                $0.top.equalTo(stays.snp.bottom); $0.leading.equalToSuperview(); $0.size.equalTo(1)
            }
            constraint = goes.topAnchor.constraint(equalTo: stays.bottomAnchor, constant: 1)
            scene.window.layoutIfNeeded()
            #expect(goes.frame == Rect(x: 0, y: 2, width: 1, height: 1))
            goes.removeFromSuperview()
        }
        #expect(constraint.firstItem == nil && constraint.secondItem === stays)
        scene.window.layoutIfNeeded()
        #expect(stays.frame == Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(stays.referencingConstraints.allSatisfy { $0.firstItem === stays || $0.secondItem === stays })
        #expect(scene.log.messages.isEmpty)
    }
}

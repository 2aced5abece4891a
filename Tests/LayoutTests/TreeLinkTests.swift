import LayoutTesting
import Testing

@testable import Layout

/// The tree's links and marks after this session's speed work: `superview` is not retained
/// (`unowned(unsafe)`), and marking walks ask the window for a frame only when they flag the root.
@Suite("Tree links and frame requests")
struct TreeLinkTests {
    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = View(), grandchild = View()
        child.addSubview(grandchild)
        do {
            let parent = View()
            parent.addSubview(child)
            #expect(child.superview === parent)
            #expect(grandchild.window == nil && child.rootView === parent)
        }
        // The parent is gone: its deinit cleared the link (a dangling one would crash or lie here).
        #expect(child.superview == nil)
        #expect(grandchild.rootView === child)
        // Marking walks up from the grandchild and must end at the child, the root now.
        child.layoutIfNeeded()
        #expect(!child.subtreeNeedsLayout)
        grandchild.setNeedsLayout()
        #expect(child.subtreeNeedsLayout)
    }

    @Test func aMarkDeepInALaidOutTreeAsksForAFrame() {
        let scene = HeadlessWindow(width: 20, height: 6)
        let box = View(), inner = View()
        scene.root.addSubview(box)
        box.addSubview(inner)
        box.snp.makeConstraints { $0.edges.equalToSuperview() }
        inner.snp.makeConstraints {
            $0.top.leading.equalToSuperview(); $0.size.equalTo(2)
        }
        _ = scene.window.render()
        #expect(!scene.window.needsFrame)
        inner.setNeedsLayout()
        #expect(scene.window.needsFrame, "the walk flagged the root: a frame is asked for")
        _ = scene.window.render()
        #expect(!scene.window.needsFrame)
        inner.setNeedsUpdateConstraints()
        #expect(scene.window.needsFrame)
        _ = scene.window.render()
        inner.setNeedsDisplay()
        #expect(scene.window.needsFrame)
    }
}

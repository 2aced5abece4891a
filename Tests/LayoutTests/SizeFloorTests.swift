import Canvas
import LayoutTesting
import Testing

@testable import Layout

/// The implicit, solver-only `width >= 0` / `height >= 0` are held only on the axes where a view
/// has an intrinsic size its constraints may compress (labels, images, custom intrinsic sizes);
/// other items take the sizes their constraints give them. These tests pin both sides and the
/// floors' life across engines.
@Suite("Layout engine: size floors")
struct SizeFloorTests {
    @Test func aPlainViewSqueezedByRequiredEdgesTakesANegativeWidthWithoutALog() {
        let scene = HeadlessWindow(width: 10, height: 4)
        let view = View()
        scene.root.addSubview(view)
        view.snp.makeConstraints {
            $0.left.right.equalToSuperview().inset(6)
            $0.top.bottom.equalToSuperview()
        }
        scene.window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 6, y: 0, width: -2, height: 4))
        #expect(scene.log.messages.isEmpty)
        #expect(scene.window.engine.brokenConstraints.isEmpty)
        // Drawing treats the negative size as empty.
        view.backgroundStyle = Style()
        var canvas = Canvas(width: 10, height: 4)
        scene.window.draw(into: &canvas)
        #expect(scene.log.messages.isEmpty)
    }

    @Test func aLabelForcedBelowZeroHeightBreaksTheConstraintWithTheLog() throws {
        let scene = HeadlessWindow(width: 20, height: 6)
        let label = Label(text: "Cafe")
        scene.root.addSubview(label)
        var height: Constraint?
        label.snp.makeConstraints {
            $0.top.left.equalToSuperview()
            height = $0.height.equalTo(-2).constraint
        }
        scene.window.layoutIfNeeded()
        try #require(scene.log.messages.count == 1)
        let parsed = try #require(UnsatisfiableLog(scene.log.messages[0]))
        let broken = try #require(height?.layoutConstraints.first)
        #expect(broken.isBroken)
        #expect(parsed.broken == broken.description)
        #expect(parsed.listed == [broken.description], "the floor itself is never listed")
        #expect(label.frame == Rect(x: 0, y: 0, width: 4, height: 1), "laid out at its intrinsic size")

        // A constant the floor allows holds again.
        height?.update(offset: 2)
        scene.window.layoutIfNeeded()
        #expect(!broken.isBroken)
        #expect(label.frame.height == 2)
        #expect(scene.log.messages.count == 1)
    }

    @Test func floorsFollowTheAxesThatHaveAnIntrinsicSize() {
        let scene = HeadlessWindow(width: 10, height: 4)
        let view = WidthOnlyView()
        scene.root.addSubview(view)
        view.snp.makeConstraints {
            $0.left.equalToSuperview()
            $0.width.equalTo(-3)
            $0.top.bottom.equalToSuperview().inset(3)
        }
        scene.window.layoutIfNeeded()
        #expect(view.frame.height == -2, "no intrinsic height: no floor")
        #expect(scene.log.messages.count == 1, "the intrinsic width is floored: width == -3 is broken")
        #expect(view.frame.width == 5)
    }

    @Test func floorsMoveWithTheirViewIntoAnotherEngine() throws {
        let container = View(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        let label = Label(text: "D-5")
        container.addSubview(label)
        label.snp.makeConstraints { $0.top.left.equalToSuperview() }
        container.updateConstraintsIfNeeded()  // the label's floors go into the container's engine

        let scene = HeadlessWindow(width: 20, height: 6)
        scene.root.addSubview(container)
        var height: Constraint?
        label.snp.makeConstraints { height = $0.height.equalTo(-1).constraint }
        try #require(scene.log.messages.count == 1, "rejected on activation: the floor came along")
        #expect(height?.layoutConstraints.first?.isBroken == true)
        scene.window.layoutIfNeeded()
        #expect(label.frame == Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(scene.log.messages.count == 1)
    }
}

/// A view with an intrinsic width and no intrinsic height.
private final class WidthOnlyView: View {
    override var intrinsicContentSize: Size { Size(width: 5, height: View.noIntrinsicMetric) }
}

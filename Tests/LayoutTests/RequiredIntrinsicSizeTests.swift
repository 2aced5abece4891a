import LayoutTesting
import Testing

@testable import Layout

/// A view whose hugging and compression resistance are both required holds its intrinsic size
/// as an equality: its frame follows every change of the size, growing or shrinking, and the
/// two sides are never reported as a conflict on the way (the engine sets the side a change
/// loosens before the one it tightens).
@Suite("Layout engine: a required intrinsic size")
struct RequiredIntrinsicSizeTests {
    @Test func theFrameFollowsEveryChangeWithoutAConflict() {
        let scene = HeadlessWindow(width: 10, height: 8)
        let view = SizedView()
        for axis in [Axis.horizontal, .vertical] {
            view.setContentHuggingPriority(.required, for: axis)
            view.setContentCompressionResistancePriority(.required, for: axis)
        }
        scene.root.addSubview(view)
        view.snp.makeConstraints { $0.top.left.equalToSuperview() }
        for height in [0.0, 1, 3, 1, 0, 2, 0] {
            view.size = Size(width: height * 2, height: height)
            scene.window.layoutIfNeeded()
            #expect(view.frame == Rect(x: 0, y: 0, width: height * 2, height: height))
        }
        #expect(scene.log.messages.isEmpty)
        #expect(scene.window.engine.brokenConstraints.isEmpty)
    }
}

/// A view whose intrinsic size is set from outside.
private final class SizedView: View {
    var size = Size(width: 0, height: 0) { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: Size { size }
}

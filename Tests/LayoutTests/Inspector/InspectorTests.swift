import Foundation
import LayoutTesting
import Testing

@testable import Layout

/// The inspector: F12 (as the terminal sends it, `ESC [ 2 4 ~`) shows the tree of the screen on
/// top with frames, ambiguous (`?`) and broken (`!`) layouts marked, the selected view's
/// constraints with priorities; keys and clicks select; Esc closes.
@Suite struct InspectorTests {
    /// A title pinned at (2, 1), a box with no vertical position (ambiguous), and a bar asked
    /// to be 3 and 5 rows high at once (one of the two is broken).
    final class Scene: ViewController {
        let heading = Label(text: "Pay")
        let floating = View()
        let bar = View()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(heading)
            view.addSubview(floating)
            view.addSubview(bar)
            heading.snp.makeConstraints {
                $0.top.equalToSuperview().offset(1)
                $0.leading.equalToSuperview().offset(2)
            }
            floating.snp.makeConstraints {
                $0.leading.equalToSuperview().offset(2)
                $0.width.equalTo(10)
                $0.height.equalTo(1)
            }
            bar.snp.makeConstraints {
                $0.leading.trailing.equalToSuperview()
                $0.bottom.equalToSuperview()
                $0.height.equalTo(3)
            }
            bar.heightAnchor.constraint(equalToConstant: 5).isActive = true
        }
    }

    static let f12 = "\u{1B}[24~"

    @Test func f12ShowsTheTreeMarksBrokenAndAmbiguousLayoutsAndListsConstraints() throws {
        let scene = Scene()
        let screen = HeadlessWindow(width: 80, height: 24, rootViewController: scene)
        screen.render()
        #expect(!screen.window.inspector.isVisible)
        screen.feed(Self.f12)
        let inspector = screen.window.inspector
        #expect(inspector.isVisible)
        #expect(inspector.selectedView === scene.view)
        let tree = inspector.report.split(separator: "\n").map(String.init)
        #expect(tree[0] == "Inspector  ↑↓ select  Esc close")
        #expect(tree[1] == ">View (0, 0, 80, 24)")
        // "Pay" is 3 cells wide, one high, at (2, 1).
        #expect(tree[2] == "  Label \"Pay\" (2, 1, 3, 1)")
        #expect(tree[3].hasPrefix("  View (2, ") && tree[3].hasSuffix(", 10, 1) ?"))
        // The later constraint (height == 5) is the one broken: the bar is 3 high at the bottom.
        #expect(tree[4] == "  View (0, 21, 80, 3) !")

        screen.feed("\u{1B}[B\u{1B}[B\u{1B}[B")  // ↓ three times: the bar
        #expect(inspector.selectedView === scene.bar)
        let details = inspector.report.components(separatedBy: "──\n")[1].split(separator: "\n").map(String.init)
        #expect(
            details == [
                "View frame (0, 21, 80, 3)",
                "H leading == View.leading @1000",
                "H trailing == View.trailing @1000",
                "V bottom == View.bottom @1000",
                "V height == 3 @1000",
                "V height == 5 @1000 BROKEN",
            ])
        // The keys went to the inspector, not to the screen; a click selects what is under it.
        screen.feed("\u{1B}[<0;4;2M\u{1B}[<0;4;2m")
        #expect(inspector.selectedView === scene.heading)
        #expect(inspector.report.contains("H leading == View.leading + 2 @1000"))
        #expect(inspector.report.contains("V top == View.top + 1 @1000"))
        // The selected view shows reversed.
        #expect(screen.render()[2, 1].style.isReversed)
        screen.feed("\u{1B}")
        #expect(!inspector.isVisible)
        #expect(!screen.render()[2, 1].style.isReversed)
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    @Test(arguments: [(80.0, 24.0), (40.0, 20.0)])
    func thePanelOnTheScreen(width: Double, height: Double) {
        let scene = Scene()
        let screen = HeadlessWindow(width: width, height: height, rootViewController: scene)
        screen.render()
        screen.window.inspector.isVisible = true
        screen.window.inspector.selectedView = scene.bar
        SnapshotDirectory(Self.directory, recordVariable: "PAYDAY_RECORD").expect(
            screen.text, named: "inspector-\(Int(width))x\(Int(height))")
    }

    /// The panel light and dark, at 80x24 and 40x20, in 24-bit colour and monochrome, with each
    /// row's colours: the border and separator in `separator`, the broken view and constraint
    /// in `destructive`, the ambiguous view in `warning`.
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func thePanelsColours(style: UserInterfaceStyle) {
        expectColourSnapshots("inspector", style: style, in: Self.directory) { width, height, traits in
            let scene = Scene()
            let screen = HeadlessWindow(width: width, height: height, rootViewController: scene)
            screen.window.traitCollection = traits
            screen.render()
            screen.window.inspector.isVisible = true
            screen.window.inspector.selectedView = scene.bar
            return describeStyles(screen.render())
        }
    }
}

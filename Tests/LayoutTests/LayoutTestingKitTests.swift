import Foundation
import Layout
import LayoutTesting
import Terminal
import TerminalHosting
import Testing

/// A screen with a label that the keys change, for the kit's input and clock.
private final class CounterController: ViewController {
    let label = Label(text: "count 0")
    let bar = View()
    private(set) var count = 0
    private(set) var typed = ""
    private var barWidth: Constraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        view.addSubview(bar)
        bar.backgroundStyle = Style(attributes: [.reverse])
        label.snp.makeConstraints { $0.top.left.equalToSuperview() }
        bar.snp.makeConstraints {
            $0.top.equalTo(label.snp.bottom)
            $0.left.equalToSuperview()
            $0.height.equalTo(1)
            barWidth = $0.width.equalTo(0).constraint
        }
    }

    override func pressesBegan(_ press: KeyPress) {
        switch press {
        case .upArrow: count += 1
        case .downArrow: count -= 1
        case .enter:
            // Grow the bar to 10 cells over one second.
            barWidth?.update(offset: 10)
            View.animate(withDuration: 1) { self.view.layoutIfNeeded() }
        default:
            guard press.modifierFlags.isEmpty else { return super.pressesBegan(press) }
            typed += press.input
        }
        label.text = "count \(count) \(typed)"
    }

    override func paste(_ text: String) {
        typed += "[\(text)]"
        label.text = "count \(count) \(typed)"
    }
}

@Suite("LayoutTesting: headless window, screens, input, clock")
struct LayoutTestingKitTests {
    private func makeScreen() -> (HeadlessWindow, CounterController) {
        let controller = CounterController()
        return (HeadlessWindow(width: 20, height: 3, rootViewController: controller), controller)
    }

    @Test func aScreenComparisonListsTheCellsThatDiffer() throws {
        #expect(ScreenDifference(expected: "ab\ncd  \n\n", actual: "ab\ncd") == nil, "trailing blanks do not count")
        let difference = try #require(ScreenDifference(expected: "abc\nxyz", actual: "abd\nxy\nq"))
        #expect(difference.cells.map { [$0.row, $0.column] } == [[0, 2], [1, 2], [2, 0]])
        #expect(difference.cells[0].expected == "c" && difference.cells[0].actual == "d")
        #expect(difference.cells[1].actual == nil)
        #expect(difference.description.contains("row 0, column 2: expected \"c\", got \"d\""))
        #expect(difference.description.contains("row 1, column 2: expected \"z\", got nothing"))
    }

    @Test func expectScreenRecordsAnIssueOnlyWhenTheScreensDiffer() {
        let (screen, _) = makeScreen()
        expectScreen(screen, equals: "count 0")
        withKnownIssue("a different screen is an issue") {
            expectScreen(screen, equals: "count 1")
        }
    }

    @Test func keysTypingAndPastesGoThroughTheRespondersAndTheNextFrameShowsThem() throws {
        let (screen, controller) = makeScreen()
        try screen.press("up up down")
        #expect(controller.count == 1)
        screen.type("hi")
        #expect(screen.paste("you"))
        #expect(screen.press(.upArrow))
        expectScreen(screen, equals: "count 2 hi[you]")
        #expect(!screen.press(.control("x")), "a key no responder takes reaches the window unused")
        #expect(throws: KeyScriptError.self) { try screen.press("up nonsense-key") }
        #expect(
            KeyPress(Key.backTab) == .backTab && KeyPress(Key.character("한")) == .character("한")
                && KeyPress(Key.control("a")) == .control("a"))
    }

    @Test func theClockStepsAnAnimationFrameByFrame() throws {
        let (screen, _) = makeScreen()
        try screen.press("enter")
        #expect(screen.window.needsFrame, "an animation is running")
        screen.step(by: 0.5)
        let halfway = screen.text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(halfway.count > 0 && halfway.count < 10, "part of the way: \(halfway.debugDescription)")
        let elapsed = screen.settle()
        #expect(elapsed <= 0.6 && !screen.window.needsFrame)
        #expect(screen.render().lines[1].hasPrefix(String(repeating: " ", count: 10)))
        #expect(screen.log.messages.isEmpty)
    }

    @Test func aSnapshotDirectoryComparesAndSaysHowToRecord() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layout-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("count 0\n".utf8).write(to: directory.appendingPathComponent("counter.txt"))
        let snapshots = SnapshotDirectory(directory, recordVariable: "LAYOUT_TESTING_KIT_NEVER_SET")
        let (screen, _) = makeScreen()
        snapshots.expect(screen.text, named: "counter")
        withKnownIssue("a missing snapshot is an issue") { snapshots.expect(screen.text, named: "absent") }
        try screen.press("up")
        withKnownIssue("a changed screen is an issue") { snapshots.expect(screen.text, named: "counter") }
    }
}

@Suite("TerminalHosting: a window in the run loop")
struct WindowHostTests {
    @Test func eventsReachTheWindowAndAnUnusedQQuits() throws {
        let controller = CounterController()
        let backend = HeadlessBackend(
            size: TerminalSize(width: 20, height: 3),
            script: try ScriptStep.parse("up up a resize:24x4"))
        let host = WindowHost(rootViewController: controller, size: backend.size, clock: backend.clock)
        try TerminalRunLoop(backend: backend, clock: backend.clock).run(host)
        #expect(controller.count == 2 && controller.typed == "a")
        #expect(host.window.size == Size(width: 24, height: 4))
        #expect(backend.text.hasPrefix("count 2 a"))
        #expect(!host.shouldQuit)
        host.handle(.key(.character("q")))
        #expect(!host.shouldQuit, "the counter types q: a used key never quits")
        host.handle(.paste("xy"))
        #expect(controller.typed == "aq[xy]")
    }

    @Test func aKeyNoResponderUsesQuitsWhenItIsAQuitKey() {
        let host = WindowHost(
            rootViewController: ViewController(), size: TerminalSize(width: 10, height: 2),
            clock: ManualClock())
        host.handle(.key(.character("x")))
        #expect(!host.shouldQuit)
        host.handle(.key(.character("q")))
        #expect(host.shouldQuit)
    }

    /// The quit keys are kept as a list (`quitKeyList`) and given as a set (`quitKeys`): either
    /// set, the other reads the same keys, and a key no responder uses quits exactly when listed.
    @Test func theQuitKeysAsAListAndAsASetAreTheSameKeys() {
        func host() -> WindowHost {
            WindowHost(
                rootViewController: ViewController(), size: TerminalSize(width: 10, height: 2), clock: ManualClock())
        }
        let keys: [Key] = [.character("q"), .escape, .control("c"), .character("x")]
        #expect(host().quitKeyList == [.character("q")] && host().quitKeys == [.character("q")])
        let listed = host()
        listed.quitKeyList = [.escape, .control("c")]
        #expect(listed.quitKeys == [.escape, .control("c")])
        let inserted = host()
        inserted.quitKeys.insert(.escape)
        #expect(Set(inserted.quitKeyList) == [.character("q"), .escape] && inserted.quitKeyList.count == 2)
        for quitting in [listed, inserted] {
            for key in keys {
                let fresh = host()
                fresh.quitKeyList = quitting.quitKeyList
                fresh.handle(.key(key))
                #expect(fresh.shouldQuit == quitting.quitKeys.contains(key), "\(key)")
            }
        }
    }
}

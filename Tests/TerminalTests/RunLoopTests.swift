import Canvas
import Testing

@testable import Terminal

/// A small screen for driving the run loop: a list with a selection, and a panel that grows
/// from 0 to 4 rows over 0.5 s (linear) when Enter is pressed. It reads the time from its
/// clock, which the run loop must be given too (`HeadlessBackend(..., clock: screen.clock)`).
final class ListScreen: TerminalApp {
    let clock: ManualClock
    var items = ["alpha", "beta", "감마"]
    var selected = 0
    var handled: [Event] = []
    var renderedSizes: [TerminalSize] = []
    var quitOnQ = true
    private var quitRequested = false
    private var openedAt: Double?
    /// The clock's time at the last frame: frames are wanted until one shows the panel whole.
    private var renderedAt = 0.0
    static let duration = 0.5

    init(clock: ManualClock = ManualClock()) { self.clock = clock }

    var shouldQuit: Bool { quitRequested }
    var minimumSize: TerminalSize { TerminalSize(width: 12, height: 6) }
    var quitKeys: Set<Key> { quitOnQ ? [.character("q")] : [] }
    /// Where the app asks for the terminal's cursor.
    var cursorPosition: CellPosition?
    /// Done once the clock is within a microsecond of the end: 30 steps of 1/60 s add up to
    /// a hair under 0.5 in binary floating point.
    var wantsFrame: Bool { openedAt.map { _ in progress(at: renderedAt) < 1 } ?? false }

    func progress(at time: Double) -> Double {
        guard let openedAt else { return 0 }
        return min((time - openedAt + 1e-6) / Self.duration, 1)
    }

    func handle(_ event: Event) {
        handled.append(event)
        switch event {
        case .key(.down): selected = min(selected + 1, items.count - 1)
        case .key(.up): selected = max(selected - 1, 0)
        case .key(.enter): openedAt = clock.now
        case .key(.character("q")) where quitOnQ: quitRequested = true
        case .mouse(let mouse) where items.indices.contains(mouse.y): selected = mouse.y
        default: break
        }
    }

    /// Rows of the panel at `time`.
    func panelHeight(at time: Double) -> Int {
        Int((4 * progress(at: time)).rounded(.down))
    }

    func render(into canvas: inout Canvas) {
        renderedAt = clock.now
        renderedSizes.append(TerminalSize(width: canvas.width, height: canvas.height))
        for (index, item) in items.enumerated() {
            canvas.draw(
                (index == selected ? "> " : "  ") + item, x: 0, y: index,
                style: index == selected ? Style(foreground: .red, attributes: .reverse) : .plain)
        }
        let height = panelHeight(at: renderedAt)
        if height >= 2 {
            canvas.drawBox(CellRect(x: 0, y: items.count, width: canvas.width, height: height))
        }
        canvas.draw(
            "\(canvas.width)x\(canvas.height)",
            in: CellRect(x: 0, y: canvas.height - 1, width: canvas.width, height: 1),
            alignment: .trailing)
    }
}

@Suite("Run loop on the headless backend")
struct RunLoopTests {
    private func run(
        _ script: String, size: TerminalSize = TerminalSize(width: 14, height: 8), depth: ColorDepth = .palette256,
        app: ListScreen = ListScreen()
    ) throws -> (HeadlessBackend, TerminalRunLoop, ListScreen) {
        let backend = HeadlessBackend(
            size: size, script: try ScriptStep.parse(script), colorDepth: depth, clock: app.clock)
        let loop = TerminalRunLoop(backend: backend, clock: backend.clock)
        try loop.run(app)
        return (backend, loop, app)
    }

    @Test func firstFrameAndKeys() throws {
        let (backend, _, app) = try run("down down up")
        #expect(app.selected == 1)
        #expect(
            backend.text == """
                  alpha
                > beta
                  감마




                          14x8
                """)
        #expect(backend.screen[0, 1].style == Style(foreground: .red, attributes: .reverse))
    }

    @Test func quitsOnQAndIgnoresTheRest() throws {
        let (backend, _, app) = try run("down q down down")
        #expect(app.handled == [.key(.down), .key(.character("q"))])
        #expect(!backend.isScriptFinished)
    }

    @Test func ctrlCAlwaysQuits() throws {
        let app = ListScreen()
        app.quitOnQ = false
        let (backend, _, _) = try run("q ctrl-c down", app: app)
        #expect(app.handled == [.key(.character("q")), .key(.control("c"))])
        #expect(!backend.isScriptFinished)
    }

    @Test func onlyChangedCellsAreDrawn() throws {
        let backend = HeadlessBackend(size: TerminalSize(width: 14, height: 8), script: [.event(.key(.down))])
        let loop = TerminalRunLoop(backend: backend, clock: backend.clock)
        try loop.renderFrame(ListScreen())
        let firstFrameCells = backend.cellsDrawn
        #expect(firstFrameCells == 14 * 8 - 2)  // one wide character covers two cells
        let app = ListScreen()
        try loop.renderFrame(app)
        #expect(backend.cellsDrawn == firstFrameCells, "the same frame again draws nothing")
        app.selected = 1
        try loop.renderFrame(app)
        // Rows 0 and 1 change: the marker and the style of "  alpha"/"> beta" (7 and 6 cells).
        #expect(backend.cellsDrawn - firstFrameCells == 13)
    }

    @Test func idleDrawsNoFramesWhileTimePasses() throws {
        let (backend, loop, _) = try run("wait:30 down wait:30")
        #expect(loop.framesRendered == 2, "the first frame and the one after the key")
        #expect(backend.clock.now == 60)
    }

    @Test func animationRunsAtSixtyFramesASecondOnTheVirtualClock() throws {
        let (backend, loop, app) = try run("enter")
        // 0.5 s of animation at 1/60 s: 30 frames, plus the first frame and the key's frame.
        #expect(loop.framesRendered == 32)
        #expect(abs(backend.clock.now - 0.5) < 1e-9)
        #expect(app.panelHeight(at: backend.clock.now) == 4)
        #expect(backend.text.contains("╭────────────╮"))
        #expect(backend.text.contains("╰────────────╯"))
    }

    @Test func animationFramesShowIntermediateStates() throws {
        let app = ListScreen()
        let backend = HeadlessBackend(
            size: TerminalSize(width: 14, height: 8), script: try ScriptStep.parse("enter"),
            clock: app.clock)
        let loop = TerminalRunLoop(backend: backend, clock: backend.clock)
        var heights: Set<Int> = []
        final class Recorder: TerminalApp {
            let inner: ListScreen
            var record: (Int) -> Void
            init(_ inner: ListScreen, record: @escaping (Int) -> Void) { self.inner = inner; self.record = record }
            var wantsFrame: Bool { inner.wantsFrame }
            var shouldQuit: Bool { inner.shouldQuit }
            var minimumSize: TerminalSize { inner.minimumSize }
            func handle(_ event: Event) { inner.handle(event) }
            func render(into canvas: inout Canvas) {
                inner.render(into: &canvas)
                record(inner.panelHeight(at: inner.clock.now))
            }
        }
        try loop.run(Recorder(app) { heights.insert($0) })
        #expect(heights == [0, 1, 2, 3, 4])
    }

    @Test func resizeInTheMiddleOfAnAnimationRelaysOut() throws {
        let (backend, _, app) = try run("enter wait:0.2 resize:20x9")
        #expect(app.renderedSizes.contains(TerminalSize(width: 14, height: 8)))
        #expect(app.renderedSizes.last == TerminalSize(width: 20, height: 9))
        #expect(backend.size == TerminalSize(width: 20, height: 9))
        #expect(app.panelHeight(at: backend.clock.now) == 4, "the animation finished after the resize")
        #expect(backend.screen.lines[3] == "╭──────────────────╮")
        #expect(backend.screen.lines[8] == "                20x9")
    }

    @Test func tooSmallShowsACentredMessage() throws {
        let (backend, _, app) = try run("resize:40x3")
        #expect(app.renderedSizes == [TerminalSize(width: 14, height: 8)])
        #expect(
            backend.screen.lines == [
                "           Terminal too small           ",
                "          need 12x6, have 40x3          ",
                "                                        ",
            ])
    }

    @Test func tooSmallAndBackAgain() throws {
        let (backend, _, _) = try run("resize:8x2 resize:14x8")
        #expect(backend.screen.lines[0] == "> alpha       ")
    }

    /// While the message shows, keys, clicks and pastes do not reach the app (the user cannot
    /// see what they would change); quit keys and resizes do.
    @Test func tooSmallLetsOnlyQuitKeysThrough() throws {
        let (_, _, app) = try run("resize:8x2 down down enter click:3,2 resize:14x8")
        #expect(app.selected == 0)
        #expect(!app.wantsFrame)
        #expect(
            app.handled == [.resize(TerminalSize(width: 8, height: 2)), .resize(TerminalSize(width: 14, height: 8))])
        let (_, _, quitting) = try run("resize:8x2 q down")
        #expect(quitting.shouldQuit)
        #expect(quitting.handled.last == .key(.character("q")))
    }

    @Test func theCursorGoesWhereTheAppAsks() throws {
        let app = ListScreen()
        app.cursorPosition = CellPosition(x: 3, y: 1)
        let (backend, _, _) = try run("down", app: app)
        #expect(backend.cursor == CellPosition(x: 3, y: 1))
        let outside = ListScreen()
        outside.cursorPosition = CellPosition(x: 14, y: 1)
        #expect(try run("down", app: outside).0.cursor == nil, "a cell off the screen hides it")
        let small = ListScreen()
        small.cursorPosition = CellPosition(x: 1, y: 1)
        #expect(try run("resize:8x2", app: small).0.cursor == nil, "hidden on the too-small message")
        #expect(try run("down").0.cursor == nil, "hidden unless asked for")
    }

    @Test func mouseClickSelects() throws {
        let (_, _, app) = try run("click:3,2")
        #expect(app.selected == 2)
    }

    @Test func monochromeDropsColoursButKeepsAttributes() throws {
        let (backend, _, _) = try run("", depth: .monochrome)
        #expect(backend.screen[0, 0].style == Style(attributes: .reverse))
    }

    @Test func endlessAnimationStopsAfterTheSettleLimit() throws {
        final class Spinner: TerminalApp {
            var frames = 0
            var wantsFrame: Bool { true }
            var shouldQuit: Bool { false }
            func handle(_ event: Event) {}
            func render(into canvas: inout Canvas) { frames += 1 }
        }
        let backend = HeadlessBackend(size: TerminalSize(width: 4, height: 1))
        backend.settleLimit = 1
        let spinner = Spinner()
        try TerminalRunLoop(backend: backend, clock: backend.clock, frameInterval: 0.25).run(spinner)
        // The first frame, then frames at 0.25, 0.5 and 0.75 s; the read that reaches 1 s ends it.
        #expect(spinner.frames == 4)
        #expect(backend.clock.now == 1)
    }
}

@Suite("Headless render")
struct HeadlessRenderTests {
    /// Runs `app` on a headless screen of `size` through a key script, lets any animation
    /// finish, and returns the screen as text, as `payday render` does for the app.
    private func render(_ app: ListScreen, size: TerminalSize, keys: String) throws -> String {
        let backend = HeadlessBackend(
            size: size, script: try ScriptStep.parse(keys), colorDepth: .monochrome,
            clock: app.clock)
        try TerminalRunLoop(backend: backend, clock: backend.clock).run(app)
        return backend.text
    }

    @Test func rendersAfterKeysWithAnimationsFinished() throws {
        let text = try render(ListScreen(), size: TerminalSize(width: 12, height: 8), keys: "down enter")
        #expect(
            text == """
                  alpha
                > beta
                  감마
                ╭──────────╮
                │          │
                │          │
                ╰──────────╯
                        12x8
                """)
    }

    @Test func badKeysAreRejectedBeforeRunning() {
        let app = ListScreen()
        #expect(throws: KeyScriptError.self) {
            try render(app, size: TerminalSize(width: 12, height: 8), keys: "down bogus")
        }
        #expect(app.handled.isEmpty)
    }
}

import Layout
import Terminal

/// Runs a Layout `Window` in `Terminal`'s run loop: terminal events go to the window
/// (`Window.deliver`), each frame lays the window out at the screen's size and draws it, the
/// terminal's cursor follows the focused text field, and frames are asked for only while the
/// window needs one (an idle app waits on input).
///
/// ```swift
/// let backend = try NcursesBackend()
/// defer { backend.shutdown() }
/// let clock = MonotonicTime()
/// let host = WindowHost(rootViewController: GreetingController(), size: backend.size, clock: clock)
/// try TerminalRunLoop(backend: backend, clock: clock).run(host)
/// ```
public final class WindowHost: TerminalApp {
    /// The window the host runs.
    public let window: Window
    /// Set to end the run loop after the current step (a Quit command, say).
    public var shouldQuit = false
    /// Keys that quit when no responder used them; `q` by default (Ctrl-C always ends the
    /// loop). While the screen is too small, the run loop hands over only these.
    public var quitKeys: Set<Key> = [.character("q")]
    /// The smallest screen the window's content fits; below it the run loop says so instead.
    public var minimumSize = TerminalSize(width: 1, height: 1)

    /// A window of `size` on the run loop's clock (`clock` is the one given to the run loop)
    /// showing `rootViewController`. Layout messages go to `logSink`, never onto the screen;
    /// the default drops them.
    public init(rootViewController: ViewController, size: TerminalSize, clock: TimeSource,
                logSink: @escaping (String) -> Void = { _ in }) {
        window = Window(size: Size(width: Double(size.width), height: Double(size.height)),
                        clock: RunLoopClock(clock), logSink: logSink)
        window.rootViewController = rootViewController
    }

    /// Delivers `event` to the window; a quit key no responder used ends the loop.
    public func handle(_ event: Event, at time: Double) {
        let used = window.deliver(event)
        if case .key(let key) = event, !used, quitKeys.contains(key) { shouldQuit = true }
    }

    /// Sizes the window to the canvas, lays out and draws.
    public func render(into canvas: inout Canvas, at time: Double) {
        window.size = Size(width: Double(canvas.width), height: Double(canvas.height))
        window.draw(into: &canvas)
    }

    /// Whether the window needs a frame (something marked or animating).
    public var wantsFrame: Bool { window.needsFrame }

    /// The focused text field's insertion point, so an input method composes where one types.
    public var cursorPosition: CellPosition? { window.cursorPosition }
}

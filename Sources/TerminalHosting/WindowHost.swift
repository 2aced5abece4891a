import Layout
import Terminal

/// Runs a Layout `Window` in `Terminal`'s run loop: terminal events go to the window's input
/// API (keys to `pressKey`, pastes to `pasteText`, left clicks to `click(at:)` and drags to
/// `drag(to:)`, resizes to its size), copies to the terminal's clipboard (OSC 52), each frame lays the window out at the screen's size and draws it, and frames are asked
/// for only while the window needs one (an idle app waits on input).
///
/// ```swift
/// let backend = try NcursesBackend()
/// defer { backend.shutdown() }
/// let clock = MonotonicClock()
/// let host = WindowHost(rootViewController: GreetingController(), size: backend.size, clock: clock)
/// try TerminalRunLoop(backend: backend, clock: clock).run(host)
/// ```
public final class WindowHost: TerminalApp {
    public let window: Window
    /// Set to end the run loop after the current step (a Quit command, say).
    public var shouldQuit = false
    /// Keys that quit when no responder uses them; `q` by default (Ctrl-C always ends the loop).
    public var quitKeys: Set<Key> = [.character("q")]
    /// The smallest screen the window's content can lay out on; below it the run loop shows a
    /// short message instead and hands the window no keys.
    public var minimumSize = TerminalSize(width: 1, height: 1)

    /// A window of `size` on the run loop's clock (`clock` is the one given to the run loop, so
    /// animations and frames keep one time) showing `rootViewController`. Layout messages go to `logSink`, never onto the screen;
    /// the default drops them.
    public init(
        rootViewController: ViewController, size: TerminalSize, clock: any TimeSource,
        logSink: @escaping (String) -> Void = { _ in }
    ) {
        window = Window(
            size: Size(width: Double(size.width), height: Double(size.height)),
            clock: clock, logSink: logSink)
        window.rootViewController = rootViewController
    }

    public func handle(_ event: Event) {
        if !window.deliver(event), case .key(let key) = event, quitKeys.contains(key) { shouldQuit = true }
    }

    public func render(into canvas: inout Canvas) {
        window.size = Size(width: Double(canvas.width), height: Double(canvas.height))
        window.draw(into: &canvas)
    }

    public var wantsFrame: Bool { window.needsFrame }

    /// The focused field's insertion point: the terminal's cursor is shown there, so an input
    /// method composes where the user types.
    public var cursorPosition: CellPosition? { window.cursorPosition }

    /// What the window's views copied or cut (`Window.pasteboard`), for the terminal's clipboard.
    public func takeClipboardWrites() -> [String] { window.pasteboard.takeWrites() }
}

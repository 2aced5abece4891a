import Layout
import Terminal

/// Runs a Layout `Window` in `Terminal`'s run loop: terminal events go to the window
/// (`Window.deliver`: keys, pastes, clicks and drags, the wheel, resizes), the terminal's
/// colour reports to the window's traits (`followAppearance(_:of:)`), copies go to the
/// terminal's clipboard (OSC 52), each frame lays the window out at the screen's size and draws
/// it, and frames are asked for only while the window needs one (an idle app waits on input).
/// Besides input the host can wake the app on its own: a `timer` (the next time on the clock it
/// wants, say a minute boundary) and a watched file (`watch`), both costing nothing in between.
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
    /// The same keys as `quitKeyList`, as a set.
    public var quitKeys: Set<Key> {
        get { Set(quitKeyList) }
        set { quitKeyList = Array(newValue) }
    }
    /// `quitKeys` as a list, what the host reads: a set of keys is made only when `quitKeys` is
    /// asked for, since the first `Set<Key>` in a process has the runtime scan its conformance
    /// records for `Key : Hashable` (0.3 M instructions, a host that never runs a loop included).
    public var quitKeyList: [Key] = [.character("q")]
    /// The smallest screen the window's content can lay out on; below it the run loop shows a
    /// short message instead and hands the window no keys.
    public var minimumSize = TerminalSize(width: 1, height: 1)
    /// The too-small screen's lines, in the app's language (English when nil).
    public var tooSmallWords: ((_ minimum: TerminalSize, _ have: TerminalSize) -> [String])?

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

    /// When the app wants waking though nothing happened, and what it does then.
    public struct Timer {
        /// The next time on the run loop's clock to fire at; nil for none now.
        public var nextFireTime: () -> Double?
        public var fire: () -> Void

        public init(nextFireTime: @escaping () -> Double?, fire: @escaping () -> Void) {
            self.nextFireTime = nextFireTime
            self.fire = fire
        }
    }

    /// Fired at each time it names (the run loop waits for input until then, no longer).
    public var timer: Timer?

    /// Runs once, after the first frame is drawn and before the first input is read: work the
    /// first frame does not need (reading a file a second time, starting the watcher).
    public var afterFirstFrame: (() -> Void)?

    private var watchedPath: String?
    private var fileDidChange: (() -> Void)?
    private var watcher: FileWatcher?
    private var hasDrawnFirstFrame = false

    /// Calls `onChange` whenever the file at `path` is written, replaced or removed (its folder
    /// is watched, from after the first frame; a folder that does not exist yet is watched once
    /// it does). Without inotify it does nothing.
    public func watch(path: String, onChange: @escaping () -> Void) {
        watchedPath = path
        fileDidChange = onChange
        if hasDrawnFirstFrame { startWatching() }
    }

    private func startWatching() {
        guard watcher == nil, let watchedPath else { return }
        watcher = FileWatcher(path: watchedPath)
    }

    public var nextWakeTime: Double? { timer?.nextFireTime() }

    /// Read by the run loop after each frame: the first time, the work after the first frame runs.
    public var watchedDescriptors: [Int32] {
        if !hasDrawnFirstFrame {
            hasDrawnFirstFrame = true
            afterFirstFrame?()
            afterFirstFrame = nil
        }
        startWatching()
        return watcher.map { [$0.descriptor] } ?? []
    }

    /// The watched file changed (its changes are read), or the timer's time came: both are told.
    public func wake() {
        if let watcher, watcher.takeChanges() { fileDidChange?() }
        timer?.fire()
    }

    /// The user's choice of appearance the window's traits follow (`followAppearance(_:of:)`);
    /// nil until then (the host leaves the traits alone).
    public private(set) var appearance: TerminalAppearance?
    /// What the terminal said of its colours, kept up to date by its reports.
    public private(set) var terminalColors: TerminalColors?

    /// Sets the window's traits from `appearance` and what `backend` learnt at start-up, and
    /// keeps them following the terminal: a colour scheme report (mode 2031: the user switched
    /// the terminal or the system between light and dark) and the background's answer after it
    /// re-decide light or dark, unless `appearance` forces one.
    public func followAppearance(_ appearance: TerminalAppearance, of backend: any Backend) {
        self.appearance = appearance
        let colors = TerminalColors(backend: backend)
        terminalColors = colors
        window.traitCollection = appearance.traits(for: colors)
    }

    public func handle(_ event: Event) {
        if var colors = terminalColors, let appearance, colors.take(event) {
            terminalColors = colors
            window.traitCollection = appearance.traits(for: colors)
            return
        }
        if !window.deliver(event), case .key(let key) = event, quitKeyList.contains(key) { shouldQuit = true }
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

    public func tooSmallMessage(minimum: TerminalSize, have: TerminalSize) -> [String] {
        tooSmallWords?(minimum, have) ?? TerminalTooSmall.english(minimum: minimum, have: have)
    }
}

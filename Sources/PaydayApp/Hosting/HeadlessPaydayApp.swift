import Layout
import Terminal

/// The app without a terminal, on a clock moved by hand: events in, frames out. What the
/// benchmarks drive (and what a test or a tool can use to look at single frames); `payday
/// render` goes through the run loop on the headless backend instead.
public final class HeadlessPaydayApp {
    public let clock = ManualClock()
    let app: PaydayTerminalApp
    public private(set) var size: TerminalSize
    /// Every message the layout engine logged (constraint conflicts, ...).
    public private(set) var layoutLog: [String] = []

    public init(session: PaydaySession, size: TerminalSize) {
        self.size = size
        let log = LogCollector()
        app = PaydayTerminalApp(session: session, size: size, clock: clock, logSink: { log.messages.append($0) })
        logCollector = log
    }

    private let logCollector: LogCollector

    /// Hands an event to the app (a resize also changes the frame size).
    public func handle(_ event: Event) {
        if case .resize(let newSize) = event { size = newSize }
        app.handle(event)
        layoutLog = logCollector.messages
    }

    /// Lays out and draws one frame at the current time.
    public func renderFrame() -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height)
        app.render(into: &canvas)
        layoutLog = logCollector.messages
        return canvas
    }

    /// True while an animation runs (the run loop would keep rendering frames).
    public var isAnimating: Bool { app.wantsFrame }

    public func advance(by seconds: Double) { clock.advance(by: seconds) }

    /// When the app next wants to wake by itself (the live line's next minute), on `clock`.
    public var nextWakeTime: Double? { app.nextWakeTime }

    /// The descriptors the app wants watched (the data file's folder).
    public var watchedDescriptors: [Int32] { app.watchedDescriptors }

    /// What the run loop does when the wake time comes or a watched descriptor is readable.
    public func wake() {
        app.wake()
        layoutLog = logCollector.messages
    }

    /// Where the terminal's cursor is after the last frame (a focused field's insertion point).
    public var cursorPosition: CellPosition? { app.cursorPosition }
}

/// Collects log messages for an owner that outlives the closure's creation.
private final class LogCollector {
    var messages: [String] = []
}

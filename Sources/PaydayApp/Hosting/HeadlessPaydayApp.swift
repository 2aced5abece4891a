import Layout
import Terminal

/// The app without a terminal, on a clock moved by hand: events in, frames out. What the
/// benchmarks drive (and what a test or a tool can use to look at single frames); `payday
/// render` goes through the run loop on the headless backend instead.
public final class HeadlessPaydayApp {
    public let clock = VirtualTime()
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
        app.handle(event, at: clock.now)
        layoutLog = logCollector.messages
    }

    /// Lays out and draws one frame at the current time.
    public func renderFrame() -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height)
        app.render(into: &canvas, at: clock.now)
        layoutLog = logCollector.messages
        return canvas
    }

    /// True while an animation runs (the run loop would keep rendering frames).
    public var isAnimating: Bool { app.wantsFrame }

    public func advance(by seconds: Double) { clock.advance(by: seconds) }
}

/// Collects log messages for an owner that outlives the closure's creation.
private final class LogCollector {
    var messages: [String] = []
}

import Layout
import Terminal
@testable import PaydayApp

/// The app on a virtual clock, driven by hand: events in, frames out as lines of text.
final class AppHarness {
    let clock = VirtualTime()
    let app: PaydayTerminalApp
    private(set) var log: [String] = []
    var size: TerminalSize

    init(session: PaydaySession, size: TerminalSize = TerminalSize(width: 80, height: 24)) {
        self.size = size
        var sink: [String] = []
        app = PaydayTerminalApp(session: session, size: size, clock: clock, logSink: { sink.append($0) })
        logReader = { sink }
        _ = frame()
    }

    private var logReader: () -> [String] = { [] }
    var layoutLog: [String] { logReader() }

    var home: HomeViewController { app.home }

    /// Renders a frame at the current time, as the run loop would.
    @discardableResult
    func frame() -> [String] {
        var canvas = Canvas(width: size.width, height: size.height)
        app.render(into: &canvas, at: clock.now)
        return canvas.lines
    }

    func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    /// Sends an event, then lets its animation run to the end.
    func send(_ event: Event) {
        if case .resize(let newSize) = event { size = newSize }
        app.handle(event, at: clock.now)
        frame()
        settle()
    }

    /// Advances the clock frame by frame until nothing animates.
    func settle() {
        var frames = 0
        while app.wantsFrame && frames < 600 {
            clock.advance(by: 1.0 / 60.0)
            frame()
            frames += 1
        }
    }
}

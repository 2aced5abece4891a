import Layout
import Terminal

@testable import PaydayApp

/// The app on a virtual clock, driven by hand (`HeadlessPaydayApp`), with the frames as lines
/// of text and the home screen at hand for assertions.
final class AppHarness {
    let headless: HeadlessPaydayApp

    init(session: PaydaySession, size: TerminalSize = TerminalSize(width: 80, height: 24)) {
        headless = HeadlessPaydayApp(session: session, size: size)
        frame()
    }

    var app: PaydayTerminalApp { headless.app }
    var clock: ManualClock { headless.clock }
    var home: HomeViewController { app.home }
    var layoutLog: [String] { headless.layoutLog }
    var size: TerminalSize { headless.size }

    /// Renders a frame at the current time, as the run loop would.
    @discardableResult
    func frame() -> [String] { headless.renderFrame().lines }

    func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    /// Sends an event, then lets its animation run to the end.
    func send(_ event: Event) {
        headless.handle(event)
        frame()
        settle()
    }

    /// Advances the clock frame by frame until nothing animates (at most 10 s of frames).
    func settle() {
        var frames = 0
        while headless.isAnimating && frames < 600 {
            clock.advance(by: 1.0 / 60.0)
            frame()
            frames += 1
        }
    }
}

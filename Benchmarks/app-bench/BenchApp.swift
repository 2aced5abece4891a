import Canvas
import PaydayApp
import Terminal
import TerminalHosting

/// The app as `payday` hosts it, driven by hand on a clock moved by hand: events in, frames out.
final class BenchApp {
    let clock = ManualClock()
    let host: WindowHost
    private(set) var size: TerminalSize
    private let log = LogLines()

    init(session: PaydaySession, size: TerminalSize) {
        self.size = size
        let log = log
        host = TerminalHost.host(session: session, size: size, clock: clock, logSink: { log.lines.append($0) })
    }

    func handle(_ event: Event) {
        if case .resize(let newSize) = event { size = newSize }
        host.handle(event)
    }

    func renderFrame() -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height)
        host.render(into: &canvas)
        return canvas
    }

    var isAnimating: Bool { host.wantsFrame }
    func advance(by seconds: Double) { clock.advance(by: seconds) }
    var watchedDescriptors: [Int32] { host.watchedDescriptors }
    var layoutLog: [String] { log.lines }
}

private final class LogLines {
    var lines: [String] = []
}

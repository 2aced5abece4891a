import Canvas

/// Reads input, lets the app update, renders a frame, draws only the cells that changed, and
/// flushes. Idle means blocked in `readEvent` without a timeout; while the app animates, one
/// frame every `frameInterval` seconds by the injected clock.
///
/// Ctrl-C always ends the loop (after the app saw it), so no app can trap the user.
public final class TerminalRunLoop {
    public let backend: Backend
    public let clock: TimeSource
    public let frameInterval: Double
    /// The frame on screen now, to diff the next one against.
    public private(set) var lastFrame: Canvas
    /// How many frames have been rendered and drawn.
    public private(set) var framesRendered = 0

    public init(backend: Backend, clock: TimeSource, frameInterval: Double = 1.0 / 60.0) {
        self.backend = backend
        self.clock = clock
        self.frameInterval = frameInterval > 0 && frameInterval.isFinite ? frameInterval : 1.0 / 60.0
        lastFrame = Canvas(width: 0, height: 0)
    }

    /// Runs until the app quits, Ctrl-C, or input closes. Rethrows what `flush` throws.
    public func run(_ app: TerminalApp) throws {
        try renderFrame(app)
        var nextFrameTime = clock.now + frameInterval
        while !app.shouldQuit {
            let now = clock.now
            let timeout: Double? = app.wantsFrame ? max(nextFrameTime - now, 0) : nil
            let event = backend.readEvent(timeout: timeout)
            if let event {
                app.handle(event, at: clock.now)
                if event == .key(.control("c")) { break }
            } else if timeout == nil || backend.isInputClosed {
                break
            }
            if app.shouldQuit { break }
            // Keys between frames do not make the animation faster than the frame clock, but
            // each one is shown at once.
            try renderFrame(app)
            if clock.now >= nextFrameTime { nextFrameTime = clock.now + frameInterval }
        }
    }

    /// Renders the app at the backend's current size and draws the difference.
    public func renderFrame(_ app: TerminalApp) throws {
        let size = backend.size
        var canvas = Canvas(width: size.width, height: size.height)
        if size.fits(app.minimumSize) {
            app.render(into: &canvas, at: clock.now)
        } else {
            Self.drawTooSmallMessage(into: &canvas, minimum: app.minimumSize)
        }
        backend.draw(canvas.changes(since: lastFrame))
        try backend.flush()
        lastFrame = canvas
        framesRendered += 1
    }

    /// A short message centred on a screen too small for the app, cut to fit if need be.
    static func drawTooSmallMessage(into canvas: inout Canvas, minimum: TerminalSize) {
        let lines = ["Terminal too small", "need \(minimum.width)x\(minimum.height), have \(canvas.width)x\(canvas.height)"]
        let top = max((canvas.height - lines.count) / 2, 0)
        for (offset, line) in lines.enumerated() {
            canvas.draw(line, in: CellRect(x: 0, y: top + offset, width: canvas.width, height: 1), alignment: .center)
        }
    }
}

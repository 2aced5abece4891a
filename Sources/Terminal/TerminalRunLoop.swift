import Canvas

/// Reads input, lets the app update, renders a frame, draws only the cells that changed, and
/// flushes. Idle means blocked in `readEvent` without a timeout, or until the app's next wake
/// time (a minute timer), also waking when a descriptor the app watches is readable (a file
/// watcher): no polling in between. While the app animates, one frame every `frameInterval`
/// seconds by the injected clock, the one the app reads too (see `TerminalApp`).
///
/// Ctrl-C always ends the loop (after the app saw it), so no app can trap the user. While the
/// screen is smaller than the app's `minimumSize`, only its `quitKeys` (and Ctrl-C) reach it:
/// no key, click or paste changes a screen the user cannot see.
public final class TerminalRunLoop {
    public let backend: Backend
    /// The clock frames and wake times are paced by; the app reads the same one.
    public let clock: any TimeSource
    public let frameInterval: Double
    /// The frame on screen now, to diff the next one against.
    public private(set) var lastFrame: Canvas
    /// How many frames have been rendered and drawn.
    public private(set) var framesRendered = 0

    public init(backend: Backend, clock: any TimeSource, frameInterval: Double = 1.0 / 60.0) {
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
            let frameTimeout: Double? = app.wantsFrame ? max(nextFrameTime - now, 0) : nil
            let wakeTime = app.nextWakeTime
            let wakeTimeout = wakeTime.map { max($0 - now, 0) }
            let timeout = [frameTimeout, wakeTimeout].compactMap { $0 }.min()
            let watched = app.watchedDescriptors
            let event =
                watched.isEmpty
                ? backend.readEvent(timeout: timeout) : backend.readEvent(timeout: timeout, watching: watched)
            if event == nil, !backend.isInputClosed, !watched.isEmpty || (wakeTime.map { clock.now >= $0 } ?? false) {
                // A timer's time or a watched descriptor: the app looks, then a frame shows it.
                app.wake()
            }
            if let event {
                if event == .key(.control("c")) {
                    app.handle(event)
                    break
                }
                if Self.reaches(app, event, on: backend.size) { app.handle(event) }
            } else if (timeout == nil && watched.isEmpty) || backend.isInputClosed {
                break
            }
            if app.shouldQuit { break }
            // A bare pointer move (any-motion tracking, for hover) that changed nothing costs
            // no frame: a mouse crossing the terminal sends dozens a second.
            if case .mouse(let mouse) = event, mouse.kind == .move, !app.wantsFrame { continue }
            // Keys between frames do not make the animation faster than the frame clock, but
            // each one is shown at once.
            try renderFrame(app)
            if clock.now >= nextFrameTime { nextFrameTime = clock.now + frameInterval }
        }
    }

    /// Whether `event` goes to the app on a screen of `size`: everything when the app fits;
    /// when it does not, only its quit keys and what is not input (a resize, focus, the
    /// terminal's colour scheme or background).
    static func reaches(_ app: TerminalApp, _ event: Event, on size: TerminalSize) -> Bool {
        guard !size.fits(app.minimumSize) else { return true }
        switch event {
        case .key(let key): return app.quitKeys.contains(key)
        case .mouse, .paste: return false
        case .resize, .focusGained, .focusLost, .colorScheme, .backgroundColor: return true
        }
    }

    /// Sends what the app copied to the terminal's clipboard, renders the app at the backend's
    /// current size, draws the difference and puts the terminal's cursor where the app wants it
    /// (hidden on the too-small message).
    public func renderFrame(_ app: TerminalApp) throws {
        for text in app.takeClipboardWrites() { backend.copyToClipboard(text) }
        let size = backend.size
        var canvas = Canvas(width: size.width, height: size.height)
        var cursor: CellPosition?
        if size.fits(app.minimumSize) {
            app.render(into: &canvas)
            cursor = app.cursorPosition.flatMap { position in
                (0..<size.width).contains(position.x) && (0..<size.height).contains(position.y) ? position : nil
            }
        } else {
            Self.drawTooSmallMessage(
                into: &canvas,
                lines: app.tooSmallMessage(
                    minimum: app.minimumSize, have: TerminalSize(width: canvas.width, height: canvas.height)))
        }
        backend.draw(canvas.changes(since: lastFrame))
        backend.setCursor(cursor)
        try backend.flush()
        lastFrame = canvas
        framesRendered += 1
    }

    /// A short message centred on a screen too small for the app, cut to fit if need be.
    static func drawTooSmallMessage(into canvas: inout Canvas, lines: [String]) {
        let top = max((canvas.height - lines.count) / 2, 0)
        for (offset, line) in lines.enumerated() {
            canvas.draw(line, in: CellRect(x: 0, y: top + offset, width: canvas.width, height: 1), alignment: .center)
        }
    }
}

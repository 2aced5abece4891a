import Canvas

/// An in-memory terminal: a canvas for a screen, scripted input and a virtual clock.
///
/// The test backend, and the engine of a text rendering of an app (`payday render`). Reading an
/// event takes the next scripted step: an event is returned at once; a wait advances the
/// clock (in pieces no longer than the reader's timeout, so an animation gets its frames);
/// at the end of the script a read without a timeout returns nil, which ends the run loop.
public final class HeadlessBackend: Backend {
    public private(set) var size: TerminalSize
    public let colorDepth: ColorDepth
    /// What the screen shows.
    public private(set) var screen: Canvas
    /// The clock that scripted waits and frame timeouts advance.
    public let clock: ManualClock
    /// How many cells all draws have written (the run loop draws only what changed).
    public private(set) var cellsDrawn = 0
    /// Where the cursor shows (nil: hidden), as the app last asked.
    public private(set) var cursor: CellPosition?
    private var steps: [ScriptStep]
    private var nextStep = 0
    private var remainingWait: Double = 0
    private var idleAfterScript: Double = 0
    /// Virtual seconds an app may keep animating after the script ends before input counts as
    /// closed, so a render of an endless animation still finishes.
    public var settleLimit: Double = 60

    public init(
        size: TerminalSize, script: [ScriptStep] = [], colorDepth: ColorDepth = .palette256,
        clock: ManualClock = ManualClock()
    ) {
        self.size = TerminalSize(width: max(size.width, 0), height: max(size.height, 0))
        self.colorDepth = colorDepth
        self.clock = clock
        self.steps = script
        screen = Canvas(width: self.size.width, height: self.size.height)
    }

    /// Whether every scripted step has been consumed.
    public var isScriptFinished: Bool { nextStep >= steps.count && remainingWait == 0 }

    /// The screen as text, trailing spaces trimmed (see `Canvas.text`).
    public var text: String { screen.text }

    public func draw(_ changes: [CellChange]) {
        cellsDrawn += Self.draw(changes, on: &screen, colorDepth: colorDepth)
    }

    /// The changes drawn on `screen` in one access to it (an access to a class's stored property
    /// for each cell was checked for exclusivity each time); how many cells were drawn.
    private static func draw(_ changes: [CellChange], on screen: inout Canvas, colorDepth: ColorDepth) -> Int {
        // Neighbouring cells mostly share a style: each is downgraded once.
        var last: (style: Style, downgraded: Style)?
        var drawn = 0
        for change in changes {
            let cell = change.cell
            if cell.grapheme.isEmpty { continue }
            let style: Style
            if let last, last.style == cell.style {
                style = last.downgraded
            } else {
                style = cell.style.downgraded(to: colorDepth)
                last = (cell.style, style)
            }
            screen.put(grapheme: cell, x: change.x, y: change.y, style: style)
            drawn += 1
        }
        return drawn
    }

    public func setCursor(_ position: CellPosition?) { cursor = position }

    /// The bytes of every clipboard write, in order (what a terminal would have been sent).
    public private(set) var clipboardBytes: [UInt8] = []
    /// The texts put on the clipboard, in order.
    public private(set) var clipboardWrites: [String] = []

    public func copyToClipboard(_ text: String) {
        clipboardWrites.append(text)
        clipboardBytes += TerminalClipboard.copySequence(for: text)
    }

    public func flush() throws {}

    public var isInputClosed: Bool { isScriptFinished && idleAfterScript >= settleLimit }

    public func readEvent(timeout: Double?) -> Event? {
        while true {
            if remainingWait > 0 {
                // Time passes without input: up to the reader's timeout, or the whole wait.
                let step = timeout.map { min(max($0, 0), remainingWait) } ?? remainingWait
                clock.advance(by: step)
                remainingWait -= step
                if remainingWait < 1e-12 { remainingWait = 0 }
                if timeout != nil { return nil }
                continue
            }
            guard nextStep < steps.count else {
                if let timeout {
                    clock.advance(by: timeout)
                    idleAfterScript += max(timeout, 0)
                }
                return nil
            }
            let step = steps[nextStep]
            nextStep += 1
            switch step {
            case .wait(let seconds):
                remainingWait = seconds
            case .event(let event):
                if case .resize(let newSize) = event { resize(to: newSize) }
                return event
            }
        }
    }

    /// Changes the screen size as a terminal window would: the content is lost.
    public func resize(to newSize: TerminalSize) {
        size = TerminalSize(width: max(newSize.width, 0), height: max(newSize.height, 0))
        screen = Canvas(width: size.width, height: size.height)
    }
}

import Layout
import Terminal

/// Everything a layout engine logged (unsatisfiable constraints, ...), kept for assertions.
public final class LayoutLog {
    public private(set) var messages: [String] = []

    public init() {}

    /// A sink to hand to a `Window` or `LayoutEngine`.
    public var sink: (String) -> Void { { [unowned self] message in self.messages.append(message) } }

    public func removeAll() { messages.removeAll() }
}

/// A window of a given size on no terminal, for tests: a virtual clock moved by hand, the layout
/// log collected, frames rendered as text, and input sent in as a terminal would send it.
///
/// ```swift
/// let screen = HeadlessWindow(width: 30, height: 5, rootViewController: GreetingController())
/// expectScreen(screen, equals: """
///
///         Hello, terminal!
///     """)
/// ```
public final class HeadlessWindow {
    public let window: Window
    /// The window's clock: animations move only when a test steps it.
    public let clock: ManualClock
    public let log = LayoutLog()
    /// Receives what `press(_:)`, `send(_:)` and `paste(_:)` deliver. Set it to the screen's
    /// key handling (a view controller's, or the app's).
    public var inputHandler: ((Event) -> Void)?

    /// A window of `width` x `height` cells whose root view controller is `rootViewController`
    /// (a plain `ViewController` when nil).
    public init(width: Double = 80, height: Double = 24, rootViewController: ViewController? = nil) {
        clock = ManualClock()
        window = Window(size: Size(width: width, height: height), clock: clock)
        window.logSink = log.sink
        window.rootViewController = rootViewController ?? ViewController()
    }

    /// The root view controller's view, which fills the window.
    public var root: View { window.rootViewController!.view }

    /// Lays out at the current time and draws a frame.
    @discardableResult
    public func render() -> Canvas { window.render() }

    /// A frame as text: one line per row, trailing spaces trimmed (`Canvas.text`).
    public var text: String { render().text }

    /// Moves the clock on by `seconds` and draws the frame at that time.
    @discardableResult
    public func step(by seconds: Double) -> Canvas {
        clock.advance(by: seconds)
        return render()
    }

    /// Draws frames `frameInterval` apart until nothing animates or asks for a frame (at most
    /// `limit` seconds of them), as a run loop would; returns the seconds that passed.
    @discardableResult
    public func settle(frameInterval: Double = 1.0 / 60.0, limit: Double = 10) -> Double {
        var elapsed = 0.0
        render()
        while window.needsFrame, elapsed < limit {
            step(by: frameInterval)
            elapsed += frameInterval
        }
        return elapsed
    }

    /// Sends an event to `inputHandler`, then draws the frame it leads to.
    public func send(_ event: Event) {
        inputHandler?(event)
        render()
    }

    /// Presses keys named in `Terminal`'s key-script words (`"down down enter"`, `"ctrl-a"`,
    /// `"wait:0.5"` steps the clock), each delivered and drawn as a terminal would. Throws the
    /// script's error for a word that names no key.
    public func press(_ keys: String) throws {
        for step in try ScriptStep.parse(keys) {
            switch step {
            case .event(let event): send(event)
            case .wait(let seconds): settleFor(seconds)
            }
        }
    }

    /// Types `text` as a paste arrives without bracketed paste: one key per character (a space
    /// is `.space`, a line break `.enter`).
    public func paste(_ text: String) {
        for character in text {
            let key: Key = character == " " ? .space : character.isNewline ? .enter : .character(character)
            inputHandler?(.key(key))
        }
        render()
    }

    /// Frames for `seconds` at 60 per second, the last one exactly at the end.
    private func settleFor(_ seconds: Double) {
        var left = seconds
        while left > 0 {
            let slice = min(left, 1.0 / 60.0)
            step(by: slice)
            left -= slice
        }
    }
}

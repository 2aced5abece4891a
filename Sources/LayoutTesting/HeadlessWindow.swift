import Layout
import Terminal
import TerminalHosting

/// Everything a layout engine logged (unsatisfiable constraints, ...), kept for assertions.
public final class LayoutLog {
    /// Every message, in order.
    public private(set) var messages: [String] = []

    /// An empty log.
    public init() {}

    /// A sink to hand to a `Window` or `LayoutEngine`.
    public var sink: (String) -> Void { { [unowned self] message in self.messages.append(message) } }

    /// Forgets the messages so far.
    public func removeAll() { messages.removeAll() }
}

/// A window of a given size on no terminal, for tests: a virtual clock moved by hand, the layout
/// log collected, frames rendered as text, and input delivered through the window's responder
/// chain (`Window.pressKey`, `pasteText`, `click`) as a terminal host would deliver it.
///
/// ```swift
/// let screen = HeadlessWindow(width: 30, height: 5, rootViewController: FormController())
/// try screen.press("tab")
/// screen.type("Café Moka")
/// expectScreen(screen, equals: """
///     Name: Café Moka
///     """)
/// ```
public final class HeadlessWindow {
    /// The window under test.
    public let window: Window
    /// The window's clock: animations move only when a test steps it.
    public let clock: ManualClock
    /// What the window's engine logged.
    public let log = LayoutLog()
    /// Reads the bytes of `feed(_:)`.
    private var decoder = InputDecoder()

    /// A window of `width` x `height` cells whose root view controller is `rootViewController`
    /// (a plain `ViewController` when nil).
    public init(width: Double = 80, height: Double = 24, rootViewController: ViewController? = nil) {
        clock = ManualClock()
        window = Window(size: Size(width: width, height: height), clock: clock)
        window.logSink = log.sink
        window.rootViewController = rootViewController ?? ViewController()
    }

    /// Drives `window`, made elsewhere on `clock` (a terminal host's window, say, to test what the
    /// host adds); its log goes to `log` from now on.
    public init(window: Window, clock: ManualClock) {
        self.clock = clock
        self.window = window
        window.logSink = log.sink
    }

    /// The root view controller's view, which fills the window.
    public var root: View { window.rootViewController!.view }

    /// Lays out at the current time and draws a frame.
    @discardableResult
    public func render() -> Canvas { window.render() }

    /// A frame as text: one line per row, trailing spaces trimmed (`Canvas.text`).
    public var text: String { render().text }

    /// A frame drawn now, as lines of text (trailing spaces kept: each line is the window's width).
    public var lines: [String] { render().lines }

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

    /// Delivers one key press to the window and draws the frame it leads to. False when no
    /// responder used it.
    @discardableResult
    public func press(_ key: KeyPress) -> Bool {
        let used = window.pressKey(key)
        render()
        return used
    }

    /// Presses keys named by `Terminal`'s key-script words (`"down down enter"`, `"ctrl-a"`,
    /// `"backtab"`, `"x"`), each delivered and drawn as a host would; `click:X,Y` clicks a cell,
    /// `resize:WxH` resizes the window and `wait:SECONDS` runs the clock that long, a frame
    /// every sixtieth of a second.
    ///
    /// - Throws: `KeyScriptError` naming the first word that is none of these.
    public func press(_ keys: String) throws {
        for step in try ScriptStep.parse(keys) {
            switch step {
            case .event(let event): send(event)
            case .wait(let seconds): run(for: seconds)
            }
        }
    }

    /// Delivers a terminal event as a host would (`Window.deliver(_:)`): a key to `pressKey`, a
    /// paste to `pasteText`, mouse reports to `deliverPointer`, a resize to the window's size
    /// (focus changes are not input for the window); then draws a frame.
    public func send(_ event: Event) {
        window.deliver(event)
        render()
    }

    /// Decodes `bytes` as the terminal's input with `Terminal`'s own `InputDecoder` (SGR mouse
    /// reports such as `ESC [ < 0 ; 7 ; 4 M`, keys, pastes) at the clock's time, and delivers
    /// each event as `send(_:)` does. A lone ESC at the end is Esc. Returns the events decoded.
    @discardableResult
    public func feed(_ bytes: String) -> [Event] {
        var events = decoder.decode(Array(bytes.utf8), at: clock.now)
        events += decoder.expire(at: clock.now + decoder.sequenceTimeout + decoder.pasteTimeout)
        for event in events { send(event) }
        return events
    }

    /// Presses terminal keys one after another as a person would: each delivered as a host
    /// would (`Window.deliver`), then frames until nothing animates (`settle()`).
    public func pressKeys(_ keys: Key...) {
        for key in keys { sendSettled(.key(key)) }
    }

    /// Delivers a terminal event as a host would, then draws frames until nothing animates.
    public func sendSettled(_ event: Event) {
        window.deliver(event)
        settle()
    }

    /// Types `text` one key press per character (a space is `.space`, a line break `.enter`).
    public func type(_ text: String) {
        for character in text {
            window.pressKey(character == " " ? .space : character.isNewline ? .enter : .character(character))
        }
        render()
    }

    /// Pastes `text` as one event (a terminal's bracketed paste). False when nothing took it.
    @discardableResult
    public func paste(_ text: String) -> Bool {
        let used = window.pasteText(text)
        render()
        return used
    }

    /// Frames for `seconds` at 60 per second, the last one exactly at the end.
    public func run(for seconds: Double) {
        var left = seconds
        while left > 0 {
            let slice = min(left, 1.0 / 60.0)
            step(by: slice)
            left -= slice
        }
    }
}

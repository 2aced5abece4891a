#if canImport(Glibc)
import Glibc
#endif
import Layout
import Terminal

/// Hosts the example form on the terminal: terminal events become the layout engine's key
/// presses, clicks and sizes; each frame is the window drawn at the screen's size. Ctrl-C
/// (the run loop's) quits.
final class FormDemoApp: TerminalApp {
    let window: Window
    let screen = FormScreen()
    private var quitRequested = false

    init(size: TerminalSize, clock: TimeSource) {
        window = Window(size: Size(width: Double(size.width), height: Double(size.height)), clock: TimeSourceClock(clock))
        window.rootViewController = screen
    }

    var shouldQuit: Bool { quitRequested }
    var wantsFrame: Bool { window.needsFrame }
    var minimumSize: TerminalSize { TerminalSize(width: 40, height: 10) }

    func handle(_ event: Event, at time: Double) {
        switch event {
        case .key(let key):
            window.pressKey(KeyPress(key))
        case .mouse(let mouse) where mouse.button == .left:
            window.click(at: Point(x: Double(mouse.x), y: Double(mouse.y)))
        case .mouse:
            break
        case .resize(let size):
            window.size = Size(width: Double(size.width), height: Double(size.height))
        }
    }

    func render(into canvas: inout Canvas, at time: Double) {
        window.size = Size(width: Double(canvas.width), height: Double(canvas.height))
        window.draw(into: &canvas)
    }
}

/// The run loop's clock as the window's animation clock.
final class TimeSourceClock: LayoutClock {
    let source: TimeSource
    init(_ source: TimeSource) { self.source = source }
    var now: Double { source.now }
}

extension KeyPress {
    /// The layout engine's key press for a key the terminal decoded.
    init(_ key: Key) {
        switch key {
        case .up: self = .upArrow
        case .down: self = .downArrow
        case .left: self = .leftArrow
        case .right: self = .rightArrow
        case .enter: self = .enter
        case .space: self = .space
        case .escape: self = .escape
        case .tab: self = .tab
        case .backTab: self = .backTab
        case .backspace: self = .backspace
        case .delete: self = .delete
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .home: self = .home
        case .end: self = .end
        case .character(let character): self = .character(character)
        case .control(let letter): self = .control(letter)
        }
    }
}

/// `terminal-demo --form`: runs the form until Ctrl-C, then prints the last record
/// submitted (or that none was) to standard output.
func runFormDemo() -> Int32 {
    guard let backend = openTerminal() else { return 1 }
    let clock = MonotonicTime()
    let app = FormDemoApp(size: backend.size, clock: clock)
    let loop = TerminalRunLoop(backend: backend, clock: clock)
    do {
        try loop.run(app)
    } catch {
        backend.shutdown()
        printError("\(error)")
        return 1
    }
    backend.shutdown()
    let line = "submitted: \(app.screen.submitted ?? "nothing")\n"
    _ = Array(line.utf8).withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
    return 0
}

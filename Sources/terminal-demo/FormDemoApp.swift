#if canImport(Glibc)
import Glibc
#endif
import Layout
import LayoutTerminal
import Terminal

/// Hosts the example form on the terminal: terminal events become the layout engine's key
/// presses, clicks and sizes; each frame is the window drawn at the screen's size. Ctrl-C
/// (the run loop's) quits.
final class FormDemoApp: TerminalApp {
    let window: Window
    let screen = FormScreen()
    private var quitRequested = false

    init(size: TerminalSize, clock: TimeSource) {
        window = Window(size: Size(width: Double(size.width), height: Double(size.height)), clock: RunLoopClock(clock))
        window.rootViewController = screen
    }

    var shouldQuit: Bool { quitRequested }
    var wantsFrame: Bool { window.needsFrame }
    var minimumSize: TerminalSize { TerminalSize(width: 40, height: 10) }
    /// The focused field's insertion point: the terminal's cursor goes there, so an input method
    /// composes where the worker types.
    var cursorPosition: CellPosition? { window.cursorPosition }

    func handle(_ event: Event, at time: Double) {
        window.deliver(event)
    }

    func render(into canvas: inout Canvas, at time: Double) {
        window.size = Size(width: Double(canvas.width), height: Double(canvas.height))
        window.draw(into: &canvas)
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

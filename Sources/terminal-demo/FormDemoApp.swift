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
        case .paste(let text):
            window.pasteText(text)
        case .focusGained, .focusLost:
            break
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
    /// The layout engine's key press for a key the terminal decoded (modifiers carried over).
    init(_ key: Key) {
        var flags: KeyModifierFlags = []
        if key.modifiers.contains(.shift) { flags.insert(.shift) }
        if key.modifiers.contains(.control) { flags.insert(.control) }
        if key.modifiers.contains(.alt) { flags.insert(.alternate) }
        let named: [Key.Code: String] = [.up: KeyCommand.inputUpArrow, .down: KeyCommand.inputDownArrow,
                                         .left: KeyCommand.inputLeftArrow, .right: KeyCommand.inputRightArrow,
                                         .enter: KeyCommand.inputEnter, .space: " ", .escape: KeyCommand.inputEscape,
                                         .tab: KeyCommand.inputTab, .backspace: KeyCommand.inputBackspace,
                                         .delete: KeyCommand.inputDelete, .pageUp: KeyCommand.inputPageUp,
                                         .pageDown: KeyCommand.inputPageDown, .home: KeyCommand.inputHome, .end: KeyCommand.inputEnd]
        if case .character(let character) = key.code {
            self.init(input: String(character), modifierFlags: flags)
        } else {
            self.init(input: named[key.code] ?? "\(key.code)", modifierFlags: flags)
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

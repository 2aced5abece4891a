import Canvas
import Terminal
import TerminalHosting

#if canImport(Glibc)
import Glibc
#endif

/// `terminal-demo --form`: runs the form until Ctrl-C, then prints the last record
/// submitted (or that none was) to standard output.
func runFormDemo() -> Int32 {
    guard let backend = openTerminal() else { return 1 }
    let clock = MonotonicClock()
    let screen = FormScreen()
    let app = WindowHost(rootViewController: screen, size: backend.size, clock: clock)
    app.quitKeys = []  // q is a letter of the form; Ctrl-C ends the run loop
    app.minimumSize = TerminalSize(width: 40, height: 10)
    let loop = TerminalRunLoop(backend: backend, clock: clock)
    do {
        try loop.run(app)
    } catch {
        backend.shutdown()
        printError("\(error)")
        return 1
    }
    backend.shutdown()
    let line = "submitted: \(screen.submitted ?? "nothing")\n"
    _ = Array(line.utf8).withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
    return 0
}

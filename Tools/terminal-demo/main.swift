import Canvas
import Terminal

// terminal-demo: the demo screen on the real terminal. Exit status 1 with a one-line message
// when there is no usable terminal, or when the demo is asked to fail (key e).
// `terminal-demo --bench FILE` measures frame costs instead, `--bench-decoder` the input
// decoder's throughput (bench/terminal.sh); `terminal-demo --form` runs the example form of the
// layout engine's controls (FormDemo.swift); `--appearance` prints what the terminal said of its
// background and colour scheme, `--appearance-follow` how a window's traits follow its reports
// (AppearanceReport.swift).
#if canImport(Glibc)
import Glibc
#endif

func printError(_ message: String) {
    let line = Array("terminal-demo: \(message)\n".utf8)
    _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
}

/// The ncurses backend on this terminal, or nil after saying why there is none.
func openTerminal() -> NcursesBackend? {
    do {
        return try NcursesBackend()
    } catch {
        printError("\(error)")
        return nil
    }
}

/// Runs the demo and returns the exit status. The backend is shut down on every path out.
func runDemo() -> Int32 {
    guard let backend = openTerminal() else { return 1 }
    defer { backend.shutdown() }
    let clock = MonotonicClock()
    let app = DemoApp(clock: clock)
    let loop = TerminalRunLoop(backend: backend, clock: clock)
    do {
        try loop.run(app)
        if let failure = app.pendingError { throw failure }
    } catch {
        backend.shutdown()
        printError("\(error)")
        return 1
    }
    return 0
}

let arguments = CommandLine.arguments
let status: Int32
if arguments.count == 3 && arguments[1] == "--bench" {
    status = Bench.run(resultsPath: arguments[2])
} else if arguments.count == 2 && arguments[1] == "--bench-decoder" {
    status = DecoderBench.run()
} else if arguments.count == 2 && arguments[1] == "--form" {
    status = runFormDemo()
} else if arguments.count == 2 && arguments[1] == "--appearance" {
    status = runAppearanceReport()
} else if arguments.count == 2 && arguments[1] == "--appearance-follow" {
    status = runAppearanceFollow()
} else if arguments.count > 1 {
    printError(
        "usage: terminal-demo [--bench RESULTS_FILE | --bench-decoder | --form | --appearance | --appearance-follow]")
    status = 2
} else {
    status = runDemo()
}
exit(status)

import Canvas
import Layout
import Terminal
import TerminalHosting

#if canImport(Glibc)
import Glibc
#endif

/// `terminal-demo --appearance`: starts the ncurses backend (which asks the terminal for its
/// background colour and colour scheme), gives the terminal back, and prints what it learnt:
/// the background, the colour scheme, the traits a window would get, and the first key typed
/// meanwhile (kept for the input decoder, not lost to the query). The end-to-end test of the
/// OSC 11 exchange reads this.
func runAppearanceReport() -> Int32 {
    guard let backend = openTerminal() else { return 1 }
    let traits = TerminalAppearance.automatic.traits(for: backend)
    let background = backend.backgroundColor
    var first = backend.readEvent(timeout: 0)
    while case .resize = first { first = backend.readEvent(timeout: 0) }  // not input
    backend.shutdown()
    printLines([
        "background: \(background.map(\.description) ?? "unknown")",
        "colour scheme: \(backend.colorScheme.map(\.description) ?? "unknown")",
        "traits: \(traits)",
        "first event: \(first.map(\.description) ?? "none")",
    ])
    return 0
}

/// `terminal-demo --appearance-follow`: a window host following the terminal's appearance
/// (`WindowHost.followAppearance`), fed the backend's events until the terminal answers a
/// background question (or `q`, or 5 s of silence); prints the traits at start and after each
/// event. The end-to-end test of the colour scheme reports (mode 2031) reads this.
func runAppearanceFollow() -> Int32 {
    guard let backend = openTerminal() else { return 1 }
    let host = WindowHost(rootViewController: ViewController(), size: backend.size, clock: MonotonicClock())
    host.followAppearance(.automatic, of: backend)
    var lines = ["start: \(host.window.traitCollection)"]
    while let event = backend.readEvent(timeout: 5) {
        if case .resize = event { continue }  // not the terminal's word on colours
        host.handle(event)
        lines.append("\(event): \(host.window.traitCollection)")
        if case .backgroundColor = event { break }
        if event == .key(.character("q")) { break }
    }
    backend.shutdown()
    printLines(lines)
    return 0
}

private func printLines(_ lines: [String]) {
    let text = Array((lines.joined(separator: "\n") + "\n").utf8)
    _ = text.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
}

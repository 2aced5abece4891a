import Canvas
import Terminal
import TerminalHosting

#if canImport(Glibc)
import Glibc
#endif

/// `terminal-demo --appearance`: starts the ncurses backend (which asks the terminal for its
/// background colour), gives the terminal back, and prints what it learnt: the background,
/// the traits a window would get, and the first key typed meanwhile (kept for the input
/// decoder, not lost to the query). The end-to-end test of the OSC 11 exchange reads this.
func runAppearanceReport() -> Int32 {
    guard let backend = openTerminal() else { return 1 }
    let traits = TerminalAppearance.automatic.traits(for: backend)
    let background = backend.backgroundColor
    var first = backend.readEvent(timeout: 0)
    while case .resize = first { first = backend.readEvent(timeout: 0) }  // not input
    backend.shutdown()
    let report = [
        "background: \(background.map(\.description) ?? "unknown")",
        "traits: \(traits)",
        "first event: \(first.map(\.description) ?? "none")",
    ]
    let text = Array((report.joined(separator: "\n") + "\n").utf8)
    _ = text.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
    return 0
}

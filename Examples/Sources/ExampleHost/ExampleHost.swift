#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Layout
import Terminal

/// A screen of an example app: a view controller that takes keys and says when it is done.
public protocol ExampleScreen: ViewController {
    /// Handles one key (`q` and Ctrl-C are the host's: they quit).
    func handle(_ key: Key)
}

/// Runs an example screen: full screen through ncurses by default; with
/// `--headless WIDTHxHEIGHT [KEYS...]` on an in-memory terminal, pressing the scripted keys
/// (`Terminal`'s key-script words: `down enter wait:0.5 ...`) and printing the last frame.
public enum ExampleHost {
    /// Runs `screen` and ends the process: status 0, or 1 after a message on standard error.
    public static func run(_ screen: ExampleScreen, arguments: [String] = CommandLine.arguments) -> Never {
        exit(status(running: screen, arguments: arguments))
    }

    static func status(running screen: ExampleScreen, arguments: [String]) -> Int32 {
        let words = Array(arguments.dropFirst())
        do {
            if words.first == "--headless" {
                guard words.count >= 2, let size = parseSize(words[1]) else {
                    throw UsageError(description: "expected WIDTHxHEIGHT after --headless, e.g. --headless 40x12")
                }
                let script = try ScriptStep.parse(words.dropFirst(2).joined(separator: " "))
                let backend = HeadlessBackend(size: size, script: script)
                try TerminalRunLoop(backend: backend, clock: backend.clock).run(ScreenApp(screen, size: size, clock: backend.clock))
                print(backend.text)
            } else if !words.isEmpty {
                throw UsageError(description: "unknown argument \"\(words[0])\" (the only option is --headless WIDTHxHEIGHT [KEYS...])")
            } else {
                let backend = try NcursesBackend()
                defer { backend.shutdown() }
                let clock = MonotonicTime()
                try TerminalRunLoop(backend: backend, clock: clock).run(ScreenApp(screen, size: backend.size, clock: clock))
            }
            return 0
        } catch {
            writeError("\(arguments.first ?? "example"): \(error)")
            return 1
        }
    }

    private static func parseSize(_ word: String) -> TerminalSize? {
        let parts = word.lowercased().split(separator: "x").compactMap { Int($0) }
        return parts.count == 2 && parts[0] > 0 && parts[1] > 0 ? TerminalSize(width: parts[0], height: parts[1]) : nil
    }

    private static func writeError(_ message: String) {
        let bytes = Array((message + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}

/// The run loop's clock as the window's animation clock: one time for input, frames, animation.
private final class TimeSourceClock: LayoutClock {
    let source: TimeSource
    init(_ source: TimeSource) { self.source = source }
    var now: Double { source.now }
}

/// The adapter between a `Window` holding the screen and the terminal run loop.
private final class ScreenApp: TerminalApp {
    let window: Window
    let screen: ExampleScreen
    private(set) var shouldQuit = false

    init(_ screen: ExampleScreen, size: TerminalSize, clock: TimeSource) {
        self.screen = screen
        // Layout messages never go onto the drawn screen.
        window = Window(size: Size(width: Double(size.width), height: Double(size.height)),
                        clock: TimeSourceClock(clock), logSink: { _ in })
        window.rootViewController = screen
    }

    func handle(_ event: Event, at time: Double) {
        switch event {
        case .key(.character("q")), .key(.control("c")): shouldQuit = true
        case .key(let key): screen.handle(key)
        case .resize(let size): window.size = Size(width: Double(size.width), height: Double(size.height))
        case .mouse: break
        }
    }

    func render(into canvas: inout Canvas, at time: Double) {
        window.size = Size(width: Double(canvas.width), height: Double(canvas.height))
        window.draw(into: &canvas)
    }

    var wantsFrame: Bool { window.needsFrame }
}

/// A command line the host cannot read, said in a sentence.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

import Layout
import Terminal
import TerminalHosting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an example's root view controller: full screen through ncurses by default (light or
/// dark as the terminal says, following its changes); with
/// `--headless WIDTHxHEIGHT [KEYS...]` on an in-memory terminal, pressing the scripted keys
/// (`Terminal`'s key-script words: `down enter wait:0.5 ...`) and printing the last frame.
/// Keys go to the window's responders; `q` or Esc quits when none uses it.
public enum ExampleHost {
    /// Runs `controller` and ends the process: status 0, or 1 after a message on standard error.
    public static func run(_ controller: ViewController, arguments: [String] = CommandLine.arguments) -> Never {
        exit(status(running: controller, arguments: arguments))
    }

    static func status(running controller: ViewController, arguments: [String]) -> Int32 {
        let words = Array(arguments.dropFirst())
        do {
            if words.first == "--headless" {
                guard words.count >= 2, let size = parseSize(words[1]) else {
                    throw UsageError(description: "expected WIDTHxHEIGHT after --headless, e.g. --headless 40x12")
                }
                let script = try ScriptStep.parse(words.dropFirst(2).joined(separator: " "))
                let backend = HeadlessBackend(size: size, script: script)
                let host = WindowHost(rootViewController: controller, size: size, clock: backend.clock)
                host.quitKeys.insert(.escape)
                try TerminalRunLoop(backend: backend, clock: backend.clock).run(host)
                print(backend.text)
            } else if !words.isEmpty {
                throw UsageError(
                    description:
                        "unknown argument \"\(words[0])\" (the only option is --headless WIDTHxHEIGHT [KEYS...])")
            } else {
                let backend = try NcursesBackend()
                defer { backend.shutdown() }
                let clock = MonotonicClock()
                let host = WindowHost(rootViewController: controller, size: backend.size, clock: clock)
                // Light or dark as the terminal is, and as it turns (its colour scheme reports).
                host.followAppearance(.automatic, of: backend)
                host.quitKeys.insert(.escape)
                try TerminalRunLoop(backend: backend, clock: clock).run(host)
            }
            return 0
        } catch {
            let message = Array("\(arguments.first ?? "example"): \(error)\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            return 1
        }
    }

    private static func parseSize(_ word: String) -> TerminalSize? {
        let parts = word.lowercased().split(separator: "x").compactMap { Int($0) }
        return parts.count == 2 && parts[0] > 0 && parts[1] > 0 ? TerminalSize(width: parts[0], height: parts[1]) : nil
    }
}

/// A command line the host cannot read, said in a sentence.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

import ArgumentParser
import Canvas
import Foundation
import Terminal
import TerminalHosting

/// `payday [options]`: the interactive app in the terminal, through ncurses.
public struct RunCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show the workplace cards in the terminal (the default command)."
    )

    @OptionGroup public var options: AppOptions

    @Option(
        name: .long,
        help: ArgumentHelp("Write the layout engine's log (constraint conflicts) to this file.", valueName: "FILE"))
    public var layoutLog: String?

    public init() {}

    public func run() throws {
        // Everything that can fail on bad input fails here, before the screen changes.
        let session: PaydaySession
        switch options.session(environment: ProcessInfo.processInfo.environment, clock: Date(), timeZone: .current) {
        case .success(let loaded): session = loaded
        case .failure(let error):
            try CommandResult(standardError: error.description + "\n", exitStatus: 1).finish(); return
        }
        let logSink = try Self.logSink(path: layoutLog)
        // Light or dark from the terminal's background (OSC 11), or as PAYDAY_APPEARANCE says.
        var appearance = TerminalAppearance.automatic
        if let value = ProcessInfo.processInfo.environment["PAYDAY_APPEARANCE"] {
            guard let chosen = TerminalAppearance(parsing: value) else {
                try CommandResult(
                    standardError: "payday: PAYDAY_APPEARANCE=\(value): expected auto, light or dark, optionally with "
                        + "high-contrast (for example dark,high-contrast), or high-contrast alone\n", exitStatus: 1
                ).finish()
                return
            }
            appearance = chosen
        }
        let backend: NcursesBackend
        do { backend = try NcursesBackend() } catch {
            try CommandResult(standardError: "payday: \(error)\n", exitStatus: 1).finish()
            return
        }
        let clock = MonotonicClock()
        let app = PaydayTerminalApp(session: session, size: backend.size, clock: clock, logSink: logSink)
        app.window.traitCollection = appearance.traits(for: backend)
        let loop = TerminalRunLoop(backend: backend, clock: clock)
        defer { backend.shutdown() }
        try loop.run(app)
    }

    /// Appends each message to `path`, or drops it: in curses mode the screen is never the log.
    static func logSink(path: String?) throws -> (String) -> Void {
        guard let path else { return { _ in } }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw ValidationError("--layout-log \(path): cannot write to this file")
        }
        return { message in
            handle.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
        }
    }
}

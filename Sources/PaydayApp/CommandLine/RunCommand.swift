import ArgumentParser
import Foundation

/// `payday [options]`: the interactive app in the terminal, through ncurses.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show the workplace cards in the terminal (the default command)."
    )

    @OptionGroup var options: AppOptions

    @Option(
        name: .long,
        help: ArgumentHelp("Write the layout engine's log (constraint conflicts) to this file.", valueName: "FILE"))
    var layoutLog: String?

    init() {}

    func run() throws {
        // Everything that can fail on bad input fails here, before the screen changes.
        let session: PaydaySession
        switch options.session(environment: ProcessInfo.processInfo.environment, clock: Date(), timeZone: .current) {
        case .success(let loaded): session = loaded
        case .failure(let error):
            try CommandResult(standardError: error.description + "\n", exitStatus: 1).finish(); return
        }
        let logSink = try Self.logSink(path: layoutLog)
        do {
            try TerminalHost.run(session: session, logSink: logSink)
        } catch {
            try CommandResult(standardError: "payday: \(error)\n", exitStatus: 1).finish()
        }
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

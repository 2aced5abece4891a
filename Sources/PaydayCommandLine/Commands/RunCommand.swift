import ArgumentParser
import FoundationEssentials
import PaydayApp
import TerminalHosting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `payday [options]`: the interactive app in the terminal, through ncurses.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration.words("run", .run)

    @OptionGroup var options: AppOptions

    @Option(name: .long, help: .words(.layoutLog, "FILE"))
    var layoutLog: String?

    func run() throws {
        // Everything that can fail on bad input fails here, before the screen changes.
        let session: PaydaySession
        let environment = ProcessEnvironment.variables
        let language = options.language(environment: environment)
        do {
            session = try options.session(environment: environment, clock: Date(), timeZone: nil)
        } catch {
            try CommandResult(standardError: error.description + "\n", exitStatus: 1).finish(); return
        }
        let logSink = try Self.logSink(path: layoutLog)
        // Light or dark from the terminal (its background, OSC 11, and colour scheme, following its
        // reports of a change), or as PAYDAY_APPEARANCE says.
        var appearance = TerminalAppearance.automatic
        if let value = environment["PAYDAY_APPEARANCE"] {
            guard let chosen = TerminalAppearance(parsing: value) else {
                let failure = CommandFailure { $0.commandWords.badAppearance(value) }
                try CommandResult.failure("", failure, language).finish()
                return
            }
            appearance = chosen
        }
        do {
            try TerminalHost.run(session: session, appearance: appearance, logSink: logSink)
        } catch {
            try CommandResult(standardError: "payday: \(TerminalHost.problem(error, language))\n", exitStatus: 1)
                .finish()
        }
    }

    /// Appends each message to `path`, or drops it: in curses mode the screen is never the log.
    /// Written with `write(2)`, its failures ignored: a log on a full disk (`/dev/full`) must
    /// not stop the app, as `FileHandle.write` would (it traps).
    static func logSink(path: String?) throws -> (String) -> Void {
        guard let path else { return { _ in } }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw UsageWords.error(nil) { $0.commandWords.cannotWriteLayoutLog(path) }
        }
        return { message in
            let bytes = Array((message.hasSuffix("\n") ? message : message + "\n").utf8)
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
    }
}

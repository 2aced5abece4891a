import ArgumentParser
import FoundationEssentials
import PaydayApp

/// `payday render --width W --height H [--keys "down enter"] [--demo]`: the app on the headless
/// backend.
/// Applies the keys in order, each animation running to its end on the virtual clock, and
/// prints the final screen as exactly H lines (trailing spaces trimmed). The layout log goes
/// to standard error.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration.words("render", .render)

    @OptionGroup var options: AppOptions

    @Option(name: .long, help: .words(.renderWidth))
    var width: Int

    @Option(name: .long, help: .words(.renderHeight))
    var height: Int

    /// `--keys`, declared without an initial value: for an option's initial value the argument
    /// parser asks the Swift runtime whether its type is `CaseIterable` (to show it in the help), and
    /// for `String` that first look-up scans every conformance record of the process and finds none
    /// (about 0.2 M instructions in every `render`). An empty value shows no default either way.
    @Option(name: .customLong("keys"), help: .words(.renderKeys, "KEYS"))
    var keysGiven: String?

    /// The keys to press, none when `--keys` is not given.
    var keys: String { keysGiven ?? "" }

    mutating func validate() throws {
        // A screen larger than any terminal is a typing mistake.
        let largest = TerminalHost.largestScreen
        for (name, value, most) in [("--width", width, largest.width), ("--height", height, largest.height)]
        where !(1...most).contains(value) {
            throw UsageWords.error(options.data.common.lang) {
                $0.commandWords.sizeOutOfRange(name, value, most: most)
            }
        }
        if let problem = TerminalHost.keysProblem(keys, UsageWords.language(options.data.common.lang)) {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        try result(
            environment: ProcessEnvironment.variables, clock: Date(), timeZone: nil, beforeExit: true
        )
        .finish()
    }

    /// The command's output, with the environment, clock and time zone passed in; `beforeExit`
    /// when the process ends right after (`TerminalHost.render`).
    func result(environment: [String: String], clock: Date, timeZone: TimeZone?, beforeExit: Bool = false)
        -> CommandResult
    {
        let session: PaydaySession
        do {
            session = try options.session(environment: environment, clock: clock, timeZone: timeZone)
        } catch {
            return CommandResult(standardError: error.description + "\n", exitStatus: 1)
        }
        var log = ""
        let screen: [String]
        do {
            screen = try TerminalHost.render(
                session: session, width: width, height: height, keys: keys,
                logSink: { log += $0.hasSuffix("\n") ? $0 : $0 + "\n" }, beforeExit: beforeExit)
        } catch {
            return CommandResult(standardError: "payday render: --keys: \(error)\n", exitStatus: 1)
        }
        return CommandResult(standardOutput: screen.joined(separator: "\n") + "\n", standardError: log)
    }
}

import ArgumentParser
import Foundation
import Layout
import Terminal

/// `payday render --width W --height H [--keys "down enter"]`: the app on the headless backend.
/// Applies the keys in order, each animation running to its end on the virtual clock, and
/// prints the final screen as exactly H lines (trailing spaces trimmed). The layout log goes
/// to standard error.
public struct RenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print the app's screen as text after some keys, without a terminal."
    )

    @OptionGroup public var options: AppOptions

    @Option(name: .long, help: "Screen width in cells.")
    public var width: Int

    @Option(name: .long, help: "Screen height in lines.")
    public var height: Int

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Keys to press, e.g. \"down enter\" (also resize:WxH, click:X,Y, wait:S).", valueName: "KEYS"))
    public var keys: String = ""

    public init() {}

    public mutating func validate() throws {
        // A screen larger than any terminal is a typing mistake (`TerminalSize.largest`).
        let largest = TerminalSize.largest
        for (name, value, most) in [("--width", width, largest.width), ("--height", height, largest.height)]
        where !(1...most).contains(value) {
            throw ValidationError("\(name) \(value) must be between 1 and \(most), the size of a real terminal")
        }
        do { _ = try ScriptStep.parse(keys) } catch { throw ValidationError("--keys: \(error)") }
    }

    public func run() throws {
        try result(environment: ProcessInfo.processInfo.environment, clock: Date(), timeZone: .current).finish()
    }

    /// The command's output, with the environment, clock and time zone passed in.
    public func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult {
        let session: PaydaySession
        switch options.session(environment: environment, clock: clock, timeZone: timeZone) {
        case .success(let loaded): session = loaded
        case .failure(let error): return CommandResult(standardError: error.description + "\n", exitStatus: 1)
        }
        let script: [ScriptStep]
        do { script = try ScriptStep.parse(keys) } catch {
            return CommandResult(standardError: "payday render: --keys: \(error)\n", exitStatus: 1)
        }
        var log = ""
        let screen = Self.render(
            session: session, size: TerminalSize(width: width, height: height),
            script: script, logSink: { log += $0.hasSuffix("\n") ? $0 : $0 + "\n" })
        return CommandResult(
            standardOutput: screen.lines.map(Self.trimmingTrailingSpaces).joined(separator: "\n") + "\n",
            standardError: log)
    }

    /// Runs the app headless over `script` (each event followed by enough time for the
    /// animation it starts to end) and returns the last screen.
    static func render(
        session: PaydaySession, size: TerminalSize, script: [ScriptStep],
        logSink: @escaping (String) -> Void
    ) -> Canvas {
        let settle = ScriptStep.wait(PaydayTerminalApp.longestAnimation)
        let paced = script.flatMap { step -> [ScriptStep] in
            if case .event = step { return [step, settle] }
            return [step]
        }
        let backend = HeadlessBackend(size: size, script: paced)
        // A picture of the screen: it never saves, and nothing changes it but the keys.
        var session = session
        session.isWritable = false
        session.wakesOnItsOwn = false
        let app = PaydayTerminalApp(session: session, size: size, clock: backend.clock, logSink: logSink)
        let loop = TerminalRunLoop(backend: backend, clock: backend.clock)
        // The headless backend never fails to flush.
        try? loop.run(app)
        return backend.screen
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var trimmed = Substring(line)
        while trimmed.last == " " { trimmed.removeLast() }
        return String(trimmed)
    }
}

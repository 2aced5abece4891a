import ArgumentParser
import FoundationEssentials
import PaydayApp

/// Commands that fail report on standard error; `finish()` turns that into the exit status.
protocol StoreCommand: ParsableCommand {
    /// The data file and the language.
    var common: CommonOptions { get }
    func result(environment: [String: String], clock: Date, timeZone: TimeZone?) -> CommandResult
}

extension StoreCommand {
    func run() throws {
        try result(environment: ProcessEnvironment.variables, clock: Date(), timeZone: nil).finish()
    }

    /// A session of the data file (`StoreSession`) for the command's options; a command that
    /// checks its arguments first opens it once they pass, so that a refusal leaves the file alone.
    func openSession(_ environment: [String: String], _ clock: Date, _ timeZone: TimeZone?, onlyReads: Bool = false)
        throws(CommandFailure) -> StoreSession
    {
        try StoreSession(
            options: common, environment: environment, clock: clock, timeZone: timeZone, onlyReads: onlyReads)
    }
}

/// A command that says one line of what it did on a session of the data file (most of
/// `shift`, `schedule`, `absence`, `clock`, `workplace`, `history`, `undo`): the session opened,
/// the command's line of output, and any failure (the session's own included) on standard error
/// in the user's language, all written once here.
protocol SessionCommand: StoreCommand {
    /// The command as typed after `payday` (`shift add`), which its failures start with.
    static var name: String { get }
    /// The command only shows data: a file named with `--data` that is not there is a mistyped
    /// name (`StoreSession`'s `onlyReads`).
    static var onlyReads: Bool { get }
    /// What the command says once it has done its work on `session`.
    func said(in session: StoreSession) throws(CommandFailure) -> String
}

extension SessionCommand {
    static var onlyReads: Bool { false }

    func run() throws {
        try result(environment: ProcessEnvironment.variables, clock: Date(), timeZone: nil, beforeExit: true).finish()
    }

    func result(environment: [String: String], clock: Date, timeZone: TimeZone?) -> CommandResult {
        result(environment: environment, clock: clock, timeZone: timeZone, beforeExit: false)
    }

    /// With `beforeExit` (the process ends once the output is written, as `run` does), the
    /// session (the file as read, and as saved) is left to the process's exit rather than taken
    /// apart one shift at a time (about 2 M instructions for a file of 75,000 shifts).
    func result(environment: [String: String], clock: Date, timeZone: TimeZone?, beforeExit: Bool) -> CommandResult {
        CommandResult.catching(Self.name, common.language(environment)) { () throws(CommandFailure) -> String in
            let session = try openSession(environment, clock, timeZone, onlyReads: Self.onlyReads)
            if beforeExit { KeptToExit.keep(session) }
            return try said(in: session)
        }
    }
}

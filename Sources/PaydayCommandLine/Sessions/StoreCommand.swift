import ArgumentParser
import Foundation
import PaydayApp

/// Commands that fail report on standard error; `finish()` turns that into the exit status.
protocol StoreCommand: ParsableCommand {
    /// The data file and the language.
    var common: CommonOptions { get }
    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult
}

extension StoreCommand {
    func run() throws {
        try result(environment: ProcessInfo.processInfo.environment, clock: Date(), timeZone: .current).finish()
    }

    /// `body`'s text on a session of the data file (`StoreSession`) as the command's one line of
    /// output; a failure, the session's own included, on standard error in the user's language.
    func withSession(
        _ name: String, _ environment: [String: String], _ clock: Date, _ timeZone: TimeZone, onlyReads: Bool = false,
        _ body: (StoreSession) throws(CommandFailure) -> String
    ) -> CommandResult {
        CommandResult.catching(name, common.language(environment)) { () throws(CommandFailure) -> String in
            try body(
                try StoreSession(
                    options: common, environment: environment, clock: clock, timeZone: timeZone, onlyReads: onlyReads))
        }
    }
}

import ArgumentParser
import Foundation

/// Commands that fail report on standard error; `finish()` turns that into the exit status.
protocol StoreCommand: ParsableCommand {
    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult
}

extension StoreCommand {
    func run() throws {
        try result(environment: ProcessInfo.processInfo.environment, clock: Date(), timeZone: .current).finish()
    }
}

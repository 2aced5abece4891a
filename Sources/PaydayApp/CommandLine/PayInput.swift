import ArgumentParser
import Foundation
import Payroll

/// A command that shows pay (`summary`, `payslip`, `paydays`): its output from the loaded records,
/// with the clock, time zone and environment passed in so tests can run it.
protocol PayInputCommand: ParsableCommand {
    var options: DataOptions { get }
    func result(input: LoadedRecords) -> CommandResult
}

extension PayInputCommand {
    func run() throws {
        try result(clock: Date(), timeZone: .current, environment: ProcessInfo.processInfo.environment).finish()
    }

    /// The command's output, with the clock, time zone and environment passed in.
    func result(clock: Date, timeZone: TimeZone, environment: [String: String] = [:]) -> CommandResult {
        LoadedRecords.result(options, clock: clock, timeZone: timeZone, environment: environment, result(input:))
    }
}

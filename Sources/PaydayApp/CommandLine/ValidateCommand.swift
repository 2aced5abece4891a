import ArgumentParser
import Payroll

/// `payday validate FILE`: `OK: N workplaces, M shifts`, or every problem; exit status 0 or 1.
public struct ValidateCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a workplaces data file and list every problem in it."
    )

    @Argument(help: ArgumentHelp("The data file to check.", valueName: "FILE"))
    public var file: String

    public init() {}

    public func run() throws {
        try result().finish()
    }

    public func result() -> CommandResult {
        do {
            let data = try DataFile.load(path: file)
            return CommandResult(standardOutput: "OK: \(data.workplaces.count) workplaces, \(data.shiftCount) shifts\n")
        } catch {
            let count = error.problems.count
            let summary = count == 1 ? "" : "\(file): \(count) problems\n"
            return CommandResult(standardError: error.description + "\n" + summary, exitStatus: 1)
        }
    }
}

import ArgumentParser
import PaydayApp
import Payroll
import PayrollWords

/// Which data file a command works on (`DataLocation`): `--data FILE`, `--demo`, else the
/// worker's own.
public struct DataLocationOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(UsageWords.help.dataHelp, valueName: "FILE"))
    public var data: String?

    @Flag(name: .long, help: ArgumentHelp(UsageWords.help.demoHelp))
    public var demo = false

    public init() {}

    /// The file to use, or why there is none.
    public func resolve(environment: [String: String]) throws(DataFileError) -> DataLocation {
        try DataLocation.resolve(named: data, demo: demo, environment: environment)
    }
}

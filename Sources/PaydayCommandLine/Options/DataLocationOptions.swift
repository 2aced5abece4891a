import ArgumentParser
import PaydayApp
import Payroll
import PayrollWords

/// Which data file a command works on (`DataLocation`): `--data FILE`, `--demo`, else the
/// worker's own.
public struct DataLocationOptions: ParsableArguments {
    @Option(name: .long, help: .dataFile)
    public var data: String?

    @Flag(name: .long, help: .demoData)
    public var demo = false

    public init() {}

    /// The two options as a group that declares them itself parsed them (`CommonOptions`).
    init(data: String?, demo: Bool) {
        self.data = data
        self.demo = demo
    }

    /// The file to use, or why there is none.
    public func resolve(environment: [String: String]) throws(DataFileError) -> DataLocation {
        try DataLocation.resolve(named: data, demo: demo, environment: environment)
    }
}

/// The help of the options every command shares. `DataLocationOptions`, `CommonOptions`,
/// `DataOptions` and `AppOptions` each declare the ones they take themselves instead of nesting
/// one group in the next: each nested group is one more type the argument parser builds, decodes
/// and checks at run time in every process (about a million instructions each).
extension ArgumentHelp {
    static var dataFile: ArgumentHelp { ArgumentHelp(UsageWords.help.dataHelp, valueName: "FILE") }
    static var demoData: ArgumentHelp { ArgumentHelp(UsageWords.help.demoHelp) }
    static var language: ArgumentHelp { ArgumentHelp(UsageWords.help.langHelp, valueName: "en|ko") }
    static var todayDate: ArgumentHelp { ArgumentHelp(UsageWords.help.todayHelp, valueName: "YYYY-MM-DD") }
    static var ratesFile: ArgumentHelp { ArgumentHelp(UsageWords.help.ratesHelp, valueName: "FILE") }
}

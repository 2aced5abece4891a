import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// The common options (`--data FILE` or `--demo`, `--lang`), `--today YYYY-MM-DD` and `--rates FILE`:
/// the options of the app and of every command that shows pay. It declares the common ones
/// itself, in the same order (one group fewer for the argument parser); `common` gives them as
/// `CommonOptions`.
public struct DataOptions: ParsableArguments {
    @Option(name: .long, help: .dataFile)
    public var data: String?

    @Flag(name: .long, help: .demoData)
    public var demo = false

    @Option(name: .long, help: .language)
    public var lang: PayrollLanguage?

    /// The date to compute for, instead of the clock's.
    @Option(name: .long, help: .todayDate)
    public var today: String?

    @Option(name: .long, help: .ratesFile)
    public var rates: String?

    public init() {}

    /// The options as `AppOptions` parsed them.
    init(common: CommonOptions, rates: String?) {
        data = common.data
        demo = common.demo
        lang = common.lang
        today = common.today
        self.rates = rates
    }

    /// The common options (`--data`, `--demo`, `--lang`, `--today`).
    public var common: CommonOptions { CommonOptions(data: data, demo: demo, lang: lang, today: today) }

    /// Where the data file is.
    public var location: DataLocationOptions { DataLocationOptions(data: data, demo: demo) }

    public mutating func validate() throws {
        var common = common
        try common.validate()
    }

    /// A today refused, as the command's failure.
    static func failure(_ refusal: TodayRule.Refusal, _ language: PayrollLanguage) -> CommandFailure {
        switch refusal {
        case .outside(let reason):
            CommandFailure(RuleWords(language: language, place: .commandLine).reason(reason))
        case .badTestNow(let text):
            CommandFailure { $0.commandWords.badTestNow("\(TestClock.variable)=\(text)") }
        }
    }

    /// The data file (none yet: no workplaces), the shipped holidays and the rates, or the error to print.
    public func load(environment: [String: String]) throws(DataFileError) -> LoadedData {
        try LoadedData.load(named: data, demo: demo, rates: rates, environment: environment)
    }
}

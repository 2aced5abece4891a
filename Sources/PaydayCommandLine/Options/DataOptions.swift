import ArgumentParser
import Foundation
import PaydayApp
import Payroll
import PayrollWords

/// The common options (`--data FILE` or `--demo`, `--lang`), `--today YYYY-MM-DD` and `--rates FILE`:
/// the options of the app and of every command that shows pay.
public struct DataOptions: ParsableArguments {
    @OptionGroup public var common: CommonOptions

    /// Where the data file is.
    public var location: DataLocationOptions { common.location }

    /// `--today` (`CommonOptions`): the date to compute for, instead of the clock's.
    public var today: String? { common.today }

    @Option(
        name: .long,
        help: ArgumentHelp(UsageWords.help.ratesHelp, valueName: "FILE"))
    public var rates: String?

    public init() {}

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
        try LoadedData.load(named: location.data, demo: location.demo, rates: rates, environment: environment)
    }
}

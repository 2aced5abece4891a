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

    @Option(
        name: .long, help: ArgumentHelp(UsageWords.help.todayHelp, valueName: "YYYY-MM-DD"))
    public var today: String?

    @Option(
        name: .long,
        help: ArgumentHelp(UsageWords.help.ratesHelp, valueName: "FILE"))
    public var rates: String?

    public init() {}

    public mutating func validate() throws {
        if let today, LocalDate(iso: today) == nil {
            throw UsageWords.error(
                english: "--today \(today) is not a date; write YYYY-MM-DD, such as 2026-11-21",
                korean: "--today \(today)은(는) 날짜가 아닙니다; 2026-11-21처럼 YYYY-MM-DD로 쓰세요", common.lang)
        }
    }

    /// Today and the moment by which a shift must have ended to count, by the one clock rule
    /// (`TodayRule`): `--today` (the end of that day), else `PAYDAY_TEST_NOW`, else the clock's
    /// date and time in `timeZone`. A today outside `Limits.today` is refused, in `language`.
    func resolveToday(environment: [String: String], clock: Date, timeZone: TimeZone, language: PayrollLanguage)
        throws(CommandFailure) -> (today: LocalDate, now: LocalMoment)
    {
        do {
            return try TodayRule.resolve(
                given: today.flatMap { LocalDate(iso: $0) }, environment: environment, clock: clock, timeZone: timeZone)
        } catch {
            throw Self.failure(error, language)
        }
    }

    /// Now (`PAYDAY_TEST_NOW`, else the clock), for the commands that have no `--today`.
    static func now(environment: [String: String], clock: Date, timeZone: TimeZone, language: PayrollLanguage)
        throws(CommandFailure) -> LocalMoment
    {
        do {
            return try TodayRule.moment(environment: environment, clock: clock, timeZone: timeZone)
        } catch {
            throw failure(error, language)
        }
    }

    /// A today refused, as the command's failure.
    static func failure(_ refusal: TodayRule.Refusal, _ language: PayrollLanguage) -> CommandFailure {
        switch refusal {
        case .outside(let reason):
            CommandFailure(RuleWords(language: language, place: .commandLine).reason(reason))
        case .badTestNow(let text):
            CommandFailure(
                english: "\(TestClock.variable)=\(text) is not YYYY-MM-DDTHH:mm",
                korean: "\(TestClock.variable)=\(text)은(는) YYYY-MM-DDTHH:mm 꼴이 아닙니다")
        }
    }

    /// The data file (none yet: no workplaces), the shipped holidays and the rates, or the error to print.
    public func load(environment: [String: String]) throws(DataFileError) -> LoadedData {
        try LoadedData.load(named: location.data, demo: location.demo, rates: rates, environment: environment)
    }
}

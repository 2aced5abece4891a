import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// The options every command shares: the data file (`--data FILE`, `--demo`) and the language
/// of its words (`--lang en|ko`, else the locale's: `LC_ALL`, `LC_MESSAGES`, then `LANG`).
public struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: .dataFile)
    public var data: String?

    @Flag(name: .long, help: .demoData)
    public var demo = false

    @Option(name: .long, help: .language)
    public var lang: PayrollLanguage?

    @Option(name: .long, help: .todayDate)
    public var today: String?

    public init() {}

    /// The options as a group that declares them itself parsed them (`DataOptions`, `AppOptions`).
    init(data: String?, demo: Bool, lang: PayrollLanguage?, today: String?) {
        self.data = data
        self.demo = demo
        self.lang = lang
        self.today = today
    }

    /// Which data file: `--data FILE`, `--demo`, else the worker's own.
    public var location: DataLocationOptions { DataLocationOptions(data: data, demo: demo) }

    /// `--today` as a date (nil when not given; a text that is no date is refused by `validate()`).
    public var todayDate: LocalDate? { today.flatMap { LocalDate(iso: $0) } }

    public mutating func validate() throws {
        if demo && data != nil {
            throw UsageWords.error(lang) { $0.commandWords.demoOrData }
        }
        if let today, LocalDate(iso: today) == nil {
            throw UsageWords.error(lang) { $0.commandWords.notADate("--today \(today)") }
        }
    }

    /// Now by the one clock rule (`TodayRule.stamp`): `--today`'s day at the time of day of
    /// `PAYDAY_TEST_NOW` or of the clock; the moment a change made now is stamped with.
    func now(environment: [String: String], clock: Date, timeZone: TimeZone?, language: PayrollLanguage)
        throws(CommandFailure) -> LocalMoment
    {
        do {
            return try TodayRule.stamp(given: todayDate, environment: environment, clock: clock, timeZone: timeZone)
        } catch {
            throw DataOptions.failure(error, language)
        }
    }

    /// `--lang`, else the locale of `environment`.
    public func language(_ environment: [String: String]) -> PayrollLanguage {
        lang ?? AppStrings.language(environment: environment)
    }
}

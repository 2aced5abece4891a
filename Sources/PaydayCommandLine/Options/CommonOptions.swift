import ArgumentParser
import Foundation
import PaydayApp
import Payroll
import PayrollWords

/// The options every command shares: the data file (`--data FILE`, `--demo`) and the language
/// of its words (`--lang en|ko`, else the locale's: `LC_ALL`, `LC_MESSAGES`, then `LANG`).
public struct CommonOptions: ParsableArguments {
    @OptionGroup public var location: DataLocationOptions

    @Option(
        name: .long,
        help: ArgumentHelp(UsageWords.help.langHelp, valueName: "en|ko"))
    public var lang: PayrollLanguage?

    @Option(
        name: .long,
        help: ArgumentHelp(UsageWords.help.todayHelp, valueName: "YYYY-MM-DD"))
    public var today: String?

    public init() {}

    /// `--today` as a date (nil when not given; a text that is no date is refused by `validate()`).
    public var todayDate: LocalDate? { today.flatMap { LocalDate(iso: $0) } }

    public mutating func validate() throws {
        if location.demo && location.data != nil {
            throw UsageWords.error(
                english: "give either --demo or --data FILE, not both", korean: "--demo와 --data FILE 중 하나만 주세요", lang)
        }
        if let today, LocalDate(iso: today) == nil {
            throw UsageWords.error(
                english: "--today \(today) is not a date; write YYYY-MM-DD, such as 2026-11-21",
                korean: "--today \(today)은(는) 날짜가 아닙니다; 2026-11-21처럼 YYYY-MM-DD로 쓰세요", lang)
        }
    }

    /// Now by the one clock rule (`TodayRule.stamp`): `--today`'s day at the time of day of
    /// `PAYDAY_TEST_NOW` or of the clock; the moment a change made now is stamped with.
    func now(environment: [String: String], clock: Date, timeZone: TimeZone, language: PayrollLanguage)
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

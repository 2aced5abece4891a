import ArgumentParser
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

    public init() {}

    public mutating func validate() throws {
        if location.demo && location.data != nil {
            throw UsageWords.error(
                english: "give either --demo or --data FILE, not both", korean: "--demo와 --data FILE 중 하나만 주세요", lang)
        }
    }

    /// `--lang`, else the locale of `environment`.
    public func language(_ environment: [String: String]) -> PayrollLanguage {
        lang ?? AppStrings.language(environment: environment)
    }
}

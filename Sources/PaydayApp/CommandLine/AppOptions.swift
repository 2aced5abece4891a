import ArgumentParser
import Foundation
import Payroll

extension AnimationMode: ExpressibleByArgument {}

/// The options of the interactive app, shared by `payday` and `payday render`.
public struct AppOptions: ParsableArguments {
    @OptionGroup public var data: DataOptions

    @Option(
        name: .long, help: ArgumentHelp("Language: en or ko (default: from LC_ALL, then LANG).", valueName: "en|ko"))
    public var lang: PayrollLanguage?

    @Option(
        name: .long, help: ArgumentHelp("Animate unfolding (full) or apply it at once (none).", valueName: "full|none"))
    public var animations: AnimationMode = .full

    public init() {}

    /// `--lang`, else the locale of `environment`.
    public func language(environment: [String: String]) -> PayrollLanguage {
        lang ?? AppStrings.language(environment: environment)
    }

    /// The session, or the payroll layer's message for a bad data file.
    func session(environment: [String: String], clock: Date, timeZone: TimeZone) -> Result<PaydaySession, DataFileError>
    {
        Result { () throws(DataFileError) in
            try PaydaySession.load(
                options: data, language: language(environment: environment), animations: animations,
                environment: environment, clock: clock, timeZone: timeZone)
        }
    }
}

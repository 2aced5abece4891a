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

    /// Why the app does not start: a bad data file (its problems worded in the app's language), or a today
    /// outside the days payday computes for, given or the clock's (worded in the app's language).
    struct StartFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// The session, or why the app cannot start, before the screen changes. The app starts at
    /// the clock's moment, or at the store commands' test hook `PAYDAY_TEST_NOW` (so an
    /// end-to-end test clocks in at a known time).
    func session(environment: [String: String], clock: Date, timeZone: TimeZone) -> Result<PaydaySession, StartFailure>
    {
        let language = language(environment: environment)
        var session: PaydaySession
        do {
            session = try PaydaySession.load(
                options: data, language: language, animations: animations, environment: environment, clock: clock,
                timeZone: timeZone)
        } catch {
            return .failure(
                StartFailure(description: RuleWords(language: language, place: .commandLine).dataFileError(error)))
        }
        var given = session.fixedToday
        if let text = environment[StoreSession.testNowVariable], let moment = StoreSession.moment(text) {
            session.startMoment = moment
            session.startSecond = 0
            given = given ?? moment.date
        }
        do throws(CommandFailure) {
            if let given {
                try DataOptions.checkGiven(given, language: language)
            } else {
                _ = try DataOptions.clockNow(clock, timeZone, language: language)
            }
        } catch {
            return .failure(StartFailure(description: "payday: " + error.message))
        }
        return .success(session)
    }
}

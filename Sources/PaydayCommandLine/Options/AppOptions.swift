import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

extension AnimationMode: ExpressibleByArgument {}

/// The options of the interactive app, shared by `payday` and `payday render`: `DataOptions`'
/// (declared here, in the same order: one group fewer for the argument parser; `data` gives them
/// as `DataOptions`) and `--animations`.
public struct AppOptions: ParsableArguments {
    /// `--data FILE` (`data` is the whole `DataOptions`).
    @Option(name: .customLong("data"), help: .dataFile)
    var dataFile: String?

    @Flag(name: .long, help: .demoData)
    var demo = false

    @Option(name: .long, help: .language)
    var lang: PayrollLanguage?

    @Option(name: .long, help: .todayDate)
    var today: String?

    @Option(name: .long, help: .ratesFile)
    var rates: String?

    @Option(name: .long, help: .words(.animations, "full|none"))
    public var animations: AnimationMode = .full

    public init() {}

    /// The data file's options.
    public var data: DataOptions {
        DataOptions(common: CommonOptions(data: dataFile, demo: demo, lang: lang, today: today), rates: rates)
    }

    public mutating func validate() throws {
        var common = data.common
        try common.validate()
    }

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
    /// end-to-end test clocks in at a known time). The failure is thrown (typed).
    func session(environment: [String: String], clock: Date, timeZone: TimeZone?) throws(StartFailure) -> PaydaySession
    {
        let language = language(environment: environment)
        var session: PaydaySession
        do {
            session = try PaydaySession.load(
                options: data, language: language, animations: animations, environment: environment, clock: clock,
                timeZone: timeZone)
        } catch {
            throw StartFailure(description: RuleWords(language: language, place: .commandLine).dataFileError(error))
        }
        if let text = environment[TestClock.variable], let moment = TestClock.moment(text) {
            session.startMoment = moment
            session.startSecond = 0
            session.isOnTestClock = true
        }
        do {
            _ = try TodayRule.resolve(
                given: session.fixedToday, environment: environment, clock: clock, timeZone: timeZone)
        } catch {
            throw StartFailure(description: "payday: " + DataOptions.failure(error, language).message(language))
        }
        return session
    }
}

extension PaydaySession {
    /// Loads the data file of `options` (`environment` says where the data home is); the app
    /// starts at `clock`'s moment in `timeZone`, and so many seconds into that minute.
    public static func load(
        options: DataOptions, language: PayrollLanguage, animations: AnimationMode,
        environment: [String: String] = [:], clock: Date = Date(), timeZone: TimeZone? = nil
    ) throws(DataFileError) -> PaydaySession {
        start(
            try options.load(environment: environment), today: options.today.flatMap { LocalDate(iso: $0) },
            language: language, animations: animations, clock: clock, timeZone: timeZone)
    }
}

import ArgumentParser
import Foundation
import Payroll

/// `--data FILE` (or `--demo`) and `--today YYYY-MM-DD`, shared by every command that shows pay.
public struct DataOptions: ParsableArguments {
    @OptionGroup public var location: DataLocationOptions

    @Option(
        name: .long, help: ArgumentHelp("The date to compute for, instead of the clock's.", valueName: "YYYY-MM-DD"))
    public var today: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A rates file (minimum wage, insurance rates) to use instead of the shipped one.", valueName: "FILE"))
    public var rates: String?

    public init() {}

    public mutating func validate() throws {
        if let today, LocalDate(iso: today) == nil {
            throw ValidationError("--today \(today) is not a date; write YYYY-MM-DD, such as 2026-11-21")
        }
    }

    /// Today and the moment by which a shift must have ended to count: with `--today`, the end of
    /// that day; otherwise the clock's date and time in `timeZone`. A today outside
    /// `Limits.today`, given or the clock's, is refused, in `language`.
    func resolveToday(clock: Date, timeZone: TimeZone, language: PayrollLanguage) throws(CommandFailure) -> (
        today: LocalDate, now: LocalMoment
    ) {
        if let text = today, let date = LocalDate(iso: text) {
            try Self.checkGiven(date, language: language)
            return (date, LocalMoment.endOfDay(date))
        }
        return (LocalDate.today(now: clock, timeZone: timeZone), try Self.clockNow(clock, timeZone, language: language))
    }

    /// A today given (`--today`, `PAYDAY_TEST_NOW`) outside the days payday computes for
    /// (`Limits.todayProblem`): the command's failure, in words, before anything is printed.
    static func checkGiven(_ date: LocalDate, language: PayrollLanguage) throws(CommandFailure) {
        try check(Limits.todayProblem(date), language: language)
    }

    /// The clock's moment in `timeZone`, or the command's failure when its date is outside the
    /// days payday computes for (a clock at 1970-01-01): payday does not guess a today.
    static func clockNow(_ clock: Date, _ timeZone: TimeZone, language: PayrollLanguage) throws(CommandFailure)
        -> LocalMoment
    {
        let now = LocalMoment.now(clock, timeZone: timeZone)
        try check(Limits.todayProblem(now.date, fromClock: true), language: language)
        return now
    }

    private static func check(_ problem: RuleReason?, language: PayrollLanguage) throws(CommandFailure) {
        if let problem { throw CommandFailure(RuleWords(language: language, place: .commandLine).reason(problem)) }
    }

    /// What a command that shows pay works on.
    public struct Loaded {
        public var file: DataFile
        public var holidays: HolidayCalendar
        /// `--rates`, else the shipped rates file.
        public var rates: RateTable
        public var location: DataLocation
    }

    /// The data file (none yet: no workplaces), the shipped holidays and the rates, or the error to print.
    public func load(environment: [String: String]) throws(DataFileError) -> Loaded {
        try Self.load(location: location, rates: rates, environment: environment)
    }

    /// The same for any command's location and rates file.
    public static func load(location: DataLocationOptions, rates: String?, environment: [String: String])
        throws(DataFileError) -> Loaded
    {
        let place = try location.resolve(environment: environment)
        // The worker's own file not there yet is no workplaces yet (the first save creates it);
        // a file named with --data that is not there is more likely a typing mistake: an error.
        let isDefault = location.data == nil && !place.isShippedDemo
        let file =
            isDefault && !FileManager.default.fileExists(atPath: place.path)
            ? DataFile(workplaces: [])
            : try DataFile.load(path: place.path)
        let folder = URL(fileURLWithPath: place.path).deletingLastPathComponent()
        let table: RateTable
        if let rates {
            table = try RateTable.load(path: rates)
        } else {
            table = try RateTable.bundled(fallbackDirectory: folder)
        }
        return Loaded(
            file: file, holidays: try HolidayCalendar.bundled(fallbackDirectory: folder), rates: table, location: place)
    }
}

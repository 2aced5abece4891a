import FoundationEssentials
import Payroll

/// Which data file the app or a command works on.
///
/// The worker's own file is `$PAYDAY_DATA` if set, else `$XDG_DATA_HOME/payday/workplaces.json`
/// (`~/.local/share/payday/workplaces.json` when `XDG_DATA_HOME` is unset): it need not exist
/// (no workplaces yet) and is created by the first save. A file named (`--data FILE`) is used
/// instead; the shipped demo (`--demo`) is read-only.
public struct DataLocation: Sendable, Equatable {
    public static let demoResource = "demo-workplaces.json"

    public var path: String
    /// `--demo`: the shipped file (a file with `datesRelativeTo` is a demo wherever it is).
    public var isShippedDemo: Bool

    public init(path: String, isShippedDemo: Bool) {
        self.path = path
        self.isShippedDemo = isShippedDemo
    }

    /// The file `named`, the shipped demo, or the worker's own; an error when the demo is not
    /// where the build put it.
    public static func resolve(named: String?, demo: Bool, environment: [String: String]) throws(DataFileError)
        -> DataLocation
    {
        if demo {
            guard let path = ShippedResources.path(named: demoResource) else {
                throw DataFileError(file: demoResource, .shippedFileMissing(.demo))
            }
            return DataLocation(path: path, isShippedDemo: true)
        }
        if let named { return DataLocation(path: named, isShippedDemo: false) }
        return DataLocation(path: defaultPath(environment: environment), isShippedDemo: false)
    }

    /// The worker's own file when nothing names another.
    public static func defaultPath(environment: [String: String]) -> String {
        if let named = environment["PAYDAY_DATA"], !named.isEmpty { return named }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return dataHome + "/payday/workplaces.json"
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return home + "/.local/share/payday/workplaces.json"
    }
}

/// The holidays and the rates pay is computed with: the shipped files (else those found beside
/// the data file), or the rates file named (`--rates`).
public struct PayRules: Sendable {
    public var holidays: HolidayCalendar
    public var rates: RateTable

    public init(holidays: HolidayCalendar, rates: RateTable) {
        self.holidays = holidays
        self.rates = rates
    }

    /// The rules for the data file at `place`; `rates` names a rates file to use instead. Without
    /// `withholdingNeeded` (no workplace of the file is taxed by it) the withholding table is read
    /// on first need, not now (`RateTable.load(path:withholdingNeeded:)`).
    public static func load(beside place: DataLocation, rates: String?, withholdingNeeded: Bool = true)
        throws(DataFileError) -> PayRules
    {
        let table: RateTable
        if let rates {
            table = try RateTable.load(path: rates, withholdingNeeded: withholdingNeeded)
        } else {
            table = try RateTable.bundled(fallbackDirectory: folder(of: place), withholdingNeeded: withholdingNeeded)
        }
        return PayRules(holidays: try holidays(beside: place), rates: table)
    }

    /// The holidays alone, for a command that needs no pay (a clock-out's check for a forgotten
    /// shift): the rates file and the withholding table it reads cost about 11 M instructions.
    public static func holidays(beside place: DataLocation) throws(DataFileError) -> HolidayCalendar {
        try HolidayCalendar.bundled(fallbackDirectory: folder(of: place))
    }

    /// Where rules files are looked for when the shipped ones are missing: beside the data file.
    private static func folder(of place: DataLocation) -> URL {
        URL(fileURLWithPath: place.path).deletingLastPathComponent()
    }

    /// What payslips are computed from on `today`, shifts ended by `now`, for `worker`.
    public func basis(today: LocalDate, now: LocalMoment, worker: Worker) -> PayBasis {
        PayBasis(today: today, now: now, holidays: holidays, rates: rates, worker: worker)
    }
}

/// The data file as loaded (none yet: no workplaces), the shipped holidays and the rates: what
/// the app and every command that shows pay work on. The one road to the file: the read-only
/// commands and the app read it here (`load`), and the commands that change it read it here too,
/// through the store that will save it (`read(_:through:)`), so that the store's later save
/// compares the disk with the very bytes read.
public struct LoadedData: Sendable {
    public var file: DataFile
    public var holidays: HolidayCalendar
    /// The rates file named (`--rates`), else the shipped one.
    public var rates: RateTable
    public var location: DataLocation

    /// The holidays and rates as one value.
    public var rules: PayRules { PayRules(holidays: holidays, rates: rates) }

    /// Loads the file `named` (or the demo, or the worker's own), the holidays and the rates
    /// (`rates`, else the shipped file), or says why it cannot. The withholding table is read with
    /// the rates where a workplace of the file is taxed by it (a broken one is then reported here),
    /// else when a figure first asks for it.
    public static func load(named: String?, demo: Bool, rates: String?, environment: [String: String])
        throws(DataFileError) -> LoadedData
    {
        let place = try DataLocation.resolve(named: named, demo: demo, environment: environment)
        // The worker's own file not there yet is no workplaces yet (the first save creates it);
        // a file named with --data that is not there is more likely a typing mistake: an error.
        let isDefault = named == nil && !place.isShippedDemo
        let file =
            isDefault && !FileManager.default.fileExists(atPath: place.path)
            ? DataFile(workplaces: [])
            : try DataFile.load(path: place.path)
        let rules = try PayRules.load(beside: place, rates: rates, withholdingNeeded: file.usesWithholdingTable)
        return LoadedData(file: file, holidays: rules.holidays, rates: rules.rates, location: place)
    }

    /// The file at `place` read through `store` (a store on that path): what a command that
    /// changes the file starts from. No file yet is no workplaces; the store keeps what it read
    /// and checks the disk against it when it saves, under its lock.
    public static func read(_ place: DataLocation, through store: DataStore) throws(StoreError) -> DataFile {
        precondition(store.path == place.path, "the store is on another file")
        return try store.load()
    }
}

/// The test hook that sets the clock of the app and the commands: `PAYDAY_TEST_NOW=YYYY-MM-DDTHH:mm`
/// (docs/data-file.md).
public enum TestClock {
    public static let variable = "PAYDAY_TEST_NOW"

    /// The moment `text` names, or nil when it is not `YYYY-MM-DDTHH:mm`.
    public static func moment(_ text: String) -> LocalMoment? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let date = LocalDate(iso: String(parts[0])),
            let time = TimeOfDay(text: String(parts[1]))
        else {
            return nil
        }
        return LocalMoment(date: date, time: time)
    }
}

/// The one clock rule of the app and every command: today is the day given (`--today`, whose
/// moment is the end of that day: every shift of it counts), else the test hook's moment
/// (`PAYDAY_TEST_NOW`), else the clock's in the time zone; a day outside the days payday
/// computes for is refused, not guessed.
public enum TodayRule {
    public enum Refusal: Error, Equatable {
        /// The day is outside `Limits.today` (a given one, or the clock's).
        case outside(RuleReason)
        /// `PAYDAY_TEST_NOW` is not `YYYY-MM-DDTHH:mm`.
        case badTestNow(String)
    }

    /// Today and the moment by which a shift must have ended to count.
    public static func resolve(given: LocalDate?, environment: [String: String], clock: Date, timeZone: TimeZone?)
        throws(Refusal) -> (today: LocalDate, now: LocalMoment)
    {
        if let given {
            try check(Limits.todayProblem(given))
            return (given, LocalMoment.endOfDay(given))
        }
        let now = try moment(environment: environment, clock: clock, timeZone: timeZone)
        return (now.date, now)
    }

    /// The moment a change made now is stamped with (a clock-in, the end a clock-out proposes):
    /// the day given (`--today`) at the time of day of the test hook or of the clock, else now.
    public static func stamp(given: LocalDate?, environment: [String: String], clock: Date, timeZone: TimeZone?)
        throws(Refusal) -> LocalMoment
    {
        guard let given else { return try moment(environment: environment, clock: clock, timeZone: timeZone) }
        try check(Limits.todayProblem(given))
        // Only the time of day is taken: the hook's or the clock's date may be any (a machine
        // without a real-time clock says 1970, and the day given stands for it).
        if let text = environment[TestClock.variable] {
            guard let moment = TestClock.moment(text) else { throw .badTestNow(text) }
            return on(given, moment)
        }
        return on(given, LocalMoment.now(clock, timeZone: timeZone))
    }

    /// The basis at `moment` (the one clock's, `stamp`) for a day given or none: today, shifts
    /// ended by the end of the day given (else by `moment`) counting in pay, and planned days
    /// judged from the start of the day given (each of its plans with nothing recorded still
    /// ahead, whatever the clock says: `--today` gives the same figures at any hour), else at
    /// `moment`. The app's screens and every command that prints pay make their basis here.
    public static func basis(
        given: LocalDate?, at moment: LocalMoment, holidays: HolidayCalendar, rates: RateTable, worker: Worker
    ) -> PayBasis {
        let clock = on(given, moment)
        return PayBasis(
            today: given ?? clock.date, now: given.map { LocalMoment.endOfDay($0) } ?? clock, holidays: holidays,
            rates: rates, worker: worker,
            aheadFrom: given.map { LocalMoment(date: $0, time: TimeOfDay(hour: 0, minute: 0)!) } ?? clock)
    }

    /// `moment` moved to the day given, keeping its time of day; `moment` itself without one.
    public static func on(_ given: LocalDate?, _ moment: LocalMoment) -> LocalMoment {
        guard let given else { return moment }
        return LocalMoment(date: given, time: moment.timeOfDay)
    }

    /// Now: the test hook's moment, else the clock's in `timeZone`, each checked.
    public static func moment(environment: [String: String], clock: Date, timeZone: TimeZone?) throws(Refusal)
        -> LocalMoment
    {
        if let text = environment[TestClock.variable] {
            guard let moment = TestClock.moment(text) else { throw .badTestNow(text) }
            try check(Limits.todayProblem(moment.date))
            return moment
        }
        let now = LocalMoment.now(clock, timeZone: timeZone)
        try check(Limits.todayProblem(now.date, fromClock: true))
        return now
    }

    private static func check(_ problem: RuleReason?) throws(Refusal) {
        if let problem { throw .outside(problem) }
    }
}

import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

#if canImport(Glibc)
import Glibc
#endif

/// What the commands that change data share: the store on the chosen file, "now", and finding a
/// workplace by part of its name. The file is found and read by the one loader (`DataLocation`,
/// `LoadedData.read(_:through:)`, through the store), today by the one clock rule (`TodayRule`),
/// the holidays and rates by `PayRules`, as for the app and the commands that only show pay.
/// Every change goes through `DataStore`.
struct StoreSession {
    /// Test hooks, read from the environment and named as such (docs/data-file.md):
    /// `PAYDAY_TEST_NOW=YYYY-MM-DDTHH:mm` sets the commands' clock; `PAYDAY_TEST_KILL_AT_STEP=STEP`
    /// makes a save kill its own process (SIGKILL) at that step (see `SaveStep`).
    static let testNowVariable = TestClock.variable
    static let testKillVariable = "PAYDAY_TEST_KILL_AT_STEP"

    let store: DataStore
    let location: DataLocation
    let now: LocalMoment
    let file: DataFile
    /// `--lang`, else the locale's.
    let language: PayrollLanguage
    let timeZone: TimeZone?

    /// The holidays and the shipped rates beside the file (nil when they cannot be read: the
    /// change is made all the same, without what needs them).
    var rules: PayRules? { try? PayRules.load(beside: location, rates: nil) }
    /// The public holidays beside the file (none when they cannot be read: plans then know no
    /// holiday), read without the rates.
    var holidays: HolidayCalendar { (try? PayRules.holidays(beside: location)) ?? .none }

    /// The words of the payroll layer's reasons and history, for this command line.
    var words: RuleWords { RuleWords(language: language, place: .commandLine) }

    /// - Parameter onlyReads: the command only shows data: a file named with `--data` that is
    ///   not there is a mistyped name, not an empty file (the worker's own file not there yet
    ///   still is no workplaces).
    init(
        options: CommonOptions, environment: [String: String], clock: Date,
        timeZone: TimeZone?, fileSystem: StoreFileSystem = SystemFileSystem(), onlyReads: Bool = false
    ) throws(CommandFailure) {
        language = options.language(environment)
        self.timeZone = timeZone
        do {
            location = try options.location.resolve(environment: environment)
        } catch {
            throw CommandFailure(RuleWords(language: language, place: .commandLine).dataFileError(error))
        }
        if onlyReads && options.location.data != nil && !FileManager.default.fileExists(atPath: location.path) {
            throw CommandFailure { [path = location.path] in $0.commandWords.noSuchFile(path) }
        }
        let killStep = environment[Self.testKillVariable].flatMap(SaveStep.init(rawValue:))
        store = DataStore(
            path: location.path, source: .commandLine, fileSystem: fileSystem,
            stepHook: { step in if step == killStep { kill(getpid(), SIGKILL) } })
        now = try options.now(environment: environment, clock: clock, timeZone: timeZone, language: language)
        do {
            file = try LoadedData.read(location, through: store)
        } catch {
            throw CommandFailure(
                RuleWords(language: language, place: .commandLine).storeError(error, path: location.path))
        }
    }

    /// The workplace `query` names (see `WorkplaceName.match`), or a failure listing candidates.
    func workplace(_ query: String?) throws(CommandFailure) -> Workplace {
        let names = file.workplaces.map(\.name)
        switch WorkplaceName.match(query, among: names) {
        case .found(let index):
            return file.workplaces[index]
        case .unknown(let candidates):
            if candidates.isEmpty {
                throw CommandFailure { $0.commandWords.noWorkplacesYet(in: location.path) }
            }
            let list = WorkplaceArgument.quotedList(candidates, language), named = TerminalText.line(query ?? "")
            throw CommandFailure { $0.commandWords.noWorkplaceMatches(named, list: list) }
        case .ambiguous(let candidates):
            let list = WorkplaceArgument.quotedList(candidates, language)
            let named = query.map(TerminalText.line)
            throw CommandFailure { $0.commandWords.manyWorkplacesMatch(named, count: candidates.count, list: list) }
        }
    }

    /// What a list command shows: the workplace `query` names (see `workplace(_:)`), or every
    /// workplace when none is named; each as of today (a demo's dates move with it, as on screen).
    func workplacesListed(_ query: String?) throws(CommandFailure) -> [Workplace] {
        let chosen = try query.map { (query) throws(CommandFailure) -> Workplace in try workplace(query) }
        return file.workplaces(asOf: now.date).filter { chosen == nil || $0.name == chosen?.name }
    }

    /// Applies the change; a refusal becomes the command's failure, in words.
    func apply(_ change: DataChange) throws(CommandFailure) -> DataFile {
        do {
            return try store.apply(change)
        } catch {
            throw CommandFailure(words.storeError(error, path: location.path))
        }
    }

    /// What a change command prints once `change` is saved, in the command's language (Korean
    /// says the history entry the change made, as `payday history` shows it).
    func said(_ change: SavedChange) -> String {
        guard let entry = store.lastEntry else { preconditionFailure("said(_:) follows a saved change") }
        return language.savedWords.saved(change, history: TerminalText.line(words.event(entry.event)))
    }

    /// A store call (undo, redo, restore) whose error becomes the command's failure, in words.
    func run<Result>(_ body: (DataStore) throws(StoreError) -> Result) throws(CommandFailure) -> Result {
        do {
            return try body(store)
        } catch {
            throw CommandFailure(words.storeError(error, path: location.path))
        }
    }

    /// The words of a rule's reason, as the command's failure (in both languages: it may be
    /// found before the command knows its language).
    static func refuse(_ reason: RuleReason?) throws(CommandFailure) {
        guard let reason else { return }
        throw CommandFailure { RuleWords(language: $0, place: .commandLine).reason(reason) }
    }
}

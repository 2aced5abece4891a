import ArgumentParser
import Foundation
import Payroll

#if canImport(Glibc)
import Glibc
#endif

/// What the commands that change data share: the store on the chosen file, "now", and finding a
/// workplace by part of its name. Every change goes through `DataStore`.
struct StoreSession {
    /// Test hooks, read from the environment and named as such (docs/data-file.md):
    /// `PAYDAY_TEST_NOW=YYYY-MM-DDTHH:mm` sets the commands' clock; `PAYDAY_TEST_KILL_AT_STEP=STEP`
    /// makes a save kill its own process (SIGKILL) at that step (see `SaveStep`).
    static let testNowVariable = "PAYDAY_TEST_NOW"
    static let testKillVariable = "PAYDAY_TEST_KILL_AT_STEP"

    let store: DataStore
    let location: DataLocation
    let now: LocalMoment
    let file: DataFile
    /// `--lang`, else the locale's.
    let language: PayrollLanguage
    let timeZone: TimeZone

    /// The words of the payroll layer's reasons and history, for this command line.
    var words: RuleWords { RuleWords(language: language, place: .commandLine) }

    /// - Parameter onlyReads: the command only shows data: a file named with `--data` that is
    ///   not there is a mistyped name, not an empty file (the worker's own file not there yet
    ///   still is no workplaces).
    init(
        options: DataLocationOptions, lang: PayrollLanguage? = nil, environment: [String: String], clock: Date,
        timeZone: TimeZone, fileSystem: StoreFileSystem = SystemFileSystem(), onlyReads: Bool = false
    ) throws(CommandFailure) {
        language = lang ?? AppStrings.language(environment: environment)
        self.timeZone = timeZone
        do {
            location = try options.resolve(environment: environment)
        } catch {
            throw CommandFailure(RuleWords(language: language, place: .commandLine).dataFileError(error))
        }
        if onlyReads && options.data != nil && !FileManager.default.fileExists(atPath: location.path) {
            throw CommandFailure("\(location.path): no such file; give another with --data FILE")
        }
        let killStep = environment[Self.testKillVariable].flatMap(SaveStep.init(rawValue:))
        store = DataStore(
            path: location.path, source: .commandLine, fileSystem: fileSystem,
            stepHook: { step in if step == killStep { kill(getpid(), SIGKILL) } })
        if let text = environment[Self.testNowVariable] {
            guard let moment = Self.moment(text) else {
                throw CommandFailure("\(Self.testNowVariable)=\(text) is not YYYY-MM-DDTHH:mm")
            }
            try DataOptions.checkGiven(moment.date, language: language)
            now = moment
        } else {
            now = try DataOptions.clockNow(clock, timeZone, language: language)
        }
        do {
            file = try store.load()
        } catch {
            throw CommandFailure(
                RuleWords(language: language, place: .commandLine).storeError(error, path: location.path))
        }
    }

    static func moment(_ text: String) -> LocalMoment? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let date = LocalDate(iso: String(parts[0])),
            let time = TimeOfDay(text: String(parts[1]))
        else {
            return nil
        }
        return LocalMoment(date: date, time: time)
    }

    /// The workplace `query` names (see `WorkplaceName.match`), or a failure listing candidates.
    func workplace(_ query: String?) throws(CommandFailure) -> Workplace {
        let names = file.workplaces.map(\.name)
        switch WorkplaceName.match(query, among: names) {
        case .found(let index):
            return file.workplaces[index]
        case .unknown(let candidates):
            let english = language == .english
            if candidates.isEmpty {
                throw CommandFailure(
                    english
                        ? "there are no workplaces yet in \(location.path); add one with: payday workplace add NAME --wage 10320 --payday-day 10"
                        : "\(location.path)에 아직 일터가 없습니다; 추가하세요: payday workplace add 이름 --wage 10320 --payday-day 10"
                )
            }
            throw CommandFailure(
                (english
                    ? "no workplace matches \"\(TerminalText.line(query ?? ""))\"; the workplaces are: "
                    : "\"\(TerminalText.line(query ?? ""))\"에 맞는 일터가 없습니다; 일터: ")
                    + WorkplaceArgument.quotedList(candidates))
        case .ambiguous(let candidates):
            guard language == .english else {
                throw CommandFailure(
                    "일터 \(candidates.count)곳이 맞습니다; 다른 일터에 없는 이름의 일부로 하나를 고르세요: "
                        + WorkplaceArgument.quotedList(candidates))
            }
            let lead =
                query.map { "\"\(TerminalText.line($0))\" matches \(candidates.count) workplaces" }
                ?? "there are \(candidates.count) workplaces"
            throw CommandFailure(
                lead + "; name one (any part of its name that no other has): "
                    + WorkplaceArgument.quotedList(candidates))
        }
    }

    /// Applies the change; a refusal becomes the command's failure, in words.
    func apply(_ change: DataChange) throws(CommandFailure) -> DataFile {
        do {
            return try store.apply(change)
        } catch {
            throw CommandFailure(words.storeError(error, path: location.path))
        }
    }

    /// What a change command prints: `english` in English, else the words of the history
    /// entry the change made (the same words `payday history` shows).
    func said(_ english: String) -> String {
        guard language != .english, let entry = store.lastEntry else { return english }
        return TerminalText.line(words.event(entry.event)) + "."
    }

    /// A store call (undo, redo, restore) whose error becomes the command's failure, in words.
    func run<Result>(_ body: (DataStore) throws(StoreError) -> Result) throws(CommandFailure) -> Result {
        do {
            return try body(store)
        } catch {
            throw CommandFailure(words.storeError(error, path: location.path))
        }
    }

    /// The words of a rule's reason, as the command's failure.
    static func refuse(_ reason: RuleReason?, _ language: PayrollLanguage) throws(CommandFailure) {
        if let reason { throw CommandFailure(RuleWords(language: language, place: .commandLine).reason(reason)) }
    }
}

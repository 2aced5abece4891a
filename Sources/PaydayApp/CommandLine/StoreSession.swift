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

    init(
        options: DataLocationOptions, lang: PayrollLanguage? = nil, environment: [String: String], clock: Date,
        timeZone: TimeZone, fileSystem: StoreFileSystem = SystemFileSystem()
    ) throws(CommandFailure) {
        language = lang ?? AppStrings.language(environment: environment)
        self.timeZone = timeZone
        do {
            location = try options.resolve(environment: environment)
        } catch {
            throw CommandFailure(error.description)
        }
        let killStep = environment[Self.testKillVariable].flatMap(SaveStep.init(rawValue:))
        store = DataStore(
            path: location.path, source: .commandLine, fileSystem: fileSystem,
            stepHook: { step in if step == killStep { kill(getpid(), SIGKILL) } })
        if let text = environment[Self.testNowVariable] {
            guard let moment = Self.moment(text) else {
                throw CommandFailure("\(Self.testNowVariable)=\(text) is not YYYY-MM-DDTHH:mm")
            }
            now = moment
        } else {
            now = LocalMoment.now(clock, timeZone: timeZone)
        }
        do {
            file = try store.load()
        } catch {
            throw CommandFailure(error.message)
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
                    ? "no workplace matches \"\(query ?? "")\"; the workplaces are: "
                    : "\"\(query ?? "")\"에 맞는 일터가 없습니다; 일터: ") + Self.list(candidates))
        case .ambiguous(let candidates):
            guard language == .english else {
                throw CommandFailure(
                    "일터 \(candidates.count)곳이 맞습니다; 다른 일터에 없는 이름의 일부로 하나를 고르세요: " + Self.list(candidates))
            }
            let lead =
                query.map { "\"\($0)\" matches \(candidates.count) workplaces" }
                ?? "there are \(candidates.count) workplaces"
            throw CommandFailure(lead + "; name one (any part of its name that no other has): " + Self.list(candidates))
        }
    }

    static func list(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }

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
        return words.event(entry.event) + "."
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

/// `--lang en|ko` of the commands that change data (default: the locale's, from `LC_ALL`, then `LANG`).
public struct LanguageOption: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp("Language: en or ko (default: from LC_ALL, then LANG).", valueName: "en|ko"))
    public var lang: PayrollLanguage?

    public init() {}

    func resolved(_ environment: [String: String]) -> PayrollLanguage {
        lang ?? AppStrings.language(environment: environment)
    }
}

/// A command that did not do what was asked: the message for standard error, exit status 1.
struct CommandFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension CommandResult {
    /// Runs `body`; its text is the one line of output, a failure the message on standard error.
    static func catching(_ command: String, _ body: () throws(CommandFailure) -> String) -> CommandResult {
        do {
            let text = try body()
            return CommandResult(standardOutput: text.hasSuffix("\n") ? text : text + "\n")
        } catch {
            return CommandResult(standardError: "payday \(command): \(error.message)\n", exitStatus: 1)
        }
    }
}

/// Parsing `HH:mm`, `YYYY-MM-DD` and `YYYY-MM` arguments with messages that show the form.
enum ArgumentText {
    static func time(_ text: String, _ name: String) throws(CommandFailure) -> TimeOfDay {
        guard let time = TimeOfDay(text: text) else {
            throw CommandFailure(
                "\(name) \(text) is not a time; write HH:mm on a 24-hour clock, such as 09:00 or 22:30")
        }
        return time
    }

    static func date(_ text: String, _ name: String, _ field: DateField = .shiftDate) throws(CommandFailure)
        -> LocalDate
    {
        guard let date = LocalDate(iso: text) else {
            throw CommandFailure("\(name) \(text) is not a date; write YYYY-MM-DD, such as 2026-11-21")
        }
        try StoreSession.refuse(DataRules.check(date, field), .english)
        return date
    }

    static func breakMinutes(_ minutes: Int?, _ language: PayrollLanguage = .english) throws(CommandFailure) -> Int {
        guard let minutes else { return 0 }
        try StoreSession.refuse(DataRules.check(minutes, .breakMinutes), language)
        return minutes
    }

    /// `2026-11-21 18:00-23:00 (break 30 min)`.
    static func describe(_ shift: Shift) -> String {
        shift.label + (shift.breakMinutes > 0 ? " (break \(shift.breakMinutes) min)" : "")
    }
}

/// Commands that fail report on standard error; `finish()` turns that into the exit status.
protocol StoreCommand: ParsableCommand {
    func result(environment: [String: String], clock: Date, timeZone: TimeZone) -> CommandResult
}

extension StoreCommand {
    public func run() throws {
        try result(environment: ProcessInfo.processInfo.environment, clock: Date(), timeZone: .current).finish()
    }
}

import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// What the commands that print pay (`summary`, `payslip`) work on: the data file as loaded,
/// and the basis its payslips are computed on (today resolved, the holidays and rates loaded).
struct LoadedRecords {
    var file: DataFile
    var basis: PayBasis
    /// `--lang`, else the locale's (`LC_ALL`, then `LANG`).
    var language: PayrollLanguage = .english
    /// The clock the command ran at (an export's time stamp).
    var clock = Date()
    /// Where the data file is (`remind` keeps what it told beside it); nil for the shipped demo.
    var dataPath: String?

    /// The workplaces with their dates as of today.
    var workplaces: [Workplace] { file.workplaces(asOf: basis.today) }

    /// Nil when `period` can be shown for `workplaces` (default: every one) on these records'
    /// rates, or why not (`PeriodArgument.problem`).
    func problem(_ period: PayPeriod, of workplaces: [Workplace]? = nil) -> CommandLineProblem? {
        PeriodArgument.problem(period, workplaces: workplaces ?? self.workplaces, rates: basis.rates, language)
    }

    /// Nil when `year` can be summed up from these records, or why not.
    func problem(year: Int) -> CommandLineProblem? {
        PeriodArgument.problem(year: year, workplaces: workplaces, rates: basis.rates, language)
    }

    /// `body`'s result on the loaded records, or the error to print for a file that cannot be used.
    static func result(
        _ options: DataOptions, clock: Date, timeZone: TimeZone?, environment: [String: String],
        _ body: (LoadedRecords) -> CommandResult
    ) -> CommandResult {
        let language = options.common.language(environment)
        let loaded: LoadedData
        do {
            loaded = try options.load(environment: environment)
        } catch {
            let words = RuleWords(language: language, place: .commandLine)
            return CommandResult(standardError: words.dataFileError(error) + "\n", exitStatus: 1)
        }
        let moment: LocalMoment
        do {
            moment = try options.common.now(
                environment: environment, clock: clock, timeZone: timeZone, language: language)
        } catch {
            return .failure("", error, language)
        }
        return body(
            LoadedRecords(loaded, given: options.common.todayDate, at: moment, language: language, clock: clock))
    }

    /// The records at `moment` (the one clock's), for the day given (`--today`) or none: the
    /// basis made as the app makes its own (`TodayRule.basis`).
    init(_ loaded: LoadedData, given: LocalDate?, at moment: LocalMoment, language: PayrollLanguage, clock: Date) {
        file = loaded.file
        basis = TodayRule.basis(
            given: given, at: moment, holidays: loaded.holidays, rates: loaded.rates,
            worker: loaded.file.worker ?? Worker())
        self.language = language
        self.clock = clock
        dataPath = loaded.location.isShippedDemo || loaded.file.isDemo ? nil : loaded.location.path
    }

    /// The records for a command with the common options only (`remind`, `status`): now is the
    /// one clock's (`--today` at the time of day of `PAYDAY_TEST_NOW` or of the clock), the rates
    /// the shipped ones.
    static func load(_ common: CommonOptions, environment: [String: String], clock: Date, timeZone: TimeZone?)
        throws(CommandFailure) -> LoadedRecords
    {
        let language = common.language(environment)
        let now = try common.now(environment: environment, clock: clock, timeZone: timeZone, language: language)
        do {
            let loaded = try LoadedData.load(
                named: common.location.data, demo: common.location.demo, rates: nil, environment: environment)
            return LoadedRecords(loaded, given: nil, at: now, language: language, clock: clock)
        } catch {
            throw CommandFailure(RuleWords(language: language, place: .commandLine).dataFileError(error))
        }
    }
}

/// A command that shows pay (`summary`, `payslip`, `paydays`): its output from the loaded records,
/// with the clock, time zone and environment passed in so tests can run it.
protocol LoadedRecordsCommand: ParsableCommand {
    var options: DataOptions { get }
    func result(input: LoadedRecords) -> CommandResult
}

extension LoadedRecordsCommand {
    func run() throws {
        try result(
            clock: Date(), timeZone: nil, environment: ProcessEnvironment.variables, beforeExit: true
        )
        .finish()
    }

    /// The command's output, with the clock, time zone and environment passed in. With
    /// `beforeExit` (the process ends once the output is written, as `run` does), the loaded
    /// records are left to the process's exit rather than taken apart one shift at a time
    /// (about 2 M instructions for a file of 75,000 shifts).
    func result(clock: Date, timeZone: TimeZone?, environment: [String: String] = [:], beforeExit: Bool = false)
        -> CommandResult
    {
        LoadedRecords.result(options, clock: clock, timeZone: timeZone, environment: environment) { records in
            if beforeExit { KeptToExit.keep(records) }
            return result(input: records)
        }
    }

    /// `payday <command>: <message>` on standard error, exit status 1 (`message` is worded in
    /// the command's language already).
    func failure(_ message: some CustomStringConvertible) -> CommandResult {
        CommandResult(standardError: "payday \(Self.configuration.commandName ?? ""): \(message)\n", exitStatus: 1)
    }

    /// The same for a failure worded in both languages, said in `language`.
    func failure(_ failure: CommandFailure, _ language: PayrollLanguage) -> CommandResult {
        .failure(Self.configuration.commandName ?? "", failure, language)
    }
}

/// A value held by nothing but the process's exit (`LoadedRecordsCommand.run`,
/// `SessionCommand.run`).
final class KeptToExit<Value> {
    private let value: Value
    private init(_ value: Value) { self.value = value }

    /// Keeps `value` until the process exits, which frees its memory at once.
    static func keep(_ value: Value) { _ = Unmanaged.passRetained(KeptToExit(value)) }
}

/// A command that shows a year (`--year YYYY`): a year outside those payday computes for is
/// refused while the arguments are read, in the language of `--lang` (else the locale's).
protocol YearCommand: LoadedRecordsCommand {
    var year: Int? { get }
}

extension YearCommand {
    mutating func validate() throws {
        if let year { try PeriodArgument.checkYear(year, .year, options.common.lang) }
    }
}

import ArgumentParser
import Foundation
import Payroll

/// What the commands that print pay (`summary`, `payslip`) work on: the data file as loaded,
/// and the basis its payslips are computed on (today resolved, the holidays and rates loaded).
struct LoadedRecords {
    var file: DataFile
    var basis: PayBasis
    /// `--lang`, else the locale's (`LC_ALL`, then `LANG`).
    var language: PayrollLanguage = .english
    /// The clock the command ran at (an export's time stamp).
    var clock = Date()

    /// The workplaces with their dates as of today.
    var workplaces: [Workplace] { file.workplaces(asOf: basis.today) }

    /// `body`'s result on the loaded records, or the error to print for a file that cannot be used.
    static func result(
        _ options: DataOptions, clock: Date, timeZone: TimeZone, environment: [String: String],
        lang: PayrollLanguage? = nil, _ body: (LoadedRecords) -> CommandResult
    ) -> CommandResult {
        let language = lang ?? AppStrings.language(environment: environment)
        let loaded: DataOptions.Loaded
        do {
            loaded = try options.load(environment: environment)
        } catch {
            let words = RuleWords(language: language, place: .commandLine)
            return CommandResult(standardError: words.dataFileError(error) + "\n", exitStatus: 1)
        }
        let today: LocalDate, now: LocalMoment
        do {
            (today, now) = try options.resolveToday(clock: clock, timeZone: timeZone, language: language)
        } catch {
            return CommandResult(standardError: "payday: \(error.message)\n", exitStatus: 1)
        }
        return body(
            LoadedRecords(
                file: loaded.file,
                basis: PayBasis(
                    today: today, now: now, holidays: loaded.holidays, rates: loaded.rates,
                    worker: loaded.file.worker ?? Worker()),
                language: language, clock: clock))
    }
}

/// A command that shows pay (`summary`, `payslip`, `paydays`): its output from the loaded records,
/// with the clock, time zone and environment passed in so tests can run it.
protocol LoadedRecordsCommand: ParsableCommand {
    var options: DataOptions { get }
    /// `--lang`, when the command has it (else the locale's language).
    var languageOption: PayrollLanguage? { get }
    func result(input: LoadedRecords) -> CommandResult
}

extension LoadedRecordsCommand {
    var languageOption: PayrollLanguage? { nil }

    func run() throws {
        try result(clock: Date(), timeZone: .current, environment: ProcessInfo.processInfo.environment).finish()
    }

    /// The command's output, with the clock, time zone and environment passed in.
    func result(clock: Date, timeZone: TimeZone, environment: [String: String] = [:]) -> CommandResult {
        LoadedRecords.result(
            options, clock: clock, timeZone: timeZone, environment: environment, lang: languageOption, result(input:))
    }
}

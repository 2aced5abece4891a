import ArgumentParser
import Foundation
import Payroll

/// What the commands that show pay (`summary`, `payslip`) work on: the data file, holidays and
/// rates loaded, and today resolved.
struct PayInput {
    var file: DataFile
    var holidays: HolidayCalendar
    var rates: RateTable
    var today: LocalDate
    var now: LocalMoment
    /// `--lang`, else the locale's (`LC_ALL`, then `LANG`).
    var language: PayrollLanguage = .english

    /// The workplaces with their dates as of today.
    var workplaces: [Workplace] { file.workplaces(asOf: today) }

    /// `body`'s result on the input, or the error to print for a file that cannot be used.
    static func result(
        _ options: DataOptions, clock: Date, timeZone: TimeZone, environment: [String: String],
        lang: PayrollLanguage? = nil, _ body: (PayInput) -> CommandResult
    ) -> CommandResult {
        let loaded: DataOptions.Loaded
        do {
            loaded = try options.load(environment: environment)
        } catch {
            return CommandResult(standardError: error.description + "\n", exitStatus: 1)
        }
        let (today, now) = options.resolveToday(clock: clock, timeZone: timeZone)
        return body(
            PayInput(
                file: loaded.file, holidays: loaded.holidays, rates: loaded.rates, today: today, now: now,
                language: lang ?? AppStrings.language(environment: environment)))
    }
}

/// A command that shows pay (`summary`, `payslip`, `paydays`): its output from the loaded input,
/// with the clock, time zone and environment passed in so tests can run it.
protocol PayInputCommand: ParsableCommand {
    var options: DataOptions { get }
    /// `--lang`, when the command has it (else the locale's language).
    var languageOption: PayrollLanguage? { get }
    func result(input: PayInput) -> CommandResult
}

extension PayInputCommand {
    var languageOption: PayrollLanguage? { nil }

    public func run() throws {
        try result(clock: Date(), timeZone: .current, environment: ProcessInfo.processInfo.environment).finish()
    }

    /// The command's output, with the clock, time zone and environment passed in.
    public func result(clock: Date, timeZone: TimeZone, environment: [String: String] = [:]) -> CommandResult {
        PayInput.result(
            options, clock: clock, timeZone: timeZone, environment: environment, lang: languageOption, result(input:))
    }
}

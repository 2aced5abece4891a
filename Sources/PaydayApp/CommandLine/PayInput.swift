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

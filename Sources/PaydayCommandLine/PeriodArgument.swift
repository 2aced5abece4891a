import ArgumentParser
import Foundation
import Payroll

/// `--period YYYY-MM` and `--year YYYY`, and the checks that a period can be shown: not before
/// the first shift, not after the last month the rates file knows anything of.
enum PeriodArgument {
    /// The period named by `text`, or the message for a malformed one.
    static func parse(_ text: String) throws -> PayPeriod {
        guard let period = PayPeriod(iso: text) else {
            throw ValidationError("--period \(text) is not a month; give YYYY-MM, such as 2026-11")
        }
        try checkYear(period.year, .periodYear)
        return period
    }

    /// Refuses a year outside `Limits.years` (`--year`, and the year of every period): one rule
    /// for every command, worded in the locale's language (the arguments are read before any
    /// `--lang`). Thrown while the arguments are read, it is a failure (exit status 1), not a
    /// usage error.
    static func checkYear(_ year: Int, _ field: DataField = .year) throws(CommandLineProblem) {
        if let reason = DataRules.check(year, field) {
            let language = AppStrings.language(environment: ProcessInfo.processInfo.environment)
            throw CommandLineProblem(RuleWords(language: language, place: .commandLine).reason(reason))
        }
    }

    /// Nil when `period` can be shown for `workplaces` (their dates as of today), or why not.
    static func problem(_ period: PayPeriod, workplaces: [Workplace], rates: RateTable) -> CommandLineProblem? {
        // The days payday computes for (`Limits.today`): a period past the one holding the last
        // is paid past it (9999-12 in the year 10000), whatever a rates file knows.
        let lastMonth = PayPeriod(containing: Limits.today.upperBound)
        if lastMonth < period {
            return CommandLineProblem(
                "\(period) is after \(lastMonth), the last month payday computes for; give --period \(lastMonth) or earlier"
            )
        }
        if let last = rates.lastKnownMonth, last < period {
            return CommandLineProblem(
                "no rates are known after \(last); give --period \(last) or earlier, "
                    + "or --rates FILE with the figures of \(period)")
        }
        let firsts = workplaces.compactMap { workplace in
            workplace.shifts.first.map {
                (workplace, PayPeriod(containing: $0.date, startDay: workplace.periodStartDay), $0.date)
            }
        }
        guard let earliest = firsts.min(by: { $0.1 < $1.1 }) else {
            let whose = workplaces.count == 1 ? "\(workplaces[0].name) has" : "the workplaces have"
            return CommandLineProblem("\(whose) no shifts yet, so there is no period to show; add a shift first")
        }
        if period < earliest.1 {
            return CommandLineProblem(
                "\(period) is before the first shift (\(earliest.0.name), \(earliest.2), in period "
                    + "\(earliest.1)); give --period \(earliest.1) or later")
        }
        return nil
    }

    /// Nil when `year` can be summed up, or why not.
    static func problem(year: Int, workplaces: [Workplace], rates: RateTable) -> CommandLineProblem? {
        let lastYear = Limits.today.upperBound.year
        if year > lastYear {
            return CommandLineProblem(
                "\(year) is after \(lastYear), the last year payday computes for; give --year \(lastYear) or earlier")
        }
        if let last = rates.lastKnownMonth, last.year < year {
            return CommandLineProblem(
                "no rates are known after \(last); give --year \(last.year) or earlier, "
                    + "or --rates FILE with the figures of \(year)")
        }
        let firstYear = workplaces.compactMap { workplace in
            workplace.shifts.first.map { PayPeriod(containing: $0.date, startDay: workplace.periodStartDay).year }
        }.min()
        guard let firstYear else {
            return CommandLineProblem("no workplace has a shift yet, so there is no year to sum up; add a shift first")
        }
        if year < firstYear {
            return CommandLineProblem(
                "\(year) is before the first shift, in \(firstYear); give --year \(firstYear) or later")
        }
        return nil
    }
}

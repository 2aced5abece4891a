import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `--period YYYY-MM` and `--year YYYY`, and the checks that a period can be shown: not before
/// the first shift, not after the last month the rates file knows anything of.
enum PeriodArgument {
    /// The period named by `text`, or the message for a malformed one: a month (`YYYY-MM`), or
    /// a day (`YYYY-MM-DD`) that names the period holding it (`Workplace.period(named:)`).
    static func parse(_ text: String, _ lang: PayrollLanguage?) throws -> PayPeriod {
        guard let period = named(text) else {
            throw UsageWords.error(lang) { $0.commandWords.notAPeriod(text) }
        }
        try checkYear(period.year, .periodYear, lang)
        return period
    }

    /// `YYYY-MM` as a month, `YYYY-MM-DD` as that day (within the dates payday takes).
    static func named(_ text: String) -> PayPeriod? {
        if let month = PayPeriod(iso: text) { return month }
        guard let day = LocalDate(iso: text), Limits.dates.contains(day) else { return nil }
        return PayPeriod(day: day)
    }

    /// Refuses a year outside `Limits.years` (`--year`, and the year of every period): one rule
    /// for every command, worded in the locale's language (the arguments are read before any
    /// `--lang`). Thrown while the arguments are read, it is a failure (exit status 1), not a
    /// usage error.
    static func checkYear(_ year: Int, _ field: DataField = .year, _ lang: PayrollLanguage?) throws(CommandLineProblem)
    {
        if let reason = DataRules.check(year, field) {
            throw CommandLineProblem(
                RuleWords(language: UsageWords.language(lang), place: .commandLine).reason(reason))
        }
    }

    /// Nil when `period` can be shown for `workplaces` (their dates as of today), or why not.
    static func problem(_ period: PayPeriod, workplaces: [Workplace], rates: RateTable, _ language: PayrollLanguage)
        -> CommandLineProblem?
    {
        // The days payday computes for (`Limits.today`): a period past the one holding the last
        // is paid past it (9999-12 in the year 10000), whatever a rates file knows.
        let lastMonth = PayPeriod(containing: Limits.today.upperBound)
        if lastMonth < period {
            return CommandLineProblem(language) { $0.commandWords.periodAfterLast(period, last: lastMonth) }
        }
        if let last = rates.lastKnownMonth, last < period {
            return CommandLineProblem(language) { $0.commandWords.noRatesAfter(last, period: period) }
        }
        // A period with plans and no shift yet is shown, and forecast.
        let firsts = workplaces.compactMap { workplace in
            workplace.firstDayOfWork.map {
                (workplace, workplace.period(containing: $0), $0)
            }
        }
        guard let earliest = firsts.min(by: { $0.1 < $1.1 }) else {
            let only = workplaces.count == 1 ? workplaces[0].name : nil
            return CommandLineProblem(language) { $0.commandWords.noShiftsYet(only) }
        }
        // `period` as each workplace names it (a month, or the week or day holding a date).
        if firsts.allSatisfy({ $0.0.period(named: period) < $0.1 }) {
            return CommandLineProblem(language) {
                $0.commandWords.beforeFirstShift(
                    period, workplace: earliest.0.name, day: earliest.2, first: earliest.1)
            }
        }
        return nil
    }

    /// Nil when `year` can be summed up, or why not.
    static func problem(year: Int, workplaces: [Workplace], rates: RateTable, _ language: PayrollLanguage)
        -> CommandLineProblem?
    {
        let lastYear = Limits.today.upperBound.year
        if year > lastYear {
            return CommandLineProblem(language) { $0.commandWords.yearAfterLast(year, last: lastYear) }
        }
        if let last = rates.lastKnownMonth, last.year < year {
            return CommandLineProblem(language) { $0.commandWords.noRatesAfter(last, year: year) }
        }
        let firstYear = workplaces.compactMap { workplace in
            workplace.firstDayOfWork.map { workplace.period(containing: $0).year }
        }.min()
        guard let firstYear else {
            return CommandLineProblem(language) { $0.commandWords.noYearYet }
        }
        if year < firstYear {
            return CommandLineProblem(language) { $0.commandWords.yearBeforeFirstShift(year, first: firstYear) }
        }
        return nil
    }
}

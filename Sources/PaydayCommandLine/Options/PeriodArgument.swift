import ArgumentParser
import Foundation
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
            throw UsageWords.error(
                english:
                    "--period \(text) is not a period; give YYYY-MM, such as 2026-11, or a day inside it, such as 2026-11-16",
                korean: "--period \(text)은(는) 기간이 아닙니다; 2026-11처럼 YYYY-MM으로, 또는 2026-11-16처럼 그 안의 날짜로 주세요",
                lang)
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
            return CommandLineProblem(
                english:
                    "\(period) is after \(lastMonth), the last month payday computes for; give --period \(lastMonth) or earlier",
                korean: "\(period)은(는) payday가 계산하는 마지막 달 \(lastMonth) 뒤입니다; --period \(lastMonth) 이전을 주세요",
                language)
        }
        if let last = rates.lastKnownMonth, last < period {
            return CommandLineProblem(
                english: "no rates are known after \(last); give --period \(last) or earlier, "
                    + "or --rates FILE with the figures of \(period)",
                korean: "\(last) 뒤의 요율을 모릅니다; --period \(last) 이전을 주거나, \(period)의 수치가 든 --rates FILE을 주세요",
                language)
        }
        // A period with plans and no shift yet is shown, and forecast.
        let firsts = workplaces.compactMap { workplace in
            workplace.firstDayOfWork.map {
                (workplace, workplace.period(containing: $0), $0)
            }
        }
        guard let earliest = firsts.min(by: { $0.1 < $1.1 }) else {
            let whose = workplaces.count == 1 ? "\(workplaces[0].name) has" : "the workplaces have"
            let subject = workplaces.count == 1 ? "\(workplaces[0].name)에는" : "일터에"
            return CommandLineProblem(
                english: "\(whose) no shifts yet, so there is no period to show; add a shift first",
                korean: "\(subject) 아직 근무가 없어 보여 줄 기간이 없습니다; 먼저 근무를 추가하세요", language)
        }
        // `period` as each workplace names it (a month, or the week or day holding a date).
        if firsts.allSatisfy({ $0.0.period(named: period) < $0.1 }) {
            return CommandLineProblem(
                english: "\(period) is before the first shift (\(earliest.0.name), \(earliest.2), in period "
                    + "\(earliest.1)); give --period \(earliest.1) or later",
                korean: "\(period)은(는) 첫 근무(\(earliest.0.name), \(earliest.2), 기간 \(earliest.1)) 전입니다; "
                    + "--period \(earliest.1) 이후를 주세요", language)
        }
        return nil
    }

    /// Nil when `year` can be summed up, or why not.
    static func problem(year: Int, workplaces: [Workplace], rates: RateTable, _ language: PayrollLanguage)
        -> CommandLineProblem?
    {
        let lastYear = Limits.today.upperBound.year
        if year > lastYear {
            return CommandLineProblem(
                english:
                    "\(year) is after \(lastYear), the last year payday computes for; give --year \(lastYear) or earlier",
                korean: "\(year)년은 payday가 계산하는 마지막 해 \(lastYear)년 뒤입니다; --year \(lastYear) 이전을 주세요",
                language)
        }
        if let last = rates.lastKnownMonth, last.year < year {
            return CommandLineProblem(
                english: "no rates are known after \(last); give --year \(last.year) or earlier, "
                    + "or --rates FILE with the figures of \(year)",
                korean: "\(last) 뒤의 요율을 모릅니다; --year \(last.year) 이전을 주거나, \(year)년의 수치가 든 --rates FILE을 주세요",
                language)
        }
        let firstYear = workplaces.compactMap { workplace in
            workplace.firstDayOfWork.map { workplace.period(containing: $0).year }
        }.min()
        guard let firstYear else {
            return CommandLineProblem(
                english: "no workplace has a shift yet, so there is no year to sum up; add a shift first",
                korean: "근무가 있는 일터가 아직 없어 합계를 낼 해가 없습니다; 먼저 근무를 추가하세요", language)
        }
        if year < firstYear {
            return CommandLineProblem(
                english: "\(year) is before the first shift, in \(firstYear); give --year \(firstYear) or later",
                korean: "\(year)년은 첫 근무가 있는 \(firstYear)년 전입니다; --year \(firstYear) 이후를 주세요", language)
        }
        return nil
    }
}

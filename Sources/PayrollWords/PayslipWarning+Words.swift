import Payroll

/// The payslip's warnings and the law's notes in words, each note with the article it rests on.
/// `warning(_:)` reads a warning's values once, for both languages; a conformance supplies the
/// sentences, each given its values already worded (times, dates, amounts).
public protocol PayslipWarningWords: Sendable {
    var language: PayrollLanguage { get }
    /// `wage 9,000 is below the 2026 minimum wage 10,320`.
    func belowMinimumWage(hourly: String, minimum: String, year: Int) -> String
    /// After the wage below the minimum and the sum that shows it: `₩13,200 short`.
    func minimumWageShort(_ shortfall: String) -> String
    func holidaysNotKnown(year: Int) -> String
    /// `figures` is the list of the figures' names.
    func ratesNotKnown(month: PayPeriod, figures: [String]) -> String
    func underSixtyHoursInsured(_ time: String) -> String
    func underSixtyHoursContracted(weekly: String, monthly: String) -> String
    var floorsNotYetApplied: String { get }
    func allowanceLostForMissedDays(sunday: LocalDate, days: String) -> String
    func shutdownUnpaidUnderFive(days: String) -> String
    func leaveWithoutEntitlement(days: String) -> String
    func partTimeExtraHours(_ time: String, contractHours: ContractHours) -> String
    /// The first short break; `more` is `moreBreaks(_:)` of the others, or empty.
    func shortBreak(date: String, minutes: Int, required: Int, more: String) -> String
    /// After the first short break: ` and 2 more` / ` 외 2건`.
    func moreBreaks(_ count: Int) -> String
    func probationWage(until: LocalDate, minimum: String) -> String
    /// `reasons` is each reason's `probationReason(_:)`.
    func probationNotLawful(_ reasons: [String]) -> String
    func minorLongDays(_ dates: String) -> String
    func minorLongWeeks(_ mondays: String) -> String
    func minorNightOrHolidayWork(_ dates: String) -> String
    func weeklyOvertimeOverCap(_ mondays: String) -> String
    var withholdingTableMissing: String { get }
    func smallAmountExemption(tax: String) -> String
    /// Why a probation's 90% of the minimum wage is not lawful.
    func probationReason(_ reason: ProbationReason) -> String
    /// `Nov 3` / `11월 3일`.
    func shortDate(_ date: LocalDate) -> String
    /// `Wed 2026-11-11` / `2026-11-11(수)`.
    func dayAndDate(_ date: LocalDate) -> String
    /// After the first three dates of a list: ` and 2 more` / ` 외 2일`.
    func moreDates(_ count: Int) -> String
}

extension PayslipWarningWords {
    /// `Wed 2026-11-11, Fri 2026-11-13` / `2026-11-11(수), 2026-11-13(금)`.
    func days(_ dates: [LocalDate]) -> String { dates.map(dayAndDate).joined(separator: ", ") }

    /// Up to three dates, then how many more.
    func dateList(_ dates: [LocalDate]) -> String {
        let shown = dates.prefix(3).map(shortDate).joined(separator: ", ")
        return dates.count > 3 ? shown + moreDates(dates.count - 3) : shown
    }

    /// The warning in this language: its values worded, then its sentence.
    public func warning(_ warning: PayslipWarning) -> String {
        func time(_ minutes: Int) -> String { WorkTimeFormat.string(minutes: minutes, language) }
        func won(_ amount: Int) -> String { Money(won: amount).grouped }
        switch warning {
        case .belowMinimumWage(let hourly, let minimum, let year, let minutes):
            let named = belowMinimumWage(hourly: won(hourly), minimum: won(minimum), year: year)
            guard minutes > 0 else { return named }
            return named + ": \(time(minutes)) × (\(won(minimum)) − \(won(hourly))) = "
                + minimumWageShort(warning.minimumWageShortfall.formatted(language))
        case .holidaysNotKnown(let year):
            return holidaysNotKnown(year: year)
        case .ratesNotKnown(let month, let figures):
            return ratesNotKnown(month: month, figures: figures.map { $0.name(language) })
        case .underSixtyHoursInsured(let minutes):
            return underSixtyHoursInsured(time(minutes))
        case .underSixtyHoursContracted(let weekly, let monthly):
            return underSixtyHoursContracted(weekly: time(weekly), monthly: time(monthly))
        case .floorsNotYetApplied:
            return floorsNotYetApplied
        case .allowanceLostForMissedDays(let sunday, let missed):
            return allowanceLostForMissedDays(sunday: sunday, days: days(missed))
        case .shutdownUnpaidUnderFive(let dates):
            return shutdownUnpaidUnderFive(days: days(dates))
        case .leaveWithoutEntitlement(let dates):
            return leaveWithoutEntitlement(days: days(dates))
        case .partTimeExtraHours(let minutes, let hours):
            return partTimeExtraHours(time(minutes), contractHours: hours)
        case .shortBreaks(let shifts):
            let first = shifts[0]
            return shortBreak(
                date: shortDate(first.date), minutes: first.breakMinutes, required: first.required,
                more: shifts.count > 1 ? moreBreaks(shifts.count - 1) : "")
        case .probationWage(let until, let minimum):
            return probationWage(until: until, minimum: won(minimum))
        case .probationNotLawful(let reasons):
            return probationNotLawful(reasons.map(probationReason))
        case .minorLongDays(let dates):
            return minorLongDays(dateList(dates))
        case .minorLongWeeks(let mondays):
            return minorLongWeeks(dateList(mondays))
        case .minorNightOrHolidayWork(let dates):
            return minorNightOrHolidayWork(dateList(dates))
        case .weeklyOvertimeOverCap(let mondays):
            return weeklyOvertimeOverCap(dateList(mondays))
        case .partTimeBeyondPlan, .paydayBeforeWithholdingTables:
            return warning.lawCaseText(language)
        case .monthlyDeductionsOnTotal(let month, let total, let payments):
            return language.cadenceWords.monthlyDeductions(month: month, total: total, payments: payments)
        case .monthlyDeductionsOnLastPayday(let month, let lastPayday):
            return language.cadenceWords.monthlyDeductionsLater(month: month, lastPayday: lastPayday)
        case .sickDaysExcused, .allowanceLostForSickDays, .leaveBeyondBalance, .sickDaysPaid:
            return warning.sickDayText(language)
        case .taxFreePremiumsTaxed, .taxFreePremiumsCapReached, .taxFreeNotForThisRule:
            return warning.taxFreeText(language)
        case .withholdingTableMissing:
            return withholdingTableMissing
        case .smallAmountExemption(let tax):
            return smallAmountExemption(tax: won(tax))
        }
    }
}

extension PayslipWarning {
    public func text(_ language: PayrollLanguage) -> String { language.words.warning(self) }
}

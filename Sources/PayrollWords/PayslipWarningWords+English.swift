import Payroll

extension English: PayslipWarningWords {
    public func warning(_ warning: PayslipWarning) -> String {
        func time(_ minutes: Int) -> String { WorkTimeFormat.string(minutes: minutes, .english) }
        switch warning {
        case .belowMinimumWage(let hourly, let minimum, let year, let minutes):
            let named =
                "wage \(Money(won: hourly).grouped) is below the \(year) minimum wage \(Money(won: minimum).grouped)"
            guard minutes > 0 else { return named }
            return named
                + ": \(time(minutes)) × (\(Money(won: minimum).grouped) − \(Money(won: hourly).grouped)) = "
                + "\(warning.minimumWageShortfall.formatted(.english)) short"
        case .holidaysNotKnown(let year):
            return "public holidays for \(year) are not known; add them to Data/holidays.json"
        case .ratesNotKnown(let month, let figures):
            return
                "\(month) figures not yet known (\(figures.map { $0.name(.english) }.joined(separator: ", "))); the latest known are used"
        case .underSixtyHoursInsured(let minutes):
            return "\(time(minutes)) this period, under 60 hours: such workers are generally not "
                + "enrolled in the pension and health insurance; check the contract"
        case .underSixtyHoursContracted(let weekly, let monthly):
            return "contract \(time(weekly)) a week, about \(time(monthly)) a month: under 60 hours a month the "
                + "pension and health insurance are generally not compulsory; they are taken here as the file says, "
                + "check the contract"
        case .floorsNotYetApplied:
            return "so far: the insurances' monthly minimums apply once the period has ended"
        case .allowanceLostForMissedDays(let sunday, let missed):
            return "no weekly holiday allowance for the week to \(sunday): scheduled \(days(missed)) not worked"
        case .shutdownUnpaidUnderFive(let dates):
            return "work cancelled by the employer on \(days(dates)): under 5 employees, no shutdown allowance (70 %)"
        case .leaveWithoutEntitlement(let dates):
            return
                "leave on \(days(dates)): this job grants no annual leave (under 5 employees or 15 hours a week), so it is unpaid"
        case .partTimeExtraHours(let minutes, let hours):
            return "\(time(minutes)) beyond the \(hours)h weekly contract: 50% premium in the overtime row "
                + "(Fixed-term and Part-time Workers Act art. 6)"
        case .shortBreaks(let shifts):
            let first = shifts[0]
            let more = shifts.count > 1 ? " and \(shifts.count - 1) more" : ""
            return "short break on \(shortDate(first.date)): \(first.breakMinutes) min where the law requires "
                + "\(first.required)\(more); the employer must give it (Labor Standards Act art. 54)"
        case .probationWage(let until, let minimum):
            return "probation until \(until): 90% of the minimum wage (\(Money(won: minimum).grouped)) is lawful "
                + "(Minimum Wage Act art. 5)"
        case .probationNotLawful(let reasons):
            let why = reasons.map(probationReason).joined(separator: "; ")
            return "probation does not allow 90% of the minimum wage here: \(why) (Minimum Wage Act art. 5)"
        case .minorLongDays(let dates):
            return
                "under 18: more than 7 hours on \(dateList(dates)); a minor's limit is 7 a day (Labor Standards Act art. 69)"
        case .minorLongWeeks(let mondays):
            return "under 18: more than 35 hours in the week of \(dateList(mondays)); a minor's limit is 35 a week "
                + "(Labor Standards Act art. 69)"
        case .minorNightOrHolidayWork(let dates):
            return "under 18: night or holiday work on \(dateList(dates)) needs the minor's consent and the Ministry's "
                + "approval (Labor Standards Act art. 70)"
        case .weeklyOvertimeOverCap(let mondays):
            return "more than 12 hours of overtime in the week of \(dateList(mondays)); the limit is 12 a week "
                + "(Labor Standards Act art. 53)"
        case .partTimeBeyondPlan, .paydayBeforeWithholdingTables:
            return warning.lawCaseText(.english)
        case .monthlyDeductionsOnTotal(let month, let total, let payments):
            return monthlyDeductions(month: month, total: total, payments: payments)
        case .monthlyDeductionsOnLastPayday(let month, let lastPayday):
            return monthlyDeductionsLater(month: month, lastPayday: lastPayday)
        case .sickDaysExcused, .allowanceLostForSickDays, .leaveBeyondBalance, .sickDaysPaid:
            return warning.sickDayText(.english)
        case .taxFreePremiumsTaxed, .taxFreePremiumsCapReached, .taxFreeNotForThisRule:
            return warning.taxFreeText(.english)
        case .withholdingTableMissing:
            return "no withholding table was found beside the rates file; income tax is not computed"
        case .smallAmountExemption(let tax):
            return
                "day worker's tax \(Money(won: tax).grouped) won is under 1,000: not withheld (Income Tax Act art. 86)"
        }
    }

    public func probationReason(_ reason: ProbationReason) -> String {
        switch reason {
        case .contractUnderOneYear(let years): "the contract is \(years) years, under 1"
        case .simpleLabour: "simple manual work is excluded"
        case .ended(let until): "the probation ended on \(until)"
        case .beyondThreeMonths(let start): "more than 3 months since \(start)"
        }
    }

    public func shortDate(_ date: LocalDate) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(months[date.month - 1]) \(date.day)"
    }

    public func dayAndDate(_ date: LocalDate) -> String {
        "\(date.weekday.shortName.prefix(1).uppercased())\(date.weekday.shortName.dropFirst()) \(date)"
    }

    public func moreDates(_ count: Int) -> String { " and \(count) more" }
}

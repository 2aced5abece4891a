import Payroll

extension English: PayslipWarningWords {
    public func belowMinimumWage(hourly: String, minimum: String, year: Int) -> String {
        "wage \(hourly) is below the \(year) minimum wage \(minimum)"
    }
    public func minimumWageShort(_ shortfall: String) -> String { "\(shortfall) short" }
    public func holidaysNotKnown(year: Int) -> String {
        "public holidays for \(year) are not known; add them to Data/holidays.json"
    }
    public func ratesNotKnown(month: PayPeriod, figures: [String]) -> String {
        "\(month) figures not yet known (\(figures.joined(separator: ", "))); the latest known are used"
    }
    public func underSixtyHoursInsured(_ time: String) -> String {
        "\(time) this period, under 60 hours: such workers are generally not "
            + "enrolled in the pension and health insurance; check the contract"
    }
    public func underSixtyHoursContracted(weekly: String, monthly: String) -> String {
        "contract \(weekly) a week, about \(monthly) a month: under 60 hours a month the "
            + "pension and health insurance are generally not compulsory; they are taken here as the file says, "
            + "check the contract"
    }
    public var floorsNotYetApplied: String {
        "so far: the insurances' monthly minimums apply once the period has ended"
    }
    public func allowanceLostForMissedDays(sunday: LocalDate, days: String) -> String {
        "no weekly holiday allowance for the week to \(sunday): scheduled \(days) not worked"
    }
    public func shutdownUnpaidUnderFive(days: String) -> String {
        "work cancelled by the employer on \(days): under 5 employees, no shutdown allowance (70 %)"
    }
    public func leaveWithoutEntitlement(days: String) -> String {
        "leave on \(days): this job grants no annual leave (under 5 employees or 15 hours a week), so it is unpaid"
    }
    public func partTimeExtraHours(_ time: String, contractHours: ContractHours) -> String {
        "\(time) beyond the \(contractHours)h weekly contract: 50% premium in the overtime row "
            + "(Fixed-term and Part-time Workers Act art. 6)"
    }
    public func shortBreak(date: String, minutes: Int, required: Int, more: String) -> String {
        "short break on \(date): \(minutes) min where the law requires "
            + "\(required)\(more); the employer must give it (Labor Standards Act art. 54)"
    }
    public func moreBreaks(_ count: Int) -> String {
        count == 1 ? " (and 1 more shift)" : " (and \(count) more shifts)"
    }
    public func probationWage(until: LocalDate, minimum: String) -> String {
        "probation until \(until): 90% of the minimum wage (\(minimum)) is lawful (Minimum Wage Act art. 5)"
    }
    public func probationNotLawful(_ reasons: [String]) -> String {
        "probation does not allow 90% of the minimum wage here: \(reasons.joined(separator: "; ")) "
            + "(Minimum Wage Act art. 5)"
    }
    public func minorLongDays(_ dates: String) -> String {
        "under 18: more than 7 hours on \(dates); a minor's limit is 7 a day (Labor Standards Act art. 69)"
    }
    public func minorLongWeeks(_ mondays: String) -> String {
        "under 18: more than 35 hours in the week of \(mondays); a minor's limit is 35 a week "
            + "(Labor Standards Act art. 69)"
    }
    public func minorNightOrHolidayWork(_ dates: String) -> String {
        "under 18: night or holiday work on \(dates) needs the minor's consent and the Ministry's "
            + "approval (Labor Standards Act art. 70)"
    }
    public func weeklyOvertimeOverCap(_ mondays: String) -> String {
        "more than 12 hours of overtime in the week of \(mondays); the limit is 12 a week "
            + "(Labor Standards Act art. 53)"
    }
    public var withholdingTableMissing: String {
        "no withholding table was found beside the rates file; income tax is not computed"
    }
    public func smallAmountExemption(tax: String) -> String {
        "day worker's tax \(tax) won is under 1,000: not withheld (Income Tax Act art. 86)"
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

extension Payslip {
    /// The payslip of `workplace` for the pay period paid on the next payday on or after `today`.
    ///
    /// - Parameters:
    ///   - today: the local date (`--today`, or the clock's), never read here.
    ///   - now: shifts that end at or before this moment count ("the shifts of that period that
    ///     have ended by now"); with `--today` it is the end of that day.
    public init(workplace: Workplace, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar) {
        let (period, payday) = workplace.payday.currentPeriod(today: today, holidays: holidays)
        var sums = PeriodSums()
        sums.add(workplace: workplace, period: period, today: today, now: now, holidays: holidays)

        let premiumsApply = WageRules.premiumsApply(employees: workplace.employees)
        var pay = Pay()
        pay.base = WageRules.basePay(paidWonMinutes: sums.paidWonMinutes)
        if premiumsApply {
            pay.night = WageRules.halfRatePremium(wonMinutes: sums.nightWonMinutes)
            pay.overtime = WageRules.halfRatePremium(wonMinutes: sums.overtimeWonMinutes)
            pay.holiday = WageRules.holidayPremium(withinEightHoursWonMinutes: sums.holidayWithinEightHoursWonMinutes,
                                                   beyondEightHoursWonMinutes: sums.holidayBeyondEightHoursWonMinutes)
        }
        if workplace.weeklyHolidayAllowance {
            pay.weeklyHolidayAllowance = WageRules.weeklyHolidayAllowance(minutesTimesFiveWon: sums.allowanceMinutesTimesFiveWon)
        }

        var warnings: [PayslipWarning] = []
        let deductions = Payslip.deductions(gross: pay.gross, rules: workplace.deductions, period: period, warnings: &warnings)
        for wage in workplace.wages.entries(during: period) {
            let minimum = DeductionRates.minimumWage(year: period.year)
            if wage.hourly < minimum.hourly {
                warnings.append(.belowMinimumWage(hourly: wage.hourly, minimum: minimum.hourly, year: minimum.year))
            }
        }
        for year in Set([period.year, payday.year, today.year]).sorted() where !holidays.covers(year: year) {
            warnings.append(.holidaysNotKnown(year: year))
        }

        self.init(workplaceName: workplace.name, today: today, period: period, payday: payday,
                  minutes: sums.minutes, pay: pay, deductions: deductions, premiumsApply: premiumsApply,
                  incomeTaxApplies: workplace.deductions.incomeTax != .none,
                  insuranceApplies: workplace.deductions.insurance != .none, warnings: warnings)
    }

    /// Section 3.3, in order: income tax, then the four insurances, by the period's year and month.
    static func deductions(gross: Money, rules: DeductionRules, period: PayPeriod,
                           warnings: inout [PayslipWarning]) -> Deductions {
        var deductions = Deductions()
        if rules.incomeTax == .businessIncome {
            deductions.incomeTax = DeductionRates.incomeTax(gross: gross)
            deductions.localIncomeTax = DeductionRates.localIncomeTax(incomeTax: deductions.incomeTax)
        }
        // No pay, no premium: the pension floor would otherwise charge a month with no work.
        if rules.insurance == .four && gross.won > 0 {
            let usedYear = DeductionRates.insuranceRates(year: period.year).year
            if usedYear != period.year { warnings.append(.insuranceRatesNotKnown(year: period.year, usedYear: usedYear)) }
            deductions.nationalPension = DeductionRates.nationalPension(gross: gross, period: period)
            deductions.healthInsurance = DeductionRates.healthInsurance(gross: gross, year: period.year)
            deductions.longTermCare = DeductionRates.longTermCare(healthInsurance: deductions.healthInsurance, year: period.year)
            deductions.employmentInsurance = DeductionRates.employmentInsurance(gross: gross, year: period.year)
        }
        return deductions
    }
}

/// The minutes of a pay period and their won-minute sums, gathered shift by shift in time order.
struct PeriodSums {
    var minutes = Payslip.Minutes()
    var paidWonMinutes = 0
    var nightWonMinutes = 0
    var overtimeWonMinutes = 0
    var holidayWithinEightHoursWonMinutes = 0
    var holidayBeyondEightHoursWonMinutes = 0
    var allowanceMinutesTimesFiveWon = 0

    /// One week's running totals (Monday to Sunday).
    private struct Week {
        var monday: LocalDate
        var regularMinutes = 0
        var paidMinutes = 0
        var shiftCount = 0
        var lastWage = 0
    }

    mutating func add(workplace: Workplace, period: PayPeriod, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar) {
        // Weeks that touch the period: the one holding its first day through the one holding its
        // last. Shifts of those weeks outside the period still count toward the week's 40 hours
        // and its allowance ("a week split over two pay periods").
        let firstMonday = period.start.mondayOfWeek
        let lastSunday = period.end.mondayOfWeek.adding(days: 6)
        var week: Week?
        // Invariant: `workplace.shifts` is sorted by start, so weeks come in order.
        for shift in workplace.shifts where shift.date >= firstMonday && shift.date <= lastSunday && shift.end <= now {
            let monday = shift.date.mondayOfWeek
            if let finished = week, finished.monday != monday {
                closeWeek(finished, period: period, today: today, workplace: workplace)
                week = nil
            }
            var current = week ?? Week(monday: monday)
            add(shift: shift, week: &current, inPeriod: period.contains(shift.date), workplace: workplace, holidays: holidays)
            week = current
        }
        if let finished = week { closeWeek(finished, period: period, today: today, workplace: workplace) }
    }

    private mutating func add(shift: Shift, week: inout Week, inPeriod: Bool, workplace: Workplace, holidays: HolidayCalendar) {
        let wage = workplace.wages.hourly(on: shift.date)
        let paid = shift.paidMinutes
        week.paidMinutes += paid
        week.shiftCount += 1
        week.lastWage = wage

        var overtime = 0
        var holidayWithin = 0
        var holidayBeyond = 0
        if WageRules.isHolidayWork(shift, weeklyHoliday: workplace.weeklyHoliday, holidays: holidays) {
            (holidayWithin, holidayBeyond) = WageRules.holidayMinutesSplit(paidMinutes: paid)
        } else {
            let daily = WageRules.dailyOvertimeMinutes(paidMinutes: paid)
            let regular = paid - daily
            overtime = daily + WageRules.weeklyOvertimeMinutes(regularMinutes: regular, regularMinutesBefore: week.regularMinutes)
            week.regularMinutes += regular
        }
        guard inPeriod else { return }
        let night = WageRules.nightMinutes(of: shift)
        minutes.paid += paid
        minutes.night += night
        minutes.day += paid - night
        minutes.overtime += overtime
        minutes.holiday += holidayWithin + holidayBeyond
        paidWonMinutes += paid * wage
        nightWonMinutes += night * wage
        overtimeWonMinutes += overtime * wage
        holidayWithinEightHoursWonMinutes += holidayWithin * wage
        holidayBeyondEightHoursWonMinutes += holidayBeyond * wage
    }

    /// "Weekly holiday allowance (주휴수당), per week Monday to Sunday, counted in the period that
    /// holds the week's Sunday, and only once that Sunday has come (today or earlier)." "The wage
    /// is the one in force on the week's last shift."
    private mutating func closeWeek(_ week: Week, period: PayPeriod, today: LocalDate, workplace: Workplace) {
        let sunday = week.monday.adding(days: 6)
        guard period.contains(sunday), sunday <= today,
              let minutesTimesFive = WageRules.weeklyHolidayAllowanceMinutesTimesFive(
                contractWeeklyHours: workplace.contractWeeklyHours, paidMinutes: week.paidMinutes, shiftCount: week.shiftCount)
        else { return }
        allowanceMinutesTimesFiveWon += minutesTimesFive * week.lastWage
    }
}

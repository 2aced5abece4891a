extension Payslip {
    /// The payslip of `workplace` for the pay period paid on the next payday on or after `today`.
    ///
    /// - Parameters:
    ///   - today: the local date (`--today`, or the clock's), never read here.
    ///   - now: shifts that end at or before this moment count ("the shifts of that period that
    ///     have ended by now"); with `--today` it is the end of that day.
    ///   - rates: the yearly figures (`RateTable.bundled()`, or a rates file the user names).
    public init(workplace: Workplace, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable) {
        let (period, _) = workplace.payday.currentPeriod(
            today: today, startDay: workplace.periodStartDay, holidays: holidays)
        self.init(workplace: workplace, period: period, today: today, now: now, holidays: holidays, rates: rates)
    }

    /// The payslip of `workplace` for `period`, past, current or future, as seen on `today`:
    /// the shifts of the period that have ended by `now`.
    public init(
        workplace: Workplace, period: PayPeriod, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar,
        rates: RateTable
    ) {
        let payday = workplace.payday.payday(for: period, holidays: holidays)
        var sums = PeriodSums()
        sums.add(workplace: workplace, period: period, today: today, now: now, holidays: holidays)

        let premiumsApply = WageRules.premiumsApply(employees: workplace.employees)
        var pay = Pay()
        pay.base = WageRules.basePay(paidWonMinutes: sums.paidWonMinutes)
        if premiumsApply {
            pay.night = WageRules.halfRatePremium(wonMinutes: sums.nightWonMinutes)
            pay.overtime = WageRules.halfRatePremium(wonMinutes: sums.overtimeWonMinutes)
            pay.holiday = WageRules.holidayPremium(
                withinEightHoursWonMinutes: sums.holidayWithinEightHoursWonMinutes,
                beyondEightHoursWonMinutes: sums.holidayBeyondEightHoursWonMinutes)
        }
        if workplace.weeklyHolidayAllowance {
            pay.weeklyHolidayAllowance = WageRules.weeklyHolidayAllowance(
                minutesTimesFiveWon: sums.allowanceMinutesTimesFiveWon)
        }
        pay.paidDaysOff = WageRules.basePay(paidWonMinutes: sums.paidDaysOff.reduce(0) { $0 + $1.minutes * $1.hourly })
        pay.shutdown = PlanPay.shutdownAllowance(
            wonMinutes: sums.shutdownDays.reduce(0) { $0 + $1.minutes * $1.hourly })
        pay.annualLeave = WageRules.basePay(paidWonMinutes: sums.leaveDays.reduce(0) { $0 + $1.minutes * $1.hourly })

        var warnings: [PayslipWarning] = sums.planWarnings
        let monthRates = rates.rates(for: period)
        // "While a period is still running, the deductions are those of what has been earned so
        // far with no floor applied (a floor is a monthly minimum ...); caps always apply."
        let running = today <= period.end
        let deductions = Payslip.deductions(
            gross: pay.gross, rules: workplace.deductions, rates: monthRates, floors: !running)
        for wage in workplace.wages.entries(during: period) where wage.hourly < monthRates.minimumWage {
            warnings.append(.belowMinimumWage(hourly: wage.hourly, minimum: monthRates.minimumWage, year: period.year))
        }
        // The figures this payslip relies on that the rates file does not know for the month.
        let insurance = workplace.deductions.insurance == .four
        let unknown = monthRates.unknownFigures.filter { insurance || !$0.isInsurance }
        if !unknown.isEmpty { warnings.append(.ratesNotKnown(month: period, figures: unknown)) }
        if insurance && sums.minutes.paid > 0 && sums.minutes.paid < DeductionRates.enrolmentThresholdMinutes {
            warnings.append(.underSixtyHoursInsured(paidMinutes: sums.minutes.paid))
        }
        if running && insurance
            && deductions
                != Payslip.deductions(gross: pay.gross, rules: workplace.deductions, rates: monthRates, floors: true)
        {
            warnings.append(.floorsNotYetApplied)
        }
        for year in Set([period.start.year, period.year, payday.year, today.year]).sorted()
        where !holidays.covers(year: year) {
            warnings.append(.holidaysNotKnown(year: year))
        }

        self.init(
            workplaceName: workplace.name, today: today, period: period, payday: payday,
            minutes: sums.minutes, pay: pay, deductions: deductions, premiumsApply: premiumsApply,
            incomeTaxApplies: workplace.deductions.incomeTax != .none,
            insuranceApplies: workplace.deductions.insurance != .none, warnings: warnings)
        status = PeriodStatus(period: period, payday: payday, today: today)
        paidInAdvanceFrom = payday < period.end ? max(payday.adding(days: 1), period.start) : nil
        daysWorked = sums.daysWorked.count
        hourly = workplace.wages.hourly(on: period.end)
        wageMinutes = sums.byWage.keys.sorted().compactMap { sums.byWage[$0] }
        allowanceWeeks = sums.allowanceWeeks
        days = sums.days.mapValues { $0.figures(premiumsApply: premiumsApply) }
        paidDaysOff = sums.paidDaysOff
        shutdownDays = sums.shutdownDays
        leaveDays = sums.leaveDays
        plannedDays = sums.plannedDays
        shifts = sums.shifts.map { $0.figures(premiumsApply: premiumsApply) }
    }

    /// Section 3.3, in order: income tax, then the four insurances, by the period's year and month.
    /// `floors`: false while the period is running (the monthly floors apply once it has ended).
    static func deductions(gross: Money, rules: DeductionRules, rates: MonthRates, floors: Bool = true) -> Deductions {
        var deductions = Deductions()
        if rules.incomeTax == .businessIncome {
            deductions.incomeTax = DeductionRates.incomeTax(gross: gross)
            deductions.localIncomeTax = DeductionRates.localIncomeTax(incomeTax: deductions.incomeTax)
        }
        // No pay, no premium: the pension floor would otherwise charge a month with no work.
        if rules.insurance == .four && gross.won > 0 {
            deductions.nationalPension = DeductionRates.nationalPension(gross: gross, rates: rates, floor: floors)
            deductions.healthInsurance = DeductionRates.healthInsurance(gross: gross, rates: rates, floor: floors)
            deductions.longTermCare = DeductionRates.longTermCare(
                healthInsurance: deductions.healthInsurance, rates: rates)
            deductions.employmentInsurance = DeductionRates.employmentInsurance(gross: gross, rates: rates)
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
    /// The minutes of the period at each wage, for the payslip's calculation methods.
    var byWage: [Int: Payslip.WageMinutes] = [:]
    /// The dates with a paid shift in the period.
    var daysWorked: Set<LocalDate> = []
    var allowanceWeeks: [Payslip.AllowanceWeek] = []
    /// Each date's sums, for the calendar.
    var days: [LocalDate: DaySums] = [:]
    /// The scheduled days of the period's weeks, what became of them by now.
    var plannedDays: [PlannedDay] = []
    var paidDaysOff: [Payslip.PlannedPay] = []
    var shutdownDays: [Payslip.PlannedPay] = []
    var leaveDays: [Payslip.PlannedPay] = []
    var planWarnings: [PayslipWarning] = []
    /// Each shift's sums in time order, for the exports.
    var shifts: [ShiftSums] = []

    /// One week's running totals (Monday to Sunday).
    private struct Week {
        var monday: LocalDate
        var regularMinutes = 0
        var paidMinutes = 0
        var shiftCount = 0
        var lastWage = 0
    }

    mutating func add(
        workplace: Workplace, period: PayPeriod, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar
    ) {
        // Weeks that touch the period: the one holding its first day through the one holding its
        // last. Shifts of those weeks outside the period still count toward the week's 40 hours
        // and its allowance ("a week split over two pay periods").
        let firstMonday = period.start.mondayOfWeek
        let lastSunday = period.end.mondayOfWeek.adding(days: 6)
        addPlans(workplace: workplace, period: period, weeks: firstMonday...lastSunday, now: now, holidays: holidays)
        var week: Week?
        // Invariant: `workplace.shifts` is sorted by start, so weeks come in order.
        for shift in workplace.shifts(startingFrom: firstMonday, through: lastSunday) where shift.end <= now {
            let monday = shift.date.mondayOfWeek
            if let finished = week, finished.monday != monday {
                closeWeek(finished, period: period, today: today, workplace: workplace)
                week = nil
            }
            var current = week ?? Week(monday: monday)
            add(
                shift: shift, week: &current, inPeriod: period.contains(shift.date), workplace: workplace,
                holidays: holidays)
            week = current
        }
        if let finished = week { closeWeek(finished, period: period, today: today, workplace: workplace) }
    }

    /// The scheduled days of the period's weeks; those of the period that are over pay as paid
    /// days off (a paid holiday on a scheduled day, worked or not) or 휴업수당 (`closed`).
    private mutating func addPlans(
        workplace: Workplace, period: PayPeriod, weeks: ClosedRange<LocalDate>, now: LocalMoment,
        holidays: HolidayCalendar
    ) {
        plannedDays = workplace.plannedDays(in: weeks, now: now, holidays: holidays)
        var unpaidShutdown: [LocalDate] = []
        var unpaidLeave: [LocalDate] = []
        for day in plannedDays where period.contains(day.date) && day.shift.end <= now {
            let planned = Payslip.PlannedPay(
                date: day.date, minutes: day.shift.paidMinutes, hourly: workplace.wages.hourly(on: day.date),
                reason: day.paidDayOff)
            if day.paidDayOff != nil {
                paidDaysOff.append(planned)
            } else if day.status == .excused(.closed) {
                if PlanPay.shutdownApplies(employees: workplace.employees) {
                    shutdownDays.append(planned)
                } else {
                    unpaidShutdown.append(day.date)
                }
            } else if day.status == .excused(.leave) {
                // Annual leave is paid at the planned shift where the job grants it.
                if workplace.leaveNotAccruing(on: day.date) == nil {
                    leaveDays.append(planned)
                } else {
                    unpaidLeave.append(day.date)
                }
            }
        }
        if !unpaidShutdown.isEmpty { planWarnings.append(.shutdownUnpaidUnderFive(days: unpaidShutdown)) }
        if !unpaidLeave.isEmpty { planWarnings.append(.leaveWithoutEntitlement(days: unpaidLeave)) }
    }

    private mutating func add(
        shift: Shift, week: inout Week, inPeriod: Bool, workplace: Workplace, holidays: HolidayCalendar
    ) {
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
            overtime =
                daily
                + WageRules.weeklyOvertimeMinutes(regularMinutes: regular, regularMinutesBefore: week.regularMinutes)
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
        byWage[wage, default: Payslip.WageMinutes(hourly: wage)].add(
            paid: paid, night: night, overtime: overtime, holidayWithin: holidayWithin, holidayBeyond: holidayBeyond)
        if paid > 0 { daysWorked.insert(shift.date) }
        var day = days[shift.date] ?? DaySums()
        day.paidMinutes += paid
        day.paidWonMinutes += paid * wage
        day.nightWonMinutes += night * wage
        day.overtimeWonMinutes += overtime * wage
        day.holidayWithinEightHoursWonMinutes += holidayWithin * wage
        day.holidayBeyondEightHoursWonMinutes += holidayBeyond * wage
        days[shift.date] = day
        shifts.append(
            ShiftSums(
                shift: shift, wage: wage,
                minutes: Payslip.Minutes(
                    paid: paid, day: paid - night, night: night, overtime: overtime,
                    holiday: holidayWithin + holidayBeyond),
                holidayWithinEightHours: holidayWithin, holidayBeyondEightHours: holidayBeyond))
    }

    /// "Weekly holiday allowance (주휴수당), per week Monday to Sunday, counted in the period that
    /// holds the week's Sunday, and only once that Sunday has come (today or earlier)." "The wage
    /// is the one in force on the week's last shift."
    private mutating func closeWeek(_ week: Week, period: PayPeriod, today: LocalDate, workplace: Workplace) {
        let sunday = week.monday.adding(days: 6)
        guard period.contains(sunday), sunday <= today,
            let minutesTimesFive = WageRules.weeklyHolidayAllowanceMinutesTimesFive(
                contractWeeklyHours: workplace.contractWeeklyHours, paidMinutes: week.paidMinutes,
                shiftCount: week.shiftCount)
        else { return }
        // "With a schedule the allowance also needs every scheduled day of the week worked or
        // excused (개근)."
        let missed = plannedDays.filter { $0.status == .missed && $0.date >= week.monday && $0.date <= sunday }
        if !missed.isEmpty {
            if workplace.weeklyHolidayAllowance {
                planWarnings.append(.allowanceLostForMissedDays(sunday: sunday, missed: missed.map(\.date)))
            }
            return
        }
        allowanceMinutesTimesFiveWon += minutesTimesFive * week.lastWage
        allowanceWeeks.append(
            Payslip.AllowanceWeek(sunday: sunday, minutesTimesFive: minutesTimesFive, hourly: week.lastWage))
    }
}

/// One shift's minutes at its wage, gathered with the period's.
struct ShiftSums {
    var shift: Shift
    var wage: Int
    var minutes: Payslip.Minutes
    var holidayWithinEightHours: Int
    var holidayBeyondEightHours: Int

    func figures(premiumsApply: Bool) -> ShiftFigures {
        var pay = Payslip.Pay(base: WageRules.basePay(paidWonMinutes: minutes.paid * wage))
        if premiumsApply {
            pay.night = WageRules.halfRatePremium(wonMinutes: minutes.night * wage)
            pay.overtime = WageRules.halfRatePremium(wonMinutes: minutes.overtime * wage)
            pay.holiday = WageRules.holidayPremium(
                withinEightHoursWonMinutes: holidayWithinEightHours * wage,
                beyondEightHoursWonMinutes: holidayBeyondEightHours * wage)
        }
        return ShiftFigures(shift: shift, hourlyWage: wage, minutes: minutes, pay: pay)
    }
}

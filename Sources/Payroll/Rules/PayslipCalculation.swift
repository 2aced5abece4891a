extension Payslip {
    /// The payslip of `workplace` for the period shown when none is named: the one paid on the
    /// next payday on or after `today`, or for a job that begins after that period, the period
    /// of its first work (`Workplace.nextPayPeriod`).
    ///
    /// - Parameters:
    ///   - today: the local date (`--today`, or the clock's), never read here.
    ///   - now: shifts that end at or before this moment count ("the shifts of that period that
    ///     have ended by now"); with `--today` it is the end of that day.
    ///   - rates: the yearly figures (`RateTable.bundled()`, or a rates file the user names).
    public init(
        workplace: Workplace, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable,
        worker: Worker = Worker()
    ) {
        self.init(
            workplace: workplace, period: workplace.nextPayPeriod(today: today, holidays: holidays), today: today,
            now: now, holidays: holidays, rates: rates,
            worker: worker)
    }

    /// The payslip of `workplace` for `period`, past, current or future, as seen on `today`:
    /// the shifts of the period that have ended by `now`. `worker`: the data file's `worker`
    /// (dependants for the withholding table, the birth date for the minors' limits).
    public init(
        workplace: Workplace, period: PayPeriod, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar,
        rates: RateTable, worker: Worker = Worker()
    ) {
        let payday = workplace.payday.payday(for: period, holidays: holidays)
        let premiumsApply = WageRules.premiumsApply(employees: workplace.employees)
        var sums = PeriodSums()
        sums.add(
            workplace: workplace, period: period, today: today, now: now, holidays: holidays, worker: worker,
            premiumsApply: premiumsApply)
        let pay = Payslip.pay(sums: sums, workplace: workplace, premiumsApply: premiumsApply)
        let (taxFree, taxFreeNotes, taxFreeEarlier) = TaxFreeRules.taxFree(
            pay: pay, workplace: workplace, period: period, rates: rates,
            payday: { workplace.payday(for: $0, holidays: holidays) },
            history: {
                Payslip.periodPay(
                    workplace: workplace, period: $0, today: today, now: now, holidays: holidays, worker: worker)
            })

        var warnings: [PayslipWarning] = sums.planWarnings
        let monthRates = rates.rates(for: period, paidOn: payday)
        var dayPays = sums.days.mapValues { $0.figures(premiumsApply: premiumsApply).pay }
        for week in sums.allowanceWeeks {
            dayPays[week.sunday, default: .zero] =
                dayPays[week.sunday, default: .zero]
                + WageRules.weeklyHolidayAllowance(minutesTimesFiveWon: week.minutesTimesFive * week.hourly)
        }
        // "While a period is still running, the deductions are those of what has been earned so
        // far with no floor applied (a floor is a monthly minimum ...); caps always apply."
        let running = today <= period.end
        // The withholding table is looked up by the taxable gross; the insurances' base (보수월액)
        // leaves out the non-taxable meal allowance but not the premiums.
        let base = (taxable: pay.gross - taxFree.total, insured: pay.gross - taxFree.meals)
        var (deductions, method) = Payslip.withheld(
            gross: pay.gross, rules: workplace.deductions, rates: monthRates,
            worker: worker.forTable(in: period.end.year),
            dayPays: dayPays.keys.sorted().compactMap { dayPays[$0] }, floors: !running, base: base)
        // Weekly and daily pay: the monthly deductions on the month's last payday.
        let share = MonthlyShare(
            workplace: workplace, period: period, payday: payday, today: today, now: now, holidays: holidays,
            worker: worker, earlierTaxFree: taxFreeEarlier)
        if let share {
            let note: PayslipWarning
            (deductions, method, note) = share.applied(
                to: deductions, method: method, gross: pay.gross, base: base, rules: workplace.deductions,
                rates: rates, worker: worker, floors: !running)
            warnings.append(note)
        }
        warnings += Payslip.minimumWageWarnings(workplace: workplace, period: period, sums: sums, rates: monthRates)
        warnings += sums.lawNotes(workplace: workplace, period: period, premiumsApply: premiumsApply)
        let taxFreeRuleApplies = workplace.deductions.incomeTax == .table || workplace.deductions.incomeTax == .none
        if taxFreeRuleApplies {
            warnings += taxFreeNotes
        } else if taxFree.total > .zero {
            warnings.append(.taxFreeNotForThisRule(workplace.deductions.incomeTax))
        }
        switch method {
        case .table? where payday < (rates.withholding?.earliestEffectiveFrom ?? payday):
            warnings.append(
                .paydayBeforeWithholdingTables(
                    payday: payday, earliest: monthRates.withholding?.effectiveFrom ?? payday))
        case .daily(_, let total, true)?:
            warnings.append(.smallAmountExemption(tax: total))
        default: break
        }
        if workplace.deductions.incomeTax == .table && monthRates.withholding == nil && pay.gross.won > 0 {
            warnings.append(.withholdingTableMissing)
        }
        // The figures this payslip relies on that the rates file does not know for the month.
        let insurance = workplace.deductions.insurance == .four
        let unknown = monthRates.unknownFigures.filter {
            (insurance || !$0.isInsurance) && (workplace.taxFree != nil || !$0.isTaxFree)
        }
        if !unknown.isEmpty { warnings.append(.ratesNotKnown(month: period, figures: unknown)) }
        // A period still running is judged by what it will hold: the hours so far and the
        // schedule's shifts still ahead in it (a 42-hour week is not "under 60 hours" mid-month).
        let plannedAhead =
            running
            ? sums.plannedDays.filter {
                period.contains($0.date) && $0.status == .ahead && !$0.recordedAhead && $0.absence == nil
                    && $0.paidDayOff == nil
            }.reduce(0) { $0 + $1.shift.paidMinutes } : 0
        // The enrolment test is the contracted hours: with `contractWeeklyHours` the contract
        // decides (a 40-hour contract is not "under 60 hours" in its first week, a 7-hour one is
        // under them whatever the month held); without one, the period's hours and plans.
        if insurance && workplace.payday.cadence == .monthly && sums.minutes.paid > 0 {
            if let contract = workplace.contractWeeklyHours {
                let weekly = contract.hundredths * 3 / 5
                let monthly = DeductionRates.monthlyContractedMinutes(weekly: weekly)
                if monthly < DeductionRates.enrolmentThresholdMinutes {
                    warnings.append(.underSixtyHoursContracted(weeklyMinutes: weekly, monthlyMinutes: monthly))
                }
            } else if sums.minutes.paid + plannedAhead < DeductionRates.enrolmentThresholdMinutes {
                warnings.append(.underSixtyHoursInsured(paidMinutes: sums.minutes.paid))
            }
        }
        if running && insurance && share == nil
            && deductions
                != Payslip.withheld(
                    gross: pay.gross, rules: workplace.deductions, rates: monthRates,
                    worker: worker.forTable(in: period.end.year),
                    dayPays: dayPays.keys.sorted().compactMap { dayPays[$0] }, floors: true, base: base
                ).0
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
        incomeTaxRule = workplace.deductions.incomeTax
        incomeTaxMethod = method
        self.taxFree = workplace.taxFree != nil && taxFreeRuleApplies ? taxFree : nil
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
        allowanceOnSickDays = WageRules.weeklyHolidayAllowance(minutesTimesFiveWon: sums.sickWeeksMinutesTimesFiveWon)
        plannedDays = sums.plannedDays
        shifts = sums.shifts.map { $0.figures(premiumsApply: premiumsApply) }
    }

    /// The pay items of a period's sums.
    static func pay(sums: PeriodSums, workplace: Workplace, premiumsApply: Bool) -> Pay {
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

        // A monthly meal allowance on top of the wage, in a period with pay.
        if let meals = workplace.taxFree?.meals, meals > 0, pay.gross > .zero { pay.meals = Money(won: meals) }
        return pay
    }

    /// The pay items of `period` alone (no deductions, no notes): the year's other periods, for
    /// the limits of non-taxable pay.
    static func periodPay(
        workplace: Workplace, period: PayPeriod, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar,
        worker: Worker
    ) -> Pay {
        var sums = PeriodSums()
        let premiumsApply = WageRules.premiumsApply(employees: workplace.employees)
        sums.add(
            workplace: workplace, period: period, today: today, now: now, holidays: holidays, worker: worker,
            premiumsApply: premiumsApply)
        return pay(sums: sums, workplace: workplace, premiumsApply: premiumsApply)
    }

    /// Section 3.3, in order: income tax, then the four insurances, by the period's year and month.
    /// `floors`: false while the period is running (the monthly floors apply once it has ended).
    static func deductions(
        gross: Money, rules: DeductionRules, rates: MonthRates, worker: Worker = Worker(), floors: Bool = true
    ) -> Deductions {
        withheld(gross: gross, rules: rules, rates: rates, worker: worker, dayPays: [gross], floors: floors).0
    }

    /// The deductions and how the income tax was worked out. `dayPays`: each worked day's pay, for
    /// a day worker's tax.
    /// `base`: the taxable gross (the table's) and the insurances' base, where non-taxable pay
    /// makes them less than the gross.
    static func withheld(
        gross: Money, rules: DeductionRules, rates: MonthRates, worker: Worker, dayPays: [Money], floors: Bool = true,
        base: (taxable: Money, insured: Money)? = nil
    ) -> (Deductions, IncomeTaxMethod?) {
        let taxable = base?.taxable ?? gross
        let insured = base?.insured ?? gross
        var deductions = Deductions()
        var method: IncomeTaxMethod?
        switch rules.incomeTax {
        case .none: break
        case .businessIncome:
            deductions.incomeTax = DeductionRates.incomeTax(gross: gross)
            method = .businessIncome
        case .table:
            if let table = rates.withholding, taxable.won > 0 {
                deductions.incomeTax = table.incomeTax(pay: taxable.won, worker: worker)
                method = .table(
                    pay: taxable.won, dependants: worker.dependants, children: worker.children,
                    rate: worker.withholdingRate,
                    tableTax: table.tableTax(pay: taxable.won, dependants: worker.dependants),
                    reduction: table.childrenReduction(children: worker.children), effectiveFrom: table.effectiveFrom)
            }
        case .daily:
            let total = dayPays.reduce(0) { $0 + DeductionRates.dailyIncomeTax(dayPay: $1) }
            deductions.incomeTax = DeductionRates.dailyIncomeTax(dayPays: dayPays)
            let taxed = dayPays.filter { $0.won > DeductionRates.dailyDeduction }.count
            method = .daily(
                taxedDays: taxed, total: total, exempt: total > 0 && total < DeductionRates.smallAmountExemption)
        }
        deductions.localIncomeTax = DeductionRates.localIncomeTax(incomeTax: deductions.incomeTax)
        // No pay, no premium: the pension floor would otherwise charge a month with no work.
        if rules.insurance == .four && insured.won > 0 {
            deductions.nationalPension = DeductionRates.nationalPension(gross: insured, rates: rates, floor: floors)
            deductions.healthInsurance = DeductionRates.healthInsurance(gross: insured, rates: rates, floor: floors)
            deductions.longTermCare = DeductionRates.longTermCare(
                healthInsurance: deductions.healthInsurance, rates: rates)
            deductions.employmentInsurance = DeductionRates.employmentInsurance(gross: insured, rates: rates)
        }
        return (deductions, method)
    }

    /// "A wage below that year's minimum wage ... the card shows a warning"; with a probation, 90%
    /// of it where the probation is lawful, and why not where it is not.
    static func minimumWageWarnings(workplace: Workplace, period: PayPeriod, sums: PeriodSums, rates: MonthRates)
        -> [PayslipWarning]
    {
        var warnings: [PayslipWarning] = []
        let minimum = rates.minimumWage
        let probationMinimum = minimum * LawLimits.probationMinimumWagePercent / 100
        var probationNoted = false
        for wage in workplace.wages.entries(during: period) where wage.hourly < minimum {
            if let probation = workplace.probation, wage.hourly >= probationMinimum {
                // The period's last worked day decides: a probation that has lapsed by then is not lawful.
                let day = sums.daysWorked.max() ?? min(period.end, probation.until)
                let reasons = probation.reasonsNotLawful(on: day, start: workplace.employmentStart)
                if reasons.isEmpty {
                    if !probationNoted {
                        warnings.append(.probationWage(until: probation.until, minimum: probationMinimum))
                    }
                    probationNoted = true
                    continue
                }
                warnings.append(
                    .belowMinimumWage(
                        hourly: wage.hourly, minimum: minimum, year: period.year,
                        minutes: sums.byWage[wage.hourly]?.paid ?? 0))
                if !probationNoted { warnings.append(.probationNotLawful(reasons: reasons)) }
                probationNoted = true
                continue
            }
            warnings.append(
                .belowMinimumWage(
                    hourly: wage.hourly, minimum: minimum, year: period.year,
                    minutes: sums.byWage[wage.hourly]?.paid ?? 0))
        }
        return warnings
    }
}

/// How the income tax of a payslip was worked out, for its calculation column.
public enum IncomeTaxMethod: Sendable, Equatable {
    case businessIncome
    /// The withholding table: the row's tax for the pay and dependants, less the children's
    /// reduction, times the rate.
    case table(
        pay: Int, dependants: Int, children: Int, rate: Int, tableTax: Int, reduction: Int, effectiveFrom: LocalDate)
    /// A day worker: the days taxed, their taxes together (before the small-amount exemption).
    case daily(taxedDays: Int, total: Int, exempt: Bool)
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
    /// The part-timer's minutes beyond the contract (5+ employees), in the overtime above too.
    var partTimeExtraMinutes = 0
    /// The paid minutes the schedule plans on each date of the period's weeks.
    var plannedMinutesByDate: [LocalDate: Int] = [:]
    /// The dates a part-timer worked beyond the day's plan (a schedule; 5+ employees).
    var beyondPlanDates: [LocalDate] = []
    /// Shifts of the period whose break is shorter than the law's least for their work.
    var shortBreakShifts: [Shift] = []
    /// A minor's days over 7 hours, weeks over 35, and days with night or holiday work.
    var minorLongDays: [LocalDate] = []
    var minorLongWeeks: [LocalDate] = []
    var minorNightOrHolidayDays: [LocalDate] = []
    /// Mondays of the weeks with more than 12 hours of overtime (5+ employees).
    var overtimeCapWeeks: [LocalDate] = []
    /// The scheduled days of the period's weeks, what became of them by now.
    var plannedDays: [PlannedDay] = []
    var paidDaysOff: [Payslip.PlannedPay] = []
    var shutdownDays: [Payslip.PlannedPay] = []
    var leaveDays: [Payslip.PlannedPay] = []
    var planWarnings: [PayslipWarning] = []
    /// The allowance (as `allowanceMinutesTimesFiveWon`) of the weeks kept with an excused sick day.
    var sickWeeksMinutesTimesFiveWon = 0
    /// Each shift's sums in time order, for the exports.
    var shifts: [ShiftSums] = []

    /// One week's running totals (Monday to Sunday).
    private struct Week {
        var monday: LocalDate
        /// The week's last day with a shift: daily pay pays the allowance with it.
        var lastDate: LocalDate
        var regularMinutes = 0
        var paidMinutes = 0
        var shiftCount = 0
        var lastWage = 0
        /// Daily, weekly and holiday overtime and a part-timer's extra minutes: the weekly cap's count.
        var overtimeMinutes = 0
        /// A minor's paid minutes in the week.
        var minorMinutes = 0
        /// Each day's regular minutes so far, for a part-timer's minutes beyond the day's plan.
        var dayRegularMinutes: [LocalDate: Int] = [:]
    }

    mutating func add(
        workplace: Workplace, period: PayPeriod, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar,
        worker: Worker = Worker(), premiumsApply: Bool = false
    ) {
        // Weeks that touch the period: the one holding its first day through the one holding its
        // last. Shifts of those weeks outside the period still count toward the week's 40 hours
        // and its allowance ("a week split over two pay periods").
        let firstMonday = period.start.mondayOfWeek
        let lastSunday = period.end.mondayOfWeek.adding(days: 6)
        addPlans(workplace: workplace, period: period, weeks: firstMonday...lastSunday, now: now, holidays: holidays)
        var week: Week?
        var mondaysWorked: Set<LocalDate> = []
        // Invariant: `workplace.shifts` is sorted by start, so weeks come in order.
        for shift in workplace.shifts(startingFrom: firstMonday, through: lastSunday) where shift.end <= now {
            let monday = shift.date.mondayOfWeek
            mondaysWorked.insert(monday)
            if let finished = week, finished.monday != monday {
                closeWeek(finished, period: period, today: today, workplace: workplace)
                week = nil
            }
            var current = week ?? Week(monday: monday, lastDate: shift.date)
            add(
                shift: shift, week: &current, inPeriod: period.contains(shift.date), workplace: workplace,
                holidays: holidays, worker: worker, premiumsApply: premiumsApply)
            week = current
        }
        if let finished = week { closeWeek(finished, period: period, today: today, workplace: workplace) }
        noteWeeksMissedWhole(
            workplace: workplace, period: period, today: today, weeks: firstMonday...lastSunday, worked: mondaysWorked)
    }

    /// A week whose scheduled days were all missed has no shift, so no week to close: it loses
    /// its allowance all the same (시행령 art. 30), and the note names the days, as for a week
    /// with one day missed. Only where the week would have earned one: 15 contracted hours or
    /// more, or, without a contract, 15 or more scheduled.
    private mutating func noteWeeksMissedWhole(
        workplace: Workplace, period: PayPeriod, today: LocalDate, weeks: ClosedRange<LocalDate>,
        worked: Set<LocalDate>
    ) {
        guard workplace.weeklyHolidayAllowance, period.span != .day else { return }
        var monday = weeks.lowerBound
        while monday <= weeks.upperBound {
            let sunday = monday.adding(days: 6)
            defer { monday = monday.adding(days: 7) }
            guard !worked.contains(monday), period.contains(sunday), sunday <= today else { continue }
            let inWeek = plannedDays.filter { $0.date >= monday && $0.date <= sunday }
            let missed = inWeek.filter { $0.status == .missed }.map(\.date)
            guard !missed.isEmpty else { continue }
            let weekly =
                workplace.contractWeeklyHours?.minutes ?? inWeek.reduce(0) { $0 + $1.shift.paidMinutes }
            guard weekly >= WageRules.allowanceThresholdMinutes else { continue }
            planWarnings.append(.allowanceLostForMissedDays(sunday: sunday, missed: missed))
        }
    }

    /// The scheduled days of the period's weeks; those of the period that are over pay as paid
    /// days off (a paid holiday on a scheduled day, worked or not) or 휴업수당 (`closed`).
    private mutating func addPlans(
        workplace: Workplace, period: PayPeriod, weeks: ClosedRange<LocalDate>, now: LocalMoment,
        holidays: HolidayCalendar
    ) {
        plannedDays = workplace.plannedDays(in: weeks, now: now, holidays: holidays)
        for day in plannedDays { plannedMinutesByDate[day.date, default: 0] += day.shift.paidMinutes }
        var unpaidShutdown: [LocalDate] = []
        var unpaidLeave: [LocalDate] = []
        var paidSickDays: [LocalDate] = []
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
            } else if day.status == .excused(.sick), workplace.sickLeave == .paid {
                // Paid at the planned shift where the work rules say so.
                paidDaysOff.append(planned)
                paidSickDays.append(day.date)
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
        // Leave needs a balance: a day taken when none was left is unpaid (excused, not missed).
        let beyond = workplace.leaveDaysBeyondBalance(leaveDays.map(\.date), now: now, holidays: holidays)
        if !beyond.isEmpty {
            leaveDays.removeAll { beyond.contains($0.date) }
            planWarnings.append(.leaveBeyondBalance(days: beyond.sorted()))
        }
        if !paidSickDays.isEmpty { planWarnings.append(.sickDaysPaid(days: paidSickDays)) }
    }

    private mutating func add(
        shift: Shift, week: inout Week, inPeriod: Bool, workplace: Workplace, holidays: HolidayCalendar,
        worker: Worker, premiumsApply: Bool
    ) {
        let wage = workplace.wages.hourly(on: shift.date)
        let paid = shift.paidMinutes
        week.paidMinutes += paid
        week.shiftCount += 1
        week.lastWage = wage
        week.lastDate = shift.date

        var overtime = 0
        var extra = 0
        var holidayWithin = 0
        var holidayBeyond = 0
        // Under 15 contracted hours a week the law's holidays are not the worker's (`hasHolidays`).
        let isHoliday =
            WageRules.isHolidayWork(shift, weeklyHoliday: workplace.weeklyHoliday, holidays: holidays)
            && workplace.hasHolidays(on: shift.date)
        if isHoliday {
            (holidayWithin, holidayBeyond) = WageRules.holidayMinutesSplit(paidMinutes: paid)
        } else {
            let daily = WageRules.dailyOvertimeMinutes(paidMinutes: paid)
            let regular = paid - daily
            overtime =
                daily
                + WageRules.weeklyOvertimeMinutes(regularMinutes: regular, regularMinutesBefore: week.regularMinutes)
            // A part-timer's minutes beyond the plan: the day's planned shifts where a schedule
            // plans the days, else the contract's weekly hours.
            if premiumsApply, let hours = workplace.contractWeeklyHours, hours.minutes < WageRules.weeklyLimitMinutes {
                if workplace.schedule.isEmpty {
                    extra = LawLimits.partTimeExtraMinutes(
                        regularMinutes: regular, regularMinutesBefore: week.regularMinutes,
                        contractWeeklyMinutes: hours.minutes)
                } else {
                    // Weekly overtime is the shift's last minutes; only those before it can be extra.
                    let weekly = overtime - daily
                    let before = week.dayRegularMinutes[shift.date, default: 0]
                    extra = LawLimits.partTimeMinutesBeyondPlan(
                        regularMinutes: regular - weekly, dayMinutesBefore: before,
                        plannedMinutes: plannedMinutesByDate[shift.date, default: 0])
                    week.dayRegularMinutes[shift.date] = before + regular - weekly
                    if extra > 0 { beyondPlanDates.append(shift.date) }
                }
            }
            week.regularMinutes += regular
        }
        week.overtimeMinutes += overtime + extra + holidayBeyond
        let minor = worker.age(on: shift.date).map { $0 < LawLimits.adultAge } ?? false
        if minor { week.minorMinutes += paid }
        guard inPeriod else { return }
        let night = WageRules.nightMinutes(of: shift)
        if shift.breakMinutes < LawLimits.minimumBreak(workedMinutes: paid) { shortBreakShifts.append(shift) }
        if minor && (night > 0 || isHoliday) && minorNightOrHolidayDays.last != shift.date {
            minorNightOrHolidayDays.append(shift.date)
        }
        partTimeExtraMinutes += extra
        overtime += extra
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
        if minor && day.paidMinutes <= LawLimits.minorDailyMinutes
            && day.paidMinutes + paid > LawLimits.minorDailyMinutes
        {
            minorLongDays.append(shift.date)
        }
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
        // A week's limits are noted in the period that holds its Sunday, as its allowance is.
        if period.contains(sunday) {
            if week.minorMinutes > LawLimits.minorWeeklyMinutes { minorLongWeeks.append(week.monday) }
            if WageRules.premiumsApply(employees: workplace.employees)
                && week.overtimeMinutes > LawLimits.weeklyOvertimeCapMinutes
            {
                overtimeCapWeeks.append(week.monday)
            }
        }
        // Daily pay: "paid with the week's last day of work", once the week is over.
        let paidWith = period.span == .day ? week.lastDate : sunday
        // "Either way a paid day off of section 7 counts its paid hours": a paid holiday on a
        // scheduled day not worked adds its planned minutes to the week's (one worked is in them).
        let daysOff = plannedDays.filter { $0.status == .dayOff && $0.date >= week.monday && $0.date <= sunday }
        guard period.contains(paidWith), sunday <= today,
            let minutesTimesFive = WageRules.weeklyHolidayAllowanceMinutesTimesFive(
                contractWeeklyHours: workplace.contractWeeklyHours,
                paidMinutes: week.paidMinutes + daysOff.reduce(0) { $0 + $1.shift.paidMinutes },
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
        // A sick day as the work rules count it: an absence loses the week's allowance; excused
        // keeps it, with a note; paid keeps it (the day is paid with the days off).
        let sick = plannedDays.filter { $0.status == .excused(.sick) && $0.date >= week.monday && $0.date <= sunday }
        if !sick.isEmpty {
            switch workplace.sickLeave {
            case .absence:
                if workplace.weeklyHolidayAllowance {
                    planWarnings.append(.allowanceLostForSickDays(sunday: sunday, sick: sick.map(\.date)))
                }
                return
            case .excused:
                if workplace.weeklyHolidayAllowance {
                    planWarnings.append(.sickDaysExcused(days: sick.map(\.date)))
                    sickWeeksMinutesTimesFiveWon += minutesTimesFive * week.lastWage
                }
            case .paid:
                break
            }
        }
        allowanceMinutesTimesFiveWon += minutesTimesFive * week.lastWage
        // The weeks paid an allowance: none where the workplace pays none (its payslip line, the
        // days a daily tax is counted on and the shift list's weeks all read these).
        if workplace.weeklyHolidayAllowance {
            allowanceWeeks.append(
                Payslip.AllowanceWeek(sunday: sunday, minutesTimesFive: minutesTimesFive, hourly: week.lastWage))
        }
    }
}

extension PeriodSums {
    /// The law's limits (docs/payroll.md, "Taxes and the law's limits") as notes: the part-timer's extra hours paid, short breaks,
    /// a minor's hours and night or holiday work, more than 12 hours of overtime in a week.
    func lawNotes(workplace: Workplace, period: PayPeriod, premiumsApply: Bool) -> [PayslipWarning] {
        var notes: [PayslipWarning] = []
        if partTimeExtraMinutes > 0, let hours = workplace.contractWeeklyHours {
            if workplace.schedule.isEmpty {
                notes.append(.partTimeExtraHours(minutes: partTimeExtraMinutes, contractHours: hours))
            } else {
                let dates = beyondPlanDates.filter { $0 >= period.start && $0 <= period.end }
                notes.append(.partTimeBeyondPlan(minutes: partTimeExtraMinutes, dates: Array(Set(dates)).sorted()))
            }
        }
        if !shortBreakShifts.isEmpty {
            notes.append(
                .shortBreaks(
                    shifts: shortBreakShifts.map {
                        PayslipWarning.ShortBreak(
                            date: $0.date, breakMinutes: $0.breakMinutes,
                            required: LawLimits.minimumBreak(workedMinutes: $0.paidMinutes))
                    }))
        }
        if !minorLongDays.isEmpty { notes.append(.minorLongDays(dates: minorLongDays)) }
        if !minorLongWeeks.isEmpty { notes.append(.minorLongWeeks(mondays: minorLongWeeks)) }
        if !minorNightOrHolidayDays.isEmpty { notes.append(.minorNightOrHolidayWork(dates: minorNightOrHolidayDays)) }
        if !overtimeCapWeeks.isEmpty { notes.append(.weeklyOvertimeOverCap(mondays: overtimeCapWeeks)) }
        return notes
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

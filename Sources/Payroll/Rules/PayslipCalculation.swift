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
        self.init(
            workplace: workplace, period: period, today: today, now: now, holidays: holidays, rates: rates,
            worker: worker, detail: true)
    }

    /// The same payslip; without `detail`, its shifts' and days' figures (`shifts`, `days`) are
    /// not kept, every other figure and note the same: a forecast and a year's statistics read
    /// only the totals, and a shift's figures cost as much as its sums.
    init(
        workplace: Workplace, period: PayPeriod, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar,
        rates: RateTable, worker: Worker, detail: Bool
    ) {
        let payday = workplace.payday.payday(for: period, holidays: holidays)
        let premiumsApply = WageRules.premiumsApply(employees: workplace.employees)
        var sums = PeriodSums()
        sums.keepsShiftFigures = detail
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
        let monthRates = rates.rates(for: period, paidOn: payday, incomeTax: workplace.deductions.incomeTax)
        // Only a day worker's tax reads each day's pay (`withheld`): worked out for that rule alone.
        let dayPays =
            workplace.deductions.incomeTax == .daily ? Payslip.dayPays(sums: sums, premiumsApply: premiumsApply) : []
        // "While a period is still running, the deductions are those of what has been earned so
        // far with no floor applied (a floor is a monthly minimum ...); caps always apply."
        let running = today <= period.end
        // The withholding table is looked up by the taxable gross; the insurances' base (보수월액)
        // leaves out the non-taxable meal allowance but not the premiums.
        let base = (taxable: pay.gross - taxFree.total, insured: pay.gross - taxFree.meals)
        var (deductions, method) = Payslip.withheld(
            gross: pay.gross, rules: workplace.deductions, rates: monthRates,
            worker: worker.forTable(in: period.end.year),
            dayPays: dayPays, floors: !running, base: base)
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
        // Appended in place: no list of each kind made, appended and freed (for every payslip).
        Payslip.appendMinimumWageWarnings(
            workplace: workplace, period: period, sums: sums, rates: monthRates, to: &warnings)
        sums.appendLawNotes(workplace: workplace, period: period, premiumsApply: premiumsApply, to: &warnings)
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
            ? sums.plannedDays.filter { period.contains($0.date) && $0.isPlannedAhead }
                .reduce(0) { $0 + $1.shift.paidMinutes } : 0
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
                    dayPays: dayPays, floors: true, base: base
                ).0
        {
            warnings.append(.floorsNotYetApplied)
        }
        // Each year once, in order (four years sorted: no set to hash them into).
        let years = [period.start.year, period.year, payday.year, today.year].sorted()
        for (place, year) in years.enumerated()
        where (place == 0 || years[place - 1] != year) && !holidays.covers(year: year) {
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
        wageMinutes = sums.byWage
        allowanceWeeks = sums.allowanceWeeks
        if detail {
            datedDays = sums.days.map {
                DatedDayFigures(date: $0.date, figures: $0.sums.figures(premiumsApply: premiumsApply))
            }
        }
        paidDaysOff = sums.paidDaysOff
        shutdownDays = sums.shutdownDays
        leaveDays = sums.leaveDays
        allowanceOnSickDays = WageRules.weeklyHolidayAllowance(minutesTimesFiveWon: sums.sickWeeksMinutesTimesFiveWon)
        plannedDays = sums.plannedDays
        shifts = sums.shifts
    }

    /// Whether `workplace`'s payslip for `period` holds nothing, whatever the day: paid monthly,
    /// with no schedule and no shift dated in the period's weeks (recorded or ahead). Every pay
    /// item then comes from nothing (the shifts and the schedule's days of those weeks; a meal
    /// allowance only with other pay), so its minutes, pay and deductions are all zero (no pay,
    /// no tax and no insurance; the monthly deductions of weekly and daily pay are not in play),
    /// and so are its forecast's, with nothing ahead. Its warnings may still say something (a
    /// wage below the minimum, a year of holidays not known): a year's statistics, which read
    /// only the figures and the status, skip such months' payslips.
    static func holdsNothing(workplace: Workplace, period: PayPeriod) -> Bool {
        workplace.payday.cadence == .monthly && workplace.schedule.isEmpty
            && workplace.shifts(
                startingFrom: period.start.mondayOfWeek, through: period.end.mondayOfWeek.adding(days: 6)
            ).isEmpty
    }

    /// Each worked day's pay in date order, a week's holiday allowance added to its Sunday: what a
    /// day worker's tax is worked out on.
    static func dayPays(sums: PeriodSums, premiumsApply: Bool) -> [Money] {
        // The days are in date order already: each Sunday's allowance goes in its place.
        var pays = sums.days.map { (date: $0.date, pay: $0.sums.figures(premiumsApply: premiumsApply).pay) }
        for week in sums.allowanceWeeks {
            let allowance = WageRules.weeklyHolidayAllowance(minutesTimesFiveWon: week.minutesTimesFive * week.hourly)
            let place = pays.firstIndex { $0.date >= week.sunday } ?? pays.endIndex
            if place < pays.endIndex, pays[place].date == week.sunday {
                pays[place].pay = pays[place].pay + allowance
            } else {
                pays.insert((week.sunday, .zero + allowance), at: place)
            }
        }
        return pays.map(\.pay)
    }

    /// The pay items of a period's sums.
    static func pay(sums: PeriodSums, workplace: Workplace, premiumsApply: Bool) -> Pay {
        var pay = sums.wonMinutes.pay(premiumsApply: premiumsApply)
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
        sums.keepsShiftFigures = false
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
    /// of it where the probation is lawful, and why not where it is not: appended to `warnings`.
    static func appendMinimumWageWarnings(
        workplace: Workplace, period: PayPeriod, sums: PeriodSums, rates: MonthRates,
        to warnings: inout [PayslipWarning]
    ) {
        let minimum = rates.minimumWage
        let probationMinimum = minimum * LawLimits.probationMinimumWagePercent / 100
        var probationNoted = false
        for wage in workplace.wages.entries(during: period) where wage.hourly < minimum {
            // A wage within a probation's share: why the probation is not lawful (none: it is).
            // The period's last worked day decides: a probation that has lapsed by then is not lawful.
            let notLawful = workplace.probation.flatMap { probation in
                wage.hourly < probationMinimum
                    ? nil
                    : probation.reasonsNotLawful(
                        on: sums.daysWorked.last ?? min(period.end, probation.until),
                        start: workplace.employmentStart)
            }
            if let notLawful, notLawful.isEmpty, let probation = workplace.probation {
                if !probationNoted {
                    warnings.append(.probationWage(until: probation.until, minimum: probationMinimum))
                }
                probationNoted = true
                continue
            }
            warnings.append(
                .belowMinimumWage(
                    hourly: wage.hourly, minimum: minimum, year: period.year,
                    minutes: sums.byWage.first { $0.hourly == wage.hourly }?.paid ?? 0))
            if let notLawful {
                if !probationNoted { warnings.append(.probationNotLawful(reasons: notLawful)) }
                probationNoted = true
            }
        }
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

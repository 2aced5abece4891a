/// The minutes of a pay period and their won-minute sums, gathered shift by shift in time order.
struct PeriodSums {
    var minutes = Payslip.Minutes()
    var wonMinutes = WonMinutes()
    var allowanceMinutesTimesFiveWon = 0
    /// The minutes of the period at each wage, for the payslip's calculation methods, in the
    /// wages' order (a few: a list found by a comparison or two, not a dictionary to hash into).
    var byWage: [Payslip.WageMinutes] = []
    /// The dates with a paid shift in the period, each once, in order.
    var daysWorked: [LocalDate] = []
    var allowanceWeeks: [Payslip.AllowanceWeek] = []
    /// Each date's sums, for the calendar, in date order (shifts come in order: a date is
    /// nearly always the last one or a new one after it, with nothing to hash).
    var days: [(date: LocalDate, sums: DaySums)] = []
    /// The part-timer's minutes beyond the contract (5+ employees), in the overtime above too:
    /// in weeks the schedule plans no day, beyond the contract's weekly hours.
    var partTimeExtraMinutes = 0
    /// The same in weeks the schedule plans: beyond the day's planned shifts.
    var beyondPlanMinutes = 0
    /// The paid minutes the schedule plans on each date of the period's weeks.
    var plannedMinutesByDate: [LocalDate: Int] = [:]
    /// The dates a part-timer worked beyond the day's plan (a schedule; 5+ employees).
    var beyondPlanDates: [LocalDate] = []
    /// Shifts of the period whose break is shorter than the law's least for their work: each
    /// one's date, break and least (the note's figures, not a copy of the shift with its memo).
    var shortBreaks: [PayslipWarning.ShortBreak] = []
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
    /// Each shift's figures in time order, for the exports; none unless `keepsShiftFigures`.
    var shifts: [ShiftFigures] = []
    /// Whether each shift's figures are kept in `shifts` (a payslip's totals alone need none).
    var keepsShiftFigures = true
    /// Whether the room for the period's sums is made (`reserve`).
    private var reserved = false
    /// Where in `byWage` the last shift's wage was (`place(ofWage:)`).
    private var lastWagePlace = 0

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
        // The week being summed, changed in place (no copy of its days' dictionary a shift).
        var week: Week?
        // The Mondays of the weeks with a shift: a few, so a list, not a set to hash them into.
        var mondaysWorked: [LocalDate] = []
        let weeksShifts = workplace.shifts(startingFrom: firstMonday, through: lastSunday)
        // Each shift read where it is, field by field (`add` and the rules it asks are inlined),
        // not copied out of the list for a call: the copy of its memo and its release were about
        // 120 instructions a shift.
        weeksShifts.withUnsafeBufferPointer { shifts in
            // Invariant: `workplace.shifts` is sorted by start, so weeks come in order.
            for index in shifts.indices where shifts[index].end <= now {
                let date = shifts[index].date
                let monday = date.mondayOfWeek
                if let open = week?.monday, open != monday {
                    closeWeek(week!, period: period, today: today, workplace: workplace)
                    week = nil
                }
                // A week's Monday is noted once, when its first shift opens it (shifts come in order).
                if week == nil {
                    mondaysWorked.append(monday)
                    week = Week(monday: monday, lastDate: date)
                }
                let inPeriod = period.contains(date)
                if inPeriod && !reserved {
                    reserve(shifts: shifts.count, days: period.start.days(to: period.end) + 1)
                }
                add(
                    shift: shifts[index], week: &week!, inPeriod: inPeriod, workplace: workplace,
                    holidays: holidays, worker: worker, premiumsApply: premiumsApply)
            }
        }
        if let finished = week { closeWeek(finished, period: period, today: today, workplace: workplace) }
        noteWeeksMissedWhole(
            workplace: workplace, period: period, today: today, weeks: firstMonday...lastSunday, worked: mondaysWorked)
    }

    /// Room for the period's sums, made when its first shift comes (a period with none, such as
    /// a month before the job began, makes none): each of at most `shifts` shifts (those of the
    /// period's weeks) is summed once and noted at most once for a short break, on at most
    /// `days` dates. The sums then grow in place instead of being copied as they double.
    private mutating func reserve(shifts count: Int, days dayCount: Int) {
        let dates = min(count, dayCount)
        reserved = true
        if keepsShiftFigures { shifts.reserveCapacity(count) }
        shortBreaks.reserveCapacity(count)
        days.reserveCapacity(dates)
        daysWorked.reserveCapacity(dates)
    }

    /// A week whose scheduled days were all missed has no shift, so no week to close: it loses
    /// its allowance all the same (시행령 art. 30), and the note names the days, as for a week
    /// with one day missed. Only where the week would have earned one: 15 contracted hours or
    /// more, or, without a contract, 15 or more scheduled.
    private mutating func noteWeeksMissedWhole(
        workplace: Workplace, period: PayPeriod, today: LocalDate, weeks: ClosedRange<LocalDate>,
        worked: [LocalDate]
    ) {
        guard workplace.weeklyHolidayAllowance, period.span != .day else { return }
        var monday = weeks.lowerBound
        while monday <= weeks.upperBound {
            let sunday = monday.adding(days: 6)
            defer { monday = monday.adding(days: 7) }
            guard !worked.contains(monday), period.contains(sunday), sunday <= today else { continue }
            let missed = plannedDays(inWeekOf: monday).filter { $0.status == .missed }.map(\.date)
            guard !missed.isEmpty,
                let weekly = workplace.contractWeeklyHours?.minutes ?? scheduledMinutes(inWeekOf: monday),
                weekly >= WageRules.allowanceThresholdMinutes
            else { continue }
            planWarnings.append(.allowanceLostForMissedDays(sunday: sunday, missed: missed))
        }
    }

    /// The scheduled days of the week that starts on `monday`, whatever became of them.
    private func plannedDays(inWeekOf monday: LocalDate) -> [PlannedDay] {
        let sunday = monday.adding(days: 6)
        return plannedDays.filter { $0.date >= monday && $0.date <= sunday }
    }

    /// The week's scheduled hours (소정근로시간) in paid minutes: its scheduled days whatever
    /// became of them (a paid day off, an excused day and a day worked longer or shorter than
    /// planned all count as planned; a missed one still counts here and loses the week apart).
    /// `nil` where the schedule plans no day that week. Both the allowance of a week with shifts
    /// and the note of a week missed whole read it.
    private func scheduledMinutes(inWeekOf monday: LocalDate) -> Int? {
        let scheduled = plannedDays(inWeekOf: monday)
        return scheduled.isEmpty ? nil : scheduled.reduce(0) { $0 + $1.shift.paidMinutes }
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

    /// Inlined in the loop over the weeks' shifts, as are the rules it asks (night minutes,
    /// holiday work): a shift read in place is then read field by field, never copied with its
    /// memo for a call (about 120 instructions a shift).
    @inline(__always)
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
        var scheduledDay = false
        var holidayWithin = 0
        var holidayBeyond = 0
        let isHoliday = workplace.paysHolidayWork(shift, holidays: holidays)
        if isHoliday {
            (holidayWithin, holidayBeyond) = WageRules.holidayMinutesSplit(paidMinutes: paid)
        } else {
            let daily = WageRules.dailyOvertimeMinutes(paidMinutes: paid)
            let regular = paid - daily
            overtime =
                daily
                + WageRules.weeklyOvertimeMinutes(regularMinutes: regular, regularMinutesBefore: week.regularMinutes)
            // A part-timer's minutes beyond the plan: the day's planned shifts on a day a
            // schedule entry is in force, else (before the schedule's first day, after its last)
            // the contract's weekly hours.
            if premiumsApply, let hours = workplace.contractWeeklyHours, hours.minutes < WageRules.weeklyLimitMinutes {
                scheduledDay = workplace.isScheduled(on: shift.date)
                if !scheduledDay {
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
        let leastBreak = LawLimits.minimumBreak(workedMinutes: paid)
        if shift.breakMinutes < leastBreak {
            shortBreaks.append(
                PayslipWarning.ShortBreak(date: shift.date, breakMinutes: shift.breakMinutes, required: leastBreak))
        }
        if minor && (night > 0 || isHoliday) && minorNightOrHolidayDays.last != shift.date {
            minorNightOrHolidayDays.append(shift.date)
        }
        if scheduledDay { beyondPlanMinutes += extra } else { partTimeExtraMinutes += extra }
        overtime += extra
        minutes.paid += paid
        minutes.night += night
        minutes.day += paid - night
        minutes.overtime += overtime
        minutes.holiday += holidayWithin + holidayBeyond
        let shiftWonMinutes = WonMinutes(
            paid: paid, night: night, overtime: overtime, holidayWithin: holidayWithin, holidayBeyond: holidayBeyond,
            wage: wage)
        wonMinutes += shiftWonMinutes
        byWage[place(ofWage: wage)].add(
            paid: paid, night: night, overtime: overtime, holidayWithin: holidayWithin, holidayBeyond: holidayBeyond)
        if paid > 0 { daysWorked.insertOnce(shift.date) }
        // The day's sums changed in place.
        let paidBefore = days[place(ofDay: shift.date)].sums.add(paid: paid, wonMinutes: shiftWonMinutes)
        if minor && paidBefore <= LawLimits.minorDailyMinutes && paidBefore + paid > LawLimits.minorDailyMinutes {
            minorLongDays.append(shift.date)
        }
        // The shift's figures made here, from the won-minutes just summed (not copied into sums
        // and out again into figures).
        guard keepsShiftFigures else { return }
        shifts.append(
            ShiftFigures(
                shift: shift, hourlyWage: wage,
                minutes: Payslip.Minutes(
                    paid: paid, day: paid - night, night: night, overtime: overtime,
                    holiday: holidayWithin + holidayBeyond),
                pay: shiftWonMinutes.pay(premiumsApply: premiumsApply)))
    }

    /// The place of `wage`'s minutes in `byWage`, made (in the wages' order) where there is none.
    private mutating func place(ofWage wage: Int) -> Int {
        // A wage holds for many shifts in a row: the place found last is nearly always the one.
        if lastWagePlace < byWage.count, byWage[lastWagePlace].hourly == wage { return lastWagePlace }
        let place = byWage.firstIndex { $0.hourly >= wage } ?? byWage.endIndex
        if place == byWage.endIndex || byWage[place].hourly != wage {
            byWage.insert(Payslip.WageMinutes(hourly: wage), at: place)
        }
        lastWagePlace = place
        return place
    }

    /// The place of `date`'s sums in `days`, made (in date order) where there is none.
    private mutating func place(ofDay date: LocalDate) -> Int {
        guard let last = days.last, date <= last.date else {
            days.append((date, DaySums()))
            return days.count - 1
        }
        if date == last.date { return days.count - 1 }
        // Out of order: found by a scan (the last date is later, so there is a place).
        let place = days.firstIndex { $0.date >= date } ?? days.endIndex
        if days[place].date != date { days.insert((date, DaySums()), at: place) }
        return place
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
        // Without contracted hours, "with a schedule, the week's scheduled hours (소정근로시간)
        // decide; without one, the week's actual paid hours".
        let weekMinutes = scheduledMinutes(inWeekOf: week.monday) ?? week.paidMinutes
        guard period.contains(paidWith), sunday <= today,
            let minutesTimesFive = WageRules.weeklyHolidayAllowanceMinutesTimesFive(
                contractWeeklyHours: workplace.contractWeeklyHours, paidMinutes: weekMinutes,
                shiftCount: week.shiftCount)
        else { return }
        // "With a schedule the allowance also needs every scheduled day of the week worked or
        // excused (개근)."
        let inWeek = plannedDays(inWeekOf: week.monday)
        let missed = inWeek.filter { $0.status == .missed }
        if !missed.isEmpty {
            if workplace.weeklyHolidayAllowance {
                planWarnings.append(.allowanceLostForMissedDays(sunday: sunday, missed: missed.map(\.date)))
            }
            return
        }
        // A sick day as the work rules count it: an absence loses the week's allowance; excused
        // keeps it, with a note; paid keeps it (the day is paid with the days off).
        let sick = inWeek.filter { $0.status == .excused(.sick) }
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
    /// a minor's hours and night or holiday work, more than 12 hours of overtime in a week:
    /// appended to `notes`.
    func appendLawNotes(
        workplace: Workplace, period: PayPeriod, premiumsApply: Bool, to notes: inout [PayslipWarning]
    ) {
        if partTimeExtraMinutes > 0, let hours = workplace.contractWeeklyHours {
            notes.append(.partTimeExtraHours(minutes: partTimeExtraMinutes, contractHours: hours))
        }
        if beyondPlanMinutes > 0 {
            let dates = beyondPlanDates.filter { $0 >= period.start && $0 <= period.end }
            notes.append(.partTimeBeyondPlan(minutes: beyondPlanMinutes, dates: Array(Set(dates)).sorted()))
        }
        if !shortBreaks.isEmpty { notes.append(.shortBreaks(shifts: shortBreaks)) }
        if !minorLongDays.isEmpty { notes.append(.minorLongDays(dates: minorLongDays)) }
        if !minorLongWeeks.isEmpty { notes.append(.minorLongWeeks(mondays: minorLongWeeks)) }
        if !minorNightOrHolidayDays.isEmpty { notes.append(.minorNightOrHolidayWork(dates: minorNightOrHolidayDays)) }
        if !overtimeCapWeeks.isEmpty { notes.append(.weeklyOvertimeOverCap(mondays: overtimeCapWeeks)) }
    }
}

extension [LocalDate] {
    /// Puts `date` in its place in these sorted dates unless it is there: shifts come in order,
    /// so nearly always one comparison with the last and an append (no hashing, as a set needs).
    mutating func insertOnce(_ date: LocalDate) {
        guard let last, date <= last else { return append(date) }
        guard date != last else { return }
        // Out of order: found by a scan (the last date is later, so there is a place).
        guard let place = firstIndex(where: { $0 >= date }), self[place] != date else { return }
        insert(date, at: place)
    }
}

extension Payslip {
    /// "A period's expected pay = what has been worked + the planned shifts still ahead (at the
    /// wage in force on their dates, with their night, holiday and overtime minutes) + the weekly
    /// holiday allowances their weeks will earn; deductions on that total as for an ended period."
    ///
    /// The period is computed as if it were over, on the shifts recorded in its weeks and the
    /// plans still ahead taken as worked at their planned times: a shift recorded ahead at its
    /// recorded times, a schedule date with nothing recorded at the schedule's, the open shift
    /// at the planned shift it records against. A plan is not worked when an absence or a paid
    /// holiday (paid anyway) falls on it. Costs the period's weeks, never the schedule's span.
    /// A plan is still ahead when it is not over by `aheadFrom` (`now` unless given: the
    /// clock's minute on a day given, `PayBasis.aheadFrom`).
    public static func forecast(
        workplace: Workplace, period: PayPeriod, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable,
        worker: Worker = Worker(), aheadFrom: LocalMoment? = nil
    ) -> Forecast {
        let firstMonday = period.start.mondayOfWeek
        let lastSunday = period.end.mondayOfWeek.adding(days: 6)
        var projected = workplace
        // The employment's start as the whole file has it (the first recorded shift of all, when
        // not given). With nothing recorded and no `startDate` it stays unknown: the job began
        // before anything recorded, and the first planned shift ahead does not start it.
        projected.startDate = workplace.employmentStart
        projected.startsAtFirstShift = false
        var shifts = Array(workplace.shifts(startingFrom: firstMonday, through: lastSunday))
        var plannedAhead = 0, plannedAheadMinutes = 0
        for shift in shifts where shift.end > now && period.contains(shift.date) {
            plannedAhead += 1
            plannedAheadMinutes += shift.paidMinutes
        }
        for day in workplace.plannedDays(in: firstMonday...lastSunday, now: aheadFrom ?? now, holidays: holidays) {
            let throughOpenShift = day.status == .worked && day.recorded == nil
            guard throughOpenShift || day.isPlannedAhead else { continue }
            shifts.append(day.shift)
            if period.contains(day.date) {
                plannedAhead += 1
                plannedAheadMinutes += day.shift.paidMinutes
            }
        }
        // Weekly and daily pay: the month's other paydays count toward its insurance
        // (`MonthlyShare`), so the shifts outside these weeks stay; tax-free premiums need the
        // year's other periods too.
        if workplace.payday.cadence != .monthly || workplace.taxFree?.overtimePremiums == true {
            shifts += workplace.shifts.filter { $0.date < firstMonday || $0.date > lastSunday }
        }
        shifts.sort { $0.start < $1.start }
        projected.shifts = shifts
        projected.openShift = nil
        let over = LocalMoment.endOfDay(lastSunday.adding(days: 1))
        // The totals alone: a forecast keeps no shift's or day's figures.
        let slip = Payslip(
            workplace: projected, period: period, today: lastSunday, now: max(now, over), holidays: holidays,
            rates: rates, worker: worker, detail: false)
        return Forecast(
            minutes: slip.minutes, pay: slip.pay, deductions: slip.deductions, plannedAhead: plannedAhead,
            plannedAheadMinutes: plannedAheadMinutes)
    }

    /// This payslip with its forecast (`expected`) filled in.
    public func withForecast(
        workplace: Workplace, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable, worker: Worker = Worker(),
        aheadFrom: LocalMoment? = nil
    ) -> Payslip {
        var slip = self
        slip.expected = Self.forecast(
            workplace: workplace, period: period, now: now, holidays: holidays, rates: rates, worker: worker,
            aheadFrom: aheadFrom)
        return slip
    }
}

extension Payslip {
    /// The forecast, for a period not yet paid whose forecast adds something to what is earned
    /// (plans ahead, or an allowance whose Sunday is still to come).
    public var expectedBeyondEarned: Forecast? {
        guard let expected, status != .paid, expected.plannedAhead > 0 || expected.net != net else { return nil }
        return expected
    }
}

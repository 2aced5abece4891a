/// A date the schedule plans a shift on, and what became of it.
public struct PlannedDay: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// A shift was recorded on the date (or over the planned hours), ended or open.
        case worked
        /// Not over yet and nothing recorded: still a plan.
        case ahead
        /// Over, nothing recorded, no absence: missed.
        case missed
        /// Over, nothing recorded, excused by an absence.
        case excused(Absence.Kind)
        /// Over, nothing recorded, a paid day off (a public holiday at 5+ employees, or May 1).
        case dayOff
    }

    /// The planned shift, as the schedule says.
    public var shift: Shift
    public var status: Status
    /// A shift recorded ahead (not yet ended) stands for it: it is still a plan, at the recorded times.
    public var recordedAhead: Bool
    /// Paid whether or not worked (PaidDayOffRules), when the worker has the hours for it.
    public var paidDayOff: PaidDayOff?
    /// The absence on the date, whatever the status.
    public var absence: Absence.Kind?

    public var date: LocalDate { shift.date }
}

extension Workplace {
    /// The employment's first day: `startDate`, else the first shift's date.
    public var employmentStart: LocalDate? { startDate ?? shifts.first?.date ?? openShift?.date }

    /// Every shift the schedule plans on the dates of `range`, each with what became of it by
    /// `now`. Costs the days of `range` (and the shifts recorded in it), never the schedule's span.
    public func plannedDays(in range: ClosedRange<LocalDate>, now: LocalMoment, holidays: HolidayCalendar)
        -> [PlannedDay]
    {
        guard !schedule.isEmpty else { return [] }
        var first = range.lowerBound
        var last = range.upperBound
        if let start = employmentStart { first = max(first, start) }
        if let end = endDate { last = min(last, end) }
        guard first <= last else { return [] }
        // Shifts that can touch a planned shift of the range: from the day before (past midnight).
        let recorded = shifts(startingFrom: first.adding(days: -1), through: last.adding(days: 1))
        var days: [PlannedDay] = []
        var date = first
        while date <= last {
            for entry in schedule where entry.occurs(on: date) {
                days.append(plannedDay(entry.shift(on: date), recorded: recorded, now: now, holidays: holidays))
            }
            date = date.adding(days: 1)
        }
        return days
    }

    private func plannedDay(_ planned: Shift, recorded: ArraySlice<Shift>, now: LocalMoment, holidays: HolidayCalendar)
        -> PlannedDay
    {
        let covering = recorded.first { $0.date == planned.date || $0.overlaps(planned) }
        let open = openShift.map { $0.date == planned.date || ($0.start < planned.end && now > planned.start) } ?? false
        let absence = self.absence(on: planned.date)
        var paidDayOff = PaidDayOffRules.paidDayOff(on: planned.date, employees: employees, holidays: holidays)
        if paidDayOff != nil && weeklyPlannedMinutes(on: planned.date) < PaidDayOffRules.leastWeeklyMinutes {
            paidDayOff = nil
        }
        let status: PlannedDay.Status
        var recordedAhead = false
        if let covering, covering.end <= now {
            status = .worked
        } else if open {
            status = .worked
        } else if let covering {
            status = .ahead
            recordedAhead = covering.end > now
        } else if planned.end > now {
            status = .ahead
        } else if paidDayOff != nil {
            status = .dayOff
        } else if let absence {
            status = .excused(absence)
        } else {
            status = .missed
        }
        return PlannedDay(
            shift: planned, status: status, recordedAhead: recordedAhead, paidDayOff: paidDayOff, absence: absence)
    }

    /// The absence on `date`, if any (absences are sorted by date).
    public func absence(on date: LocalDate) -> Absence.Kind? {
        var low = 0, high = absences.count
        while low < high {
            let middle = (low + high) / 2
            if absences[middle].date < date { low = middle + 1 } else { high = middle }
        }
        return low < absences.count && absences[low].date == date ? absences[low].kind : nil
    }

    /// The recorded (closed) shifts whose dates are in `first...last`, found by bisection
    /// (`shifts` is sorted by start, so by date).
    public func shifts(startingFrom first: LocalDate, through last: LocalDate) -> ArraySlice<Shift> {
        let lower = firstShiftIndex(onOrAfter: first)
        let upper = firstShiftIndex(onOrAfter: last.adding(days: 1))
        return shifts[lower..<max(lower, upper)]
    }

    private func firstShiftIndex(onOrAfter date: LocalDate) -> Int {
        var low = 0, high = shifts.count
        while low < high {
            let middle = (low + high) / 2
            if shifts[middle].date < date { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The paid minutes a week the schedule plans around `date` (the contracted hours when given):
    /// under 15 hours a week there are no paid holidays.
    public func weeklyPlannedMinutes(on date: LocalDate) -> Int {
        if let contractWeeklyHours { return contractWeeklyHours * 60 }
        return schedule.reduce(0) { sum, entry in
            guard date >= entry.from, entry.until.map({ date <= $0 }) ?? true else { return sum }
            return sum + entry.days.count * entry.shift(on: date).paidMinutes
        }
    }
}

extension Workplace {
    /// The shift recorded ahead whose window `moment` falls in and that has not ended by `now`:
    /// clocking in then records against it (`DataChange.clockInAgainstPlan`).
    public func planBeingRecorded(at moment: LocalMoment, now: LocalMoment) -> Shift? {
        shifts(startingFrom: moment.date.adding(days: -1), through: moment.date).last {
            $0.start <= moment && moment < $0.end && $0.end > now
        }
    }
}

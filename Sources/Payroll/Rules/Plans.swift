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
    /// The recorded shift that works it (ended or ahead); nil when none does (the open shift may).
    public var recorded: Shift? = nil

    public var date: LocalDate { shift.date }

    /// Still to be worked as the schedule plans it: ahead, no shift recorded ahead for it, no
    /// absence, not a paid day off. What a forecast adds, a reminder tells and a calendar shows.
    public var isPlannedAhead: Bool { status == .ahead && !recordedAhead && absence == nil && paidDayOff == nil }

    /// What the day counts as where it is shown and counted: its status, but a day still ahead
    /// that already has an absence recorded (leave taken next Monday) stands excused by it, since
    /// it will not be worked. The calendar marks it so, the card's forecast leaves it out, and the
    /// schedule's counts (the screen's and `payday schedule list`'s) count it so.
    public var standing: Status {
        if case .ahead = status, let absence { return .excused(absence) }
        return status
    }
}

extension Workplace {
    /// The employment's first day: `startDate`, else the first shift's date (a recorded one: in a
    /// forecast's copy, none).
    public var employmentStart: LocalDate? {
        startDate ?? (startsAtFirstShift ? shifts.first?.date ?? openShift?.date : nil)
    }

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
        var planned: [Shift] = []
        while date <= last {
            planned.removeAll(keepingCapacity: true)
            for entry in schedule where entry.occurs(on: date) { planned.append(entry.shift(on: date)) }
            if planned.count == 1 {
                let covering = recorded.first { $0.date == date || $0.overlaps(planned[0]) }
                let open = openShift.map { $0.date == date || Self.opens($0, planned[0], now: now) } ?? false
                days.append(plannedDay(planned[0], covering: covering, open: open, now: now, holidays: holidays))
            } else if !planned.isEmpty {
                days += splitDay(planned, recorded: recorded, now: now, holidays: holidays)
            }
            date = date.adding(days: 1)
        }
        return days
    }

    /// Whether the open shift has run into the planned shift's window by `now`.
    private static func opens(_ open: OpenShift, _ planned: Shift, now: LocalMoment) -> Bool {
        open.start < planned.end && now > planned.start
    }

    /// A day with several planned shifts (a split shift, 09:00-12:00 and 18:00-22:00): each is
    /// its own plan, worked by a recorded shift that overlaps it. A shift recorded on the date
    /// that overlaps none of them works the first one left, in order (worked at other hours);
    /// the open shift works the ones it has run into, else, started that day, the first left.
    private func splitDay(
        _ planned: [Shift], recorded: ArraySlice<Shift>, now: LocalMoment, holidays: HolidayCalendar
    ) -> [PlannedDay] {
        var coverings = planned.map { plan in recorded.first { $0.overlaps(plan) } }
        var loose = recorded.filter { shift in
            shift.date == planned[0].date && !planned.contains { shift.overlaps($0) }
        }[...]
        for index in coverings.indices where coverings[index] == nil {
            guard let shift = loose.popFirst() else { break }
            coverings[index] = shift
        }
        var opened = planned.indices.map { index in
            coverings[index] == nil && openShift.map { Self.opens($0, planned[index], now: now) } == true
        }
        if !opened.contains(true), let open = openShift, open.date == planned[0].date,
            let first = coverings.firstIndex(where: { $0 == nil })
        {
            opened[first] = true
        }
        return planned.indices.map { index in
            plannedDay(planned[index], covering: coverings[index], open: opened[index], now: now, holidays: holidays)
        }
    }

    private func plannedDay(
        _ planned: Shift, covering: Shift?, open: Bool, now: LocalMoment, holidays: HolidayCalendar
    ) -> PlannedDay {
        let absence = self.absence(on: planned.date)
        var paidDayOff = PaidDayOffRules.paidDayOff(on: planned.date, employees: employees, holidays: holidays)
        if paidDayOff != nil && !hasHolidays(on: planned.date) { paidDayOff = nil }
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
            shift: planned, status: status, recordedAhead: recordedAhead, paidDayOff: paidDayOff, absence: absence,
            recorded: covering)
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

    /// Whether the law's holidays are the worker's on `date`. Under 15 contracted hours a week
    /// (Labor Standards Act art. 18 (3): arts. 55 and 60 do not apply) the worker has no weekly
    /// holiday and no paid public holiday, so a public holiday, May 1 or the workplace's weekly
    /// holiday is an ordinary day: neither paid when not worked nor holiday work (no holiday
    /// premium) when worked. The hours are the contract's, else the schedule's in force on
    /// `date`; with neither, they are not known and the holidays stand.
    public func hasHolidays(on date: LocalDate) -> Bool {
        guard contractWeeklyHours != nil || isScheduled(on: date) else { return true }
        return weeklyPlannedMinutes(on: date) >= PaidDayOffRules.leastWeeklyMinutes
    }

    /// Whether a schedule entry is in force on `date`, whatever the weekday: the schedule then
    /// plans the day (a day it plans no shift on is a day off), else the contract stands alone.
    public func isScheduled(on date: LocalDate) -> Bool { schedule.contains { $0.isInForce(on: date) } }

    /// The paid minutes a week the schedule plans around `date` (the contracted hours when given):
    /// under 15 hours a week there are no paid holidays.
    public func weeklyPlannedMinutes(on date: LocalDate) -> Int {
        if let contractWeeklyHours { return contractWeeklyHours.minutes }
        return schedule.reduce(0) { sum, entry in
            guard entry.isInForce(on: date) else { return sum }
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

/// A shift that has been clocked in and not yet out: a date and a start, no end.
///
/// It counts in no pay until it is closed (`closed(at:breakMinutes:)` gives the `Shift`). A
/// shift is at most 24 hours, so one open for longer can only be closed at an explicit time
/// within 24 hours of its start; `isOverdue(at:)` is the "forgot to clock out?" warning.
public struct OpenShift: Sendable, Equatable {
    /// The day the shift starts.
    public var date: LocalDate
    public var startTime: TimeOfDay
    /// The worker's own note; kept on the shift when it is closed.
    public var memo: String?

    public init(date: LocalDate, start: TimeOfDay, memo: String? = nil) {
        self.date = date
        self.startTime = start
        self.memo = memo
    }

    public init(at moment: LocalMoment, memo: String? = nil) {
        self.init(date: moment.date, start: moment.timeOfDay, memo: memo)
    }

    public var start: LocalMoment { LocalMoment(date: date, time: startTime) }

    /// How a message names the shift: `2026-11-21 09:02`.
    public var label: String { "\(date) \(startTime)" }

    /// Minutes from the start to `now` (0 when `now` is before the start).
    public func minutesOpen(at now: LocalMoment) -> Int { max(0, now.minutes - start.minutes) }

    /// Open for more than 24 hours: the worker probably forgot to clock out.
    public func isOverdue(at now: LocalMoment) -> Bool { minutesOpen(at: now) > Limits.shiftMinutes.upperBound }

    /// The closed shift ending at `end`, or nil when `end` is not after the start or more than
    /// 24 hours after it (a `Shift` cannot say so: its end is at most a day after its start).
    public func closed(at end: LocalMoment, breakMinutes: Int) -> Shift? {
        let length = end.minutes - start.minutes
        guard length > 0, length <= Limits.shiftMinutes.upperBound else { return nil }
        return Shift(date: date, start: startTime, end: end.timeOfDay, breakMinutes: breakMinutes, memo: memo)
    }
}

extension LocalMoment {
    /// The calendar date of the moment.
    public var date: LocalDate {
        LocalDate(dayNumber: minutes >= 0 ? minutes / 1440 : (minutes - 1439) / 1440)
    }

    /// The wall-clock time of the moment.
    public var timeOfDay: TimeOfDay {
        let minute = ((minutes % 1440) + 1440) % 1440
        // 0...1439 is always a time.
        return TimeOfDay(hour: minute / 60, minute: minute % 60) ?? TimeOfDay(hour: 0, minute: 0)!
    }

    /// `2026-11-21 09:02`.
    public var label: String { "\(date) \(timeOfDay)" }
}

extension OpenShift {
    /// The base pay of the minutes worked so far at `hourlyWage` (the live line), by the same
    /// rule as a closed shift's base pay: minutes × wage / 60, cut to whole won.
    public func earnedSoFar(at now: LocalMoment, hourlyWage: Int) -> Money {
        WageRules.basePay(paidWonMinutes: minutesOpen(at: now) * hourlyWage)
    }
}

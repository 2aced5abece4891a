/// One line of a workplace's schedule: the same shift on some days of every week, from a date
/// and, when given, until a date (both days included).
public struct ScheduleEntry: Sendable, Equatable {
    /// Distinct days, Monday first.
    public var days: [Weekday]
    public var startTime: TimeOfDay
    /// An end not after the start is on the next day, as for a shift.
    public var endTime: TimeOfDay
    public var breakMinutes: Int
    /// The first date it applies to.
    public var from: LocalDate
    /// The last date it applies to; nil: open-ended.
    public var until: LocalDate?

    public init(
        days: [Weekday], start: TimeOfDay, end: TimeOfDay, breakMinutes: Int = 0, from: LocalDate,
        until: LocalDate? = nil
    ) {
        self.days = Weekday.allCases.filter(days.contains)
        self.startTime = start
        self.endTime = end
        self.breakMinutes = breakMinutes
        self.from = from
        self.until = until
    }

    /// Whether the entry plans a shift on `date` (its weekday, between `from` and `until`).
    public func occurs(on date: LocalDate) -> Bool { isInForce(on: date) && days.contains(date.weekday) }

    /// Whether the entry is in force on `date` (between `from` and `until`), whatever the weekday.
    public func isInForce(on date: LocalDate) -> Bool { date >= from && (until.map { date <= $0 } ?? true) }

    /// The planned shift on `date` (whether or not the entry occurs then).
    public func shift(on date: LocalDate) -> Shift {
        Shift(date: date, start: startTime, end: endTime, breakMinutes: breakMinutes)
    }

    /// How a message names the entry: `mon,wed,fri 18:00-23:00`.
    public var label: String {
        days.map(\.shortName).joined(separator: ",") + " \(startTime)-\(endTime)"
    }
}

/// A scheduled day the worker did not work, and why (the file's `absences`).
public struct Absence: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Annual leave (연차), paid from the leave balance.
        case leave
        /// Sick: unpaid unless the contract says otherwise.
        case sick
        /// Agreed with the employer: no pay, not missed.
        case off
        /// The employer cancelled the work: 휴업수당 at 5+ employees.
        case closed
    }

    public var date: LocalDate
    public var kind: Kind

    public init(date: LocalDate, kind: Kind) {
        self.date = date
        self.kind = kind
    }
}

extension Weekday {
    /// `mon`, as the schedule's `days` are written.
    public var shortName: String { String(rawValue.prefix(3)) }
}

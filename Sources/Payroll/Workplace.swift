/// A place the worker works, with its contract terms and its shifts, as read from the data file.
public struct Workplace: Sendable, Equatable {
    /// Shown on the card; any Unicode (Korean, emoji).
    public var name: String
    /// Regular employees at the workplace; 5 or more turns on the premiums.
    public var employees: Int
    public var wages: WageHistory
    public var payday: PaydayRule
    /// Contracted hours a week, for the weekly holiday allowance; nil means actual hours.
    public var contractWeeklyHours: Int?
    public var weeklyHolidayAllowance: Bool
    /// The contract's weekly day off; work on it is holiday work.
    public var weeklyHoliday: Weekday?
    public var deductions: DeductionRules
    /// The pay period's first day of the month, 1...28 (`period.startDay`); 1 is calendar months.
    public var periodStartDay: Int
    /// Sorted by start; no two overlap (the loader checks both). Only shifts that have ended:
    /// the open one is `openShift`, so no pay rule ever sees a shift without an end.
    public var shifts: [Shift]
    /// Clocked in and not yet out: written as the last of `shifts` without an `end`. It starts
    /// at or after the end of every shift in `shifts` (the loader checks it).
    public var openShift: OpenShift?

    public static let periodStartDays = 1...28

    public init(
        name: String, employees: Int = 1, wages: WageHistory, payday: PaydayRule,
        contractWeeklyHours: Int? = nil, weeklyHolidayAllowance: Bool = true,
        weeklyHoliday: Weekday? = nil, deductions: DeductionRules = DeductionRules(),
        shifts: [Shift], periodStartDay: Int = 1, openShift: OpenShift? = nil
    ) {
        self.name = name
        self.employees = employees
        self.wages = wages
        self.payday = payday
        self.contractWeeklyHours = contractWeeklyHours
        self.weeklyHolidayAllowance = weeklyHolidayAllowance
        self.weeklyHoliday = weeklyHoliday
        self.deductions = deductions
        self.periodStartDay = periodStartDay
        self.shifts = shifts.sorted { $0.start < $1.start }
        self.openShift = openShift
    }
}

/// One shift: the day it starts, its wall-clock start and end, and its unpaid break.
public struct Shift: Sendable, Equatable {
    /// The day the shift starts; the shift belongs to the pay period holding this date.
    public var date: LocalDate
    public var startTime: TimeOfDay
    /// An end not after the start is on the next day.
    public var endTime: TimeOfDay
    /// Unpaid minutes, taken to lie in the middle of the shift.
    public var breakMinutes: Int
    /// The worker's own note (what happened); never used in pay.
    public var memo: String?

    public init(date: LocalDate, start: TimeOfDay, end: TimeOfDay, breakMinutes: Int = 0, memo: String? = nil) {
        self.date = date
        self.startTime = start
        self.endTime = end
        self.breakMinutes = breakMinutes
        self.memo = memo
    }

    /// How a message names the shift: `2026-11-03 22:00-06:00`.
    public var label: String { "\(date) \(startTime)-\(endTime)" }

    /// Whether the two shifts share a minute of wall-clock time.
    public func overlaps(_ other: Shift) -> Bool { start < other.end && other.start < end }

    public var start: LocalMoment { LocalMoment(date: date, time: startTime) }

    /// "an `end` not after `start` is the next day": 22:00-06:00 ends the next morning and
    /// 09:00-09:00 is a 24-hour shift.
    public var end: LocalMoment {
        let nextDay = endTime <= startTime ? 1440 : 0
        return LocalMoment(minutes: start.minutes + nextDay + endTime.minutes - startTime.minutes)
    }

    /// Length on the wall clock, 1...1440 minutes.
    public var lengthMinutes: Int { end.minutes - start.minutes }

    /// "Paid minutes of a shift = its length minus its break."
    public var paidMinutes: Int { lengthMinutes - breakMinutes }

    /// The paid stretches of the shift, as half-open minute intervals on the local clock.
    ///
    /// "A break given only as minutes is taken to lie in the middle of the shift (centred on the
    /// shift's midpoint)": it starts `(length - break) / 2` minutes into the shift, rounded down
    /// when that is a half minute, so the work before it is never the longer side by more than one
    /// minute.
    public var paidIntervals: [Range<Int>] {
        let breakStart = start.minutes + (lengthMinutes - breakMinutes) / 2
        let breakEnd = breakStart + breakMinutes
        return [start.minutes..<breakStart, breakEnd..<end.minutes].filter { !$0.isEmpty }
    }
}

/// Hourly wages over time: each in force from its date until the next one's.
public struct WageHistory: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// nil: in force since forever (the file's plain `wage`).
        public var from: LocalDate?
        /// Won an hour, > 0.
        public var hourly: Int

        public init(from: LocalDate?, hourly: Int) {
            self.from = from
            self.hourly = hourly
        }
    }

    /// Sorted by `from`, a nil `from` first.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted { ($0.from?.dayNumber ?? Int.min) < ($1.from?.dayNumber ?? Int.min) }
    }

    /// One wage for all time.
    public init(hourly: Int) {
        self.init(entries: [Entry(from: nil, hourly: hourly)])
    }

    /// The wage in force on `date`: the last entry from on or before it. Before the first entry's
    /// date the first entry applies (a shift before the contract's first wage is still paid).
    public func hourly(on date: LocalDate) -> Int {
        var wage = entries.first?.hourly ?? 0
        for entry in entries {
            guard let from = entry.from else { wage = entry.hourly; continue }
            if from <= date { wage = entry.hourly } else { break }
        }
        return wage
    }

    /// The entries in force at some time during `period`, for the minimum-wage check.
    public func entries(during period: PayPeriod) -> [Entry] {
        let inForceAtStart = entries.last { ($0.from ?? period.start) <= period.start } ?? entries.first
        let startingInside = entries.filter { entry in
            guard let from = entry.from else { return false }
            return from > period.start && from <= period.end
        }
        return (inForceAtStart.map { [$0] } ?? []) + startingInside
    }
}

/// What is withheld from pay.
public struct DeductionRules: Sendable, Equatable {
    public enum IncomeTax: String, Sendable, CaseIterable {
        case none
        case businessIncome = "3.3%"
    }

    public enum Insurance: String, Sendable, CaseIterable {
        case none
        case four
    }

    public var incomeTax: IncomeTax
    public var insurance: Insurance

    public init(incomeTax: IncomeTax = .none, insurance: Insurance = .none) {
        self.incomeTax = incomeTax
        self.insurance = insurance
    }
}

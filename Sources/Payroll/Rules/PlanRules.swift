/// The checks on a workplace's plans (schedule, absences, the employment's bounds): one function
/// that returns typed reasons with where they are. The data file's reader, the store and the
/// command line call it and word the reasons themselves.
public enum PlanRules {
    /// What is wrong, without words.
    public enum Reason: Sendable, Equatable {
        /// A schedule entry with no days.
        case noDays
        /// A day listed twice in one entry.
        case dayRepeated(Weekday)
        /// The break is as long as the planned shift or longer.
        case breakTooLong(breakMinutes: Int, lengthMinutes: Int)
        /// `until` is before `from`.
        case untilBeforeFrom(from: LocalDate, until: LocalDate)
        /// Two entries plan overlapping shifts; `other` is the earlier entry's index, `date` the
        /// first date where they meet.
        case entriesOverlap(other: Int, date: LocalDate)
        /// Two absences on one date; `other` is the earlier one's index.
        case absenceRepeated(other: Int)
        /// `endDate` is before `startDate`.
        case endBeforeStart(start: LocalDate, end: LocalDate)
    }

    /// Where a reason is.
    public enum Place: Sendable, Equatable {
        /// `schedule[index]`, or one of its fields when `field` is given (`days`, `break`, `until`).
        case schedule(index: Int, field: String?)
        case absence(index: Int, field: String?)
        case endDate
    }

    public struct Problem: Sendable, Equatable {
        public var place: Place
        public var reason: Reason

        public init(place: Place, reason: Reason) {
            self.place = place
            self.reason = reason
        }
    }

    /// The problems of one schedule entry on its own (days as written, before de-duplication).
    public static func problems(entryDays days: [Weekday], entry: ScheduleEntry) -> [Reason] {
        var reasons: [Reason] = []
        if days.isEmpty { reasons.append(.noDays) }
        var seen: Set<Weekday> = []
        for day in days where !seen.insert(day).inserted { reasons.append(.dayRepeated(day)) }
        let length = entry.shift(on: entry.from).lengthMinutes
        if entry.breakMinutes >= length {
            reasons.append(.breakTooLong(breakMinutes: entry.breakMinutes, lengthMinutes: length))
        }
        if let until = entry.until, until < entry.from {
            reasons.append(.untilBeforeFrom(from: entry.from, until: until))
        }
        return reasons
    }

    /// Every problem of a workplace's plans taken together (each entry on its own, overlaps
    /// between entries, repeated absences, the bounds).
    public static func problems(
        schedule: [ScheduleEntry], absences: [Absence], startDate: LocalDate?, endDate: LocalDate?
    ) -> [Problem] {
        var problems: [Problem] = []
        for (index, entry) in schedule.enumerated() {
            for reason in Self.problems(entryDays: entry.days, entry: entry) {
                problems.append(Problem(place: .schedule(index: index, field: field(of: reason)), reason: reason))
            }
            for other in 0..<index {
                if let date = firstOverlap(schedule[other], entry) {
                    problems.append(
                        Problem(
                            place: .schedule(index: index, field: nil),
                            reason: .entriesOverlap(other: other, date: date)))
                }
            }
        }
        var seen: [LocalDate: Int] = [:]
        for (index, absence) in absences.enumerated() {
            if let other = seen[absence.date] {
                problems.append(
                    Problem(place: .absence(index: index, field: "date"), reason: .absenceRepeated(other: other)))
            } else {
                seen[absence.date] = index
            }
        }
        if let startDate, let endDate, endDate < startDate {
            problems.append(Problem(place: .endDate, reason: .endBeforeStart(start: startDate, end: endDate)))
        }
        return problems
    }

    static func field(of reason: Reason) -> String? {
        switch reason {
        case .noDays, .dayRepeated: "days"
        case .breakTooLong: "break"
        case .untilBeforeFrom: "until"
        default: nil
        }
    }

    /// The first date on which a shift planned by `a` overlaps one planned by `b`, or nil.
    ///
    /// The weekly pattern repeats, so the first two weeks where both apply (with a day either
    /// side for shifts past midnight) hold the answer.
    static func firstOverlap(_ a: ScheduleEntry, _ b: ScheduleEntry) -> LocalDate? {
        let first = max(a.from, b.from).adding(days: -1)
        var last = first.adding(days: 16)
        if let until = a.until { last = min(last, until.adding(days: 1)) }
        if let until = b.until { last = min(last, until.adding(days: 1)) }
        guard first <= last else { return nil }
        var date = first
        while date <= last {
            if a.occurs(on: date) {
                let planned = a.shift(on: date)
                for offset in -1...1 {
                    let other = date.adding(days: offset)
                    if b.occurs(on: other), b.shift(on: other).overlaps(planned) { return max(date, other) }
                }
            }
            date = date.adding(days: 1)
        }
        return nil
    }
}

/// The law's limits that Payday points out or applies beyond the pay rules of `WageRules`
/// (docs/payroll.md, "Taxes and the law's limits"): the part-timer's extra hours, breaks,
/// probation, minors, the weekly overtime cap. Each a small function named for the rule.
public enum LawLimits {
    // MARK: Part-timers' extra hours (Fixed-term and Part-time Workers Act art. 6)

    /// A part-timer's regular (non-holiday, not yet overtime) minutes beyond the contract's hours in
    /// the week, up to 40 hours (beyond 40 they are overtime already): the minutes of this shift
    /// that earn the 50% premium at 5+ employees. `regularMinutesBefore` is the week's regular
    /// minutes in its earlier shifts; `contractWeeklyMinutes` the contract's hours × 60 (only a
    /// contract under 40 hours a week makes a part-timer).
    ///
    /// Where a schedule plans the days, `partTimeMinutesBeyondPlan` counts instead (the same 50%);
    /// this function is the rule without one.
    public static func partTimeExtraMinutes(regularMinutes: Int, regularMinutesBefore: Int, contractWeeklyMinutes: Int)
        -> Int
    {
        guard contractWeeklyMinutes < WageRules.weeklyLimitMinutes else { return 0 }
        return WageRules.overlap(
            regularMinutesBefore..<(regularMinutesBefore + regularMinutes),
            contractWeeklyMinutes..<WageRules.weeklyLimitMinutes)
    }

    /// With a schedule, the day's plan decides: a part-timer's regular minutes (not daily or weekly
    /// overtime) beyond the planned shifts of that day earn the 50% premium, even when the week's
    /// total stays within the contract. `dayMinutesBefore` is the day's regular minutes in its
    /// earlier shifts; `plannedMinutes` the paid minutes the schedule plans on the day (0 on a day
    /// with no plan: all of it is beyond the plan).
    public static func partTimeMinutesBeyondPlan(regularMinutes: Int, dayMinutesBefore: Int, plannedMinutes: Int)
        -> Int
    {
        WageRules.overlap(dayMinutesBefore..<(dayMinutesBefore + regularMinutes), plannedMinutes..<Int.max)
    }

    // MARK: Breaks (Labor Standards Act art. 54)

    /// "at least 30 minutes for 4 hours of work and 1 hour for 8": the least break for `workedMinutes`.
    public static func minimumBreak(workedMinutes: Int) -> Int {
        workedMinutes >= 480 ? 60 : workedMinutes >= 240 ? 30 : 0
    }

    /// The clock-out sheet's suggested break for `minutesOnTheClock` (from clock-in to clock-out):
    /// the smallest legal one, "none under 4 hours on the clock, 30 minutes from 4 hours, 60 from
    /// 8 h 30 m" (8 h 20 m on the clock less 30 minutes is 7 h 50 m of work: 30 is enough).
    public static func suggestedBreak(minutesOnTheClock minutes: Int) -> Int {
        minutes >= 510 ? 60 : minutes >= 240 ? 30 : 0
    }

    // MARK: Minors (Labor Standards Act art. 69, 70)

    /// Under 18: a minor's limits apply.
    public static let adultAge = 18
    /// "7 hours a day or 35 a week" (art. 69).
    public static let minorDailyMinutes = 420
    public static let minorWeeklyMinutes = 2100

    // MARK: Weekly overtime cap (Labor Standards Act art. 53)

    /// "more than 12 hours of overtime in a week".
    public static let weeklyOvertimeCapMinutes = 720

    // MARK: Probation (Minimum Wage Act art. 5)

    /// 90% of the minimum wage, lawful only under all the conditions of `Probation.reasonsNotLawful`.
    public static let probationMinimumWagePercent = 90
    /// "the first 3 months".
    public static let probationMonths = 3
}

/// A probation term (`probation` in a workplace): until when, the contract's length, and whether
/// the work is simple manual labour.
public struct Probation: Sendable, Equatable {
    public var until: LocalDate
    public var contractYears: Int
    public var simpleLabour: Bool

    public init(until: LocalDate, contractYears: Int, simpleLabour: Bool) {
        self.until = until
        self.contractYears = contractYears
        self.simpleLabour = simpleLabour
    }

    /// Why a 90% minimum wage is not lawful for this probation on `date` (empty: lawful).
    /// `start` is the employment's first day (the first shift's date without one given).
    public func reasonsNotLawful(on date: LocalDate, start: LocalDate?) -> [ProbationReason] {
        var reasons: [ProbationReason] = []
        if contractYears < 1 { reasons.append(.contractUnderOneYear(years: contractYears)) }
        if simpleLabour { reasons.append(.simpleLabour) }
        if date > until { reasons.append(.ended(until: until)) }
        if let start, date >= start.addingMonths(LawLimits.probationMonths) {
            reasons.append(.beyondThreeMonths(start: start))
        }
        return reasons
    }
}

/// Why a probation wage of 90% of the minimum is not lawful (Minimum Wage Act art. 5 and its
/// Enforcement Decree art. 3).
public enum ProbationReason: Sendable, Equatable {
    case contractUnderOneYear(years: Int)
    /// Simple manual work (convenience stores, restaurants, delivery, cleaning, logistics, ...).
    case simpleLabour
    /// The date is after the probation's `until`.
    case ended(until: LocalDate)
    /// More than 3 months from the start of the employment.
    case beyondThreeMonths(start: LocalDate)
}

/// The rules of minutes and pay (docs/payroll.md), each a small function named for the rule, in
/// integer arithmetic. Minute-times-wage products are "won-minutes": a sum of them divided by 60
/// is won.
public enum WageRules {
    public static let minutesPerDay = 1440
    /// 8 hours: the daily limit, and where holiday work turns to holiday overtime.
    public static let dailyLimitMinutes = 480
    /// 40 hours: the weekly limit.
    public static let weeklyLimitMinutes = 2400
    /// 15 hours: the least weekly work that earns the weekly holiday allowance.
    public static let allowanceThresholdMinutes = 900
    /// "Only where `employees >= 5`" are there premiums.
    public static let premiumEmployeeThreshold = 5

    // MARK: 3.1 Minutes

    /// "Night minutes: paid minutes between 22:00 and 06:00." Inlined where a payslip sums its
    /// shifts (`PeriodSums`): a call would take a copy of the shift.
    @inline(__always)
    public static func nightMinutes(of shift: Shift) -> Int {
        // Work between 06:00 and 22:00 of its own day (an end after the start is the same day)
        // touches no night: most day shifts are answered here, without the nights' overlaps.
        if shift.startTime.minutes >= 6 * 60, shift.endTime > shift.startTime, shift.endTime.minutes <= 22 * 60 {
            return 0
        }
        let firstDay = shift.date.dayNumber - 1
        var night = 0
        // The two halves of paid work (an empty one overlaps nothing: `paidIntervals` leaves it out).
        let (before, after) = shift.paidHalves
        // A shift lasts at most a day, so the nights that can touch it start on the evening
        // before its date, on its date and on the next day.
        for day in firstDay...(firstDay + 2) {
            let nightStart = day * minutesPerDay + 22 * 60
            let night22to06 = nightStart..<(nightStart + 8 * 60)
            night += overlap(before, night22to06) + overlap(after, night22to06)
        }
        return night
    }

    /// "Holiday minutes: paid minutes of a shift that starts on a public holiday, or on the
    /// workplace's `weeklyHoliday` when it names one", or on May 1 (a paid holiday at every
    /// workplace, `PaidDayOffRules.workersDay`).
    @inline(__always)
    public static func isHolidayWork(_ shift: Shift, weeklyHoliday: Weekday?, holidays: HolidayCalendar) -> Bool {
        holidays.isHoliday(shift.date) || shift.date.weekday == weeklyHoliday
            || PaidDayOffRules.isWorkersDay(shift.date)
    }

    /// "Overtime minutes: paid minutes beyond 8 hours in one shift" (non-holiday shifts; a
    /// holiday shift's minutes beyond 8 hours are holiday overtime instead).
    public static func dailyOvertimeMinutes(paidMinutes: Int) -> Int {
        max(0, paidMinutes - dailyLimitMinutes)
    }

    /// "then, per week (Monday to Sunday), paid non-holiday minutes beyond 40 hours not already
    /// counted as daily overtime."
    ///
    /// Counted in time order: a shift's regular (non-holiday, non-daily-overtime) minutes that take
    /// the week past 40 hours are weekly overtime, in that shift, at its wage, in its period.
    /// `regularMinutesBefore` is the week's regular minutes in its earlier shifts.
    public static func weeklyOvertimeMinutes(regularMinutes: Int, regularMinutesBefore: Int) -> Int {
        max(0, regularMinutesBefore + regularMinutes - weeklyLimitMinutes)
            - max(0, regularMinutesBefore - weeklyLimitMinutes)
    }

    /// "Holiday minutes beyond 8 hours in a shift are holiday overtime": the holiday minutes of a
    /// shift split into those up to 8 hours and those beyond.
    public static func holidayMinutesSplit(paidMinutes: Int) -> (withinEightHours: Int, beyondEightHours: Int) {
        let within = min(paidMinutes, dailyLimitMinutes)
        return (within, paidMinutes - within)
    }

    // MARK: 3.2 Pay components

    /// "Each is computed over the whole period in exact integers (`sum(minutes * wage)` / 60)
    /// and cut to whole won once." Won-minutes to won, rounded down.
    public static func wholeWon(wonMinutes: Int) -> Money {
        Money(won: wonMinutes / 60)
    }

    /// "Base pay: paid minutes × wage."
    public static func basePay(paidWonMinutes: Int) -> Money {
        wholeWon(wonMinutes: paidWonMinutes)
    }

    /// "Only where `employees >= 5`" are the premiums paid.
    public static func premiumsApply(employees: Int) -> Bool {
        employees >= premiumEmployeeThreshold
    }

    /// "night premium: night minutes × wage × 0.5" (and the overtime premium, "overtime minutes
    /// × wage × 0.5"): half the won-minutes, cut once.
    public static func halfRatePremium(wonMinutes: Int) -> Money {
        Money(won: wonMinutes / 120)
    }

    /// "holiday premium: holiday minutes up to 8 hours in a shift × wage × 0.5, beyond 8 hours ×
    /// wage × 1.0."
    public static func holidayPremium(withinEightHoursWonMinutes: Int, beyondEightHoursWonMinutes: Int) -> Money {
        Money(won: (withinEightHoursWonMinutes + 2 * beyondEightHoursWonMinutes) / 120)
    }

    /// The hours a week's weekly holiday allowance pays for, as "allowance won-minutes per won of
    /// wage" times 5 (kept whole): nil when the week earns none.
    ///
    /// "With `contractWeeklyHours` set: paid when it is 15 or more and the week has at least one
    /// shift, as min(contractWeeklyHours, 40) / 40 × 8 hours × wage. Without it: paid when the
    /// week's actual paid hours are 15 or more, as min(hours, 40) / 40 × 8 hours × wage."
    /// min(h, 40) / 40 × 8 h = min(minutes, 2400) / 5 minutes; the division by 5 is left to the
    /// end, so the allowance is `sum(min(minutes, 2400) × wage) / 300` won.
    public static func weeklyHolidayAllowanceMinutesTimesFive(
        contractWeeklyHours: ContractHours?, paidMinutes: Int, shiftCount: Int
    ) -> Int? {
        if let contractWeeklyHours {
            guard contractWeeklyHours.minutes >= allowanceThresholdMinutes, shiftCount > 0 else { return nil }
            return min(contractWeeklyHours.minutes, weeklyLimitMinutes)
        }
        guard paidMinutes >= allowanceThresholdMinutes else { return nil }
        return min(paidMinutes, weeklyLimitMinutes)
    }

    /// The allowance in won from the sum of `weeklyHolidayAllowanceMinutesTimesFive × wage`.
    public static func weeklyHolidayAllowance(minutesTimesFiveWon: Int) -> Money {
        Money(won: minutesTimesFiveWon / 300)
    }

    /// Length of the overlap of two half-open intervals.
    public static func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Int {
        max(0, min(a.upperBound, b.upperBound) - max(a.lowerBound, b.lowerBound))
    }
}

import Testing

@testable import Payroll

@Suite struct WageRulesTests {
    /// 22:00-06:00 with a 60-minute break: 480 - 60 = 420 paid minutes, all of them at night.
    @Test func aNightShiftAcrossMidnight() {
        let night = shift("2026-11-03", "22:00", "06:00", break: 60)
        #expect(night.end == LocalMoment(date: date("2026-11-04"), time: time("06:00")))
        #expect(night.paidMinutes == 420)
        #expect(WageRules.nightMinutes(of: night) == 420)
    }

    /// 18:00-23:00, break 30: length 300, the break starts (300 - 30) / 2 = 135 minutes in, at
    /// 20:15, and ends at 20:45. Night is 22:00-23:00 = 60 minutes.
    @Test func theBreakIsCentredOnTheMidpoint() {
        let evening = shift("2026-11-02", "18:00", "23:00", break: 30)
        let day = date("2026-11-02").dayNumber * 1440
        #expect(
            evening.paidIntervals == [(day + 18 * 60)..<(day + 20 * 60 + 15), (day + 20 * 60 + 45)..<(day + 23 * 60)])
        #expect(WageRules.nightMinutes(of: evening) == 60)
    }

    /// An odd remainder: 09:00-10:01 is 61 minutes; with a 30-minute break, (61 - 30) / 2 = 15.5,
    /// rounded down to 15: break 09:15-09:45, paid 15 + 16 = 31 minutes.
    @Test func anOddRemainderPutsTheBreakOneMinuteEarly() {
        let short = shift("2026-11-02", "09:00", "10:01", break: 30)
        let day = date("2026-11-02").dayNumber * 1440
        #expect(short.paidIntervals == [(day + 540)..<(day + 555), (day + 585)..<(day + 601)])
        #expect(short.paidMinutes == 31)
    }

    /// 20:00-04:00 with a 60-minute break: length 480, break from 20:00 + 210 = 23:30 to 00:30.
    /// Night: 22:00-23:30 (90) + 00:30-04:00 (210) = 300 of the 420 paid minutes.
    @Test func aBreakInsideTheNightIsNotNightWork() {
        #expect(WageRules.nightMinutes(of: shift("2026-11-30", "20:00", "04:00", break: 60)) == 300)
    }

    /// 05:00-23:00 touches two nights: 05:00-06:00 (60) and 22:00-23:00 (60); the break (60, at
    /// 13:30-14:30) is in the day.
    @Test func aLongDayTouchesTheNightAtBothEnds() {
        #expect(WageRules.nightMinutes(of: shift("2026-11-02", "05:00", "23:00", break: 60)) == 120)
    }

    /// A 24-hour shift (end equal to start is the next day) with no break has 8 hours of night.
    @Test func aTwentyFourHourShift() {
        let long = shift("2026-11-02", "09:00", "09:00")
        #expect(long.lengthMinutes == 1440)
        #expect(WageRules.nightMinutes(of: long) == 480)
    }

    /// The night minutes of every start and end on the hour, a minute after it and beside 06:00
    /// and 22:00, with no break, a short one and a long one, counted minute by minute over the
    /// paid intervals (22:00-06:00 of any day): the day shifts answered at once and the others alike.
    @Test func nightMinutesAreThePaidMinutesInsideTheNights() {
        let day = date("2026-11-02")
        let times = stride(from: 0, to: 1440, by: 60).flatMap { [$0, $0 + 1] } + [359, 361, 1319, 1321, 1439]
        for start in times {
            for end in times {
                for breakMinutes in [0, 29, 300] {
                    let shift = Shift(
                        date: day, start: TimeOfDay(hour: start / 60, minute: start % 60)!,
                        end: TimeOfDay(hour: end / 60, minute: end % 60)!, breakMinutes: breakMinutes)
                    guard breakMinutes < shift.lengthMinutes else { continue }
                    let counted = shift.paidIntervals.reduce(0) { sum, interval in
                        sum + interval.filter { minute in minute % 1440 >= 22 * 60 || minute % 1440 < 6 * 60 }.count
                    }
                    #expect(WageRules.nightMinutes(of: shift) == counted, "\(shift.label), break \(breakMinutes)")
                }
            }
        }
    }

    @Test func holidayWorkIsByTheStartDate() throws {
        let holidays = try shippedHolidays()
        // Starts on Chuseok 2026 (Friday, September 25).
        #expect(WageRules.isHolidayWork(shift("2026-09-25", "09:00", "18:00"), weeklyHoliday: nil, holidays: holidays))
        // Starts the evening before and runs into the holiday: not holiday work.
        #expect(!WageRules.isHolidayWork(shift("2026-09-23", "22:00", "06:00"), weeklyHoliday: nil, holidays: holidays))
        // The contract's weekly day off.
        #expect(
            WageRules.isHolidayWork(shift("2026-11-22", "09:00", "18:00"), weeklyHoliday: .sunday, holidays: noHolidays)
        )
        #expect(
            !WageRules.isHolidayWork(shift("2026-11-22", "09:00", "18:00"), weeklyHoliday: nil, holidays: noHolidays))
    }

    @Test func overtimeBeyondEightHoursADayAndFortyAWeek() {
        #expect(WageRules.dailyOvertimeMinutes(paidMinutes: 480) == 0)
        #expect(WageRules.dailyOvertimeMinutes(paidMinutes: 660) == 180)
        // 38 hours so far, a 4-hour shift: 2 hours cross 40.
        #expect(WageRules.weeklyOvertimeMinutes(regularMinutes: 240, regularMinutesBefore: 2280) == 120)
        // Already past 40: the whole shift is overtime.
        #expect(WageRules.weeklyOvertimeMinutes(regularMinutes: 240, regularMinutesBefore: 2500) == 240)
        #expect(WageRules.weeklyOvertimeMinutes(regularMinutes: 240, regularMinutesBefore: 0) == 0)
        #expect(WageRules.holidayMinutesSplit(paidMinutes: 600) == (480, 120))
        #expect(WageRules.holidayMinutesSplit(paidMinutes: 300) == (300, 0))
    }

    @Test func premiumsOnlyFromFiveEmployees() {
        #expect(!WageRules.premiumsApply(employees: 4))
        #expect(WageRules.premiumsApply(employees: 5))
    }

    /// 15 hours earn 15/40 x 8 = 3 hours; 50 hours are held to 40, 8 hours; 14h59m earn nothing.
    @Test func weeklyHolidayAllowanceHours() {
        #expect(
            WageRules.weeklyHolidayAllowanceMinutesTimesFive(contractWeeklyHours: nil, paidMinutes: 900, shiftCount: 3)
                == 900)
        // 3 h x 10,320
        #expect(WageRules.weeklyHolidayAllowance(minutesTimesFiveWon: 900 * 10_320) == Money(won: 30_960))
        #expect(
            WageRules.weeklyHolidayAllowanceMinutesTimesFive(contractWeeklyHours: nil, paidMinutes: 3000, shiftCount: 6)
                == 2400)
        #expect(
            WageRules.weeklyHolidayAllowanceMinutesTimesFive(contractWeeklyHours: nil, paidMinutes: 899, shiftCount: 3)
                == nil)
        // With a contract the contract's hours count, but only in a week with a shift.
        #expect(
            WageRules.weeklyHolidayAllowanceMinutesTimesFive(contractWeeklyHours: 20, paidMinutes: 120, shiftCount: 1)
                == 1200)
        #expect(
            WageRules.weeklyHolidayAllowanceMinutesTimesFive(contractWeeklyHours: 20, paidMinutes: 0, shiftCount: 0)
                == nil)
        #expect(
            WageRules.weeklyHolidayAllowanceMinutesTimesFive(contractWeeklyHours: 14, paidMinutes: 1200, shiftCount: 4)
                == nil)
        #expect(
            WageRules.weeklyHolidayAllowanceMinutesTimesFive(contractWeeklyHours: 45, paidMinutes: 1200, shiftCount: 4)
                == 2400)
    }
}

import Testing

@testable import Payroll

/// A shift's storage: 32 bytes, its public terms what they were.
struct ShiftLayoutTests {
    /// The start, the end and the break share one word after the date, so a large file's 75,000
    /// shifts are 2.4 MB, not 3.6.
    @Test func aShiftIsThirtyTwoBytes() {
        #expect(MemoryLayout<Shift>.size == 32)
        #expect(MemoryLayout<Shift>.stride == 32)
    }

    /// Every time of the day reads back as it was given, by the initializer or by each property,
    /// and setting one leaves the other two as they were.
    @Test func everyTimeOfTheDayReadsBack() throws {
        let day = try #require(LocalDate(year: 2026, month: 11, day: 18))
        for minute in 0..<1440 {
            let time = TimeOfDay(minutesSinceMidnight: minute)
            let other = TimeOfDay(minutesSinceMidnight: 1439 - minute)
            var shift = Shift(date: day, start: time, end: other, breakMinutes: minute)
            #expect(shift.startTime == time && shift.endTime == other && shift.breakMinutes == minute)
            shift.startTime = other
            #expect(shift.startTime == other && shift.endTime == other && shift.breakMinutes == minute)
            shift.endTime = time
            #expect(shift.startTime == other && shift.endTime == time && shift.breakMinutes == minute)
            shift.breakMinutes = 1440 - minute
            #expect(shift.startTime == other && shift.endTime == time && shift.breakMinutes == 1440 - minute)
        }
    }

    /// A break past 32 bits, never valid, is kept at that end of the range and refused as before
    /// (the rule names the value kept); a shift made with it equals one given it later.
    @Test func aHugeBreakIsStillRefused() {
        let cu = Workplace(name: "CU", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [])
        for (given, kept) in [(1_000_000_000_000, Int(Int32.max)), (-1_000_000_000_000, Int(Int32.min)), (1441, 1441)] {
            var huge = shift("2026-11-18", "10:00", "15:00")
            huge.breakMinutes = given
            #expect(huge.breakMinutes == kept)
            #expect(huge.startTime.minutes == 600 && huge.endTime.minutes == 900)
            #expect(
                DataRules.checkShift(huge, at: 0, in: [cu]).contains(
                    .outOfRange(.breakMinutes, value: kept, allowed: Limits.breakMinutes)))
            #expect(Shift(date: huge.date, start: huge.startTime, end: huge.endTime, breakMinutes: given) == huge)
        }
    }
}

import Foundation
import Testing

@testable import Payroll

@Suite struct LocalDateTests {
    /// Our day-number arithmetic must agree with Foundation's Gregorian calendar on every day the
    /// app can show.
    @Test func agreesWithFoundationsGregorianCalendarEveryDay() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Asia/Seoul"))
        var day = try #require(calendar.date(from: DateComponents(year: 2024, month: 1, day: 1, hour: 12)))
        for _ in 0..<(366 * 5) {
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: day)
            let local = try #require(LocalDate(year: parts.year!, month: parts.month!, day: parts.day!))
            #expect(local.components == (parts.year!, parts.month!, parts.day!))
            // Foundation numbers Sunday 1 ... Saturday 7.
            #expect((local.weekday.daysFromMonday + 1) % 7 + 1 == parts.weekday!)
            #expect(LocalDate.today(now: day, timeZone: calendar.timeZone) == local)
            let next = try #require(calendar.date(byAdding: .day, value: 1, to: day))
            let nextParts = calendar.dateComponents([.year, .month, .day], from: next)
            #expect(
                local.adding(days: 1) == LocalDate(year: nextParts.year!, month: nextParts.month!, day: nextParts.day!))
            day = next
        }
    }

    @Test func parsesOnlyRealDates() {
        #expect(LocalDate(iso: "2026-11-21")?.description == "2026-11-21")
        #expect(LocalDate(iso: "2028-02-29") != nil)  // 2028 is a leap year
        #expect(LocalDate(iso: "2026-02-29") == nil)
        #expect(LocalDate(iso: "2100-02-29") == nil)  // divisible by 100, not by 400
        #expect(LocalDate(iso: "2000-02-29") != nil)  // divisible by 400
        #expect(LocalDate(iso: "2026-13-01") == nil)
        #expect(LocalDate(iso: "2026-1-01") == nil)
        #expect(LocalDate(iso: "２０２６-11-21") == nil)
    }

    @Test func weeksRunMondayToSunday() {
        #expect(date("2026-11-21").weekday == .saturday)
        #expect(date("2026-11-21").mondayOfWeek == date("2026-11-16"))
        #expect(date("2026-11-22").mondayOfWeek == date("2026-11-16"))  // Sunday closes the week
        #expect(date("2026-11-23").mondayOfWeek == date("2026-11-23"))
        // Every day of four years, before and after 1970-01-01 (day number 0, a Thursday): its
        // Monday is a Monday, as many days before it as its weekday is after Monday.
        for year in [1969, 1970, 2026, 2028] {
            let first = LocalDate(year: year, month: 1, day: 1)!
            for offset in 0..<366 {
                let day = first.adding(days: offset)
                #expect(day.mondayOfWeek.weekday == .monday)
                #expect(day.mondayOfWeek.days(to: day) == day.weekday.daysFromMonday)
            }
        }
    }

    /// May 1 is found by the day of the year from March (`dayFromMarch`), not by the month and
    /// day: every day of eight years, leap and not, before 1970 and in a leap century, has the
    /// day of its own month and day, and is May 1 exactly when its month and day say so.
    @Test func theDayFromMarchIsTheMonthsAndDaysWhateverTheYear() {
        for year in [1900, 1969, 1970, 2000, 2026, 2027, 2028, 2100] {
            let first = LocalDate(year: year, month: 1, day: 1)!
            for offset in 0..<366 {
                let day = first.adding(days: offset)
                let (_, month, dayOfMonth) = day.components
                #expect(day.dayFromMarch == LocalDate.dayFromMarch(month: month, day: dayOfMonth), "\(day)")
                #expect(PaidDayOffRules.isWorkersDay(day) == (month == 5 && dayOfMonth == 1), "\(day)")
            }
        }
        #expect(LocalDate.dayFromMarch(month: 3, day: 1) == 0)
        #expect(LocalDate.dayFromMarch(month: 2, day: 29) == 365)
        // Every day from 1890 to 2110, across both ends of the four-year cycles (1904, 2100).
        #expect(LocalDate(year: 1904, month: 3, day: 1)?.dayNumber == LocalDate.cyclesStart)
        #expect(LocalDate(year: 2100, month: 3, day: 1)?.dayNumber == LocalDate.cyclesEnd)
        var wrong: [LocalDate] = []
        var day = LocalDate(year: 1890, month: 1, day: 1)!
        while day.year <= 2110 {
            let (_, month, dayOfMonth) = day.components
            if day.dayFromMarch != LocalDate.dayFromMarch(month: month, day: dayOfMonth) { wrong.append(day) }
            day = day.adding(days: 1)
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    /// The names written in place (`LocalDate.digitsText`) are what joining the padded pieces
    /// writes: every day from the year 1 to 12 and 1999 to 2101, the first and last of each
    /// year from -2 to 10,001 (a year outside 0...9999 in all its digits, with its sign), every
    /// minute of the day and past it, each month's name.
    @Test func namesWrittenInPlaceAreThePaddedOnes() {
        func padded(_ date: LocalDate) -> String {
            let (year, month, day) = date.components
            return LocalDate.padded(year, 4) + "-" + LocalDate.padded(month, 2) + "-" + LocalDate.padded(day, 2)
        }
        var days = Array(
            LocalDate.first(year: 1, month: 1).dayNumber..<LocalDate.first(year: 13, month: 1).dayNumber)
        days += LocalDate.first(year: 1999, month: 1).dayNumber..<LocalDate.first(year: 2102, month: 1).dayNumber
        for year in -2...10_001 {
            days += [
                LocalDate.first(year: year, month: 1).dayNumber,
                LocalDate.first(year: year + 1, month: 1).dayNumber - 1,
            ]
        }
        for day in days {
            let date = LocalDate(dayNumber: day)
            #expect(date.description == padded(date), "\(day)")
        }
        #expect(LocalDate.first(year: 10_000, month: 1).description == "10000-01-01")
        #expect(LocalDate.first(year: 999, month: 3).description == "0999-03-01")
        for minutes in -3..<(100 * 60 + 3) {
            let time = TimeOfDay(minutesSinceMidnight: minutes)
            #expect(
                time.description == LocalDate.padded(minutes / 60, 2) + ":" + LocalDate.padded(minutes % 60, 2),
                "\(minutes)")
        }
        for year in [-1, 0, 7, 2026, 9999, 10_000] {
            for month in 0...13 {
                #expect(
                    LocalDate.digitsText(year, month)
                        == ((0...9999).contains(year)
                            ? LocalDate.padded(year, 4) + "-" + LocalDate.padded(month, 2) : nil))
            }
        }
    }

    @Test func timesAreTwentyFourHourHHmm() {
        #expect(TimeOfDay(text: "00:00")?.minutes == 0)
        #expect(TimeOfDay(text: "23:59")?.minutes == 1439)
        #expect(TimeOfDay(text: "24:00") == nil)
        // An end of 24:00 is midnight at the day's end; no other hour 24, and no other form.
        #expect(TimeOfDay(endText: "24:00") == TimeOfDay(hour: 0, minute: 0))
        #expect(TimeOfDay(endText: "23:59") == TimeOfDay(hour: 23, minute: 59))
        #expect(TimeOfDay(endText: "24:01") == nil && TimeOfDay(endText: "24:0") == nil)
        #expect(TimeOfDay(text: "9:00") == nil)
        #expect(TimeOfDay(text: "12:60") == nil)
    }

    @Test func theLocalMomentOfAnInstantUsesTheZonesOffset() throws {
        // 2026-11-20T15:30:00Z is 2026-11-21 00:30 in Seoul (UTC+9).
        let instant = Date(timeIntervalSince1970: 1_795_188_600)
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        #expect(LocalMoment.now(instant, timeZone: seoul) == LocalMoment(date: date("2026-11-21"), time: time("00:30")))
        #expect(LocalDate.today(now: instant, timeZone: seoul) == date("2026-11-21"))
    }
}

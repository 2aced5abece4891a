import Foundation
import Testing

@testable import Payroll

@Suite struct HolidayCalendarTests {
    @Test func theShippedListCoversTwentyTwentyFiveToTwentyTwentySeven() throws {
        let holidays = try shippedHolidays()
        #expect(holidays.coveredYears == [2025, 2026, 2027])
        // Dates off per year, counted from the announcements (docs/payroll.md): 2025 has 20
        // entries on 19 dates (Children's Day and Buddha's Birthday share May 5; the temporary
        // holiday of January 27 and the presidential election of June 3 included), 2026 has 21
        // (Constitution Day restored, the local elections of June 3), 2027 has 22.
        let byYear = Dictionary(grouping: holidays.names.keys, by: \.year).mapValues(\.count)
        #expect(byYear == [2025: 19, 2026: 21, 2027: 22])
    }

    @Test func lunarHolidaysAndSubstitutes() throws {
        let holidays = try shippedHolidays()
        for day in [
            "2025-01-28", "2025-01-29", "2025-01-30", "2025-10-06", "2025-10-08",
            "2026-02-17", "2026-05-24", "2026-05-25", "2026-09-25",
            "2027-02-07", "2027-02-09", "2027-05-13", "2027-09-15", "2027-12-27",
        ] {
            #expect(holidays.isHoliday(date(day)), "\(day)")
        }
        #expect(holidays.name(of: date("2025-05-05")) == "어린이날 Children's Day, 부처님오신날 Buddha's Birthday")
        #expect(!holidays.isHoliday(date("2026-11-21")))
    }

    /// A substitute holiday is always a weekday: it exists to give back a day that fell on a weekend.
    @Test func substituteHolidaysAreWeekdays() throws {
        let holidays = try shippedHolidays()
        let substitutes = holidays.names.filter { $0.value.contains("대체공휴일") }
        // 2025: 3, 2026: 4, 2027: 6 (Seollal, Constitution Day, Liberation Day, National
        // Foundation Day, Hangul Day, Christmas).
        #expect(substitutes.count == 13)
        for (day, _) in substitutes { #expect(!day.isWeekend, "\(day)") }
    }

    /// Data/holidays.json is the target's resource (a symlink), so both are the same list.
    @Test func dataHolidaysIsTheResource() throws {
        let data = try HolidayCalendar.load(url: packageRoot.appendingPathComponent("Data/holidays.json"))
        #expect(data == (try shippedHolidays()))
    }

    @Test func badHolidayFilesAreErrors() {
        #expect(throws: DataFileError.self) {
            try HolidayCalendar.parse(
                Array(#"{"years": [2026], "holidays": [{"date": "2027-01-01", "name": "x"}]}"#.utf8), file: "h.json")
        }
        #expect(throws: DataFileError.self) {
            try HolidayCalendar.parse(
                Array(#"{"years": [2026], "holidays": [{"date": "2026-02-30", "name": "x"}]}"#.utf8), file: "h.json")
        }
    }

    /// `isHoliday` reads a bit a day: it answers as the names do on every day from a year
    /// before the earliest holiday to a year after the latest, for the shipped list and for
    /// lists made to sit on the bits' edges (a word's first and last bit, one day, none).
    @Test func everyDayIsAHolidayExactlyWhenItHasAName() throws {
        let start = LocalDate(year: 2026, month: 1, day: 1)!
        let made = [[], [0], [63], [64], [0, 63, 64, 127, 128], [-1, 0, 1], Array(stride(from: 5, to: 700, by: 37))]
            .map { offsets in
                HolidayCalendar(
                    names: Dictionary(
                        uniqueKeysWithValues: offsets.map { (LocalDate(dayNumber: start.dayNumber + $0), "x") }),
                    coveredYears: [2026])
            }
        for holidays in [try shippedHolidays()] + made {
            let numbers = holidays.names.keys.map(\.dayNumber)
            let from = (numbers.min() ?? start.dayNumber) - 366, through = (numbers.max() ?? start.dayNumber) + 366
            for number in from...through {
                let date = LocalDate(dayNumber: number)
                #expect(holidays.isHoliday(date) == (holidays.names[date] != nil), "\(date)")
            }
        }
    }

    /// The calendar keeps its holidays as lists (dates ascending, names, years): read from a file
    /// with dates out of order, two and three holidays on one date and years repeated, its
    /// names, each date's name, its years and its equality are what the file's holidays by date
    /// give (two on one date joined in the file's order), and a date in a year not listed is
    /// one problem for each such date.
    @Test func holidaysKeptAsListsAnswerAsTheirDictionary() throws {
        let entries = [
            ("2026-03-01", "a"), ("2025-12-25", "b"), ("2026-03-01", "c"), ("2026-01-01", "d"),
            ("2025-01-01", "e"), ("2026-03-01", "f"), ("2025-12-25", "g"), ("2026-12-31", "h"),
        ]
        let holidays = entries.map { #"{"date": "\#($0.0)", "name": "\#($0.1)"}"# }.joined(separator: ", ")
        let file = #"{"years": [2026, 2025, 2026], "holidays": [\#(holidays)]}"#
        let calendar = try HolidayCalendar.parse(Array(file.utf8), file: "h.json")
        var expected: [LocalDate: String] = [:]
        for (day, name) in entries { expected[date(day)] = expected[date(day)].map { $0 + ", " + name } ?? name }
        #expect(calendar.names == expected)
        #expect(calendar.name(of: date("2026-03-01")) == "a, c, f")
        #expect(calendar.name(of: date("2025-12-25")) == "b, g")
        #expect(calendar.coveredYears == [2025, 2026])
        #expect(calendar == HolidayCalendar(names: expected, coveredYears: [2025, 2026]))
        #expect(calendar != HolidayCalendar(names: expected, coveredYears: [2026]))
        for number in date("2024-12-01").dayNumber...date("2027-01-31").dayNumber {
            let day = LocalDate(dayNumber: number)
            #expect(calendar.name(of: day) == expected[day], "\(day)")
            #expect(calendar.isHoliday(day) == (expected[day] != nil), "\(day)")
        }
        for year in 2023...2028 { #expect(calendar.covers(year: year) == [2025, 2026].contains(year)) }
        let shipped = try shippedHolidays()
        #expect(HolidayCalendar(names: shipped.names, coveredYears: shipped.coveredYears) == shipped)
        for (day, name) in shipped.names { #expect(shipped.name(of: day) == name) }

        let unlisted = #"{"years": [2026], "holidays": [\#(holidays)]}"#
        do {
            _ = try HolidayCalendar.parse(Array(unlisted.utf8), file: "h.json")
            Issue.record("a holiday in a year not listed is refused")
        } catch {
            let dates = error.problems.compactMap { problem -> LocalDate? in
                if case .yearNotListed(let day) = problem.reason { return day }
                return nil
            }
            #expect(dates.sorted() == [date("2025-01-01"), date("2025-12-25")])
            #expect(error.problems.count == 2)
        }
    }
}

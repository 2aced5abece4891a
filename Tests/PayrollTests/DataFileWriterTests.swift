import Foundation
import SeededRandom
import Testing

@testable import Payroll

/// The writer: what it writes reads back as the same data, in a stable order, one shift a line.
@Suite struct DataFileWriterTests {
    private func reread(_ file: DataFile) throws -> DataFile {
        try DataFile.parse(DataFileWriter.bytes(file), file: "w.json")
    }

    @Test func theShippedDemoReadsBackUnchanged() throws {
        let demo = try DataFile.load(path: packageRoot.appendingPathComponent("Data/workplaces.json").path)
        #expect(try reread(demo) == demo)
        // Writing what was read back gives the same bytes: the order is stable.
        #expect(DataFileWriter.bytes(try reread(demo)) == DataFileWriter.bytes(demo))
    }

    @Test func everyFieldAndDefaultRoundTrips() throws {
        var place = Workplace(
            name: "GS25 \"강남\" \\ 🌙\n", employees: 7,
            wages: WageHistory(entries: [
                WageHistory.Entry(from: date("2026-01-01"), hourly: 10_320),
                WageHistory.Entry(from: date("2026-10-01"), hourly: 10_800),
            ]), payday: PaydayRule(day: 31, month: .same, ifHoliday: .after), contractWeeklyHours: 0,
            weeklyHolidayAllowance: false,
            weeklyHoliday: .sunday, deductions: DeductionRules(incomeTax: .businessIncome, insurance: .four),
            shifts: [
                shift("2026-11-02", "18:00", "23:00", break: 30),
                Shift(date: date("2026-11-03"), start: time("22:00"), end: time("06:00"), memo: "tab\there\u{1}"),
            ],
            periodStartDay: 26, openShift: OpenShift(date: date("2026-11-05"), start: time("09:00"), memo: "재고"))
        let file = DataFile(
            worker: "김민지",
            workplaces: [
                place, Workplace(name: "빈 곳", wages: WageHistory(hourly: 1), payday: PaydayRule(day: 1), shifts: []),
            ])
        #expect(try reread(file) == file)
        place.openShift = nil
        #expect(try reread(DataFile(workplaces: [place])) == DataFile(workplaces: [place]))
        #expect(try reread(DataFile(workplaces: [])) == DataFile(workplaces: []))
    }

    @Test func oneShiftALineInAFixedOrder() {
        let file = DataFile(workplaces: [
            Workplace(
                name: "카페", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
                shifts: [shift("2026-11-02", "18:00", "23:00", break: 30), shift("2026-11-03", "09:00", "13:00")],
                openShift: OpenShift(date: date("2026-11-04"), start: time("09:00")))
        ])
        let text = String(decoding: DataFileWriter.bytes(file), as: UTF8.self)
        #expect(
            text == """
                {
                  "version": 1,
                  "workplaces": [
                    {
                      "name": "카페",
                      "employees": 1,
                      "wage": 10320,
                      "payday": { "day": 10, "month": "next", "ifHoliday": "before" },
                      "weeklyHolidayAllowance": true,
                      "deductions": { "incomeTax": "none", "insurance": "none" },
                      "shifts": [
                        { "date": "2026-11-02", "start": "18:00", "end": "23:00", "break": 30 },
                        { "date": "2026-11-03", "start": "09:00", "end": "13:00" },
                        { "date": "2026-11-04", "start": "09:00" }
                      ]
                    }
                  ]
                }

                """)
    }

    /// A workplace written with its first shifts' lines copied from the text written for an
    /// earlier state of it (`bytes(_:earlier:)`, as a save writes the workplace a change
    /// touched) is the same bytes as one written whole: after a clock-in, a clock-out, a shift
    /// added last or first, the last removed, a field changed; from another workplace's text;
    /// and from a text the writer did not write (spaced otherwise), which nothing is copied from.
    @Test func shiftLinesCopiedFromAnEarlierTextGiveTheSameBytes() {
        var random = SplitMix64(seed: 43)
        for round in 0..<60 {
            let places = randomDataFile(&random, round: round).workplaces
            for (index, earlier) in places.enumerated() {
                let text = DataFileWriter.bytes(earlier)
                let next = (earlier.shifts.last?.date ?? date("2026-03-01")).adding(days: 3)
                let added = Shift(date: next, start: time("09:00"), end: time("13:30"), breakMinutes: 30)
                var clockedIn = earlier
                clockedIn.openShift = OpenShift(date: next, start: time("07:00"))
                var clockedOut = earlier
                clockedOut.openShift = nil
                clockedOut.shifts.append(added)
                var first = earlier
                first.shifts.insert(Shift(date: date("2025-12-01"), start: time("10:00"), end: time("11:00")), at: 0)
                var removed = earlier
                if !removed.shifts.isEmpty { removed.shifts.removeLast() }
                var edited = clockedOut
                edited.employees += 1
                var renamed = clockedIn
                renamed.name += " 2"
                for (what, later) in [
                    ("clock-in", clockedIn), ("clock-out", clockedOut), ("first", first), ("removed", removed),
                    ("edited", edited), ("renamed", renamed), ("unchanged", earlier),
                ] {
                    let whole = DataFileWriter.bytes(later)
                    #expect(
                        DataFileWriter.bytes(later, earlier: (earlier, text[...])) == whole,
                        "\(round) \(index) \(what)")
                    let other = places[(index + 1) % places.count]
                    #expect(
                        DataFileWriter.bytes(later, earlier: (other, DataFileWriter.bytes(other)[...])) == whole,
                        "\(round) \(index) \(what), another workplace's text")
                    let spaced = Array(
                        String(decoding: text, as: UTF8.self).replacingOccurrences(of: "\n", with: "\n ").utf8)
                    #expect(
                        DataFileWriter.bytes(later, earlier: (earlier, spaced[...])) == whole,
                        "\(round) \(index) \(what), spaced otherwise")
                }
            }
        }
    }

    /// The pieces a line is composed of in a room on the stack (`ComposedBytes`)
    /// write what the model's own descriptions write: whole numbers from `Int.min` to `Int.max`
    /// as `String(_:)` does, every day of the years 1-12, 1999-2101 and 9999 as
    /// `LocalDate.description` does, every time of the day as `TimeOfDay.description` does; and
    /// a text made of many of them is what they write one by one.
    @Test func composedPiecesWriteWhatTheDescriptionsWrite() {
        func composed(_ compose: (inout ComposedBytes) -> Void) -> String {
            var out = JSONTextBuffer()
            out.appendComposed(compose)
            return String(decoding: out.bytes, as: UTF8.self)
        }
        var numbers = [0, 1, 9, 10, 99, 100, 999_999_999, 1_000_000_000, -1, -10, Int.min, Int.max, Int.min + 1]
        var power = 1
        while power <= Int.max / 10 {
            numbers += [power - 1, power, power + 1, -power]
            power *= 10
        }
        for number in numbers {
            #expect(composed { $0.put(integer: number) } == String(number), "\(number)")
        }
        let days = [(1, 12), (1999, 2101), (9999, 9999)].flatMap { first, last in
            (LocalDate(year: first, month: 1, day: 1)!.dayNumber...LocalDate(year: last, month: 12, day: 31)!.dayNumber)
        }
        for day in days {
            let date = LocalDate(dayNumber: day)
            #expect(composed { $0.put(date: date) } == "\"\(date)\"", "\(date)")
        }
        for minutes in 0..<(24 * 60) {
            let time = TimeOfDay(minutesSinceMidnight: minutes)
            #expect(composed { $0.put(time: time) } == "\"\(time)\"", "\(minutes)")
        }
        var many = JSONTextBuffer()
        var expected = ""
        for day in 0..<400 {
            let date = LocalDate(dayNumber: 20_000 + day)
            many.append(date: date)
            many.append(integer: -day * 37)
            many.append(time: TimeOfDay(minutesSinceMidnight: day * 7 % 1440))
            expected += "\"\(date)\"\(-day * 37)\"\(TimeOfDay(minutesSinceMidnight: day * 7 % 1440))\""
        }
        #expect(String(decoding: many.bytes, as: UTF8.self) == expected)
    }

    /// Composing more than the room holds stops the process before a byte is written past it.
    @Test func composingPastTheRoomIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            var out = JSONTextBuffer()
            out.appendComposed { line in
                for _ in 0...ComposedBytes.room { line.put(UInt8(ascii: "x")) }
            }
        }
    }

    /// Random workplaces and shifts (valid by construction) read back as written.
    @Test func randomFilesRoundTrip() throws {
        var random = SplitMix64(seed: 12)
        for round in 0..<40 {
            let file = randomDataFile(&random, round: round)
            #expect(try reread(file) == file)
        }
    }
}

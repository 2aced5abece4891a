import Foundation
import SeededRandom
import Testing

@testable import Payroll

/// The one-pass reader of the data file gives exactly the general reader's result, takes every
/// file payday writes, and on anything else leaves the general reader to name the problem: the
/// same error, at the same place.
@Suite struct QuickDataFileReaderTests {
    /// What a reader made of some bytes: the file and its workplaces' places, or the error.
    private struct Outcome: Equatable {
        var file: DataFile?
        var ranges: [Range<Int>] = []
        var error: DataFileError?

        init(_ read: () throws(DataFileError) -> (file: DataFile, ranges: [Range<Int>])) {
            do {
                (file, ranges) = try read()
            } catch {
                self.error = error
            }
        }
    }

    private func quick(_ bytes: [UInt8]) -> (file: DataFile, ranges: [Range<Int>])? {
        bytes.withUnsafeBufferPointer { QuickDataFileReader.read($0) }
    }

    /// Checks the invariant on `bytes`; returns whether the quick reader took them.
    @discardableResult
    private func expectAgreement(
        _ bytes: [UInt8], _ comment: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let general = Outcome { () throws(DataFileError) in try DataFile.parseGenerally(bytes, file: "w.json") }
        let used = Outcome { () throws(DataFileError) in try DataFile.parseRecordingWorkplaces(bytes, file: "w.json") }
        #expect(used == general, "\(comment())", sourceLocation: sourceLocation)
        guard let taken = quick(bytes) else { return false }
        #expect(
            general.file == taken.file && general.ranges == taken.ranges,
            "the quick reader took what the general one reads otherwise: \(comment())", sourceLocation: sourceLocation)
        return true
    }

    @Test func everyFileThePaydayWriterWritesIsTakenAndReadTheSame() throws {
        var random = SplitMix64(seed: 2027)
        for round in 0..<60 {
            let file = randomDataFile(&random, round: round)
            let bytes = DataFileWriter.bytes(file)
            #expect(expectAgreement(bytes, "round \(round)"), "round \(round) was declined")
            #expect(quick(bytes)?.file == file)
        }
        let demo = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent("Data/workplaces.json")))
        #expect(expectAgreement(demo, "the shipped demo"))
    }

    /// Files written by hand, in shapes payday does not write: the quick reader takes the valid
    /// ones it knows, and whatever it does, the outcome is the general reader's.
    @Test func shapesWrittenByHandAgreeWithTheGeneralReader() {
        func file(_ shifts: String, workplace extra: String = "", root: String = "") -> [UInt8] {
            Array(
                """
                {"version": 1\(root), "workplaces": [{"name": "카페", "wage": 10320, "payday": {"day": 10}\(extra), "shifts": [\(shifts)]}]}
                """.utf8)
        }
        let taken: [(String, [UInt8])] = [
            ("keys in another order", file(#"{"end": "18:00", "break": 30, "start": "09:00", "date": "2026-11-02"}"#)),
            (
                "no white space",
                Array(
                    #"{"version":1,"workplaces":[{"name":"a","wage":1,"payday":{"day":1},"shifts":[{"date":"2026-11-02","start":"09:00","end":"18:00"}]}]}"#
                        .utf8)
            ),
            (
                "white space everywhere",
                Array(
                    " \r\n{ \"version\" :1 ,\t\"workplaces\" : [ { \"name\" : \"a\" , \"wage\" : 1 , \"payday\" : { \"day\" : 1 } , \"shifts\" : [ { \"date\" : \"2026-11-02\" , \"start\" : \"09:00\" , \"end\" : \"18:00\" } ] } ] } \n"
                        .utf8)
            ),
            (
                "a byte order mark",
                [0xEF, 0xBB, 0xBF] + file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00"}"#)
            ),
            (
                "a memo with escapes",
                file(
                    #"{"date": "2026-11-02", "start": "09:00", "end": "18:00", "memo": "줄\n\"바꿈\" \u00e9 \ud83c\udf19"}"#
                )
            ),
            (
                "an open shift",
                file(
                    #"{"date": "2026-11-02", "start": "09:00", "end": "18:00"}, {"date": "2026-11-03", "start": "09:00"}"#
                )
            ),
            ("a break of -0", file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00", "break": -0}"#)),
            ("an escaped date", file(#"{"date": "2026-11-0\u0032", "start": "09:00", "end": "18:00"}"#)),
            ("an escaped key", file(#"{"d\u0061te": "2026-11-02", "start": "09:00", "end": "18:00"}"#)),
            (
                "shifts out of order",
                file(
                    #"{"date": "2026-11-05", "start": "09:00", "end": "18:00"}, {"date": "2026-11-02", "start": "22:00", "end": "06:00"}"#
                )
            ),
            ("no shifts", file("")),
            (
                "shifts of every kind mixed",
                file(
                    #"{"date": "2026-11-02", "start": "09:00", "end": "18:00"}, {"d\u0061te": "2026-11-03", "start": "09:00", "end": "18:00"}, {"date": "2026-11-01", "start": "22:00", "end": "06:00", "break": 30}, {"date": "2026-11-04", "start": "09:00"}"#
                )
            ),
            (
                "the last of many shifts out of order",
                file(
                    (4...9).map { #"{"date": "2026-11-0\#($0)", "start": "09:00", "end": "18:00"}, "# }.joined()
                        + #"{"date": "2026-11-01", "start": "09:00", "end": "18:00"}"#)
            ),
            (
                "every workplace field",
                file(
                    #"{"date": "2026-11-02", "start": "09:00", "end": "18:00", "break": 60}"#,
                    workplace:
                        #", "employees": 5, "period": {"startDay": 26}, "contractWeeklyHours": 15, "weeklyHolidayAllowance": false, "weeklyHoliday": "sunday", "deductions": {"incomeTax": "3.3%", "insurance": "four"}"#,
                    root: #", "worker": "김민지""#)
            ),
        ]
        for (name, bytes) in taken {
            #expect(expectAgreement(bytes, name), "declined: \(name)")
        }
        let broken: [(String, [UInt8])] = [
            ("a break of 30.0", file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00", "break": 30.0}"#)),
            ("a break of 1e2", file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00", "break": 1e2}"#)),
            ("a break of 05", file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00", "break": 05}"#)),
            ("a break of 1441", file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00", "break": 1441}"#)),
            (
                "a break as long as the shift",
                file(#"{"date": "2026-11-02", "start": "09:00", "end": "10:00", "break": 60}"#)
            ),
            ("a break as a string", file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00", "break": "30"}"#)),
            ("a field twice", file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00", "end": "19:00"}"#)),
            ("an unknown field", file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00", "ende": "19:00"}"#)),
            ("February 30", file(#"{"date": "2026-02-30", "start": "09:00", "end": "18:00"}"#)),
            ("a one-digit hour", file(#"{"date": "2026-11-02", "start": "9:00", "end": "18:00"}"#)),
            (
                "overlapping shifts in order",
                file(
                    #"{"date": "2026-11-02", "start": "09:00", "end": "18:00"}, {"date": "2026-11-02", "start": "20:00", "end": "10:00"}, {"date": "2026-11-03", "start": "09:30", "end": "12:00"}"#
                )
            ),
            (
                "overlapping shifts, a general one among them",
                file(
                    #"{"date": "2026-11-02", "start": "09:00", "end": "18:00"}, {"d\u0061te": "2026-11-02", "start": "17:00", "end": "20:00"}"#
                )
            ),
            (
                "overlapping shifts",
                file(
                    #"{"date": "2026-11-02", "start": "09:00", "end": "18:00"}, {"date": "2026-11-02", "start": "17:00", "end": "20:00"}"#
                )
            ),
            (
                "two open shifts",
                file(#"{"date": "2026-11-02", "start": "09:00"}, {"date": "2026-11-03", "start": "09:00"}"#)
            ),
            ("a trailing comma in a shift", file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00",}"#)),
            ("a trailing comma in the list", file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00"},"#)),
            ("a missing comma", file(#"{"date": "2026-11-02" "start": "09:00", "end": "18:00"}"#)),
            (
                "a control character in a memo",
                file("{\"date\": \"2026-11-02\", \"start\": \"09:00\", \"end\": \"18:00\", \"memo\": \"a\u{1}b\"}")
            ),
            (
                "invalid UTF-8 in a memo",
                Array(
                    #"{"version": 1, "workplaces": [{"name": "a", "wage": 1, "payday": {"day": 1}, "shifts": [{"date": "2026-11-02", "start": "09:00", "end": "18:00", "memo": ""#
                        .utf8) + [0xFF] + Array(#""}]}]}"#.utf8)
            ),
            ("a shift that is not an object", file("[]")),
            (
                "shifts twice",
                file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00"}"#, workplace: #", "shifts": []"#)
            ),
            ("workplaces twice", file("", root: #", "workplaces": []"#)),
            (
                "a wage of zero",
                Array(
                    #"{"version": 1, "workplaces": [{"name": "a", "wage": 0, "payday": {"day": 1}, "shifts": []}]}"#
                        .utf8)
            ),
            (
                "a blank name",
                Array(
                    #"{"version": 1, "workplaces": [{"name": " \u3000 ", "wage": 1, "payday": {"day": 1}, "shifts": []}]}"#
                        .utf8)
            ),
            ("version 2", Array(#"{"version": 2, "workplaces": []}"#.utf8)),
            ("no workplaces", Array(#"{"version": 1}"#.utf8)),
            ("something after the end", file("") + Array("x".utf8)),
            ("cut short", Array(file(#"{"date": "2026-11-02", "start": "09:00", "end": "18:00"}"#).dropLast(3))),
        ]
        for (name, bytes) in broken {
            #expect(!expectAgreement(bytes, name), "taken: \(name)")
            #expect(
                Outcome { () throws(DataFileError) in try DataFile.parseGenerally(bytes, file: "w.json") }.error != nil,
                "no error: \(name)")
        }
    }

    /// Shifts in the very form payday writes (`{ "date": "…", "start": "…", "end": "…" }`, read a
    /// word at a time, each date through the month of the one before): dates across months and
    /// years, and each field changed in place to something the general reader refuses.
    @Test func shiftsInTheWrittenFormAgreeWithTheGeneralReader() {
        func shift(_ date: String, _ start: String = "09:00", _ end: String = "18:00", rest: String = "") -> String {
            #"{ "date": "\#(date)", "start": "\#(start)", "end": "\#(end)"\#(rest) }"#
        }
        func file(_ shifts: [String]) -> [UInt8] {
            let list = shifts.joined(separator: ",\n        ")
            return Array(
                "{\n  \"version\": 1,\n  \"workplaces\": [\n    {\n      \"name\": \"카페\",\n      \"wage\": 10320,\n      \"payday\": { \"day\": 10 },\n      \"shifts\": [\n        \(list)\n      ]\n    }\n  ]\n}\n"
                    .utf8)
        }
        let taken: [(String, [String])] = [
            (
                "a leap year's end of February, into March and the next year",
                [
                    shift("2028-02-28"), shift("2028-02-29"), shift("2028-03-01"), shift("2028-12-31"),
                    shift("2029-01-01"),
                ]
            ),
            ("the first and last days the file takes", [shift("1990-01-01"), shift("2100-12-31")]),
            ("a month, another, and the first again", [shift("2026-11-02"), shift("2026-12-02"), shift("2027-11-02")]),
            (
                "breaks",
                [
                    shift("2026-11-02", "22:00", "06:00", rest: #", "break": 30"#),
                    shift("2026-11-03", rest: #", "break": 0"#),
                ]
            ),
            ("a memo", [shift("2026-11-02", rest: #", "break": 30, "memo": "늦음""#), shift("2026-11-03")]),
        ]
        for (name, shifts) in taken {
            #expect(expectAgreement(file(shifts), name), "declined: \(name)")
        }
        let broken: [(String, [String])] = [
            ("February 29 in a common year", [shift("2027-02-28"), shift("2027-02-29")]),
            ("month 13", [shift("2026-12-31"), shift("2026-13-01")]),
            ("month 0", [shift("2026-00-01")]),
            ("day 0 of a month already read", [shift("2026-11-01"), shift("2026-11-00")]),
            ("day 31 of a month of 30", [shift("2026-11-01"), shift("2026-11-31")]),
            ("a day before the first the file takes", [shift("1989-12-31")]),
            ("a day after the last the file takes", [shift("2100-12-31"), shift("2101-01-01")]),
            ("a letter for a digit", [shift("2026-1a-02")]),
            ("a start of 24:00", [shift("2026-11-02", "24:00")]),
            ("minute 60", [shift("2026-11-02", "09:00", "09:60")]),
            ("a break of 1441", [shift("2026-11-02", rest: #", "break": 1441"#)]),
            ("a break of 05", [shift("2026-11-02", rest: #", "break": 05"#)]),
            ("a break as long as the shift", [shift("2026-11-02", "09:00", "10:00", rest: #", "break": 60"#)]),
            ("overlapping", [shift("2026-11-02", "09:00", "18:00"), shift("2026-11-02", "17:00", "20:00")]),
        ]
        for (name, shifts) in broken {
            #expect(!expectAgreement(file(shifts), name), "taken: \(name)")
        }
    }

    /// The written shift's digits are checked eight bytes at a time: each of its 16 digit places
    /// given each kind of byte that is no digit (just below `0` and above `9`, control bytes,
    /// the bytes from 0x80 where the check's two halves meet), in the first shift and in the run
    /// of shifts after it, is declined and named by the general reader; and breaks of every
    /// length, shifts of other shapes inside a run and other white space between shifts read as
    /// the general reader reads them.
    @Test func writtenShiftsAreCheckedByteForByteInARun() {
        func shift(_ day: Int, rest: String = "") -> [UInt8] {
            Array(#"{ "date": "2026-11-0\#(day)", "start": "09:00", "end": "18:00"\#(rest) }"#.utf8)
        }
        func file(_ shifts: [[UInt8]], separator: String = ",\n        ") -> [UInt8] {
            let head =
                "{\n  \"version\": 1,\n  \"workplaces\": [\n    {\n      \"name\": \"카페\",\n      \"wage\": 10320,\n      \"payday\": { \"day\": 10 },\n      \"shifts\": [\n        "
            return Array(head.utf8) + Array(shifts.joined(separator: Array(separator.utf8)))
                + Array("\n      ]\n    }\n  ]\n}\n".utf8)
        }
        let written = shift(3)
        let digitPlaces = written.indices.filter {
            written[$0] >= UInt8(ascii: "0") && written[$0] <= UInt8(ascii: "9")
        }
        #expect(digitPlaces.count == 16)
        let notDigits: [UInt8] = [0x00, 0x09, 0x20, 0x2F, 0x3A, 0x41, 0x7F, 0x80, 0xAF, 0xB0, 0xB9, 0xBA, 0xC6, 0xFF]
        for place in digitPlaces {
            for byte in notDigits {
                var broken = written
                broken[place] = byte
                for (name, shifts) in [
                    ("first", [broken, shift(4)]), ("in a run", [shift(1), shift(2), broken, shift(4)]),
                ] {
                    #expect(
                        !expectAgreement(file(shifts), "\(name): byte \(byte) at \(place)"),
                        "taken: byte \(byte) at \(place)")
                }
            }
        }
        // Breaks of one to four digits, at the first shift and in a run; too long, a leading zero,
        // not a whole number.
        for minutes in ["1", "9", "10", "45", "99", "100", "480", "539"] {
            let run = [shift(1, rest: ", \"break\": \(minutes)"), shift(2, rest: ", \"break\": \(minutes)"), shift(3)]
            #expect(expectAgreement(file(run), "a break of \(minutes)"), "declined: a break of \(minutes)")
        }
        for minutes in ["540", "1440", "00", "01", "1a", "-1", "30.0", "3e1"] {
            let run = [shift(1), shift(2, rest: ", \"break\": \(minutes)"), shift(3)]
            #expect(!expectAgreement(file(run), "a break of \(minutes)"), "taken: a break of \(minutes)")
        }
        // Other shapes and other white space inside a run: each read as the general reader reads it.
        let runs: [(String, [UInt8])] = [
            (
                "a memo between written shifts",
                file([shift(1), shift(2, rest: #", "memo": "늦음""#), shift(3), shift(4)])
            ),
            (
                "keys in another order in a run",
                file([shift(1), Array(#"{ "start": "09:00", "date": "2026-11-02", "end": "18:00" }"#.utf8), shift(3)])
            ),
            ("no white space between", file([shift(1), shift(2), shift(3)], separator: ",")),
            ("tabs and returns between", file([shift(1), shift(2), shift(3)], separator: " ,\t\r\n ")),
            ("white space before the comma", file([shift(1), shift(2), shift(3)], separator: " ,")),
            ("one shift", file([shift(1)])),
        ]
        for (name, bytes) in runs {
            #expect(expectAgreement(bytes, name), "declined: \(name)")
        }
        let brokenRuns: [(String, [UInt8])] = [
            ("a run that overlaps", file([shift(1), shift(2), shift(2)])),
            ("a trailing comma", file([shift(1), shift(2), []])),
            ("two commas", file([shift(1), shift(2)], separator: ",,")),
        ]
        for (name, bytes) in brokenRuns {
            #expect(!expectAgreement(bytes, name), "taken: \(name)")
        }
    }

    /// A break of two digits and the shift's end, `, "break": 45 }`, are read as two words at once
    /// (`Written.breakTail`): every two-digit break is taken exactly when it has no leading zero
    /// and is shorter than the shift, and each of its fifteen bytes changed to bytes beside the
    /// template's, digits and none, in the first shift and in a run, reads as the general reader
    /// reads it (taken another way, or declined and named by it).
    @Test func writtenBreaksOfTwoDigitsReadAsTheGeneralReaderReadsThem() {
        func shift(_ day: Int, _ tail: [UInt8] = Array(" }".utf8)) -> [UInt8] {
            Array(#"{ "date": "2026-11-0\#(day)", "start": "09:00", "end": "18:00""#.utf8) + tail
        }
        func file(_ shifts: [[UInt8]]) -> [UInt8] {
            let head =
                "{\n  \"version\": 1,\n  \"workplaces\": [\n    {\n      \"name\": \"카페\",\n      \"wage\": 10320,\n      \"payday\": { \"day\": 10 },\n      \"shifts\": [\n        "
            return Array(head.utf8) + Array(shifts.joined(separator: Array(",\n        ".utf8)))
                + Array("\n      ]\n    }\n  ]\n}\n".utf8)
        }
        for minutes in 0...99 {
            let tail = Array(#", "break": \#(minutes < 10 ? "0" : "")\#(minutes) }"#.utf8)
            for shifts in [[shift(1, tail), shift(2)], [shift(1), shift(2, tail), shift(3, tail)]] {
                #expect(expectAgreement(file(shifts), "a break of \(minutes)") == (minutes >= 10), "\(minutes)")
            }
        }
        let written = Array(#", "break": 45 }"#.utf8)
        let bytes: [UInt8] = [
            0x00, 0x09, 0x20, 0x22, 0x2C, 0x2F, 0x30, 0x31, 0x35, 0x39, 0x3A, 0x3B, 0x61, 0x6B, 0x7D, 0x80, 0xFF,
        ]
        for place in written.indices {
            for byte in bytes where byte != written[place] {
                var tail = written
                tail[place] = byte
                for (name, shifts) in [
                    ("first", [shift(1, tail), shift(2)]), ("in a run", [shift(1), shift(2, tail), shift(3)]),
                ] {
                    expectAgreement(file(shifts), "\(name): byte \(byte) at \(place) of the break")
                }
            }
        }
    }

    /// A written time's digits are put together two pairs at once and held to 23:59 by one
    /// addition each (`Written.minutes`): every hour of two digits with the minutes at and beside
    /// the limit, and every minute with the hours at and beside it, as a start and as an end,
    /// first in a list and in a run, are taken exactly when the general reader takes them, as it
    /// reads them.
    @Test func writtenTimesOfEveryTwoDigitsReadAsTheGeneralReaderReadsThem() {
        func shift(_ day: Int, _ start: String = "09:00", _ end: String = "18:00") -> String {
            #"{ "date": "2026-11-0\#(day)", "start": "\#(start)", "end": "\#(end)" }"#
        }
        func file(_ shifts: [String]) -> [UInt8] {
            let head =
                "{\n  \"version\": 1,\n  \"workplaces\": [\n    {\n      \"name\": \"카페\",\n      \"wage\": 10320,\n      \"payday\": { \"day\": 10 },\n      \"shifts\": [\n        "
            return Array((head + shifts.joined(separator: ",\n        ") + "\n      ]\n    }\n  ]\n}\n").utf8)
        }
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let times =
            (0...99).flatMap { hour in [0, 1, 30, 58, 59, 60, 61, 99].map { (hour, $0) } }
            + (0...99).flatMap { minute in [0, 9, 22, 23, 24, 25, 99].map { ($0, minute) } }
        for (hour, minute) in times {
            let time = two(hour) + ":" + two(minute)
            let valid = hour < 24 && minute < 60
            for (name, shifts) in [
                ("a start first", [shift(3, time, "23:59")]), ("an end first", [shift(3, "00:00", time)]),
                ("a start in a run", [shift(1), shift(2), shift(3, time, "23:59"), shift(4)]),
                ("an end in a run", [shift(1), shift(2), shift(3, "00:00", time), shift(4)]),
            ] where !(time == "00:00" && name.hasPrefix("an end")) && !(time == "23:59" && name.hasPrefix("a start")) {
                // An end of 24:00 is midnight at the day's end: the file takes it (read as 00:00).
                let taken = valid || time == "24:00" && name.hasPrefix("an end")
                #expect(expectAgreement(file(shifts), "\(name): \(time)") == taken, "\(name): \(time)")
            }
        }
    }

    /// A list's room is reserved from its bytes up to the first `]` after it, over the shortest
    /// line payday writes for a shift: however wrong that is (a list written more tightly by
    /// hand, a memo with a `]` in it), the list reads as the general reader reads it, all of it;
    /// and the separator payday writes, read at once, reads as JSON's white space.
    @Test func longListsReadTheSameWhateverTheirSpacing() {
        let first = LocalDate(year: 2026, month: 1, day: 1)!
        func shift(_ day: Int, _ rest: String = "") -> String {
            #"{ "date": "\#(LocalDate(dayNumber: first.dayNumber + day))", "start": "09:00", "end": "18:00"\#(rest) }"#
        }
        func tight(_ day: Int) -> String {
            #"{"date":"\#(LocalDate(dayNumber: first.dayNumber + day))","start":"09:00","end":"18:00"}"#
        }
        func file(_ shifts: [String], separator: String) -> [UInt8] {
            let head =
                "{\n  \"version\": 1,\n  \"workplaces\": [\n    {\n      \"name\": \"카페\",\n      \"wage\": 10320,\n      \"payday\": { \"day\": 10 },\n      \"shifts\": [\n        "
            return Array((head + shifts.joined(separator: separator) + "\n      ]\n    }\n  ]\n}\n").utf8)
        }
        let count = 300
        let written = (0..<count).map { shift($0) }
        let lists: [(String, [UInt8])] = [
            ("as payday writes it", file(written, separator: ",\n        ")),
            ("with breaks", file((0..<count).map { shift($0, ", \"break\": 30") }, separator: ",\n        ")),
            ("no white space", file(written, separator: ",")),
            ("written tightly", file((0..<count).map(tight), separator: ",")),
            ("seven spaces", file(written, separator: ",\n       ")),
            ("nine spaces", file(written, separator: ",\n         ")),
            ("a tab in the indentation", file(written, separator: ",\n       \t")),
            ("a return before the line feed", file(written, separator: ",\r\n        ")),
            (
                "a memo with a ] first",
                file([shift(0, #", "memo": "a ] b""#)] + written.dropFirst(), separator: ",\n        ")
            ),
            (
                "a memo with a ] halfway",
                file(
                    Array(written.prefix(count / 2)) + [shift(count / 2, #", "memo": "]""#)]
                        + written.suffix(count / 2 - 1),
                    separator: ",\n        ")
            ),
        ]
        for (name, bytes) in lists {
            #expect(expectAgreement(bytes, name), "declined: \(name)")
            #expect(quick(bytes)?.file.workplaces.first?.shifts.count == count, "\(name)")
        }
    }

    /// One workplace's text alone, as the store's save reads a touched workplace back: the
    /// one-pass reader gives what the general reader and `decodeWorkplace` give, and declines
    /// wherever those find a problem (the save then names it the general way).
    @Test func aWorkplaceAloneReadsAsTheGeneralReaderReadsIt() {
        func general(_ bytes: [UInt8], _ index: Int) -> Workplace? {
            guard let value = try? JSONReader.parse(bytes) else { return nil }
            var problems: [DataProblem] = []
            let workplace = DataFile.decodeWorkplace(value, path: "workplaces[\(index)]", problems: &problems)
            return problems.isEmpty ? workplace : nil
        }
        func quick(_ bytes: [UInt8], _ index: Int) -> Workplace? {
            bytes.withUnsafeBufferPointer { QuickDataFileReader.workplace($0, number: index) }
        }
        var random = SplitMix64(seed: 2028)
        var read = 0, refused = 0
        for round in 0..<40 {
            for (index, workplace) in randomDataFile(&random, round: round).workplaces.enumerated() {
                var bytes = DataFileWriter.bytes(workplace)
                #expect(quick(bytes, index) == workplace, "round \(round), workplace \(index)")
                read += 1
                // One byte changed: whatever the one-pass reader takes, the general one reads the same.
                let position = random.next(below: bytes.count)
                bytes[position] = Array("\"0}:x".utf8)[random.next(below: 5)]
                let expected = general(bytes, index)
                if let taken = quick(bytes, index) {
                    #expect(taken == expected, "round \(round), workplace \(index), byte \(position)")
                }
                if expected == nil { refused += 1 }
            }
        }
        #expect(read > 20 && refused > 5, "read \(read), refused \(refused)")
    }

    /// A written file broken at random places (bytes taken out, put in, changed): the outcome is
    /// always the general reader's, error for error.
    @Test func randomlyBrokenFilesGiveTheGeneralReadersErrors() {
        var random = SplitMix64(seed: 7)
        let pieces: [[UInt8]] =
            [
                "\"", ",", "}", "]", "{", "[", " ", "\n", "0", "9", "-", ".", "e", "\\", ":", "\"x\"", "null",
                "\"date\": ",
                ", \"break\": 30", ", \"memo\": \"m\"", "\u{1}", "한", "\\u0041",
            ].map { Array($0.utf8) } + [[0xFF], [0x00]]
        var errors = 0, taken = 0
        for round in 0..<1_500 {
            var bytes = DataFileWriter.bytes(randomDataFile(&random, round: round % 40))
            for _ in 0..<(1 + random.next(below: 2)) {
                let position = random.next(below: bytes.count)
                switch random.next(below: 3) {
                case 0: bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.next(below: 4)))
                case 1: bytes.insert(contentsOf: pieces[random.next(below: pieces.count)], at: position)
                default: bytes[position] = pieces[random.next(below: pieces.count)][0]
                }
            }
            if expectAgreement(bytes, "round \(round): \(String(decoding: bytes, as: UTF8.self))") { taken += 1 }
            if (try? DataFile.parseGenerally(bytes, file: "w.json")) == nil { errors += 1 }
        }
        // Both kinds happen: most changes break the file, some leave it valid (white space, a digit).
        #expect(errors > 700 && taken > 50, "errors \(errors), taken \(taken)")
    }
}

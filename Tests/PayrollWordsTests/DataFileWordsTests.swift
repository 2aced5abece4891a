import Foundation
import Payroll
import PayrollWords
import Testing

/// The data file's problems in words (docs/data-file.md): each with its path and what to do.
@Suite struct DataFileWordsTests {
    /// The loader's problems as the command line words them, one a line.
    private static let words = RuleWords(language: .english, place: .commandLine)

    private func problems(_ text: String) -> [String] {
        do {
            _ = try DataFile.parse(Array(text.utf8), file: "w.json")
            return []
        } catch {
            return error.problems.map(Self.words.dataProblem)
        }
    }

    /// One workplace around `fields` (a JSON fragment), with a valid wage, payday and shifts
    /// unless `fields` replaces them.
    private func workplace(_ fields: String, shifts: String = "[]") -> String {
        #"{"version": 1, "workplaces": [{"name": "카페", "payday": {"day": 10}, "shifts": \#(shifts), \#(fields)}]}"#
    }

    @Test func misspeltFieldsGetASuggestion() {
        #expect(
            problems(workplace(#""wgae": 10320"#)) == [
                #"workplaces[0].wgae: unknown field "wgae"; did you mean "wage"?"#,
                #"workplaces[0]: missing required field "wage"; add "wage": 10320 (won an hour) or a "wages" list"#,
            ])
        #expect(
            problems(workplace(#""wage": 10320, "employes": 3"#)) == [
                #"workplaces[0].employes: unknown field "employes"; did you mean "employees"?"#
            ])
        #expect(
            problems(workplace(#""wage": 10320, "colour": "red""#)).first?.hasPrefix(
                #"workplaces[0].colour: unknown field "colour"; the fields here are "name", "#) == true)
        #expect(
            problems(workplace(#""wage": 10320, "deductions": {"incomeTax": "3.3"}"#)) == [
                #"workplaces[0].deductions.incomeTax: "3.3" is not one of "none", "3.3%", "table", "daily"; did you mean "3.3%"?"#
            ])
    }

    @Test func missingRequiredFields() {
        #expect(problems(#"{"workplaces": []}"#) == [#"version: missing required field; add "version": 1"#])
        #expect(
            problems(
                #"{"version": 1, "workplaces": [{"wage": 10320, "payday": {"month": "same"}, "shifts": [{"date": "2026-11-02"}]}]}"#
            ) == [
                #"workplaces[0]: missing required field "name"; add "name": "...""#,
                #"workplaces[0].payday: missing required field "day"; add "day": 10"#,
                #"workplaces[0].shifts[0]: missing required field "start"; add "start": "18:00""#,
            ])
        // A shift without "end" is not missing a field: it is open (OpenShiftTests).
    }

    @Test func wrongTypes() {
        #expect(
            problems(workplace(#""wage": 10320, "employees": "7""#)) == [
                #"workplaces[0].employees: expected a whole number from 1 to 1000000, found a string"#
            ])
        #expect(
            problems(workplace(#""wage": 10320, "weeklyHolidayAllowance": "yes""#)) == [
                #"workplaces[0].weeklyHolidayAllowance: expected true or false, found a string"#
            ])
        #expect(
            problems(#"{"version": 1, "workplaces": {}}"#) == [#"workplaces: expected a list [ ... ], found an object"#]
        )
        #expect(problems("[]") == ["expected an object { ... }, found an array"])
    }

    @Test func wrongShapesAndChoices() {
        #expect(
            problems(#"{"version": 1, "workplaces": [7]}"#) == [
                "workplaces[0]: expected an object { ... }, found a number"
            ])
        #expect(
            problems(workplace(#""wage": 10320, "deductions": "3.3%""#)) == [
                #"workplaces[0].deductions: expected an object { ... }, found a string"#
            ])
        #expect(
            problems(workplace(#""wage": 10320, "weeklyHoliday": "sundy""#)) == [
                #"workplaces[0].weeklyHoliday: "sundy" is not one of "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"; did you mean "sunday"?"#
            ])
        #expect(
            problems(
                #"{"version": 1, "workplaces": [{"name": "a", "wage": 10320, "payday": {"day": 10, "month": "following"}, "shifts": []}]}"#
            ) == [
                #"workplaces[0].payday.month: "following" is not one of "next", "same""#
            ])
        #expect(
            problems(
                workplace(
                    #""wage": 10320"#,
                    shifts: #"[{"date": "2026-11-02", "start": "09:00", "end": "12:00", "break": -5}]"#)) == [
                    #"workplaces[0].shifts[0].break: -5 is out of range; expected a whole number from 0 to 1440 minutes"#
                ])
    }

    @Test func impossibleDatesAndTimes() {
        let shifts =
            #"[{"date": "2026-02-30", "start": "09:00", "end": "12:00"}, {"date": "2026-11-02", "start": "09:00", "end": "25:00"}, {"date": "2026-11-03", "start": "24:00", "end": "12:00"}]"#
        #expect(
            problems(workplace(#""wage": 10320"#, shifts: shifts)) == [
                #"workplaces[0].shifts[0].date: "2026-02-30" is not a date; write YYYY-MM-DD, such as "2026-11-02""#,
                #"workplaces[0].shifts[1].end: "25:00" is not a time; write HH:mm on a 24-hour clock, 00:00 to 23:59, or 24:00 for midnight at the day's end"#,
                #"workplaces[0].shifts[2].start: "24:00" is not a time; write HH:mm on a 24-hour clock, 00:00 to 23:59"#,
            ])
    }

    @Test func zeroNegativeAndHugeWages() {
        #expect(
            problems(workplace(#""wage": 0"#)) == [
                #"workplaces[0].wage: 0 must be more than zero; expected a whole number from 1 to 10,000,000 won an hour"#
            ])
        #expect(
            problems(workplace(#""wage": -10320"#)) == [
                #"workplaces[0].wage: -10320 must be more than zero; expected a whole number from 1 to 10,000,000 won an hour"#
            ])
        #expect(
            problems(workplace(#""wage": 99999999999999999999"#)) == [
                #"workplaces[0].wage: 99999999999999999999 is not a whole number in range; expected a whole number from 1 to 10,000,000 won an hour"#
            ])
        #expect(
            problems(workplace(#""wage": 1e400"#)) == [
                #"workplaces[0].wage: 1e400 is not a whole number in range; expected a whole number from 1 to 10,000,000 won an hour"#
            ])
        #expect(problems(workplace(#""wage": 10320.5"#)).count == 1)
    }

    @Test func breaksAsLongAsTheShift() {
        let shifts = #"[{"date": "2026-11-02", "start": "09:00", "end": "10:00", "break": 60}]"#
        #expect(
            problems(workplace(#""wage": 10320"#, shifts: shifts)) == [
                #"workplaces[0].shifts[0].break: a break of 60 minutes is as long as the shift (09:00-10:00, 60 minutes) or longer"#
            ])
    }

    @Test func overlappingShifts() {
        // The night shift of the 2nd runs to 06:00 on the 3rd; the 3rd's shift starts at 05:00.
        let shifts =
            #"[{"date": "2026-11-03", "start": "05:00", "end": "09:00"}, {"date": "2026-11-02", "start": "22:00", "end": "06:00"}, {"date": "2026-11-04", "start": "09:00", "end": "12:00"}]"#
        #expect(
            problems(workplace(#""wage": 10320"#, shifts: shifts)) == [
                #"workplaces[0].shifts[0]: overlaps shifts[1] (2026-11-02 22:00-06:00)"#
            ])
        // Touching is not overlapping: 22:00-06:00 then 06:00-09:00.
        let touching =
            #"[{"date": "2026-11-02", "start": "22:00", "end": "06:00"}, {"date": "2026-11-03", "start": "06:00", "end": "09:00"}]"#
        #expect(problems(workplace(#""wage": 10320"#, shifts: touching)).isEmpty)
    }

    @Test func unsupportedVersion() {
        #expect(
            problems(#"{"version": 2, "workplaces": []}"#) == [
                "version: version 2 is not supported; this payday reads version 1"
            ])
        // The file's own fields first, then its workplaces, wherever "version" is written.
        #expect(
            problems(#"{"workplaces": [{"name": "a", "wage": 0, "payday": {"day": 10}, "shifts": []}], "version": 2}"#)
                == [
                    "version: version 2 is not supported; this payday reads version 1",
                    "workplaces[0].wage: 0 must be more than zero; expected a whole number from 1 to 10,000,000 won an hour",
                ])
    }

    /// Workplaces are validated while the file is read; a syntax error after them is still the
    /// only problem reported, and nothing is loaded.
    @Test func aSyntaxErrorAfterTheWorkplacesStillFails() {
        #expect(
            problems(
                #"{"version": 1, "workplaces": [{"name": "a", "wage": 0, "payday": {"day": 10}, "shifts": []}], }"#)
                == [
                    "line 1, column 95: not valid JSON: expected a field name in double quotes, found '}'"
                ])
    }

    @Test func wageHistories() throws {
        let good = workplace(
            #""wages": [{"from": "2026-01-01", "hourly": 10320}, {"from": "2025-01-01", "hourly": 10030}]"#)
        let file = try DataFile.parse(Array(good.utf8), file: "w.json")
        #expect(file.workplaces[0].wages.hourly(on: date("2025-06-01")) == 10_030)
        #expect(file.workplaces[0].wages.hourly(on: date("2026-01-01")) == 10_320)
        #expect(
            problems(workplace(#""wage": 10320, "wages": [{"from": "2026-01-01", "hourly": 10320}]"#)) == [
                #"workplaces[0].wages: give either "wage" or "wages", not both"#
            ])
        #expect(
            problems(
                workplace(
                    #""wages": [{"from": "2026-01-01", "hourly": 10320}, {"from": "2026-01-01", "hourly": 10500}]"#))
                == [
                    #"workplaces[0].wages[1].from: 2026-01-01 is also the date of wages[0]; one wage per date"#
                ])
    }

    @Test func duplicateFieldsAndEmptyNames() {
        #expect(
            problems(workplace(#""wage": 10320, "wage": 10500"#)) == [#"workplaces[0].wage: given twice; keep one"#])
        #expect(
            problems(
                #"{"version": 1, "workplaces": [{"name": "  ", "wage": 10320, "payday": {"day": 10}, "shifts": []}]}"#)
                == [#"workplaces[0].name: must not be empty"#])
    }

    /// All problems at once, across workplaces, in file order.
    @Test func everyProblemIsListedNotOnlyTheFirst() {
        let text =
            #"{"version": 1, "workplaces": [{"name": "a", "wage": 0, "payday": {"day": 32}, "shifts": []}, {"name": "b", "wage": 10320, "payday": {"day": 1, "ifHoliday": "befor"}, "shifts": [{"date": "2026-11-02", "start": "9:00", "end": "12:00"}]}]}"#
        #expect(
            problems(text) == [
                #"workplaces[0].wage: 0 must be more than zero; expected a whole number from 1 to 10,000,000 won an hour"#,
                #"workplaces[0].payday.day: 32 is out of range; expected a whole number from 1 to 31"#,
                #"workplaces[1].payday.ifHoliday: "befor" is not one of "before", "after", "keep"; did you mean "before"?"#,
                #"workplaces[1].shifts[0].start: "9:00" is not a time; write HH:mm on a 24-hour clock, 00:00 to 23:59"#,
            ])
    }

    @Test func errorsNameTheFile() {
        #expect(
            throws: DataFileError(
                file: "/no/such/file.json",
                problems: [DataProblem(.file, .noSuchFile)])
        ) {
            try DataFile.load(path: "/no/such/file.json")
        }
        #expect(
            Self.words.dataFileError(DataFileError(file: "/no/such/file.json", .noSuchFile))
                == "/no/such/file.json: no such file; give another with --data FILE")
        let error = DataFileError(
            file: "w.json", problems: [DataProblem(path: "workplaces[2].shifts[14].end", .notATime("25:00"))])
        #expect(
            Self.words.dataFileError(error)
                == #"w.json: workplaces[2].shifts[14].end: "25:00" is not a time; write HH:mm on a 24-hour clock, 00:00 to 23:59"#
        )
        #expect(
            problems("{\"version\": 1,\n \"workplaces\": [}") == [
                "line 2, column 17: not valid JSON: unexpected '}' where a value was expected"
            ])
    }
}

import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

@Suite struct SummaryCommandTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let example = packageRoot.appendingPathComponent("Data/workplaces.json").path

    /// A file holding the example workplace of docs/payroll.md (`summary --json`), in a fresh temporary directory.
    static func specExampleFile() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-summary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("workplaces.json")
        try Data(
            #"""
            {"version": 1, "workplaces": [{"name": "GS25 강남역점", "employees": 7, "wage": 10320,
              "payday": {"day": 10, "month": "next", "ifHoliday": "before"}, "contractWeeklyHours": 20,
              "weeklyHolidayAllowance": true, "deductions": {"incomeTax": "3.3%", "insurance": "none"},
              "shifts": [{"date": "2026-11-02", "start": "18:00", "end": "23:00", "break": 30},
                         {"date": "2026-11-03", "start": "22:00", "end": "06:00", "break": 60}]}]}
            """#.utf8
        ).write(to: file)
        return file.path
    }

    private func run(_ arguments: [String]) throws -> CommandResult {
        try SummaryCommand.parse(arguments).result(
            clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
    }

    /// The JSON for the example workplace of docs/payroll.md on 2026-11-21 (figures worked by
    /// hand in PayslipTests.theSpecsExampleWorkplace).
    @Test func jsonForTheSpecsExample() throws {
        let result = try run(["--data", try Self.specExampleFile(), "--today", "2026-11-21", "--json"])
        #expect(result.exitStatus == 0)
        #expect(result.standardError.isEmpty)
        #expect(
            result.standardOutput == """
                { "today": "2026-11-21",
                  "workplaces": [ {
                    "name": "GS25 강남역점",
                    "period": { "start": "2026-11-01", "end": "2026-11-30" },
                    "payday": "2026-12-10", "daysUntilPayday": 19,
                    "minutes": { "paid": 690, "day": 210, "night": 480, "overtime": 0, "holiday": 0 },
                    "pay": { "base": 118680, "night": 41280, "overtime": 0, "holiday": 0, "weeklyHolidayAllowance": 41280, "paidHolidays": 0, "shutdownAllowance": 0, "annualLeave": 0, "meals": 0, "gross": 201240 },
                    "deductions": { "incomeTax": 6030, "localIncomeTax": 600, "nationalPension": 0,
                                    "healthInsurance": 0, "longTermCare": 0, "employmentInsurance": 0, "total": 6630 },
                    "incomeTaxRule": "3.3%",
                    "net": 194610,
                    "expected": { "paidMinutes": 690, "plannedShifts": 0, "plannedMinutes": 0, "base": 118680, "premiums": 41280, "weeklyHolidayAllowance": 41280, "paidHolidays": 0, "shutdownAllowance": 0, "annualLeave": 0, "meals": 0, "gross": 201240, "deductions": 6630, "net": 194610 },
                    "warnings": [] } ] }

                """)
    }

    /// The example of `summary --json` in docs/payroll.md is what the command prints for that
    /// workplace, value for value; and the shipped demo's workplace with warnings and every
    /// deduction has exactly its keys, nesting and kinds of value. The documented figures are
    /// the ones worked by hand in PayslipTests.theSpecsExampleWorkplace (gross 201,240, income
    /// tax 6,030, local 600, net 194,610).
    @Test func jsonMatchesTheDocumentedShape() throws {
        let documented = try Self.documentedExample()
        let printed = try run(["--data", try Self.specExampleFile(), "--today", "2026-11-21", "--json"])
        let output = try #require(
            try JSONSerialization.jsonObject(with: Data(printed.standardOutput.utf8)) as? NSDictionary)
        #expect(output == documented as NSDictionary)

        let demo = try run(["--data", Self.example, "--today", "2026-11-21", "--json"])
        let all = try #require(try JSONSerialization.jsonObject(with: Data(demo.standardOutput.utf8)) as? [String: Any])
        let workplaces = try #require(all["workplaces"] as? [[String: Any]])
        #expect(workplaces.count == 6)
        var warned = try #require(
            workplaces.first {
                ($0["warnings"] as? [String])?.first?.hasPrefix("wage 9,860 is below the 2026 minimum wage 10,320")
                    == true
            })
        #expect(warned.removeValue(forKey: "incomeTaxRule") as? String == "none")
        var example = try #require((documented["workplaces"] as? [[String: Any]])?.first)
        #expect(example.removeValue(forKey: "incomeTaxRule") as? String == "3.3%")
        example["warnings"] = ["a warning"]
        #expect(
            shape(["today": all["today"]!, "workplaces": [warned]]) == shape(["today": "", "workplaces": [example]]))
    }

    /// The JSON block of `summary --json` in docs/payroll.md (the first block after "```json").
    static func documentedExample() throws -> [String: Any] {
        let markdown = try String(
            contentsOf: packageRoot.appendingPathComponent("docs/payroll.md"), encoding: .utf8)
        let open = try #require(markdown.range(of: "```json\n"))
        let close = try #require(markdown.range(of: "```", range: open.upperBound..<markdown.endIndex))
        let text = markdown[open.upperBound..<close.lowerBound]
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A value's structure: object keys with their shapes, the first element's shape for an
    /// array, and the kind of a scalar.
    private func shape(_ value: Any) -> String {
        switch value {
        case let object as [String: Any]:
            "{" + object.keys.sorted().map { "\($0):\(shape(object[$0]!))" }.joined(separator: ",") + "}"
        case let array as [Any]:
            "[" + (array.first.map(shape) ?? "") + "]"
        case is String: "string"
        case let number as NSNumber: ["d", "f"].contains(String(cString: number.objCType)) ? "float" : "integer"
        default: "other"
        }
    }

    /// The card's detail table (the same rows and words, `CardRow.rows`), with the figures worked
    /// by hand in PayslipTests.theSpecsExampleWorkplace: base 690 min × 10,320 = 118,680; night
    /// premium 480 min × 10,320 × 0.5 = 41,280; allowance 4 h = 41,280; gross 201,240; income
    /// tax 6,030 + 600 = 6,630; net 194,610.
    @Test func theTableShowsEachWorkplacesDetailRows() throws {
        let result = try run(["--data", try Self.specExampleFile(), "--today", "2026-11-21"])
        #expect(
            result.standardOutput == """
                Payday summary for 2026-11-21: 1 workplace

                GS25 강남역점  D-19  payday 2026-12-10  period 2026-11-01 – 2026-11-30  net ₩194,610
                  Base pay · ₩10,320/h      11h 30m  ₩118,680
                  Night premium (½)              8h   ₩41,280
                  Overtime premium (½)            -         -
                  Holiday premium                 -         -
                  Weekly holiday allowance        -   ₩41,280
                  Gross                              ₩201,240
                  Insurance                       -         -
                  Income tax                   3.3%    ₩6,630
                  Net pay                            ₩194,610

                """)
        let korean = try run(["--data", try Self.specExampleFile(), "--today", "2026-11-21", "--lang", "ko"])
        #expect(korean.standardOutput.contains("  주휴수당                          -   41,280원\n"))
        #expect(korean.standardOutput.contains("  실지급액                             194,610원\n"))
    }

    @Test func namesAreEscapedInJSON() {
        #expect(SummaryJSON.quoted("카페 \"별\" ☕\n\u{1}") == #""카페 \"별\" ☕\n\u0001""#)
    }

    @Test func aMissingFileIsAnErrorOnStandardError() throws {
        let result = try run(["--data", "/no/such/workplaces.json", "--today", "2026-11-21"])
        #expect(
            result
                == CommandResult(
                    standardError: "/no/such/workplaces.json: no such file; give another with --data FILE\n",
                    exitStatus: 1))
    }

    @Test func invalidDataShowsNothingAndEveryProblem() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("payday-bad-\(UUID().uuidString).json")
        try Data(
            #"{"version": 1, "workplaces": [{"name": "a", "wage": 0, "payday": {"day": 10}, "shifts": [], "shfits": []}]}"#
                .utf8
        ).write(to: file)
        let result = try run(["--data", file.path, "--json"])
        #expect(result.exitStatus == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError == """
                \(file.path): workplaces[0].shfits: unknown field "shfits"; did you mean "shifts"?
                \(file.path): workplaces[0].wage: 0 must be more than zero; expected a whole number from 1 to 10,000,000 won an hour

                """)
    }

    @Test func aBadTodayIsAUsageError() {
        #expect(throws: (any Error).self) { try SummaryCommand.parse(["--today", "2026-02-30"]) }
    }

    /// Without --today, the clock's date in the given time zone: 2026-11-20 20:00 in UTC is
    /// already 2026-11-21 05:00 in Seoul. (A clock outside the days payday computes for, such as
    /// 1970-01-01, is refused: `TodayRangeTests.aClockOutsideTheRangeIsRefused`.)
    @Test func todayComesFromTheInjectedClock() throws {
        let result = try SummaryCommand.parse(["--data", try Self.specExampleFile(), "--json"]).result(
            clock: Date(timeIntervalSince1970: 1_795_204_800), timeZone: TimeZone(identifier: "Asia/Seoul")!)
        #expect(result.standardOutput.hasPrefix(#"{ "today": "2026-11-21","#))
    }

    /// The rates file's limits and the 60-hour note reach `summary` (table and JSON): a worker
    /// with four insurances and 20 hours in July 2027, past the pension bounds the file knows.
    @Test func unknownRatesAndTheSixtyHourNote() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-summary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("workplaces.json")
        try Data(
            #"""
            {"version": 1, "workplaces": [{"name": "CGV", "wage": 10700, "payday": {"day": 10},
              "weeklyHolidayAllowance": false, "deductions": {"insurance": "four"},
              "shifts": [{"date": "2027-07-05", "start": "10:00", "end": "21:00", "break": 60},
                         {"date": "2027-07-06", "start": "10:00", "end": "21:00", "break": 60}]}]}
            """#.utf8
        ).write(to: file)
        let table = try run(["--data", file.path, "--today", "2027-07-20"])
        #expect(
            table.standardOutput.contains(
                """
                  ! 2027-07 figures not yet known (pension base floor, pension base cap, health premium floor, health premium cap, \
                long-term care rate); the latest known are used
                  ! 20h this period, under 60 hours: such workers are generally not enrolled in the pension and health insurance; check the contract
                """))
        let korean = try run(["--data", file.path, "--today", "2027-07-20", "--lang", "ko"])
        #expect(korean.standardOutput.contains("  ! 이번 기간 20시간, 월 60시간 미만"))
        let json = try run(["--data", file.path, "--today", "2027-07-20", "--json"])
        #expect(json.standardOutput.contains(#""warnings": ["2027-07 figures not yet known"#))
        // 20 h × 10,700 = 214,000, the period still running: no floor yet, 214,000 × 5 % = 10,700
        // (on the 410,000 floor it would be 20,500 once July has ended).
        #expect(json.standardOutput.contains(#""nationalPension": 10700"#))
        #expect(
            table.standardOutput.contains(
                "  ! so far: the insurances' monthly minimums apply once the period has ended"))
        let ended = try run(["--data", file.path, "--today", "2027-08-01", "--json", "--period", "2027-07"])
        #expect(ended.standardOutput.contains(#""nationalPension": 20500"#))
    }

    /// `--year`: each month and workplace with pay, each deduction, the tax withheld and totals,
    /// on a file worked by hand (2026, as of December 31):
    ///   Cafe (3.3 %, 10,000 won): January 10 h = 100,000, tax 3,000 + 300; March 5 h = 50,000,
    ///   tax 1,500 + 150.
    ///   Mart (four insurances, 10,320 won): February 8 h = 82,560; pension on the 400,000 floor ×
    ///   4.75 % = 19,000; health 2,968 -> 2,960 -> the floor 10,080; care 10,080 × 9,448 / 71,900
    ///   = 1,324.5 -> 1,320; employment 743 -> 740; net 51,420.
    ///   Total: gross 232,560; withheld 4,950; net 232,560 - 4,950 - 31,140 = 196,470.
    @Test func aYearMonthByMonth() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-year-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("workplaces.json")
        try Data(
            #"""
            {"version": 1, "workplaces": [
              {"name": "Cafe", "wage": 10000, "payday": {"day": 10}, "weeklyHolidayAllowance": false,
               "deductions": {"incomeTax": "3.3%"},
               "shifts": [{"date": "2026-01-05", "start": "09:00", "end": "19:00"}, {"date": "2026-03-02", "start": "09:00", "end": "14:00"}]},
              {"name": "Mart", "wage": 10320, "payday": {"day": 10}, "weeklyHolidayAllowance": false,
               "deductions": {"insurance": "four"},
               "shifts": [{"date": "2026-02-02", "start": "09:00", "end": "17:00"}]}]}
            """#.utf8
        ).write(to: file)
        let table = try run(["--data", file.path, "--today", "2026-12-31", "--year", "2026"])
        #expect(
            table
                == CommandResult(
                    standardOutput: """
                        Pay in 2026, by month (as of 2026-12-31); amounts in won

                        Month    Workplace         Gross  Income tax  Local tax  Pension  Health   Care  Employment  Tax withheld      Net
                        2026-01  Cafe            100,000       3,000        300        -       -      -           -         3,300   96,700
                        2026-02  Mart             82,560           -          -   19,000  10,080  1,320         740             -   51,420
                        2026-03  Cafe             50,000       1,500        150        -       -      -           -         1,650   48,350
                        Total    Cafe            150,000       4,500        450        -       -      -           -         4,950  145,050
                        Total    Mart             82,560           -          -   19,000  10,080  1,320         740             -   51,420
                        Total    all workplaces  232,560       4,500        450   19,000  10,080  1,320         740         4,950  196,470

                        """))
        let json = try run(["--data", file.path, "--today", "2026-12-31", "--year", "2026", "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let total = try #require(object["total"] as? [String: Int])
        #expect(
            total == [
                "gross": 232_560, "incomeTax": 4_500, "localIncomeTax": 450, "nationalPension": 19_000,
                "healthInsurance": 10_080,
                "longTermCare": 1_320, "employmentInsurance": 740, "taxWithheld": 4_950, "net": 196_470,
            ])
        #expect((object["months"] as? [Any])?.count == 3)
        let korean = try run(["--data", file.path, "--today", "2026-12-31", "--year", "2026", "--lang", "ko"])
        #expect(korean.standardOutput.hasPrefix("2026년 월별 급여 (2026-12-31 기준, 단위: 원)"))

        let late = try run(["--data", file.path, "--today", "2026-12-31", "--year", "2028"])
        #expect(
            late
                == CommandResult(
                    standardError: "payday summary: no rates are known after 2027-12; give --year 2027 or earlier, "
                        + "or --rates FILE with the figures of 2028\n", exitStatus: 1))
        let early = try run(["--data", file.path, "--today", "2026-12-31", "--year", "2025"])
        #expect(
            early
                == CommandResult(
                    standardError:
                        "payday summary: 2025 is before the first shift, in 2026; give --year 2026 or later\n",
                    exitStatus: 1))
        // --period: the named month for every workplace, each in its own periods.
        let february = try run(["--data", file.path, "--today", "2026-12-31", "--period", "2026-02", "--json"])
        #expect(february.standardOutput.contains(#""period": { "start": "2026-02-01", "end": "2026-02-28" }"#))
        #expect(february.standardOutput.contains(#""net": 51420"#))
        let before = try run(["--data", file.path, "--today", "2026-12-31", "--period", "2025-12"])
        #expect(
            before.standardError
                == "payday summary: 2025-12 is before the first shift (Cafe, 2026-01-05, in period 2026-01); "
                + "give --period 2026-01 or later\n")
        #expect(throws: (any Error).self) { try SummaryCommand.parse(["--period", "2026-02", "--year", "2026"]) }
        #expect(throws: (any Error).self) { try SummaryCommand.parse(["--period", "Feb"]) }
    }
}

import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// `payday payslip` on four workplaces of the worker 김민지, one of each kind, period 2026-11 seen on 2026-12-15 (all
/// paid), compared with snapshots whose every figure was worked out by hand:
///
/// - Night bakery (5 employees, 10,000 won): Nov 2 22:00-06:00 break 60 = 7 h, all night; Nov 3
///   18:00-23:00 = 5 h, 1 h night. Base 12 h × 10,000 = 120,000; night premium 8 h × 10,000 ×
///   0.5 = 40,000; gross = net 160,000; payday December 10 (kept).
/// - 이마트 성수점 (four insurances, 12,000 won): 15 weekday mornings of 4 h, Nov 2-20 = 60 h,
///   three weeks of 20 h each with their Sundays in November: allowance 3 × 4 h × 12,000 =
///   144,000; base 720,000; gross 864,000. November 2026: pension 864,000 × 4.75 % = 41,040;
///   health × 3.595 % = 31,060.8 -> 31,060; care 31,060 × 0.1314 = 4,081.3 -> 4,080; employment
///   7,776 -> 7,770; deductions 83,950; net 780,050. 60 h: no 60-hour note. Payday Thursday
///   December 10.
/// - Cafe (3 employees, 3.3 %, 11,000 won): 3 × 7 h = 21 h in the week of Nov 9-15: base 231,000;
///   allowance 21 / 40 × 8 h = 4 h 12 m × 11,000 = 46,200; gross 277,200; income tax 8,316 ->
///   8,310; local 831 -> 830; net 268,060. Payday December 5 is a Saturday, moved after: Monday
///   December 7. Its name has a comma and quotes (CSV quoting).
/// - Bookshop (a raise from 10,320 to 10,800 on Nov 16): 5 h × 10,320 = 51,600 and 5 h 30 m ×
///   10,800 = 59,400; gross = net 111,000.
@Suite struct PayslipCommandTests {
    static let file = AppTestSupport.testsDirectory.appendingPathComponent("Fixtures/payslip-kinds.json").path

    func run(_ arguments: [String], today: String = "2026-12-15") throws -> CommandResult {
        try PayslipCommand.parse(["--data", Self.file, "--today", today] + arguments)
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
    }

    @Test(arguments: [("night", "bakery"), ("insurance", "이마트"), ("tax", "cafe"), ("raise", "book")])
    func eachKindInEnglishText(kind: String, workplace: String) throws {
        let result = try run([workplace, "--period", "2026-11"])
        #expect(result.exitStatus == 0 && result.standardError.isEmpty)
        AppTestSupport.assertSnapshot(result.standardOutput, named: "payslip-\(kind)-en")
    }

    @Test(arguments: PayslipDocument.Format.allCases, PayrollLanguage.allCases)
    func everyFormatAndLanguage(format: PayslipDocument.Format, language: PayrollLanguage) throws {
        for (kind, workplace) in [("insurance", "이마트"), ("tax", "cafe")] {
            let result = try run([
                workplace, "--period", "2026-11", "--format", format.rawValue, "--lang", language.rawValue,
            ])
            #expect(result.exitStatus == 0)
            AppTestSupport.assertSnapshot(
                result.standardOutput, named: "payslip-\(kind)-\(language.rawValue)-\(format.rawValue)")
        }
    }

    /// The JSON is JSON, with the hand-worked figures.
    @Test func jsonParsesWithTheFigures() throws {
        let result = try run(["이마트", "--period", "2026-11", "--format", "json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["grossPay"] as? Int == 864_000)
        #expect(object["totalDeductions"] as? Int == 83_950)
        #expect(object["netPay"] as? Int == 780_050)
        #expect(object["status"] as? String == "paid")
        #expect(object["daysWorked"] as? Int == 15)
    }

    /// The current period (no --period) on 2026-11-21: being earned, D-19.
    @Test func theCurrentPeriodIsTheDefault() throws {
        let result = try run(["bakery"], today: "2026-11-21")
        #expect(result.standardOutput.contains("Payday       2026-12-10  D-19, earned so far"))
    }

    @Test func problemsSayWhatToGiveInstead() throws {
        let ambiguous = try run(["k", "--period", "2026-11"])
        #expect(
            ambiguous
                == CommandResult(
                    standardError: """
                        payday payslip: "k" is in the names of "Night bakery", "Bookshop"; give more of the name

                        """, exitStatus: 1))
        let unknown = try run(["starbucks"])
        #expect(unknown.exitStatus == 1)
        #expect(
            unknown.standardError == "payday payslip: no workplace's name contains \"starbucks\"; give part of one of "
                + "\"Night bakery\", \"이마트 성수점\", \"Cafe, \"Bean\" & Co\", \"Bookshop\"\n")
        let none = try run([])
        #expect(none.standardError.hasPrefix("payday payslip: give the workplace, by any part of its name: one of"))
        let early = try run(["bakery", "--period", "2026-10"])
        #expect(
            early
                == CommandResult(
                    standardError: "payday payslip: 2026-10 is before the first shift (Night bakery, 2026-11-02, "
                        + "in period 2026-11); give --period 2026-11 or later\n", exitStatus: 1))
        let late = try run(["bakery", "--period", "2028-01"])
        #expect(
            late
                == CommandResult(
                    standardError: "payday payslip: no rates are known after 2027-12; give --period 2027-12 "
                        + "or earlier, or --rates FILE with the figures of 2028-01\n", exitStatus: 1))
        #expect(throws: (any Error).self) { try PayslipCommand.parse(["--period", "2026-13"]) }
        #expect(throws: (any Error).self) { try PayslipCommand.parse(["--period", "2026-1"]) }
        #expect(throws: (any Error).self) { try PayslipCommand.parse(["--format", "pdf"]) }
    }

    /// `period.startDay` from the file in every figure: start day 26, the period 2026-12 runs from
    /// November 26 to December 25 and holds only the shift of November 26 (4 h × 10,000 =
    /// 40,000); payday 10 of the next month counted from December: January 10, 2027 (a Sunday,
    /// kept). Period 2026-11 (October 26 - November 25) holds the shift of November 2 (8 h):
    /// 80,000, paid December 10.
    @Test func aStartDayFromTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-startday-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("workplaces.json")
        try Data(
            #"""
            {"version": 1, "workplaces": [{"name": "Gym", "wage": 10000, "weeklyHolidayAllowance": false,
              "payday": {"day": 10, "ifHoliday": "keep"}, "period": {"startDay": 26},
              "shifts": [{"date": "2026-11-02", "start": "09:00", "end": "17:00"}, {"date": "2026-11-26", "start": "09:00", "end": "13:00"}]}]}
            """#.utf8
        ).write(to: file)
        func payslip(_ period: String) throws -> [String: Any] {
            let result = try PayslipCommand.parse([
                "--data", file.path, "--today", "2027-01-20", "--period", period, "--format", "json",
            ])
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
            return try #require(
                try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        }
        let december = try payslip("2026-12")
        #expect(
            december["period"] as? [String: String] == ["name": "2026-12", "start": "2026-11-26", "end": "2026-12-25"])
        #expect(december["payday"] as? String == "2027-01-10")
        #expect(december["grossPay"] as? Int == 40_000)
        let november = try payslip("2026-11")
        #expect(
            november["period"] as? [String: String] == ["name": "2026-11", "start": "2026-10-26", "end": "2026-11-25"])
        #expect((november["payday"] as? String, november["grossPay"] as? Int) == ("2026-12-10", 80_000))
        let october = try PayslipCommand.parse(["--data", file.path, "--today", "2027-01-20", "--period", "2026-10"])
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
        #expect(
            october.standardError
                == "payday payslip: 2026-10 is before the first shift (Gym, 2026-11-02, in period 2026-11); "
                + "give --period 2026-11 or later\n")
    }
}

import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// `payday payslip` with the taxes and the law's limits, for 김민지 (born 2010-03-01: 16 in
/// November 2026, 1 dependant), period 2026-11 seen on 2026-12-15 (paid on December 10), each
/// figure worked out by hand and compared as text snapshots in English and Korean:
///
/// - 카페 4인 and 카페 5인 (10,320 won, contract 15 h a week, withholding table): Monday to
///   Friday 09:00-15:00 with 30 minutes' break, Nov 2-27 (20 days × 5 h 30 m = 110 h), Saturday
///   Nov 28 09:00-17:00 with no break (8 h), Sunday Nov 29 20:00-23:00 (3 h, 1 h of night): 121 h,
///   base 1,248,720.
///   At 4 employees: gross 1,248,720, in the table's 1,245-1,250 row: 3,620; local 360; net
///   1,244,740. No premium.
///   At 5: the hours beyond the 15-hour contract, 12 h 30 m in each of the first three weeks and
///   23 h 30 m in the last (38 h 30 m, under 40): 61 h × 5,160 = 314,760 (in the overtime row),
///   night 1 h × 5,160; gross 1,568,640, in the 1,560-1,570 row: 10,160; local 1,010; net
///   1,557,470; and more than 12 hours beyond the contract in each of the four weeks.
///   Both: the 8-hour Saturday without its hour of break; a minor's day over 7 hours (Nov 28),
///   week over 35 (the week of Nov 23: 38 h 30 m), night work (Nov 29).
/// - 수습 편의점 (9,288 won = 90% of 10,320, a probation on simple labour): 4 h = 37,152; below the
///   minimum wage, and why the probation does not allow it.
/// - 일용 현장 (a day worker, 25,000 won, 5 employees): Nov 2 9 h (225,000 + 1 h overtime 12,500 =
///   237,500: 87,500 × 2.7% = 2,362), Nov 3 7 h (175,000: 675), Nov 4 6 h (150,000: 0); together
///   3,037 -> 3,030, local 300; gross 562,500, net 559,170. A minor's 9-hour day on Nov 2.
@Suite struct LawPayslipTests {
    static let file = AppTestSupport.testsDirectory.appendingPathComponent("Fixtures/law.json").path

    func run(_ arguments: [String]) throws -> CommandResult {
        try PayslipCommand.parse(["--data", Self.file, "--today", "2026-12-15", "--period", "2026-11"] + arguments)
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
    }

    @Test(
        arguments: [("cafe-4", "4인"), ("cafe-5", "5인"), ("probation", "수습"), ("daily", "일용")],
        PayrollLanguage.allCases)
    func payslipText(kind: (String, String), language: PayrollLanguage) throws {
        let result = try run([kind.1, "--lang", language.rawValue])
        #expect(result.exitStatus == 0 && result.standardError.isEmpty)
        AppTestSupport.assertSnapshot(result.standardOutput, named: "payslip-law-\(kind.0)-\(language.rawValue)")
    }

    /// The hand-worked figures, beside the snapshots.
    @Test func figures() throws {
        func json(_ workplace: String) throws -> [String: Any] {
            let result = try run([workplace, "--format", "json"])
            return try #require(
                try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        }
        let four = try json("4인")
        #expect(four["grossPay"] as? Int == 1_248_720)
        #expect(four["netPay"] as? Int == 1_244_740)
        #expect(four["incomeTaxRule"] as? String == "table")
        let five = try json("5인")
        #expect(five["grossPay"] as? Int == 1_568_640)
        #expect(five["netPay"] as? Int == 1_557_470)
        let daily = try json("일용")
        #expect(daily["grossPay"] as? Int == 562_500)
        #expect(daily["totalDeductions"] as? Int == 3_330)
        #expect(daily["netPay"] as? Int == 559_170)
        #expect(try json("수습")["grossPay"] as? Int == 37_152)
    }
}

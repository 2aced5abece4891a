import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayCommandLine

/// `payday statement --year YYYY`: the tax withheld from each payment of the year, on the
/// payslip fixture (four workplaces, November 2026's periods, paid in December), seen on
/// 2026-12-15.
///
/// The cafe withholds 3.3%: 277,200 won gross (PayslipCommandTests' figures) × 3% = 8,316, cut
/// to 10 won: 8,310; local income tax 10% of it = 831, cut: 830; withheld 9,140. The others
/// withhold none. Gross together: 277,200 + 160,000 + 864,000 + 111,000 = 1,412,200.
@Suite struct StatementCommandTests {
    func run(_ arguments: [String], today: String = "2026-12-15") throws -> CommandResult {
        try StatementCommand.parse(["--data", PayslipCommandTests.file, "--today", today] + arguments)
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
    }

    @Test func jsonHasEachPaymentByPayday() throws {
        let result = try run(["--year", "2026", "--json"])
        #expect(result.exitStatus == 0, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["year"] as? Int == 2026 && object["worker"] as? String == "김민지")
        let payments = try #require(object["payments"] as? [[String: Any]])
        #expect(payments.map { $0["payday"] as? String } == ["2026-12-07", "2026-12-10", "2026-12-10", "2026-12-10"])
        let cafe = payments[0]
        #expect(cafe["workplace"] as? String == #"Cafe, "Bean" & Co"#)
        #expect(cafe["gross"] as? Int == 277_200 && cafe["incomeTax"] as? Int == 8_310)
        #expect(cafe["localIncomeTax"] as? Int == 830 && cafe["withheld"] as? Int == 9_140)
        #expect(cafe["incomeTaxRule"] as? String == "3.3%")
        let total = try #require(object["total"] as? [String: Any])
        #expect(total["gross"] as? Int == 1_412_200 && total["withheld"] as? Int == 9_140)
    }

    @Test(arguments: PayrollLanguage.allCases)
    func textHasTheTableAndTheTotal(language: PayrollLanguage) throws {
        let result = try run(["--year", "2026", "--lang", language.rawValue])
        #expect(result.exitStatus == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let english = language == .english
        #expect(lines[0] == (english ? "Tax withheld from pay paid in 2026: 김민지" : "2026년 지급 임금의 원천징수 내역: 김민지"))
        let cafe = try #require(lines.first { $0.hasPrefix("2026-12-07") })
        for figure in ["277,200", "8,310", "830", "9,140"] { #expect(cafe.contains(figure), "\(cafe)") }
        let total = try #require(lines.first { $0.hasPrefix(english ? "Total" : "합계") })
        for figure in ["1,412,200", "8,310", "830", "9,140"] { #expect(total.contains(figure), "\(total)") }
    }

    /// Paid in 2026 only by its payday: seen on December 8, the cafe's December 7 payment is
    /// there, the others (December 10) not yet.
    @Test func onlyWhatHasBeenPaid() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(
                with: Data(try run(["--year", "2026", "--json"], today: "2026-12-08").standardOutput.utf8))
                as? [String: Any])
        let payments = try #require(object["payments"] as? [[String: Any]])
        #expect(payments.count == 1 && payments.first?["payday"] as? String == "2026-12-07")
    }

    @Test(arguments: PayrollLanguage.allCases)
    func aYearWithNoPaySaysSo(language: PayrollLanguage) throws {
        let result = try run(["--year", "2027", "--lang", language.rawValue])
        #expect(result.exitStatus == 0)
        #expect(
            result.standardOutput.contains(
                language == .english
                    ? "No pay was paid in 2027: nothing was withheld." : "2027년에 지급된 임금이 없어 원천징수된 세금이 없습니다."))
        let json = try run(["--year", "2027", "--json"]).standardOutput
        #expect(json.contains(#""payments": []"#) && json.contains(#""withheld": 0"#))
    }

    @Test func aYearOutsideTheRatesIsRefused() throws {
        #expect(throws: (any Error).self) { try StatementCommand.parse(["--year", "1900"]) }
    }
}

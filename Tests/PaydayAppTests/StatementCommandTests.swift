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

/// The help screens the issue of the words found wrong: `status --help` says its default once,
/// `absence add --help` lists the Korean kinds (and is in Korean under a Korean locale), and
/// `stats` on a year with no pay says so in either language.
@Suite struct HelpAndEmptyYearTests {
    @Test(.enabled(if: StoreProcessTests.payday != nil, "needs the payday binary beside the tests"))
    func statusHelpSaysItsDefaultOnce() throws {
        let help = try StoreProcessTests.run(["status", "--help"]).output
        #expect(help.components(separatedBy: "%w %t · %p").count == 2, "\(help)")
    }

    @Test(.enabled(if: StoreProcessTests.payday != nil, "needs the payday binary beside the tests"))
    func absenceHelpListsTheKindsInBothLanguages() throws {
        let english = try StoreProcessTests.run(["absence", "add", "--help"]).output
        for kind in ["leave (연차)", "sick (병가)", "off (휴무", "closed (휴업"] {
            #expect(english.contains(kind), "\(english)")
        }
        let korean = try StoreProcessTests.run(["absence", "add", "--help", "--lang", "ko"]).output
        for kind in ["연차(leave)", "병가(sick)", "휴무(off", "휴업(closed"] { #expect(korean.contains(kind), "\(korean)") }
    }

    @Test(arguments: PayrollLanguage.allCases)
    func statsOnAYearWithNoPaySaysSo(language: PayrollLanguage) throws {
        let result = try StatsCommand.parse([
            "--data", PayslipCommandTests.file, "--today", "2026-12-15", "--year", "2027", "--lang", language.rawValue,
        ]).result(clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
        #expect(result.exitStatus == 0)
        #expect(result.standardOutput.contains(language == .english ? "No pay in 2027." : "2027년에는 급여가 없습니다."))
        #expect(!result.standardOutput.contains("Jan") && !result.standardOutput.contains("1월"))
    }
}

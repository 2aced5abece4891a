import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayCommandLine

/// The payslip of a workplace with non-taxable pay in every document: the text, the JSON, the
/// printable page and the evidence folder's copies of the text and the page, the same lines
/// with the same figures. The fixture (Fixtures/tax-free.json): 김민지, born 2001-03-14, at
/// Office (5 employees, 12,500 won, the withholding table and the four insurances, a meal
/// allowance of 200,000 and tax-free premiums), 20 weekdays of April 2026 from Friday the 3rd,
/// each 8 h (19 of 09:00-18:00, Thursday the 30th 14:00-23:00, an hour's break each), seen on
/// 2026-05-20. Worked by hand:
///
/// - base 160 h × 12,500 = 2,000,000; night premium 1 h (22:00-23:00) × 12,500 × 0.5 = 6,250;
///   meals 200,000; gross 2,000,000 + 6,250 + 200,000 = 2,206,250.
/// - Tax-free: the meals up to the 200,000 limit, and the premium (monthly regular pay 2,000,000
///   is within April 2026's 2,600,000; no pay here in 2025): 200,000 + 6,250 = 206,250. Taxable
///   2,206,250 - 206,250 = 2,000,000: the table's tax for 1 dependant 19,520 (TaxFreeTests),
///   local 10% = 1,952 -> 1,950.
/// - The insurances on the gross less the meals, 2,206,250 - 200,000 = 2,006,250: pension on
///   2,006,000 (cut to 1,000) × 4.75% = 95,285 -> 95,280; health × 3.595% = 72,124.69 ->
///   72,120; care 72,120 × 0.9448 / 7.19 = 9,476.9 -> 9,470; employment × 0.9% = 18,056.25 ->
///   18,050.
/// - Deductions 19,520 + 1,950 + 95,280 + 72,120 + 9,470 + 18,050 = 216,390; net 2,206,250 -
///   216,390 = 1,989,860. Payday May 10 is a Sunday, moved before: Friday May 8.
@Suite struct TaxFreePayslipDocumentsTests {
    static let file = AppTestSupport.testsDirectory.appendingPathComponent("Fixtures/tax-free.json").path

    func run(_ arguments: [String], file: String = file) throws -> CommandResult {
        let clock = Date(timeIntervalSince1970: 0), seoul = TimeZone(identifier: "Asia/Seoul")!
        switch try PaydayCommand.parseAsRoot(arguments + ["--data", file, "--today", "2026-05-20"]) {
        case let command as PayslipCommand: return command.result(clock: clock, timeZone: seoul)
        case let command as EvidenceCommand: return command.result(clock: clock, timeZone: seoul)
        case let command as StatementCommand: return command.result(clock: clock, timeZone: seoul)
        default: throw CancellationError()
        }
    }

    func payslip(_ format: String, _ language: PayrollLanguage) throws -> String {
        let result = try run(["payslip", "--period", "2026-04", "--format", format, "--lang", language.rawValue])
        #expect(result.exitStatus == 0, "\(result.standardError)")
        return result.standardOutput
    }

    /// The tax-free line's label, calculation and the taxable line's label, in `language`.
    func taxFreeWords(_ language: PayrollLanguage) -> (taxFree: String, calculation: String, taxable: String) {
        let words = language.taxFreeWords
        return (
            words.taxFreeLineLabel(.taxFree), words.taxFreeCalculation(meals: "200,000", premiums: "6,250"),
            words.taxFreeLineLabel(.taxableGross)
        )
    }

    /// The text payslip, the reference the page and the JSON are held against.
    @Test(arguments: PayrollLanguage.allCases)
    func textHasTheTaxFreeLines(language: PayrollLanguage) throws {
        let text = try payslip("text", language)
        let money = { (won: Int) in Money(won: won).formatted(language) }
        let words = taxFreeWords(language)
        let lines = text.split(separator: "\n").map(String.init)
        let free = try #require(lines.first { $0.hasPrefix(words.taxFree) })
        #expect(free.contains(words.calculation) && free.hasSuffix(money(206_250)), "\(free)")
        #expect(try #require(lines.first { $0.hasPrefix(words.taxable) }).hasSuffix(money(2_000_000)))
        #expect(text.contains("2001-03-14"))
        for figure in ["19,520", "95,280", "72,120", "9,470", "18,050", "216,390", "1,989,860"] {
            #expect(text.contains(figure), "\(figure)")
        }
    }

    @Test(
        .enabled(if: hasPython(module: "html5lib"), "needs html5lib (scripts/deps.sh test)"),
        arguments: PayrollLanguage.allCases)
    func pageHasTheTaxFreeLines(language: PayrollLanguage) throws {
        let page = try ParsedPage.parse(try payslip("html", language))
        #expect(page.errors.isEmpty, "\(page.errors)")
        let money = { (won: Int) in Money(won: won).formatted(language) }
        let words = taxFreeWords(language)
        #expect(page.row(words.taxFree) == [words.taxFree, words.calculation, money(206_250)])
        #expect(page.row(words.taxable) == [words.taxable, "", money(2_000_000)])
        // After the gross, before the deductions: the pay table's foot.
        let labels = page.rows.compactMap(\.first)
        let gross = try #require(labels.firstIndex(of: PayslipWords(language: language).label(.gross)))
        #expect(Array(labels[(gross + 1)...(gross + 2)]) == [words.taxFree, words.taxable])
        // The insurances with their calculations on 2,006,250, and the net.
        let insurance = PayslipWords(language: language).label(.healthInsurance)
        #expect(page.row(insurance) == [insurance, "2,006,250 × 3.595%", money(72_120)])
        #expect(page.row(PayslipWords(language: language).label(.net))?.last == money(1_989_860))
        #expect(
            page.row(language.insuranceWords.payslipBirthDate) == [
                language.insuranceWords.payslipBirthDate, "2001-03-14",
            ])
    }

    @Test func jsonHasTheTaxFreeLines() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(try payslip("json", .english).utf8)) as? [String: Any])
        #expect(object["grossPay"] as? Int == 2_206_250)
        let free = try #require(object["taxFree"] as? [String: Any])
        #expect(free["item"] as? String == "taxFree" && free["label"] as? String == "Tax-free pay")
        #expect(free["calculation"] as? String == "meals 200,000 + premiums 6,250")
        #expect(
            free["amount"] as? Int == 206_250 && free["meals"] as? Int == 200_000 && free["premiums"] as? Int == 6_250)
        let taxable = try #require(object["taxableGross"] as? [String: Any])
        #expect(taxable["item"] as? String == "taxableGross" && taxable["amount"] as? Int == 2_000_000)
        #expect(object["totalDeductions"] as? Int == 216_390 && object["netPay"] as? Int == 1_989_860)
        // In Korean, the labels are.
        let korean = try #require(
            try JSONSerialization.jsonObject(with: Data(try payslip("json", .korean).utf8)) as? [String: Any])
        #expect((korean["taxFree"] as? [String: Any])?["label"] as? String == "비과세 급여")
        // A workplace without non-taxable pay has neither (null).
        let plain = try PayslipCommand.parse([
            "이마트", "--period", "2026-11", "--format", "json", "--data", PayslipCommandTests.file, "--today",
            "2026-12-15",
        ]).result(clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
        let other = try #require(
            try JSONSerialization.jsonObject(with: Data(plain.standardOutput.utf8)) as? [String: Any])
        #expect(other["taxFree"] is NSNull && other["taxableGross"] is NSNull)
    }

    /// The table's tax in the year's statement: withheld 19,520 + 1,950 = 21,470 on the gross
    /// 2,206,250, paid May 8.
    @Test func statementHasTheTableTax() throws {
        let json = try run(["statement", "--year", "2026", "--json"]).standardOutput
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let payments = try #require(object["payments"] as? [[String: Any]])
        #expect(payments.count == 1)
        #expect(payments.first?["payday"] as? String == "2026-05-08" && payments.first?["gross"] as? Int == 2_206_250)
        #expect(payments.first?["withheld"] as? Int == 21_470 && payments.first?["incomeTaxRule"] as? String == "table")
    }

    /// The evidence folder's payslip is the document `payday payslip` prints, byte for byte (the
    /// text and the page), and reads back with the birth date, the insurances' calculations and
    /// the tax-free lines.
    @Test(
        .enabled(if: hasPython(module: "html5lib"), "needs html5lib (scripts/deps.sh test)"),
        arguments: PayrollLanguage.allCases)
    func evidenceHoldsTheSamePayslip(language: PayrollLanguage) throws {
        let folder = try StoreProcessTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/w.json"
        try FileManager.default.copyItem(atPath: Self.file, toPath: file)
        let claim = folder + "/claim"
        let evidence = try run(["evidence", "--year", "2026", claim, "--lang", language.rawValue], file: file)
        #expect(evidence.exitStatus == 0, "\(evidence.standardError)")
        let text = try String(contentsOfFile: claim + "/payslip-1-2026-04.txt", encoding: .utf8)
        #expect(text == (try payslip("text", language)))
        let html = try String(contentsOfFile: claim + "/payslip-1-2026-04.html", encoding: .utf8)
        #expect(html == (try payslip("html", language)))
        let page = try ParsedPage.parse(html)
        #expect(page.errors.isEmpty, "\(page.errors)")
        let words = taxFreeWords(language)
        let money = { (won: Int) in Money(won: won).formatted(language) }
        #expect(page.row(words.taxFree)?.last == money(206_250))
        #expect(page.row(language.insuranceWords.payslipBirthDate)?.last == "2001-03-14")
        let pension = PayslipWords(language: language).label(.nationalPension)
        #expect(page.row(pension) == [pension, "2,006,000 × 4.75%", money(95_280)])
        #expect(text.contains("2,006,250 × 0.9%") && text.contains(words.calculation))
    }
}

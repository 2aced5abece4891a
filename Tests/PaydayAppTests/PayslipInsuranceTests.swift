import Foundation
import Payroll
import Testing

@testable import PaydayCommandLine
@testable import PayrollExports
@testable import PayrollWords

/// The payslip says whose it is by name and birth date (when the file has it), and each of the
/// four insurances with its calculation, in text, CSV, JSON and HTML, English and Korean.
///
/// 이마트 성수점 of the payslip fixture, November 2026: 72 hours at 12,000 won (864,000 won
/// gross, as PayslipCommandTests works it), four insurances at the 2026 rates:
/// - national pension: 864,000 × 4.75% = 41,040
/// - health: 864,000 × 3.595% = 31,060.8, cut to 10 won: 31,060
/// - long-term care: 31,060 × 13.14% (November 2026's ratio, 0.9448 / 7.19 to four decimals)
///   = 4,081.284, cut to 10 won: 4,080
/// - employment: 864,000 × 0.9% = 7,776, cut to 10 won: 7,770
/// - together 83,950, as the fixture's total deductions.
@Suite struct PayslipInsuranceTests {
    static let calculations: [(String, String)] = [
        ("nationalPension", "864,000 × 4.75%"), ("healthInsurance", "864,000 × 3.595%"),
        ("longTermCare", "health 31,060 × 13.14%"), ("employmentInsurance", "864,000 × 0.9%"),
    ]

    /// The fixture with the worker's birth date.
    func file() throws -> String {
        let text = try String(contentsOfFile: PayslipCommandTests.file, encoding: .utf8)
            .replacingOccurrences(
                of: #""worker": "김민지""#, with: #""worker": { "name": "김민지", "birthDate": "2003-04-09" }"#)
        #expect(text.contains("2003-04-09"))
        let path = NSTemporaryDirectory() + "payday-birth-\(UUID().uuidString).json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func run(_ path: String, _ arguments: [String]) throws -> CommandResult {
        try PayslipCommand.parse(["이마트", "--data", path, "--today", "2026-12-15", "--period", "2026-11"] + arguments)
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
    }

    @Test(arguments: PayrollLanguage.allCases)
    func everyFormatShowsTheBirthDateAndEachCalculation(language: PayrollLanguage) throws {
        let path = try file()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lang = ["--lang", language.rawValue]
        let english = language == .english
        let birth = english ? "Birth date" : "생년월일"
        let calculations = Self.calculations.map {
            english ? $0.1 : $0.1.replacingOccurrences(of: "health ", with: "건강보험료 ")
        }

        let text = try run(path, lang).standardOutput
        let birthLine = try #require(text.split(separator: "\n").first { $0.hasPrefix(birth) })
        #expect(birthLine.hasSuffix("2003-04-09"))
        for (calculation, amount) in zip(calculations, ["41,040", "31,060", "4,080", "7,770"]) {
            let line = text.split(separator: "\n").first { $0.contains(calculation) }
            // `₩41,040` in English, `41,040원` in Korean: the amount ends the line either way.
            #expect(
                line?.replacingOccurrences(of: "원", with: "").hasSuffix(amount) == true, "\(calculation) in\n\(text)")
        }

        let csv = try run(path, ["--format", "csv"] + lang).standardOutput
        #expect(csv.contains("payslip,\(birth),,2003-04-09\r\n"))
        // Each calculation holds a comma: quoted (RFC 4180).
        for calculation in calculations {
            #expect(csv.contains(",\"\(calculation)\","), "\(calculation) in\n\(csv)")
        }

        let json = try run(path, ["--format", "json"] + lang).standardOutput
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["birthDate"] as? String == "2003-04-09")
        let deductions = try #require(object["deductions"] as? [[String: Any]])
        for ((key, _), calculation) in zip(Self.calculations, calculations) {
            #expect(deductions.first { $0["item"] as? String == key }?["calculation"] as? String == calculation)
        }

        let html = try run(path, ["--format", "html"] + lang).standardOutput
        #expect(html.contains(birth) && html.contains("2003-04-09"))
        for calculation in calculations { #expect(html.contains(calculation), "\(calculation) in the page") }
    }

    /// Without a birth date, no such field (the JSON says null); a name-only worker is as before.
    @Test func noBirthDateNoField() throws {
        let result = try PayslipCommand.parse([
            "이마트", "--data", PayslipCommandTests.file, "--today", "2026-12-15", "--period", "2026-11", "--format",
            "json",
        ]).result(clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
        #expect(result.standardOutput.contains(#""birthDate": null"#))
        #expect(!result.standardOutput.contains("Birth date"))
    }

    /// The percents: as many decimals as the rate has; a ratio with no finite decimal as a fraction.
    @Test func percentsAreWrittenExactly() throws {
        #expect(InsuranceCalculation.percent(Ratio(475, 10_000)) == "4.75%")
        #expect(InsuranceCalculation.percent(Ratio(9, 1000)) == "0.9%")
        #expect(InsuranceCalculation.percent(Ratio(3595, 100_000)) == "3.595%")
        #expect(InsuranceCalculation.percent(Ratio(1, 1)) == "100%")
        #expect(InsuranceCalculation.percent(Ratio(1, 3)) == "1/3")
        // June 2026's long-term care ratio (exact until the October premium), 0.9448 % ÷ 7.19 %: the zeros common to
        // both parts go, the figures of the rates stay (9,448/71,900, not 944,800,000/7,190,000,000).
        #expect(InsuranceCalculation.percent(Ratio(944_800_000, 7_190_000_000)) == "9,448/71,900")
        let ratio = try RateTable.bundled().rates(for: PayPeriod(year: 2026, month: 6)).longTermCareRatio
        #expect(InsuranceCalculation.percent(ratio) == "9,448/71,900")
    }

    /// A pension base held at the floor says so: 300,000 won gross in November 2026 is under
    /// the base's floor of 400,000 (July 2025 to June 2026 it was 400,000; from July 2026
    /// 410,000): 410,000 × 4.75% = 19,475, cut to 10 won: 19,470.
    @Test func aBaseAtTheFloorIsNamed() throws {
        let rates = try RateTable.bundled().rates(for: PayPeriod(iso: "2026-11")!)
        let calculation = InsuranceCalculation(gross: Money(won: 300_000), rates: rates, language: .english)
        let line = PayslipLine(kind: .nationalPension, amount: Money(won: 19_470))
        #expect(calculation.text(line, healthPremium: .zero) == "410,000 (the base's floor) × 4.75%")
        // An amount the rates do not give: no calculation rather than a wrong one.
        #expect(
            calculation.text(PayslipLine(kind: .nationalPension, amount: Money(won: 19_480)), healthPremium: .zero)
                == nil)
    }
}

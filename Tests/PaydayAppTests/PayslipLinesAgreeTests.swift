import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine
@testable import PayrollExports

/// The card (unfolded), the payslip screen, the payslip documents (text, CSV, JSON, HTML) and
/// `payday summary` all show the lines of `Payslip.lines`, in its order: each line's words (from
/// the formatter's own language table) and its amount are looked for in each output, one after
/// the other, so a formatter that dropped or moved a line fails. On a file of two workplaces on
/// 2026-11-21: Corner cafe (5 employees, 3.3 % and the four insurances, a schedule with a day the
/// employer closed, plans ahead, a Sunday that is its weekly holiday, a 12-hour day) and 동네
/// 편의점 (3 employees: the premiums do not apply; no deductions; paid the 25th of the same month).
@Suite struct PayslipLinesAgreeTests {
    static let file = AppTestSupport.testsDirectory.appendingPathComponent("Fixtures/payslip-lines.json").path
    static let clock = Date(timeIntervalSince1970: 0)
    static let zone = TimeZone(identifier: "Asia/Seoul")!

    /// The texts in `expected`, each found after the one before; the ones not found (with the
    /// entry they belong to), for the failure message.
    static func missing(_ expected: [[String]], in text: String) -> [String] {
        var rest = Substring(text)
        var missing: [String] = []
        for entry in expected {
            for part in entry {
                if let range = rest.range(of: part) {
                    rest = rest[range.upperBound...]
                } else {
                    missing.append("\(part) (of \(entry))")
                }
            }
        }
        return missing
    }

    /// A line's amount as the tables write it: `-` for nothing (or what does not apply), the
    /// gross, the sums and the net always.
    static func amount(_ line: PayslipLine, _ language: PayrollLanguage, sums: Bool = true) -> String {
        let sum = [PayslipLine.Kind.gross, .totalDeductions, .net, .expected].contains(line.kind)
        if sum && sums { return line.amount.formatted(language) }
        return line.applies && line.amount != .zero ? line.amount.formatted(language) : "-"
    }

    /// Each workplace's payslip as the app and the commands compute it (its forecast included).
    static func payslips(_ language: PayrollLanguage) throws -> (Records, [Payslip]) {
        let session = try AppTestSupport.session(file: file, language: language)
        let (_, scene) = AppTestSupport.open(session)
        let records = scene.records
        let months = records.months
        return (
            records,
            records.workplaces.indices.map {
                records.basis.payslipWithForecast(of: records.workplaces[$0], month: months.month(of: $0, offset: 0))
            }
        )
    }

    @Test(arguments: PayrollLanguage.allCases)
    func theListHasEveryKindOfLineThisTestNeeds(language: PayrollLanguage) throws {
        let (_, slips) = try Self.payslips(language)
        let kinds = Set(slips[0].lines.map(\.kind))
        for kind in [
            PayslipLine.Kind.shutdownAllowance, .holidayPremium, .overtimePremium, .incomeTax, .nationalPension,
            .expected,
        ] {
            #expect(kinds.contains(kind), "\(kind)")
        }
        #expect(slips[0].lines.first { $0.kind == .holidayPremium }?.amount != .zero)
        #expect(slips[1].lines.contains { $0.kind.isPay && !$0.applies })
    }

    /// The card's unfolded table and `summary`'s table: `detailLines`, worded by the app.
    @Test(arguments: PayrollLanguage.allCases)
    func cardAndSummaryShowTheDetailLines(language: PayrollLanguage) throws {
        let (records, slips) = try Self.payslips(language)
        let strings = records.strings
        let summary = try SummaryCommand.parse([
            "--data", Self.file, "--today", AppTestSupport.today, "--lang", language.rawValue,
        ])
        .result(clock: Self.clock, timeZone: Self.zone).standardOutput
        for (row, slip) in slips.enumerated() {
            let table = slip.detailLines.map { [strings.detailLabel($0), Self.amount($0, language)] }
            #expect(table.count >= 9)
            // The detail table is the list folded: the pay lines, the gross and the net as they
            // are, the deductions summed into their two groups.
            let kept = { (line: PayslipLine) in line.kind.isPay || line.kind == .gross || line.kind == .net }
            #expect(slip.detailLines.filter(kept) == slip.lines.filter(kept))
            for group in [PayslipLine.Kind.insurance, .incomeTaxes] {
                #expect(
                    slip.detailLines.first { $0.kind == group }?.amount
                        == slip.lines.filter { $0.kind.group == group }.reduce(Money.zero) { $0 + $1.amount })
            }
            let expected = slip.lines.first { $0.kind == .expected }.map { [$0.amount.formatted(language)] } ?? []

            let (window, _) = AppTestSupport.open(
                try AppTestSupport.session(file: Self.file, language: language),
                size: TerminalSize(width: 80, height: 60))
            for _ in 0..<row { window.pressKeys(.down) }
            window.pressKeys(.enter)
            let card = window.text
            #expect(Self.missing([[slip.workplaceName]] + [expected] + table, in: card) == [], "\(card)")

            let section = summary.components(separatedBy: "\n\n").first { $0.contains(slip.workplaceName) } ?? ""
            #expect(Self.missing([[slip.workplaceName]] + [expected] + table, in: section) == [], "\(section)")
        }
    }

    /// The payslip documents and the payslip screen: every line of `lines`, worded by the
    /// documents' table.
    @Test(arguments: PayrollLanguage.allCases)
    func documentsAndScreenShowEveryLine(language: PayrollLanguage) throws {
        let (_, slips) = try Self.payslips(language)
        let words = PayslipWords(language: language)
        for (row, slip) in slips.enumerated() {
            func output(_ format: String) throws -> String {
                try PayslipCommand.parse([
                    "--data", Self.file, "--today", AppTestSupport.today, slip.workplaceName, "--format", format,
                    "--lang", language.rawValue,
                ]).result(clock: Self.clock, timeZone: Self.zone).standardOutput
            }
            // Text, the screen and HTML: each line's label, then its amount.
            let worded = slip.lines.map { line -> [String] in
                switch line.kind {
                case .hours: [words.label(.hours)]
                case .expected: [words.label(.expected), line.amount.formatted(language)]
                case let kind:
                    [words.label(kind), kind.isPay ? Self.amount(line, language) : line.amount.formatted(language)]
                }
            }
            #expect(worded.count >= 9)
            let text = try output("text")
            #expect(Self.missing(worded, in: text) == [], "\(text)")
            let html = try output("html")
            #expect(Self.missing(worded.filter { $0 != [words.label(.hours)] }, in: html) == [], "\(html)")

            let (window, scene) = AppTestSupport.open(try AppTestSupport.session(file: Self.file, language: language))
            for _ in 0..<row { window.pressKeys(.down) }
            window.pressKeys(.character("p"))
            let screen = try #require(scene.navigation.topViewController as? PayslipViewController)
            #expect(screen.textLabel.text + "\n" == text)

            // CSV: a row per line with the amount in won; JSON: each item's key and amount.
            let csv = try output("csv")
            let inCSV = slip.lines.map { line -> [String] in
                switch line.kind {
                case .hours: ["work,", String(line.count ?? 0)]
                default: [words.label(line.kind), String(line.amount.won)]
                }
            }
            #expect(Self.missing(inCSV, in: csv) == [], "\(csv)")
            let json = try output("json")
            let inJSON = slip.lines.map { line -> [String] in
                switch line.kind {
                case .hours: ["\"daysWorked\": \(line.count ?? 0)"]
                case .gross: ["\"grossPay\": \(line.amount.won)"]
                case .totalDeductions: ["\"totalDeductions\": \(line.amount.won)"]
                case .net: ["\"netPay\": \(line.amount.won)"]
                case .expected: ["\"expected\": {", "\"net\": \(line.amount.won)"]
                default: ["\"item\": \"\(line.kind.rawValue)\"", "\"amount\": \(line.amount.won)"]
                }
            }
            #expect(Self.missing(inJSON, in: json) == [], "\(json)")
        }
    }
}

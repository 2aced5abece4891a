import Foundation
import Testing

@testable import Payroll

/// `RateTable.load(path:withholdingNeeded: false)`: the withholding table beside the rates is read
/// the first time a figure asks for it, the same table the loader reads at once; a broken one is
/// then none, and the payslip that needs it says so; no rule but the table's asks for it.
@Suite struct RateTableWithholdingOnNeedTests {
    static let rates = packageRoot.appendingPathComponent("Sources/Payroll/Resources/rates.json").path

    /// A folder holding the shipped rates and the shipped withholding table less a digit of a tax.
    static func brokenFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-rates-on-need-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(contentsOf: URL(fileURLWithPath: rates)).write(to: folder.appendingPathComponent("rates.json"))
        let table = try String(
            contentsOfFile: rates.replacingOccurrences(of: "rates.json", with: "withholding-tax.json"), encoding: .utf8)
        let broken = table.replacingOccurrences(of: "[2000, 2010, 19520,", with: "[2000, 2010, 1952,")
        #expect(broken != table)
        try Data(broken.utf8).write(to: folder.appendingPathComponent("withholding-tax.json"))
        return folder.path
    }

    @Test func aTableReadOnNeedIsTheTableReadAtOnce() throws {
        let atOnce = try RateTable.load(path: Self.rates)
        let onNeed = try RateTable.load(path: Self.rates, withholdingNeeded: false)
        #expect(atOnce.withholding != nil)
        #expect(onNeed.withholding == atOnce.withholding)
        #expect(onNeed == atOnce)
        let payday = date("2026-12-10")
        for rule in DeductionRules.IncomeTax.allCases {
            let month = PayPeriod(year: 2026, month: 11)
            let expected = atOnce.rates(for: month, paidOn: payday)
            var found = try RateTable.load(path: Self.rates, withholdingNeeded: false).rates(
                for: month, paidOn: payday, incomeTax: rule)
            // Only the table's rule is given the table; every other figure is the same.
            #expect((found.withholding != nil) == (rule == .table))
            found.withholding = expected.withholding
            #expect(found == expected, "\(rule)")
        }
    }

    @Test func aBrokenTableIsAnErrorAtOnceAndNoneOnNeed() throws {
        let rates = try Self.brokenFolder() + "/rates.json"
        #expect(throws: DataFileError.self) { try RateTable.load(path: rates) }
        var table: RateTable?
        #expect(throws: Never.self) { table = try RateTable.load(path: rates, withholdingNeeded: false) }
        let onNeed = try #require(table)
        let shifts = (1...20).map { shift(String(format: "2026-10-%02d", $0), "09:00", "18:00", break: 60) }
        func october(_ place: Workplace, rates: RateTable) -> Payslip {
            Payslip(
                workplace: place, period: PayPeriod(year: 2026, month: 10), today: date("2026-11-21"),
                now: .endOfDay(date("2026-11-21")), holidays: noHolidays, rates: rates)
        }
        // Another rule's payslip never asks for the table: the same as with the table intact.
        let business = workplace(deductions: DeductionRules(incomeTax: .businessIncome), shifts: shifts)
        let withTable = october(business, rates: shippedRates)
        #expect(withTable.deductions.incomeTax > .zero)
        #expect(october(business, rates: onNeed) == withTable)
        // The table's rule asks for it: none could be read, and the payslip says so.
        let employee = workplace(deductions: DeductionRules(incomeTax: .table), shifts: shifts)
        let slip = october(employee, rates: onNeed)
        #expect(onNeed.withholding == nil)
        #expect(slip.pay.gross > .zero)
        #expect(slip.warnings.contains(.withholdingTableMissing))
        #expect(slip.deductions.incomeTax == .zero)
        #expect(!october(employee, rates: shippedRates).warnings.contains(.withholdingTableMissing))
    }
}

import Foundation
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// The withholding table is read with the rates where a workplace of the data file is taxed by it
/// (`"incomeTax": "table"`), else only when a figure first asks for it (`DataFile
/// .usesWithholdingTable`). A broken table beside the rates (a digit lost in a row) is then
/// reported by every command that shows pay for such a file, in the words `validate --rates` uses;
/// a file with no such workplace does not read it, and every command shows what it shows with the
/// table intact.
@Suite struct WithholdingTableOnNeedTests {
    let folder: URL
    let brokenRates: String
    let shippedRates = SummaryCommandTests.example.replacingOccurrences(of: "workplaces.json", with: "rates.json")
    let seoul = TimeZone(identifier: "Asia/Seoul")!

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-table-on-need-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        brokenRates = folder.appendingPathComponent("rates.json").path
        try Data(contentsOf: URL(fileURLWithPath: shippedRates)).write(to: URL(fileURLWithPath: brokenRates))
        let table = try String(
            contentsOfFile: shippedRates.replacingOccurrences(of: "rates.json", with: "withholding-tax.json"),
            encoding: .utf8)
        let broken = table.replacingOccurrences(of: "[2000, 2010, 19520,", with: "[2000, 2010, 1952,")
        #expect(broken != table)
        try Data(broken.utf8).write(to: folder.appendingPathComponent("withholding-tax.json"))
    }

    /// A data file of two workplaces, the second taxed by `incomeTax`.
    func dataFile(incomeTax: String) throws -> String {
        let path = folder.appendingPathComponent("workplaces-\(incomeTax).json").path
        let shifts = (1...20).map { day in
            #"{"date": "2026-10-\#(day < 10 ? "0" : "")\#(day)", "start": "09:00", "end": "18:00", "break": 60}"#
        }.joined(separator: ",\n")
        try Data(
            """
            {"version": 1, "worker": {"dependants": 2},
             "workplaces": [
              {"name": "편의점", "wage": 10320, "payday": {"day": 10, "month": "next", "ifHoliday": "before"},
               "deductions": {"incomeTax": "3.3%", "insurance": "none"}, "shifts": [\(shifts)]},
              {"name": "카페", "wage": 15000, "employees": 5, "payday": {"day": 25, "month": "same", "ifHoliday": "before"},
               "deductions": {"incomeTax": "\(incomeTax)", "insurance": "four"}, "shifts": [\(shifts)]}]}
            """.utf8
        ).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Each command that shows pay, as `payday` runs it on `file` with the rates file `rates`.
    func results(file: String, rates: String) throws -> [CommandResult] {
        let commands: [[String]] = [
            ["summary"], ["summary", "--json"], ["payslip", "카페", "--period", "2026-10"], ["paydays"],
            ["stats", "--year", "2026"], ["statement", "--year", "2026"],
        ]
        return try commands.map { arguments in
            let command = try PaydayCommand.parseAsRoot(
                arguments + ["--data", file, "--rates", rates, "--today", "2026-11-21", "--lang", "en"])
            guard let shows = command as? any LoadedRecordsCommand else {
                Issue.record("\(arguments): not a command that shows pay")
                return CommandResult()
            }
            return shows.result(clock: Date(timeIntervalSince1970: 0), timeZone: seoul, environment: [:])
        }
    }

    @Test func aBrokenTableIsReportedByEveryCommandOfAFileTaxedByIt() throws {
        let validate = try ValidateCommand.parse(["--rates", brokenRates]).result()
        #expect(validate.exitStatus == 1)
        #expect(validate.standardError.contains("rows[196][2]: 1952 is not a multiple of 10 won"))
        // The same problems, without the count `validate` adds below them.
        let count = folder.appendingPathComponent("withholding-tax.json").path + ": 3 problems\n"
        #expect(validate.standardError.hasSuffix(count))
        let problems = String(validate.standardError.dropLast(count.count))
        let file = try dataFile(incomeTax: "table")
        for result in try results(file: file, rates: brokenRates) {
            #expect(result == CommandResult(standardError: problems, exitStatus: 1))
        }
        // The intact table: every command shows its figures.
        for result in try results(file: file, rates: shippedRates) {
            #expect(result.exitStatus == 0 && result.standardError.isEmpty && !result.standardOutput.isEmpty)
        }
    }

    @Test func aFileNotTaxedByTheTableShowsTheSameWithTheTableBrokenOrIntact() throws {
        for incomeTax in ["none", "3.3%", "daily"] {
            let file = try dataFile(incomeTax: incomeTax)
            let intact = try results(file: file, rates: shippedRates)
            #expect(intact.allSatisfy { $0.exitStatus == 0 && $0.standardError.isEmpty })
            #expect(try results(file: file, rates: brokenRates) == intact, "\(incomeTax)")
        }
    }
}

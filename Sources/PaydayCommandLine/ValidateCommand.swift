import ArgumentParser
import Foundation
import Payroll

/// `payday validate [FILE] [--rates RATES]`: `OK: N workplaces, M shifts` (and a line for the rates
/// file), or every problem; exit status 0 or 1. Without FILE, the data file in use (as every other
/// command finds it: `$PAYDAY_DATA`, else `$XDG_DATA_HOME/payday/workplaces.json`). The rates in use (`--rates`, else the shipped
/// file) are checked too, with the withholding table beside them, so a broken rates file or table
/// is found here rather than by `summary`.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a workplaces data file, and the rates file, and list every problem in them."
    )

    @Argument(help: ArgumentHelp("The data file to check (default: the one in use).", valueName: "FILE"))
    var file: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A rates file to check (default: the one shipped with payday).", valueName: "RATES"))
    var rates: String?

    init() {}

    func run() throws {
        try result(environment: ProcessInfo.processInfo.environment).finish()
    }

    /// With `--rates` and no FILE only the rates file is checked; with neither, the data file in use.
    func result(environment: [String: String] = [:]) -> CommandResult {
        var file = self.file
        var note = ""
        if file == nil && rates == nil {
            let path = DataLocation.defaultPath(environment: environment)
            if FileManager.default.fileExists(atPath: path) {
                file = path
                note = "\(path): "
            } else {
                return CommandResult(
                    standardOutput: "OK: \(path) does not exist yet (no workplaces); the first change creates it\n")
            }
        }
        var result = CommandResult()
        let words = RuleWords(language: AppStrings.language(environment: environment), place: .commandLine)
        func report(_ error: DataFileError) {
            result.standardError += words.dataFileError(error) + "\n"
            if error.problems.count > 1 { result.standardError += words.problemCount(error) + "\n" }
            result.exitStatus = 1
        }
        if let file {
            do {
                let data = try DataFile.load(path: file)
                let words = RuleWords(language: .english, place: .commandLine)
                result.standardOutput +=
                    "OK: \(note)\(words.plural(data.workplaces.count, "workplace", "workplaces")), "
                    + "\(words.plural(data.shiftCount, "shift", "shifts"))\n"
            } catch {
                report(error)
            }
        }
        do {
            let folder = file.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            let table: RateTable
            if let rates {
                table = try RateTable.load(path: rates)
            } else {
                table = try RateTable.bundled(fallbackDirectory: folder)
            }
            if let rates {
                result.standardOutput += "OK: \(rates): \(Self.describe(table))\n"
                if let withholding = table.withholding {
                    let path = try RateTable.withholdingTablePath(besideRatesAt: rates)
                    result.standardOutput += "OK: \(path): \(Self.describe(withholding))\n"
                }
            }
        } catch {
            report(error)
        }
        if result.exitStatus != 0 { result.standardOutput = "" }
        return result
    }

    /// `withholding table of 646 rows for 1 to 11 dependants, in force from 2026-03-01`.
    static func describe(_ table: WithholdingTable) -> String {
        "withholding table of \(table.rows.count) rows for 1 to \(WithholdingTable.columns) dependants, in force from \(table.effectiveFrom)"
    }

    /// `10 figures from 2025-01, all known through 2027-06`.
    static func describe(_ table: RateTable) -> String {
        let first = table.series.values.compactMap { $0.entries.first?.from }.min()
        var text = "\(table.series.count) figures"
        if let first { text += " from \(first)" }
        if let known = table.knownThrough { text += ", all known through \(known)" }
        return text
    }
}

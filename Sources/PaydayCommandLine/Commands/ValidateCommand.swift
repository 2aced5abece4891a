import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday validate [FILE] [--rates RATES]`: `OK: N workplaces, M shifts` (and a line for the rates
/// file), or every problem; exit status 0 or 1. Without FILE, the data file in use (as every other
/// command finds it: `$PAYDAY_DATA`, else `$XDG_DATA_HOME/payday/workplaces.json`). The rates in use (`--rates`, else the shipped
/// file) are checked too, with the withholding table beside them, so a broken rates file or table
/// is found here rather than by `summary`.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration.words("validate", .validate)

    @Argument(help: .words(.validateFile, "FILE"))
    var file: String?

    @Option(name: .long, help: .words(.validateRates, "RATES"))
    var rates: String?

    /// `--data FILE` or `--demo` name the file to check when FILE is not given; `--lang` the language.
    @OptionGroup var common: CommonOptions

    func run() throws {
        try result(environment: ProcessEnvironment.variables).finish()
    }

    /// With `--rates` and no FILE only the rates file is checked; with neither, the data file in use.
    func result(environment: [String: String] = [:]) -> CommandResult {
        let language = common.language(environment)
        let words = language.outputWords
        var file = self.file
        var note = ""
        if file == nil, common.location.data != nil || common.location.demo {
            file = try? common.location.resolve(environment: environment).path
        }
        if file == nil && rates == nil {
            let path = DataLocation.defaultPath(environment: environment)
            if FileManager.default.fileExists(atPath: path) {
                file = path
                note = "\(path): "
            } else {
                return CommandResult(standardOutput: words.noDataFileYet(path) + "\n")
            }
        }
        var result = CommandResult()
        let ruleWords = RuleWords(language: language, place: .commandLine)
        func report(_ error: DataFileError) {
            result.standardError += ruleWords.dataFileError(error) + "\n"
            if error.problems.count > 1 { result.standardError += ruleWords.problemCount(error) + "\n" }
            result.exitStatus = 1
        }
        if let file {
            do {
                let data = try DataFile.load(path: file)
                result.standardOutput +=
                    words.dataFileOK(note, workplaces: data.workplaces.count, shifts: data.shiftCount) + "\n"
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
                result.standardOutput += "OK: \(rates): \(Self.describe(table, language))\n"
                if let withholding = table.withholding {
                    let path = try RateTable.withholdingTablePath(besideRatesAt: rates)
                    result.standardOutput += "OK: \(path): \(Self.describe(withholding, language))\n"
                }
            }
        } catch {
            report(error)
        }
        if result.exitStatus != 0 { result.standardOutput = "" }
        return result
    }

    /// `withholding table of 646 rows for 1 to 11 dependants, in force from 2026-03-01`.
    static func describe(_ table: WithholdingTable, _ language: PayrollLanguage = .english) -> String {
        language.outputWords.withholdingTable(
            rows: table.rows.count, dependants: WithholdingTable.columns, from: table.effectiveFrom)
    }

    /// `10 figures from 2025-01, all known through 2027-06`.
    static func describe(_ table: RateTable, _ language: PayrollLanguage = .english) -> String {
        let first = table.series.values.compactMap { $0.entries.first?.from }.min()
        return language.outputWords.rateTable(
            figures: table.series.count, from: first, knownThrough: table.knownThrough)
    }
}

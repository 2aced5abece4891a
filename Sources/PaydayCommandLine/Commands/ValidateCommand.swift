import ArgumentParser
import Foundation
import PaydayApp
import Payroll
import PayrollWords

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

    /// `--data FILE` or `--demo` name the file to check when FILE is not given; `--lang` the language.
    @OptionGroup var common: CommonOptions

    init() {}

    func run() throws {
        try result(environment: ProcessInfo.processInfo.environment).finish()
    }

    /// With `--rates` and no FILE only the rates file is checked; with neither, the data file in use.
    func result(environment: [String: String] = [:]) -> CommandResult {
        let language = common.language(environment)
        let english = language == .english
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
                return CommandResult(
                    standardOutput: english
                        ? "OK: \(path) does not exist yet (no workplaces); the first change creates it\n"
                        : "OK: \(path)은(는) 아직 없습니다(일터 없음); 첫 변경이 만듭니다\n")
            }
        }
        var result = CommandResult()
        let words = RuleWords(language: language, place: .commandLine)
        func report(_ error: DataFileError) {
            result.standardError += words.dataFileError(error) + "\n"
            if error.problems.count > 1 { result.standardError += words.problemCount(error) + "\n" }
            result.exitStatus = 1
        }
        if let file {
            do {
                let data = try DataFile.load(path: file)
                result.standardOutput +=
                    english
                    ? "OK: \(note)\(words.plural(data.workplaces.count, "workplace", "workplaces")), "
                        + "\(words.plural(data.shiftCount, "shift", "shifts"))\n"
                    : "OK: \(note)일터 \(data.workplaces.count)곳, 근무 \(data.shiftCount)개\n"
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
        guard language == .english else {
            return "간이세액표 \(table.rows.count)행, 부양가족 1-\(WithholdingTable.columns)명, \(table.effectiveFrom)부터 시행"
        }
        return
            "withholding table of \(table.rows.count) rows for 1 to \(WithholdingTable.columns) dependants, in force from \(table.effectiveFrom)"
    }

    /// `10 figures from 2025-01, all known through 2027-06`.
    static func describe(_ table: RateTable, _ language: PayrollLanguage = .english) -> String {
        let first = table.series.values.compactMap { $0.entries.first?.from }.min()
        guard language == .english else {
            var text = "수치 \(table.series.count)개"
            if let first { text += ", \(first)부터" }
            if let known = table.knownThrough { text += ", \(known)까지 모두 알려짐" }
            return text
        }
        var text = "\(table.series.count) figures"
        if let first { text += " from \(first)" }
        if let known = table.knownThrough { text += ", all known through \(known)" }
        return text
    }
}

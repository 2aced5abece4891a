import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollExports
import PayrollWords

/// `payday statement --year YYYY [--format text|csv|json|html] [--json] [--bom|--excel]
/// [--lang en|ko]`: the year's withholding statement (원천징수 내역, `WithholdingStatement`):
/// every payment paid in the year (a period whose payday is in it and has come), by payday, with
/// its gross, the income tax and local income tax withheld from it and the rule they were
/// withheld by, and the year's totals: what a worker paid by 3.3% needs for May's income tax
/// return. As text, CSV (for a spreadsheet), JSON or a printable HTML page.
struct StatementCommand: YearCommand {
    static let configuration = CommandConfiguration.words("statement", .statement)

    @OptionGroup var options: DataOptions

    @Option(name: .long, help: .words(.statementYear, "YYYY"))
    var year: Int?

    @Option(name: .long, help: .words(.formatText, "text|csv|json|html"))
    var format: PayslipFormat?

    @Flag(name: .long, help: .words(.statementJSON))
    var json = false

    @Flag(name: .long, help: .words(.bom))
    var bom = false

    @Flag(name: .long, help: .words(.statementExcel))
    var excel = false

    func result(input: LoadedRecords) -> CommandResult {
        let format: PayslipFormat
        do {
            format = try chosenFormat()
        } catch {
            return failure(error, input.language)
        }
        let year = self.year ?? input.basis.today.year
        if let problem = input.problem(year: year) { return failure(problem) }
        let statement = WithholdingStatement(workplaces: input.workplaces, year: year, basis: input.basis)
        switch format {
        case .text: return CommandResult(standardOutput: statement.text(input.language))
        case .json: return CommandResult(standardOutput: statement.json)
        case .html: return .document(StatementDocuments.page(statement, language: input.language))
        case .csv:
            return .document(StatementDocuments.csv(statement, language: input.language, byteOrderMark: bom || excel))
        }
    }

    /// The format asked for: `--format`, or JSON for `--json` (both only when they agree); the
    /// CSV's options only with the CSV.
    func chosenFormat() throws(CommandFailure) -> PayslipFormat {
        if json, let format, format != .json {
            throw CommandFailure { $0.statementWords.statementTwoFormats(format: format.rawValue) }
        }
        let chosen = json ? .json : format ?? .text
        for (given, option) in [(bom, "--bom"), (excel, "--excel")] where given && chosen != .csv {
            throw CommandFailure(export: { $0.onlyFor(option: option, format: PayslipFormat.csv.rawValue) })
        }
        return chosen
    }
}

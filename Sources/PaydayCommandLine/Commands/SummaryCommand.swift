import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday summary [--data FILE] [--today YYYY-MM-DD] [--period YYYY-MM | --year YYYY] [--json]`:
/// each workplace's figures for its current pay period (or the period named), as a table or as
/// JSON (docs/payroll.md); with `--year`, the year month by month with each deduction and the tax
/// withheld.
struct SummaryCommand: LoadedRecordsCommand {
    static let configuration = CommandConfiguration.words("summary", .summary)

    @OptionGroup var options: DataOptions

    @Flag(name: .long, help: .words(.summaryJSON))
    var json = false

    @Option(name: .long, help: .words(.summaryPeriod, "YYYY-MM|YYYY-MM-DD"), completion: PeriodCompletion.kind)
    var period: String?

    @Option(name: .long, help: .words(.summaryYear, "YYYY"))
    var year: Int?

    mutating func validate() throws {
        if let period { _ = try PeriodArgument.parse(period, options.common.lang) }
        if period != nil && year != nil {
            throw UsageWords.error(options.common.lang) { $0.commandWords.periodOrYear }
        }
        if let year { try PeriodArgument.checkYear(year, .year, options.common.lang) }
    }

    func result(input: LoadedRecords) -> CommandResult {
        let today = input.basis.today
        if let year {
            if let problem = input.problem(year: year) { return failure(problem) }
            let summary = YearSummary(file: input.file, year: year, basis: input.basis)
            return CommandResult(standardOutput: json ? summary.json : summary.text(input.language))
        }
        let payslips: [Payslip]
        if let text = period, let month = PeriodArgument.named(text) {
            if let problem = input.problem(month) { return failure(problem) }
            payslips = input.file.payslips(month: month, basis: input.basis, forecast: true)
        } else {
            payslips = input.file.payslips(basis: input.basis, forecast: true)
        }
        let text =
            json
            ? SummaryJSON.document(today: today, payslips: payslips)
            : SummaryTable.text(today: today, payslips: payslips, language: input.language)
        return CommandResult(standardOutput: text)
    }
}

extension PayrollLanguage: ExpressibleByArgument {}

/// The readable form of `payday summary`: per workplace a header line and the card's detail table
/// (`CardRow.rows`, the same words as the unfolded card).
enum SummaryTable {
    static func text(today: LocalDate, payslips: [Payslip], language: PayrollLanguage) -> String {
        let words = language.outputWords
        var lines = [words.summaryHeader(today: today, workplaces: payslips.count)]
        for slip in payslips {
            lines.append("")
            let period = slip.period.rangeText
            let until = slip.status == .paid ? words.paid : slip.daysUntilPaydayLabel
            lines.append(
                words.summaryLine(
                    TerminalText.line(slip.workplaceName), until: until, payday: slip.payday, period: period,
                    net: slip.net.formatted(language)))
            if slip.status == .upcoming { lines.append("  " + slip.statusText(language)) }
            if let expected = slip.expectedBeyondEarned {
                let ahead = WorkTimeFormat.string(minutes: expected.plannedAheadMinutes, language)
                lines.append(
                    "  "
                        + words.expectedByPayday(
                            expected.net.formatted(language), plannedShifts: expected.plannedAhead, ahead: ahead))
            }
            if let note = slip.paidInAdvanceText(language) { lines.append("  " + note) }
            lines += TextColumns.table(
                CardRow.rows(slip.detailLines, strings: AppStrings(language)).map { [$0.label, $0.time, $0.amount] },
                rightAligned: [1, 2], indent: "  ")
            for warning in slip.warnings {
                lines.append((warning.isWarning ? "  ! " : "  · ") + warning.text(language))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

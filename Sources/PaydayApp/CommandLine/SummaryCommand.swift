import ArgumentParser
import Foundation
import Payroll

/// `payday summary [--data FILE] [--today YYYY-MM-DD] [--json]`: each workplace's figures for its
/// current pay period, as a table or as the JSON of PAYROLL.md section 5.
public struct SummaryCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "summary",
        abstract: "Print each workplace's pay for its current pay period."
    )

    @OptionGroup public var options: DataOptions

    @Flag(name: .long, help: "Print JSON (PAYROLL.md section 5) instead of a table.")
    public var json = false

    @Option(name: .long, help: "Language of the table: en or ko.")
    public var lang: PayrollLanguage = .english

    public init() {}

    public func run() throws {
        try result(clock: Date(), timeZone: .current).finish()
    }

    /// The command's output, with the clock and time zone passed in.
    public func result(clock: Date, timeZone: TimeZone) -> CommandResult {
        let loaded: (file: DataFile, holidays: HolidayCalendar, rates: RateTable)
        do {
            loaded = try options.load()
        } catch {
            return CommandResult(standardError: error.description + "\n", exitStatus: 1)
        }
        let (today, now) = options.resolveToday(clock: clock, timeZone: timeZone)
        let payslips = loaded.file.payslips(today: today, now: now, holidays: loaded.holidays, rates: loaded.rates)
        let text = json ? SummaryJSON.document(today: today, payslips: payslips)
            : SummaryTable.text(today: today, payslips: payslips, language: lang)
        return CommandResult(standardOutput: text)
    }
}

extension PayrollLanguage: ExpressibleByArgument {}

/// The readable form of `payday summary`: per workplace a header line and the detail table.
enum SummaryTable {
    static func text(today: LocalDate, payslips: [Payslip], language: PayrollLanguage) -> String {
        var lines = [language == .english ? "Payday summary for \(today): \(payslips.count) workplaces"
                                          : "\(today) 기준 급여 요약: 일터 \(payslips.count)곳"]
        for slip in payslips {
            lines.append("")
            let period = "\(slip.period.start)..\(slip.period.end)"
            lines.append(language == .english
                ? "\(slip.workplaceName)  \(slip.daysUntilPaydayLabel)  payday \(slip.payday)  period \(period)  net \(slip.net.formatted(language))"
                : "\(slip.workplaceName)  \(slip.daysUntilPaydayLabel)  월급날 \(slip.payday)  기간 \(period)  실수령 \(slip.net.formatted(language))")
            let rows = slip.detailRows(language)
            let labelWidth = rows.map { displayWidth($0.label) }.max() ?? 0
            let timeWidth = rows.map { displayWidth($0.time) }.max() ?? 0
            let amountWidth = rows.map { displayWidth($0.amount) }.max() ?? 0
            for row in rows {
                lines.append("  " + padRight(row.label, labelWidth) + "  " + padLeft(row.time, timeWidth)
                             + "  " + padLeft(row.amount, amountWidth))
            }
            for warning in slip.warnings {
                lines.append("  ! " + warning.text(language))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Terminal cells: two for Hangul, CJK and emoji, one otherwise (enough for labels, times and money).
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD: width + 2
            default: width + 1
            }
        }
    }

    static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - displayWidth(text)))
    }

    static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - displayWidth(text))) + text
    }
}

import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday paydays [--months N] [--json]`: every payday to come across workplaces, with what it
/// is expected to pay.
struct PaydaysCommand: LoadedRecordsCommand {
    static let configuration = CommandConfiguration.words("paydays", .paydays)

    @OptionGroup var options: DataOptions

    @Option(name: .long, help: .words(.paydaysMonths, "N"))
    var months = 3

    @Flag(name: .long, help: .words(.json))
    var json = false

    mutating func validate() throws {
        if !(1...24).contains(months) {
            throw UsageWords.error(options.common.lang) { $0.commandWords.monthsOutOfRange(months) }
        }
    }

    func result(input: LoadedRecords) -> CommandResult {
        let today = input.basis.today
        let last = PaydaysAhead.lastDay(from: today, months: months)
        let paydays = PaydaysAhead.list(of: input.workplaces, basis: input.basis, months: months)
        let total = paydays.reduce(Money.zero) { $0 + $1.expected.net }
        if json {
            let entries = paydays.map { item in
                "{ \"payday\": \"\(item.payday)\", \"daysUntilPayday\": \(today.days(to: item.payday)), "
                    + "\"workplace\": \(SummaryJSON.quoted(item.workplace)), \"period\": { \"name\": \"\(item.period)\", "
                    + "\"start\": \"\(item.period.start)\", \"end\": \"\(item.period.end)\" }, \"earned\": \(item.earned.won), "
                    + "\"expected\": \(SummaryJSON.expected(item.expected)) }"
            }
            return CommandResult(
                standardOutput: "{ \"today\": \"\(today)\", \"through\": \"\(last)\", \"paydays\": [\n  "
                    + entries.joined(separator: ",\n  ") + " ],\n  \"total\": \(total.won) }\n")
        }
        let lang = input.language, words = PaydaysWords.words(lang)
        var lines = [words.heading(from: today, through: last)]
        guard !paydays.isEmpty else {
            lines.append(words.none)
            return CommandResult(standardOutput: lines.joined(separator: "\n") + "\n")
        }
        var rows: [[String]] = paydays.map { item in
            let days = today.days(to: item.payday)
            let earned =
                item.earned != item.expected.net && item.earned != .zero
                ? words.earnedSoFar(item.earned.formatted(lang)) : ""
            return [
                item.payday.description, days == 0 ? "D-day" : "D-\(days)", item.workplace, item.period.description,
                item.expected.net.formatted(lang), earned,
            ]
        }
        rows.append(["", "", words.total, "", total.formatted(lang), ""])
        lines += TextColumns.table(rows, rightAligned: [1, 4], indent: "  ")
        return CommandResult(standardOutput: lines.joined(separator: "\n") + "\n")
    }
}

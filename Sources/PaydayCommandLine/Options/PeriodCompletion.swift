import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll

/// Shell completion of pay periods (bash, zsh, fish): the periods that hold a shift or a receipt
/// of the data file the command line names (`--data FILE`), else of the one in use, newest first,
/// that start with what was typed. Each is named as `--period` takes it (`2026-11`, or a weekly
/// or daily period's first day).
enum PeriodCompletion {
    static let kind = CompletionKind.custom { words, _, prefix in
        names(words: words, prefix: prefix, environment: ProcessEnvironment.variables)
    }

    static func names(words: [String], prefix: String, environment: [String: String]) -> [String] {
        guard let file = WorkplaceCompletion.file(words: words, environment: environment) else { return [] }
        var periods = Set<PayPeriod>()
        for workplace in file.workplaces {
            for shift in workplace.shifts { periods.insert(workplace.period(containing: shift.date)) }
            for receipt in workplace.received { periods.insert(receipt.period) }
        }
        var names: [String] = []
        for period in periods.sorted(by: >) where period.description.hasPrefix(prefix) {
            if !names.contains(period.description) { names.append(period.description) }
        }
        return names
    }
}

import Payroll
import PayrollWords

/// `--start-date`, `--end-date`, `--contract-hours` and `--sick-leave` of `workplace add|edit`,
/// each checked here with a message that names the option and what it takes.
struct JobTermsOptions {
    var startDate: String?
    var endDate: String?
    var sickLeave: String?

    static func failure(_ words: (any JobTermsWords) -> String) -> CommandFailure {
        CommandFailure { words($0.jobTermsWords) }
    }

    /// `16.5`, `20` or `none` (`.some(nil)`: no contracted hours).
    static func contractHours(_ text: String) throws(CommandFailure) -> ContractHours?? {
        if text == "none" { return .some(nil) }
        guard let hours = ContractHours(text: text), hours.isWithinLimits else {
            throw failure { $0.notContractHours(TerminalText.line(text), option: "--contract-hours") }
        }
        return .some(hours)
    }

    static func date(_ text: String, _ option: String) throws(CommandFailure) -> LocalDate {
        guard let date = LocalDate(iso: text) else {
            throw failure { $0.notADate(TerminalText.line(text), option: option) }
        }
        guard Limits.dates.contains(date) else {
            throw failure { $0.dateOutside(date, option: option, allowed: Limits.dates) }
        }
        return date
    }

    func add(to edit: inout WorkplaceEdit) throws(CommandFailure) {
        if let startDate { edit.startDate = .some(try Self.date(startDate, "--start-date")) }
        if let endDate {
            edit.endDate = endDate == "none" ? .some(nil) : .some(try Self.date(endDate, "--end-date"))
        }
        if let sickLeave {
            guard let rule = SickLeave(rawValue: sickLeave.lowercased()) else {
                throw Self.failure { $0.notSickLeave(TerminalText.line(sickLeave), option: "--sick-leave") }
            }
            edit.sickLeave = rule
        }
    }

    /// The workplace as it would be saved: its last day not before its first.
    static func checkBounds(_ workplace: Workplace, _ edit: WorkplaceEdit) throws(CommandFailure) {
        guard let start = workplace.startDate, let end = workplace.endDate, end < start else { return }
        // Name the option given; both when both were.
        let endOption = edit.endDate != nil ? "--end-date" : "endDate"
        let startOption = edit.startDate != nil ? "--start-date" : "startDate"
        throw failure { $0.endBeforeStart(end: end, start: start, endOption: endOption, startOption: startOption) }
    }
}

import ArgumentParser
import FoundationEssentials
import Payroll
import PayrollWords

/// `payday worker set`'s answers for the estimates of money from the state (`payday refund`,
/// `payday benefits`): each range-checked, with an error that names the option, before the file
/// is touched. `none` removes an answer.
struct WorkerAnswerOptions: ParsableArguments {
    @Option(name: .long, help: .words(.childBirthYears, "YYYY,YYYY|none"))
    var childBirthYears: String?
    @Option(name: .long, help: .words(.household, "single|one-earner|two-earner|none"))
    var household: String?
    @Option(name: .long, parsing: .unconditional, help: .words(.spouseIncome, "WON|none"))
    var spouseIncome: String?
    @Option(name: .long, parsing: .unconditional, help: .words(.assets, "WON|none"))
    var assets: String?
    @Option(name: .long, help: .words(.businessCode, "CODE|none"))
    var businessCode: String?
    @Option(name: .long, help: .words(.disabled, "true|false"))
    var disabled: String?
    @Option(name: .long, help: .words(.leaving, "contract-ended|dismissed|closed|quit|none"))
    var leaving: String?
    @Option(name: .long, help: .words(.lastDay, "YYYY-MM-DD|none"))
    var lastDay: String?
    @Option(name: .long, help: .words(.answerWorkplace, "WORKPLACE"), completion: WorkplaceCompletion.kind)
    var workplace: String?

    var isEmpty: Bool {
        [childBirthYears, household, spouseIncome, assets, businessCode, disabled, leaving, lastDay].allSatisfy {
            $0 == nil
        }
    }

    /// Sets the answers given on `worker`, or fails naming the first option that is wrong.
    func apply(to worker: inout Worker) throws(CommandFailure) {
        if let childBirthYears {
            if childBirthYears == "none" {
                worker.childBirthYears = nil
            } else {
                let parts = childBirthYears.split(separator: ",", omittingEmptySubsequences: false)
                let years = parts.compactMap { Int($0.trimming()) }
                guard years.count == parts.count, years.allSatisfy(Limits.childBirthYears.contains) else {
                    throw Self.failure { $0.answerBirthYears(childBirthYears, allowed: Limits.childBirthYears) }
                }
                worker.childBirthYears = years
                worker.children = 0
                if years.count > max(worker.dependants, 1) - 1 {
                    throw Self.failure { $0.answerMoreBirthYears(years.count, dependants: worker.dependants) }
                }
            }
        }
        if let household {
            worker.household = try Self.choice("--household", household, StateMoneyFigures.Household.self)
        }
        if let spouseIncome { worker.spouseIncome = try Self.won("--spouse-income", spouseIncome) }
        if let assets { worker.assets = try Self.won("--assets", assets) }
        if let businessCode {
            if businessCode == "none" {
                worker.businessCode = nil
            } else {
                guard Worker.isBusinessCode(businessCode) else {
                    throw Self.failure { $0.answerBusinessCodeOption(businessCode) }
                }
                worker.businessCode = businessCode
            }
        }
        if let disabled {
            guard let flag = Bool(disabled) else {
                throw Self.failure { $0.answerNotOneOf(option: "--disabled", disabled, allowed: ["true", "false"]) }
            }
            worker.disabled = flag
        }
    }

    /// The workplace's edit for `--leaving` and `--last-day`, or nil when neither is given.
    func workplaceEdit() throws(CommandFailure) -> WorkplaceEdit? {
        guard leaving != nil || lastDay != nil else { return nil }
        guard workplace != nil else {
            throw Self.failure { $0.answerNeedsWorkplace(option: leaving != nil ? "--leaving" : "--last-day") }
        }
        var edit = WorkplaceEdit()
        if let leaving {
            edit.leaving = .some(try Self.choice("--leaving", leaving, LeavingReason.self))
        }
        if let lastDay {
            if lastDay == "none" {
                edit.endDate = .some(nil)
            } else {
                guard let date = LocalDate(iso: lastDay), Limits.dates.contains(date) else {
                    throw Self.failure { $0.answerNotADate(option: "--last-day", lastDay) }
                }
                edit.endDate = .some(date)
            }
        }
        return edit
    }

    static func failure(_ sentence: (any WorkerAnswerWords) -> String) -> CommandFailure {
        CommandFailure { sentence($0.workerAnswerWords) }
    }

    /// A whole number of won in `Limits.answerWon`, or `none` (nil).
    static func won(_ option: String, _ text: String) throws(CommandFailure) -> Int? {
        if text == "none" { return nil }
        let digits = text.replacing(",", with: "").replacing("_", with: "")
        guard let won = Int(digits), Limits.answerWon.contains(won) else {
            throw failure { $0.answerWonOutOfRange(option: option, text, allowed: Limits.answerWon) }
        }
        return won
    }

    /// One of a choice's raw values, or `none` (nil).
    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ option: String, _ text: String, _ type: Choice.Type
    ) throws(CommandFailure) -> Choice? where Choice.RawValue == String {
        if text == "none" { return nil }
        guard let choice = Choice(rawValue: text) else {
            throw failure {
                $0.answerNotOneOf(option: option, text, allowed: Choice.allCases.map(\.rawValue) + ["none"])
            }
        }
        return choice
    }
}

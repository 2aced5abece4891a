import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday refund [--year YYYY] [--json]`: the year's income tax as the year-end settlement
/// (February) and the May return would decide it, against what was withheld: an estimate, each
/// step shown.
struct RefundCommand: YearCommand, StateMoneyCommand {
    static let configuration = CommandConfiguration.words("refund", .refund)

    @OptionGroup var options: DataOptions

    @Option(name: .long, help: .words(.refundYear, "YYYY"))
    var year: Int?

    @Flag(name: .long, help: .words(.jsonDocumented))
    var json = false

    func result(input: LoadedRecords, estimates: StateMoneyEstimates) -> CommandResult {
        let language = input.language
        let year = self.year ?? input.basis.today.year - 1
        let estimate: RefundEstimate
        do {
            estimate = try estimates.refund(year: year)
        } catch {
            switch error {
            case .unknownYear(let year, let known):
                return failure(language.stateMoneyWords.unknownYear(year, known: known))
            }
        }
        if json { return CommandResult(standardOutput: StateMoneyJSON.refund(estimate)) }
        var text = StateMoneyText.refund(estimate, language)
        if estimate.yearEnd == nil && estimate.mayReturn == nil {
            text = language.stateMoneyCommandWords.refundNoIncome(year: year) + "\n" + text
        }
        return CommandResult(standardOutput: text)
    }
}

/// `payday benefits [--today D] [--json]`: the earned income tax credit on last year's income
/// (applied for in May) and this year's so far, and the unemployment benefit if the insured job
/// ended on its last day, or today.
struct BenefitsCommand: StateMoneyCommand {
    static let configuration = CommandConfiguration.words("benefits", .benefits)

    @OptionGroup var options: DataOptions

    @Flag(name: .long, help: .words(.jsonDocumented))
    var json = false

    func result(input: LoadedRecords, estimates: StateMoneyEstimates) -> CommandResult {
        let language = input.language
        let estimates = StateMoneyCommands.benefits(estimates, today: input.basis.today)
        if json {
            return CommandResult(
                standardOutput: StateMoneyJSON.benefits(eitc: estimates.lastYear, unemployment: estimates.unemployment))
        }
        let words = language.stateMoneyCommandWords
        var lines: [String] = []
        let credit = StateMoneyText.benefits(eitc: estimates.lastYear, unemployment: nil, lastDay: nil, language)
        lines.append(contentsOf: StateMoneyCommands.withoutLeftOut(credit, language))
        lines += estimates.lastYear.reasons.compactMap(StateMoneyCommands.question).map { words.stateMoneyAnswer($0) }
        lines.append("")
        lines.append(words.benefitsCreditSoFar(year: estimates.thisYear.year))
        let soFar = StateMoneyText.benefits(eitc: estimates.thisYear, unemployment: nil, lastDay: nil, language)
        lines.append(contentsOf: StateMoneyCommands.withoutLeftOut(soFar, language).dropFirst())
        lines.append("")
        if let unemployment = estimates.unemployment, let job = estimates.job {
            let text = StateMoneyText.benefits(
                eitc: nil, unemployment: unemployment, lastDay: estimates.lastDay, language)
            lines.append(words.benefitsJob(job.name))
            lines.append(contentsOf: StateMoneyCommands.withoutLeftOut(text, language))
            for reason in unemployment.reasons {
                if case .answerNeeded(let question) = reason {
                    lines.append(words.stateMoneyAnswer(question, workplace: job.name))
                }
            }
        } else {
            lines.append(words.benefitsNoInsuredJob)
        }
        lines += ["", language.stateMoneyWords.leftOut]
        return CommandResult(standardOutput: lines.joined(separator: "\n") + "\n")
    }
}

/// A command that estimates money from the state (`refund`, `benefits`): its output from the
/// records and the estimates made of them with the bundled figures, or a failure when the
/// figures cannot be read.
protocol StateMoneyCommand: LoadedRecordsCommand {
    func result(input: LoadedRecords, estimates: StateMoneyEstimates) -> CommandResult
}

extension StateMoneyCommand {
    func result(input: LoadedRecords) -> CommandResult {
        guard let figures = try? StateMoneyFigures.bundled() else {
            return failure(input.language.stateMoneyCommandWords.stateMoneyFiguresMissing)
        }
        return result(
            input: input, estimates: StateMoneyEstimates(file: input.file, basis: input.basis, figures: figures))
    }
}

/// What `refund` and `benefits` share.
enum StateMoneyCommands {
    struct Benefits {
        var lastYear: EarnedIncomeTaxCreditEstimate
        var thisYear: EarnedIncomeTaxCreditEstimate
        var job: Workplace?
        var lastDay: LocalDate?
        var unemployment: UnemploymentBenefitEstimate?
    }

    static func benefits(_ estimates: StateMoneyEstimates, today: LocalDate) -> Benefits {
        var result = Benefits(
            lastYear: estimates.credit(year: today.year - 1), thisYear: estimates.credit(year: today.year))
        if let benefit = estimates.unemployment() {
            result.job = benefit.job
            result.lastDay = benefit.lastDay
            result.unemployment = benefit.estimate
        }
        return result
    }

    static func question(_ reason: EarnedIncomeTaxCreditEstimate.Reason) -> EarnedIncomeTaxCreditEstimate.Question? {
        if case .answerNeeded(let question) = reason { return question }
        return nil
    }

    /// The text's lines without the closing "left out" paragraph (said once at the end).
    static func withoutLeftOut(_ text: String, _ language: PayrollLanguage) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = lines.last, last.isEmpty || last == language.stateMoneyWords.leftOut { lines.removeLast() }
        return lines
    }
}

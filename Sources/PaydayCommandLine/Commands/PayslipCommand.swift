import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollExports
import PayrollWords

/// The payslip's formats: Payroll's own documents, and the printable page.
enum PayslipFormat: String, ExpressibleByArgument, CaseIterable {
    case text, csv, json, html
}

/// `payday payslip [WORKPLACE] [--period YYYY-MM] [--format text|csv|json|html] [--lang en|ko]`: the
/// worker's own payslip (임금명세서) of one workplace and period, to hold against the employer's.
struct PayslipCommand: LoadedRecordsCommand {
    static let configuration = CommandConfiguration.words("payslip", .payslip)

    @OptionGroup var options: DataOptions

    @Argument(help: .words(.payslipWorkplace, "WORKPLACE"), completion: WorkplaceCompletion.kind)
    var workplace: String?

    @Option(name: .long, help: .words(.payslipPeriod, "YYYY-MM|YYYY-MM-DD"), completion: PeriodCompletion.kind)
    var period: String?

    @Option(name: .long, help: .words(.format, "text|csv|json|html"))
    var format: PayslipFormat = .text

    mutating func validate() throws {
        if let period { _ = try PeriodArgument.parse(period, options.common.lang) }
    }

    func result(input: LoadedRecords) -> CommandResult {
        let workplaces = input.workplaces
        let chosen: Workplace
        switch WorkplaceArgument.resolve(workplace, among: workplaces.map(\.name), input.language) {
        case .success(let index): chosen = workplaces[index]
        case .failure(let problem): return failure(problem)
        }
        let slip: Payslip
        let worker = input.basis.worker
        if let text = period, let named = PeriodArgument.named(text) {
            let period = chosen.period(named: named)
            if let problem = input.problem(period, of: [chosen]) { return failure(problem) }
            slip = input.basis.payslip(of: chosen, for: period)
        } else {
            slip = input.basis.payslip(of: chosen)
        }
        let document = PayslipDocument(
            of: worker, slip: input.basis.withForecast(slip, of: chosen), rates: input.basis.rates,
            language: input.language)
        switch format {
        case .text: return CommandResult(standardOutput: document.render(.text))
        case .csv: return CommandResult(standardOutput: document.render(.csv))
        case .json: return CommandResult(standardOutput: document.render(.json))
        case .html: return .document(PayslipPage.document(document))
        }
    }
}

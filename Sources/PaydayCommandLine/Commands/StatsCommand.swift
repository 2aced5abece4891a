import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

/// `payday stats [--year YYYY] [--json] [--lang en|ko]`: a year at a glance, per workplace and in
/// total: each month's hours, gross and net pay, the effective hourly wage (with the weekly
/// holiday allowance and the premiums) against the base wage, and each week's hours in JSON.
struct StatsCommand: YearCommand {
    static let configuration = CommandConfiguration.words("stats", .stats)

    @OptionGroup var options: DataOptions

    @Option(name: .long, help: .words(.year, "YYYY"))
    var year: Int?

    @Flag(name: .long, help: .words(.statsJSON))
    var json = false

    func result(input: LoadedRecords) -> CommandResult {
        let year = self.year ?? input.basis.today.year
        if let problem = input.problem(year: year) { return failure(problem) }
        let statistics = YearStatistics(file: input.file, year: year, basis: input.basis)
        return CommandResult(standardOutput: json ? statistics.json : statistics.text(input.language))
    }
}

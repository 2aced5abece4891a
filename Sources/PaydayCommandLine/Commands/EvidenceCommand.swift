import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollExports
import PayrollWords

/// `payday evidence --year YYYY DIR`: what a claim at the labour office (고용노동부 진정) needs, as
/// files in a new folder: every shift of the year as CSV, each period's payslip (text and a
/// printable page), the differences between what arrived and what was owed, each workplace's
/// claim (what is owed, when it fell due, how long a claim lasts, the interest to today) with the
/// complaint's draft in Korean, the data file itself, and its history (every change, when and from where, in words and as the store keeps it), so
/// the claim can be checked against the records and the records against their own past.
struct EvidenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration.words("evidence", .evidence)

    @OptionGroup var options: DataOptions

    @Option(name: .long, help: .words(.evidenceYear, "YYYY")) var year: Int

    @Option(name: .long, help: .words(.onlyWorkplace, "NAME"))
    var workplace: String?

    @Argument(help: .words(.evidenceFolder, "DIR")) var folder: String

    func run() throws {
        try result(clock: Date(), timeZone: nil, environment: ProcessEnvironment.variables).finish()
    }

    func result(clock: Date, timeZone: TimeZone?, environment: [String: String] = [:]) -> CommandResult {
        let lang = options.common.language(environment)
        // The year first: nothing is read or written for a year payday does not compute for.
        do throws(CommandFailure) {
            try StoreSession.refuse(DataRules.check(year, .year))
        } catch {
            return .failure("evidence", error, lang)
        }
        let dataPath: String
        do {
            dataPath = try options.location.resolve(environment: environment).path
        } catch {
            let words = RuleWords(language: lang, place: .commandLine)
            return CommandResult(standardError: "payday evidence: \(words.dataFileError(error))\n", exitStatus: 1)
        }
        return LoadedRecords.result(options, clock: clock, timeZone: timeZone, environment: environment) { input in
            do throws(CommandFailure) {
                // The workplace named, before any folder is made.
                var only: Int?
                if let workplace {
                    switch WorkplaceArgument.resolve(
                        workplace, among: input.file.workplaces.map(\.name), input.language)
                    {
                    case .success(let index): only = index
                    case .failure(let problem): throw CommandFailure(problem.description)
                    }
                }
                let law: ClaimLaw
                do {
                    law = try ClaimLaw.bundled()
                } catch {
                    throw CommandFailure(input.language.stateMoneyCommandWords.stateMoneyFiguresMissing)
                }
                let written = try write(
                    input: input, dataPath: dataPath, timeZone: timeZone, only: only, law: law)
                return CommandResult(
                    standardOutput: lang.evidenceFolderWords.wrote(written.count, to: folder) + ":\n"
                        + written.map { "  \($0)\n" }.joined())
            } catch {
                return .failure("evidence", error, lang)
            }
        }
    }

    /// The files, named in the order written (`EvidenceFiles`). The folder must not exist
    /// (nothing is overwritten), and is there only once every file is written.
    func write(input: LoadedRecords, dataPath: String, timeZone: TimeZone?, only: Int? = nil, law: ClaimLaw)
        throws(CommandFailure) -> [String]
    {
        let words = RuleWords(language: input.language, place: .commandLine)
        let files = EvidenceFiles(
            file: input.file, basis: input.basis, year: year, only: only, law: law, dataPath: dataPath,
            timeZone: timeZone, words: words)
        do {
            return try files.write(to: folder)
        } catch {
            throw CommandFailure(words.evidenceFolderFailure(error))
        }
    }
}

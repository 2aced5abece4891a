import ArgumentParser
import Foundation
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
    static let configuration = CommandConfiguration(
        commandName: "evidence",
        abstract: "Write a year's shifts, payslips and differences to a new folder, for a labour-office claim."
    )

    @OptionGroup var options: DataOptions

    @Option(name: .long, help: ArgumentHelp("The year.", valueName: "YYYY")) var year: Int

    @Option(
        name: .long, help: ArgumentHelp("Only this workplace (any unique part of its name).", valueName: "NAME"))
    var workplace: String?

    @Argument(help: ArgumentHelp("A folder that does not exist yet.", valueName: "DIR")) var folder: String

    func run() throws {
        try result(clock: Date(), timeZone: .current, environment: ProcessInfo.processInfo.environment).finish()
    }

    func result(clock: Date, timeZone: TimeZone, environment: [String: String] = [:]) -> CommandResult {
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
                    standardOutput: (lang == .english
                        ? "Wrote \(written.count) files to \(folder):\n" : "\(folder)에 파일 \(written.count)개를 썼습니다:\n")
                        + written.map { "  \($0)\n" }.joined())
            } catch {
                return .failure("evidence", error, lang)
            }
        }
    }

    /// The files, named in the order written. The folder must not exist (nothing is overwritten),
    /// and is there only once every file is written (`EvidenceFolder`).
    func write(input: LoadedRecords, dataPath: String, timeZone: TimeZone, only: Int? = nil, law: ClaimLaw)
        throws(CommandFailure) -> [String]
    {
        let lang = input.language
        let words = RuleWords(language: lang, place: .commandLine)
        var out: EvidenceFolder
        do {
            out = try EvidenceFolder(folder)
        } catch {
            throw CommandFailure(EvidenceFolder.words(error, language: lang, osError: words.osError))
        }
        do throws(EvidenceFolder.Failure) {
            try writeFiles(
                into: &out, input: input, dataPath: dataPath, timeZone: timeZone, words: words, only: only, law: law)
            try out.finish()
            return out.written
        } catch {
            out.discard()
            throw CommandFailure(EvidenceFolder.words(error, language: lang, osError: words.osError))
        }
    }

    /// Every file of the folder. Text goes through `TerminalText.document` (as every text payday
    /// prints does), JSON through `TerminalText.json`, and the CSV and HTML documents as their
    /// writers escaped them (the same bytes `payday export` and `payday payslip` print): no
    /// control character from the data is written raw. The data file is copied byte for byte: its fingerprint names its version
    /// in the history.
    private func writeFiles(
        into out: inout EvidenceFolder, input: LoadedRecords, dataPath: String, timeZone: TimeZone,
        words: RuleWords, only: Int?, law: ClaimLaw
    ) throws(EvidenceFolder.Failure) {
        let lang = input.language
        func text(_ name: String, _ text: String) throws(EvidenceFolder.Failure) {
            try out.save(name, Array(TerminalText.document(text).utf8))
        }
        func asWritten(_ name: String, _ text: String) throws(EvidenceFolder.Failure) {
            try out.save(name, Array(text.utf8))
        }
        func json(_ name: String, _ text: String) throws(EvidenceFolder.Failure) {
            try out.save(name, Array(TerminalText.json(text).utf8))
        }
        var yearFile = input.file
        if let only { yearFile.workplaces = [yearFile.workplaces[only]] }
        yearFile.workplaces = yearFile.workplaces.map { place in
            var place = place
            place.shifts = place.shifts.filter {
                place.period(containing: $0.date).year == year
            }
            return place
        }
        let csv: String
        do {
            csv = try ShiftsCSV.document(file: yearFile, basis: input.basis, language: lang)
        } catch {
            throw .write(.writeFile("shifts-\(year).csv"), code: EIO)
        }
        try asWritten("shifts-\(year).csv", csv)
        for (index, place) in input.workplaces.enumerated() where only == nil || only == index {
            for period in place.periods(inYear: year) {
                guard period.start <= input.basis.today else { break }
                let slip = input.basis.payslip(of: place, for: period)
                guard slip.pay.gross != .zero || place.received.contains(where: { $0.period == period }) else {
                    continue
                }
                // The document `payday payslip --period` prints: the worker's name and birth
                // date, each insurance's calculation, the tax-free lines, the forecast.
                let document = PayslipDocument(
                    of: input.basis.worker, slip: input.basis.withForecast(slip, of: place),
                    rates: input.basis.rates, language: lang)
                let stem = "payslip-\(index + 1)-\(period)"
                try text(stem + ".txt", document.render(.text))
                try asWritten(stem + ".html", PayslipPage.document(document))
            }
        }
        var chosen = input.file
        if let only { chosen.workplaces = [chosen.workplaces[only]] }
        let differences = PayDifferences(file: chosen, year: year, basis: input.basis)
        try text("differences-\(year).txt", differences.text(lang))
        try json("differences-\(year).json", differences.json)
        // The claim of each workplace: what is owed, when it fell due, the interest to today,
        // and the complaint's draft in Korean, as it is filed.
        var claims: [String] = []
        for (index, place) in input.workplaces.enumerated() where only == nil || only == index {
            let claim = Claim(workplace: place, basis: input.basis, law: law)
            let document = ClaimDocument(claim: claim, language: lang)
            try text("claim-\(index + 1).txt", document.text)
            try text(
                "complaint-draft-ko-\(index + 1).txt",
                ComplaintDraft(worker: input.basis.worker, workplace: place, claim: claim).text)
            claims.append(document.json)
        }
        try json(
            "claims.json",
            "{ \"today\": \"\(input.basis.today)\", \"workplaces\": [\n" + claims.joined(separator: ",\n") + " ] }\n")
        switch RegularFile.read(dataPath) {
        case .success(let bytes): try out.save("workplaces.json", bytes)
        case .failure(.failed(let code)): throw .read(dataPath, code: code)
        case .failure: throw .read(dataPath, code: EIO)
        }
        // The history as the store reads it (an edit on disk not yet recorded included), newest
        // first in words and oldest first as its entries, whose fingerprints name the versions.
        let history: History
        do {
            history = try DataStore(path: dataPath, source: .commandLine).history()
        } catch {
            throw .history(words.storeError(error, path: dataPath))
        }
        try text("history.txt", HistoryText.lines(history, words: words, timeZone: timeZone).map { $0 + "\n" }.joined())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = history.entries.compactMap { try? encoder.encode($0) }.map {
            String(decoding: $0, as: UTF8.self) + "\n"
        }
        try json("history.jsonl", lines.joined())
    }
}

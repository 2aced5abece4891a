import ArgumentParser
import Foundation
import Payroll
import PayrollExports

/// `payday evidence --year YYYY DIR`: what a claim at the labour office (고용노동부 진정) needs, as
/// files in a new folder: every shift of the year as CSV, each period's payslip (text and a
/// printable page), the differences between what arrived and what was owed, the data file itself,
/// and its history (every change, when and from where, in words and as the store keeps it), so
/// the claim can be checked against the records and the records against their own past.
struct EvidenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evidence",
        abstract: "Write a year's shifts, payslips and differences to a new folder, for a labour-office claim."
    )

    @OptionGroup var options: DataOptions

    @Option(name: .long, help: ArgumentHelp("The year.", valueName: "YYYY")) var year: Int

    @Argument(help: ArgumentHelp("A folder that does not exist yet.", valueName: "DIR")) var folder: String

    @Option(name: .long, help: ArgumentHelp("Language of the documents.", valueName: "en|ko"))
    var lang: PayrollLanguage = .english

    func run() throws {
        try result(clock: Date(), timeZone: .current, environment: ProcessInfo.processInfo.environment).finish()
    }

    func result(clock: Date, timeZone: TimeZone, environment: [String: String] = [:]) -> CommandResult {
        let dataPath: String
        do {
            dataPath = try options.location.resolve(environment: environment).path
        } catch {
            let words = RuleWords(language: lang, place: .commandLine)
            return CommandResult(standardError: "payday evidence: \(words.dataFileError(error))\n", exitStatus: 1)
        }
        return LoadedRecords.result(options, clock: clock, timeZone: timeZone, environment: environment) { input in
            do {
                let written = try write(input: input, dataPath: dataPath, timeZone: timeZone)
                return CommandResult(
                    standardOutput: "Wrote \(written.count) files to \(folder):\n"
                        + written.map { "  \($0)\n" }.joined())
            } catch let failure as CommandFailure {
                return CommandResult(standardError: "payday evidence: \(failure.message)\n", exitStatus: 1)
            } catch {
                return CommandResult(standardError: "payday evidence: \(error)\n", exitStatus: 1)
            }
        }
    }

    /// The files, named in the order written; the folder must not exist (nothing is overwritten).
    func write(input: LoadedRecords, dataPath: String, timeZone: TimeZone) throws -> [String] {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder) {
            throw CommandFailure("\(folder) exists already; give a new folder, so that nothing is overwritten")
        }
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: false)
        var written: [String] = []
        func save(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(
                to: URL(fileURLWithPath: folder).appendingPathComponent(name), options: .withoutOverwriting)
            written.append(name)
        }
        var yearFile = input.file
        yearFile.workplaces = yearFile.workplaces.map { place in
            var place = place
            place.shifts = place.shifts.filter {
                PayPeriod(containing: $0.date, startDay: place.periodStartDay).year == year
            }
            return place
        }
        try save(
            "shifts-\(year).csv",
            try ShiftsCSV.document(
                file: yearFile, today: input.basis.today, now: input.basis.now, holidays: input.basis.holidays,
                rates: input.basis.rates,
                language: lang))
        for (index, place) in input.workplaces.enumerated() {
            for month in 1...12 {
                let period = PayPeriod(year: year, month: month, startDay: place.periodStartDay)
                guard period.start <= input.basis.today else { break }
                let slip = input.basis.payslip(of: place, for: period)
                guard slip.pay.gross != .zero || place.received.contains(where: { $0.period == period }) else {
                    continue
                }
                let document = PayslipDocument(worker: input.basis.worker.name, slip: slip, language: lang)
                let stem = "payslip-\(index + 1)-\(period)"
                try save(stem + ".txt", document.render(.text))
                try save(stem + ".html", PayslipPage.document(document))
            }
        }
        let differences = PayDifferences(
            file: input.file, year: year, today: input.basis.today, now: input.basis.now,
            holidays: input.basis.holidays,
            rates: input.basis.rates)
        try save("differences-\(year).txt", differences.text(lang))
        try save("differences-\(year).json", differences.json)
        try save("workplaces.json", try String(contentsOfFile: dataPath, encoding: .utf8))
        // The history as the store reads it (an edit on disk not yet recorded included), newest
        // first in words and oldest first as its entries, whose fingerprints name the versions.
        let words = RuleWords(language: lang, place: .commandLine)
        let history: History
        do {
            history = try DataStore(path: dataPath, source: .commandLine).history()
        } catch {
            throw CommandFailure(words.storeError(error, path: dataPath))
        }
        try save("history.txt", HistoryText.lines(history, words: words, timeZone: timeZone).map { $0 + "\n" }.joined())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try save(
            "history.jsonl",
            try history.entries.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined())
        return written
    }
}

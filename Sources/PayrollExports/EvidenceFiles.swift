import FoundationEssentials
import Payroll
import PayrollWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The evidence folder's files: what a claim at the labour office (고용노동부 진정) needs, for a
/// year: every shift of the year as CSV, each period's payslip (text and a printable page), the
/// differences between what arrived and what was owed, each workplace's claim (what is owed,
/// when it fell due, how long a claim lasts, the interest to today) with the complaint's draft
/// in Korean, the data file itself, and its history (every change, when and from where, in words
/// and as the store keeps it), so the claim can be checked against the records and the records
/// against their own past. `payday evidence` and the workplace screen's key write the same files
/// through here, into an `EvidenceFolder` (whole or not at all).
public struct EvidenceFiles {
    /// The data file as loaded, and the basis its payslips are computed on.
    public var file: DataFile
    public var basis: PayBasis
    public var year: Int
    /// Only this workplace (its index in the file), or all.
    public var only: Int?
    public var law: ClaimLaw
    /// Where the data file is: copied byte for byte, and its history read.
    public var dataPath: String
    /// The zone of the history's times; nil: the local clock's at each time (`LocalClock`).
    public var timeZone: TimeZone?
    /// The words of the files, and of the history's lines.
    public var words: RuleWords

    public init(
        file: DataFile, basis: PayBasis, year: Int, only: Int? = nil, law: ClaimLaw, dataPath: String,
        timeZone: TimeZone?, words: RuleWords
    ) {
        self.file = file
        self.basis = basis
        self.year = year
        self.only = only
        self.law = law
        self.dataPath = dataPath
        self.timeZone = timeZone
        self.words = words
    }

    /// Writes the files into a new folder `folder` (over an empty one when
    /// `replacingEmptyFolder`), which is there only once every file is written; the files'
    /// names, in the order written.
    public func write(to folder: String, replacingEmptyFolder: Bool = false) throws(EvidenceFolder.Failure)
        -> [String]
    {
        var out = try EvidenceFolder(folder, replacingEmptyFolder: replacingEmptyFolder)
        do throws(EvidenceFolder.Failure) {
            try writeFiles(into: &out)
            try out.finish()
            return out.written
        } catch {
            out.discard()
            throw error
        }
    }

    /// Every file of the folder. Text goes through `TerminalText.document` (as every text payday
    /// prints does), JSON through `TerminalText.json`, and the CSV and HTML documents as their
    /// writers escaped them (the same bytes `payday export` and `payday payslip` print): no
    /// control character from the data is written raw. The data file is copied byte for byte:
    /// its fingerprint names its version in the history.
    private func writeFiles(into out: inout EvidenceFolder) throws(EvidenceFolder.Failure) {
        let lang = words.language
        func text(_ name: String, _ text: String) throws(EvidenceFolder.Failure) {
            try out.save(name, Array(TerminalText.document(text).utf8))
        }
        func asWritten(_ name: String, _ text: String) throws(EvidenceFolder.Failure) {
            try out.save(name, Array(text.utf8))
        }
        func json(_ name: String, _ text: String) throws(EvidenceFolder.Failure) {
            try out.save(name, Array(TerminalText.json(text).utf8))
        }
        let workplaces = file.workplaces(asOf: basis.today)
        var yearFile = file
        if let only { yearFile.workplaces = [yearFile.workplaces[only]] }
        yearFile.workplaces = yearFile.workplaces.map { place in
            var place = place
            place.shifts = place.shifts.filter {
                place.period(containing: $0.date).year == year
            }
            return place
        }
        // The CSV as its writer made it, without a string of it between.
        try out.save("shifts-\(year).csv", ShiftsCSV.documentBytes(file: yearFile, basis: basis, language: lang))
        for (index, place) in workplaces.enumerated() where only == nil || only == index {
            for period in place.periods(inYear: year) {
                guard period.start <= basis.today else { break }
                let slip = basis.payslip(of: place, for: period)
                guard slip.pay.gross != .zero || place.received.contains(where: { $0.period.hasSameName(as: period) })
                else {
                    continue
                }
                // The document `payday payslip --period` prints: the worker's name and birth
                // date, each insurance's calculation, the tax-free lines, the forecast.
                let document = PayslipDocument(
                    of: basis.worker, slip: basis.withForecast(slip, of: place), rates: basis.rates, language: lang)
                let stem = "payslip-\(index + 1)-\(period)"
                try text(stem + ".txt", document.render(.text))
                try asWritten(stem + ".html", PayslipPage.document(document))
            }
        }
        var chosen = file
        if let only { chosen.workplaces = [chosen.workplaces[only]] }
        let differences = PayDifferences(file: chosen, year: year, basis: basis)
        try text("differences-\(year).txt", differences.text(lang))
        try json("differences-\(year).json", differences.json)
        // The claim of each workplace: what is owed, when it fell due, the interest to today,
        // and the complaint's draft in Korean, as it is filed.
        var claims: [String] = []
        for (index, place) in workplaces.enumerated() where only == nil || only == index {
            let claim = Claim(workplace: place, basis: basis, law: law)
            let document = ClaimDocument(claim: claim, language: lang)
            try text("claim-\(index + 1).txt", document.text)
            try text(
                "complaint-draft-ko-\(index + 1).txt",
                ComplaintDraft(worker: basis.worker, workplace: place, claim: claim).text)
            claims.append(document.json)
        }
        try json(
            "claims.json",
            "{ \"today\": \"\(basis.today)\", \"workplaces\": [\n" + claims.joined(separator: ",\n") + " ] }\n")
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

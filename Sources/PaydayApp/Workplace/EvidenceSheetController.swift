import FoundationEssentials
import Layout
import Payroll
import PayrollWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sheet `e` opens on the workplace screen: where to write the evidence folder (`payday
/// evidence`'s files, for this workplace) and for which year. It offers this year and a new
/// folder beside the data file (`evidence-2026-11-29`, then `-2`, `-3` ... while taken); a
/// relative folder is taken from the data file's folder, `~/` from the home folder. Checked as
/// typed: a year in the data's range, and a folder that can be made: a new one, or an empty one
/// (replaced whole); a folder with files in it, a file, or a parent folder that is not there or
/// not writable is refused under the field, in words short enough for its line. Save hands the
/// year and the full path on; nothing is written by the sheet itself.
final class EvidenceSheetController: FormController {
    private let workplace: String
    private let dataFile: String
    private let today: LocalDate
    private(set) var yearField: TextField!
    private(set) var folderField: TextField!
    /// Called with the year and the folder's full path once the form is valid and saved.
    var onSave: ((Int, String) -> Void)?

    init(strings: AppStrings, workplace: String, dataFile: String, today: LocalDate) {
        self.workplace = workplace
        self.dataFile = dataFile
        self.today = today
        super.init(strings: strings, title: strings.appWords.evidenceTitle(workplace))
    }

    /// The folder of the data file.
    private var dataFolder: String { Self.folder(of: dataFile) }

    /// A folder beside the data file named after today, made unique by a number while taken.
    static func defaultFolder(besideDataFile dataFile: String, today: LocalDate) -> String {
        let base = joined(folder(of: dataFile), "evidence-\(today)")
        var candidate = base
        var number = 2
        while FileManager.default.fileExists(atPath: candidate) && number < 100 {
            candidate = base + "-\(number)"
            number += 1
        }
        return candidate
    }

    /// The folder part of `path` as written (`/a/b/f.json`: `/a/b`; `/f.json`: `/`; `f.json`:
    /// nothing), relative paths kept relative: the default folder shows the data file's place as
    /// it was named.
    static func folder(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        var folder = path[..<slash]
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// `name` inside `folder` (just `name` when the folder is nothing).
    static func joined(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    override func buildRows() {
        let words = strings.appWords
        let question = Label(text: words.evidenceQuestion)
        question.numberOfLines = 0
        stackView.addArrangedSubview(question)
        yearField = addTextRow(words.evidenceYear, text: "\(today.year)", width: 6)
        folderField = addTextRow(
            words.evidenceFolder, text: Self.defaultFolder(besideDataFile: dataFile, today: today), width: 40)
    }

    override var preferredFocusedView: View? { folderField }

    /// The folder as typed, made a full path.
    var typedFolder: String {
        let text = folderField.text
        if text.hasPrefix("~/") {
            return FileManager.default.homeDirectoryForCurrentUser.path + String(text.dropFirst(1))
        }
        if text.hasPrefix("/") { return text }
        return Self.joined(dataFolder, text)
    }

    override func check() -> FormProblems {
        var problems = FormProblems()
        let words = RuleWords(language: strings.language, place: .app)
        switch FieldText.number(yearField.text) {
        case .failure(let problem): problems[yearField] = strings.message(problem)
        case .success(let year):
            if let reason = DataRules.check(year, .year) { problems[yearField] = words.reason(reason) }
        }
        if folderField.text.isEmpty {
            problems[folderField] = strings.message(.required)
        } else if let problem = EvidenceFolder.problem(typedFolder, replacingEmptyFolder: true) {
            problems[folderField] = folderRefusal(problem, words: words)
        }
        return problems
    }

    /// Why the folder is refused, short enough for the line under the field (which shows the
    /// path); any other failure in the evidence folder's own words.
    private func folderRefusal(_ problem: EvidenceFolder.Failure, words: RuleWords) -> String {
        let sheet = strings.appWords
        switch problem {
        case .exists: return sheet.folderTaken
        case .notEmpty: return sheet.folderNotEmpty
        case .write(.makeFolder(let parent), let code) where code == ENOENT || code == ENOTDIR:
            return sheet.noSuchParent(parent)
        case .write(.makeFolder(let parent), _): return sheet.parentNotWritable(parent)
        default: return words.evidenceFolderFailure(problem)
        }
    }

    override func commit() {
        guard case .success(let year) = FieldText.number(yearField.text) else { return }
        onSave?(year, typedFolder)
    }
}

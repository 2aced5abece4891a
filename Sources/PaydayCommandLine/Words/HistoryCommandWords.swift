import Payroll
import PayrollWords

/// The command line's own words around the history (`payday history`, `undo`, `redo`): the
/// entries' words are the payroll layer's (`RuleWords.entry`). A protocol, so a sentence
/// missing in one language does not compile.
protocol HistoryCommandWords: Sendable {
    func noChangesYet(_ path: String) -> String
    /// The mark after an entry undone.
    var undoneMark: String { get }
    /// The mark after an edit found on disk, kept with the next change.
    var notYetKeptMark: String { get }
    /// `undo`/`redo` of a demo file, which payday never writes.
    func demoIsNotWritten(_ path: String) -> String
}

extension English: HistoryCommandWords {
    func noChangesYet(_ path: String) -> String { "No changes recorded yet for \(path)." }
    var undoneMark: String { "  (undone)" }
    var notYetKeptMark: String { "  (not yet kept: kept at the next change)" }
    func demoIsNotWritten(_ path: String) -> String {
        "\(path) is a demo (it has \"datesRelativeTo\"), so payday never writes to it"
    }
}

extension Korean: HistoryCommandWords {
    func noChangesYet(_ path: String) -> String { "\(path)에 기록된 변경이 아직 없습니다." }
    var undoneMark: String { "  (되돌림)" }
    var notYetKeptMark: String { "  (다음 변경 때 보관)" }
    func demoIsNotWritten(_ path: String) -> String {
        "\(path)은(는) 데모(\"datesRelativeTo\"가 있음)라서 payday는 여기에 쓰지 않습니다"
    }
}

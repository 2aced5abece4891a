import Payroll
import PayrollWords

/// The command line's own words around the history (`payday history`, `undo`, `redo`): the
/// entries' words are the payroll layer's (`RuleWords.entry`). A protocol, so a sentence
/// missing in one language does not compile.
protocol HistoryCommandWords: Sendable {
    func noChangesYet(_ path: String) -> String
    /// `undo`/`redo` of a demo file, which payday never writes.
    func demoIsNotWritten(_ path: String) -> String
}

extension English: HistoryCommandWords {
    func noChangesYet(_ path: String) -> String { "No changes recorded yet for \(path)." }
    func demoIsNotWritten(_ path: String) -> String {
        "\(path) is a demo (it has \"datesRelativeTo\"), so payday never writes to it"
    }
}

extension Korean: HistoryCommandWords {
    func noChangesYet(_ path: String) -> String { "\(path)에 기록된 변경이 아직 없습니다." }
    func demoIsNotWritten(_ path: String) -> String {
        "\(Korean.word(path, .topic)) 데모(\"datesRelativeTo\"가 있음)라서 payday는 여기에 쓰지 않습니다"
    }
}

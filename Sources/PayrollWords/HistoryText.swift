import FoundationEssentials
import Payroll

/// The marks on a line of the history: an undone change, an edit on disk not yet kept.
public protocol HistoryMarkWords: Sendable {
    var lineUndoneMark: String { get }
    var lineNotYetKeptMark: String { get }
}

extension English: HistoryMarkWords {
    public var lineUndoneMark: String { "(undone)" }
    public var lineNotYetKeptMark: String { "(not yet kept: kept at the next change)" }
}

extension Korean: HistoryMarkWords {
    public var lineUndoneMark: String { "(되돌림)" }
    public var lineNotYetKeptMark: String { "(다음 변경 때 보관)" }
}

/// The history in words, newest first: what `payday history` prints and the evidence folder keeps.
public enum HistoryText {
    /// A line an entry (only the `newest` ones, when given), each undone entry and an edit on
    /// disk not yet kept marked as such.
    public static func lines(_ history: History, words: RuleWords, timeZone: TimeZone?, newest: Int? = nil)
        -> [String]
    {
        let marks: any HistoryMarkWords = words.language.words
        let undone = Set(history.stacks.redoable.map(\.number))
        return history.entries.reversed().prefix(max(0, newest ?? history.entries.count)).map { entry in
            var line = TerminalText.line(words.entry(entry, timeZone: timeZone))
            if undone.contains(entry.number) { line += "  " + marks.lineUndoneMark }
            if entry.source == .disk && entry.version == nil { line += "  " + marks.lineNotYetKeptMark }
            return line
        }
    }
}

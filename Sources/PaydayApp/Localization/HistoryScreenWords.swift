import Payroll
import PayrollWords

/// The words of the history screen (`H`): its title, its search, its marks and keys, and what it
/// says when there is no history to show, in English and Korean (a sentence missing in one
/// language does not compile). What each change did is the history's own words (`RuleWords`),
/// the same as `payday history` prints.
/// `?`'s titles of ↑/↓, Home/End and Enter on the history screen, and the hint bar's word for Enter.
typealias HistoryKeyTitles = (
    newer: String, older: String, newest: String, oldest: String, whole: String, wholeHint: String
)

protocol HistoryScreenWords: Sendable {
    /// The navigation bar's title: `History · 6 changes`, or `History · 2 of 6` while filtered.
    func title(shown: Int, of count: Int) -> String
    /// The home screen's `H`, as `?` and the palette list it.
    var openKeyTitle: String { get }
    /// The search bar while empty.
    var searchPlaceholder: String { get }
    /// The list's line when the search leaves no change.
    func noMatches(_ text: String) -> String
    /// A file with no change recorded yet.
    var noChanges: String { get }
    /// The demo, which is never changed.
    var demoHasNoHistory: String { get }
    /// A file the app only shows (`payday render`): the store is not opened, so neither is its history.
    var shownOnlyHasNoHistory: String { get }
    /// After an entry undone (redo brings it back).
    var undoneMark: String { get }
    /// After an edit found on disk that the store keeps at the next change.
    var notYetKeptMark: String { get }
    /// `?`'s titles of ↑/↓, Home/End and Enter, and the hint bar's word for Enter.
    var historyKeyTitles: HistoryKeyTitles {
        get
    }
    /// Enter's alert: `Change 6`.
    func entryTitle(_ number: Int) -> String
}

extension English: HistoryScreenWords {
    func title(shown: Int, of count: Int) -> String {
        shown == count ? "History · \(count == 1 ? "1 change" : "\(count) changes")" : "History · \(shown) of \(count)"
    }
    var openKeyTitle: String { "history of changes" }
    var searchPlaceholder: String { "number, date, time or change (Esc ends)" }
    func noMatches(_ text: String) -> String { "No change matches “\(text)” (Esc shows all)" }
    var noChanges: String { "No change recorded yet: every change made from now on is listed here." }
    var demoHasNoHistory: String { "The demo is never changed, so it has no history." }
    var shownOnlyHasNoHistory: String { "This file is only shown here: payday history lists its changes." }
    var undoneMark: String { "undone" }
    var notYetKeptMark: String { "not yet kept" }
    var historyKeyTitles: HistoryKeyTitles {
        ("newer change", "older change", "newest change", "oldest change", "the change in full", "in full")
    }
    func entryTitle(_ number: Int) -> String { "Change \(number)" }
}

extension Korean: HistoryScreenWords {
    func title(shown: Int, of count: Int) -> String {
        shown == count ? "변경 기록 · \(count)개" : "변경 기록 · \(count)개 중 \(shown)개"
    }
    var openKeyTitle: String { "변경 기록 보기" }
    var searchPlaceholder: String { "번호, 날짜, 시각, 변경 내용 (Esc: 끝)" }
    func noMatches(_ text: String) -> String { "“\(text)”에 맞는 변경이 없습니다 (Esc: 모두 보기)" }
    var noChanges: String { "기록된 변경이 아직 없습니다. 앞으로의 변경이 모두 여기에 나옵니다." }
    var demoHasNoHistory: String { "데모는 바뀌지 않으므로 변경 기록이 없습니다." }
    var shownOnlyHasNoHistory: String { "여기서는 파일을 보여 주기만 합니다. 변경 기록은 payday history로 보세요." }
    var undoneMark: String { "되돌림" }
    var notYetKeptMark: String { "아직 보관 안 됨" }
    var historyKeyTitles: HistoryKeyTitles {
        ("더 최근 변경", "더 이전 변경", "가장 최근 변경", "가장 오래된 변경", "변경 내용 전체 보기", "전체")
    }
    func entryTitle(_ number: Int) -> String { "변경 \(number)" }
}

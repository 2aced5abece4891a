import Payroll
import PayrollWords

/// The words of searching a list (`/`) and of the command palette (Ctrl-P or `:`), in English and
/// Korean.
protocol SearchWords: Sendable {
    /// The palette's box title, its query line's placeholder, its line when nothing matches, and
    /// the title `?` lists its keys under.
    var palette: (title: String, placeholder: String, noMatches: String, keyTitle: String) { get }
    var searchKeyTitle: String { get }
    var shiftSearchPlaceholder: String { get }
    func noShiftMatches(_ text: String) -> String
}

extension English: SearchWords {
    var palette: (title: String, placeholder: String, noMatches: String, keyTitle: String) {
        ("Commands", "type letters of a command", "No command matches", "command palette")
    }
    var searchKeyTitle: String { "search" }
    var shiftSearchPlaceholder: String { "date, time, memo or pay (Esc ends)" }
    func noShiftMatches(_ text: String) -> String { "No shift matches “\(text)” (Esc shows all)" }
}

extension Korean: SearchWords {
    var palette: (title: String, placeholder: String, noMatches: String, keyTitle: String) {
        ("명령", "명령의 글자를 입력하세요", "맞는 명령이 없습니다", "명령 팔레트")
    }
    var searchKeyTitle: String { "검색" }
    var shiftSearchPlaceholder: String { "날짜, 시간, 메모, 금액 (Esc: 끝)" }
    func noShiftMatches(_ text: String) -> String { "“\(text)”에 맞는 근무가 없습니다 (Esc: 모두 보기)" }
}

extension AppStrings {
    /// The palette's words: its box's title, the query line's placeholder, the line shown when
    /// nothing matches, and the title `?` lists its keys under.
    var paletteWords: (title: String, placeholder: String, noMatches: String, keyTitle: String) {
        appWords.palette
    }

    /// The hint and `?` title of `/` on a list that filters.
    var searchKeyTitle: String { appWords.searchKeyTitle }

    /// The shift list's search bar, while empty.
    var shiftSearchPlaceholder: String { appWords.shiftSearchPlaceholder }

    /// The list's line when the search leaves no shift.
    func noShiftMatches(_ text: String) -> String { appWords.noShiftMatches(text) }
}

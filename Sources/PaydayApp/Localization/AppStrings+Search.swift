import Payroll

/// The words of searching a list (`/`) and of the command palette (Ctrl-P or `:`).
extension AppStrings {
    /// The palette's words: its box's title, the query line's placeholder, the line shown when
    /// nothing matches, and the title `?` lists its keys under.
    var paletteWords: (title: String, placeholder: String, noMatches: String, keyTitle: String) {
        language == .english
            ? ("Commands", "type letters of a command", "No command matches", "command palette")
            : ("명령", "명령의 글자를 입력하세요", "맞는 명령이 없습니다", "명령 팔레트")
    }

    /// The hint and `?` title of `/` on a list that filters.
    var searchKeyTitle: String { language == .english ? "search" : "검색" }

    /// The shift list's search bar, while empty.
    var shiftSearchPlaceholder: String {
        language == .english ? "date, time, memo or pay (Esc ends)" : "날짜, 시간, 메모, 금액 (Esc: 끝)"
    }

    /// The list's line when the search leaves no shift.
    func noShiftMatches(_ text: String) -> String {
        language == .english ? "No shift matches “\(text)” (Esc shows all)" : "“\(text)”에 맞는 근무가 없습니다 (Esc: 모두 보기)"
    }
}

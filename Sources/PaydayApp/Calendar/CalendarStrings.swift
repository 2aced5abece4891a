import Payroll

/// The calendar's and payslip screen's words, in the app's language.
extension AppStrings {
    /// `November 2026` / `2026년 11월`.
    func monthTitle(year: Int, month: Int) -> String {
        switch language {
        case .english: "\(Self.englishMonthNames[month - 1]) \(year)"
        case .korean: "\(year)년 \(month)월"
        }
    }

    /// The weekday headings, Monday first (three cells at most: they fit a 40-column calendar).
    var weekdayHeadings: [String] {
        switch language {
        case .english: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        case .korean: ["월", "화", "수", "목", "금", "토", "일"]
        }
    }

    /// Hours in a calendar cell: `7h 30m` / `7시간 30분` when wide, `7.5h` when narrow.
    func dayHours(minutes: Int, narrow: Bool) -> String {
        guard narrow else { return WorkTimeFormat.string(minutes: minutes, language) }
        let tenths = (minutes * 10 + 30) / 60
        return tenths % 10 == 0 ? "\(tenths / 10)h" : "\(tenths / 10).\(tenths % 10)h"
    }

    /// Pay in a calendar cell: in full when wide; when narrow, rounded to four cells at most:
    /// `83k`, `124k` / `83천`, and from 100,000 won `12만` (the selected day's line has it in full).
    func dayPay(_ pay: Money, narrow: Bool) -> String {
        guard narrow else { return pay.formatted(language) }
        let thousands = (pay.won + 500) / 1000
        switch language {
        case .english: return "\(thousands)k"
        case .korean: return thousands < 100 ? "\(thousands)천" : "\((pay.won + 5000) / 10000)만"
        }
    }

    var calendarHints: String {
        language == .english ? "←→↑↓ day  ⏎ shifts  Esc back" : "←→↑↓ 날짜  ⏎ 근무  Esc 뒤로"
    }

    var payslipHints: String { language == .english ? "↑↓←→ scroll  Esc back" : "↑↓←→ 스크롤  Esc 뒤로" }

    var noWorkplaceData: String {
        language == .english ? "This workplace's shifts are not loaded." : "이 일터의 근무 기록을 불러오지 않았습니다."
    }

    var todayWord: String { language == .english ? "today" : "오늘" }

    private static let englishMonthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December",
    ]
}

import Payroll

/// Every word the interactive app shows, in one language. Money and work time come formatted
/// from Payroll (`Money.formatted`, `WorkTimeFormat`); this holds the rest: the title line, the
/// key hints, dates, the D-day and the empty state.
public struct AppStrings: Sendable, Equatable {
    public let language: PayrollLanguage

    public init(_ language: PayrollLanguage) { self.language = language }

    /// The language named by the locale variables, as a C program would pick it: `LC_ALL` wins
    /// over `LANG`; `ko...` is Korean and anything else (unset, `C`, `en_US.UTF-8`) English.
    public static func language(environment: [String: String]) -> PayrollLanguage {
        let locale = [environment["LC_ALL"], environment["LANG"]].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return locale.lowercased().hasPrefix("ko") ? .korean : .english
    }

    var appName: String { language == .english ? "Payday" : "월급날" }

    /// `Sat, Nov 21, 2026` / `2026년 11월 21일 (토)`.
    func longDate(_ date: LocalDate) -> String {
        switch language {
        case .english: "\(Self.englishWeekdays[date.weekday.daysFromMonday]), \(Self.englishMonths[date.month - 1]) \(date.day), \(date.year)"
        case .korean: "\(date.year)년 \(date.month)월 \(date.day)일 (\(Self.koreanWeekdays[date.weekday.daysFromMonday]))"
        }
    }

    /// `Nov 1` / `11월 1일`: a day inside a pay period, whose year the title line already shows.
    func shortDate(_ date: LocalDate) -> String {
        switch language {
        case .english: "\(Self.englishMonths[date.month - 1]) \(date.day)"
        case .korean: "\(date.month)월 \(date.day)일"
        }
    }

    func workplaceCount(_ count: Int) -> String {
        switch language {
        case .english: count == 1 ? "1 workplace" : "\(count) workplaces"
        case .korean: "일터 \(count)곳"
        }
    }

    /// The title line's parts, left to right: the net across the workplaces when there are
    /// several; a demo file (read-only) is marked at the end.
    func title(today: LocalDate, workplaces: Int, isDemo: Bool = false, total: String? = nil) -> String {
        let net = total.map { language == .english ? " · net \($0)" : " · 실수령 \($0)" } ?? ""
        return "\(appName) · \(longDate(today)) · \(workplaceCount(workplaces))" + net + (isDemo ? " · \(demoMark)" : "")
    }

    var demoMark: String { language == .english ? "demo (read-only)" : "데모 (읽기 전용)" }

    /// `D-5` / `급여일까지 D-5`; `D-day` on payday.
    func daysUntilPayday(_ days: Int) -> String {
        let label = days == 0 ? "D-day" : "D-\(days)"
        return language == .english ? label : "급여일까지 \(label)"
    }

    /// The detail table's first line: the pay period and its payday.
    func period(start: LocalDate, end: LocalDate, payday: LocalDate) -> String {
        switch language {
        case .english: "\(shortDate(start)) – \(shortDate(end)), paid \(shortDate(payday))"
        case .korean: "\(shortDate(start)) – \(shortDate(end)), \(shortDate(payday)) 지급"
        }
    }

    var keyHints: String {
        language == .english ? "↑↓ select  ⏎ details  i in  o out  a shift  s shifts  ? keys  q quit"
            : "↑↓ 선택  ⏎ 자세히  i 출근  o 퇴근  a 근무 추가  s 근무 목록  ? 키  q 종료"
    }

    /// The hint line when there is nothing to select.
    var emptyHints: String { language == .english ? "n new workplace  ? keys  q quit" : "n 일터 추가  ? 키  q 종료" }

    /// The empty state: what happened and how to start.
    func emptyState(dataFile: String) -> [String] {
        switch language {
        case .english: ["No workplaces yet.", "Press n to add your first workplace", "(or: payday workplace add NAME --wage 10320 --payday-day 10)",
                        "(saved in \(dataFile))"]
        case .korean: ["아직 일터가 없습니다.", "n을 눌러 첫 일터를 추가하세요", "(또는: payday workplace add 이름 --wage 10320 --payday-day 10)",
                       "(저장 위치: \(dataFile))"]
        }
    }

    /// The mark after a card's name when a note under its table is a warning (monochrome-safe: a
    /// glyph, not only a colour).
    var warningMark: String { "!" }

    private static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let englishWeekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let koreanWeekdays = ["월", "화", "수", "목", "금", "토", "일"]
}

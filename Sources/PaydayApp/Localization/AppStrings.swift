import Payroll
import PayrollWords

/// Every word the interactive app shows, in one language. Money and work time come formatted
/// from Payroll (`Money.formatted`, `WorkTimeFormat`); this holds the rest: the title line, the
/// key hints, dates, the D-day and the empty state.
public struct AppStrings: Sendable, Equatable {
    public let language: PayrollLanguage

    public init(_ language: PayrollLanguage) { self.language = language }

    /// The language named by the locale variables, as a C program picks its messages' language:
    /// `LC_ALL` wins over `LC_MESSAGES`, which wins over `LANG`; `ko...` is Korean and anything
    /// else (unset, `C`, `en_US.UTF-8`) English.
    public static func language(environment: [String: String]) -> PayrollLanguage {
        let locale =
            [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]].compactMap { $0 }.first {
                !$0.isEmpty
            } ?? ""
        return locale.lowercased().hasPrefix("ko") ? .korean : .english
    }

    var appName: String { language == .english ? "Payday" : "월급날" }

    /// `Sat, Nov 21, 2026` / `2026년 11월 21일 (토)`.
    func longDate(_ date: LocalDate) -> String {
        switch language {
        case .english:
            "\(Self.englishWeekdays[date.weekday.daysFromMonday]), \(Self.englishMonths[date.month - 1]) \(date.day), \(date.year)"
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

    /// The title line's parts, left to right: a demo file (read-only) marked first, the page on
    /// screen (next pay, or the months its cards show), the workplaces, the net across them for that month when there are
    /// several (`expected` when it takes in plans ahead: what the page's paydays should bring),
    /// then today (cut first when narrow).
    func title(
        page: Page, today: LocalDate, workplaces: Int, isDemo: Bool = false, total: String? = nil,
        isExpected: Bool = false
    ) -> String {
        let net =
            total.map {
                switch (language, isExpected) {
                case (.english, false): " · net \($0)"
                case (.english, true): " · expected \($0)"
                case (.korean, false): " · 실수령 \($0)"
                case (.korean, true): " · 예상 \($0)"
                }
            } ?? ""
        let day =
            language == .english
            ? "today \(Self.englishWeekdays[today.weekday.daysFromMonday]), \(shortDate(today))"
            : "오늘 \(shortDate(today)) (\(Self.koreanWeekdays[today.weekday.daysFromMonday]))"
        return appName + (isDemo ? " · \(demoMark)" : "") + " · \(pageName(page)) · \(workplaceCount(workplaces))"
            + net + " · " + day
    }

    /// A page of the home screen: every workplace's next pay (where it opens), or the periods
    /// (by name) its cards show, from the earliest to the latest.
    enum Page: Equatable {
        case nextPay
        case months(PayPeriod, PayPeriod)
    }

    /// The name of a page: `next pay` / `다음 급여`; `Nov 2026 pay` / `2026년 11월분` when its
    /// cards show one month; `Oct–Nov 2026 pay` / `2026년 10~11월분`, `Dec 2026–Jan 2027 pay` /
    /// `2026년 12월~2027년 1월분` when they show several.
    func pageName(_ page: Page) -> String {
        let english = language == .english
        switch page {
        case .nextPay: return english ? "next pay" : "다음 급여"
        case .months(let from, let to) where from == to && !from.isMonthly:
            return language.cadenceWords.pageName(from)
        case .months(let from, let to) where from == to:
            return english ? "\(Self.englishMonths[from.month - 1]) \(from.year) pay" : "\(from.year)년 \(from.month)월분"
        case .months(let from, let to):
            let first = Self.englishMonths[from.month - 1]
            let last = Self.englishMonths[to.month - 1]
            if from.year == to.year {
                return english ? "\(first)–\(last) \(to.year) pay" : "\(to.year)년 \(from.month)~\(to.month)월분"
            }
            return english
                ? "\(first) \(from.year)–\(last) \(to.year) pay"
                : "\(from.year)년 \(from.month)월~\(to.year)년 \(to.month)월분"
        }
    }

    var demoMark: String { language == .english ? "demo (read-only)" : "데모 (읽기 전용)" }

    /// `D-5` / `급여일까지 D-5`; `D-day` on payday.
    func daysUntilPayday(_ days: Int) -> String {
        let label = days == 0 ? "D-day" : "D-\(days)"
        return language == .english ? label : "급여일까지 \(label)"
    }

    /// The card header's word on the payday: `D-5` while the period is being earned or still
    /// to come; `paid Dec 10` once paid, `paid in advance Nov 25` for a period paid before its
    /// last day was worked.
    func paydayStatus(status: PeriodStatus, daysUntilPayday: Int, payday: LocalDate, inAdvance: Bool) -> String {
        switch (status, language) {
        case (.paid, .english): inAdvance ? "paid in advance \(shortDate(payday))" : "paid \(shortDate(payday))"
        case (.paid, .korean): inAdvance ? "\(shortDate(payday)) 선지급" : "\(shortDate(payday)) 지급"
        case (.current, _), (.upcoming, _): self.daysUntilPayday(daysUntilPayday)
        }
    }

    /// The detail table's first line: the pay period and its payday, and where it stands:
    /// `Nov 1 – Nov 30, paid Dec 10 · so far` while it is earned, `· not started` before it.
    func period(start: LocalDate, end: LocalDate, payday: LocalDate, status: PeriodStatus = .paid) -> String {
        let dates =
            switch language {
            case .english: "\(shortDate(start)) – \(shortDate(end)), paid \(shortDate(payday))"
            case .korean: "\(shortDate(start)) – \(shortDate(end)), \(shortDate(payday)) 지급"
            }
        switch (status, language) {
        case (.paid, _): return dates
        case (.current, .english): return dates + " · so far"
        case (.current, .korean): return dates + " · 지금까지"
        case (.upcoming, .english): return dates + " · not started"
        case (.upcoming, .korean): return dates + " · 시작 전"
        }
    }

    /// The note under a table of a period paid before its last day: which days were paid ahead.
    func paidInAdvanceNote(from: LocalDate, to end: LocalDate, payday: LocalDate) -> String {
        language == .english
            ? "paid in advance: \(shortDate(from)) – \(shortDate(end)) paid \(shortDate(payday)), before worked"
            : "선지급: \(shortDate(from)) – \(shortDate(end))은 근무 전 \(shortDate(payday))에 지급"
    }

    /// The empty state: what happened and how to start.
    func emptyState(dataFile: String) -> [String] {
        switch language {
        case .english:
            [
                "No workplaces yet.", "Press n to add your first workplace",
                "(or: payday workplace add NAME --wage 10320 --payday-day 10)",
                "(saved in \(dataFile))",
            ]
        case .korean:
            [
                "아직 일터가 없습니다.", "n을 눌러 첫 일터를 추가하세요", "(또는: payday workplace add 이름 --wage 10320 --payday-day 10)",
                "(저장 위치: \(dataFile))",
            ]
        }
    }

    /// The mark after a card's name when a note under its table is a warning (monochrome-safe: a
    /// glyph, not only a colour).
    var warningMark: String { "!" }

    private static let englishMonths = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    private static let englishWeekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let koreanWeekdays = ["월", "화", "수", "목", "금", "토", "일"]
}

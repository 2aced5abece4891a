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

    var appName: String { appWords.appName }

    /// `Sat, Nov 21, 2026` / `2026년 11월 21일 (토)`.
    func longDate(_ date: LocalDate) -> String { appWords.longDate(date) }

    /// `Nov 1` / `11월 1일`: a day inside a pay period, whose year the title line already shows.
    func shortDate(_ date: LocalDate) -> String { appWords.shortDate(date) }

    func workplaceCount(_ count: Int) -> String { appWords.workplaceCount(count) }

    /// The title line's parts, left to right: a demo file (read-only) marked first, the page on
    /// screen (next pay, or the months its cards show), the workplaces, the net across them for that month when there are
    /// several (`expected` when it takes in plans ahead: what the page's paydays should bring),
    /// then today (cut first when narrow).
    func title(
        page: Page, today: LocalDate, workplaces: Int, isDemo: Bool = false, total: String? = nil,
        isExpected: Bool = false
    ) -> String {
        let words = appWords
        let net = total.map { " · " + words.total($0, isExpected: isExpected) } ?? ""
        return appName + (isDemo ? " · \(demoMark)" : "") + " · \(pageName(page)) · \(workplaceCount(workplaces))"
            + net + " · " + words.today(today)
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
        switch page {
        case .nextPay: appWords.nextPay
        case .months(let from, let to) where from == to && !from.isMonthly: language.cadenceWords.pageName(from)
        // Periods of one month's name but of different spans (a month, a week of it): that month.
        case .months(let from, let to) where !(from < to): appWords.months(from, from)
        case .months(let from, let to): appWords.months(from, to)
        }
    }

    var demoMark: String { appWords.demoMark }

    /// `D-5` / `급여일까지 D-5`; `D-day` on payday.
    func daysUntilPayday(_ days: Int) -> String { appWords.daysUntilPayday(dayLabel(days)) }

    /// The D-day where a line is narrow: `D-5` in both languages; on payday the whole word
    /// (`D-day` / `오늘 급여일`).
    func compactDaysUntilPayday(_ days: Int) -> String { days == 0 ? daysUntilPayday(0) : dayLabel(days) }

    /// `D-5`, `D-day` on payday: the label the words are built around.
    private func dayLabel(_ days: Int) -> String { days == 0 ? "D-day" : "D-\(days)" }

    /// The card header's word on the payday: `D-5` while the period is being earned or still
    /// to come; `paid Dec 10` once paid, `paid in advance Nov 25` for a period paid before its
    /// last day was worked. With it its compact form, for a header too narrow for the name
    /// beside the whole of it: `D-5` in both languages (the Korean `급여일까지` left out; a worker
    /// reads the D-day alone); on payday, once paid and in English, the whole one.
    func paydayStatus(status: PeriodStatus, daysUntilPayday: Int, payday: LocalDate, inAdvance: Bool)
        -> PaydayStatusText
    {
        switch status {
        case .paid:
            let paid = appWords.paid(on: shortDate(payday), inAdvance: inAdvance)
            return PaydayStatusText(whole: paid, compact: paid)
        case .current, .upcoming:
            let whole = self.daysUntilPayday(daysUntilPayday)
            return PaydayStatusText(whole: whole, compact: compactDaysUntilPayday(daysUntilPayday))
        }
    }

    /// The detail table's first line: the pay period and its payday, and where it stands:
    /// `Nov 1 – Nov 30, paid Dec 10 · so far` while it is earned, `· not started` before it.
    func period(start: LocalDate, end: LocalDate, payday: LocalDate, status: PeriodStatus = .paid) -> String {
        appWords.period(shortDate(start), shortDate(end), paid: shortDate(payday), status: status)
    }

    /// The note under a table of a period paid before its last day: which days were paid ahead.
    func paidInAdvanceNote(from: LocalDate, to end: LocalDate, payday: LocalDate) -> String {
        appWords.paidInAdvanceNote(shortDate(from), shortDate(end), paid: shortDate(payday))
    }

    /// The empty state: what happened and how to start.
    func emptyState(dataFile: String) -> [String] { appWords.emptyState(dataFile: dataFile) }

    /// The mark after a card's name when a note under its table is a warning (monochrome-safe: a
    /// glyph, not only a colour).
    var warningMark: String { "!" }
}

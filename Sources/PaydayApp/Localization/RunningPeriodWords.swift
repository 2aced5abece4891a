import Payroll
import PayrollWords

/// The card's line for the period running today when the card shows an earlier one, ended and
/// waiting for its payday, in English and Korean (a sentence missing in one language does not
/// compile). `net` comes formatted.
protocol RunningPeriodWords: Sendable {
    /// `December so far ₩123,000 · paid Jan 10` / `12월분 지금까지 123,000원 · 1월 10일 지급`; a
    /// week's `week of Nov 23 so far` / `11월 23일 주 지금까지`, two weeks' or a month from a start
    /// day's `Nov 16 – Nov 29 so far` / `11월 16일부터 지금까지`, a day's `today so far` / `오늘분 지금까지`.
    /// From `from` on when earlier periods are counted too (`since Nov 29 so far` / `11월 29일부터
    /// 지금까지`), paid from `payday` on when on several days (`paid from Nov 30` / `11월 30일부터 지급`).
    func runningPeriod(_ period: PayPeriod, net: String, payday: LocalDate, from: LocalDate?, severalPaydays: Bool)
        -> String
}

extension English: RunningPeriodWords {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    func runningPeriod(_ period: PayPeriod, net: String, payday: LocalDate, from: LocalDate?, severalPaydays: Bool)
        -> String
    {
        let name =
            switch (period.span, from) {
            case (_, let from?): "since \(shortDate(from))"
            case (.month, nil) where period.startDay == 1: Self.monthNames[period.month - 1]
            case (.weeks(1), nil): "week of \(shortDate(period.start))"
            case (.month, nil), (.weeks, nil): "\(shortDate(period.start)) – \(shortDate(period.end))"
            case (.day, nil): "today"
            }
        return "\(name) so far \(net) · paid \(severalPaydays ? "from " : "")\(shortDate(payday))"
    }
}

extension Korean: RunningPeriodWords {
    func runningPeriod(_ period: PayPeriod, net: String, payday: LocalDate, from: LocalDate?, severalPaydays: Bool)
        -> String
    {
        let name =
            switch (period.span, from) {
            case (_, let from?): "\(shortDate(from))부터"
            case (.month, nil) where period.startDay == 1: "\(period.month)월분"
            case (.weeks(1), nil): "\(shortDate(period.start)) 주"
            // From its first day: the period runs past today, and a narrow card keeps the amount.
            case (.month, nil), (.weeks, nil): "\(shortDate(period.start))부터"
            case (.day, nil): "오늘분"
            }
        return "\(name) 지금까지 \(net) · \(shortDate(payday))\(severalPaydays ? "부터" : "") 지급"
    }
}

extension AppStrings {
    /// The card's line for the period running today beside the ended one it shows.
    func runningPeriod(_ running: WorkplaceCard.RunningPeriod) -> String {
        appWords.runningPeriod(
            running.period, net: running.net.formatted(language), payday: running.payday, from: running.from,
            severalPaydays: running.paidOnSeveralDays)
    }
}

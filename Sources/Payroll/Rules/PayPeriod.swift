/// "A pay period is a calendar month, or with `period.startDay` the days from that day of one
/// month to the day before it in the next; it is named after the month it ends in."
///
/// `year` and `month` are the name: with start day 26, period 2026-11 runs from October 26 to
/// November 25. Periods compare by name only (rates and paydays go by it); equality also takes
/// the start day.
public struct PayPeriod: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// How long a period is: a month (from its start day), whole weeks from a Monday (weekly and
    /// biweekly pay), or one day (daily pay).
    public enum Span: Hashable, Sendable {
        case month
        case weeks(Int)
        case day
    }

    /// A month's name; for weekly and daily periods the month of the last day.
    public let year: Int
    /// 1...12
    public let month: Int
    /// The first day of a monthly period, 1...28; 1 is the calendar month (and for weekly and daily periods).
    public let startDay: Int
    public let span: Span
    /// The first day: the 1st of the month, or the start day of the month before; a weekly
    /// period's Monday; the day of a daily one.
    public let start: LocalDate
    /// The last day: the month's last, or the day before the start day in the named month; a
    /// weekly period's Sunday; the day of a daily one.
    public let end: LocalDate

    public init(year: Int, month: Int, startDay: Int = 1) {
        precondition(Limits.periodStartDay.contains(startDay), "a period starts on day 1...28")
        // Normalise a month outside 1...12 into the right year, so callers can step by months.
        let zeroBased = year * 12 + (month - 1)
        self.year = zeroBased >= 0 ? zeroBased / 12 : (zeroBased - 11) / 12
        self.month = zeroBased - self.year * 12 + 1
        self.startDay = startDay
        span = .month
        let first = LocalDate.first(year: self.year, month: self.month)
        if startDay > 1 {
            // Start days are 1...28: every month has that day.
            let previousMonth = first.adding(days: -1)
            start = LocalDate.first(year: previousMonth.year, month: previousMonth.month).adding(days: startDay - 1)
            end = first.adding(days: startDay - 2)
        } else {
            start = first
            end = first.adding(days: LocalDate.daysIn(year: self.year, month: self.month) - 1)
        }
    }

    /// `weeks` weeks from `monday` (weekly pay: 1; every other week: 2).
    public init(weeksFrom monday: LocalDate, count weeks: Int) {
        precondition(weeks >= 1, "a weekly period is one week or more")
        self.init(start: monday, end: monday.adding(days: 7 * weeks - 1), span: .weeks(weeks))
    }

    /// The one day of a daily period.
    public init(day: LocalDate) { self.init(start: day, end: day, span: .day) }

    private init(start: LocalDate, end: LocalDate, span: Span) {
        self.start = start
        self.end = end
        self.span = span
        year = end.year
        month = end.month
        startDay = 1
    }

    /// The period holding `date`: with a start day after the 1st, a date on or after the start
    /// day belongs to the period named after the next month.
    public init(containing date: LocalDate, startDay: Int = 1) {
        let (year, month, day) = date.components
        self.init(year: year, month: startDay > 1 && day >= startDay ? month + 1 : month, startDay: startDay)
    }

    public var isMonthly: Bool { span == .month }

    public func contains(_ date: LocalDate) -> Bool { date >= start && date <= end }

    /// The period `months` later (earlier when negative), with the same start day; a weekly or
    /// daily period steps by its own periods (`advanced(by:)`).
    public func adding(months: Int) -> PayPeriod {
        isMonthly ? PayPeriod(year: year, month: month + months, startDay: startDay) : advanced(by: months)
    }

    /// The period `count` periods of the same span later (earlier when negative).
    public func advanced(by count: Int) -> PayPeriod {
        switch span {
        case .month: PayPeriod(year: year, month: month + count, startDay: startDay)
        case .weeks(let weeks): PayPeriod(weeksFrom: start.adding(days: 7 * weeks * count), count: weeks)
        case .day: PayPeriod(day: start.adding(days: count))
        }
    }

    /// The same name with another start day; a weekly or daily period is itself.
    public func with(startDay: Int) -> PayPeriod {
        isMonthly ? PayPeriod(year: year, month: month, startDay: startDay) : self
    }

    /// Parses `YYYY-MM` exactly (four and two digits, month 01...12); nil for any other text.
    public init?(iso text: String, startDay: Int = 1) {
        var text = text
        let parts = text.withUTF8 { utf8 -> (Int, Int)? in
            guard utf8.count == 7, utf8[4] == UInt8(ascii: "-"), let year = LocalDate.digits(utf8[0..<4]),
                let month = LocalDate.digits(utf8[5..<7])
            else { return nil }
            return (year, month)
        }
        guard let (year, month) = parts, Limits.fourDigitYears.contains(year), (1...12).contains(month) else {
            return nil
        }
        self.init(year: year, month: month, startDay: startDay)
    }

    /// The name: `2026-11` for a month, the first day (`2026-11-16`) for a weekly or daily period.
    public var description: String {
        guard isMonthly else { return start.description }
        return LocalDate.digitsText(year, month) ?? LocalDate.padded(year, 4) + "-" + LocalDate.padded(month, 2)
    }

    /// Its days on one line, as `summary` writes them and the payslip beside its name:
    /// `2026-11-01 – 2026-11-30`, a week `2026-11-16 – 2026-11-22`, and a daily period its one
    /// day, `2026-11-28`.
    public var rangeText: String { span == .day ? start.description : "\(start) – \(end)" }

    /// Whether `other` has this period's name: the same month, whatever its start day, or the
    /// same weekly or daily days (what one receipt is for).
    public func hasSameName(as other: PayPeriod) -> Bool {
        if isMonthly || other.isMonthly {
            return isMonthly && other.isMonthly && (year, month) == (other.year, other.month)
        }
        return start == other.start && end == other.end
    }

    /// Months compare by name; weekly and daily periods by their days.
    public static func < (lhs: PayPeriod, rhs: PayPeriod) -> Bool {
        if lhs.isMonthly && rhs.isMonthly { return (lhs.year, lhs.month) < (rhs.year, rhs.month) }
        return (lhs.end, lhs.start) < (rhs.end, rhs.start)
    }
}

/// When a pay period is paid.
public struct PaydayRule: Sendable, Equatable {
    public enum Month: String, Sendable, CaseIterable {
        /// A month's work is paid in the next month.
        case next
        /// A month's work is paid in the same month.
        case same
    }

    public enum IfHoliday: String, Sendable, CaseIterable {
        /// Paid on the working day before.
        case before
        /// Paid on the working day after.
        case after
        /// Paid on its date anyway.
        case keep
    }

    /// How often pay comes: the month (`day`, `month`), the week, or the day.
    public enum Cadence: Sendable, Equatable {
        case monthly
        /// Weekly pay (주급): weeks from Monday to Sunday, paid on `weekday` of the week after the
        /// period; `every` 2 (격주급) pays two weeks at a time, counted from `anchor`, a Monday
        /// that starts a period (nil with `every` 1).
        case weekly(Weekday, every: Int, anchor: LocalDate?)
        /// Daily pay (일급): each day its own period, paid `lagDays` days after it.
        case daily(lagDays: Int)
    }

    /// 1...31; a day past the month's end means its last day. Monthly pay only.
    public var day: Int
    /// Monthly pay only.
    public var month: Month
    public var ifHoliday: IfHoliday
    /// Weekly or daily pay sets `day` and `month` back to what the file's reader gives them
    /// (1, `next`): they are not written for those cadences, and a rule that kept a monthly
    /// day would not read back as written (an edit from monthly to weekly pay was refused).
    public var cadence: Cadence {
        didSet { if cadence != .monthly { (day, month) = (1, .next) } }
    }

    public init(day: Int, month: Month = .next, ifHoliday: IfHoliday = .before) {
        self.day = day
        self.month = month
        self.ifHoliday = ifHoliday
        cadence = .monthly
    }

    /// Weekly pay on `weekday`; every other week (`every` 2) from the Monday `anchor`.
    public static func weekly(
        _ weekday: Weekday, every: Int = 1, anchor: LocalDate? = nil, ifHoliday: IfHoliday = .before
    ) -> PaydayRule {
        var rule = PaydayRule(day: 1, ifHoliday: ifHoliday)
        rule.cadence = .weekly(weekday, every: every, anchor: anchor)
        return rule
    }

    /// Daily pay, `lagDays` after the day worked.
    public static func daily(lagDays: Int = 0, ifHoliday: IfHoliday = .before) -> PaydayRule {
        var rule = PaydayRule(day: 1, ifHoliday: ifHoliday)
        rule.cadence = .daily(lagDays: lagDays)
        return rule
    }

    /// The period holding `date`: a month (from `startDay`), a week or two from Monday, or the day.
    public func period(containing date: LocalDate, startDay: Int = 1) -> PayPeriod {
        switch cadence {
        case .monthly:
            return PayPeriod(containing: date, startDay: startDay)
        case .weekly(_, let every, let anchor):
            let monday = date.mondayOfWeek
            guard every > 1 else { return PayPeriod(weeksFrom: monday, count: 1) }
            // Whole periods of `every` weeks from the anchor's Monday, before or after it.
            let origin = (anchor ?? monday).mondayOfWeek
            let weeks = origin.days(to: monday) / 7
            let periods = weeks >= 0 ? weeks / every : -((-weeks + every - 1) / every)
            return PayPeriod(weeksFrom: origin.adding(days: 7 * every * periods), count: every)
        case .daily:
            return PayPeriod(day: date)
        }
    }

    /// The period of this rule's cadence with the name `period`: a month's name stays a month
    /// (with `startDay`); for weekly or daily pay, the period holding its first day.
    public func period(named period: PayPeriod, startDay: Int = 1) -> PayPeriod {
        switch cadence {
        case .monthly:
            period.isMonthly
                ? period.with(startDay: startDay) : self.period(containing: period.start, startDay: startDay)
        case .weekly, .daily: self.period(containing: period.start)
        }
    }

    /// "Its payday is `payday.day` of the next month (`"next"`) or of the same month (`"same"`),
    /// clamped to the month's last day, then moved off a weekend or public holiday as `ifHoliday`
    /// says." Weekly and daily paydays move the same way, but never to a day before the last day
    /// they pay for: then they move after.
    public func payday(for period: PayPeriod, holidays: HolidayCalendar) -> LocalDate {
        let nominal = nominalPayday(for: period)
        let moved = movedOffNonWorkingDay(nominal, holidays: holidays)
        guard cadence != .monthly, moved < period.end else { return moved }
        return Self.movedOffNonWorkingDay(nominal, step: 1, holidays: holidays)
    }

    /// The payday of `period` before any move: "`payday.day` of the next month (`"next"`) or of
    /// the same month (`"same"`), clamped to the month's last day" (payday 31 in February is the
    /// 28th); for weekly pay the weekday of the week after the period, for daily pay `lagDays`
    /// after the day.
    public func nominalPayday(for period: PayPeriod) -> LocalDate {
        switch cadence {
        case .monthly:
            // Counted from the month the period is named after (it ends in), whatever its start day.
            let paidIn = PayPeriod(year: period.year, month: period.month + (month == .next ? 1 : 0))
            return paidIn.start.adding(days: min(day, LocalDate.daysIn(year: paidIn.year, month: paidIn.month)) - 1)
        case .weekly(let weekday, _, _):
            return period.end.mondayOfWeek.adding(days: 7 + weekday.daysFromMonday)
        case .daily(let lagDays):
            return period.end.adding(days: lagDays)
        }
    }

    /// "payday on a Saturday, Sunday or public holiday moves to the working day `"before"` or
    /// `"after"`, or `"keep"`s its date."
    public func movedOffNonWorkingDay(_ date: LocalDate, holidays: HolidayCalendar) -> LocalDate {
        switch ifHoliday {
        case .keep: date
        case .before: Self.movedOffNonWorkingDay(date, step: -1, holidays: holidays)
        case .after: Self.movedOffNonWorkingDay(date, step: 1, holidays: holidays)
        }
    }

    private static func movedOffNonWorkingDay(_ date: LocalDate, step: Int, holidays: HolidayCalendar) -> LocalDate {
        var moved = date
        // Terminates: no run of weekends and holidays is longer than a few days.
        while moved.isWeekend || holidays.isHoliday(moved) {
            moved = moved.adding(days: step)
        }
        return moved
    }

    /// "The card shows the pay period paid on the next payday on or after today": the period
    /// whose payday is the earliest not before `today`.
    public func currentPeriod(today: LocalDate, startDay: Int = 1, holidays: HolidayCalendar) -> (
        period: PayPeriod, payday: LocalDate
    ) {
        let reach: Int
        switch cadence {
        case .monthly:
            // A payday falls between one month before its period (a "same" payday moved "before"
            // over a month start) and two months after it, so periods from three months back to one
            // ahead hold the answer; among them the paydays are in period order.
            let here = PayPeriod(containing: today, startDay: startDay)
            for offset in -3...2 {
                let period = here.adding(months: offset)
                let date = payday(for: period, holidays: holidays)
                if date >= today { return (period, date) }
            }
            let period = here.adding(months: 3)
            return (period, payday(for: period, holidays: holidays))
        case .weekly(_, let every, _):
            // Paid within the week after the period, a few days later when moved after holidays.
            reach = 7 * every + 21
        case .daily(let lagDays):
            reach = lagDays + 21
        }
        // Paydays come in period order (a move never passes the next period's payday), so the
        // first one not before today, walking forward from far enough back, is the answer.
        var period = self.period(containing: today.adding(days: -reach), startDay: startDay)
        while true {
            let date = payday(for: period, holidays: holidays)
            if date >= today { return (period, date) }
            period = period.advanced(by: 1)
        }
    }
}

extension Workplace {
    /// The workplace's pay period holding `date`.
    public func period(containing date: LocalDate) -> PayPeriod {
        payday.period(containing: date, startDay: periodStartDay)
    }

    /// The workplace's period with the name `period` (a month's name, or a weekly or daily
    /// period's first day).
    public func period(named period: PayPeriod) -> PayPeriod {
        payday.period(named: period, startDay: periodStartDay)
    }

    /// When `period` is paid.
    public func payday(for period: PayPeriod, holidays: HolidayCalendar) -> LocalDate {
        payday.payday(for: period, holidays: holidays)
    }

    /// The period paid on the next payday on or after `today`, and that payday.
    public func currentPeriod(today: LocalDate, holidays: HolidayCalendar) -> (period: PayPeriod, payday: LocalDate) {
        payday.currentPeriod(today: today, startDay: periodStartDay, holidays: holidays)
    }
}

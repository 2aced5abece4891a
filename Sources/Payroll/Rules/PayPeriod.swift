/// "A pay period is a calendar month, or with `period.startDay` the days from that day of one
/// month to the day before it in the next; it is named after the month it ends in."
///
/// `year` and `month` are the name: with start day 26, period 2026-11 runs from October 26 to
/// November 25. Periods compare by name only (rates and paydays go by it); equality also takes
/// the start day.
public struct PayPeriod: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    /// 1...12
    public let month: Int
    /// The first day of the period, 1...28; 1 is the calendar month.
    public let startDay: Int

    public init(year: Int, month: Int, startDay: Int = 1) {
        precondition(Limits.periodStartDay.contains(startDay), "a period starts on day 1...28")
        // Normalise a month outside 1...12 into the right year, so callers can step by months.
        let zeroBased = year * 12 + (month - 1)
        self.year = zeroBased >= 0 ? zeroBased / 12 : (zeroBased - 11) / 12
        self.month = zeroBased - self.year * 12 + 1
        self.startDay = startDay
    }

    /// The period holding `date`: with a start day after the 1st, a date on or after the start
    /// day belongs to the period named after the next month.
    public init(containing date: LocalDate, startDay: Int = 1) {
        let (year, month, day) = date.components
        self.init(year: year, month: startDay > 1 && day >= startDay ? month + 1 : month, startDay: startDay)
    }

    /// The first day: the 1st of the month, or the start day of the month before.
    public var start: LocalDate {
        let first = LocalDate.first(year: year, month: month)
        guard startDay > 1 else { return first }
        // Start days are 1...28: every month has that day.
        let previous = PayPeriod(year: year, month: month - 1)
        return LocalDate.first(year: previous.year, month: previous.month).adding(days: startDay - 1)
    }

    /// The last day: the month's last, or the day before the start day in the named month.
    public var end: LocalDate {
        let first = LocalDate.first(year: year, month: month)
        return first.adding(days: (startDay > 1 ? startDay - 1 : LocalDate.daysIn(year: year, month: month)) - 1)
    }

    public func contains(_ date: LocalDate) -> Bool { date >= start && date <= end }

    /// The period `months` later (earlier when negative), with the same start day.
    public func adding(months: Int) -> PayPeriod { PayPeriod(year: year, month: month + months, startDay: startDay) }

    /// The same name with another start day.
    public func with(startDay: Int) -> PayPeriod { PayPeriod(year: year, month: month, startDay: startDay) }

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

    /// `2026-11`: the name.
    public var description: String { LocalDate.padded(year, 4) + "-" + LocalDate.padded(month, 2) }

    public static func < (lhs: PayPeriod, rhs: PayPeriod) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
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

    /// 1...31; a day past the month's end means its last day.
    public var day: Int
    public var month: Month
    public var ifHoliday: IfHoliday

    public init(day: Int, month: Month = .next, ifHoliday: IfHoliday = .before) {
        self.day = day
        self.month = month
        self.ifHoliday = ifHoliday
    }

    /// "Its payday is `payday.day` of the next month (`"next"`) or of the same month (`"same"`),
    /// clamped to the month's last day, then moved off a weekend or public holiday as `ifHoliday`
    /// says."
    public func payday(for period: PayPeriod, holidays: HolidayCalendar) -> LocalDate {
        movedOffNonWorkingDay(nominalPayday(for: period), holidays: holidays)
    }

    /// The payday of `period` before any move: "`payday.day` of the next month (`"next"`) or of
    /// the same month (`"same"`), clamped to the month's last day" (payday 31 in February is the 28th).
    public func nominalPayday(for period: PayPeriod) -> LocalDate {
        // Counted from the month the period is named after (it ends in), whatever its start day.
        let paidIn = PayPeriod(year: period.year, month: period.month + (month == .next ? 1 : 0))
        return paidIn.start.adding(days: min(day, LocalDate.daysIn(year: paidIn.year, month: paidIn.month)) - 1)
    }

    /// "payday on a Saturday, Sunday or public holiday moves to the working day `"before"` or
    /// `"after"`, or `"keep"`s its date."
    public func movedOffNonWorkingDay(_ date: LocalDate, holidays: HolidayCalendar) -> LocalDate {
        let step: Int
        switch ifHoliday {
        case .keep: return date
        case .before: step = -1
        case .after: step = 1
        }
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
    }
}

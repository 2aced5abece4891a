/// "A pay period is a calendar month."
public struct PayPeriod: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    /// 1...12
    public let month: Int

    public init(year: Int, month: Int) {
        // Normalise a month outside 1...12 into the right year, so callers can step by months.
        let zeroBased = year * 12 + (month - 1)
        self.year = zeroBased >= 0 ? zeroBased / 12 : (zeroBased - 11) / 12
        self.month = zeroBased - self.year * 12 + 1
    }

    /// The period holding `date`.
    public init(containing date: LocalDate) {
        let (year, month, _) = date.components
        self.init(year: year, month: month)
    }

    public var start: LocalDate { LocalDate(year: year, month: month, day: 1) ?? LocalDate(dayNumber: 0) }

    public var end: LocalDate { start.adding(days: LocalDate.daysIn(year: year, month: month) - 1) }

    public func contains(_ date: LocalDate) -> Bool { date >= start && date <= end }

    public func adding(months: Int) -> PayPeriod { PayPeriod(year: year, month: month + months) }

    /// Parses `YYYY-MM` exactly (four and two digits, month 01...12); nil for any other text.
    public init?(iso text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 7, utf8[4] == UInt8(ascii: "-"), let year = LocalDate.digits(utf8[0..<4]),
              let month = LocalDate.digits(utf8[5..<7]), (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.init(year: year, month: month)
    }

    /// `2026-11`.
    public var description: String { LocalDate.padded(year, 4) + "-" + LocalDate.padded(month, 2) }

    public static func < (lhs: PayPeriod, rhs: PayPeriod) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}

/// When a pay period is paid (PAYROLL.md section 2).
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
        let paidIn = month == .next ? period.adding(months: 1) : period
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
    public func currentPeriod(today: LocalDate, holidays: HolidayCalendar) -> (period: PayPeriod, payday: LocalDate) {
        // A payday falls between one month before its period (a "same" payday moved "before"
        // over a month start) and two months after it, so periods from three months back to one
        // ahead hold the answer; among them the paydays are in period order.
        let here = PayPeriod(containing: today)
        for offset in -3...2 {
            let period = here.adding(months: offset)
            let date = payday(for: period, holidays: holidays)
            if date >= today { return (period, date) }
        }
        let period = here.adding(months: 3)
        return (period, payday(for: period, holidays: holidays))
    }
}

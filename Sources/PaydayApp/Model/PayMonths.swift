import Payroll

/// The pages the home screen pages through, oldest first, and the one it opens on ("next pay").
///
/// Each workplace has its own next pay: the period paid on its next payday on or after today,
/// the one `payday summary` shows (`PaydayRule.currentPeriod`). Workplaces differ in payday and
/// period start, so on the same day one's next pay can be October's work (paid on the 30th of
/// the next month) and another's November's (paid on the 10th). The opening page shows every
/// workplace's next pay; a page is an offset in calendar months from it: the page `k` to the
/// right shows each workplace's period `k` months after its next pay (with its own start day).
///
/// - The first page is the period of the earliest shift of any workplace, counted from that
///   workplace's next pay (never after the opening page); the last is the latest period that
///   contains today (a start day already past in this month names the next one), counted
///   likewise (never before the opening page).
///
/// Invariant: `first <= 0 <= last`; `nextPay` has one month name (start day 1) per workplace.
struct PayMonths: Equatable {
    /// Each workplace's next pay, by the name of its period, in the file's order.
    let nextPay: [PayPeriod]
    /// The offset of the first and of the last page from next pay (the opening page is 0).
    let first: Int
    let last: Int
    init(workplaces: [Workplace], today: LocalDate, holidays: HolidayCalendar) {
        nextPay = workplaces.map { Self.nextPay(of: $0, today: today, holidays: holidays) }
        var first = 0
        var last = 0
        for (workplace, next) in zip(workplaces, nextPay) {
            let holdingToday = workplace.period(containing: today).with(startDay: 1)
            last = max(last, Self.months(from: next, to: holdingToday))
            if let shift = workplace.shifts.first {
                let earliest = workplace.period(containing: shift.date).with(startDay: 1)
                first = min(first, Self.months(from: next, to: earliest))
            }
        }
        (self.first, self.last) = (first, last)
    }

    /// The earliest and the latest period (by name) the cards show on the page `offset` months
    /// from next pay: the title names the page by them. They are found among that page's
    /// periods, not moved from next pay's: a workplace paid by the week or the day steps by its
    /// own periods, so next pay's earliest card need not be the page's (on 21 November, a
    /// monthly card's October beside a daily card's November 20 is `Oct–Nov`, not `Nov–Oct`).
    func shownPeriods(offset: Int) -> (earliest: PayPeriod, latest: PayPeriod)? {
        let shown = nextPay.map { $0.adding(months: offset) }
        guard let earliest = shown.min(), let latest = shown.max() else { return nil }
        return (earliest, latest)
    }

    /// The period (by name) the opening page shows for `workplace`: the one `payday summary`
    /// shows (`Workplace.nextPayPeriod`), the period paid on its next payday unless the job
    /// begins after it.
    static func nextPay(of workplace: Workplace, today: LocalDate, holidays: HolidayCalendar) -> PayPeriod {
        workplace.nextPayPeriod(today: today, holidays: holidays).with(startDay: 1)
    }

    /// Calendar months from `start` to `end` (negative when `end` comes first); for weekly and
    /// daily pay, the workplace's own periods (a page steps by them).
    static func months(from start: PayPeriod, to end: PayPeriod) -> Int {
        switch start.span {
        case .month: (end.year - start.year) * 12 + end.month - start.month
        case .weeks(let weeks): start.start.days(to: end.start) / (7 * weeks)
        case .day: start.start.days(to: end.start)
        }
    }

    /// How many pages there are.
    var count: Int { last - first + 1 }

    /// The page `offset` months from next pay (which may lie outside the pages).
    func index(of offset: Int) -> Int { offset - first }

    /// How many months page `index` is from next pay.
    func offset(at index: Int) -> Int { first + index }

    var openingIndex: Int { index(of: 0) }

    /// The period (by name) the card of the workplace at `row` shows on the page `offset`
    /// months from next pay.
    func month(of row: Int, offset: Int) -> PayPeriod { nextPay[row].adding(months: offset) }
}

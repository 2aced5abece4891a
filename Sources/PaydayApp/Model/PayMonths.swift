import Payroll

/// The pay months the home screen pages through, oldest first, and the one it opens on.
///
/// A page is a month name (`2026-11`); on it each workplace shows its own period of that name
/// (with its own start day), so a workplace paid at the end of the next month shows the month
/// being worked now beside last month's, still to be paid.
///
/// - The page it opens on holds today: the earliest of the workplaces' periods that contain
///   today (all of them with periods on the calendar month: today's month).
/// - The first page is the period of the earliest shift of any workplace (never after the
///   opening one); the last is the latest period that contains today (a start day already
///   past in this month names the next one).
///
/// Invariant: `first <= opening <= last`, all with start day 1 (names only).
struct PayMonths: Equatable {
    let first: PayPeriod
    let opening: PayPeriod
    let last: PayPeriod

    init(workplaces: [Workplace], today: LocalDate) {
        let holdingToday = workplaces.map {
            PayPeriod(containing: today, startDay: $0.periodStartDay).with(startDay: 1)
        }
        let opening = holdingToday.min() ?? PayPeriod(containing: today)
        let earliestShift = workplaces.compactMap { workplace in
            workplace.shifts.first.map {
                PayPeriod(containing: $0.date, startDay: workplace.periodStartDay).with(startDay: 1)
            }
        }.min()
        self.opening = opening
        first = min(earliestShift ?? opening, opening)
        last = max(holdingToday.max() ?? opening, opening)
    }

    /// How many pages there are.
    var count: Int { index(of: last) + 1 }

    /// The page of `month` (which may lie outside the pages).
    func index(of month: PayPeriod) -> Int { (month.year - first.year) * 12 + month.month - first.month }

    /// The month of page `index`.
    func month(at index: Int) -> PayPeriod { first.adding(months: index) }

    var openingIndex: Int { index(of: opening) }
}

/// Leave taken beyond what was granted: never owed, and unpaid on the payslip.
extension AnnualLeave {
    /// The balance as it can be owed: granted less taken, never below zero.
    public var owedBalanceMinutes: Int { max(0, balanceMinutes) }

    /// The leave taken beyond what was granted (0 when within it).
    public var beyondBalanceMinutes: Int { max(0, -balanceMinutes) }

    /// The dates of leave taken when the balance had no time left for them: each day taken in
    /// date order uses the grants made by its date; a day that would take more than is left is
    /// beyond the balance (and, unpaid, uses none of it).
    public var daysBeyondBalance: [LocalDate] {
        var used = 0
        var beyond: [LocalDate] = []
        for day in taken.sorted(by: { $0.date < $1.date }) {
            let granted = grants.reduce(0) { $0 + ($1.date <= day.date ? $1.days : 0) } * dayMinutes
            if used + day.minutes > granted {
                beyond.append(day.date)
            } else {
                used += day.minutes
            }
        }
        return beyond
    }
}

extension Workplace {
    /// Of `dates` (leave days of a period that are over), those taken beyond the balance, as
    /// the leave stood on the last of them. Costs the job's days once, only when there are leave
    /// days to pay.
    func leaveDaysBeyondBalance(_ dates: [LocalDate], now: LocalMoment, holidays: HolidayCalendar) -> Set<LocalDate> {
        guard let last = dates.max(), let leave = annualLeave(today: last, now: now, holidays: holidays),
            leave.notAccruing == nil
        else { return [] }
        return Set(leave.daysBeyondBalance).intersection(dates)
    }
}

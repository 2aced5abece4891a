import Payroll

/// The paydays to come across workplaces, each with what it is expected to pay: what
/// `payday paydays` prints and the money-ahead screen shows.
public enum PaydaysAhead {
    /// The last day `months` ahead of `today`: the same day of the month, `months` months on.
    public static func lastDay(from today: LocalDate, months: Int) -> LocalDate {
        PayPeriod(containing: today).adding(months: months).start.adding(days: today.day - 1)
    }

    /// Every payday from today through `months` ahead across `workplaces`, as of `basis`.
    public static func list(of workplaces: [Workplace], basis: PayBasis, months: Int) -> [UpcomingPayday] {
        basis.paydays(of: workplaces, through: lastDay(from: basis.today, months: months))
    }
}

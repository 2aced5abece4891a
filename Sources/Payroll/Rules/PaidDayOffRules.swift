/// The law's figures for days the worker is paid without working them, each with its source.
public enum PaidDayOffRules {
    /// Public holidays (관공서의 공휴일에 관한 규정 art. 2, and substitute holidays) are paid days
    /// off at private workplaces by size from these dates: Labor Standards Act art. 55 (2), in
    /// force by the addenda of Act No. 15513 (20 March 2018), art. 3: 300 or more employees from
    /// 2020-01-01, 30 to 299 from 2021-01-01, 5 to 29 from 2022-01-01. Below 5 employees, never.
    public static let publicHolidaysPaidFrom: [(leastEmployees: Int, from: LocalDate)] = [
        (300, LocalDate(year: 2020, month: 1, day: 1)!),
        (30, LocalDate(year: 2021, month: 1, day: 1)!),
        (5, LocalDate(year: 2022, month: 1, day: 1)!),
    ]

    /// May 1 (근로자의 날, 노동절): a paid holiday under the Labor Standards Act at every workplace,
    /// whatever its size (근로자의날 제정에 관한 법률, Act No. 1326 of 1963, amended 1994).
    public static let workersDay = (month: 5, day: 1)

    /// 휴업수당: work cancelled for a reason on the employer's side is paid at 70 % (Labor Standards
    /// Act art. 46 (1)); art. 46 applies at 5 or more employees (Enforcement Decree art. 7, table 1).
    public static let shutdownPercent = 70
    public static let shutdownLeastEmployees = 5

    /// A worker whose contracted hours average under 15 a week has no paid holidays (Labor
    /// Standards Act art. 18 (3), excluding art. 55): the same 15 hours as the weekly allowance.
    public static let leastWeeklyMinutes = WageRules.allowanceThresholdMinutes

    /// Why `date` is a paid day off at a workplace of `employees`, or nil.
    public static func paidDayOff(on date: LocalDate, employees: Int, holidays: HolidayCalendar) -> PaidDayOff? {
        let (_, month, day) = date.components
        if month == workersDay.month && day == workersDay.day { return .workersDay }
        guard holidays.isHoliday(date),
            publicHolidaysPaidFrom.contains(where: { employees >= $0.leastEmployees && date >= $0.from })
        else { return nil }
        return .publicHoliday
    }

    /// Whether May 1 is `date`: work on it is holiday work.
    /// Asked for every shift of a payslip: found by the day of the year from March alone.
    public static func isWorkersDay(_ date: LocalDate) -> Bool {
        date.dayFromMarch == LocalDate.dayFromMarch(month: workersDay.month, day: workersDay.day)
    }
}

/// Why a scheduled day is paid without being worked.
public enum PaidDayOff: Sendable, Equatable {
    case publicHoliday
    case workersDay
}

/// The pay of scheduled days not worked.
enum PlanPay {
    /// 휴업수당 only at 5 or more employees.
    static func shutdownApplies(employees: Int) -> Bool { employees >= PaidDayOffRules.shutdownLeastEmployees }

    /// 70 % of the planned base pay: won-minutes × 70 / 100 / 60, cut to whole won once.
    static func shutdownAllowance(wonMinutes: Int) -> Money {
        Money(won: wonMinutes * PaidDayOffRules.shutdownPercent / 6000)
    }
}

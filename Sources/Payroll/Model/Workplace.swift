/// A place the worker works, with its contract terms and its shifts, as read from the data file.
public struct Workplace: Sendable, Equatable {
    /// Shown on the card; any Unicode (Korean, emoji).
    public var name: String
    /// Regular employees at the workplace; 5 or more turns on the premiums.
    public var employees: Int
    public var wages: WageHistory
    public var payday: PaydayRule
    /// Contracted hours a week, for the weekly holiday allowance; nil means actual hours.
    public var contractWeeklyHours: ContractHours?
    public var weeklyHolidayAllowance: Bool
    /// The contract's weekly day off; work on it is holiday work.
    public var weeklyHoliday: Weekday?
    public var deductions: DeductionRules
    /// The pay period's first day of the month, 1...28 (`period.startDay`); 1 is calendar months.
    public var periodStartDay: Int
    /// Sorted by start; no two overlap (the loader checks both). Only shifts that have ended:
    /// the open one is `openShift`, so no pay rule ever sees a shift without an end.
    public var shifts: [Shift]
    /// Clocked in and not yet out: written as the last of `shifts` without an `end`. It starts
    /// at or after the end of every shift in `shifts` that starts before it (the loader checks
    /// it); shifts that start after it are plans entered ahead.
    public var openShift: OpenShift?
    /// A probation term with a wage under the minimum (`probation`), nil without one.
    public var probation: Probation?
    /// The shifts planned week by week (`schedule`).
    public var schedule: [ScheduleEntry]
    /// Scheduled days not worked, with why; sorted by date, one a date.
    public var absences: [Absence]
    /// The employment's first day; nil: the first shift's date.
    public var startDate: LocalDate?
    /// False in a forecast's copy, whose shifts hold plans: a planned shift never starts the
    /// employment, so without `startDate` the start stays unknown (before anything recorded).
    var startsAtFirstShift = true
    /// The employment's last day, once the worker has left; nothing is planned after it.
    public var endDate: LocalDate?
    /// What reached the worker's account, one receipt a period, in file order.
    public var received: [Receipt]
    /// Why the job ended or ends (`leaving`), for the unemployment benefit; nil: not answered.
    public var leaving: LeavingReason? = nil
    /// How the work rules treat a sick day (`sickLeave`).
    public var sickLeave: SickLeave
    /// Non-taxable pay (`taxFree`): tax-free premiums, a meal allowance; nil: none.
    public var taxFree: TaxFree? = nil

    public init(
        name: String, employees: Int = 1, wages: WageHistory, payday: PaydayRule,
        contractWeeklyHours: ContractHours? = nil, weeklyHolidayAllowance: Bool = true,
        weeklyHoliday: Weekday? = nil, deductions: DeductionRules = DeductionRules(),
        shifts: [Shift], periodStartDay: Int = 1, openShift: OpenShift? = nil, schedule: [ScheduleEntry] = [],
        absences: [Absence] = [], startDate: LocalDate? = nil, endDate: LocalDate? = nil,
        received: [Receipt] = [], probation: Probation? = nil, sickLeave: SickLeave = .excused
    ) {
        self.name = name
        self.employees = employees
        self.wages = wages
        self.payday = payday
        self.contractWeeklyHours = contractWeeklyHours
        self.weeklyHolidayAllowance = weeklyHolidayAllowance
        self.weeklyHoliday = weeklyHoliday
        self.deductions = deductions
        self.periodStartDay = periodStartDay
        // A file payday wrote has its shifts in order already: checked in one pass, not sorted
        // again (the same array either way: the sort is stable). Each start is read in place,
        // no shift copied (a file's hundred thousand shifts are checked at every load).
        let inOrder = shifts.withUnsafeBufferPointer { list in
            list.indices.dropFirst().allSatisfy { !(list[$0].start < list[$0 - 1].start) }
        }
        self.shifts = inOrder ? shifts : shifts.sorted { $0.start < $1.start }
        self.openShift = openShift
        self.schedule = schedule
        self.absences = absences.sorted { $0.date < $1.date }
        self.startDate = startDate
        self.endDate = endDate
        self.received = received
        self.probation = probation
        self.sickLeave = sickLeave
    }
}

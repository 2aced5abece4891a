import Payroll

/// What the calendar and payslip screens compute from: the workplaces in card order, with the
/// holidays, rates and moment the cards were computed with. Screens ask Payroll for one
/// workplace's figures when they open, so opening one costs that workplace, not the file.
public struct WorkplaceRecords: Sendable {
    public var workplaces: [Workplace]
    public var holidays: HolidayCalendar
    public var rates: RateTable
    public var now: LocalMoment
    /// The worker's name, for the payslip's heading.
    public var worker: Worker?

    public init(
        workplaces: [Workplace], holidays: HolidayCalendar, rates: RateTable, now: LocalMoment, worker: Worker? = nil
    ) {
        self.worker = worker
        self.workplaces = workplaces
        self.holidays = holidays
        self.rates = rates
        self.now = now
    }
}

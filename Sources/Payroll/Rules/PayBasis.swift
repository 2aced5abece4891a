/// What a payslip is computed from besides the workplace's own shifts and terms: the date pay is
/// reckoned for, the moment by which a shift must have ended to count, the public holidays and
/// the minimum wages and deduction rates by year, and the worker (dependants for the withholding
/// table, the birth date for the minors' limits). The app's `Records` makes one for each moment;
/// the commands that print pay make one from their options. It is passed whole: the documents
/// below take it as one value (`PayBasis+Documents.swift`).
public struct PayBasis: Sendable {
    public var today: LocalDate
    /// Shifts ended by this moment count in pay (the end of `today` under `--today`).
    public var now: LocalMoment
    /// The moment a planned day is judged against: a plan not over by it is still ahead (and
    /// forecast), one over with nothing recorded is missed. The wall clock's minute on `today`
    /// (the day given at the clock's time of day under `--today`), so that the app and every
    /// command count the same plans of the day as still ahead; `now` when none is given.
    public var aheadFrom: LocalMoment
    public var holidays: HolidayCalendar
    public var rates: RateTable
    public var worker = Worker()

    public init(
        today: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable, worker: Worker = Worker(),
        aheadFrom: LocalMoment? = nil
    ) {
        self.today = today
        self.now = now
        self.aheadFrom = aheadFrom ?? now
        self.holidays = holidays
        self.rates = rates
        self.worker = worker
    }

    /// `workplace`'s payslip for `period` (which already has the workplace's own start day).
    public func payslip(of workplace: Workplace, for period: PayPeriod) -> Payslip {
        Payslip(
            workplace: workplace, period: period, today: today, now: now, holidays: holidays, rates: rates,
            worker: worker)
    }

    /// The same payslip's totals and notes, without its shifts' and days' figures (`detail`).
    func payslipTotals(of workplace: Workplace, for period: PayPeriod) -> Payslip {
        Payslip(
            workplace: workplace, period: period, today: today, now: now, holidays: holidays, rates: rates,
            worker: worker, detail: false)
    }

    /// `workplace`'s payslip for its own period named `month` (start day 1: a name only).
    public func payslip(of workplace: Workplace, month: PayPeriod) -> Payslip {
        payslip(of: workplace, for: workplace.period(named: month))
    }

    /// The same, and for a period not yet paid its forecast (what it is expected to pay by
    /// payday, plans included), as the card, the payslip screen and `payday payslip` show it.
    public func payslipWithForecast(of workplace: Workplace, month: PayPeriod) -> Payslip {
        let slip = payslip(of: workplace, month: month)
        guard slip.status != .paid else { return slip }
        return withForecast(slip, of: workplace)
    }

    /// What was received for `workplace`'s period `period` (a month, week or day, named as the
    /// workplace is paid) against `slip` (its payslip for that period), when a receipt is
    /// recorded for it: `PayDifferences`' row, as `payday differences` lists it, for the card and
    /// the payslip screen alike.
    public func received(at workplace: Workplace, period: PayPeriod, slip: Payslip) -> PayDifferences.Row? {
        guard let receipt = workplace.received.first(where: { $0.period.hasSameName(as: period) }) else { return nil }
        return PayDifferences.Row(workplace: workplace, receipt: receipt, slip: slip, rates: rates, worker: worker)
    }
}

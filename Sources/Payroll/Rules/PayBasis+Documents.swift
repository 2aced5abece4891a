/// The documents and rules that compute pay, each on one `PayBasis` passed whole: the app and
/// every command hand the basis over as it is, never its date, moment, holidays and rates one by
/// one. A document made from a whole file (`YearSummary`, `PayDifferences`, ...) takes the
/// worker from the file, as the basis does.
extension PayBasis {
    /// This basis with the worker of `file` (the default worker where the file names none): a
    /// document of the whole file computes every payslip for the file's own worker.
    func forWorker(of file: DataFile) -> PayBasis {
        var basis = self
        basis.worker = file.worker ?? Worker()
        return basis
    }

    /// `workplace`'s payslip for the period shown when none is named: the one paid on the next
    /// payday on or after `today`, or a job's first period when it begins after that one.
    public func payslip(of workplace: Workplace) -> Payslip {
        Payslip(workplace: workplace, today: today, now: now, holidays: holidays, rates: rates, worker: worker)
    }

    /// `slip` (of `workplace`) with what it is expected to pay by payday, plans included.
    public func withForecast(_ slip: Payslip, of workplace: Workplace) -> Payslip {
        slip.withForecast(
            workplace: workplace, now: now, holidays: holidays, rates: rates, worker: worker, aheadFrom: aheadFrom)
    }

    /// What `workplace`'s current period (as of `now`'s date) is expected to pay by payday.
    public func forecastOfCurrentPeriod(of workplace: Workplace) -> Payslip.Forecast {
        let (period, _) = workplace.payday.currentPeriod(
            today: now.date, startDay: workplace.periodStartDay, holidays: holidays)
        return Payslip.forecast(
            workplace: workplace, period: period, now: now, holidays: holidays, rates: rates, worker: worker,
            aheadFrom: aheadFrom)
    }

    /// `workplace`'s scheduled days in `range` as of `aheadFrom`, each with what became of it.
    public func plannedDays(of workplace: Workplace, in range: ClosedRange<LocalDate>) -> [PlannedDay] {
        workplace.plannedDays(in: range, now: aheadFrom, holidays: holidays)
    }

    /// The reminders due by `now` across `workplaces`.
    public func reminders(of workplaces: [Workplace]) -> [Reminder] {
        Reminders.due(workplaces: workplaces, now: now, holidays: holidays, rates: rates, worker: worker)
    }

    /// Every payday from `today` through `last` across `workplaces`, each with what it should pay.
    public func paydays(of workplaces: [Workplace], through last: LocalDate) -> [UpcomingPayday] {
        UpcomingPayday.list(
            workplaces: workplaces, today: today, now: now, through: last, holidays: holidays, rates: rates,
            worker: worker)
    }

    /// `workplace`'s severance pay as of `today` (nil without an employment start).
    public func severance(of workplace: Workplace) -> Severance? {
        workplace.severance(today: today, now: now, holidays: holidays, rates: rates)
    }

    /// `workplace`'s severance if the job ended today, whatever its `endDate` says.
    public func severanceIfLeftToday(of workplace: Workplace) -> Severance? {
        workplace.severanceIfLeftToday(today: today, now: now, holidays: holidays, rates: rates)
    }

    /// `workplace`'s annual leave as forecast for an `endDate` still ahead (nil without one).
    public func annualLeaveAtEnd(of workplace: Workplace) -> AnnualLeave? {
        workplace.annualLeaveAtEnd(today: today, now: now, holidays: holidays)
    }

    /// `workplace`'s annual leave as of `today` (nil without an employment start).
    public func annualLeave(of workplace: Workplace) -> AnnualLeave? {
        workplace.annualLeave(today: today, now: now, holidays: holidays)
    }
}

extension DataFile {
    /// Each workplace's payslip for the basis's `today`; with `forecast`, each with its expected
    /// pay, through the basis's own forecast (the app's cards make theirs the same way).
    public func payslips(basis: PayBasis, forecast: Bool = false) -> [Payslip] {
        var basis = basis
        if let worker { basis.worker = worker }
        return workplaces(asOf: basis.today).map { place in
            let slip = basis.payslip(of: place)
            return forecast ? basis.withForecast(slip, of: place) : slip
        }
    }

    /// Each workplace's payslip for the period named `month`, on `basis`.
    public func payslips(month: PayPeriod, basis: PayBasis, forecast: Bool = false) -> [Payslip] {
        var basis = basis
        if let worker { basis.worker = worker }
        return workplaces(asOf: basis.today).map { place in
            let slip = basis.payslip(of: place, month: month)
            return forecast ? basis.withForecast(slip, of: place) : slip
        }
    }
}

/// A document of one year of the whole file (`YearSummary`, `YearStatistics`, `PayDifferences`),
/// computed on one `PayBasis` for the file's worker.
public protocol YearDocument {
    init(file: DataFile, year: Int, basis: PayBasis)
}

extension YearDocument {
    /// The document on a basis given by its parts.
    public init(
        file: DataFile, year: Int, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable
    ) {
        self.init(file: file, year: year, basis: PayBasis(today: today, now: now, holidays: holidays, rates: rates))
    }
}

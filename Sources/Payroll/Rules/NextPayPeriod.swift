/// Which period a workplace's figures are shown for when none is named: the app's opening page,
/// `payday summary`, `payday payslip` and the card's second line all ask these two questions,
/// so that they show the same period at the same moment.
extension Workplace {
    /// The period shown first: the one paid on the next payday on or after `today`; or, when
    /// that period ends before the job begins (a job that starts this month, paid next month for
    /// the month before), the period holding the job's first day (today's, once it has begun):
    /// the month of its first work, with its forecast, never a month before the job.
    /// With daily pay, where each day with work is a period, the first day not yet paid that has
    /// work (a shift recorded on it, or the open one begun on it), else today's: a Saturday
    /// without work, paid on Monday, is no period to show.
    public func nextPayPeriod(today: LocalDate, holidays: HolidayCalendar) -> PayPeriod {
        var paid = currentPeriod(today: today, holidays: holidays).period
        if case .daily = payday.cadence { paid = firstDayWithWork(from: paid, today: today) }
        guard let begins = firstDayOfWork, paid.end < begins else { return paid }
        return period(containing: max(today, begins))
    }

    /// Daily pay: from the day `first` (paid on or after today) up to yesterday, the first with a
    /// shift recorded or open on it; else today's period.
    private func firstDayWithWork(from first: PayPeriod, today: LocalDate) -> PayPeriod {
        var day = first
        while day.start < today {
            if openShift?.date == day.start || !shifts(startingFrom: day.start, through: day.end).isEmpty {
                return day
            }
            day = day.advanced(by: 1)
        }
        return period(containing: today)
    }

    /// The period running on `today` when `shown`, not yet paid on `today` (its payday today or
    /// ahead), has already ended: the work done since, which would otherwise be seen only a page
    /// further on. nil when `shown` still runs, is paid, or when the job has ended before the
    /// running period begins.
    public func runningPeriod(after shown: PayPeriod, payday: LocalDate, today: LocalDate) -> PayPeriod? {
        guard shown.end < today, payday >= today else { return nil }
        let running = period(containing: today)
        guard running.start > shown.end else { return nil }
        if let end = endDate, end < running.start { return nil }
        return running
    }

    /// The periods after `shown` and before `running`, in order: a daily job's Sunday between
    /// Saturday, shown and paid on Monday, and Monday, running. Unpaid like both (their paydays
    /// come after `shown`'s), so the card's line counts them with the running period.
    public func periods(between shown: PayPeriod, and running: PayPeriod) -> [PayPeriod] {
        var periods: [PayPeriod] = []
        var period = shown.advanced(by: 1)
        while period.start > shown.end && period.start < running.start {
            periods.append(period)
            period = period.advanced(by: 1)
        }
        return periods
    }
}

extension PayBasis {
    /// When `slip` (of `workplace`) is for a period that has ended and waits for its payday,
    /// the payslip of the period running today: what is earned in it so far (shifts ended by
    /// `now`, no forecast); and those of the periods between the two that have pay, in order:
    /// what the card's line under its header counts.
    public func runningPayslips(of workplace: Workplace, after slip: Payslip) -> (
        running: Payslip, between: [Payslip]
    )? {
        guard slip.status == .current,
            let running = workplace.runningPeriod(after: slip.period, payday: slip.payday, today: today)
        else { return nil }
        let between = workplace.periods(between: slip.period, and: running).map { payslip(of: workplace, for: $0) }
        return (payslip(of: workplace, for: running), between.filter { $0.pay.gross != .zero })
    }
}

/// The law's figures for severance pay (퇴직금), each with its source.
public enum SeveranceRules {
    /// Act on the Guarantee of Employees' Retirement Benefits (근로자퇴직급여 보장법) art. 4 (1): owed
    /// to a worker with one year or more of continuous service, at every workplace size since
    /// 2010-12-01 (the first act's addenda, Act No. 7379, art. 1, and its decree); art. 8 (1): at least 30 days' average wage for each
    /// year of service.
    public static let leastCountedDays = 365
    public static let daysPerYear = 30
    /// Art. 4 (1) proviso: not for a worker whose contracted hours, averaged over 4 weeks, are under
    /// 15 a week. Payday leaves out of the count each 4-week span of the job under that average.
    public static let spanDays = 28
    public static let leastWeeklyMinutes = WageRules.allowanceThresholdMinutes
    /// Labor Standards Act art. 2 (1) 6: the average wage is the pay of the 3 calendar months
    /// before the day it is computed for, over the days in them; art. 2 (2): never less than the
    /// ordinary wage.
    public static let averageWageMonths = 3
    /// 근로기준법 시행령 art. 6 and table 2: a part-timer's day is the week's contracted hours
    /// over the 5 days of a full-time week.
    public static let workingDaysAWeek = 5
}

/// Severance pay for one job: counted service, the average daily wage and the amount, each part
/// as the law computes it, for the job's last day (`endDate`) or "if you left today".
public struct Severance: Sendable, Equatable {
    /// A 4-week span of the job left out of the count: its average under 15 hours a week.
    public struct ExcludedSpan: Sendable, Equatable {
        public var from: LocalDate
        public var through: LocalDate
        /// The span's minutes a week, averaged.
        public var weeklyMinutes: Int
        public var days: Int { from.days(to: through) + 1 }
    }

    public var start: LocalDate
    /// The last day of service: `endDate`, or today when the job goes on.
    public var end: LocalDate
    /// True when the job goes on: the figures are "if you left today".
    public var isIfLeftToday: Bool
    /// True for the amount owed at an `endDate` still ahead: a forecast, the schedule's shifts
    /// from now to the last day taken as worked at their planned times.
    public var isForecast = false
    /// The planned shifts the forecast took as worked (0 unless `isForecast`).
    public var plannedShifts = 0
    /// Days from `start` to `end`, both included.
    public var serviceDays: Int
    public var excludedSpans: [ExcludedSpan]
    public var countedDays: Int { serviceDays - excludedSpans.reduce(0) { $0 + $1.days } }
    /// The days of the first year of service, from `start` to the same date a year later (366
    /// when the year holds a 29 February: the Act speaks of a year, not of 365 days).
    public var daysInAYear: Int { start.days(to: start.addingMonths(12)) }
    public var isEligible: Bool { countedDays >= daysInAYear }

    /// The 3 calendar months before the day after `end`.
    public var window: ClosedRange<LocalDate>
    public var windowDays: Int { window.lowerBound.days(to: window.upperBound) + 1 }
    /// Everything earned for the days of the window: shifts, premiums, weekly holiday allowances
    /// whose weeks end in it, paid days off, leave, shutdown pay.
    public var windowPay: Money
    /// The ordinary daily wage: the hourly wage on `end` x the scheduled minutes of a day.
    public var ordinaryHourlyWage: Int
    public var ordinaryDayMinutes: Int
    public var ordinaryDailyWage: Money { WageRules.basePay(paidWonMinutes: ordinaryHourlyWage * ordinaryDayMinutes) }

    /// The average daily wage (rounded down to a won for display; the amount uses it exactly).
    public var averageDailyWage: Money { Money(won: windowDays > 0 ? windowPay.won / windowDays : 0) }
    /// The average daily wage in hundredths of a won, cut: how the formula writes it (51,582.42).
    public var averageDailyWageHundredths: Int { windowDays > 0 ? windowPay.won * 100 / windowDays : 0 }
    /// The ordinary daily wage in hundredths of a won, cut.
    public var ordinaryDailyWageHundredths: Int { ordinaryHourlyWage * ordinaryDayMinutes * 100 / 60 }
    /// The daily wage the amount uses, in hundredths of a won, as the formula writes it.
    public var dailyWageHundredths: Int { usesOrdinaryWage ? ordinaryDailyWageHundredths : averageDailyWageHundredths }
    /// Whether the ordinary daily wage is used because the average is lower.
    public var usesOrdinaryWage: Bool {
        // windowPay / windowDays < ordinary, in whole won-minutes: no rounding decides it.
        windowPay.won * 60 < ordinaryHourlyWage * ordinaryDayMinutes * windowDays
    }

    /// Daily wage x 30 x counted days / 365, cut to a won once at the end; zero when not eligible.
    /// The average daily wage is carried unrounded (the formula writes it to a hundredth of a won).
    public var amount: Money {
        guard isEligible else { return .zero }
        if usesOrdinaryWage {
            return Money(
                won: ordinaryHourlyWage * ordinaryDayMinutes * SeveranceRules.daysPerYear * countedDays
                    / (60 * SeveranceRules.leastCountedDays))
        }
        return Money(
            won: windowPay.won * SeveranceRules.daysPerYear * countedDays
                / (windowDays * SeveranceRules.leastCountedDays))
    }
}

extension Workplace {
    /// Severance for the job ending on `endDate`, or, while it goes on, if it ended `today`.
    /// With an `endDate` still ahead, the amount owed on it as forecast from the plans
    /// (`isForecast`); `severanceIfLeftToday` gives the other figure.
    /// Costs the 4-week spans of the job (its shifts once) and the pay periods of the window.
    public func severance(today: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable)
        -> Severance?
    {
        guard let endDate, endDate > today else {
            return severance(end: endDate ?? today, now: now, holidays: holidays, rates: rates)
        }
        let (job, planned) = projected(through: endDate, now: now, holidays: holidays)
        let over = LocalMoment.endOfDay(endDate.adding(days: 1))
        guard var forecast = job.severance(end: endDate, now: max(now, over), holidays: holidays, rates: rates)
        else { return nil }
        forecast.isForecast = true
        forecast.plannedShifts = planned
        return forecast
    }

    /// Severance if the job ended `today`, whatever its `endDate` says (for an `endDate` still
    /// ahead, the figure beside the forecast).
    public func severanceIfLeftToday(today: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable)
        -> Severance?
    {
        var job = self
        job.endDate = nil
        return job.severance(end: today, now: now, holidays: holidays, rates: rates)
    }

    /// The job as it will stand on `end`: every planned shift from `now` through `end` (not yet
    /// recorded, not excused, not a paid day off) taken as worked at its planned times; and how
    /// many there were.
    func projected(through end: LocalDate, now: LocalMoment, holidays: HolidayCalendar) -> (Workplace, Int) {
        var job = self
        job.startDate = employmentStart
        job.startsAtFirstShift = false  // a planned shift never starts the job
        let ahead = plannedDays(in: now.date...end, now: now, holidays: holidays).filter {
            $0.status == .ahead && !$0.recordedAhead && $0.absence == nil && $0.paidDayOff == nil
        }
        guard !ahead.isEmpty else { return (job, 0) }
        job.shifts = (shifts + ahead.map(\.shift)).sorted { $0.start < $1.start }
        return (job, ahead.count)
    }

    /// The annual leave as it will stand on an `endDate` still ahead (its payout the unused leave
    /// owed then), forecast as the severance is: the plans to the last day taken as worked, the
    /// leave planned in `absences` as taken. Nil without such an `endDate`.
    public func annualLeaveAtEnd(today: LocalDate, now: LocalMoment, holidays: HolidayCalendar) -> AnnualLeave? {
        guard let endDate, endDate > today else { return nil }
        let (job, _) = projected(through: endDate, now: now, holidays: holidays)
        let over = LocalMoment.endOfDay(endDate.adding(days: 1))
        return job.annualLeave(today: endDate, now: max(now, over), holidays: holidays)
    }

    /// Severance for the last day `end`, on the shifts ended by `now`.
    func severance(end: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable) -> Severance? {
        guard let start = employmentStart else { return nil }
        guard start <= end else { return nil }
        let lastMoment = LocalMoment.endOfDay(end) < now ? LocalMoment.endOfDay(end) : now
        // The window holds every shift that starts in it: the last day's overnight shift ends the
        // day after.
        let dayAfter = LocalMoment.endOfDay(end.adding(days: 1))
        let windowMoment = dayAfter < now ? dayAfter : now

        // The 4-week spans from the first day; the last may be shorter. Hours: the contracted
        // hours when the contract gives them, else the hours recorded in the span.
        var spans: [Severance.ExcludedSpan] = []
        var spanStart = start
        var remaining = shifts(startingFrom: start, through: end)[...]
        while spanStart <= end {
            let spanEnd = min(end, spanStart.adding(days: SeveranceRules.spanDays - 1))
            let inSpan = remaining.prefix { $0.date <= spanEnd }
            remaining = remaining.dropFirst(inSpan.count)
            let days = spanStart.days(to: spanEnd) + 1
            let weekly: Int
            if let contractWeeklyHours {
                weekly = contractWeeklyHours.minutes
            } else {
                weekly = inSpan.filter { $0.end <= lastMoment }.reduce(0) { $0 + $1.paidMinutes } * 7 / days
            }
            if weekly < SeveranceRules.leastWeeklyMinutes {
                spans.append(.init(from: spanStart, through: spanEnd, weeklyMinutes: weekly))
            }
            spanStart = spanEnd.adding(days: 1)
        }

        // The window: the 3 calendar months before the day after the last day of service.
        let windowStart = max(start, end.adding(days: 1).addingMonths(-SeveranceRules.averageWageMonths))
        let window = windowStart...end
        var pay = Money.zero
        var workedMinutes = 0
        var workedDays: Set<LocalDate> = []
        var period = PayPeriod(containing: windowStart, startDay: periodStartDay)
        while period.start <= end {
            let slip = Payslip(
                workplace: self, period: period, today: end, now: windowMoment, holidays: holidays, rates: rates)
            for figures in slip.shifts where window.contains(figures.shift.date) {
                pay = pay + figures.pay.gross
                workedMinutes += figures.minutes.paid
                workedDays.insert(figures.shift.date)
            }
            // Paid as the payslips pay it: no allowance where the workplace pays none.
            for week in slip.allowanceWeeks where weeklyHolidayAllowance && window.contains(week.sunday) {
                pay = pay + WageRules.weeklyHolidayAllowance(minutesTimesFiveWon: week.minutesTimesFive * week.hourly)
            }
            let unworkedPaid = slip.paidDaysOff + slip.leaveDays
            pay =
                pay
                + WageRules.basePay(
                    paidWonMinutes: unworkedPaid.filter { window.contains($0.date) }.reduce(0) {
                        $0 + $1.minutes * $1.hourly
                    })
            pay =
                pay
                + PlanPay.shutdownAllowance(
                    wonMinutes: slip.shutdownDays.filter { window.contains($0.date) }.reduce(0) {
                        $0 + $1.minutes * $1.hourly
                    })
            period = period.adding(months: 1)
        }

        // A day's contracted minutes (근로기준법 시행령 art. 6 and table 2): the week's contracted
        // hours / 5, the contract's or the schedule's in force on the last day; else the average
        // of the days worked in the window.
        let scheduledDays = schedule.filter { $0.isInForce(on: end) }
        let dayMinutes: Int
        if contractWeeklyHours != nil || !scheduledDays.isEmpty {
            dayMinutes = weeklyPlannedMinutes(on: end) / SeveranceRules.workingDaysAWeek
        } else {
            dayMinutes = workedDays.isEmpty ? 0 : workedMinutes / workedDays.count
        }
        return Severance(
            start: start, end: end, isIfLeftToday: endDate.map { end < $0 } ?? true,
            serviceDays: start.days(to: end) + 1,
            excludedSpans: spans, window: window, windowPay: pay, ordinaryHourlyWage: wages.hourly(on: end),
            ordinaryDayMinutes: dayMinutes)
    }
}

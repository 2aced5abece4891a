/// A year at a glance, per workplace and in total: per month the hours, gross and net pay; per
/// week the hours; and the effective hourly wage (gross pay, with the weekly holiday allowance and
/// the premiums, over the hours paid), set beside the base wage it came from.
///
/// A month is the pay period named after it in each workplace's own periods (as in
/// `YearSummary`); a week runs Monday to Sunday and belongs to the year when its Monday does, so
/// the year's first days before its first Monday count in the last week of the year before.
public struct YearStatistics: Sendable, YearDocument {
    /// What one month, one week or the whole year adds up to.
    public struct Figures: Sendable, Equatable {
        public var paidMinutes = 0
        public var base = Money.zero
        /// Night, overtime and holiday premiums together.
        public var premiums = Money.zero
        public var weeklyHolidayAllowance = Money.zero
        public var gross = Money.zero
        public var net = Money.zero

        public init() {}

        /// Gross pay per hour paid, in whole won (rounded down); nil with no hours.
        public var effectiveHourlyWage: Money? {
            paidMinutes > 0 ? Money(won: gross.won * 60 / paidMinutes) : nil
        }

        /// Base pay per hour paid (the wage itself, averaged over raises); nil with no hours.
        public var baseHourlyWage: Money? {
            paidMinutes > 0 ? Money(won: base.won * 60 / paidMinutes) : nil
        }

        mutating func add(_ other: Figures) {
            paidMinutes += other.paidMinutes
            base = base + other.base
            premiums = premiums + other.premiums
            weeklyHolidayAllowance = weeklyHolidayAllowance + other.weeklyHolidayAllowance
            gross = gross + other.gross
            net = net + other.net
        }

        init(_ slip: Payslip) {
            self.init(minutes: slip.minutes, pay: slip.pay, net: slip.net)
        }

        init(_ forecast: Payslip.Forecast) {
            self.init(minutes: forecast.minutes, pay: forecast.pay, net: forecast.net)
        }

        init(minutes: Payslip.Minutes, pay: Payslip.Pay, net: Money) {
            paidMinutes = minutes.paid
            base = pay.base
            premiums = pay.premiums
            weeklyHolidayAllowance = pay.weeklyHolidayAllowance
            gross = pay.gross
            self.net = net
        }
    }

    public struct Month: Sendable, Equatable {
        /// 1...12: the period named after this month.
        public var month: Int
        /// Paid, being earned, or still to come on `today`; for all workplaces, the least settled.
        public var status: PeriodStatus
        /// Not paid yet (`status` is `.current`) but over: its period ended before today and waits
        /// for its payday, so its figures are final, not "so far". For all workplaces, true when
        /// every workplace's month still being paid has ended.
        public var hasEnded = false
        public var figures: Figures
        /// For a month not paid yet whose plans add to it: what it is expected to pay (worked,
        /// plus the schedule's shifts ahead and the allowances their weeks will earn); else nil.
        public var expected: Figures?
    }

    public struct Week: Sendable, Equatable {
        public var monday: LocalDate
        /// Paid minutes of the shifts that started that week and have ended.
        public var paidMinutes: Int
    }

    /// One workplace's year, or all workplaces' (`workplaceName` nil).
    public struct Series: Sendable, Equatable {
        public var workplaceName: String?
        /// January to December, always twelve.
        public var months: [Month]
        /// Every week whose Monday falls in the year, in order.
        public var weeks: [Week]
        public var total: Figures
    }

    public var year: Int
    public var today: LocalDate
    /// One per workplace, in file order.
    public var workplaces: [Series]
    public var total: Series

    /// The year's figures on `basis`, for the file's worker.
    public init(file: DataFile, year: Int, basis: PayBasis) {
        let basis = basis.forWorker(of: file)
        let today = basis.today
        self.year = year
        self.today = today
        let mondays = Self.mondays(of: year)
        workplaces = file.workplaces(asOf: today).map { workplace in
            var total = Figures()
            let periods = workplace.periods(inYear: year)
            let months = (1...12).map { month -> Month in
                // Weekly and daily pay: the periods that end in the month, together.
                let inMonth = periods.filter { $0.month == month }
                guard workplace.payday.cadence == .monthly || inMonth.count == 1 else {
                    var figures = Figures()
                    // A month with no period (daily pay's periods are the days worked) pays
                    // nothing: settled once it is over, to come before it starts.
                    var status = Self.status(ofMonthWithoutPeriods: month, of: year, today: today)
                    var hasEnded = false
                    for period in inMonth {
                        let slip = basis.payslipTotals(of: workplace, for: period)
                        figures.add(Figures(slip))
                        status = slip.status
                        hasEnded = slip.status == .current && today > period.end
                    }
                    total.add(figures)
                    return Month(month: month, status: status, hasEnded: hasEnded, figures: figures, expected: nil)
                }
                let period = inMonth[0]
                // A month that holds nothing (`Payslip.holdsNothing`: most of a year before a job
                // began or after it ended) is all zeros and expects nothing: its status alone.
                if Payslip.holdsNothing(workplace: workplace, period: period) {
                    let payday = workplace.payday.payday(for: period, holidays: basis.holidays)
                    let status = PeriodStatus(period: period, payday: payday, today: today)
                    return Month(
                        month: month, status: status, hasEnded: status == .current && today > period.end,
                        figures: Figures(), expected: nil)
                }
                let slip = basis.payslipTotals(of: workplace, for: period)
                let figures = Figures(slip)
                total.add(figures)
                var expected: Figures?
                if slip.status != .paid {
                    let forecast = Payslip.forecast(
                        workplace: workplace, period: period, now: basis.now, holidays: basis.holidays,
                        rates: basis.rates, worker: basis.worker)
                    if forecast.plannedAhead > 0 || forecast.net != slip.net { expected = Figures(forecast) }
                }
                return Month(
                    month: month, status: slip.status, hasEnded: slip.status == .current && today > period.end,
                    figures: figures, expected: expected)
            }
            var minutes = [Int](repeating: 0, count: mondays.count)
            if let first = mondays.first {
                // Invariant: shifts are sorted by start, so the scan stops at the year's end. It
                // reads only the shifts from the year's first Monday through now's date (a shift
                // dated later starts, so ends, after now).
                for shift in workplace.shifts(startingFrom: first, through: basis.now.date)
                where shift.end <= basis.now {
                    let index = first.days(to: shift.date) / 7
                    guard index < minutes.count else { break }
                    minutes[index] += shift.paidMinutes
                }
            }
            let weeks = zip(mondays, minutes).map { Week(monday: $0, paidMinutes: $1) }
            return Series(workplaceName: workplace.name, months: months, weeks: weeks, total: total)
        }
        var all = Series(
            workplaceName: nil,
            months: (1...12).map { Month(month: $0, status: .paid, hasEnded: true, figures: Figures(), expected: nil) },
            weeks: mondays.map { Week(monday: $0, paidMinutes: 0) }, total: Figures())
        for series in workplaces {
            all.total.add(series.total)
            for index in all.months.indices {
                all.months[index].figures.add(series.months[index].figures)
                if let expected = series.months[index].expected {
                    var sum = all.months[index].expected ?? Figures()
                    sum.add(expected)
                    all.months[index].expected = sum
                } else if all.months[index].expected != nil {
                    all.months[index].expected?.add(series.months[index].figures)
                }
                all.months[index].status = Self.leastSettled(all.months[index].status, series.months[index].status)
                let month = series.months[index]
                if month.status != .paid && !month.hasEnded { all.months[index].hasEnded = false }
            }
            for index in all.weeks.indices { all.weeks[index].paidMinutes += series.weeks[index].paidMinutes }
        }
        for index in all.months.indices where all.months[index].status != .current {
            all.months[index].hasEnded = false
        }
        total = all
    }

    /// The Mondays that fall in `year`.
    static func mondays(of year: Int) -> [LocalDate] {
        guard let january1 = LocalDate(year: year, month: 1, day: 1) else { return [] }
        var monday = january1.mondayOfWeek
        if monday < january1 { monday = monday.adding(days: 7) }
        var result: [LocalDate] = []
        while monday.year == year {
            result.append(monday)
            monday = monday.adding(days: 7)
        }
        return result
    }

    static func status(ofMonthWithoutPeriods month: Int, of year: Int, today: LocalDate) -> PeriodStatus {
        let days = PayPeriod(year: year, month: month, startDay: 1)
        if days.end < today { return .paid }
        return days.start > today ? .upcoming : .current
    }

    static func leastSettled(_ a: PeriodStatus, _ b: PeriodStatus) -> PeriodStatus {
        func rank(_ status: PeriodStatus) -> Int {
            switch status {
            case .paid: 0
            case .current: 1
            case .upcoming: 2
            }
        }
        return rank(a) >= rank(b) ? a : b
    }
}

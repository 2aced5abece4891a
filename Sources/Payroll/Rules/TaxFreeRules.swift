/// The limits of non-taxable pay in force for a month (the rates file's `taxFree…` figures).
public struct TaxFreeLimits: Sendable, Equatable {
    /// The non-taxable part of a monthly meal allowance (Income Tax Act art. 12 (3) (머)).
    public var meals: Int
    /// The most monthly regular pay (월정액급여) a worker with tax-free premiums may have
    /// (Enforcement Decree art. 17 (1)).
    public var monthlyRegularPay: Int
    /// The most total pay in the year before (직전 과세기간 총급여액).
    public var lastYearPay: Int
    /// The most premiums that are tax-free in a year (Income Tax Act art. 12 (3) (나)).
    public var premiumsYearly: Int
}

extension Payslip {
    /// The part of a period's pay the Income Tax Act does not tax (art. 12 (3)).
    public struct TaxFreePay: Sendable, Equatable {
        /// The meal allowance up to the month's limit.
        public var meals = Money.zero
        /// The overtime, night and holiday premiums, where the worker is within the decree's
        /// limits, up to what is left of the year's cap.
        public var premiums = Money.zero

        public var total: Money { meals + premiums }
    }

    /// The gross less its non-taxable part: what the withholding table is looked up by.
    public var taxableGross: Money { pay.gross - (taxFree?.total ?? .zero) }
}

/// Why a worker's premiums are taxed although the workplace marks them tax-free.
public enum TaxFreeLimitExceeded: Sendable, Equatable {
    /// The month's regular pay (pay less the premiums and the tax-free meals) is above the limit.
    case monthlyRegularPay(pay: Int, limit: Int)
    /// Last year's total pay at this workplace is above the limit.
    case lastYearPay(year: Int, pay: Int, limit: Int)
}

/// Non-taxable pay, period by period (Income Tax Act art. 12 (3), Enforcement Decree art. 17).
enum TaxFreeRules {
    /// The meal allowance's non-taxable part: at most the month's limit.
    static func meals(_ pay: Payslip.Pay, limits: TaxFreeLimits) -> Money {
        Money(won: min(pay.meals.won, limits.meals))
    }

    /// 월정액급여: the period's pay less the premiums paid on top of the ordinary wage and the
    /// non-taxable meal allowance.
    static func monthlyRegularPay(_ pay: Payslip.Pay, limits: TaxFreeLimits) -> Money {
        pay.gross - pay.premiums - meals(pay, limits: limits)
    }

    /// The non-taxable part of `pay` (the pay of `period`), the non-taxable part of the payments
    /// of the same month before it, and, when premiums are taxed that the workplace marks
    /// tax-free, why.
    ///
    /// The limits are monthly and yearly, so payments are taken by month: a monthly period is its
    /// own month (by its name); weekly and daily periods by the calendar month of their payday
    /// (`payday`), as the monthly deductions are. Within a month the meal limit is shared in
    /// order (earlier payments use it first), the regular pay (월정액급여) is the month's
    /// payments together (the later ones as the file knows them now), and the yearly cap is
    /// shared in order over the year's payments. The year's earlier payments are computed to know
    /// what is left of the cap, and last year's to know last year's total pay: this workplace's
    /// periods in those years, as the file records them (`history`).
    static func taxFree(
        pay: Payslip.Pay, workplace: Workplace, period: PayPeriod, rates: RateTable,
        payday: ((PayPeriod) -> LocalDate)? = nil, history: (PayPeriod) -> Payslip.Pay
    ) -> (Payslip.TaxFreePay, [PayslipWarning], earlier: Payslip.TaxFreePay) {
        guard let rule = workplace.taxFree else { return (Payslip.TaxFreePay(), [], Payslip.TaxFreePay()) }
        let monthOf: (PayPeriod) -> PayPeriod =
            if let payday, !period.isMonthly { { PayPeriod(containing: payday($0)) } } else { { $0 } }
        let month = monthOf(period)
        let limits = rates.rates(for: month).taxFree
        let premiumsToo = rule.overtimePremiums
        // The payments before this one: of this month only, or (for the premiums) of this year
        // and the last, oldest first. Nothing is paid before the first shift or the start date.
        let first = [workplace.shifts.first?.date, workplace.startDate].compactMap { $0 }.min()
        var thisMonth: [Payslip.Pay] = []
        var thisYear: [Month] = []
        var lastYear: [Month] = []
        var walked = period.advanced(by: -1)
        while let first, walked.end >= first {
            let name = monthOf(walked)
            if name == month {
                thisMonth.append(history(walked))
            } else if !premiumsToo || name.year < month.year - 1 {
                break
            } else if name.year == month.year {
                Month.add(history(walked), of: name, to: &thisYear)
            } else {
                Month.add(history(walked), of: name, to: &lastYear)
            }
            walked = walked.advanced(by: -1)
        }
        thisMonth.reverse()
        // The meals: what the month's earlier payments left of its limit.
        let mealsBefore = min(thisMonth.reduce(0) { $0 + $1.meals.won }, limits.meals)
        var free = Payslip.TaxFreePay(meals: Money(won: min(pay.meals.won, limits.meals - mealsBefore)))
        var earlier = Payslip.TaxFreePay(meals: Money(won: mealsBefore))
        guard premiumsToo else { return (free, [], earlier) }
        let lastYearTotal = Month.totalPay(lastYear.reversed(), rates: rates)
        if lastYearTotal > limits.lastYearPay {
            let exceeded = TaxFreeLimitExceeded.lastYearPay(
                year: month.year - 1, pay: lastYearTotal, limit: limits.lastYearPay)
            return (free, pay.premiums > .zero ? [.taxFreePremiumsTaxed(exceeded)] : [], earlier)
        }
        // The month's regular pay: its payments together, this one and those after it too.
        var whole = Month(name: month, pays: thisMonth + [pay])
        var later = period.advanced(by: 1)
        while !period.isMonthly && monthOf(later) == month {
            whole.pays.append(history(later))
            later = later.advanced(by: 1)
        }
        let regular = whole.regularPay(limits: limits)
        if regular > limits.monthlyRegularPay {
            let exceeded = TaxFreeLimitExceeded.monthlyRegularPay(pay: regular, limit: limits.monthlyRegularPay)
            return (free, pay.premiums > .zero ? [.taxFreePremiumsTaxed(exceeded)] : [], earlier)
        }
        // What the year's earlier months used of the cap (each judged by its own month's limits),
        // then this month's earlier payments.
        var used = 0
        for earlierMonth in thisYear.reversed() { used += earlierMonth.freePremiums(used: used, rates: rates) }
        earlier.premiums = Money(
            won: min(thisMonth.reduce(0) { $0 + $1.premiums.won }, max(0, limits.premiumsYearly - used)))
        used += earlier.premiums.won
        free.premiums = Money(won: min(pay.premiums.won, max(0, limits.premiumsYearly - used)))
        if free.premiums < pay.premiums {
            return (free, [.taxFreePremiumsCapReached(cap: limits.premiumsYearly, usedBefore: used)], earlier)
        }
        return (free, [], earlier)
    }

    /// The payments of one month (a monthly period, or the weekly or daily periods paid in a
    /// calendar month), judged together.
    struct Month {
        var name: PayPeriod
        var pays: [Payslip.Pay]

        /// Adds a payment of `name`, walking back: a new month when it is not the last one added.
        static func add(_ pay: Payslip.Pay, of name: PayPeriod, to months: inout [Month]) {
            if months.last?.name == name {
                months[months.count - 1].pays.append(pay)
            } else {
                months.append(Month(name: name, pays: [pay]))
            }
        }

        var gross: Int { pays.reduce(0) { $0 + $1.gross.won } }
        var premiums: Int { pays.reduce(0) { $0 + $1.premiums.won } }

        /// The month's meals up to its limit (earlier payments first: together, the limit).
        func freeMeals(limits: TaxFreeLimits) -> Int { min(pays.reduce(0) { $0 + $1.meals.won }, limits.meals) }

        /// 월정액급여: the month's pay less the premiums and the non-taxable meals.
        func regularPay(limits: TaxFreeLimits) -> Int { gross - premiums - freeMeals(limits: limits) }

        /// The month's tax-free premiums by its limits and what `used` left of the cap; last
        /// year's total is not looked at here (the caller has).
        func freePremiums(used: Int, rates: RateTable) -> Int {
            let limits = rates.rates(for: name).taxFree
            guard regularPay(limits: limits) <= limits.monthlyRegularPay else { return 0 }
            return min(premiums, max(0, limits.premiumsYearly - used))
        }

        /// Last year's total pay (총급여액): its months' gross less their non-taxable meals and
        /// premiums (the premiums judged by each month's limit and the yearly cap; the year
        /// before that is not looked at). `months` oldest first.
        static func totalPay(_ months: some Sequence<Month>, rates: RateTable) -> Int {
            var total = 0
            var used = 0
            for month in months {
                let free = month.freePremiums(used: used, rates: rates)
                used += free
                total += month.gross - month.freeMeals(limits: rates.rates(for: month.name).taxFree) - free
            }
            return total
        }
    }
}

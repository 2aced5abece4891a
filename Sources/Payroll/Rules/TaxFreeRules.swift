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

    public init(meals: Int, monthlyRegularPay: Int, lastYearPay: Int, premiumsYearly: Int) {
        (self.meals, self.monthlyRegularPay, self.lastYearPay, self.premiumsYearly) = (
            meals, monthlyRegularPay, lastYearPay, premiumsYearly
        )
    }
}

extension Payslip {
    /// The part of a period's pay the Income Tax Act does not tax (art. 12 (3)).
    public struct TaxFreePay: Sendable, Equatable {
        /// The meal allowance up to the month's limit.
        public var meals = Money.zero
        /// The overtime, night and holiday premiums, where the worker is within the decree's
        /// limits, up to what is left of the year's cap.
        public var premiums = Money.zero

        public init(meals: Money = .zero, premiums: Money = .zero) {
            (self.meals, self.premiums) = (meals, premiums)
        }

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
    /// The premiums of a period: what the law adds to the wage for overtime, night and holiday work.
    static func premiums(_ pay: Payslip.Pay) -> Money { pay.night + pay.overtime + pay.holiday }

    /// The meal allowance's non-taxable part: at most the month's limit.
    static func meals(_ pay: Payslip.Pay, limits: TaxFreeLimits) -> Money {
        Money(won: min(pay.meals.won, limits.meals))
    }

    /// 월정액급여: the period's pay less the premiums paid on top of the ordinary wage and the
    /// non-taxable meal allowance.
    static func monthlyRegularPay(_ pay: Payslip.Pay, limits: TaxFreeLimits) -> Money {
        pay.gross - premiums(pay) - meals(pay, limits: limits)
    }

    /// The non-taxable part of `pay` (the pay of `period`) and, when premiums are taxed that the
    /// workplace marks tax-free, why. The year's earlier periods are computed to know what is
    /// left of the yearly cap, and last year's to know last year's total pay: this workplace's
    /// periods named in those years, as the file records them.
    static func taxFree(
        pay: Payslip.Pay, workplace: Workplace, period: PayPeriod, rates: RateTable, history: (PayPeriod) -> Payslip.Pay
    ) -> (Payslip.TaxFreePay, [PayslipWarning]) {
        guard let rule = workplace.taxFree else { return (Payslip.TaxFreePay(), []) }
        let limits = rates.rates(for: period).taxFree
        var free = Payslip.TaxFreePay(meals: meals(pay, limits: limits))
        guard rule.overtimePremiums, premiums(pay) > .zero else { return (free, []) }
        let lastYear = lastYearPay(year: period.year - 1, startDay: period.startDay, rates: rates, history: history)
        if lastYear > limits.lastYearPay {
            let exceeded = TaxFreeLimitExceeded.lastYearPay(
                year: period.year - 1, pay: lastYear, limit: limits.lastYearPay)
            return (free, [.taxFreePremiumsTaxed(exceeded)])
        }
        let regular = monthlyRegularPay(pay, limits: limits).won
        if regular > limits.monthlyRegularPay {
            return (free, [.taxFreePremiumsTaxed(.monthlyRegularPay(pay: regular, limit: limits.monthlyRegularPay))])
        }
        // What the year's earlier periods used of the cap (each judged by its own month's limits).
        var used = 0
        var month = PayPeriod(year: period.year, month: 1, startDay: period.startDay)
        while month < period {
            used += premiumsWithinLimits(history(month), month: month, used: used, rates: rates)
            month = month.adding(months: 1)
        }
        let left = max(0, limits.premiumsYearly - used)
        free.premiums = Money(won: min(premiums(pay).won, left))
        if free.premiums < premiums(pay) {
            return (free, [.taxFreePremiumsCapReached(cap: limits.premiumsYearly, usedBefore: used)])
        }
        return (free, [])
    }

    /// The tax-free premiums of a period by its month's limits and what is left of the cap; last
    /// year's total is not looked at here (the caller has).
    static func premiumsWithinLimits(_ pay: Payslip.Pay, month: PayPeriod, used: Int, rates: RateTable) -> Int {
        let limits = rates.rates(for: month).taxFree
        guard monthlyRegularPay(pay, limits: limits).won <= limits.monthlyRegularPay else { return 0 }
        return min(premiums(pay).won, max(0, limits.premiumsYearly - used))
    }

    /// Last year's total pay (총급여액): its periods' gross less their non-taxable meals and
    /// premiums (the premiums judged by each month's limit and the yearly cap; the year before
    /// that is not looked at).
    static func lastYearPay(year: Int, startDay: Int, rates: RateTable, history: (PayPeriod) -> Payslip.Pay) -> Int {
        var total = 0
        var used = 0
        for number in 1...12 {
            let month = PayPeriod(year: year, month: number, startDay: startDay)
            let pay = history(month)
            guard pay.gross > .zero else { continue }
            let free = premiumsWithinLimits(pay, month: month, used: used, rates: rates)
            used += free
            total += (pay.gross - meals(pay, limits: rates.rates(for: month).taxFree)).won - free
        }
        return total
    }
}

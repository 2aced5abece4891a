/// An underpaid minimum wage as an amount: the minutes paid at a wage below the minimum, times
/// the difference (최저임금법 art. 6 (1) and (3): the part of a wage below the minimum is owed
/// at the minimum).
extension PayslipWarning {
    /// The won short for a `belowMinimumWage` warning: minutes x (minimum - hourly) / 60, cut to
    /// the won once; zero for any other warning.
    public var minimumWageShortfall: Money {
        guard case .belowMinimumWage(let hourly, let minimum, _, let minutes) = self, minimum > hourly else {
            return .zero
        }
        return WageRules.basePay(paidWonMinutes: minutes * (minimum - hourly))
    }
}

extension Payslip {
    /// The period's minimum-wage shortfall: the sum over its wages below the minimum.
    public var minimumWageShortfall: Money {
        warnings.reduce(Money.zero) { $0 + $1.minimumWageShortfall }
    }
}

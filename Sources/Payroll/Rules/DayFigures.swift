/// One date's work inside a pay period, for the month calendar: the paid minutes of the shifts
/// that started that date and their pay before the weekly holiday allowance (which belongs to a
/// week, not a day) and before deductions. Each premium is rounded per day, so a month's days can
/// differ from the period's rows by a won or two; the payslip stays the figure that is paid.
public struct DayFigures: Sendable, Equatable {
    public var paidMinutes = 0
    public var pay = Money.zero

    public init(paidMinutes: Int = 0, pay: Money = .zero) {
        self.paidMinutes = paidMinutes
        self.pay = pay
    }
}

/// The won-minute sums of one date, gathered with the period's (same shifts, same week rules).
struct DaySums {
    var paidMinutes = 0
    var paidWonMinutes = 0
    var nightWonMinutes = 0
    var overtimeWonMinutes = 0
    var holidayWithinEightHoursWonMinutes = 0
    var holidayBeyondEightHoursWonMinutes = 0

    func figures(premiumsApply: Bool) -> DayFigures {
        var pay = WageRules.basePay(paidWonMinutes: paidWonMinutes)
        if premiumsApply {
            pay =
                pay + WageRules.halfRatePremium(wonMinutes: nightWonMinutes)
                + WageRules.halfRatePremium(wonMinutes: overtimeWonMinutes)
                + WageRules.holidayPremium(
                    withinEightHoursWonMinutes: holidayWithinEightHoursWonMinutes,
                    beyondEightHoursWonMinutes: holidayBeyondEightHoursWonMinutes)
        }
        return DayFigures(paidMinutes: paidMinutes, pay: pay)
    }
}

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

/// One date's figures, for a list of them in date order (`Payslip.datedDays`).
struct DatedDayFigures: Sendable, Equatable {
    var date: LocalDate
    var figures: DayFigures
}

/// The won-minute sums of one date, gathered with the period's (same shifts, same week rules).
struct DaySums {
    var paidMinutes = 0
    var wonMinutes = WonMinutes()

    /// Adds a shift's sums; returns the paid minutes the day had before it.
    mutating func add(paid: Int, wonMinutes shift: WonMinutes) -> Int {
        let before = paidMinutes
        paidMinutes += paid
        wonMinutes += shift
        return before
    }

    func figures(premiumsApply: Bool) -> DayFigures {
        DayFigures(paidMinutes: paidMinutes, pay: wonMinutes.pay(premiumsApply: premiumsApply).gross)
    }
}

/// Minutes times the hourly wage, summed over shifts that may be paid at different wages: the
/// base pay and each premium are worked out once from the sum (a period's, a day's or a
/// shift's), so each is rounded once, whatever the wages that make it up.
struct WonMinutes {
    var paid = 0
    var night = 0
    var overtime = 0
    var holidayWithinEightHours = 0
    var holidayBeyondEightHours = 0

    init() {}

    /// One shift's minutes, each kind times `wage`.
    init(paid: Int, night: Int, overtime: Int, holidayWithin: Int, holidayBeyond: Int, wage: Int) {
        (self.paid, self.night, self.overtime) = (paid * wage, night * wage, overtime * wage)
        (holidayWithinEightHours, holidayBeyondEightHours) = (holidayWithin * wage, holidayBeyond * wage)
    }

    static func += (sum: inout WonMinutes, more: WonMinutes) {
        sum.paid += more.paid
        sum.night += more.night
        sum.overtime += more.overtime
        sum.holidayWithinEightHours += more.holidayWithinEightHours
        sum.holidayBeyondEightHours += more.holidayBeyondEightHours
    }

    /// The base pay and, where the premiums apply (5+ employees), the night, overtime and
    /// holiday premiums; every other pay item zero.
    func pay(premiumsApply: Bool) -> Payslip.Pay {
        var pay = Payslip.Pay(base: WageRules.basePay(paidWonMinutes: paid))
        if premiumsApply {
            pay.night = WageRules.halfRatePremium(wonMinutes: night)
            pay.overtime = WageRules.halfRatePremium(wonMinutes: overtime)
            pay.holiday = WageRules.holidayPremium(
                withinEightHoursWonMinutes: holidayWithinEightHours, beyondEightHoursWonMinutes: holidayBeyondEightHours
            )
        }
        return pay
    }
}

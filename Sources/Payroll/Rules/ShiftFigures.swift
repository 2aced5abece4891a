/// One shift's share of its pay period: its minutes by kind and its pay before the weekly holiday
/// allowance (which belongs to a week, not a shift) and before deductions. Gathered with the
/// period's own sums (the same week rules), so a shift's overtime is the overtime it made in its
/// week. Each premium is rounded per shift, so the shifts of a period can differ from its rows by
/// a won or two; the payslip stays the figure that is paid.
public struct ShiftFigures: Sendable, Equatable {
    public var shift: Shift
    public var hourlyWage: Int
    public var minutes: Payslip.Minutes
    public var pay: Payslip.Pay

    public init(shift: Shift, hourlyWage: Int, minutes: Payslip.Minutes, pay: Payslip.Pay) {
        self.shift = shift
        self.hourlyWage = hourlyWage
        self.minutes = minutes
        self.pay = pay
    }
}

extension ShiftFigures {
    /// One shift's figures on its own, outside its week: its minutes by kind, with overtime only
    /// the day's (beyond 8 hours; a week's overtime needs the week's other shifts), and its pay
    /// before the weekly holiday allowance. The shift list's figure for a single row.
    public init(alone shift: Shift, at workplace: Workplace, holidays: HolidayCalendar) {
        let paid = shift.paidMinutes
        let night = WageRules.nightMinutes(of: shift)
        var overtime = 0
        var holidayWithin = 0
        var holidayBeyond = 0
        if workplace.paysHolidayWork(shift, holidays: holidays) {
            (holidayWithin, holidayBeyond) = WageRules.holidayMinutesSplit(paidMinutes: paid)
        } else {
            overtime = WageRules.dailyOvertimeMinutes(paidMinutes: paid)
        }
        self.init(
            shift: shift, wage: workplace.wages.hourly(on: shift.date),
            minutes: Payslip.Minutes(
                paid: paid, day: paid - night, night: night, overtime: overtime, holiday: holidayWithin + holidayBeyond),
            holidayWithin: holidayWithin, holidayBeyond: holidayBeyond,
            premiumsApply: WageRules.premiumsApply(employees: workplace.employees))
    }

    /// The figures of `minutes` worked at `wage`: the base pay and, where the premiums apply, each
    /// premium worked out from the minutes times the wage.
    init(
        shift: Shift, wage: Int, minutes: Payslip.Minutes, holidayWithin: Int, holidayBeyond: Int, premiumsApply: Bool
    ) {
        let wonMinutes = WonMinutes(
            paid: minutes.paid, night: minutes.night, overtime: minutes.overtime, holidayWithin: holidayWithin,
            holidayBeyond: holidayBeyond, wage: wage)
        self.init(shift: shift, hourlyWage: wage, minutes: minutes, pay: wonMinutes.pay(premiumsApply: premiumsApply))
    }
}

extension Workplace {
    /// Whether `shift` is paid as holiday work here: on a public holiday, the contract's weekly
    /// day off or Workers' Day, where those holidays are the worker's (under 15 contracted hours
    /// a week the law's holidays are not, `hasHolidays`).
    @inline(__always)
    func paysHolidayWork(_ shift: Shift, holidays: HolidayCalendar) -> Bool {
        WageRules.isHolidayWork(shift, weeklyHoliday: weeklyHoliday, holidays: holidays) && hasHolidays(on: shift.date)
    }
}

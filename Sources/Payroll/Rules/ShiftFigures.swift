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

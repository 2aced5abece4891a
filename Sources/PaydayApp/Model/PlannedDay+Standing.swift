import Payroll

extension PlannedDay {
    /// What a planned day counts as where it is shown and counted: its status, but a day still
    /// ahead that already has an absence recorded (leave taken next Monday) stands excused by
    /// it, since it will not be worked. The calendar marks it so, the card's forecast leaves it
    /// out, and the schedule's counts (the screen's and `payday schedule list`'s) count it so.
    public var standing: Status {
        if case .ahead = status, let absence { return .excused(absence) }
        return status
    }
}

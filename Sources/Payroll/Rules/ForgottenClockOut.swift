/// A clock-out the worker forgot, and the end and break proposed for it.
///
/// An open shift is forgotten when it has run more than `graceMinutes` past the end of the
/// shift planned for it (the schedule's occurrence it records against), or, without a plan,
/// for more than `unplannedMinutes`: a night shift closed on time is not forgotten. Closing a
/// forgotten shift proposes the planned end (without a plan, no end: the worker says when),
/// never now.
public enum ForgottenClockOut: Equatable, Sendable {
    /// Past its planned end (`end`) by more than the grace.
    case pastPlannedEnd(end: LocalMoment)
    /// No plan, and open longer than `unplannedMinutes`.
    case unplanned(minutesOpen: Int)

    /// Two hours past the planned end.
    public static let graceMinutes = 120
    /// Twelve hours open without a plan.
    public static let unplannedMinutes = 720

    /// The end to propose: the planned one, or none.
    public var proposedEnd: LocalMoment? {
        if case .pastPlannedEnd(let end) = self { return end }
        return nil
    }
}

extension Workplace {
    /// The planned shift the open shift works: the schedule's occurrence (on its date or the
    /// day before, for a night shift) that has not ended at its start and begins no more than
    /// four hours after it, the nearest to its start.
    public func plannedShift(for open: OpenShift, holidays: HolidayCalendar) -> Shift? {
        let start = open.start
        let days = plannedDays(in: open.date.adding(days: -1)...open.date, now: start, holidays: holidays)
        return days.map(\.shift)
            .filter { $0.end > start && $0.start.minutes - start.minutes <= 240 }
            .min { abs($0.start.minutes - start.minutes) < abs($1.start.minutes - start.minutes) }
    }

    /// Whether the open shift's clock-out was forgotten by `now`, and how; nil when nothing is
    /// open or it is not.
    public func forgottenClockOut(at now: LocalMoment, holidays: HolidayCalendar) -> ForgottenClockOut? {
        guard let open = openShift else { return nil }
        if let plan = plannedShift(for: open, holidays: holidays) {
            return now.minutes - plan.end.minutes > ForgottenClockOut.graceMinutes
                ? .pastPlannedEnd(end: plan.end) : nil
        }
        let minutes = open.minutesOpen(at: now)
        return minutes > ForgottenClockOut.unplannedMinutes ? .unplanned(minutesOpen: minutes) : nil
    }
}

extension OpenShift {
    /// The legal least break for the shift as it will be saved, ending at `end`
    /// (`LawLimits.suggestedBreak` on its minutes from start to end); 0 for an end not after
    /// the start.
    public func legalBreak(endingAt end: LocalMoment) -> Int {
        LawLimits.suggestedBreak(minutesOnTheClock: max(0, end.minutes - start.minutes))
    }
}

extension DataRules {
    /// Clocking in at `open`'s start while another workplace has a shift recorded that began
    /// after that start and before `now`: the open shift would run over it and could never be
    /// closed. A shift entered ahead (starting after now) is a plan and stops nothing.
    public static func checkClockInBefore(_ open: OpenShift, now: LocalMoment, in workplaces: [Workplace])
        -> RuleReason?
    {
        for workplace in workplaces {
            let from = open.date.adding(days: -1), through = now.date
            guard from <= through else { continue }
            if let later = workplace.shifts(startingFrom: from, through: through).first(where: {
                $0.end > open.start && $0.start <= now && $0.start >= open.start
            }) {
                return .clockInBeforeShift(open.start, workplace: workplace.name, later)
            }
        }
        return nil
    }
}

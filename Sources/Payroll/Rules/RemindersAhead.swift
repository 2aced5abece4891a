extension Reminders {
    /// How far ahead `payday remind` looks when not told (12 hours: the evening before a
    /// morning shift).
    public static let defaultAheadMinutes = 720
    /// The most it looks ahead: a week.
    public static let aheadMinutes = 1...10_080
    /// What `payday remind --new-within` takes: from a minute to a week (a timer's interval; a
    /// reminder older than a week is no longer news).
    public static let newWithinMinutes = 1...10_080

    /// What is coming, to be told before it is due: each planned shift (a schedule's occurrence
    /// with nothing recorded, no absence, not a paid day off) that starts after `now` and
    /// within `minutes`, and each payday tomorrow that is expected to pay something. `due` is
    /// the shift's start, or the payday's `paydayTime`; each is told once (the caller remembers).
    public static func ahead(
        workplaces: [Workplace], now: LocalMoment, within minutes: Int, holidays: HolidayCalendar, rates: RateTable,
        worker: Worker = Worker()
    ) -> [Reminder] {
        var reminders: [Reminder] = []
        let horizon = LocalMoment(minutes: now.minutes + minutes)
        let tomorrow = now.date.adding(days: 1)
        for place in workplaces {
            let planned = place.plannedDays(in: now.date...horizon.date, now: now, holidays: holidays)
            for day in planned where day.isPlannedAhead && day.shift.start > now && day.shift.start <= horizon {
                reminders.append(
                    Reminder(workplace: place.name, kind: .shiftAhead(planned: day.shift), due: day.shift.start))
            }
            guard
                let expected = expectedPayday(
                    of: place, on: tomorrow, now: now, holidays: holidays, rates: rates, worker: worker)
            else { continue }
            reminders.append(
                Reminder(
                    workplace: place.name, kind: .paydayTomorrow(period: expected.period, net: expected.net),
                    due: LocalMoment(date: tomorrow, time: paydayTime)))
        }
        return reminders
    }
}

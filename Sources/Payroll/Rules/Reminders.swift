/// What `payday remind` tells, as values: the rules of when a reminder is due, without words.
public struct Reminder: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A scheduled shift has started and the worker has not clocked in.
        case notClockedIn(planned: Shift)
        /// Still clocked in after the planned shift's end.
        case openPastPlannedEnd(open: OpenShift, plannedEnd: LocalMoment)
        /// Clocked in for longer than `Reminders.longOpenMinutes`, with no planned end to go by.
        case openLong(open: OpenShift, minutes: Int)
        /// A payday today, with the period's expected net.
        case paydayToday(period: PayPeriod, net: Money)
        /// A planned shift starting soon (`Reminders.ahead`).
        case shiftAhead(planned: Shift)
        /// A payday tomorrow, with the period's expected net (`Reminders.ahead`).
        case paydayTomorrow(period: PayPeriod, net: Money)
    }

    public var workplace: String
    public var kind: Kind
    /// When it became due: the shift's start, the planned end, 12 hours in, 09:00 on payday.
    public var due: LocalMoment
}

public enum Reminders {
    /// 12 hours open without a planned end: probably a forgotten clock-out.
    public static let longOpenMinutes = 720
    /// A payday is told from this time of its day.
    public static let paydayTime = TimeOfDay(hour: 9, minute: 0)!

    /// Every reminder due at `now`, by workplace in file order. Costs today's plans and the
    /// current periods, whatever the length of the schedule or the records.
    public static func due(
        workplaces: [Workplace], now: LocalMoment, holidays: HolidayCalendar, rates: RateTable,
        worker: Worker = Worker()
    ) -> [Reminder] {
        var reminders: [Reminder] = []
        let today = now.date
        for place in workplaces {
            // Yesterday's too: a night shift started then may still be running.
            let planned = place.plannedDays(in: today.adding(days: -1)...today, now: now, holidays: holidays)
            if let open = place.openShift {
                let covered = planned.last {
                    $0.date == open.date || ($0.shift.end > open.start && $0.shift.start < now)
                }
                if let plannedEnd = covered?.shift.end, plannedEnd <= now {
                    reminders.append(
                        Reminder(
                            workplace: place.name, kind: .openPastPlannedEnd(open: open, plannedEnd: plannedEnd),
                            due: plannedEnd))
                } else if covered == nil, open.minutesOpen(at: now) >= longOpenMinutes {
                    reminders.append(
                        Reminder(
                            workplace: place.name, kind: .openLong(open: open, minutes: open.minutesOpen(at: now)),
                            due: LocalMoment(minutes: open.start.minutes + longOpenMinutes)))
                }
            } else {
                for day in planned where day.isPlannedAhead && day.shift.start <= now {
                    reminders.append(
                        Reminder(workplace: place.name, kind: .notClockedIn(planned: day.shift), due: day.shift.start))
                }
            }
            let paydayMoment = LocalMoment(date: today, time: paydayTime)
            if paydayMoment <= now,
                let expected = expectedPayday(
                    of: place, on: today, now: now, holidays: holidays, rates: rates, worker: worker)
            {
                reminders.append(
                    Reminder(
                        workplace: place.name, kind: .paydayToday(period: expected.period, net: expected.net),
                        due: paydayMoment))
            }
        }
        return reminders
    }

    /// The period `place` pays on `day` and its expected net, when `day` is its payday and the
    /// period is expected to pay something; nil otherwise.
    static func expectedPayday(
        of place: Workplace, on day: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable,
        worker: Worker
    ) -> (period: PayPeriod, net: Money)? {
        let (period, payday) = place.payday.currentPeriod(
            today: day, startDay: place.periodStartDay, holidays: holidays)
        guard payday == day else { return nil }
        let expected = Payslip.forecast(
            workplace: place, period: period, now: now, holidays: holidays, rates: rates, worker: worker)
        return expected.pay.gross == .zero ? nil : (period, expected.net)
    }
}

/// A payday to come, with what it is expected to pay.
public struct UpcomingPayday: Sendable, Equatable {
    public var workplace: String
    public var period: PayPeriod
    public var payday: LocalDate
    /// What has been earned in the period so far.
    public var earned: Money
    public var expected: Payslip.Forecast
}

extension UpcomingPayday {
    /// Every payday from `today` through `last`, across workplaces, by date (then file order),
    /// each with its expected net; paydays that are expected to pay nothing are left out.
    public static func list(
        workplaces: [Workplace], today: LocalDate, now: LocalMoment, through last: LocalDate,
        holidays: HolidayCalendar, rates: RateTable, worker: Worker = Worker()
    ) -> [UpcomingPayday] {
        var list: [UpcomingPayday] = []
        for place in workplaces {
            var (period, payday) = place.payday.currentPeriod(
                today: today, startDay: place.periodStartDay, holidays: holidays)
            while payday <= last {
                let expected = Payslip.forecast(
                    workplace: place, period: period, now: now, holidays: holidays, rates: rates, worker: worker)
                if expected.pay.gross != .zero {
                    let earned = Payslip(
                        workplace: place, period: period, today: today, now: now, holidays: holidays, rates: rates,
                        worker: worker)
                    list.append(
                        UpcomingPayday(
                            workplace: place.name, period: period, payday: payday, earned: earned.net,
                            expected: expected))
                }
                // Nothing is planned after the employment ends.
                if let end = place.endDate, period.end >= end { break }
                period = period.adding(months: 1)
                payday = place.payday.payday(for: period, holidays: holidays)
            }
        }
        return list.enumerated().sorted { ($0.element.payday, $0.offset) < ($1.element.payday, $1.offset) }.map(
            \.element)
    }
}

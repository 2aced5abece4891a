import FoundationEssentials
import Payroll
import PayrollWords

/// A workplace's shift list for one pay period, grouped by week (Monday to Sunday): the table's
/// sections, each headed by the week's paid hours and its weekly holiday allowance, each row a
/// shift with its date, times, break, paid hours and pay. Or one day's shifts (the calendar's
/// Enter): a single section headed by the day's hours and pay.
///
/// The plans still ahead are rows too, in their weeks, marked as planned (the screen dims them):
/// a shift entered ahead that has not ended, and a day the schedule plans with nothing recorded
/// for it yet. A plan is never pay: the header's hours and allowance are those of the shifts
/// worked, and a week's planned hours are said apart. A planned day recorded as not worked
/// (leave, sick, off, closed) is a row of its own, marked `−` and saying why, with no pay; a
/// planned day gone by with nothing recorded and no reason given is one too, marked `×` and
/// saying missed, with no pay.
struct ShiftListRows {
    /// One row: a shift, and whether it is worked or still a plan.
    struct Row: Equatable {
        enum Kind: Equatable {
            /// Recorded and ended (or open): worked.
            case worked
            /// Recorded ahead, not ended yet: a plan at its own times.
            case recordedAhead
            /// A day the schedule plans, nothing recorded yet: a plan at the schedule's times.
            case scheduled
            /// A day the schedule plans that is not worked, and why (leave, sick, off, closed):
            /// at the schedule's times, never pay on the list.
            case absent(Absence.Kind)
            /// A day the schedule planned that has passed with no shift and no absence: at the
            /// schedule's times, never pay.
            case missed
        }

        var shift: Shift
        var kind: Kind
        /// Not worked: a plan ahead, an absence or a missed day (the screen dims it).
        var isPlanned: Bool { kind != .worked }
        /// A plan still ahead, whose hours the week's header says apart.
        var isAhead: Bool { kind == .recordedAhead || kind == .scheduled }
        /// The absence's kind, for an absence's row.
        var absence: Absence.Kind? {
            if case .absent(let kind) = kind { return kind }
            return nil
        }
        /// A row that shows what it pays (or will): neither an absence nor a missed day.
        var paysOnList: Bool { absence == nil && kind != .missed }
    }

    /// One week: its header line and its rows, each with its line.
    struct Week: Equatable {
        /// What the section stands for: its Monday, or the day listed.
        var key: LocalDate
        var header: String
        var rows: [Row]
        /// Each row's date, times, break, paid hours and memo.
        var lines: [String]
        /// Each row's pay, formatted.
        var pays: [String]

        var shifts: [Shift] { rows.map(\.shift) }
    }

    /// What a list holds: a pay period of the workplace (the one on the home screen's page), or
    /// one day (the calendar's).
    enum Scope: Equatable {
        case period(PayPeriod)
        case day(LocalDate)
    }

    var weeks: [Week] = []
    /// `Nov 1 – Nov 30`, or the day's date.
    var period: String

    /// The shifts and plans of `scope` as of the basis's moment; its `today` decides which weeks
    /// have earned their allowance yet.
    init(workplace: Workplace, scope: Scope, basis: PayBasis, strings: AppStrings) {
        let holidays = basis.holidays
        let language = strings.language
        let span: ClosedRange<LocalDate>
        switch scope {
        case .period(let period):
            span = period.start...period.end
            self.period = "\(strings.shortDate(period.start)) – \(strings.shortDate(period.end))"
        case .day(let day):
            span = day...day
            period = strings.longDate(day)
        }
        let rows = Self.rows(of: workplace, in: span, now: basis.now, aheadFrom: basis.aheadFrom, holidays: holidays)
        func week(key: LocalDate, header: (_ workedMinutes: Int, _ worked: [Shift]) -> String, rows: [Row]) -> Week {
            let worked = rows.filter { !$0.isPlanned }.map(\.shift)
            let planned = rows.filter(\.isAhead).reduce(0) { $0 + $1.shift.paidMinutes }
            var line = header(worked.reduce(0) { $0 + $1.paidMinutes }, worked)
            if planned > 0 { line += strings.plannedMinutesNote(planned) }
            return Week(
                key: key, header: line, rows: rows,
                lines: rows.map { row in
                    if row.kind == .missed { return strings.missedLine(row.shift) }
                    return row.absence.map { strings.absenceLine(row.shift, $0) } ?? strings.shiftLine(row.shift)
                },
                pays: rows.map { row in
                    row.paysOnList
                        ? Self.pay(of: row.shift, at: workplace, holidays: holidays).formatted(language) : ""
                })
        }
        switch scope {
        case .day(let day):
            guard !rows.isEmpty else { return }
            weeks = [
                week(
                    key: day,
                    header: { minutes, worked in
                        let total = worked.reduce(Money.zero) {
                            $0 + Self.pay(of: $1, at: workplace, holidays: holidays)
                        }
                        return strings.dayHeader(day, minutes: minutes, pay: total)
                    }, rows: rows)
            ]
        case .period(let period):
            // The allowances as the period's payslip counts them: the whole week's work (its
            // days in the period before included), paid in the period holding its Sunday.
            let allowances = basis.payslip(of: workplace, for: period).allowanceWeeks
            let byWeek = Dictionary(grouping: rows) { $0.shift.date.mondayOfWeek }
            for monday in byWeek.keys.sorted() {
                let allowance = allowances.first { $0.sunday == monday.adding(days: 6) }.map {
                    WageRules.weeklyHolidayAllowance(minutesTimesFiveWon: $0.minutesTimesFive * $0.hourly)
                }
                weeks.append(
                    week(
                        key: monday,
                        header: { minutes, _ in
                            strings.weekHeader(monday: monday, minutes: minutes, allowance: allowance)
                        }, rows: byWeek[monday] ?? []))
            }
        }
    }

    /// The recorded shifts dated in `span`, the schedule's plans still ahead there, its days
    /// recorded as not worked and its days missed (passed with nothing recorded), by start: a recorded shift not ended by `now` is a plan at its own
    /// times; a scheduled day with a shift recorded for it is that shift's row alone. A planned
    /// day is judged at `aheadFrom` (`now` unless given: `PayBasis.aheadFrom`).
    static func rows(
        of workplace: Workplace, in span: ClosedRange<LocalDate>, now: LocalMoment, aheadFrom: LocalMoment? = nil,
        holidays: HolidayCalendar
    )
        -> [Row]
    {
        var rows = workplace.shifts(startingFrom: span.lowerBound, through: span.upperBound).map {
            Row(shift: $0, kind: $0.end > now ? .recordedAhead : .worked)
        }
        for day in workplace.plannedDays(in: span, now: aheadFrom ?? now, holidays: holidays) {
            if case .excused(let kind) = day.status {
                rows.append(Row(shift: day.shift, kind: .absent(kind)))
            } else if day.status == .missed {
                rows.append(Row(shift: day.shift, kind: .missed))
            } else if day.status == .ahead, !day.recordedAhead {
                rows.append(Row(shift: day.shift, kind: day.absence.map { .absent($0) } ?? .scheduled))
            }
        }
        return rows.enumerated().sorted { ($0.element.shift.start, $0.offset) < ($1.element.shift.start, $1.offset) }
            .map(\.element)
    }

    /// The rows whose line (date, times, break, hours, memo) or pay holds `text`, ignoring case
    /// and spaces at its ends; weeks left without a row go. Empty text keeps every row.
    func filtered(by text: String) -> ShiftListRows {
        let needle = text.trimming()
        guard !needle.isEmpty else { return self }
        var filtered = self
        filtered.weeks = weeks.compactMap { week in
            let kept = week.rows.indices.filter {
                (week.lines[$0] + "  " + week.pays[$0]).contains(ignoringCase: needle)
            }
            guard !kept.isEmpty else { return nil }
            var narrowed = week
            narrowed.rows = kept.map { week.rows[$0] }
            narrowed.lines = kept.map { week.lines[$0] }
            narrowed.pays = kept.map { week.pays[$0] }
            return narrowed
        }
        return filtered
    }

    /// Where `shift` is, as a section (week) and row.
    func indexPath(of shift: Shift) -> IndexPath? {
        for (section, week) in weeks.enumerated() {
            if let row = week.shifts.firstIndex(of: shift) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// The index paths in order, week by week.
    var allIndexPaths: [IndexPath] {
        weeks.enumerated().flatMap { section, week in week.rows.indices.map { IndexPath(row: $0, section: section) } }
    }

    /// The pay of one shift on its own (`ShiftFigures(alone:)`): base pay, and where the
    /// workplace pays premiums, the night, daily overtime and holiday premiums it earns by itself
    /// (weekly overtime belongs to the week, and shows in the card's table).
    static func pay(of shift: Shift, at workplace: Workplace, holidays: HolidayCalendar) -> Money {
        ShiftFigures(alone: shift, at: workplace, holidays: holidays).pay.gross
    }
}

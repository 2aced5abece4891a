import Foundation
import Payroll

/// A workplace's shift list for one pay period, grouped by week (Monday to Sunday): the table's
/// sections, each headed by the week's paid hours and its weekly holiday allowance, each row a
/// shift with its date, times, break, paid hours and pay. Or one day's shifts (the calendar's
/// Enter): a single section headed by the day's hours and pay.
struct ShiftListRows {
    /// One week: its header line and its shifts, each with its line.
    struct Week: Equatable {
        /// What the section stands for: its Monday, or the day listed.
        var key: LocalDate
        var header: String
        var shifts: [Shift]
        /// Each shift's date, times, break, paid hours and memo.
        var lines: [String]
        /// Each shift's pay, formatted.
        var pays: [String]
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

    /// The shifts of `scope`; `today` decides which weeks have earned their allowance yet.
    init(workplace: Workplace, scope: Scope, today: LocalDate, holidays: HolidayCalendar, strings: AppStrings) {
        let language = strings.language
        let span: PayPeriod
        switch scope {
        case .period(let period): span = period
        case .day(let day):
            period = strings.longDate(day)
            let shifts = workplace.shifts.filter { $0.date == day }
            guard !shifts.isEmpty else { return }
            let pays = shifts.map { Self.pay(of: $0, at: workplace, holidays: holidays) }
            let minutes = shifts.reduce(0) { $0 + $1.paidMinutes }
            let total = pays.reduce(Money.zero, +)
            weeks = [
                Week(
                    key: day, header: strings.dayHeader(day, minutes: minutes, pay: total), shifts: shifts,
                    lines: shifts.map(strings.shiftLine), pays: pays.map { $0.formatted(language) })
            ]
            return
        }
        period = "\(strings.shortDate(span.start)) – \(strings.shortDate(span.end))"
        let shifts = workplace.shifts.filter { span.contains($0.date) }
        let byWeek = Dictionary(grouping: shifts) { $0.date.mondayOfWeek }
        for monday in byWeek.keys.sorted() {
            let week = byWeek[monday] ?? []
            let minutes = week.reduce(0) { $0 + $1.paidMinutes }
            let allowance = Self.weeklyAllowance(workplace: workplace, week: week, minutes: minutes, today: today)
            let pays = week.map { Self.pay(of: $0, at: workplace, holidays: holidays).formatted(language) }
            weeks.append(
                Week(
                    key: monday, header: strings.weekHeader(monday: monday, minutes: minutes, allowance: allowance),
                    shifts: week, lines: week.map(strings.shiftLine), pays: pays))
        }
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
        weeks.enumerated().flatMap { section, week in week.shifts.indices.map { IndexPath(row: $0, section: section) } }
    }

    /// The weekly holiday allowance the week earns, once its Sunday has come (nil before, or
    /// when the week does not earn one).
    static func weeklyAllowance(workplace: Workplace, week: [Shift], minutes: Int, today: LocalDate) -> Money? {
        guard workplace.weeklyHolidayAllowance, let last = week.last, last.date.mondayOfWeek.adding(days: 6) <= today,
            let factor = WageRules.weeklyHolidayAllowanceMinutesTimesFive(
                contractWeeklyHours: workplace.contractWeeklyHours, paidMinutes: minutes, shiftCount: week.count)
        else { return nil }
        return WageRules.weeklyHolidayAllowance(minutesTimesFiveWon: factor * workplace.wages.hourly(on: last.date))
    }

    /// The pay of one shift on its own: base pay, and where the workplace pays premiums, the
    /// night, daily overtime and holiday premiums it earns by itself (weekly overtime belongs
    /// to the week, and shows in the card's table).
    static func pay(of shift: Shift, at workplace: Workplace, holidays: HolidayCalendar) -> Money {
        let wage = workplace.wages.hourly(on: shift.date)
        var pay = WageRules.basePay(paidWonMinutes: shift.paidMinutes * wage)
        guard WageRules.premiumsApply(employees: workplace.employees) else { return pay }
        pay = pay + WageRules.halfRatePremium(wonMinutes: WageRules.nightMinutes(of: shift) * wage)
        if WageRules.isHolidayWork(shift, weeklyHoliday: workplace.weeklyHoliday, holidays: holidays) {
            let split = WageRules.holidayMinutesSplit(paidMinutes: shift.paidMinutes)
            pay =
                pay
                + WageRules.holidayPremium(
                    withinEightHoursWonMinutes: split.withinEightHours * wage,
                    beyondEightHoursWonMinutes: split.beyondEightHours * wage)
        } else {
            pay =
                pay
                + WageRules.halfRatePremium(
                    wonMinutes: WageRules.dailyOvertimeMinutes(paidMinutes: shift.paidMinutes) * wage)
        }
        return pay
    }
}

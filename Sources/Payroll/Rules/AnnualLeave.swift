/// The law's figures for annual paid leave (연차 유급휴가), each with its source.
public enum AnnualLeaveRules {
    /// Labor Standards Act art. 60 applies at workplaces of 5 or more employees (Enforcement
    /// Decree art. 7, table 1), and not to a worker whose contracted hours average under 15 a
    /// week (art. 18 (3)).
    public static let leastEmployees = WageRules.premiumEmployeeThreshold
    public static let leastWeeklyMinutes = WageRules.allowanceThresholdMinutes

    /// Art. 60 (2): under a year (or a year under 80 % attendance), one day for each month of
    /// full attendance; at most 11 in the first year.
    public static let firstYearMostDays = 11
    /// Art. 60 (1): 15 days after a year with at least 80 % attendance.
    public static let yearDays = 15
    public static let attendancePercent = 80
    /// Art. 60 (4): one more day for every two years of service beyond the first, from the third
    /// year on; at most 25.
    public static let mostDays = 25

    /// A full-time day is 8 hours; a part-timer's day is their contracted weekly hours / 40 x 8
    /// (Enforcement Decree art. 9 and table 2 (4) (ga): 단시간근로자의 연차 = 통상 근로자의 연차 x
    /// 단시간근로자의 소정근로시간 / 통상 근로자의 소정근로시간).
    public static let fullTimeDayMinutes = WageRules.dailyLimitMinutes
    public static let fullTimeWeekMinutes = WageRules.weeklyLimitMinutes

    /// Days granted on the `year`-th anniversary (1, 2, ...) for a year of 80 % attendance.
    public static func daysForYear(_ year: Int) -> Int {
        min(mostDays, yearDays + max(0, year - 1) / 2)
    }
}

/// Why a workplace grants no annual leave.
public enum LeaveNotAccruing: Sendable, Equatable {
    case underFiveEmployees(employees: Int)
    /// Contracted (or scheduled) hours under 15 a week.
    case underFifteenHours(weeklyMinutes: Int)
}

/// The annual leave of one job as seen on a day: what was granted and when, what was taken, the
/// balance, and, once the job has ended, the pay for what was left (연차미사용수당).
public struct AnnualLeave: Sendable, Equatable {
    /// Leave granted on a day.
    public struct Grant: Sendable, Equatable {
        public enum Reason: Sendable, Equatable {
            /// Month `month` of a year without the yearly grant was attended in full.
            case fullMonth(month: Int, from: LocalDate, through: LocalDate)
            /// The `year`-th year ended with this attendance (scheduled days attended of scheduled days).
            case year(year: Int, attended: Int, scheduled: Int)
        }

        public var date: LocalDate
        public var days: Int
        public var reason: Reason
    }

    /// A month or a year that earned nothing, and why: the scheduled days missed.
    public struct Miss: Sendable, Equatable {
        public var from: LocalDate
        public var through: LocalDate
        public var missed: [LocalDate]
        /// For a year: its attendance, under 80 %.
        public var attended: Int?
        public var scheduled: Int?
    }

    public var notAccruing: LeaveNotAccruing?
    public var start: LocalDate
    /// The day it is seen on: today, or the last day of the job.
    public var asOf: LocalDate
    /// A day of leave in minutes: 8 hours, or the part-timer's share of them.
    public var dayMinutes: Int
    public var grants: [Grant]
    public var misses: [Miss]
    /// Each leave day taken (an absence of kind `leave` on a scheduled day that is over), with the
    /// planned shift's paid minutes.
    public var taken: [(date: LocalDate, minutes: Int)]
    /// The job's last day, when it has ended.
    public var endDate: LocalDate?
    /// The hourly wage on the last day, for the payout.
    public var hourlyWage: Int

    public var grantedDays: Int { grants.reduce(0) { $0 + $1.days } }
    public var grantedMinutes: Int { grantedDays * dayMinutes }
    public var takenMinutes: Int { taken.reduce(0) { $0 + $1.minutes } }
    /// Granted less taken; negative when more was taken than granted.
    public var balanceMinutes: Int { grantedMinutes - takenMinutes }

    /// 연차미사용수당: the balance left when the job ended, at the last wage; nil while it lasts.
    public var payout: Money? {
        guard let endDate, endDate <= asOf, notAccruing == nil else { return nil }
        return WageRules.basePay(paidWonMinutes: max(0, balanceMinutes) * hourlyWage)
    }

    public static func == (lhs: AnnualLeave, rhs: AnnualLeave) -> Bool {
        lhs.notAccruing == rhs.notAccruing && lhs.start == rhs.start && lhs.asOf == rhs.asOf
            && lhs.dayMinutes == rhs.dayMinutes && lhs.grants == rhs.grants && lhs.misses == rhs.misses
            && lhs.taken.map(\.date) == rhs.taken.map(\.date) && lhs.taken.map(\.minutes) == rhs.taken.map(\.minutes)
            && lhs.endDate == rhs.endDate && lhs.hourlyWage == rhs.hourlyWage
    }
}

extension Workplace {
    /// The contracted minutes a week: `contractWeeklyHours`, else what the schedule plans in the
    /// week of `date`; nil when neither says.
    public func contractedWeeklyMinutes(on date: LocalDate) -> Int? {
        if let contractWeeklyHours { return contractWeeklyHours.minutes }
        let planned = weeklyPlannedMinutes(on: date)
        return planned > 0 ? planned : nil
    }

    /// Why this workplace grants no annual leave on `date`, or nil when it does.
    public func leaveNotAccruing(on date: LocalDate) -> LeaveNotAccruing? {
        if employees < AnnualLeaveRules.leastEmployees { return .underFiveEmployees(employees: employees) }
        // Neither a contract nor a schedule: the hours actually worked, on average, decide.
        let weekly = contractedWeeklyMinutes(on: date) ?? averageWorkedWeeklyMinutes(through: date)
        if weekly < AnnualLeaveRules.leastWeeklyMinutes { return .underFifteenHours(weeklyMinutes: weekly) }
        return nil
    }

    /// The paid minutes a week worked on average from the employment's start through `date`.
    public func averageWorkedWeeklyMinutes(through date: LocalDate) -> Int {
        guard let start = employmentStart, start <= date else { return 0 }
        let paid = shifts(startingFrom: start, through: date).reduce(0) { $0 + $1.paidMinutes }
        return paid * 7 / (start.days(to: date) + 1)
    }

    /// The annual leave of this job as seen on `today` (or on its last day, once it has ended).
    ///
    /// Attendance comes from the schedule: a scheduled day that is over counts as attended when it
    /// was worked or excused (`leave`, `sick`, `off`, `closed`), and as missed otherwise; a paid
    /// day off (a public holiday, May 1) counts on neither side. Without a schedule there is no scheduled day to miss, and every month counts as
    /// attended. Costs the days of the job once (the planned days of its span).
    public func annualLeave(today: LocalDate, now: LocalMoment, holidays: HolidayCalendar) -> AnnualLeave? {
        guard let start = employmentStart else { return nil }
        let asOf = min(today, endDate ?? today)
        var leave = AnnualLeave(
            notAccruing: leaveNotAccruing(on: asOf), start: start, asOf: asOf,
            dayMinutes: leaveDayMinutes(on: asOf), grants: [], misses: [], taken: [], endDate: endDate,
            hourlyWage: wages.hourly(on: asOf))
        guard leave.notAccruing == nil, start <= asOf else { return leave }
        // Every scheduled day of the job up to `asOf` that is over, once.
        let days = plannedDays(in: start...asOf, now: now, holidays: holidays).filter { $0.shift.end <= now }
        // Paid days off (public holidays, May 1) are left out of both the days attended and the
        // days scheduled.
        func missed(_ range: ClosedRange<LocalDate>) -> (missed: [LocalDate], scheduled: Int) {
            let inRange = days.filter { range.contains($0.date) && $0.paidDayOff == nil }
            return (inRange.filter { $0.status == .missed }.map(\.date), inRange.count)
        }
        leave.taken = days.filter { $0.status == .excused(.leave) }.map { ($0.date, $0.shift.paidMinutes) }
        // A grant is made the day after what earned it, and only while the job lasts: the day
        // after must be on or before `asOf` (a month or a year completed on the job's last day
        // earns nothing; Supreme Court 2021da227100, 14 October 2021).
        func months(ofYear year: Int, count: Int) -> [(month: Int, from: LocalDate, through: LocalDate)] {
            (0..<count).map { offset in
                let month = offset + 1
                let index = 12 * (year - 1) + month
                return (index, start.addingMonths(index - 1), start.addingMonths(index).adding(days: -1))
            }
        }
        // The first year: a day after each month attended in full, at most 11.
        for (month, from, through) in months(ofYear: 1, count: AnnualLeaveRules.firstYearMostDays) where through < asOf
        {
            let result = missed(from...through)
            if result.missed.isEmpty {
                leave.grants.append(
                    .init(
                        date: through.adding(days: 1), days: 1,
                        reason: .fullMonth(month: month, from: from, through: through)))
            } else {
                leave.misses.append(.init(from: from, through: through, missed: result.missed))
            }
        }
        // Each year that has ended: its days for 80 % attendance, or else a day for each of its
        // months attended in full (art. 60 (2)), granted when the year ends (the first year's
        // months have had their days already).
        var year = 1
        while start.addingMonths(12 * year).adding(days: -1) < asOf {
            let yearStart = start.addingMonths(12 * (year - 1))
            let yearEnd = start.addingMonths(12 * year).adding(days: -1)
            let result = missed(yearStart...yearEnd)
            let attended = result.scheduled - result.missed.count
            if result.scheduled == 0 || attended * 100 >= result.scheduled * AnnualLeaveRules.attendancePercent {
                leave.grants.append(
                    .init(
                        date: yearEnd.adding(days: 1), days: AnnualLeaveRules.daysForYear(year),
                        reason: .year(year: year, attended: attended, scheduled: result.scheduled)))
            } else {
                leave.misses.append(
                    .init(
                        from: yearStart, through: yearEnd, missed: result.missed, attended: attended,
                        scheduled: result.scheduled))
                for (month, from, through) in months(ofYear: year, count: year == 1 ? 0 : 12)
                where missed(from...through).missed.isEmpty {
                    leave.grants.append(
                        .init(
                            date: yearEnd.adding(days: 1), days: 1,
                            reason: .fullMonth(month: month, from: from, through: through)))
                }
            }
            year += 1
        }
        return leave
    }

    /// A day of leave in minutes: the contracted weekly minutes (without a contract or a
    /// schedule, those worked on average) / 40 h x 8 h, at most 8 hours.
    public func leaveDayMinutes(on date: LocalDate) -> Int {
        let weekly = contractedWeeklyMinutes(on: date) ?? averageWorkedWeeklyMinutes(through: date)
        return min(
            AnnualLeaveRules.fullTimeDayMinutes,
            weekly * AnnualLeaveRules.fullTimeDayMinutes / AnnualLeaveRules.fullTimeWeekMinutes)
    }
}

extension LocalDate {
    /// The same day `months` months later; the month's last day where it has no such day
    /// (January 31 + 1 month is February 28).
    public func addingMonths(_ months: Int) -> LocalDate {
        let (year, month, day) = components
        let zeroBased = year * 12 + month - 1 + months
        let newYear = zeroBased >= 0 ? zeroBased / 12 : (zeroBased - 11) / 12
        let newMonth = zeroBased - newYear * 12 + 1
        let newDay = min(day, LocalDate.daysIn(year: newYear, month: newMonth))
        return LocalDate(year: newYear, month: newMonth, day: newDay) ?? self
    }
}

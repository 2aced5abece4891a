import Payroll

/// The words of what a job owes beyond the month's pay (`EntitlementsDocument`): severance and
/// annual leave, each line with its figures already written in the document's language.
public protocol EntitlementWords: Sendable {
    /// No time at all: `0h` (a balance of nothing is still a figure).
    var noHours: String { get }
    /// `3.5 days` / `3.5일`; `one`: exactly one day.
    func leaveDays(_ text: String, one: Bool) -> String

    var noSeverance: String { get }
    func severanceTitle(end: LocalDate, ifLeftToday: Bool) -> String
    /// Owed at an end date still ahead: a forecast, `plannedShifts` planned shifts taken as worked.
    func severanceForecastTitle(end: LocalDate, plannedShifts: Int) -> String
    func service(from start: LocalDate, to end: LocalDate, days: Int) -> String
    func notCounted(_ span: Severance.ExcludedSpan, weekly: String) -> String
    func countedService(days: Int) -> String
    func severanceNotOwed(yearDays: Int, daysToGo: Int) -> String
    func averageDailyWage(pay: String, window: String, days: Int, average: String) -> String
    func ordinaryDailyWage(hourly: String, day: String, daily: String) -> String
    var ordinaryWageUsed: String { get }
    /// `daily`: the daily wage in won to the hundredth, digits only (`51,582.42`).
    func severanceAmount(daily: String, days: Int, amount: String) -> String

    var noLeave: String { get }
    func leaveTitle(asOf: LocalDate) -> String
    func noLeaveUnderFive(employees: Int) -> String
    func noLeaveUnderFifteenHours(weekly: String) -> String
    /// How long a day of leave is.
    func leaveDay(_ time: String) -> String
    func monthGrant(_ grant: AnnualLeave.Grant, month: Int, from: LocalDate, through: LocalDate) -> String
    /// `share`: the attendance written out, or empty.
    func yearGrant(_ grant: AnnualLeave.Grant, year: Int, share: String) -> String
    func yearMissed(_ miss: AnnualLeave.Miss, attended: Int, scheduled: Int) -> String
    func monthMissed(_ miss: AnnualLeave.Miss, missed: String) -> String
    func leaveTaken(_ time: String, on date: LocalDate) -> String
    func leaveBalance(granted: String, taken: String, balance: String, balanceDays: String) -> String
    func leavePayout(_ time: String, hourly: String, amount: String) -> String
    /// The unused leave owed at an end date still ahead, as forecast from the plans.
    func leavePayoutForecast(end: LocalDate, balance: String, days: String, hourly: String, amount: String) -> String
}

extension English: EntitlementWords {
    public var noHours: String { "0h" }
    public func leaveDays(_ text: String, one: Bool) -> String { "\(text) day\(one ? "" : "s")" }

    public var noSeverance: String { "Severance: no shift yet, so no service to count." }
    public func severanceTitle(end: LocalDate, ifLeftToday: Bool) -> String {
        ifLeftToday ? "Severance if you left today (\(end))" : "Severance for the job that ended \(end)"
    }
    public func severanceForecastTitle(end: LocalDate, plannedShifts: Int) -> String {
        "Severance owed at the end date \(end) (a forecast: \(plannedShifts) planned shift\(plannedShifts == 1 ? "" : "s") "
            + "taken as worked)"
    }
    public func service(from start: LocalDate, to end: LocalDate, days: Int) -> String {
        "  Service: \(start) – \(end), \(English.count(days, "day", "days"))"
    }
    public func notCounted(_ span: Severance.ExcludedSpan, weekly: String) -> String {
        "  Not counted: \(span.from) – \(span.through) (\(English.count(span.days, "day", "days"))), \(weekly) a week on average, under 15 hours"
    }
    public func countedService(days: Int) -> String { "  Counted service: \(English.count(days, "day", "days"))" }
    public func severanceNotOwed(yearDays: Int, daysToGo: Int) -> String {
        "  Not owed: severance needs a year (\(yearDays) counted days); \(daysToGo) more to go."
    }
    public func averageDailyWage(pay: String, window: String, days: Int, average: String) -> String {
        "  Average daily wage: \(pay) paid for \(window) / \(English.count(days, "day", "days")) = \(average)"
    }
    public func ordinaryDailyWage(hourly: String, day: String, daily: String) -> String {
        "  Ordinary daily wage: \(hourly) × \(day) = \(daily)"
    }
    public var ordinaryWageUsed: String {
        "  The average is below the ordinary daily wage, so the ordinary one is used."
    }
    public func severanceAmount(daily: String, days: Int, amount: String) -> String {
        "  Amount: ₩\(daily) × 30 × \(days) / 365 = \(amount)"
    }

    public var noLeave: String { "Annual leave: no shift yet, so none has accrued." }
    public func leaveTitle(asOf: LocalDate) -> String { "Annual leave (as of \(asOf))" }
    public func noLeaveUnderFive(employees: Int) -> String {
        "  None accrues: the workplace has \(English.count(employees, "employee", "employees")); annual leave is the law's at 5 or more."
    }
    public func noLeaveUnderFifteenHours(weekly: String) -> String {
        "  None accrues: \(weekly) a week contracted, under 15 hours."
    }
    public func leaveDay(_ time: String) -> String { "  A day of leave: \(time) (contracted hours a week / 40 × 8 h)" }
    public func monthGrant(_ grant: AnnualLeave.Grant, month: Int, from: LocalDate, through: LocalDate) -> String {
        "  + \(grant.days) on \(grant.date): month \(month) (\(from) – \(through)) attended in full"
    }
    public func yearGrant(_ grant: AnnualLeave.Grant, year: Int, share: String) -> String {
        "  + \(grant.days) on \(grant.date): year \(year) ended with 80% attendance or more\(share)"
    }
    public func yearMissed(_ miss: AnnualLeave.Miss, attended: Int, scheduled: Int) -> String {
        "  No yearly days for \(miss.from) – \(miss.through): attendance \(attended)/\(scheduled), under 80%"
    }
    public func monthMissed(_ miss: AnnualLeave.Miss, missed: String) -> String {
        "  No day for \(miss.from) – \(miss.through): missed \(missed)"
    }
    public func leaveTaken(_ time: String, on date: LocalDate) -> String { "  − \(time) taken on \(date)" }
    public func leaveBalance(granted: String, taken: String, balance: String, balanceDays: String) -> String {
        "  Balance: \(granted) granted − \(taken) taken = \(balance) (\(balanceDays))"
    }
    public func leavePayout(_ time: String, hourly: String, amount: String) -> String {
        "  Paid out at the end (unused leave): \(time) × \(hourly) = \(amount)"
    }
    public func leavePayoutForecast(end: LocalDate, balance: String, days: String, hourly: String, amount: String)
        -> String
    {
        "  At the end date \(end) (a forecast from the plans): \(balance) (\(days)) unused, paid out \(balance) × \(hourly) = \(amount)"
    }
}

extension Korean: EntitlementWords {
    public var noHours: String { "0시간" }
    public func leaveDays(_ text: String, one: Bool) -> String { "\(text)일" }

    public var noSeverance: String { "퇴직금: 아직 근무 기록이 없습니다." }
    public func severanceTitle(end: LocalDate, ifLeftToday: Bool) -> String {
        ifLeftToday ? "오늘(\(end)) 그만둔다면 퇴직금" : "\(end)에 끝난 일자리의 퇴직금"
    }
    public func severanceForecastTitle(end: LocalDate, plannedShifts: Int) -> String {
        "종료일 \(end)에 받을 퇴직금 (예상: 남은 근무 예정 \(plannedShifts)회를 근무한 것으로 계산)"
    }
    public func service(from start: LocalDate, to end: LocalDate, days: Int) -> String {
        "  근속: \(start) – \(end), \(days)일"
    }
    public func notCounted(_ span: Severance.ExcludedSpan, weekly: String) -> String {
        "  제외: \(span.from) – \(span.through) (\(span.days)일), 주 평균 \(weekly), 15시간 미만"
    }
    public func countedService(days: Int) -> String { "  계속근로기간: \(days)일" }
    public func severanceNotOwed(yearDays: Int, daysToGo: Int) -> String {
        "  대상 아님: 계속근로 1년(\(yearDays)일) 이상이어야 합니다; \(daysToGo)일 남았습니다."
    }
    public func averageDailyWage(pay: String, window: String, days: Int, average: String) -> String {
        "  평균임금: \(window) 임금 \(pay) / \(days)일 = \(average)"
    }
    public func ordinaryDailyWage(hourly: String, day: String, daily: String) -> String {
        "  통상임금(1일): \(hourly) × \(day) = \(daily)"
    }
    public var ordinaryWageUsed: String { "  평균임금이 통상임금보다 적어 통상임금을 씁니다." }
    public func severanceAmount(daily: String, days: Int, amount: String) -> String {
        "  금액: \(daily)원 × 30 × \(days) / 365 = \(amount)"
    }

    public var noLeave: String { "연차: 아직 근무 기록이 없습니다." }
    public func leaveTitle(asOf: LocalDate) -> String { "연차 유급휴가 (\(asOf) 기준)" }
    public func noLeaveUnderFive(employees: Int) -> String {
        "  발생하지 않음: 상시 근로자 \(employees)명; 연차는 5인 이상 사업장에 적용됩니다."
    }
    public func noLeaveUnderFifteenHours(weekly: String) -> String { "  발생하지 않음: 주 소정근로 \(weekly), 15시간 미만입니다." }
    public func leaveDay(_ time: String) -> String { "  연차 1일: \(time) (주 소정근로시간 / 40 × 8시간)" }
    public func monthGrant(_ grant: AnnualLeave.Grant, month: Int, from: LocalDate, through: LocalDate) -> String {
        "  + \(grant.days)일 (\(grant.date)): \(month)개월째 (\(from) – \(through)) 개근"
    }
    public func yearGrant(_ grant: AnnualLeave.Grant, year: Int, share: String) -> String {
        "  + \(grant.days)일 (\(grant.date)): \(year)년차 출근율 80% 이상\(share)"
    }
    public func yearMissed(_ miss: AnnualLeave.Miss, attended: Int, scheduled: Int) -> String {
        "  \(miss.from) – \(miss.through): 출근율 \(attended)/\(scheduled), 80% 미만이라 15일 없음"
    }
    public func monthMissed(_ miss: AnnualLeave.Miss, missed: String) -> String {
        "  \(miss.from) – \(miss.through): 결근(\(missed))으로 발생하지 않음"
    }
    public func leaveTaken(_ time: String, on date: LocalDate) -> String { "  − \(time) 사용 (\(date))" }
    public func leaveBalance(granted: String, taken: String, balance: String, balanceDays: String) -> String {
        "  잔여: 발생 \(granted) − 사용 \(taken) = \(balance) (\(balanceDays))"
    }
    public func leavePayout(_ time: String, hourly: String, amount: String) -> String {
        "  미사용 연차수당: \(time) × \(hourly) = \(amount)"
    }
    public func leavePayoutForecast(end: LocalDate, balance: String, days: String, hourly: String, amount: String)
        -> String
    {
        "  종료일 \(end) 기준 (예정대로 근무할 때의 예상): 미사용 \(balance) (\(days)), 미사용 연차수당 \(balance) × \(hourly) = \(amount)"
    }
}

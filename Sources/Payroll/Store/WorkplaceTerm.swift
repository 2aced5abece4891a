/// A term of a workplace a change can name (the history's `Changed the workplace CU: employees,
/// payday`): its raw value is the data file's name of the term, as the history file stores it.
/// The words for each are `HistoryWords.workplaceTerm`, in every language: a term added here
/// and not worded there does not compile.
public enum WorkplaceTerm: String, Sendable, CaseIterable {
    case employees
    case wages
    case paydayDay = "payday.day"
    case paydayMonth = "payday.month"
    case ifHoliday = "payday.ifHoliday"
    case paydayCadence = "payday.cadence"
    case periodStartDay = "period.startDay"
    case contractWeeklyHours
    case weeklyHolidayAllowance
    case weeklyHoliday
    case incomeTax = "deductions.incomeTax"
    case insurance = "deductions.insurance"
    case probation
    case startDate
    case endDate
    case sickLeave

    /// Whether the term differs between two versions of a workplace.
    func differs(_ old: Workplace, _ new: Workplace) -> Bool {
        switch self {
        case .employees: old.employees != new.employees
        case .wages: old.wages != new.wages
        case .paydayDay: old.payday.day != new.payday.day
        case .paydayMonth: old.payday.month != new.payday.month
        case .ifHoliday: old.payday.ifHoliday != new.payday.ifHoliday
        case .paydayCadence: old.payday.cadence != new.payday.cadence
        case .periodStartDay: old.periodStartDay != new.periodStartDay
        case .contractWeeklyHours: old.contractWeeklyHours != new.contractWeeklyHours
        case .weeklyHolidayAllowance: old.weeklyHolidayAllowance != new.weeklyHolidayAllowance
        case .weeklyHoliday: old.weeklyHoliday != new.weeklyHoliday
        case .incomeTax: old.deductions.incomeTax != new.deductions.incomeTax
        case .insurance: old.deductions.insurance != new.deductions.insurance
        case .probation: old.probation != new.probation
        case .startDate: old.startDate != new.startDate
        case .endDate: old.endDate != new.endDate
        case .sickLeave: old.sickLeave != new.sickLeave
        }
    }
}

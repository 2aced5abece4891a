import Foundation
@testable import Payroll

/// A date from a literal the test wrote; a typo in a test is a test bug, so it traps.
func date(_ text: String) -> LocalDate {
    guard let date = LocalDate(iso: text) else { preconditionFailure("bad date literal \(text)") }
    return date
}

func time(_ text: String) -> TimeOfDay {
    guard let time = TimeOfDay(text: text) else { preconditionFailure("bad time literal \(text)") }
    return time
}

func shift(_ day: String, _ start: String, _ end: String, break minutes: Int = 0) -> Shift {
    Shift(date: date(day), start: time(start), end: time(end), breakMinutes: minutes)
}

/// Holidays 2025-2027 as shipped, or a calendar that knows those years have none.
let noHolidays = HolidayCalendar(names: [:], coveredYears: [2024, 2025, 2026, 2027, 2028])

func shippedHolidays() throws -> HolidayCalendar {
    try HolidayCalendar.bundled()
}

/// The shipped rates file. Without it no payslip can be computed, so a missing or broken one
/// stops the run at once with the loader's message.
let shippedRates: RateTable = {
    do { return try RateTable.bundled() } catch { preconditionFailure("the shipped rates file: \(error)") }
}()

/// A payslip with `--today` semantics: shifts ended by the end of `today` count.
func payslip(_ workplace: Workplace, today: String, holidays: HolidayCalendar = noHolidays,
             rates: RateTable = shippedRates) -> Payslip {
    Payslip(workplace: workplace, today: date(today), now: .endOfDay(date(today)), holidays: holidays, rates: rates)
}

func workplace(employees: Int = 1, wage: Int = 10_000, payday: PaydayRule = PaydayRule(day: 10, ifHoliday: .keep),
               contractWeeklyHours: Int? = nil, weeklyHolidayAllowance: Bool = true, weeklyHoliday: Weekday? = nil,
               deductions: DeductionRules = DeductionRules(), shifts: [Shift]) -> Workplace {
    Workplace(name: "test", employees: employees, wages: WageHistory(hourly: wage), payday: payday,
              contractWeeklyHours: contractWeeklyHours, weeklyHolidayAllowance: weeklyHolidayAllowance,
              weeklyHoliday: weeklyHoliday, deductions: deductions, shifts: shifts)
}

/// The package root, from this file's path; `../shared` is beside it on CI, absent in a user's clone.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

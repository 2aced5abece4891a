import Foundation
import Payroll
import PayrollWords
import Testing

/// The summary's pay items add up to its gross with the leave pay the law's example names:
/// 55,040 won. April 2026 at 5 employees, 10,320 won, 20 contracted hours, Monday to Friday
/// 09:00-14:20 (320 minutes) planned from 2026-01-05 and worked but Wednesday April 15, taken as
/// leave (three months attended in full have granted three days).
///   The leave day is paid at the planned shift: 320 × 10,320 / 60 = 55,040.
///   Base: 21 shifts × 55,040 = 1,155,840. The weeks to April 5, 12, 19 and 26 earn 20 / 40 ×
///   8 h = 4 h × 10,320 = 41,280 each: 165,120. Gross 1,155,840 + 165,120 + 55,040 = 1,376,000.
@Suite struct LeavePaySummaryTests {
    @Test func fiftyFiveThousandFortyIsAnItemOfTheGross() throws {
        let job = martWithLeaveInApril(wage: 10_320, end: "14:20")
        let seen = date("2026-05-20")
        let april = Payslip(
            workplace: job, period: PayPeriod(year: 2026, month: 4), today: seen, now: .endOfDay(seen),
            holidays: noHolidays, rates: shippedRates)
        let json = SummaryJSON.document(today: seen, payslips: [april])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let place = try #require((root["workplaces"] as? [[String: Any]])?.first)
        let pay = try #require(place["pay"] as? [String: Int])
        #expect(pay["annualLeave"] == 55_040)
        #expect(pay["base"] == 1_155_840)
        #expect(pay["weeklyHolidayAllowance"] == 165_120)
        #expect(pay["gross"] == 1_376_000)
        #expect(pay.filter { $0.key != "gross" }.values.reduce(0, +) == pay["gross"])
    }
}

/// A mart at 5 employees, 20 contracted hours, Monday to Friday from 09:00 to `end` planned
/// from 2026-01-05 and worked through April 30 but Wednesday April 15, taken as leave.
func martWithLeaveInApril(wage: Int, end: String) -> Workplace {
    var shifts: [Shift] = []
    var day = date("2026-01-05")
    while day <= date("2026-04-30") {
        if day.weekday != .saturday && day.weekday != .sunday && day != date("2026-04-15") {
            shifts.append(shift(day.description, "09:00", end))
        }
        day = day.adding(days: 1)
    }
    let plan = ScheduleEntry(
        days: [.monday, .tuesday, .wednesday, .thursday, .friday], start: time("09:00"), end: time(end),
        from: date("2026-01-05"))
    return Workplace(
        name: "마트", employees: 5, wages: WageHistory(hourly: wage), payday: PaydayRule(day: 10),
        contractWeeklyHours: 20, shifts: shifts, schedule: [plan],
        absences: [Absence(date: date("2026-04-15"), kind: .leave)], startDate: date("2026-01-05"))
}

import Testing

@testable import Payroll

/// The insurance note (under 60 hours a month: usually not enrolled) judges a running period by
/// what it will hold. Four insurances, 10,320 won, Monday to Friday 09:00-16:24 with a 30
/// minutes' break (414 minutes, 6 h 54 m: 34 h 30 m a week), November 2026: 21 weekdays,
/// 21 × 414 = 8,694 minutes (144 h 54 m) planned. Seen on Wednesday November 4, with Monday to
/// Wednesday worked (3 × 414 = 1,242 minutes, 20 h 42 m): so far under 60 hours, but the 18
/// planned shifts still ahead make 8,694: no note. With the schedule ending November 6 (2 more
/// shifts, 1,242 + 828 = 2,070 minutes, 34 h 30 m) the note stands. No schedule: judged by
/// the hours so far, as before.
@Suite struct InsuranceNoteForecastTests {
    static let weekdays: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]

    func job(until: String?, schedule: Bool = true) -> Workplace {
        Workplace(
            name: "물류", employees: 10, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
            deductions: DeductionRules(insurance: .four),
            shifts: ["2026-11-02", "2026-11-03", "2026-11-04"].map { shift($0, "09:00", "16:24", break: 30) },
            schedule: schedule
                ? [
                    ScheduleEntry(
                        days: Self.weekdays, start: time("09:00"), end: time("16:24"), breakMinutes: 30,
                        from: date("2026-11-02"), until: until.map(date))
                ] : [])
    }

    func note(_ workplace: Workplace) -> [PayslipWarning] {
        let today = date("2026-11-04")
        let slip = Payslip(
            workplace: workplace, period: PayPeriod(year: 2026, month: 11), today: today, now: .endOfDay(today),
            holidays: noHolidays, rates: shippedRates)
        return slip.warnings.filter { if case .underSixtyHoursInsured = $0 { true } else { false } }
    }

    @Test func aRunningPeriodIsJudgedByItsPlans() {
        #expect(note(job(until: nil)).isEmpty)
        #expect(note(job(until: "2026-11-06")) == [.underSixtyHoursInsured(paidMinutes: 1_242)])
        #expect(note(job(until: nil, schedule: false)) == [.underSixtyHoursInsured(paidMinutes: 1_242)])
    }
}

import Testing

@testable import Payroll

/// The insurance note judges enrolment by the contracted hours when the file has them: the
/// pension's and health insurance's 60-hour test is of the hours contracted for a month, a week's
/// × 365 / 84 (4.345 weeks).
///   The demo's cinema: four insurances, 7 contracted hours, a Saturday 17:00-23:30 with 30
///   minutes' break (6 h) each week of November 2026 (Nov 7, 14, 21, 28: 24 h). The contract:
///   420 minutes a week, 420 × 365 / 84 = 153,300 / 84 = 1,825 minutes (30 h 25 m) a month, under
///   3,600: the note names the contract, not the period's hours, and says the insurances are taken
///   as the file says.
///   A 40-hour contract, no schedule, seen on Tuesday November 10 with 7 days of 8 h worked (56 h
///   so far): 2,400 × 365 / 84 = 876,000 / 84 = 10,428 minutes (173 h 48 m) a month: no note.
///   The same days without a contract: judged by the 56 h so far (3,360 minutes), as before.
@Suite struct InsuranceNoteContractTests {
    func notes(_ workplace: Workplace, today: String) -> [PayslipWarning] {
        let day = date(today)
        let slip = Payslip(
            workplace: workplace, period: PayPeriod(year: 2026, month: 11), today: day, now: .endOfDay(day),
            holidays: noHolidays, rates: shippedRates)
        return slip.warnings.filter {
            switch $0 {
            case .underSixtyHoursInsured, .underSixtyHoursContracted: true
            default: false
            }
        }
    }

    func insured(contract: ContractHours?, shifts: [Shift]) -> Workplace {
        Workplace(
            name: "CGV", employees: 40, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 20),
            contractWeeklyHours: contract, deductions: DeductionRules(insurance: .four), shifts: shifts)
    }

    @Test func aSevenHourContractIsUnderSixtyHours() {
        let cinema = insured(
            contract: 7,
            shifts: ["2026-11-07", "2026-11-14", "2026-11-21", "2026-11-28"].map {
                shift($0, "17:00", "23:30", break: 30)
            })
        let note = notes(cinema, today: "2026-12-01")
        #expect(note == [.underSixtyHoursContracted(weeklyMinutes: 420, monthlyMinutes: 1_825)])
    }

    @Test func aFortyHourContractIsJudgedByTheContractMidMonth() {
        let days = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-09", "2026-11-10"]
        let worked = days.map { shift($0, "09:00", "17:00") }
        #expect(notes(insured(contract: 40, shifts: worked), today: "2026-11-10").isEmpty)
        #expect(
            notes(insured(contract: nil, shifts: worked), today: "2026-11-10")
                == [.underSixtyHoursInsured(paidMinutes: 3_360)])
    }
}

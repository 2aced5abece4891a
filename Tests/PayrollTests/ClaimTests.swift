import Foundation
import Testing

@testable import Payroll

/// The claim kit worked by hand: the minimum-wage shortfall as an amount, a shortfall named
/// gross or net, severance at an end date still ahead, and a claim's due dates, prescription
/// and interest. No public holidays (the test calendar knows none).
@Suite struct ClaimTests {
    static let law = try! ClaimLaw.bundled()

    static func basis(_ today: String) -> PayBasis {
        PayBasis(today: date(today), now: .endOfDay(date(today)), holidays: noHolidays, rates: shippedRates)
    }

    /// 3 employees, 10,000 won (under the 2026 minimum 10,320), no deductions, 20 contracted
    /// hours, Monday to Friday 09:00-13:00 from October 5 to 30, 2026 (20 shifts), the last day
    /// October 30, paid on the 10th.
    static func cafe(endDate: String? = "2026-10-30", received: [Receipt] = []) -> Workplace {
        Workplace(
            name: "카페", employees: 3, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20,
            shifts: shifts(on: weekdays, from: "2026-10-05", through: "2026-10-30", "09:00", "13:00"),
            startDate: date("2026-10-05"), endDate: endDate.map(date), received: received)
    }

    /// The shipped figures: 14 days, 3 years, 20% late-payment interest (from 2025-10-23 also
    /// while employed), 6% commercial, 5% civil.
    @Test func theLawsFiguresAreData() throws {
        let law = Self.law
        #expect(law.paymentDaysAfterLeaving == 14)
        #expect(law.prescriptionYears == 3)
        #expect(law.lateInterestRate == Ratio(20, 100))
        #expect(law.lateInterestWhileEmployedFrom == date("2025-10-23"))
        #expect(law.commercialInterestRate == Ratio(6, 100))
        #expect(law.civilInterestRate == Ratio(5, 100))
        // A figure out of its range is refused by its path.
        let url = try #require(ShippedResources.url(named: StateMoneyFigures.fileName))
        let text = try String(contentsOf: url, encoding: .utf8)
        let broken = text.replacingOccurrences(of: #""value": 14,"#, with: #""value": 0,"#)
        #expect(throws: StateMoneyFigures.LoadProblem.badFigure("claims.paymentDaysAfterLeaving.value")) {
            try ClaimLaw.parse(Data(broken.utf8))
        }
        let badRate = text.replacingOccurrences(of: #""value": "20%""#, with: #""value": "120%""#)
        #expect(throws: StateMoneyFigures.LoadProblem.badFigure("claims.lateInterestRate.value")) {
            try ClaimLaw.parse(Data(badRate.utf8))
        }
    }

    /// October: 20 shifts of 4 h = 4,800 minutes at 10,000 where the minimum is 10,320:
    /// 4,800 × 320 / 60 = 25,600 won short, in the warning and the differences' JSON.
    @Test func theMinimumWageShortfallIsAnAmount() throws {
        let job = Self.cafe(received: [Receipt(period: PayPeriod(year: 2026, month: 10), amount: Money(won: 920_000))])
        let slip = Self.basis("2026-12-15").payslip(of: job, for: PayPeriod(year: 2026, month: 10))
        #expect(slip.warnings.contains(.belowMinimumWage(hourly: 10_000, minimum: 10_320, year: 2026, minutes: 4_800)))
        #expect(slip.minimumWageShortfall == Money(won: 25_600))
        let differences = PayDifferences(file: DataFile(workplaces: [job]), year: 2026, basis: Self.basis("2026-12-15"))
        #expect(differences.json.contains(#""missing": [], "minimumWageShortfall": 25600 }"#))
    }

    /// 3.3% withheld, 10,320 won, 20 contracted hours, Monday to Friday 09:00-13:00 from November
    /// 2 to 27, 2026: 20 × 41,280 = 825,600 and four allowances of 4 h × 10,320 = 165,120;
    /// gross 990,720, tax 29,721 -> 29,720 and local 2,972 -> 2,970, net 958,030. The employer
    /// took the tax on the whole gross and left the allowance out: 958,030 - 165,120 = 792,910
    /// arrived, short by exactly the allowance. Left out with its tax (825,600: 24,760 + 2,470)
    /// the net would be 798,370, 5,460 away: only the gross reading names it.
    @Test func aShortfallOfThePartGrossIsNamed() throws {
        let job = Workplace(
            name: "편의점", employees: 3, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20, deductions: DeductionRules(incomeTax: .businessIncome, insurance: .none),
            shifts: shifts(on: weekdays, from: "2026-11-02", through: "2026-11-27", "09:00", "13:00"),
            received: [Receipt(period: PayPeriod(year: 2026, month: 11), amount: Money(won: 792_910))])
        let differences = PayDifferences(file: DataFile(workplaces: [job]), year: 2026, basis: Self.basis("2026-12-15"))
        let row = try #require(differences.rows.first)
        #expect(row.slip.pay.gross == Money(won: 990_720))
        #expect(row.slip.net == Money(won: 958_030))
        #expect(row.difference == Money(won: -165_120))
        #expect(row.missingParts == [.weeklyHolidayAllowance])
    }

    /// 4 employees, 10,000 won, 20 contracted hours, from November 1, 2025, the last day
    /// October 31, 2026, Monday to Friday 09:00-13:00 on the schedule from August 3; worked
    /// through Thursday October 15, seen that day. Left today: 2025-11-01 to 2026-10-15 is 349
    /// days, 16 short of the year (365). At the end date, the 11 planned shifts still ahead
    /// (October 16, 19-23, 26-30) taken as worked give the window of August 1 to October 31
    /// (92 days) 65 × 40,000 + 12 allowances × 40,000 = 3,080,000, 33,478.26 a day, under the
    /// ordinary 40,000 (4 h × 10,000): 40,000 × 30 × 365 / 365 = 1,200,000, said to be a forecast.
    @Test func anEndDateAheadGivesTodayAndTheForecast() throws {
        let job = Workplace(
            name: "편의점", employees: 4, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20,
            shifts: shifts(on: weekdays, from: "2026-08-03", through: "2026-10-15", "09:00", "13:00"),
            schedule: [
                ScheduleEntry(
                    days: [.monday, .tuesday, .wednesday, .thursday, .friday], start: time("09:00"), end: time("13:00"),
                    from: date("2026-08-03"))
            ],
            startDate: date("2025-11-01"), endDate: date("2026-10-31"))
        let basis = Self.basis("2026-10-15")
        let forecast = try #require(basis.severance(of: job))
        #expect(forecast.isForecast)
        #expect(!forecast.isIfLeftToday)
        #expect(forecast.plannedShifts == 11)
        #expect(forecast.end == date("2026-10-31"))
        #expect(forecast.countedDays == 365)
        #expect(forecast.windowPay == Money(won: 3_080_000))
        #expect(forecast.usesOrdinaryWage)
        #expect(forecast.amount == Money(won: 1_200_000))
        let today = try #require(basis.severanceIfLeftToday(of: job))
        #expect(today.isIfLeftToday)
        #expect(!today.isForecast)
        #expect(today.serviceDays == 349)
        #expect(!today.isEligible)
        #expect(today.daysInAYear - today.countedDays == 16)
        // The claim carries it as owed at the end, a forecast: no interest yet; due 14 days
        // after the last day, November 14; a claim lasts 3 years from leaving (November 1).
        let claim = Claim(workplace: job, basis: basis, law: Self.law)
        let severance = try #require(claim.sums.first { $0.kind == .severance })
        #expect(severance.isForecast)
        #expect(severance.amount == Money(won: 1_200_000))
        #expect(severance.due == date("2026-11-14"))
        #expect(severance.lapses == date("2029-11-01"))
        #expect(severance.interest.isEmpty)
        #expect(claim.owedAtEnd == Money(won: 1_200_000))
    }

    /// The café seen on December 15, 2026, nothing recorded as received. October: 20 × 40,000 +
    /// 3 allowances (Sundays October 11, 18, 25) × 40,000 = 920,000, payday November 10; the
    /// minimum wage short 25,600 (above), due the same day; November: the allowance of the week
    /// to Sunday November 1, 40,000, due at leaving: the last day October 30 + 14 = November 13
    /// (before its payday, December 10). Interest at 20% a year (paydays from 2025-10-23):
    /// 920,000 × 20% × 35 / 365 (November 11 - December 15) = 17,643.8 -> 17,643;
    /// 25,600 × 20% × 35 / 365 = 490.9 -> 490; 40,000 × 20% × 32 / 365 (November 14 -
    /// December 15) = 701.3 -> 701. Owed 985,600, interest 18,834. Each lasts 3 years from its
    /// due date: 2029-11-10, 2029-11-10, 2029-11-13.
    @Test func dueDatesPrescriptionAndInterest() throws {
        let claim = Claim(workplace: Self.cafe(), basis: Self.basis("2026-12-15"), law: Self.law)
        #expect(claim.dueAfterLeaving == date("2026-11-13"))
        #expect(
            claim.sums.map(\.kind) == [
                .wages(period: PayPeriod(year: 2026, month: 10), received: nil, parts: []),
                .minimumWage(period: PayPeriod(year: 2026, month: 10)),
                .wages(period: PayPeriod(year: 2026, month: 11), received: nil, parts: []),
            ])
        #expect(claim.sums.map(\.amount) == [Money(won: 920_000), Money(won: 25_600), Money(won: 40_000)])
        #expect(claim.sums.map(\.due) == [date("2026-11-10"), date("2026-11-10"), date("2026-11-13")])
        #expect(claim.sums.map(\.lapses) == [date("2029-11-10"), date("2029-11-10"), date("2029-11-13")])
        #expect(claim.sums.map { $0.interest.map(\.days) } == [[35], [35], [32]])
        #expect(claim.sums.map(\.interestTotal) == [Money(won: 17_643), Money(won: 490), Money(won: 701)])
        #expect(claim.sums.allSatisfy { $0.interest.allSatisfy { $0.basis == .lateInterest } })
        #expect(claim.owed == Money(won: 985_600))
        #expect(claim.interestTotal == Money(won: 18_834))
        // A receipt of 800,000 for October leaves 120,000 owed (the three allowances:
        // 920,000 - 120,000 = 800,000, the net without them, nothing deducted).
        let part = Claim(
            workplace: Self.cafe(received: [
                Receipt(period: PayPeriod(year: 2026, month: 10), amount: Money(won: 800_000))
            ]),
            basis: Self.basis("2026-12-15"), law: Self.law)
        #expect(
            part.sums.first?.kind
                == .wages(
                    period: PayPeriod(year: 2026, month: 10), received: Money(won: 800_000),
                    parts: [.weeklyHolidayAllowance]))
        #expect(part.sums.first?.amount == Money(won: 120_000))
    }

    /// The last day of the claim: on 2029-11-10 October's wages are still claimable; the day
    /// after, they have lapsed (listed apart, out of the total), and November's (due
    /// 2029-11-13) is still there.
    @Test func aClaimLapsesAfterThreeYears() throws {
        let last = Claim(workplace: Self.cafe(), basis: Self.basis("2029-11-10"), law: Self.law)
        #expect(last.sums.count == 3)
        #expect(last.lapsed.isEmpty)
        let after = Claim(workplace: Self.cafe(), basis: Self.basis("2029-11-11"), law: Self.law)
        #expect(after.sums.map(\.amount) == [Money(won: 40_000)])
        #expect(after.lapsed.map(\.amount) == [Money(won: 920_000), Money(won: 25_600)])
        #expect(after.owed == Money(won: 40_000))
    }

    /// Before the amendment of 2025-10-23: a payday of 2024-11-10 for a job whose last day was
    /// 2024-10-30 earns the commercial 6% from November 11 to the 14th day after leaving,
    /// November 13 (3 days: 920,000 × 6% × 3 / 365 = 453.6 -> 453), then 20% from November 14 to
    /// December 15 (32 days: 920,000 × 20% × 32 / 365 = 16,131.5 -> 16,131). While employed, a
    /// payday of 2025-09-10 seen on 2025-12-31: 6% over 112 days (September 11 - December 31),
    /// 100,000 × 6% × 112 / 365 = 1,841.0 -> 1,841. A payday on 2025-10-22 is the last before
    /// the amendment (6%); on 2025-10-23 it earns 20% from the next day.
    @Test func interestBeforeAndAfterTheAmendment() throws {
        let left = Claim(
            workplaceName: "x", start: nil, endDate: date("2024-10-30"), today: date("2024-12-15"), law: Self.law,
            sums: [], lapsed: [])
        let runs = left.interest(on: Money(won: 920_000), due: date("2024-11-10"))
        #expect(runs.map(\.basis) == [.commercial, .lateInterest])
        #expect(runs.map(\.from) == [date("2024-11-11"), date("2024-11-14")])
        #expect(runs.map(\.through) == [date("2024-11-13"), date("2024-12-15")])
        #expect(runs.map(\.days) == [3, 32])
        #expect(runs.map(\.amount) == [Money(won: 453), Money(won: 16_131)])
        let employed = Claim(
            workplaceName: "x", start: nil, endDate: nil, today: date("2025-12-31"), law: Self.law, sums: [], lapsed: []
        )
        let commercial = employed.interest(on: Money(won: 100_000), due: date("2025-09-10"))
        #expect(commercial.map(\.basis) == [.commercial])
        #expect(commercial.map(\.days) == [112])
        #expect(commercial.map(\.amount) == [Money(won: 1_841)])
        #expect(employed.interest(on: Money(won: 100_000), due: date("2025-10-22")).map(\.basis) == [.commercial])
        let amended = employed.interest(on: Money(won: 100_000), due: date("2025-10-23"))
        // 100,000 × 20% × 69 / 365 (October 24 - December 31) = 3,780.8 -> 3,780.
        #expect(amended.map(\.basis) == [.lateInterest])
        #expect(amended.map(\.days) == [69])
        #expect(amended.map(\.amount) == [Money(won: 3_780)])
        // Nothing before the day after the due date.
        #expect(employed.interest(on: Money(won: 100_000), due: date("2025-12-31")).isEmpty)
    }
}

import Testing

@testable import Payroll

/// "While a period is still running, the deductions are those of what has been earned so far with
/// no floor applied ...; caps always apply": an insured card after a 1-minute shift showed -₩30,698.
struct RunningPeriodFloorTests {
    static let insured = workplace(
        wage: 10_320, deductions: DeductionRules(incomeTax: .none, insurance: .four),
        shifts: [shift("2026-11-18", "09:00", "09:01")])

    @Test func theFigureSoFarIsNeverNegative() {
        let slip = payslip(Self.insured, today: "2026-11-26")
        // 1 minute × 10,320 / 60 = 172 won; every share of 172 won cut to 10 won is 0.
        #expect(slip.pay.gross.won == 172)
        #expect(slip.deductions.total.won == 0)
        #expect(slip.net.won == 172)
        #expect(slip.warnings.contains(.floorsNotYetApplied))
    }

    /// Once the period has ended the monthly floors apply, as the insurers charge them: the
    /// pension on the 410,000 floor (4.75%: 19,470), the health floor 10,080, long-term care
    /// 10,080 × 0.1314 = 1,324 -> 1,320, employment 172 × 0.9% -> 0.
    @Test func theFloorsApplyOnceThePeriodHasEnded() {
        let slip = payslip(Self.insured, today: "2026-12-01")
        #expect(slip.deductions.nationalPension.won == 19_470)
        #expect(slip.deductions.healthInsurance.won == 10_080)
        #expect(slip.deductions.longTermCare.won == 1_320)
        #expect(slip.deductions.employmentInsurance.won == 0)
        #expect(!slip.warnings.contains(.floorsNotYetApplied))
    }

    /// Caps apply while running too: 130,000,000 won so far (13 hours at the highest wage) is
    /// charged on the pension's ceiling, and the health premium (4,673,500) held at its cap.
    @Test func capsApplyWhileRunning() {
        var rich = Self.insured
        rich.wages = WageHistory(hourly: 10_000_000)
        rich.shifts = [shift("2026-11-18", "09:00", "22:00")]
        let slip = payslip(rich, today: "2026-11-20")
        #expect(slip.pay.gross.won == 130_000_000)
        // 6,590,000 × 4.75% = 313,025 -> 313,020; health cap 4,591,740.
        #expect(slip.deductions.nationalPension.won == 313_020)
        #expect(slip.deductions.healthInsurance.won == 4_591_740)
    }

    /// The live line's figure comes from the same rule as the card's base pay.
    @Test func theLiveLineAgreesWithTheCard() {
        let open = OpenShift(date: date("2026-11-18"), start: time("09:00"))
        let now = LocalMoment(date: date("2026-11-18"), time: time("09:01"))
        #expect(open.earnedSoFar(at: now, hourlyWage: 10_320).won == 172)
        let closed = open.closed(at: now, breakMinutes: 0)!
        var place = Self.insured
        place.shifts = [closed]
        #expect(payslip(place, today: "2026-11-18").pay.base.won == 172)
    }
}

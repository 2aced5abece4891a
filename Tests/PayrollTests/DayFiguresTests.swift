import SeededRandom
import Testing

@testable import Payroll

/// `Payslip.days`: each worked date's minutes and pay, the calendar's figures.
@Suite struct DayFiguresTests {
    /// Worked by hand at 10,000 won with 5 employees: Nov 2 14:00-02:00 (1 h break) is 11 h paid,
    /// 4 h at night, 3 h over 8: 110,000 + 20,000 + 15,000 = 145,000; Nov 4 09:00-13:00 is
    /// 4 h, 40,000. The two days add up to the period's gross (no weekly allowance: off).
    @Test func eachDayHasItsMinutesAndPay() {
        let slip = payslip(
            workplace(
                employees: 5, weeklyHolidayAllowance: false,
                shifts: [shift("2026-11-02", "14:00", "02:00", break: 60), shift("2026-11-04", "09:00", "13:00")]),
            today: "2026-11-21")
        #expect(
            slip.days == [
                date("2026-11-02"): DayFigures(paidMinutes: 660, pay: Money(won: 145_000)),
                date("2026-11-04"): DayFigures(paidMinutes: 240, pay: Money(won: 40_000)),
            ])
        #expect(slip.days.values.reduce(Money.zero) { $0 + $1.pay } == slip.pay.gross)
    }

    /// Under 5 employees no premium is paid: a day's pay is its base pay only.
    @Test func noPremiumsUnderFiveEmployees() {
        let slip = payslip(
            workplace(
                employees: 4, weeklyHolidayAllowance: false, shifts: [shift("2026-11-02", "14:00", "02:00", break: 60)]),
            today: "2026-11-21")
        #expect(slip.days[date("2026-11-02")] == DayFigures(paidMinutes: 660, pay: Money(won: 110_000)))
    }

    /// A shift of the week before the period counts toward that week's 40 hours but is not a day
    /// of this period.
    @Test func onlyThePeriodsDays() {
        let slip = payslip(
            workplace(shifts: [shift("2026-10-30", "09:00", "13:00"), shift("2026-11-02", "09:00", "13:00")]),
            today: "2026-11-21")
        #expect(Array(slip.days.keys) == [date("2026-11-02")])
    }
}

/// A period's sums kept as lists in order (`PeriodSums.byWage` in the wages' order, `days` in
/// date order): the same figures as grouping the period's shifts by wage and by date.
@Suite struct PeriodSumsOrderTests {
    /// The wage goes down and then up inside one period: the payslip lists the lowest first, each
    /// with the paid minutes of the shifts worked at it.
    @Test func wagesComeLowestFirstWhateverTheirOrderInThePeriod() {
        var place = workplace(
            shifts: [
                shift("2026-11-02", "09:00", "13:00"), shift("2026-11-11", "09:00", "12:00"),
                shift("2026-11-12", "22:00", "02:00"), shift("2026-11-23", "09:00", "14:00"),
                shift("2026-11-24", "09:00", "10:30"),
            ])
        place.wages = WageHistory(entries: [
            WageHistory.Entry(from: date("2026-01-01"), hourly: 10_800),
            WageHistory.Entry(from: date("2026-11-10"), hourly: 10_000),
            WageHistory.Entry(from: date("2026-11-20"), hourly: 11_000),
        ])
        let slip = payslip(place, today: "2026-11-30")
        #expect(slip.wageMinutes.map(\.hourly) == [10_000, 10_800, 11_000])
        #expect(slip.wageMinutes.map(\.paid) == [420, 240, 390])
        #expect(slip.wageMinutes.map(\.night) == [240, 0, 0])
    }

    /// Random files: each payslip's wages strictly rising with the minutes of its shifts at each,
    /// and its days exactly the dates of its shifts with their paid minutes.
    @Test func randomFilesSumByWageAndDateAsTheShiftsDo() {
        var random = SplitMix64(seed: 0x5EED_0F_DA75)
        for round in 0..<100 {
            let file = randomDataFile(&random, round: round)
            for place in file.workplaces {
                for month in 1...4 {
                    let period = PayPeriod(year: 2026, month: month, startDay: place.periodStartDay)
                    let slip = Payslip(
                        workplace: place, period: period, today: date("2026-12-31"),
                        now: .endOfDay(date("2026-12-31")), holidays: noHolidays, rates: shippedRates)
                    var byWage: [Int: Int] = [:]
                    var byDate: [LocalDate: Int] = [:]
                    for figures in slip.shifts {
                        byWage[figures.hourlyWage, default: 0] += figures.minutes.paid
                        byDate[figures.shift.date, default: 0] += figures.minutes.paid
                    }
                    #expect(slip.wageMinutes.map(\.hourly) == byWage.keys.sorted())
                    #expect(slip.wageMinutes.map(\.paid) == byWage.keys.sorted().map { byWage[$0]! })
                    #expect(slip.days.mapValues(\.paidMinutes) == byDate)
                }
            }
        }
    }
}

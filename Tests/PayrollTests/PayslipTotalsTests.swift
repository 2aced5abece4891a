import SeededRandom
import Testing

@testable import Payroll

/// A payslip without `detail` (a forecast's, a year's statistics'): the same payslip but for its
/// shifts' and days' figures, which it does not keep.
@Suite struct PayslipTotalsTests {
    /// Random files (schedules, absences, open shifts, memos) with each income tax rule, both
    /// insurances and tax-free pay in turn, months of 2026 seen on three days, and their forecasts.
    @Test func aPayslipsTotalsAreThePayslipWithoutItsShiftsAndDays() {
        var random = SplitMix64(seed: 0x7074_A15)
        var compared = 0
        for round in 0..<60 {
            let file = randomDataFile(&random, round: round)
            for place in file.workplaces.map({ withDeductions(of: round, $0) }) {
                for month in 1...4 {
                    let period = PayPeriod(year: 2026, month: month, startDay: place.periodStartDay)
                    for today in ["2026-01-20", "2026-02-15", "2026-12-31"].map(date) {
                        let now = LocalMoment.endOfDay(today)
                        var full = Payslip(
                            workplace: place, period: period, today: today, now: now, holidays: noHolidays,
                            rates: shippedRates, worker: file.worker ?? Worker())
                        let totals = Payslip(
                            workplace: place, period: period, today: today, now: now, holidays: noHolidays,
                            rates: shippedRates, worker: file.worker ?? Worker(), detail: false)
                        if !full.shifts.isEmpty { compared += 1 }
                        #expect(totals.shifts.isEmpty && totals.days.isEmpty)
                        full.shifts = []
                        full.datedDays = []
                        #expect(totals == full, "\(place.name) \(period) \(today)")
                    }
                }
            }
        }
        #expect(compared > 100)
    }
}

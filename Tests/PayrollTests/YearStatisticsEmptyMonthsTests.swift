import SeededRandom
import Testing

@testable import Payroll

/// `Payslip.holdsNothing`, the months a year's statistics take without working their payslips
/// out: wherever it holds, the payslip and its forecast are all zeros; and the year's figures are
/// each month's payslip's, month by month, whichever months it skips.
@Suite struct YearStatisticsEmptyMonthsTests {
    /// Random files (shifts in early 2026, schedules, open shifts) with each income tax rule, both
    /// insurances and a meal allowance in turn, every month of 2025-2027 seen on three days.
    @Test func aMonthThatHoldsNothingPaysNothingAndExpectsNothing() {
        var random = SplitMix64(seed: 0x0E_3F7)
        var (nothing, something) = (0, 0)
        for round in 0..<60 {
            let file = randomDataFile(&random, round: round)
            for place in file.workplaces.map({ withDeductions(of: round, $0) }) {
                for year in 2025...2027 {
                    for month in 1...12 {
                        let period = PayPeriod(year: year, month: month, startDay: place.periodStartDay)
                        guard Payslip.holdsNothing(workplace: place, period: period) else {
                            something += 1
                            continue
                        }
                        nothing += 1
                        for today in ["2025-06-15", "2026-02-10", "2027-12-31"].map(date) {
                            let now = LocalMoment.endOfDay(today)
                            let slip = Payslip(
                                workplace: place, period: period, today: today, now: now, holidays: noHolidays,
                                rates: shippedRates)
                            #expect(slip.minutes == Payslip.Minutes(), "\(place.name) \(period)")
                            #expect(slip.pay == Payslip.Pay(), "\(place.name) \(period)")
                            #expect(slip.deductions == Payslip.Deductions(), "\(place.name) \(period)")
                            let forecast = Payslip.forecast(
                                workplace: place, period: period, now: now, holidays: noHolidays,
                                rates: shippedRates)
                            #expect(forecast.plannedAhead == 0 && forecast.net == .zero, "\(place.name) \(period)")
                        }
                    }
                }
            }
        }
        // Both kinds of month were met (the files' shifts and schedules cover a few months).
        #expect(nothing > 1000 && something > 100)
    }

    /// The year's figures, status and expected net of every month of every workplace, against
    /// that month's payslip and forecast worked out in full.
    @Test func theYearsMonthsAreTheirPayslips() {
        var random = SplitMix64(seed: 0x5747_1513)
        for round in 0..<40 {
            let file = randomDataFile(&random, round: round)
            for (year, today) in [(2026, "2026-02-20"), (2026, "2026-12-31"), (2025, "2026-01-15")] {
                let (today, now) = (date(today), LocalMoment.endOfDay(date(today)))
                let statistics = YearStatistics(
                    file: file, year: year, today: today, now: now, holidays: noHolidays, rates: shippedRates)
                let basis = PayBasis(today: today, now: now, holidays: noHolidays, rates: shippedRates)
                    .forWorker(of: file)
                for (series, place) in zip(statistics.workplaces, file.workplaces(asOf: today)) {
                    for (month, period) in zip(series.months, place.periods(inYear: year)) {
                        let slip = basis.payslip(of: place, for: period)
                        #expect(month.figures == YearStatistics.Figures(slip), "\(place.name) \(period)")
                        #expect(month.status == slip.status, "\(place.name) \(period)")
                        let forecast = Payslip.forecast(
                            workplace: place, period: period, now: now, holidays: noHolidays,
                            rates: shippedRates, worker: basis.worker)
                        let expected =
                            slip.status != .paid && (forecast.plannedAhead > 0 || forecast.net != slip.net)
                            ? YearStatistics.Figures(forecast) : nil
                        #expect(month.expected == expected, "\(place.name) \(period)")
                    }
                }
            }
        }
    }
}

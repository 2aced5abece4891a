import Testing

@testable import Payroll

/// The withholding table's income tax of weekly pay, a monthly tax: taken once, on the month's
/// last payday, on the month's total, at the table in force on that payday.
@Suite struct WeeklyTableTaxTests {
    let holidays: HolidayCalendar
    init() throws { holidays = try shippedHolidays() }

    /// Five weeks of 240,000 (Nov 23 - Dec 27; `WeeklyPayTests.weekdays`), the table's tax and no
    /// insurance, paid on Fridays: December's paydays are Dec 4, 11, 18, 24 and 31, 5 × 240,000 =
    /// 1,200,000. The table (from 2026-03-01), row 1,200 to 1,205 thousand won, one dependant:
    /// 2,990; local income tax 10% = 299, cut to 10 won: 290. On Dec 31: 240,000 − 2,990 − 290 =
    /// 236,720; on the earlier paydays nothing is withheld: 240,000.
    @Test func tableTaxOnTheMonthsTotalOnItsLastPayday() {
        let shop = workplace(
            wage: 10_000, payday: .weekly(.friday), deductions: DeductionRules(incomeTax: .table),
            shifts: WeeklyPayTests.weekdays(from: "2026-11-23", weeks: 5))
        func slip(_ monday: String) -> Payslip {
            Payslip(
                workplace: shop, period: shop.period(containing: date(monday)), today: date("2026-12-31"),
                now: .endOfDay(date("2026-12-31")), holidays: holidays, rates: shippedRates)
        }
        let last = slip("2026-12-21")
        #expect(last.payday == date("2026-12-31"))
        #expect(last.deductions.incomeTax == Money(won: 2_990) && last.deductions.localIncomeTax == Money(won: 290))
        #expect(last.deductions.insurance == .zero)
        #expect(last.net == Money(won: 236_720))
        #expect(
            last.warnings.contains(
                .monthlyDeductionsOnTotal(
                    month: PayPeriod(year: 2026, month: 12), total: Money(won: 1_200_000), payments: 5)))
        for monday in ["2026-11-23", "2026-11-30", "2026-12-07", "2026-12-14"] {
            let earlier = slip(monday)
            #expect(earlier.deductions.total == .zero && earlier.net == Money(won: 240_000), "\(monday)")
            #expect(
                earlier.warnings.contains(
                    .monthlyDeductionsOnLastPayday(
                        month: PayPeriod(year: 2026, month: 12), lastPayday: date("2026-12-31"))), "\(monday)")
        }
    }
}

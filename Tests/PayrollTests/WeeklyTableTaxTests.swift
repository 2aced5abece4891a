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

    /// The tax-free part stays out of the month's total, as on a monthly payslip. 5 employees,
    /// 10,000 won, 22:00-06:00 with an hour's break (7 h, all night) Monday to Friday for the four
    /// weeks from 2026-05-25, no weekly allowance, night premiums tax-free, paid on Fridays (no
    /// holidays): June's paydays are Jun 5, 12, 19 and 26. A week: base 35 h × 10,000 = 350,000,
    /// night premium 35 × 5,000 = 175,000 (tax-free: the regular pay is far within the limit and
    /// the yearly cap untouched), gross 525,000. The month: gross 4 × 525,000 = 2,100,000, taxable
    /// 4 × 350,000 = 1,400,000: the table's tax is looked up at 1,400,000 on Jun 26 (6,800 with
    /// one dependant), not at 2,100,000 (22,740, what was withheld before the tax-free part was
    /// left out of the month).
    @Test func taxFreePayStaysOutOfTheMonthsTotal() throws {
        var shop = workplace(
            employees: 5, wage: 10_000, payday: .weekly(.friday), weeklyHolidayAllowance: false,
            deductions: DeductionRules(incomeTax: .table),
            shifts: (0..<28).compactMap { offset in
                let day = date("2026-05-25").adding(days: offset)
                return day.isWeekend ? nil : shift(day.description, "22:00", "06:00", break: 60)
            })
        shop.taxFree = TaxFree(overtimePremiums: true)
        func slip(_ monday: String) -> Payslip {
            Payslip(
                workplace: shop, period: shop.period(containing: date(monday)), today: date("2026-06-30"),
                now: .endOfDay(date("2026-06-30")), holidays: noHolidays, rates: shippedRates)
        }
        for monday in ["2026-05-25", "2026-06-01", "2026-06-08"] {
            let week = slip(monday)
            #expect(week.pay.gross == Money(won: 525_000) && week.taxFree?.premiums == Money(won: 175_000), "\(monday)")
            #expect(week.deductions.total == .zero, "\(monday)")
        }
        let last = slip("2026-06-15")
        #expect(last.payday == date("2026-06-26"))
        #expect(last.taxableGross == Money(won: 350_000))
        let table = try #require(
            shippedRates.rates(for: PayPeriod(year: 2026, month: 6), paidOn: last.payday).withholding)
        let onTaxable = table.incomeTax(pay: 1_400_000, worker: Worker())
        #expect(onTaxable != table.incomeTax(pay: 2_100_000, worker: Worker()))
        #expect(last.deductions.incomeTax == onTaxable)
        #expect(
            last.warnings.contains(
                .monthlyDeductionsOnTotal(
                    month: PayPeriod(year: 2026, month: 6), total: Money(won: 2_100_000), payments: 4)))
    }
}

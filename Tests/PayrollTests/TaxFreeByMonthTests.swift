import Testing

@testable import Payroll

/// Non-taxable pay with weekly and daily pay: the limits are monthly and yearly, so a calendar
/// month's payments (by payday) share them. The meal limit is used up in order, the regular pay
/// (월정액급여) is the month's payments together, and the yearly cap is shared over the year's
/// payments. No public holidays (the test calendar knows none), no weekly allowance.
@Suite struct TaxFreeByMonthTests {
    func slip(_ place: Workplace, _ day: String, today: String) -> Payslip {
        Payslip(
            workplace: place, period: place.period(containing: date(day)), today: date(today),
            now: .endOfDay(date(today)), holidays: noHolidays, rates: shippedRates)
    }

    /// Paid on Fridays, the week before (Monday to Sunday): February 2026's paydays are Feb 6, 13,
    /// 20 and 27, for the weeks from Jan 26, Feb 2, Feb 9 and Feb 16. Mon-Fri 09:00-13:00 (4 h)
    /// at 10,000 won: 20 h × 10,000 = 200,000 a week, and a meal allowance of 60,000 with each
    /// payment: gross 260,000.
    ///   The month's meal limit, 200,000, used in order: 60,000 + 60,000 + 60,000 = 180,000 on the
    ///   first three, 200,000 − 180,000 = 20,000 left for the fourth (its other 40,000 taxed:
    ///   taxable 260,000 − 20,000 = 240,000). Each week alone took 60,000 before.
    ///   The insurances on Feb 27 on the month: gross 4 × 260,000 = 1,040,000 less the 200,000 of
    ///   tax-free meals = 840,000; the pension 840,000 × 4.75% = 39,900 (on 4 × 200,000 = 800,000,
    ///   38,000, when each week left its own 60,000 out).
    @Test func theMealLimitIsTheMonthsAcrossFourWeeks() {
        var shop = workplace(
            wage: 10_000, payday: .weekly(.friday), weeklyHolidayAllowance: false,
            deductions: DeductionRules(incomeTax: .none, insurance: .four),
            shifts: shifts(on: weekdays, from: "2026-01-26", through: "2026-02-20", "09:00", "13:00"))
        shop.taxFree = TaxFree(meals: 60_000)
        let weeks = ["2026-01-26", "2026-02-02", "2026-02-09", "2026-02-16"].map { slip(shop, $0, today: "2026-02-28") }
        #expect(weeks.map(\.payday) == ["2026-02-06", "2026-02-13", "2026-02-20", "2026-02-27"].map(date))
        #expect(weeks.map(\.pay.gross) == Array(repeating: Money(won: 260_000), count: 4))
        #expect(weeks.map { $0.taxFree?.meals } == [60_000, 60_000, 60_000, 20_000].map { Money(won: $0) })
        #expect(weeks[3].taxableGross == Money(won: 240_000))
        #expect(weeks[3].deductions.nationalPension == Money(won: 39_900))
        // March's first payday (Mar 6, the week from Feb 23, no shifts: nothing paid) starts anew.
        let march = slip(shop, "2026-03-02", today: "2026-03-31")
        #expect(march.taxFree?.meals == .zero)
    }

    /// 5 employees, Mon-Fri 22:00-06:00 with an hour's break (7 h, all of it night) at 15,000 won,
    /// night premiums tax-free, paid on Fridays: February 2025's paydays are Feb 7, 14, 21 and 28
    /// (the weeks from Jan 27 to Feb 17). A week: base 35 × 15,000 = 525,000, night premium 35 ×
    /// 7,500 = 262,500. The month's regular pay: 4 × 525,000 = 2,100,000, exactly the 2025 line
    /// (2,100,000): every week's 262,500 is tax-free.
    /// At 15,001 won: 35 × 15,001 = 525,035 a week, 4 × 525,035 = 2,100,140 on the month, above
    /// the line: no week's premium (35 × 7,500.5 = 262,517) is tax-free, and each payslip says
    /// so with the month's figure. Judged on one week (525,035) they were all tax-free before.
    @Test func theRegularPayLineIsTheMonths() {
        func nights(_ wage: Int) -> Workplace {
            var shop = workplace(
                employees: 5, wage: wage, payday: .weekly(.friday), weeklyHolidayAllowance: false,
                deductions: DeductionRules(incomeTax: .table),
                shifts: shifts(on: weekdays, from: "2025-01-27", through: "2025-02-21", "22:00", "06:00", break: 60))
            shop.taxFree = TaxFree(overtimePremiums: true)
            return shop
        }
        let mondays = ["2025-01-27", "2025-02-03", "2025-02-10", "2025-02-17"]
        let onTheLine = mondays.map { slip(nights(15_000), $0, today: "2025-02-28") }
        #expect(onTheLine.map(\.payday) == ["2025-02-07", "2025-02-14", "2025-02-21", "2025-02-28"].map(date))
        for week in onTheLine {
            #expect(week.pay.base == Money(won: 525_000) && week.pay.night == Money(won: 262_500))
            #expect(week.taxFree?.premiums == Money(won: 262_500))
            #expect(!week.warnings.contains { if case .taxFreePremiumsTaxed = $0 { true } else { false } })
        }
        let above = mondays.map { slip(nights(15_001), $0, today: "2025-02-28") }
        for week in above {
            #expect(week.pay.base == Money(won: 525_035) && week.pay.night == Money(won: 262_517))
            #expect(week.taxFree?.premiums == .zero)
            #expect(week.taxableGross == week.pay.gross)
            #expect(
                week.warnings.contains(.taxFreePremiumsTaxed(.monthlyRegularPay(pay: 2_100_140, limit: 2_100_000))))
        }
    }

    /// The yearly cap, 2,400,000, over weekly payments: the same nights at 15,000 won from Jan 27
    /// to Apr 18 2025 (12 weeks), 262,500 of premium a week, every month's regular pay 4 × 525,000
    /// = 2,100,000 (February's, March's and April's paydays are four Fridays each). The payments
    /// of Feb 7 ... Apr 4 (9 weeks) use 9 × 262,500 = 2,362,500; Apr 11 (the week from Mar 31)
    /// finds 2,400,000 − 2,362,500 = 37,500 left, and says the cap is reached; Apr 18 finds
    /// nothing left. (Walking calendar months instead counted January's and March's shifts by
    /// their dates, 5 + 21 nights of premium, and April's earlier weeks twice.)
    @Test func theYearlyCapIsSharedByTheYearsPayments() {
        var shop = workplace(
            employees: 5, wage: 15_000, payday: .weekly(.friday), weeklyHolidayAllowance: false,
            deductions: DeductionRules(incomeTax: .table),
            shifts: shifts(on: weekdays, from: "2025-01-27", through: "2025-04-18", "22:00", "06:00", break: 60))
        shop.taxFree = TaxFree(overtimePremiums: true)
        let ninth = slip(shop, "2025-03-24", today: "2025-04-30")
        #expect(ninth.payday == date("2025-04-04"))
        #expect(ninth.taxFree?.premiums == Money(won: 262_500))
        let tenth = slip(shop, "2025-03-31", today: "2025-04-30")
        #expect(tenth.payday == date("2025-04-11"))
        #expect(tenth.taxFree?.premiums == Money(won: 37_500))
        #expect(tenth.warnings.contains(.taxFreePremiumsCapReached(cap: 2_400_000, usedBefore: 2_362_500)))
        let eleventh = slip(shop, "2025-04-07", today: "2025-04-30")
        #expect(eleventh.taxFree?.premiums == .zero)
        #expect(eleventh.warnings.contains(.taxFreePremiumsCapReached(cap: 2_400_000, usedBefore: 2_400_000)))
    }

    /// Daily pay, paid the same day: the 20 weekdays from Monday 2025-01-06 to Friday 2025-01-31,
    /// 22:00-06:00 with an hour's break at 15,000 won, 5 employees, 10,000 of meals with each
    /// payment: a day pays 7 × 15,000 = 105,000, 7 × 7,500 = 52,500 of night premium and the
    /// meals. January's meals, 20 × 10,000 = 200,000, are the month's limit: all tax-free, so
    /// January's regular pay is 20 × 105,000 = 2,100,000, on the line: each day's 52,500 is
    /// tax-free. At 15,001: 20 × 105,007 = 2,100,140 (105,007 = 7 × 15,001), above it: no day's
    /// premium is, each day says so. One day alone (105,007) was within it before.
    @Test func dailyPayTheMonthsLine() {
        func nights(_ wage: Int) -> Workplace {
            var shop = workplace(
                employees: 5, wage: wage, payday: .daily(), weeklyHolidayAllowance: false,
                deductions: DeductionRules(incomeTax: .table),
                shifts: shifts(on: weekdays, from: "2025-01-06", through: "2025-01-31", "22:00", "06:00", break: 60))
            shop.taxFree = TaxFree(overtimePremiums: true, meals: 10_000)
            return shop
        }
        let onTheLine = nights(15_000)
        for day in ["2025-01-06", "2025-01-20", "2025-01-31"] {
            let paid = slip(onTheLine, day, today: "2025-02-28")
            #expect(paid.payday == date(day))
            #expect(paid.pay.base == Money(won: 105_000) && paid.pay.night == Money(won: 52_500), "\(day)")
            #expect(paid.taxFree == Payslip.TaxFreePay(meals: Money(won: 10_000), premiums: Money(won: 52_500)))
        }
        let above = slip(nights(15_001), "2025-01-31", today: "2025-02-28")
        #expect(above.pay.base == Money(won: 105_007))
        #expect(above.taxFree == Payslip.TaxFreePay(meals: Money(won: 10_000)))
        #expect(above.warnings.contains(.taxFreePremiumsTaxed(.monthlyRegularPay(pay: 2_100_140, limit: 2_100_000))))
    }

    /// Daily pay and the meal limit: 20,000 with each payment on the weekdays from Monday
    /// 2026-02-02 (09:00-13:00 at 10,000 won: 40,000 a day), paid the same day. The month's
    /// 200,000 is used by the first 10 payments (Feb 2 ... Feb 13: 10 × 20,000); Feb 16, the 11th,
    /// has none left: its 20,000 is taxed (taxable 60,000).
    @Test func dailyPayTheMealLimit() {
        var shop = workplace(
            wage: 10_000, payday: .daily(), weeklyHolidayAllowance: false,
            deductions: DeductionRules(incomeTax: .table),
            shifts: shifts(on: weekdays, from: "2026-02-02", through: "2026-02-20", "09:00", "13:00"))
        shop.taxFree = TaxFree(meals: 20_000)
        #expect(slip(shop, "2026-02-13", today: "2026-02-28").taxFree?.meals == Money(won: 20_000))
        let eleventh = slip(shop, "2026-02-16", today: "2026-02-28")
        #expect(eleventh.pay.gross == Money(won: 60_000))
        #expect(eleventh.taxFree?.meals == .zero)
        #expect(eleventh.taxableGross == Money(won: 60_000))
    }
}

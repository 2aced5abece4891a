import Testing

@testable import Payroll

@Suite struct PaydayRuleTests {
    let keep10 = PaydayRule(day: 10, month: .next, ifHoliday: .keep)

    private func current(_ rule: PaydayRule, _ today: String, _ holidays: HolidayCalendar = noHolidays) -> (
        PayPeriod, LocalDate, Int
    ) {
        let (period, payday) = rule.currentPeriod(today: date(today), holidays: holidays)
        return (period, payday, date(today).days(to: payday))
    }

    /// The D-n rule (docs/payroll.md, "Pay periods"): payday 10, today 2025-03-05: D-5;
    /// 2025-03-10: D-day; 2025-03-11: D-30.
    @Test func theSpecsExamplesOfDn() {
        #expect(current(keep10, "2025-03-05") == (PayPeriod(year: 2025, month: 2), date("2025-03-10"), 5))
        #expect(current(keep10, "2025-03-10") == (PayPeriod(year: 2025, month: 2), date("2025-03-10"), 0))
        // The day after payday the card moves to March's work, paid April 10: 31 - 11 + 10 = 30 days.
        #expect(current(keep10, "2025-03-11") == (PayPeriod(year: 2025, month: 3), date("2025-04-10"), 30))
    }

    /// "Payday 31, today 2025-02-15: D-13 (February 28)."
    @Test func aDayPastTheMonthsEndIsItsLastDay() {
        let rule = PaydayRule(day: 31, month: .same, ifHoliday: .keep)
        #expect(current(rule, "2025-02-15") == (PayPeriod(year: 2025, month: 2), date("2025-02-28"), 13))
        // Leap year: February 2028 has 29 days.
        #expect(rule.payday(for: PayPeriod(year: 2028, month: 2), holidays: noHolidays) == date("2028-02-29"))
        #expect(rule.payday(for: PayPeriod(year: 2026, month: 4), holidays: noHolidays) == date("2026-04-30"))
    }

    /// "With "before", payday 10 in January 2026 (a Saturday) is paid on Friday January 9."
    @Test func aSaturdayPaydayMovesToTheFridayBefore() {
        let rule = PaydayRule(day: 10, month: .next, ifHoliday: .before)
        #expect(rule.payday(for: PayPeriod(year: 2025, month: 12), holidays: noHolidays) == date("2026-01-09"))
        let after = PaydayRule(day: 10, month: .next, ifHoliday: .after)
        #expect(after.payday(for: PayPeriod(year: 2025, month: 12), holidays: noHolidays) == date("2026-01-12"))
        #expect(keep10.payday(for: PayPeriod(year: 2025, month: 12), holidays: noHolidays) == date("2026-01-10"))
    }

    /// Chuseok 2026 is Thursday 24 to Saturday 26 September. Payday 25 "before" skips the 24th
    /// too and lands on Wednesday the 23rd; "after" skips Saturday and Sunday to Monday the 28th.
    @Test func aPaydayOnChuseokMovesPastTheWholeHoliday() throws {
        let holidays = try shippedHolidays()
        let period = PayPeriod(year: 2026, month: 9)
        #expect(
            PaydayRule(day: 25, month: .same, ifHoliday: .before).payday(for: period, holidays: holidays)
                == date("2026-09-23"))
        #expect(
            PaydayRule(day: 25, month: .same, ifHoliday: .after).payday(for: period, holidays: holidays)
                == date("2026-09-28"))
        // Chuseok 2025: Oct 5-7 with the substitute holiday on the 8th and Hangul Day on the 9th;
        // payday 7 "after" runs to Friday October 10.
        #expect(
            PaydayRule(day: 7, month: .next, ifHoliday: .after).payday(
                for: period.adding(months: -12), holidays: holidays) == date("2025-10-10"))
    }

    /// Payday 31 "before" at the end of May 2026 (Sunday the 31st) is Friday the 29th; "after"
    /// crosses into June: Monday June 1.
    @Test func aMonthEndPaydayOnASunday() {
        #expect(
            PaydayRule(day: 31, month: .same, ifHoliday: .before).payday(
                for: PayPeriod(year: 2026, month: 5), holidays: noHolidays) == date("2026-05-29"))
        #expect(
            PaydayRule(day: 31, month: .same, ifHoliday: .after).payday(
                for: PayPeriod(year: 2026, month: 5), holidays: noHolidays) == date("2026-06-01"))
    }

    /// A "same"-month payday moved "after" into the next month is still the payday of its period:
    /// on May 31 2026 the card shows May, paid June 1 (D-1).
    @Test func thePeriodFollowsItsMovedPayday() {
        let rule = PaydayRule(day: 31, month: .same, ifHoliday: .after)
        #expect(current(rule, "2026-05-31") == (PayPeriod(year: 2026, month: 5), date("2026-06-01"), 1))
        #expect(current(rule, "2026-06-02") == (PayPeriod(year: 2026, month: 6), date("2026-06-30"), 28))
    }

    @Test func periodsAreCalendarMonths() {
        let february = PayPeriod(year: 2028, month: 2)
        #expect(february.start == date("2028-02-01"))
        #expect(february.end == date("2028-02-29"))
        #expect(PayPeriod(year: 2026, month: 12).adding(months: 1) == PayPeriod(year: 2027, month: 1))
        #expect(PayPeriod(year: 2026, month: 1).adding(months: -1) == PayPeriod(year: 2025, month: 12))
    }
}

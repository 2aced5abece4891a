import Testing

@testable import Payroll

/// Pay periods with a start day, named after the month they end in, and paging between them.
@Suite struct PayPeriodTests {
    func days(_ period: PayPeriod) -> String { "\(period.start)..\(period.end)" }

    /// Start day 26: period 2026-11 runs from October 26 to November 25; November 26 is in 2026-12.
    /// Across the year's edge: 2027-01 is 2026-12-26..2027-01-25.
    /// A period's days on one line: a month's and a week's first and last, a day's one day.
    @Test func theRangeOnOneLine() {
        #expect(PayPeriod(year: 2026, month: 11).rangeText == "2026-11-01 – 2026-11-30")
        #expect(PayPeriod(year: 2026, month: 11, startDay: 26).rangeText == "2026-10-26 – 2026-11-25")
        let monday = LocalDate(iso: "2026-11-16")!
        #expect(PayPeriod(weeksFrom: monday, count: 1).rangeText == "2026-11-16 – 2026-11-22")
        #expect(PayPeriod(weeksFrom: monday, count: 2).rangeText == "2026-11-16 – 2026-11-29")
        #expect(PayPeriod(day: monday).rangeText == "2026-11-16")
    }

    @Test func aStartDayAndItsMonthEdges() {
        #expect(days(PayPeriod(year: 2026, month: 11, startDay: 26)) == "2026-10-26..2026-11-25")
        #expect(days(PayPeriod(year: 2027, month: 1, startDay: 26)) == "2026-12-26..2027-01-25")
        #expect(
            PayPeriod(containing: date("2026-11-25"), startDay: 26) == PayPeriod(year: 2026, month: 11, startDay: 26))
        #expect(
            PayPeriod(containing: date("2026-11-26"), startDay: 26) == PayPeriod(year: 2026, month: 12, startDay: 26))
        #expect(
            PayPeriod(containing: date("2026-12-31"), startDay: 26) == PayPeriod(year: 2027, month: 1, startDay: 26))
        #expect(PayPeriod(containing: date("2026-12-01"), startDay: 2) == PayPeriod(year: 2026, month: 12, startDay: 2))
        #expect(days(PayPeriod(year: 2026, month: 12, startDay: 2)) == "2026-11-02..2026-12-01")
        // Calendar months as before.
        #expect(days(PayPeriod(year: 2026, month: 2)) == "2026-02-01..2026-02-28")
        #expect(days(PayPeriod(year: 2028, month: 2)) == "2028-02-01..2028-02-29")
    }

    /// Start day 28 and February: 2026-03 runs from February 28 to March 27 (28 days); 2028-03 from
    /// February 28 to March 27 with the leap day inside (29 days); 2026-02 from January 28 to
    /// February 27. Consecutive periods touch with no gap and no overlap.
    @Test func startDay28AndFebruary() {
        #expect(days(PayPeriod(year: 2026, month: 3, startDay: 28)) == "2026-02-28..2026-03-27")
        #expect(days(PayPeriod(year: 2028, month: 3, startDay: 28)) == "2028-02-28..2028-03-27")
        #expect(PayPeriod(year: 2028, month: 3, startDay: 28).contains(date("2028-02-29")))
        #expect(days(PayPeriod(year: 2026, month: 2, startDay: 28)) == "2026-01-28..2026-02-27")
        for startDay in [1, 2, 15, 26, 28] {
            var period = PayPeriod(year: 2025, month: 1, startDay: startDay)
            for _ in 0..<48 {
                let next = period.adding(months: 1)
                #expect(next.start == period.end.adding(days: 1), "\(startDay) \(period)")
                #expect(PayPeriod(containing: period.start, startDay: startDay) == period)
                #expect(PayPeriod(containing: period.end, startDay: startDay) == period)
                period = next
            }
        }
    }

    /// The payday counts from the month the period is named after: start day 26, payday 10 next
    /// month, period 2026-11 (Oct 26-Nov 25) is paid on Thursday December 10. Payday 25 of the
    /// same month is the period's last day: nothing is paid in advance. Payday 20 of the same
    /// month leaves November 21-25 paid before they are worked.
    @Test func paydaysOfAPeriodWithAStartDay() {
        let period = PayPeriod(year: 2026, month: 11, startDay: 26)
        #expect(PaydayRule(day: 10, month: .next).payday(for: period, holidays: noHolidays) == date("2026-12-10"))
        let place = workplace(payday: PaydayRule(day: 25, month: .same, ifHoliday: .keep), shifts: [])
        let onTheLastDay = Payslip(
            workplace: place, period: period, today: date("2026-12-01"), now: .endOfDay(date("2026-12-01")),
            holidays: noHolidays, rates: shippedRates)
        #expect(onTheLastDay.payday == date("2026-11-25") && onTheLastDay.paidInAdvanceFrom == nil)
        var early = place
        early.payday.day = 20
        let before = Payslip(
            workplace: early, period: period, today: date("2026-11-23"), now: .endOfDay(date("2026-11-23")),
            holidays: noHolidays, rates: shippedRates)
        #expect(before.payday == date("2026-11-20"))
        #expect(before.status == .paid)
        #expect(before.paidInAdvanceFrom == date("2026-11-21"))
    }

    /// Every figure follows the start day: with start day 26, period 2026-11 counts the shifts of
    /// October 26 and November 25 and not November 26. 5 employees, 10,000 won, contract 15 h:
    ///   Mon Oct 26 09:00-13:00 (4 h), Wed Nov 25 22:00-02:00 (4 h, all night), Thu Nov 26 4 h.
    ///   base 8 h = 80,000; night 4 h × 0.5 = 20,000. Allowance (15 / 40 × 8 h = 3 h = 30,000) for
    ///   the weeks whose Sunday is in the period: Oct 26-Nov 1 (Sunday Nov 1) has a shift; Nov
    ///   23-29 has its Sunday on Nov 29, in 2026-12: not here. Gross 130,000.
    @Test func everyFigureFollowsTheStartDay() {
        let place = workplace(
            employees: 5, payday: PaydayRule(day: 10, month: .next, ifHoliday: .keep), contractWeeklyHours: 15,
            shifts: [
                shift("2026-10-26", "09:00", "13:00"), shift("2026-11-25", "22:00", "02:00"),
                shift("2026-11-26", "09:00", "13:00"),
            ])
        var withStartDay = place
        withStartDay.periodStartDay = 26
        let slip = payslip(withStartDay, today: "2026-11-30")
        #expect(slip.period == PayPeriod(year: 2026, month: 11, startDay: 26))
        #expect(slip.payday == date("2026-12-10"))
        #expect(slip.minutes.paid == 480 && slip.minutes.night == 240)
        #expect(
            slip.pay
                == Payslip.Pay(
                    base: Money(won: 80_000), night: Money(won: 20_000), weeklyHolidayAllowance: Money(won: 30_000)))
        #expect(slip.daysWorked == 2)
        // The same shifts in calendar months: November holds Nov 25 and 26 (8 h) and the Sundays
        // of Nov 1 (the week of the October 26 shift) and Nov 29: two allowances, 60,000.
        let calendar = payslip(place, today: "2026-11-30")
        #expect(calendar.period == PayPeriod(year: 2026, month: 11))
        #expect(calendar.minutes.paid == 480)
        #expect(calendar.pay.weeklyHolidayAllowance == Money(won: 60_000))
    }

    /// Paging: for every kind of payday (next/same × before/after/keep, calendar months and start
    /// day 26) and every day of 2025-2027, the current period is the first whose payday is on or
    /// after today; the one before it was paid before today, the next is paid after it, and each
    /// says so.
    @Test(arguments: [1, 26])
    func previousAndNextPeriodOfEveryKindOfPayday(startDay: Int) throws {
        let holidays = try shippedHolidays()
        for month in PaydayRule.Month.allCases {
            for ifHoliday in PaydayRule.IfHoliday.allCases {
                var rule = PaydayRule(day: 25, month: month, ifHoliday: ifHoliday)
                var place = workplace(payday: rule, shifts: [])
                place.periodStartDay = startDay
                for offset in stride(from: 0, to: 3 * 365, by: 3) {
                    let today = date("2025-01-01").adding(days: offset)
                    let (current, payday) = rule.currentPeriod(today: today, startDay: startDay, holidays: holidays)
                    let previous = current.adding(months: -1), next = current.adding(months: 1)
                    let label = "\(month) \(ifHoliday) \(startDay) \(today)"
                    #expect(payday >= today, "\(label)")
                    #expect(rule.payday(for: previous, holidays: holidays) < today, "\(label)")
                    #expect(rule.payday(for: next, holidays: holidays) > payday, "\(label)")
                    func status(_ period: PayPeriod) -> PeriodStatus {
                        Payslip(
                            workplace: place, period: period, today: today, now: .endOfDay(today), holidays: holidays,
                            rates: shippedRates
                        ).status
                    }
                    #expect(status(previous) == .paid, "\(label)")
                    #expect(status(current) != .paid, "\(label)")
                    #expect(status(next) != .paid, "\(label)")
                }
                rule.day = 10
            }
        }
    }

    /// Hand-picked pages: payday 10 next month, today 2026-11-21. Current: November (paid
    /// December 10, being earned); previous: October (paid November 10); next: December (paid
    /// January 8, 2027, as January 10 is a Sunday and "before" moves it to Friday the 8th; not
    /// started). With "same" and payday 25, today 2026-11-26: November was paid on the 25th
    /// (the 26th-30th in advance); current is December, not started.
    @Test func handPickedPages() throws {
        let holidays = try shippedHolidays()
        let next10 = workplace(
            payday: PaydayRule(day: 10, month: .next, ifHoliday: .before),
            shifts: [shift("2026-11-20", "09:00", "13:00")])
        func slip(_ place: Workplace, _ month: Int, _ year: Int = 2026, today: String) -> Payslip {
            Payslip(
                workplace: place, period: PayPeriod(year: year, month: month), today: date(today),
                now: .endOfDay(date(today)),
                holidays: holidays, rates: shippedRates)
        }
        let november = slip(next10, 11, today: "2026-11-21")
        #expect(
            (november.payday, november.status, november.daysUntilPayday) == (date("2026-12-10"), .current, 19))
        let october = slip(next10, 10, today: "2026-11-21")
        #expect(
            (october.payday, october.status) == (date("2026-11-10"), .paid))
        let december = slip(next10, 12, today: "2026-11-21")
        #expect((december.payday, december.status) == (date("2027-01-08"), .upcoming))
        #expect(december.daysUntilPayday == 48)
        let same25 = workplace(payday: PaydayRule(day: 25, month: .same, ifHoliday: .before), shifts: [])
        let paidEarly = slip(same25, 11, today: "2026-11-26")
        #expect(
            (paidEarly.payday, paidEarly.status, paidEarly.paidInAdvanceFrom) == (
                date("2026-11-25"), .paid, date("2026-11-26")
            ))
        #expect(
            same25.payday.currentPeriod(today: date("2026-11-26"), holidays: holidays).period
                == PayPeriod(year: 2026, month: 12))
    }
}

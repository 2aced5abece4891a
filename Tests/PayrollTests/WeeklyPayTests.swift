import Testing

@testable import Payroll

/// Weekly (주급), biweekly (격주급) and daily (일급) pay, worked by hand with the shipped holidays:
/// 2026-12-25 (Friday, Christmas), 2027-01-01 (Friday), Seollal 2027-02-06..09 (Saturday to
/// Tuesday, the 9th a substitute holiday).
@Suite struct WeeklyPayTests {
    let holidays: HolidayCalendar
    init() throws { holidays = try shippedHolidays() }

    /// Monday to Friday 10:00-14:00 (4 h) for `weeks` weeks from `monday`: 20 h a week, 200,000
    /// won at 10,000; the allowance 20 / 40 × 8 h = 4 h × 10,000 = 40,000; 240,000 a week.
    static func weekdays(from monday: String, weeks: Int) -> [Shift] {
        (0..<weeks * 7).compactMap { offset in
            let day = date(monday).adding(days: offset)
            return day.isWeekend ? nil : shift(day.description, "10:00", "14:00")
        }
    }

    func place(_ payday: PaydayRule, deductions: DeductionRules, shifts: [Shift], wage: Int = 10_000) -> Workplace {
        workplace(wage: wage, payday: payday, deductions: deductions, shifts: shifts)
    }

    func slip(_ workplace: Workplace, _ period: PayPeriod, today: String) -> Payslip {
        Payslip(
            workplace: workplace, period: period, today: date(today), now: .endOfDay(date(today)), holidays: holidays,
            rates: shippedRates)
    }

    // MARK: Weekly

    /// Paid on Friday of the week after: the week of Dec 7 on Dec 18; the week of Dec 14 on
    /// Christmas, moved before to Thursday Dec 24; the week of Dec 21 on New Year's Day, moved
    /// before to Thursday Dec 31 (after the week's Sunday, Dec 27, so it stays).
    @Test func weeklyPaydaysAroundChristmas() {
        let rule = PaydayRule.weekly(.friday)
        let week = rule.period(containing: date("2026-12-25"))
        #expect((week.start, week.end, week.description) == (date("2026-12-21"), date("2026-12-27"), "2026-12-21"))
        #expect(rule.payday(for: rule.period(containing: date("2026-12-09")), holidays: holidays) == date("2026-12-18"))
        #expect(rule.payday(for: rule.period(containing: date("2026-12-14")), holidays: holidays) == date("2026-12-24"))
        #expect(rule.payday(for: week, holidays: holidays) == date("2026-12-31"))
        // The card: on Dec 22 the next payday (Dec 24) pays the week of Dec 14, D-2; on Dec 25
        // it is Dec 31's, for the week of Dec 21.
        #expect(rule.currentPeriod(today: date("2026-12-22"), holidays: holidays).period.start == date("2026-12-14"))
        #expect(rule.currentPeriod(today: date("2026-12-25"), holidays: holidays) == (week, date("2026-12-31")))
        // Stepping: the week before and after.
        #expect(week.advanced(by: -1).start == date("2026-12-14") && week.advanced(by: 1).end == date("2027-01-03"))
    }

    /// Seollal: paid on Monday, the week of Feb 1 is due Feb 8 (a holiday); "before" would be
    /// Friday Feb 5, before the week's Sunday (Feb 7), so it moves after instead: Feb 8 and 9
    /// are holidays, Wednesday Feb 10. With "keep" it stays on Feb 8.
    @Test func weeklyPaydayNeverBeforeTheWeekEnds() {
        let week = PaydayRule.weekly(.monday).period(containing: date("2027-02-03"))
        #expect(PaydayRule.weekly(.monday).payday(for: week, holidays: holidays) == date("2027-02-10"))
        #expect(
            PaydayRule.weekly(.monday, ifHoliday: .after).payday(for: week, holidays: holidays) == date("2027-02-10"))
        #expect(
            PaydayRule.weekly(.monday, ifHoliday: .keep).payday(for: week, holidays: holidays) == date("2027-02-08"))
    }

    /// Five weeks of 240,000 (Nov 23 - Dec 27), 3.3% and the four insurances, paid on Fridays:
    /// December's paydays are Dec 4, 11, 18, 24 and 31 (five payments, 5 × 240,000 = 1,200,000).
    /// Each payment: income tax 240,000 × 3% = 7,200, local 720. The insurances on Dec 31, on
    /// December's total at December 2026 rates: pension 1,200,000 × 4.75% = 57,000; health
    /// × 3.595% = 43,140; care 43,140 × 0.1314 = 5,668.6 -> 5,660; employment × 0.9% = 10,800;
    /// 116,600. Net on Dec 31: 240,000 - 7,920 - 116,600 = 115,480; on Dec 24: 232,080.
    @Test func weeklyPayWithTheInsurancesOnTheMonthsLastPayday() {
        let shop = place(
            .weekly(.friday), deductions: DeductionRules(incomeTax: .businessIncome, insurance: .four),
            shifts: Self.weekdays(from: "2026-11-23", weeks: 5))
        let last = slip(shop, shop.period(containing: date("2026-12-21")), today: "2026-12-31")
        #expect(last.payday == date("2026-12-31"))
        #expect(last.pay.weeklyHolidayAllowance == Money(won: 40_000) && last.pay.gross == Money(won: 240_000))
        #expect(last.deductions.incomeTax == Money(won: 7_200) && last.deductions.localIncomeTax == Money(won: 720))
        #expect(
            [
                last.deductions.nationalPension, last.deductions.healthInsurance, last.deductions.longTermCare,
                last.deductions.employmentInsurance,
            ].map(\.won) == [57_000, 43_140, 5_660, 10_800])
        #expect(last.net == Money(won: 115_480))
        #expect(
            last.warnings.contains(
                .monthlyDeductionsOnTotal(
                    month: PayPeriod(year: 2026, month: 12), total: Money(won: 1_200_000), payments: 5)))
        let christmas = slip(shop, shop.period(containing: date("2026-12-14")), today: "2026-12-31")
        #expect(christmas.payday == date("2026-12-24"))
        #expect(christmas.deductions.insurance == .zero && christmas.net == Money(won: 232_080))
        #expect(
            christmas.warnings.contains(
                .monthlyDeductionsOnLastPayday(
                    month: PayPeriod(year: 2026, month: 12), lastPayday: date("2026-12-31"))))
    }

    // MARK: Biweekly

    /// Every other Friday from Monday Nov 30: Nov 30 - Dec 13 paid Dec 18; Dec 14 - 27 paid on
    /// New Year's Day, moved before to Dec 31; Dec 28 - Jan 10 paid Jan 15. Every other Monday:
    /// Jan 25 - Feb 7 paid Feb 8 (Seollal), moved after to Wednesday Feb 10 (Friday Feb 5 is
    /// before its last day).
    @Test func biweeklyPeriodsAndPaydays() {
        let rule = PaydayRule.weekly(.friday, every: 2, anchor: date("2026-11-30"))
        let christmas = rule.period(containing: date("2026-12-25"))
        #expect((christmas.start, christmas.end) == (date("2026-12-14"), date("2026-12-27")))
        #expect(rule.payday(for: christmas, holidays: holidays) == date("2026-12-31"))
        #expect(rule.payday(for: christmas.advanced(by: -1), holidays: holidays) == date("2026-12-18"))
        #expect(christmas.advanced(by: 1).start == date("2026-12-28"))
        #expect(rule.payday(for: christmas.advanced(by: 1), holidays: holidays) == date("2027-01-15"))
        // Periods before the anchor are counted back from it: Nov 16 - 29.
        #expect(rule.period(containing: date("2026-11-20")).start == date("2026-11-16"))
        let monday = PaydayRule.weekly(.monday, every: 2, anchor: date("2026-11-30"))
        let seollal = monday.period(containing: date("2027-02-06"))
        #expect((seollal.start, seollal.end) == (date("2027-01-25"), date("2027-02-07")))
        #expect(monday.payday(for: seollal, holidays: holidays) == date("2027-02-10"))
    }

    /// Six weeks (Nov 16 - Dec 27) at 240,000 a week: 480,000 a period. December's paydays:
    /// Dec 4 (Nov 16 - 29), Dec 18, Dec 31: 3 × 480,000 = 1,440,000. On Dec 31: income tax
    /// 480,000 × 3% = 14,400, local 1,440; pension 1,440,000 × 4.75% = 68,400; health × 3.595% =
    /// 51,768 -> 51,760; care 51,760 × 0.1314 = 6,801.3 -> 6,800; employment 12,960; insurance
    /// 139,920; net 480,000 - 15,840 - 139,920 = 324,240. Two weekly allowances of 40,000 each.
    @Test func biweeklyPayWithTheInsurances() {
        let shop = place(
            .weekly(.friday, every: 2, anchor: date("2026-11-30")),
            deductions: DeductionRules(incomeTax: .businessIncome, insurance: .four),
            shifts: Self.weekdays(from: "2026-11-16", weeks: 6))
        let last = slip(shop, shop.period(containing: date("2026-12-25")), today: "2027-01-05")
        #expect(last.allowanceWeeks.count == 2 && last.pay.weeklyHolidayAllowance == Money(won: 80_000))
        #expect(last.pay.gross == Money(won: 480_000))
        #expect(last.deductions.incomeTaxes == Money(won: 15_840) && last.deductions.insurance == Money(won: 139_920))
        #expect(last.net == Money(won: 324_240))
        let first = slip(shop, shop.period(containing: date("2026-11-20")), today: "2027-01-05")
        #expect(first.payday == date("2026-12-04") && first.net == Money(won: 480_000 - 15_840))
    }

    // MARK: Daily

    /// Lag 0, "before": a Monday is paid that day; Christmas (Friday) would move before to
    /// Dec 24, before the day paid for, so after: Saturday, Sunday, Monday Dec 28. Seollal:
    /// Saturday Feb 6 moves after to Wednesday Feb 10; with lag 1, Friday Feb 5 is due Saturday
    /// Feb 6 and moves before to Feb 5 itself (not before the day paid for).
    @Test func dailyPaydays() {
        let rule = PaydayRule.daily()
        #expect(rule.payday(for: PayPeriod(day: date("2026-12-21")), holidays: holidays) == date("2026-12-21"))
        #expect(rule.payday(for: PayPeriod(day: date("2026-12-25")), holidays: holidays) == date("2026-12-28"))
        #expect(rule.payday(for: PayPeriod(day: date("2027-02-06")), holidays: holidays) == date("2027-02-10"))
        #expect(
            PaydayRule.daily(lagDays: 1).payday(for: PayPeriod(day: date("2027-02-05")), holidays: holidays)
                == date("2027-02-05"))
        #expect(rule.period(containing: date("2026-12-25")).description == "2026-12-25")
        // On Dec 26 the next payday, Dec 28, pays Christmas Day.
        #expect(rule.currentPeriod(today: date("2026-12-26"), holidays: holidays).period.start == date("2026-12-25"))
    }

    /// Each day with work is a period, a day without none. Worked on Thursday Dec 17 and Friday
    /// Dec 18 (each paid that day), not on the weekend, whose days would be paid on Monday Dec 21
    /// (moved after). On Monday the first day paid on or after it is Saturday Dec 19, without
    /// work: the running day, Monday, is shown instead. With Saturday worked, Saturday (paid that
    /// Monday, D-day). An open shift begun on Sunday night makes Sunday a day with work.
    @Test func dailyPayShowsADayWithWork() {
        let worked = [shift("2026-12-17", "10:00", "14:00"), shift("2026-12-18", "10:00", "14:00")]
        var gig = place(.daily(), deductions: DeductionRules(), shifts: worked)
        #expect(gig.currentPeriod(today: date("2026-12-21"), holidays: holidays).period.start == date("2026-12-19"))
        #expect(gig.nextPayPeriod(today: date("2026-12-21"), holidays: holidays).start == date("2026-12-21"))
        #expect(gig.nextPayPeriod(today: date("2026-12-18"), holidays: holidays).start == date("2026-12-18"))
        #expect(gig.nextPayPeriod(today: date("2026-12-19"), holidays: holidays).start == date("2026-12-19"))
        gig.openShift = OpenShift(date: date("2026-12-20"), start: time("22:00"))
        #expect(gig.nextPayPeriod(today: date("2026-12-21"), holidays: holidays).start == date("2026-12-20"))
        let saturday = place(
            .daily(), deductions: DeductionRules(), shifts: worked + [shift("2026-12-19", "10:00", "14:00")])
        #expect(saturday.nextPayPeriod(today: date("2026-12-21"), holidays: holidays).start == date("2026-12-19"))
    }

    /// Mon Dec 21 - Fri Dec 25, 4 h a day at 10,000: 40,000 a day, 3.3% each: 1,200 + 120.
    /// Monday: net 38,680. The week's 20 h earn the allowance 40,000 with its last day of work,
    /// Christmas Day, once the week is over (Sunday Dec 27): 80,000, tax 2,400 + 240, net 77,360.
    @Test func dailyPayWithTheAllowanceOnTheWeeksLastDay() {
        let gig = place(
            .daily(), deductions: DeductionRules(incomeTax: .businessIncome),
            shifts: Self.weekdays(from: "2026-12-21", weeks: 1))
        let monday = slip(gig, PayPeriod(day: date("2026-12-21")), today: "2026-12-28")
        #expect(monday.pay.gross == Money(won: 40_000) && monday.net == Money(won: 38_680))
        let friday = slip(gig, PayPeriod(day: date("2026-12-25")), today: "2026-12-28")
        #expect(friday.payday == date("2026-12-28"))
        #expect(friday.pay.weeklyHolidayAllowance == Money(won: 40_000) && friday.net == Money(won: 77_360))
        // Before the week's Sunday the allowance is not yet earned.
        let early = slip(gig, PayPeriod(day: date("2026-12-25")), today: "2026-12-26")
        #expect(early.pay.weeklyHolidayAllowance == .zero)
    }

    /// Two days of 8 h at 30,000 (Dec 29 and 30, no allowance): 240,000 each, paid the same
    /// day. Dec 30 is December's last payday with work: the insurances on 480,000 - pension
    /// × 4.75% = 22,800; health × 3.595% = 17,256 -> 17,250; care 17,250 × 0.1314 = 2,266.7 ->
    /// 2,260; employment 4,320; 46,630; net 240,000 - 46,630 = 193,370. Dec 29 keeps 240,000.
    @Test func dailyPayWithTheInsurancesOnTheLastDayWorked() {
        var gig = place(
            .daily(), deductions: DeductionRules(insurance: .four),
            shifts: [shift("2026-12-29", "09:00", "17:00"), shift("2026-12-30", "09:00", "17:00")], wage: 30_000)
        gig.weeklyHolidayAllowance = false
        let last = slip(gig, PayPeriod(day: date("2026-12-30")), today: "2027-01-04")
        #expect(last.deductions.insurance == Money(won: 46_630) && last.net == Money(won: 193_370))
        let first = slip(gig, PayPeriod(day: date("2026-12-29")), today: "2027-01-04")
        #expect(first.net == Money(won: 240_000))
        #expect(
            first.warnings.contains(
                .monthlyDeductionsOnLastPayday(
                    month: PayPeriod(year: 2026, month: 12), lastPayday: date("2026-12-30"))))
    }

    // MARK: The data file

    /// Weekly and daily paydays read and write back byte for byte; a monthly file is unchanged.
    @Test func theFileReadsAndWritesEachCadence() throws {
        for payday in [
            #"{ "weekday": "fri", "ifHoliday": "before" }"#,
            #"{ "weekday": "mon", "every": 2, "anchor": "2026-11-30", "ifHoliday": "after" }"#,
            #"{ "daily": true, "lagDays": 3, "ifHoliday": "keep" }"#, #"{ "daily": true, "ifHoliday": "before" }"#,
        ] {
            let text = """
                {
                  "version": 1,
                  "workplaces": [
                    {
                      "name": "A",
                      "employees": 1,
                      "wage": 10320,
                      "payday": \(payday),
                      "weeklyHolidayAllowance": true,
                      "deductions": { "incomeTax": "none", "insurance": "none" },
                      "shifts": []
                    }
                  ]
                }

                """
            let file = try DataFile.parse(Array(text.utf8), file: "w.json")
            #expect(String(decoding: DataFileWriter.bytes(file), as: UTF8.self) == text)
        }
    }

    /// Each wrong payday names its place and is a typed problem.
    @Test func theFileRefusesWhatDoesNotGoTogether() {
        func problems(_ payday: String) -> [DataProblem.Reason] {
            let text =
                #"{"version": 1, "workplaces": [{"name": "A", "wage": 10320, "payday": "# + payday
                + #", "shifts": []}]}"#
            do {
                _ = try DataFile.parse(Array(text.utf8), file: "w.json")
                return []
            } catch {
                return error.problems.map(\.reason)
            }
        }
        #expect(problems(#"{"weekday": "fri", "every": 3, "anchor": "2026-11-30"}"#).count == 1)
        #expect(problems(#"{"weekday": "fri", "every": 2}"#) == [.payday(.anchorNeeded)])
        #expect(
            problems(#"{"weekday": "fri", "every": 2, "anchor": "2026-12-01"}"#)
                == [.payday(.anchorNotMonday(date("2026-12-01")))])
        #expect(problems(#"{"day": 10, "weekday": "fri"}"#) == [.payday(.conflicting("day", "weekday"))])
        #expect(problems(#"{"day": 10, "lagDays": 2}"#) == [.payday(.onlyWith(field: "lagDays", needs: "daily"))])
        #expect(problems(#"{"daily": true, "lagDays": 31}"#).count == 1)
        #expect(problems(#"{"weekday": "fry"}"#) == [.notADay("fry", suggestion: "fri")])
    }
}

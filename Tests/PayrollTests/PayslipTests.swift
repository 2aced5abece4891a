import Testing

@testable import Payroll

/// Whole payslips, each as the table a worker would check, with the arithmetic written out.
@Suite struct PayslipTests {
    /// The example workplace of docs/payroll.md (`summary --json`) on 2026-11-21: GS25, 7 employees, 10,320 won, contract 20 h,
    /// 3.3 %. Shifts: Nov 2 18:00-23:00 break 30 (270 paid, 60 night), Nov 3 22:00-06:00 break 60
    /// (420 paid, all night).
    ///   paid 690, night 480, day 210
    ///   base 690 x 10,320 / 60 = 118,680; night premium 480 x 10,320 / 120 = 41,280
    ///   allowance for Nov 2-8 (Sunday Nov 8 has come): 20 / 40 x 8 h = 4 h x 10,320 = 41,280
    ///   gross 201,240; income tax 6,037.2 -> 6,030; local 603 -> 600; net 194,610
    @Test func theSpecsExampleWorkplace() {
        let gs25 = Workplace(
            name: "GS25 강남역점", employees: 7, wages: WageHistory(hourly: 10_320),
            payday: PaydayRule(day: 10, month: .next, ifHoliday: .before), contractWeeklyHours: 20,
            deductions: DeductionRules(incomeTax: .businessIncome, insurance: .none),
            shifts: [
                shift("2026-11-02", "18:00", "23:00", break: 30), shift("2026-11-03", "22:00", "06:00", break: 60),
            ])
        let slip = payslip(gs25, today: "2026-11-21")
        #expect(slip.period == PayPeriod(year: 2026, month: 11))
        #expect(slip.payday == date("2026-12-10"))
        #expect(slip.daysUntilPayday == 19)
        #expect(slip.minutes == Payslip.Minutes(paid: 690, day: 210, night: 480, overtime: 0, holiday: 0))
        #expect(slip.pay.base == Money(won: 118_680))
        #expect(slip.pay.night == Money(won: 41_280))
        #expect(slip.pay.weeklyHolidayAllowance == Money(won: 41_280))
        #expect(slip.pay.gross == Money(won: 201_240))
        #expect(slip.deductions.incomeTax == Money(won: 6_030))
        #expect(slip.deductions.localIncomeTax == Money(won: 600))
        #expect(slip.net == Money(won: 194_610))
        #expect(slip.warnings.isEmpty)
    }

    /// 14:00-02:00 with a 60-minute break (19:30-20:30) on a Monday, 5 employees, 10,000 won:
    /// paid 660 = 480 + 180 daily overtime; night 22:00-02:00 = 240.
    ///   base 660 x 10,000 / 60 = 110,000; night 240 x 10,000 / 120 = 20,000;
    ///   overtime 180 x 10,000 / 120 = 15,000 (both premiums on the night hours of overtime)
    @Test func nightAndOvertimePremiumsStack() {
        let slip = payslip(
            workplace(
                employees: 5, weeklyHolidayAllowance: false, shifts: [shift("2026-11-02", "14:00", "02:00", break: 60)]),
            today: "2026-11-21")
        #expect(slip.minutes == Payslip.Minutes(paid: 660, day: 420, night: 240, overtime: 180, holiday: 0))
        #expect(
            slip.pay == Payslip.Pay(base: Money(won: 110_000), night: Money(won: 20_000), overtime: Money(won: 15_000)))
    }

    /// The same shift with 4 employees: the minutes are counted, the premiums are not paid and
    /// their rows read `-`.
    @Test func underFiveEmployeesNoPremiums() {
        let slip = payslip(
            workplace(
                employees: 4, weeklyHolidayAllowance: false, shifts: [shift("2026-11-02", "14:00", "02:00", break: 60)]),
            today: "2026-11-21")
        #expect(slip.minutes.night == 240)
        #expect(slip.pay == Payslip.Pay(base: Money(won: 110_000)))
        let premiums = slip.detailLines.filter { $0.kind.isPay && !$0.applies }
        #expect(premiums.map(\.kind) == [.nightPremium, .overtimePremium, .holidayPremium])
        #expect(premiums.map(\.minutes) == [240, 180, 0])
        #expect(premiums.allSatisfy { $0.amount == .zero })
    }

    /// Chuseok (Friday 2026-09-25), 09:00-20:00, break 60: 600 holiday minutes, 480 within 8 h and
    /// 120 beyond. 5 employees, 10,000 won:
    ///   holiday premium (480 x 10,000 + 2 x 120 x 10,000) / 120 = 40,000 + 20,000 = 60,000
    ///   base 600 x 10,000 / 60 = 100,000; no overtime (holiday overtime is in the holiday premium)
    @Test func holidayWorkAndHolidayOvertime() throws {
        let slip = payslip(
            workplace(
                employees: 5, weeklyHolidayAllowance: false, shifts: [shift("2026-09-25", "09:00", "20:00", break: 60)]),
            today: "2026-10-01", holidays: try shippedHolidays())
        #expect(slip.period == PayPeriod(year: 2026, month: 9))
        #expect(slip.minutes == Payslip.Minutes(paid: 600, day: 600, night: 0, overtime: 0, holiday: 600))
        #expect(slip.pay == Payslip.Pay(base: Money(won: 100_000), holiday: Money(won: 60_000)))
    }

    /// Monday to Friday 8 h (09:00-18:00, break 60), Saturday 4 h: 44 h, the last 4 h (240 min)
    /// are weekly overtime. 5 employees, 10,000 won:
    ///   base 2,640 x 10,000 / 60 = 440,000; overtime 240 x 10,000 / 120 = 20,000;
    ///   allowance min(44, 40) / 40 x 8 h = 8 h x 10,000 = 80,000
    @Test func weeklyOvertimeBeyondFortyHours() {
        let week =
            ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"].map {
                shift($0, "09:00", "18:00", break: 60)
            }
            + [shift("2026-11-21", "09:00", "13:00")]
        let slip = payslip(workplace(employees: 5, shifts: week), today: "2026-11-22")
        #expect(slip.minutes.overtime == 240)
        #expect(
            slip.pay
                == Payslip.Pay(
                    base: Money(won: 440_000), overtime: Money(won: 20_000), weeklyHolidayAllowance: Money(won: 80_000))
        )
    }

    /// Holiday work does not count toward the week's 40 hours: the same 44 hours with Sunday's
    /// weekly day off worked instead of Saturday are 40 regular hours and 4 holiday hours.
    @Test func holidayMinutesAreNotWeeklyOvertime() {
        let week =
            ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"].map {
                shift($0, "09:00", "18:00", break: 60)
            }
            + [shift("2026-11-22", "09:00", "13:00")]
        let slip = payslip(workplace(employees: 5, weeklyHoliday: .sunday, shifts: week), today: "2026-11-22")
        #expect(slip.minutes.overtime == 0)
        #expect(slip.minutes.holiday == 240)
    }

    /// The week of Monday Nov 30 to Sunday Dec 6 2026 is split over two pay periods. Mon Nov 30
    /// 8 h; Tue-Fri Dec 1-4 8 h each; Sat Dec 5 4 h: 44 h, the 4 h over 40 fall on Dec 5.
    /// November (today Dec 7): base 480 x 10,000 / 60 = 80,000, no overtime, and no allowance
    /// (the week's Sunday is in December).
    /// December (today Jan 9): base 36 h = 360,000; overtime 240 x 10,000 / 120 = 20,000;
    /// allowance for the whole week's 44 h, held to 40: 8 h = 80,000.
    @Test func aWeekSplitOverTwoPayPeriods() {
        let shifts =
            ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"].map {
                shift($0, "09:00", "18:00", break: 60)
            }
            + [shift("2026-12-05", "09:00", "13:00")]
        let place = workplace(employees: 5, shifts: shifts)
        let november = payslip(place, today: "2026-12-07")
        #expect(november.period == PayPeriod(year: 2026, month: 11))
        #expect(november.pay == Payslip.Pay(base: Money(won: 80_000)))
        let december = payslip(place, today: "2027-01-09")
        #expect(december.period == PayPeriod(year: 2026, month: 12))
        #expect(
            december.pay
                == Payslip.Pay(
                    base: Money(won: 360_000), overtime: Money(won: 20_000), weeklyHolidayAllowance: Money(won: 80_000))
        )
    }

    /// Mon, Wed, Fri 10:00-15:00 in the week of Nov 16-22 2026: 15 h, 1 employee, 10,320 won.
    /// On Saturday the 21st the allowance is not yet paid; on Sunday the 22nd it is:
    /// 15 / 40 x 8 h = 3 h x 10,320 = 30,960.
    @Test func theAllowanceBeforeAndAfterItsSunday() {
        let place = workplace(
            wage: 10_320, shifts: ["2026-11-16", "2026-11-18", "2026-11-20"].map { shift($0, "10:00", "15:00") })
        #expect(payslip(place, today: "2026-11-21").pay.weeklyHolidayAllowance == .zero)
        #expect(payslip(place, today: "2026-11-22").pay.weeklyHolidayAllowance == Money(won: 30_960))
    }

    /// Without `--today`, a shift counts once it has ended: at 12:00 on Nov 20 the shift of
    /// 10:00-15:00 that day does not count yet; at 15:00 it does.
    @Test func onlyShiftsEndedByNowCount() {
        let place = workplace(
            wage: 10_000, weeklyHolidayAllowance: false, shifts: [shift("2026-11-20", "10:00", "15:00")])
        let today = date("2026-11-20")
        let noon = Payslip(
            workplace: place, today: today, now: LocalMoment(date: today, time: time("12:00")), holidays: noHolidays,
            rates: shippedRates)
        let three = Payslip(
            workplace: place, today: today, now: LocalMoment(date: today, time: time("15:00")), holidays: noHolidays,
            rates: shippedRates)
        #expect(noon.minutes.paid == 0)
        #expect(three.minutes.paid == 300)
    }

    /// A wage change on Wednesday Nov 18 2026 (10,000 -> 11,000): Monday's 4 h at 10,000 =
    /// 40,000 and Thursday's 4 h at 11,000 = 44,000. Contract 15 h: allowance 15 / 40 x 8 h = 3 h
    /// at the wage of the week's last shift, 11,000: 33,000.
    @Test func aWageChangeInsideTheWeek() {
        var place = workplace(
            contractWeeklyHours: 15,
            shifts: [shift("2026-11-16", "09:00", "13:00"), shift("2026-11-19", "09:00", "13:00")])
        place.wages = WageHistory(entries: [
            .init(from: date("2026-11-18"), hourly: 11_000), .init(from: date("2026-01-01"), hourly: 10_000),
        ])
        let slip = payslip(place, today: "2026-11-22")
        #expect(slip.pay == Payslip.Pay(base: Money(won: 84_000), weeklyHolidayAllowance: Money(won: 33_000)))
    }

    /// A shift that starts on the last day of a month belongs, all of it, to that month's period.
    @Test func aShiftAcrossTheMonthEndBelongsToItsStartDate() {
        let place = workplace(weeklyHolidayAllowance: false, shifts: [shift("2026-11-30", "20:00", "04:00", break: 60)])
        #expect(
            payslip(place, today: "2026-12-07").minutes
                == Payslip.Minutes(paid: 420, day: 120, night: 300, overtime: 0, holiday: 0))
        #expect(payslip(place, today: "2027-01-09").minutes.paid == 0)
    }

    /// February 2028 (leap year): a shift on the 29th is in February's period; payday 31 "same"
    /// is Tuesday the 29th.
    @Test func leapDay() {
        let place = workplace(
            payday: PaydayRule(day: 31, month: .same, ifHoliday: .keep), weeklyHolidayAllowance: false,
            shifts: [shift("2028-02-29", "09:00", "12:00")])
        let slip = payslip(place, today: "2028-02-29")
        #expect(slip.payday == date("2028-02-29"))
        #expect(slip.daysUntilPaydayLabel == "D-day")
        #expect(slip.minutes.paid == 180)
    }

    /// Four insurances in November 2026 on 7,407 paid minutes at 10,000 won, 1 employee:
    /// gross 7,407 x 10,000 / 60 = 1,234,500: pension 1,234,000 x 4.75 % = 58,615 -> 58,610; health 1,234,500 x 3.595 %
    /// = 44,380.27 -> 44,380; care 44,380 x 13.14 % = 5,831.53 -> 5,830; employment 11,110.5 -> 11,110.
    /// Total 119,930; net 1,114,570.
    @Test func fourInsurances() {
        let minutes = 7_407
        var shifts: [Shift] = []
        var left = minutes
        var day = date("2026-11-02")
        while left > 0 {
            let length = min(left, 480)
            shifts.append(
                Shift(date: day, start: time("09:00"), end: TimeOfDay(hour: 9 + length / 60, minute: length % 60)!))
            left -= length
            day = day.adding(days: 1)
        }
        let place = workplace(
            weeklyHolidayAllowance: false, deductions: DeductionRules(insurance: .four), shifts: shifts)
        let slip = payslip(place, today: "2026-11-30")
        #expect(slip.pay.gross == Money(won: 1_234_500))
        #expect(slip.deductions.nationalPension == Money(won: 58_610))
        #expect(slip.deductions.healthInsurance == Money(won: 44_380))
        #expect(slip.deductions.longTermCare == Money(won: 5_830))
        #expect(slip.deductions.employmentInsurance == Money(won: 11_110))
        #expect(slip.deductions.total == Money(won: 119_930))
        #expect(slip.net == Money(won: 1_114_570))
    }

    /// No pay, no insurance: the pension floor does not charge a month with no work.
    @Test func noInsuranceOnNothing() {
        let slip = payslip(
            workplace(deductions: DeductionRules(incomeTax: .businessIncome, insurance: .four), shifts: []),
            today: "2026-11-21")
        #expect(slip.deductions.total == .zero)
        #expect(slip.net == .zero)
    }

    @Test func wagesBelowTheMinimumAreWarnings() {
        let slip = payslip(workplace(wage: 9_860, shifts: []), today: "2026-11-21")
        #expect(slip.warnings == [.belowMinimumWage(hourly: 9_860, minimum: 10_320, year: 2026)])
        // 10,030 was the 2025 minimum: no warning for a 2025 period, a warning for 2026.
        #expect(payslip(workplace(wage: 10_030, shifts: []), today: "2025-11-21").warnings.isEmpty)
        #expect(payslip(workplace(wage: 10_030, shifts: []), today: "2026-01-21").warnings.count == 1)
    }

    @Test func aYearWithoutHolidaysIsAWarning() throws {
        let slip = payslip(workplace(shifts: []), today: "2028-03-01", holidays: try shippedHolidays())
        #expect(slip.warnings.contains(.holidaysNotKnown(year: 2028)))
    }
}

import Testing

@testable import Payroll

/// Two planned shifts on one day, and sick days as the work rules count them, each worked by hand
/// at 10,320 won an hour.
@Suite struct SplitScheduleAndSickDayTests {
    /// Tuesday 2026-12-08 only: 09:00-12:00 and 18:00-22:00, no breaks, no allowance.
    func splitDay(recorded: [Shift] = [], open: OpenShift? = nil) -> Workplace {
        let entries = [("09:00", "12:00"), ("18:00", "22:00")].map { start, end in
            ScheduleEntry(
                days: [.tuesday], start: time(start), end: time(end), from: date("2026-12-08"),
                until: date("2026-12-08"))
        }
        return Workplace(
            name: "분식", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
            weeklyHolidayAllowance: false, shifts: recorded, openShift: open, schedule: entries)
    }

    func forecast(_ place: Workplace, at moment: String) -> Payslip.Forecast {
        let parts = moment.split(separator: " ").map(String.init)
        let now = LocalMoment(date: date(parts[0]), time: time(parts[1]))
        return Payslip.forecast(
            workplace: place, period: PayPeriod(year: 2026, month: 12), now: now, holidays: noHolidays,
            rates: shippedRates)
    }

    /// The morning worked 09:00-12:00 (180 minutes), seen at 13:00: the evening's 240 minutes are
    /// still ahead. Expected base (180 + 240) × 10,320 / 60 = 72,240; the evening alone is
    /// 240 × 10,320 / 60 = 41,280, which the forecast dropped when the morning stood for the day.
    @Test func bothShiftsOfASplitDayAreForecast() {
        let morning = shift("2026-12-08", "09:00", "12:00")
        let place = splitDay(recorded: [morning])
        let now = LocalMoment(date: date("2026-12-08"), time: time("13:00"))
        let days = place.plannedDays(in: date("2026-12-07")...date("2026-12-13"), now: now, holidays: noHolidays)
        #expect(days.map(\.status) == [.worked, .ahead])
        #expect(days.map(\.recorded) == [morning, nil])
        let expected = forecast(place, at: "2026-12-08 13:00")
        #expect(expected.pay.base == Money(won: 72_240))
        #expect(expected.plannedAhead == 1 && expected.plannedAheadMinutes == 240)
        // Nothing recorded yet: both ahead, 420 minutes, the same 72,240.
        let plans = forecast(splitDay(), at: "2026-12-08 08:00")
        #expect(plans.pay.base == Money(won: 72_240))
        #expect(plans.plannedAhead == 2)
    }

    /// A shift recorded at other hours (13:00-16:00, 180 minutes) works the first plan left (the
    /// morning); the evening is still ahead: (180 + 240) × 10,320 / 60 = 72,240.
    @Test func aShiftAtOtherHoursWorksOnePlanOfTheDay() {
        let place = splitDay(recorded: [shift("2026-12-08", "13:00", "16:00")])
        let now = LocalMoment(date: date("2026-12-08"), time: time("16:30"))
        let days = place.plannedDays(in: date("2026-12-08")...date("2026-12-08"), now: now, holidays: noHolidays)
        #expect(days.map(\.status) == [.worked, .ahead])
        #expect(forecast(place, at: "2026-12-08 16:30").pay.base == Money(won: 72_240))
    }

    /// The morning recorded and the evening clocked in at 17:55, seen at 19:00: the evening is
    /// worked through the open shift and forecast at its plan, (180 + 240) × 10,320 / 60 = 72,240.
    @Test func theOpenShiftWorksTheEveningOnly() {
        let place = splitDay(
            recorded: [shift("2026-12-08", "09:00", "12:00")],
            open: OpenShift(date: date("2026-12-08"), start: time("17:55")))
        let now = LocalMoment(date: date("2026-12-08"), time: time("19:00"))
        let days = place.plannedDays(in: date("2026-12-08")...date("2026-12-08"), now: now, holidays: noHolidays)
        #expect(days.map(\.status) == [.worked, .worked])
        #expect(forecast(place, at: "2026-12-08 19:00").pay.base == Money(won: 72_240))
    }

    /// Mon, Wed, Fri Nov 9-13 2026, 10:00-16:00 with a 30-minute break (330 paid minutes),
    /// contracted 16 hours (allowance min(16, 40) / 40 × 8 h = 192 minutes a week); Nov 9 and 13
    /// worked, Wed Nov 11 sick.
    ///   base 2 × 330 = 660 × 10,320 / 60 = 113,520; allowance 192 × 10,320 / 60 = 33,024;
    ///   the sick day's plan 330 × 10,320 / 60 = 56,760.
    func sickWeek(_ rule: SickLeave) -> Workplace {
        Workplace(
            name: "편의점", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10, ifHoliday: .keep),
            contractWeeklyHours: 16,
            shifts: ["2026-11-09", "2026-11-13"].map { shift($0, "10:00", "16:00", break: 30) },
            schedule: [
                ScheduleEntry(
                    days: [.monday, .wednesday, .friday], start: time("10:00"), end: time("16:00"), breakMinutes: 30,
                    from: date("2026-11-09"), until: date("2026-11-15"))
            ],
            absences: [Absence(date: date("2026-11-11"), kind: .sick)], sickLeave: rule)
    }

    /// Excused (the default): unpaid, the allowance kept, with the word about the work rules:
    /// 113,520 + 33,024 = 146,544. An absence: the allowance lost, 113,520. Paid: the plan paid
    /// with the days off and the allowance kept, 113,520 + 56,760 + 33,024 = 203,304.
    @Test func aSickDayFollowsTheWorkRules() {
        let excused = payslip(sickWeek(.excused), today: "2026-11-30")
        #expect(excused.pay.gross == Money(won: 146_544))
        #expect(excused.pay.weeklyHolidayAllowance == Money(won: 33_024))
        #expect(excused.warnings == [.sickDaysExcused(days: [date("2026-11-11")])])
        #expect(excused.allowanceOnSickDays == Money(won: 33_024))

        let absence = payslip(sickWeek(.absence), today: "2026-11-30")
        #expect(absence.pay == Payslip.Pay(base: Money(won: 113_520)))
        #expect(
            absence.warnings == [.allowanceLostForSickDays(sunday: date("2026-11-15"), sick: [date("2026-11-11")])])
        #expect(absence.allowanceOnSickDays == .zero)

        let paid = payslip(sickWeek(.paid), today: "2026-11-30")
        #expect(paid.pay.gross == Money(won: 203_304))
        #expect(paid.pay.paidDaysOff == Money(won: 56_760))
        #expect(paid.warnings == [.sickDaysPaid(days: [date("2026-11-11")])])
    }

    /// `differences`: 113,520 received for the excused week is the pay without the allowance of
    /// the week with the sick day (146,544 - 33,024): not named as missing, but as depending on
    /// the work rules. With the same week fully worked at the same figures (a third shift in
    /// place of the sick day: 990 × 10,320 / 60 = 170,280 + 33,024 = 203,304; 170,280 received),
    /// the allowance is named as missing.
    @Test func differencesDoNotAccuseOnASickDay() {
        let place = sickWeek(.excused)
        let receipt = Receipt(period: PayPeriod(year: 2026, month: 11), amount: Money(won: 113_520))
        let now = LocalMoment.endOfDay(date("2026-12-31"))
        let row = PayDifferences.Row(
            workplace: place, receipt: receipt, today: date("2026-12-31"), now: now, holidays: noHolidays,
            rates: shippedRates)
        #expect(row.missingParts.isEmpty)
        #expect(row.dependsOnWorkRules == Money(won: 33_024))

        var worked = place
        worked.absences = []
        worked.shifts.append(shift("2026-11-11", "10:00", "16:00", break: 30))
        worked.shifts.sort { $0.start < $1.start }
        let full = PayDifferences.Row(
            workplace: worked, receipt: Receipt(period: receipt.period, amount: Money(won: 170_280)),
            today: date("2026-12-31"), now: now, holidays: noHolidays, rates: shippedRates)
        #expect(full.missingParts == [.weeklyHolidayAllowance])
        #expect(full.dependsOnWorkRules == nil)
    }
}

/// Leave needs a balance: 5 employees, 20 contracted hours (a day of leave is 20 / 40 × 8 =
/// 4 h = 240 minutes), every weekday 09:00-13:00 from Monday 2026-01-05, at 10,000 won.
@Suite struct LeaveBalanceTests {
    func job(leave: [String]) -> Workplace {
        Workplace(
            name: "마트", employees: 5, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            contractWeeklyHours: 20,
            shifts: shifts(
                on: weekdays, from: "2026-01-05", through: "2026-06-30", "09:00", "13:00", skipping: Set(leave)),
            schedule: [
                ScheduleEntry(
                    days: [.monday, .tuesday, .wednesday, .thursday, .friday], start: time("09:00"), end: time("13:00"),
                    from: date("2026-01-05"))
            ],
            absences: leave.map { Absence(date: date($0), kind: .leave) }, startDate: date("2026-01-05"))
    }

    /// Leave on Wednesday January 14, before the first day is granted (February 5, after month 1
    /// attended in full: the leave day is excused, not missed). Seen on January 31: granted 0,
    /// taken 240 minutes: the balance shows 0, with 240 minutes (1 day) beyond it, never -1 day.
    /// January's payslip pays no leave (not 4 h × 10,000 = 40,000) and says why.
    @Test func leaveBeforeAnyGrantIsUnpaidAndNeverANegativeBalance() throws {
        let place = job(leave: ["2026-01-14"])
        let leave = try #require(
            place.annualLeave(today: date("2026-01-31"), now: .endOfDay(date("2026-01-31")), holidays: noHolidays))
        #expect(leave.balanceMinutes == -240)
        #expect(leave.owedBalanceMinutes == 0)
        #expect(leave.beyondBalanceMinutes == 240)
        #expect(leave.daysBeyondBalance == [date("2026-01-14")])
        let january = payslip(place, today: "2026-01-31")
        #expect(january.pay.annualLeave == .zero)
        #expect(january.leaveDays.isEmpty)
        #expect(january.warnings.contains(.leaveBeyondBalance(days: [date("2026-01-14")])))
        #expect(!january.plannedDays.contains { $0.status == .missed })
    }

    /// Leave on Wednesday April 15, with 3 days granted by then (Feb 5, Mar 5, Apr 5): paid,
    /// 4 h × 10,000 = 40,000, no warning about the balance.
    @Test func leaveWithinTheBalanceIsPaid() {
        let april = Payslip(
            workplace: job(leave: ["2026-04-15"]), period: PayPeriod(year: 2026, month: 4), today: date("2026-04-30"),
            now: .endOfDay(date("2026-04-30")), holidays: noHolidays, rates: shippedRates)
        #expect(april.pay.annualLeave == Money(won: 40_000))
        #expect(!april.warnings.contains { if case .leaveBeyondBalance = $0 { true } else { false } })
    }
}

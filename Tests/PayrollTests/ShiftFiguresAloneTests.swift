import Testing

@testable import Payroll

/// `ShiftFigures(alone:at:holidays:)`: one shift's figures outside its week (the shift list's
/// row), with only the day's overtime.
@Suite struct ShiftFiguresAloneTests {
    /// Worked by hand at 10,000 won with 5 employees: Mon Nov 2 14:00-02:00 with a 1 h break is
    /// 660 paid minutes, 240 at night (22:00-02:00), 180 over 8 hours.
    /// Base 660 x 10,000 / 60 = 110,000; night 240 x 10,000 / 120 = 20,000; overtime
    /// 180 x 10,000 / 120 = 15,000; 110,000 + 20,000 + 15,000 = 145,000. Alone in its week, the
    /// period's own figure for the shift is the same.
    @Test func aLongNightShift() {
        let long = shift("2026-11-02", "14:00", "02:00", break: 60)
        let place = workplace(employees: 5, weeklyHolidayAllowance: false, shifts: [long])
        let alone = ShiftFigures(alone: long, at: place, holidays: noHolidays)
        #expect(alone.minutes == Payslip.Minutes(paid: 660, day: 420, night: 240, overtime: 180, holiday: 0))
        #expect(alone.hourlyWage == 10_000)
        #expect(alone.pay.base == Money(won: 110_000))
        #expect(alone.pay.night == Money(won: 20_000))
        #expect(alone.pay.overtime == Money(won: 15_000))
        #expect(alone.pay.gross == Money(won: 145_000))
        #expect(payslip(place, today: "2026-11-21").shifts == [alone])
    }

    /// Under 5 employees the same shift earns its base pay only: 660 x 10,000 / 60 = 110,000.
    @Test func noPremiumsUnderFiveEmployees() {
        let long = shift("2026-11-02", "14:00", "02:00", break: 60)
        let place = workplace(employees: 4, shifts: [long])
        #expect(ShiftFigures(alone: long, at: place, holidays: noHolidays).pay.gross == Money(won: 110_000))
    }

    /// Sun Nov 8, the contract's weekly day off, 09:00-20:00 with a 1 h break: 600 paid minutes,
    /// 480 within 8 hours and 120 beyond, no daily overtime (holiday minutes are not overtime).
    /// Base 600 x 10,000 / 60 = 100,000; holiday premium (480 x 10,000 + 2 x 120 x 10,000) / 120
    /// = 7,200,000 / 120 = 60,000; 100,000 + 60,000 = 160,000.
    @Test func aLongShiftOnTheWeeklyDayOff() {
        let sunday = shift("2026-11-08", "09:00", "20:00", break: 60)
        let place = workplace(employees: 5, weeklyHoliday: .sunday, shifts: [sunday])
        let alone = ShiftFigures(alone: sunday, at: place, holidays: noHolidays)
        #expect(alone.minutes == Payslip.Minutes(paid: 600, day: 600, night: 0, overtime: 0, holiday: 600))
        #expect(alone.pay.overtime == .zero)
        #expect(alone.pay.holiday == Money(won: 60_000))
        #expect(alone.pay.gross == Money(won: 160_000))
    }
}

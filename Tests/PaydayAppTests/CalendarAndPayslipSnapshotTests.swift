import Payroll
import PayrollWords
import Testing

@testable import PaydayApp

/// The month calendar (`c`) and the payslip screen (`p`) as text, compared with Snapshots/.
/// Read by eye against the fixture on 2026-11-21: Cafe Blue's shifts are Nov 3 and 4, 4 h each,
/// ₩41,280 (`41k` abbreviated at 40 columns, `41천` in Korean); Night Mart's night shift of
/// Nov 5 pays ₩123,840 (base and the half-rate night premium). Today (21st, a Saturday) is
/// marked `•`; the selection starts on it (the status line names the selected day).
/// December shows Christmas and, among January's days, New Year's Day as holidays (`*`).
@Suite struct CalendarAndPayslipSnapshotTests {
    private func check(
        _ name: String, language: PayrollLanguage = .english, width: Int, height: Int, keys: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (screen, log) = try AppTestSupport.render(language: language, width: width, height: height, keys: keys)
        #expect(
            screen.split(separator: "\n", omittingEmptySubsequences: false).count == height + 1,
            sourceLocation: sourceLocation)
        #expect(log.isEmpty, "layout log: \(log)", sourceLocation: sourceLocation)
        AppTestSupport.assertSnapshot(screen, named: name, sourceLocation: sourceLocation)
    }

    @Test func calendarEnglish80x24() throws { try check("en-80x24-calendar", width: 80, height: 24, keys: "c") }
    @Test func calendarKorean80x24() throws {
        try check("ko-80x24-calendar", language: .korean, width: 80, height: 24, keys: "c")
    }
    @Test func calendarEnglish40x20() throws { try check("en-40x20-calendar", width: 40, height: 20, keys: "c") }
    @Test func calendarKorean40x20() throws {
        try check("ko-40x20-calendar", language: .korean, width: 40, height: 20, keys: "c")
    }
    @Test func calendarNightShift80x24() throws {
        try check("en-80x24-calendar-night", width: 80, height: 24, keys: "down c left")
    }
    /// → past the month's last day shows December; ↑ from there goes back a week into November.
    @Test func calendarNextMonth() throws {
        try check(
            "en-80x24-calendar-december", width: 80, height: 24, keys: "c down down right right right right right right"
        )
    }
    /// Enter on Nov 3 pushes that day's shift list (the navigation bar names the day).
    @Test func calendarDayShifts() throws {
        try check("en-80x24-calendar-day-shifts", width: 80, height: 24, keys: "c up up left left left left enter")
    }
    @Test func calendarDayShifts40x20() throws {
        try check("en-40x20-calendar-day-shifts", width: 40, height: 20, keys: "c up up left left left left enter")
    }
    @Test func calendarDayShiftsKorean80x24() throws {
        try check(
            "ko-80x24-calendar-day-shifts", language: .korean, width: 80, height: 24,
            keys: "c up up left left left left enter")
    }
    @Test func calendarDayShiftsKorean40x20() throws {
        try check(
            "ko-40x20-calendar-day-shifts", language: .korean, width: 40, height: 20,
            keys: "c up up left left left left enter")
    }
    /// Back from the day's list: the calendar as it was, on the same day.
    @Test func calendarDayShiftsBack() throws {
        try check("en-80x24-calendar-day-back", width: 80, height: 24, keys: "c up up left left left left enter escape")
    }
    @Test func calendarClosedKeepsHome() throws {
        try check("en-80x24-second-unfolded", width: 80, height: 24, keys: "down enter c escape")
    }
    @Test func payslipEnglish80x24() throws { try check("en-80x24-payslip", width: 80, height: 24, keys: "down p") }
    @Test func payslipKorean80x24() throws {
        try check("ko-80x24-payslip", language: .korean, width: 80, height: 24, keys: "down p")
    }
    @Test func payslipScrolled40x20() throws {
        try check("en-40x20-payslip-end", width: 40, height: 20, keys: "down p end")
    }
    @Test func payslipSideways40x20() throws {
        try check("en-40x20-payslip-right", width: 40, height: 20, keys: "down p right right right")
    }
}

import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp

/// The calendar's schedule marks on Fixtures/plans.json (Cafe Plan: Mondays and Wednesdays
/// 09:00-13:00 from Nov 1 2026; recorded Nov 2, 4, 9, 18; nothing on Nov 11; sick on Nov 16;
/// today Saturday Nov 21): worked ● on 2, 4, 9, 18, missed × on 11, excused − on 16, planned ○ on
/// 23, 25, 30. And `x`, which records why a day is not worked, through the records, undoable.
@Suite struct CalendarPlanTests {
    static let plansFile = ForecastCardTests.plansFile

    @Test func marksEachPlannedDayByWhatBecameOfIt() throws {
        let (_, scene) = AppTestSupport.open(try AppTestSupport.session(file: Self.plansFile))
        let place = try #require(scene.records.workplace(named: "Cafe Plan"))
        let plans = MonthCalendarViewController.plans(of: place, year: 2026, month: 11, records: scene.records)
        func mark(_ day: Int) -> CalendarDayView.PlanMark? {
            plans[LocalDate(year: 2026, month: 11, day: day)!].map { CalendarDayView.PlanMark($0) }
        }
        for day in [2, 4, 9, 18] { #expect(mark(day) == .worked, "Nov \(day)") }
        #expect(mark(11) == .missed)
        #expect(mark(16) == .excused)
        for day in [23, 25, 30] { #expect(mark(day) == .planned, "Nov \(day)") }
        #expect(plans.count == 9)
    }

    /// A shift recorded ahead (Nov 25, after today Nov 21) shows on the one workplace's
    /// calendar with what it will pay, as the all-workplaces calendar and the shift list show
    /// it: 4 h at 10,320 = 41,280, the same as the worked Nov 18.
    @Test func aShiftRecordedAheadShowsItsFigures() throws {
        let file = try RecordingWorkTests.temporaryFile()
        for arguments in [
            ["workplace", "add", "cafe", "--wage", "10320", "--payday-day", "10"],
            ["shift", "add", "cafe", "2026-11-18", "09:00", "13:00"],
            ["shift", "add", "cafe", "2026-11-25", "09:00", "13:00"],
        ] {
            let result = try runStoreCommand(arguments, file: file, now: "2026-11-21T09:00", environment: [:])
            #expect(result.exitStatus == 0, "\(arguments): \(result.standardError)")
        }
        let (_, scene) = AppTestSupport.open(try AppTestSupport.session(file: file))
        let place = try #require(scene.records.workplace(named: "cafe"))
        let figures = MonthCalendarViewController.figures(
            of: place, year: 2026, month: 11, basis: scene.records.basis)
        for day in [18, 25] {
            let figure = figures[LocalDate(year: 2026, month: 11, day: day)!]
            #expect(figure?.paidMinutes == 240, "Nov \(day)")
            #expect(figure?.pay == Money(won: 41_280), "Nov \(day)")
        }
        #expect(figures.count == 2)
        // The card's pay so far still counts the worked shift only.
        #expect(scene.records.basis.payslip(of: place, month: PayPeriod(iso: "2026-11")!).days.count == 1)
    }

    /// The shift list shows the sick Nov 16 as a row of its own, marked − and saying why, with
    /// no pay; the week's header counts worked hours only (Nov 18's 4 h), and `?` names the mark.
    @Test func anAbsenceIsARowOfTheShiftList() throws {
        let (english, _) = try AppTestSupport.render(file: Self.plansFile, width: 80, height: 24, keys: "s")
        let lines = english.split(separator: "\n").map(String.init)
        #expect(lines.contains(" − Mon Nov 16  sick (planned 09:00–13:00)"), "\(english)")
        #expect(lines.contains("Week of Nov 16 · 4h · weekly allowance -"), "\(english)")
        let (korean, _) = try AppTestSupport.render(
            file: Self.plansFile, language: .korean, width: 80, height: 24, keys: "s")
        #expect(korean.contains("병가 (예정 09:00–13:00)"), "\(korean)")
        let (keys, _) = try AppTestSupport.render(file: Self.plansFile, width: 80, height: 24, keys: "s ?")
        #expect(keys.contains("a planned day not worked, and why"), "\(keys)")
    }

    private func check(_ name: String, language: PayrollLanguage = .english, width: Int, height: Int, keys: String)
        throws
    {
        let (screen, log) = try AppTestSupport.render(
            file: Self.plansFile, language: language, width: width, height: height, keys: keys)
        #expect(log.isEmpty, "layout log: \(log)")
        AppTestSupport.assertSnapshot(screen, named: name)
    }

    @Test func english80x24() throws { try check("en-80x24-calendar-plans", width: 80, height: 24, keys: "c") }
    @Test func korean80x24() throws {
        try check("ko-80x24-calendar-plans", language: .korean, width: 80, height: 24, keys: "c")
    }
    @Test func english40x20() throws { try check("en-40x20-calendar-plans", width: 40, height: 20, keys: "c") }
    @Test func korean40x20() throws {
        try check("ko-40x20-calendar-plans", language: .korean, width: 40, height: 20, keys: "c")
    }
    /// The missed day selected: its line says so.
    @Test func missedDaySelected() throws {
        try check("en-80x24-calendar-missed", width: 80, height: 24, keys: "c up h h h")
    }
    /// `?` lists the marks under the keys, `x` among them.
    @Test func legendEnglish() throws { try check("en-80x24-keys-calendar-plans", width: 80, height: 24, keys: "c ?") }
    @Test func legendKorean() throws {
        try check("ko-80x24-keys-calendar-plans", language: .korean, width: 80, height: 24, keys: "c ?")
    }

    /// `x` on a planned day, then annual leave: saved in the file; `u` at home takes it back.
    @Test func xRecordsAnAbsenceAndUndoes() throws {
        let file = try RecordingWorkTests.temporaryFile()
        try FileManager.default.copyItem(atPath: Self.plansFile, toPath: file)
        // The app's clock: Monday Nov 23, 09:00, a planned day not over yet.
        let (harness, _) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        harness.pressKeys(.character("c"), .character("x"))
        #expect(harness.lines.contains { $0.contains("not worked, why?") })
        harness.pressKeys(.enter)
        var disk = try RecordingWorkTests.onDisk(file)
        #expect(disk.workplaces[0].absences.contains(Absence(date: RecordingWorkTests.monday, kind: .leave)))
        #expect(harness.lines.contains { $0.contains("annual leave (planned 09:00-13:00)") })
        harness.pressKeys(.escape, .character("u"))
        disk = try RecordingWorkTests.onDisk(file)
        #expect(!disk.workplaces[0].absences.contains { $0.date == RecordingWorkTests.monday })
    }
}

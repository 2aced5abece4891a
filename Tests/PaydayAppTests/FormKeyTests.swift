import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// The forms never drop a key: each case the first week's worker met, typed key by key into
/// the app headless. A prefilled field is replaced by the first key; what cannot be read, or is
/// out of the data's range, is said under the field as it is typed; nothing is saved until it
/// is right, and nothing typed is lost.
@Suite struct FormKeyTests {
    typealias Work = RecordingWorkTests

    private func open() throws -> (HeadlessWindow, PaydayScene, String) {
        let file = try Work.temporaryFile()
        let (harness, scene) = AppTestSupport.open(try Work.session(file: file))
        Work.addWorkplace("Cafe", to: harness)
        return (harness, scene, file)
    }

    private func shows(_ harness: HeadlessWindow, _ text: String) -> Bool {
        harness.lines.contains { $0.contains(text) }
    }

    /// The line of the form row titled `title`, and the line under it (its message).
    private func row(_ title: String, in harness: HeadlessWindow) -> (field: String, message: String) {
        let lines = harness.lines
        guard let index = lines.firstIndex(where: { $0.contains("│ " + title) || $0.contains(" " + title + " ") })
        else { return ("", "") }
        return (lines[index], index + 1 < lines.count ? lines[index + 1] : "")
    }

    @Test func aPrefilledDateIsReplacedAndAnImpossibleMonthIsSaid() throws {
        let (harness, _, file) = try open()
        harness.pressKeys(.character("a"))
        #expect(row("Date", in: harness).field.contains("[2026-11-23"))
        // The first key replaces the offered date (it was dropped before: typing did nothing).
        Work.type("2026-13-01", into: harness)
        let date = row("Date", in: harness)
        #expect(date.field.contains("[2026-13-01"), "\(date.field)")
        #expect(date.message.contains("no month 13: 1 to 12"), "\(date.message)")
        harness.pressKeys(.control("s"))
        #expect(try Work.onDisk(file).workplaces[0].shifts.isEmpty, "nothing saved while the month is wrong")
        // Backspace edits what was typed: 2026-1 then 1-20 reads November 20.
        harness.pressKeys(.backspace, .backspace, .backspace, .backspace)
        Work.type("1-20", into: harness)
        #expect(row("Date", in: harness).field.contains("[2026-11-20"))
        #expect(!row("Date", in: harness).message.contains("no month"))
        harness.pressKeys(.control("s"))
        #expect(try Work.onDisk(file).workplaces[0].shifts.map(\.date) == [LocalDate(iso: "2026-11-20")!])
    }

    @Test func timesTakeNineThirtyAndAnHourOfTwentyFiveIsSaid() throws {
        let (harness, _, file) = try open()
        harness.pressKeys(.character("a"), .enter)
        // 9:30 was `0` (the 9 and the colon and the 3 refused without a word).
        Work.type("9:30", into: harness)
        #expect(row("Start", in: harness).field.contains("[9:30"), "\(row("Start", in: harness).field)")
        harness.pressKeys(.enter)
        // 25:00 was `20:0`.
        Work.type("25:00", into: harness)
        let end = row("End", in: harness)
        #expect(end.field.contains("[25:00"), "\(end.field)")
        #expect(end.message.contains("no hour 25: 0 to 23"), "\(end.message)")
        harness.pressKeys(.control("s"))
        #expect(try Work.onDisk(file).workplaces[0].shifts.isEmpty)
        harness.pressKeys(.control("u"))
        // Four digits without a colon: 17:30.
        Work.type("1730", into: harness)
        harness.pressKeys(.control("s"))
        let saved = try Work.onDisk(file).workplaces[0].shifts
        #expect(saved.map(\.startTime) == [TimeOfDay(hour: 9, minute: 30)!])
        #expect(saved.map(\.endTime) == [TimeOfDay(hour: 17, minute: 30)!])
    }

    @Test func aDecimalWageIsAnErrorAndAWageOutOfRangeIsSaidAsTyped() throws {
        let file = try Work.temporaryFile()
        let (harness, _) = AppTestSupport.open(try Work.session(file: file))
        harness.pressKeys(.character("n"))
        // Placeholders are words, not values: `won/hour`, never `[10320`.
        #expect(row("Hourly wage", in: harness).field.contains("[won/hour"))
        #expect(!harness.lines.contains { $0.contains("[10320") })
        Work.type("Cafe", into: harness)
        harness.pressKeys(.enter)
        // 10320.5 was 103205, ten times the wage.
        Work.type("10320.5", into: harness)
        let wage = row("Hourly wage", in: harness)
        #expect(wage.field.contains("[10320.5"), "\(wage.field)")
        #expect(wage.message.contains("a whole number, without a decimal point"), "\(wage.message)")
        harness.pressKeys(.control("u"))
        // 10,000,001 passed the form and was refused by the store, losing the form.
        Work.type("10000001", into: harness)
        #expect(row("Hourly wage", in: harness).message.contains("1 to 10,000,000 won an hour"))
        harness.pressKeys(.control("s"))
        #expect(!FileManager.default.fileExists(atPath: file), "nothing saved while out of range")
        #expect(shows(harness, "New workplace"), "the form stays, with what was typed")
        harness.pressKeys(.control("u"))
        Work.type("10,320", into: harness)
        harness.pressKeys(.enter, .enter)
        Work.type("10", into: harness)
        harness.pressKeys(.control("s"))
        #expect(try Work.onDisk(file).workplaces[0].wages == WageHistory(hourly: 10_320))
    }

    @Test func aWageDateWithMonthThirteenIsSaid() throws {
        let (harness, _, _) = try open()
        harness.pressKeys(.character("e"), .enter, .enter)
        // 2026-13-01 was `2026-10-1`.
        Work.type("2026-13-01", into: harness)
        let from = row("Wage from", in: harness)
        #expect(from.field.contains("[2026-13-01"), "\(from.field)")
        #expect(from.message.contains("no month 13: 1 to 12"), "\(from.message)")
    }

    /// `a`, then the date, start and end typed over what is offered, then ^S.
    private func addShift(_ date: String, _ start: String, _ end: String, in harness: HeadlessWindow) {
        harness.pressKeys(.character("a"))
        Work.type(date, into: harness)
        harness.pressKeys(.enter)
        Work.type(start, into: harness)
        harness.pressKeys(.enter)
        Work.type(end, into: harness)
        harness.pressKeys(.control("s"))
    }

    @Test func aShiftOverSixteenHoursIsAskedAbout() throws {
        let (harness, _, file) = try open()
        // 06:00 to 05:00 the next morning: 23 hours, most likely a typo for 15:00.
        addShift("2026-11-18", "06:00", "05:00", in: harness)
        #expect(shows(harness, "Save a shift of 23h?"), "\(harness.lines.joined(separator: "\n"))")
        #expect(shows(harness, "2026-11-18 06:00-05:00 is over 16 hours"))
        // Change it (focused): back to the form, all typed still there, nothing saved.
        harness.pressKeys(.enter)
        #expect(row("End", in: harness).field.contains("[05:00"))
        #expect(try Work.onDisk(file).workplaces[0].shifts.isEmpty)
        // Yes: saved, confirmed (the store's rule asks for the same confirmation).
        harness.pressKeys(.control("s"), .tab, .enter)
        let saved = try Work.onDisk(file).workplaces[0].shifts
        #expect(saved.map(\.lengthMinutes) == [23 * 60])
        // 16 hours exactly needs no question: 06:00-22:00.
        addShift("2026-11-19", "06:00", "22:00", in: harness)
        #expect(!shows(harness, "over 16 hours"))
        #expect(try Work.onDisk(file).workplaces[0].shifts.count == 2)
    }

    @Test func theClockOutSheetShowsTheEndItRecordsAndAForgottenOneIsFixedThere() throws {
        let (harness, scene, file) = try open()
        harness.pressKeys(.character("i"))
        harness.clock.advance(by: 3 * 3600)
        scene.minuteDidPass()
        harness.pressKeys(.character("o"))
        #expect(row("End date", in: harness).field.contains("[2026-11-23"))
        #expect(row("End time", in: harness).field.contains("[12:00"))
        // Left at 11:15 in fact: back to the time (Shift-Tab), typed over, break 0.
        harness.pressKeys(.backTab)
        Work.type("11:15", into: harness)
        harness.pressKeys(.enter)
        Work.type("0", into: harness)
        harness.pressKeys(.enter)
        let shifts = try Work.onDisk(file).workplaces[0].shifts
        #expect(shifts.map(\.endTime) == [TimeOfDay(hour: 11, minute: 15)!])
        #expect(try Work.onDisk(file).workplaces[0].openShift == nil)
    }

    @Test func aClockOutAfterNowIsSaidUnderTheTime() throws {
        let (harness, _, file) = try open()
        harness.pressKeys(.character("i"), .character("o"), .backTab)
        Work.type("13:00", into: harness)
        #expect(row("End time", in: harness).message.contains("after now (09:00)"))
        harness.pressKeys(.control("s"))
        #expect(try Work.onDisk(file).workplaces[0].openShift != nil)
    }

    @Test func theOpenShiftIsInTheShiftList() throws {
        let (harness, scene, _) = try open()
        harness.pressKeys(.character("i"))
        harness.clock.advance(by: 2 * 3600)
        scene.minuteDidPass()
        harness.pressKeys(.character("s"))
        #expect(shows(harness, "Mon Nov 23  09:00–  working, 2h so far  (e: start, o: clock out)"))
        // o from the list opens the clock-out sheet.
        harness.pressKeys(.character("o"))
        #expect(row("End time", in: harness).field.contains("[11:00"))
    }
}

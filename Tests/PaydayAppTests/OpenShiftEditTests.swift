import Foundation
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// A clock-in at the wrong time, corrected: the open shift's date, start and memo change through
/// `DataChange.editOpenShift` (one rule, `DataRules.checkOpenShiftEdit`), from the shift list's
/// `e` (the open shift's form: no end, no break) and from `payday shift edit` naming the open
/// shift by its date and start, as a closed shift is named. Each is a history entry of its own
/// (`changedOpenShift`), and `u` undoes it.
@Suite struct OpenShiftEditTests {
    typealias Work = RecordingWorkTests

    private static let cafe = "Cafe"

    /// A file with one workplace and a shift on Friday 2026-11-20, 09:00-13:00.
    private static func file() throws -> String {
        let file = try Work.temporaryFile()
        let friday = Shift(
            date: LocalDate(iso: "2026-11-20")!, start: TimeOfDay(hour: 9, minute: 0)!,
            end: TimeOfDay(hour: 13, minute: 0)!, breakMinutes: 0)
        try DataStore(path: file).apply(
            .addWorkplace(
                Workplace(name: cafe, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [friday])
            ))
        return file
    }

    private static func time(_ hour: Int, _ minute: Int = 0) -> TimeOfDay { TimeOfDay(hour: hour, minute: minute)! }

    private func row(_ title: String, in harness: HeadlessWindow) -> (field: String, message: String) {
        let lines = harness.lines
        guard let index = lines.firstIndex(where: { $0.contains("│ " + title + " ") }) else { return ("", "") }
        return (lines[index], index + 1 < lines.count ? lines[index + 1] : "")
    }

    // MARK: The rule

    @Test func theRuleMovesTheStartAndRefusesWhatAClockInWouldNot() throws {
        let open = OpenShift(date: Work.monday, start: Self.time(9))
        var file = DataFile(
            workplaces: [
                Workplace(
                    name: "A", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
                    shifts: [
                        Shift(
                            date: LocalDate(iso: "2026-11-20")!, start: Self.time(9), end: Self.time(13),
                            breakMinutes: 0)
                    ], openShift: open)
            ])
        let earlier = OpenShift(date: Work.monday, start: Self.time(8, 30), memo: "opened")
        try DataChange.editOpenShift(workplace: "A", original: open, replacement: earlier).apply(to: &file)
        #expect(file.workplaces[0].openShift == earlier)
        #expect(file.workplaces[0].shifts.count == 1, "no shift closed or added")

        // Named by what it was: the old start no longer names it.
        #expect(throws: RuleReasons([.noSuchOpenShift(workplace: "A", open)])) {
            try DataChange.editOpenShift(workplace: "A", original: open, replacement: open).apply(to: &file)
        }
        // A start inside a shift already recorded (Friday 10:00, inside 09:00-13:00).
        let inside = OpenShift(date: LocalDate(iso: "2026-11-20")!, start: Self.time(10))
        let insideMoment = LocalMoment(date: LocalDate(iso: "2026-11-20")!, time: Self.time(10))
        #expect(
            DataRules.checkOpenShiftEdit(from: earlier, to: inside, at: 0, in: file.workplaces)
                == .clockInInsideShift(insideMoment, workplace: "A", file.workplaces[0].shifts[0]))
        // A year with a digit missing.
        let typo = OpenShift(date: LocalDate(iso: "1026-11-23")!, start: Self.time(9))
        #expect(
            DataRules.checkOpenShiftEdit(from: earlier, to: typo, at: 0, in: file.workplaces)
                == .dateOutsideWindow(.clockDate, typo.date, allowed: Limits.dates))
        // Nothing open: nothing to change.
        file.workplaces[0].openShift = nil
        #expect(
            DataRules.checkOpenShiftEdit(from: earlier, to: open, at: 0, in: file.workplaces)
                == .nothingOpen(workplace: "A"))
    }

    // MARK: The app

    @Test func eInTheShiftListCorrectsTheStartAndUUndoesIt() throws {
        let file = try Self.file()
        let (harness, scene) = AppTestSupport.open(try Work.session(file: file))
        harness.pressKeys(.character("i"))
        harness.clock.advance(by: 2 * 3600)
        scene.minuteDidPass()
        harness.pressKeys(.character("s"))
        #expect(harness.lines.contains { $0.contains("09:00–  working, 2h so far  (e: start, o: clock out)") })
        harness.pressKeys(.character("e"))
        // The shift form of the open shift: its date, its start (focused) and memo; no end, no break.
        #expect(harness.lines.contains { $0.contains("Edit open shift · Cafe") })
        #expect(row("Date", in: harness).field.contains("[2026-11-23"))
        #expect(row("Start", in: harness).field.contains("[09:00"))
        #expect(!harness.lines.contains { $0.contains("│ End ") || $0.contains("│ Break") })
        Work.type("8:30", into: harness)
        harness.pressKeys(.control("s"))
        var saved = try #require(try Work.onDisk(file).workplaces.first?.openShift)
        #expect(saved == OpenShift(date: Work.monday, start: Self.time(8, 30)))
        #expect(harness.lines.contains { $0.contains("08:30–  working, 2h 30m so far") })
        #expect(harness.lines.contains { $0.contains("The open shift at Cafe now started 2026-11-23 08:30") })
        // Its own history entry, named in the history's words.
        let entry = try #require(try DataStore(path: file).history().entries.last)
        #expect(
            entry.event
                == .changedOpenShift(
                    workplace: "Cafe", from: ShiftRecord(OpenShift(date: Work.monday, start: Self.time(9))),
                    to: ShiftRecord(saved)))
        #expect(
            RuleWords(language: .english, place: .app).event(entry.event)
                == "Changed the open shift at Cafe: started 2026-11-23 09:00, now 2026-11-23 08:30")
        #expect(
            RuleWords(language: .korean, place: .app).event(entry.event)
                == "출근 시각 변경: Cafe 2026-11-23 09:00 → 2026-11-23 08:30")

        // u undoes it: the start is 09:00 again, and the clock-out closes the shift from there.
        harness.pressKeys(.character("u"))
        saved = try #require(try Work.onDisk(file).workplaces.first?.openShift)
        #expect(saved.startTime == Self.time(9))
        #expect(harness.lines.contains { $0.contains("Undid: Changed the open shift at Cafe") })
        // r redoes it; the clock-out then records the shift from 08:30.
        harness.pressKeys(.character("r"), .character("o"), .control("s"))
        let closed = try #require(try Work.onDisk(file).workplaces.first?.shifts.last)
        #expect(closed.startTime == Self.time(8, 30))
        #expect(closed.endTime == Self.time(11))
        #expect(try Work.onDisk(file).workplaces.first?.openShift == nil)
    }

    @Test func theOpenShiftFormSaysWhatIsWrongUnderTheFieldAndSavesNothing() throws {
        let file = try Self.file()
        let (harness, _) = AppTestSupport.open(try Work.session(file: file))
        harness.pressKeys(.character("i"), .character("s"), .character("e"))
        // After now (09:00): as the clock-out sheet says an end after now.
        Work.type("10:00", into: harness)
        #expect(row("Start", in: harness).message.contains("after now (09:00)"), "\(harness.lines)")
        harness.pressKeys(.control("s"))
        #expect(try Work.onDisk(file).workplaces[0].openShift?.startTime == Self.time(9))
        // Friday 10:00 is inside Friday's recorded shift: the store's reason under the start.
        harness.pressKeys(.backTab, .control("u"))
        Work.type("2026-11-20", into: harness)
        harness.pressKeys(.enter)
        #expect(row("Start", in: harness).message.contains("inside the shift"), "\(harness.lines)")
        harness.pressKeys(.control("s"))
        #expect(try Work.onDisk(file).workplaces[0].openShift?.date == Work.monday)
        // An hour of 25 is said as typed.
        harness.pressKeys(.control("u"))
        Work.type("25:00", into: harness)
        #expect(row("Start", in: harness).message.contains("no hour 25"))
    }

    @Test func eWithNoOpenShiftOnTheListSaysSo() throws {
        let file = try Self.file()
        let (harness, _) = AppTestSupport.open(try Work.session(file: file))
        harness.pressKeys(.character("s"), .character("e"))
        #expect(harness.lines.contains { $0.contains("No open shift in this list") })
        #expect(!harness.lines.contains { $0.contains("Edit open shift") })
    }

    // MARK: The command line

    @Test func shiftEditNamesTheOpenShiftByItsStart() throws {
        let file = try Self.file()
        func run(_ arguments: [String], now: String = "2026-11-23T11:00") throws -> CommandResult {
            try runStoreCommand(arguments, file: file, now: now, environment: [:])
        }
        #expect(try run(["clock", "in", "Cafe", "--at", "09:00"], now: "2026-11-23T09:05").exitStatus == 0)
        #expect(
            try run(["shift", "edit", "Cafe", "2026-11-23", "09:00", "--start", "08:30", "--memo", "opened"])
                == CommandResult(
                    standardOutput:
                        "Changed the open shift at Cafe: it started 2026-11-23 08:30, not 2026-11-23 09:00.\n"))
        #expect(
            try Work.onDisk(file).workplaces[0].openShift
                == OpenShift(date: Work.monday, start: Self.time(8, 30), memo: "opened"))
        // In Korean: the history's words.
        #expect(
            try run(["shift", "edit", "Cafe", "2026-11-23", "08:30", "--start", "08:45", "--lang", "ko"])
                == CommandResult(standardOutput: "출근 시각 변경: Cafe 2026-11-23 08:30 → 2026-11-23 08:45.\n"))
        let before = FileManager.default.contents(atPath: file)
        // An end or a break comes with the clock-out.
        let ended = try run(["shift", "edit", "Cafe", "2026-11-23", "08:45", "--end", "12:00"])
        #expect(ended.exitStatus == 1)
        #expect(ended.standardError.contains("is still open: its end and break come with the clock-out"))
        // Not after now (11:00), as clock in --at.
        let future = try run(["shift", "edit", "Cafe", "2026-11-23", "08:45", "--start", "11:30"])
        #expect(future.standardError.contains("2026-11-23 11:30 is in the future"))
        // Inside Friday's shift: the store's reason.
        let inside = try run([
            "shift", "edit", "Cafe", "2026-11-23", "08:45", "--date", "2026-11-20", "--start", "10:00",
        ])
        #expect(inside.exitStatus == 1)
        #expect(inside.standardError.contains("is inside the shift 2026-11-20 09:00-13:00 at Cafe"))
        #expect(FileManager.default.contents(atPath: file) == before, "nothing saved by a refusal")
        // undo takes the last correction back.
        #expect(try run(["undo"]).exitStatus == 0)
        #expect(try Work.onDisk(file).workplaces[0].openShift?.startTime == Self.time(8, 30))
    }
}

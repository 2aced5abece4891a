import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// The app as a worker's daily tool, headless on the virtual clock, on a data file in a fresh
/// temporary folder: forms, clocking in and out, the live line, the shift list, undo, the demo.
@Suite struct RecordingWorkTests {
    /// Monday 2026-11-23, 09:00:00 on the app's wall clock.
    static let monday = LocalDate(iso: "2026-11-23")!
    static let nine = LocalMoment(date: monday, time: TimeOfDay(hour: 9, minute: 0)!)

    /// A session on `file` (which need not exist) starting at `start`.
    static func session(
        file: String, start: LocalMoment = nine, language: PayrollLanguage = .english,
        wakes: Bool = true
    ) throws -> PaydaySession {
        let data =
            FileManager.default.fileExists(atPath: file) ? try DataFile.load(path: file) : DataFile(workplaces: [])
        return PaydaySession(
            file: data, holidays: try HolidayCalendar.bundled(), rates: try RateTable.bundled(), startMoment: start,
            strings: AppStrings(language), dataFile: file, animations: .full, wakesOnItsOwn: wakes)
    }

    static func temporaryFile() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("workplaces.json").path
    }

    static func onDisk(_ file: String) throws -> DataFile { try DataFile.load(path: file) }

    /// Types text as a terminal sends it: one key per character (a Hangul syllable arrives
    /// composed, as one character).
    static func type(_ text: String, into harness: HeadlessWindow) {
        for character in text { harness.sendSettled(.key(character == " " ? .space : .character(character))) }
    }

    /// Adds a workplace through the form: name, wage, payday day; everything else as offered.
    static func addWorkplace(_ name: String, wage: String = "10320", payday: String = "10", to harness: HeadlessWindow)
    {
        harness.pressKeys(.character("n"))
        type(name, into: harness)
        harness.pressKeys(.enter)
        type(wage, into: harness)
        harness.pressKeys(.enter, .enter)
        type(payday, into: harness)
        harness.pressKeys(.control("s"))
    }

    /// In a shift list: Enter opens the selected shift's sheet, Enter twice more reaches its end
    /// field, which gets `hour`:00; ^S saves. Returns the shift as edited.
    static func editSelectedShift(_ shift: Shift, endingAt hour: Int, in harness: HeadlessWindow) -> Shift {
        harness.pressKeys(.enter, .enter, .enter, .control("u"))
        type(String(format: "%02d:00", hour), into: harness)
        harness.pressKeys(.control("s"))
        var edited = shift
        edited.endTime = TimeOfDay(hour: hour, minute: 0)!
        return edited
    }

    /// The clock-out sheet suggests the smallest legal break for the time on the clock: 8 h 20 m
    /// suggests 30 minutes (7 h 50 m of work), so Enter alone records 30, not 60; 8 h 30 m suggests 60.
    @Test func theClockOutSheetSuggestsTheLegalLeastBreak() throws {
        for (minutes, expected) in [(500, 30), (510, 60)] {
            let file = try Self.temporaryFile()
            let (harness, scene) = AppTestSupport.open(try Self.session(file: file))
            Self.addWorkplace("편의점 Night", to: harness)
            harness.pressKeys(.character("i"))
            harness.clock.advance(by: TimeInterval(minutes * 60))
            scene.minuteDidPass()
            harness.pressKeys(.character("o"))
            harness.pressKeys(.enter)
            let shifts = try Self.onDisk(file).workplaces[0].shifts
            #expect(shifts.map(\.breakMinutes) == [expected], "\(minutes) minutes on the clock")
        }
    }

    /// The workplace form holds every income tax rule and the probation: a workplace on the
    /// withholding table with a probation, opened with `e` and saved unchanged, keeps both (the
    /// form once offered only none and 3.3%, and saving it put such a workplace back to none).
    /// Then the probation's last day is cleared and the contract's years kept: the form asks for
    /// the day ("required") and nothing is saved.
    @Test func theWorkplaceFormKeepsTheTaxRuleAndTheProbation() throws {
        let file = try Self.temporaryFile()
        let probation = Probation(until: LocalDate(iso: "2027-01-31")!, contractYears: 1, simpleLabour: false)
        let place = Workplace(
            name: "카페", wages: WageHistory(hourly: 9288), payday: PaydayRule(day: 10),
            deductions: DeductionRules(incomeTax: .table, insurance: .four), shifts: [], probation: probation)
        try DataStore(path: file).apply(.addWorkplace(place))
        let (harness, _) = AppTestSupport.open(try Self.session(file: file))
        harness.pressKeys(.character("e"), .control("s"))
        var saved = try #require(try Self.onDisk(file).workplaces.first)
        #expect(saved.deductions == DeductionRules(incomeTax: .table, insurance: .four))
        #expect(saved.probation == probation)

        // Three Shift-Tabs from the name go round to the probation's last day (through the
        // simple labour switch and the contract's years; the snapshot workplace-edit-end shows
        // those rows). Four reached the period's first day: emptying that one was what kept the
        // form from saving.
        harness.pressKeys(.character("e"), .backTab, .backTab, .backTab, .control("u"), .control("s"))
        let lines = harness.lines
        let until = try #require(lines.firstIndex { $0.contains("Probation until") })
        #expect(lines[until].contains("[none"), "the day emptied: \(lines[until])")
        #expect(lines[until + 1].contains("required"), "\(lines[until + 1])")
        #expect(!lines.contains { $0.contains("Period from day") && !$0.contains("[1 ") })
        saved = try #require(try Self.onDisk(file).workplaces.first)
        #expect(saved.probation == probation, "saved with the years but no day")
    }

    @Test func aNewUserAddsAWorkplaceClocksInAndOutEditsDeletesAndUndoes() throws {
        let file = try Self.temporaryFile()
        let (harness, scene) = AppTestSupport.open(try Self.session(file: file))
        #expect(harness.lines.contains { $0.contains("Press n to add your first workplace") })

        Self.addWorkplace("편의점 Night", to: harness)
        var disk = try Self.onDisk(file)
        #expect(disk.workplaces.map(\.name) == ["편의점 Night"])
        #expect(disk.workplaces[0].wages == WageHistory(hourly: 10320))
        #expect(disk.workplaces[0].payday == PaydayRule(day: 10))
        #expect(harness.lines.contains { $0.contains("┃ 편의점 Night") })

        harness.pressKeys(.character("i"))
        disk = try Self.onDisk(file)
        #expect(disk.workplaces[0].openShift == OpenShift(date: Self.monday, start: TimeOfDay(hour: 9, minute: 0)!))
        #expect(harness.lines.contains { $0.contains("working since 09:00 · 0m · ₩0 so far") })

        harness.clock.advance(by: 3 * 3600)
        scene.minuteDidPass()
        #expect(harness.lines.contains { $0.contains("working since 09:00 · 3h · ₩30,960 so far") })

        harness.pressKeys(.character("o"))
        #expect(harness.lines.contains { $0.contains("since 09:00, 3h. Unpaid break?") })
        harness.pressKeys(.control("u"))
        Self.type("30", into: harness)
        harness.pressKeys(.enter)
        disk = try Self.onDisk(file)
        let shift = Shift(
            date: Self.monday, start: TimeOfDay(hour: 9, minute: 0)!, end: TimeOfDay(hour: 12, minute: 0)!,
            breakMinutes: 30)
        #expect(disk.workplaces[0].shifts == [shift])
        #expect(disk.workplaces[0].openShift == nil)
        harness.pressKeys(.enter)
        let card = harness.lines
        #expect(
            card.contains { $0.contains("Base pay · ₩10,320/h") && $0.contains("2h 30m") && $0.contains("₩25,800") },
            "\(card.joined(separator: "\n"))")
        #expect(!card.contains { $0.contains("working since") })

        // The shift list: Enter edits the shift.
        harness.pressKeys(.character("s"))
        #expect(harness.lines.contains { $0.contains("Week of Nov 23 · 2h 30m") })
        #expect(
            harness.lines.contains {
                $0.contains("Mon Nov 23  09:00–12:00  break 30  2h 30m") && $0.hasSuffix("₩25,800 ")
            })
        let edited = Self.editSelectedShift(shift, endingAt: 13, in: harness)
        #expect(try Self.onDisk(file).workplaces[0].shifts == [edited])
        #expect(harness.lines.contains { $0.contains("09:00–13:00  break 30  3h 30m") })

        // d asks first; Keep is focused, Tab then Enter deletes.
        harness.pressKeys(.character("d"))
        #expect(harness.lines.contains { $0.contains("Delete this shift?") })
        harness.pressKeys(.tab, .enter)
        #expect(try Self.onDisk(file).workplaces[0].shifts.isEmpty)
        #expect(harness.lines.contains { $0.contains("No shifts in this period") })

        // u undoes, saying what.
        harness.pressKeys(.escape, .character("u"))
        #expect(try Self.onDisk(file).workplaces[0].shifts == [edited])
        // In the history's words: the removal as the store recorded it.
        #expect(harness.lines.last?.contains("Undid: Removed a shift at 편의점 Night: 2026-11-23 09:00-13:00") == true)
        #expect(harness.log.messages.isEmpty, "\(harness.log.messages)")
    }

    @Test func fieldsAreCheckedAsTypedAndNothingInvalidIsSaved() throws {
        let file = try Self.temporaryFile()
        let (harness, scene) = AppTestSupport.open(try Self.session(file: file))
        harness.pressKeys(.character("n"))
        #expect(harness.lines.contains { $0.contains("required") })
        Self.type("Cafe", into: harness)
        harness.pressKeys(.enter)
        Self.type("0", into: harness)
        #expect(harness.lines.contains { $0.contains("1 to 10,000,000 won an hour") })
        harness.pressKeys(.control("s"))
        #expect(!FileManager.default.fileExists(atPath: file), "nothing saved while invalid")
        // Esc asks first, because something was typed; Keep editing stays.
        harness.pressKeys(.escape)
        #expect(harness.lines.contains { $0.contains("Leave without saving?") })
        harness.pressKeys(.enter)
        #expect(harness.lines.contains { $0.contains("New workplace") })
        harness.pressKeys(.escape, .tab, .enter)
        #expect(!harness.lines.contains { $0.contains("New workplace") })
        #expect(!FileManager.default.fileExists(atPath: file))
        withExtendedLifetime(scene) {}
    }

    @Test func aChangeTheStoreRefusesIsAnAlertWithTheReason() throws {
        let file = try Self.temporaryFile()
        let (harness, scene) = AppTestSupport.open(try Self.session(file: file))
        Self.addWorkplace("Cafe", to: harness)
        Self.addWorkplace("Mart", to: harness)
        // A third named like the first is refused in the form, under its name, before any save.
        harness.pressKeys(.character("n"))
        Self.type("cafe", into: harness)
        #expect(harness.lines.contains { $0.contains("another workplace has this name") })
        harness.pressKeys(.escape, .tab, .enter)
        harness.pressKeys(.home, .character("i"), .down, .character("i"))
        let screen = harness.lines
        #expect(screen.contains { $0.contains("Not saved") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.joined(separator: " ").contains("already clocked in"))
        harness.pressKeys(.enter)
        #expect(!harness.lines.contains { $0.contains("Not saved") })
        withExtendedLifetime(scene) {}
    }

    @Test func theLiveLineWakesAtEachMinuteAndNotBetween() throws {
        let file = try Self.temporaryFile()
        let start = LocalMoment(date: Self.monday, time: TimeOfDay(hour: 9, minute: 2)!)
        var session = try Self.session(file: file, start: start)
        session.startSecond = 15
        let (harness, _, host) = AppTestSupport.hosted(session)
        #expect(host.nextWakeTime == nil, "no live line, no timer")
        Self.addWorkplace("Cafe", to: harness)
        harness.pressKeys(.character("i"))
        let wake = try #require(host.nextWakeTime)
        // 09:02:15 plus the settling time of the keys: the next wake is 09:03:00 exactly.
        let wallSeconds = 9 * 3600 + 2 * 60 + 15 + harness.clock.now
        #expect(abs((wallSeconds + (wake - harness.clock.now)).truncatingRemainder(dividingBy: 60)) < 1e-6)
        harness.clock.advance(by: wake - harness.clock.now)
        host.wake()
        #expect(harness.lines.contains { $0.contains("working since 09:02 · 1m · ₩172 so far") })
        #expect(abs(try #require(host.nextWakeTime) - harness.clock.now - 60) < 1e-6)
    }

    @Test func aChangeByAnotherProcessShowsThroughTheWatcher() throws {
        let file = try Self.temporaryFile()
        let (harness, _, host) = AppTestSupport.hosted(try Self.session(file: file))
        Self.addWorkplace("Cafe", to: harness)
        let descriptors = host.watchedDescriptors
        #expect(descriptors.count == 1)
        // Another process (another store on the same file) clocks in.
        let other = DataStore(path: file)
        try other.load()
        try other.apply(
            .clockIn(workplace: "Cafe", OpenShift(date: Self.monday, start: TimeOfDay(hour: 8, minute: 30)!)))
        var pollDescriptor = pollfd(fd: descriptors[0], events: Int16(POLLIN), revents: 0)
        #expect(poll(&pollDescriptor, 1, 5_000) == 1, "the watcher's descriptor is readable after the save")
        host.wake()
        #expect(harness.lines.contains { $0.contains("working since 08:30") })
    }

    @Test func theDemoIsReadOnlyAndSaysSo() throws {
        var session = try AppTestSupport.session()
        session.isWritable = false
        session.isDemo = true
        let (harness, scene) = AppTestSupport.open(session)
        for key in ["i", "o", "a", "n", "e", "u"] {
            harness.pressKeys(.character(Character(key)))
            #expect(harness.lines.last?.contains("The demo is read-only") == true, "key \(key)")
            #expect(harness.window.topPresentedViewController === scene.navigation, "no sheet for \(key)")
        }
    }

    @Test func helpListsEveryKeyOfTheScreenAndTheMarks() throws {
        let (harness, scene) = AppTestSupport.open(
            try AppTestSupport.session(), size: TerminalSize(width: 80, height: 40))
        harness.pressKeys(.character("?"))
        let screen = harness.lines.joined(separator: "\n")
        for command in HomeKeys(home: scene.home).commands {
            #expect(screen.contains(command.keyDescription), "\(command.keyDescription)")
            #expect(screen.contains(command.title ?? "?"), "\(command.title ?? "")")
        }
        #expect(screen.contains("Marks on a card"))
        harness.pressKeys(.character("x"))
        #expect(!harness.lines.joined().contains("Marks on a card"))
    }
}

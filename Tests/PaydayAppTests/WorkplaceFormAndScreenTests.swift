import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// The workplace form at 40 columns (every choice of a row readable: the segments wrap onto a
/// second line rather than being cut), a probation taken off through the form (as
/// `--probation-until none` does on the command line), and `S` on the workplace screen (its
/// schedule, as `S` on the home screen).
@Suite struct WorkplaceFormAndScreenTests {
    typealias Work = RecordingWorkTests

    /// Every line the edit form shows while Tab walks it from the first control to the last.
    private func linesOfTheWholeForm(_ language: PayrollLanguage) throws -> [String] {
        let (harness, _) = try RecordingScreenSnapshotTests.harness(language, TerminalSize(width: 40, height: 20))
        harness.pressKeys(.character("e"))
        var seen = harness.lines
        for _ in 0..<20 {
            harness.pressKeys(.tab)
            seen += harness.lines
        }
        return seen
    }

    @Test(arguments: [PayrollLanguage.english, .korean])
    func everyChoiceOfTheFormReadsAtFortyColumns(language: PayrollLanguage) throws {
        let lines = try linesOfTheWholeForm(language)
        let words = AppStrings(language).formWords
        // The income tax's four choices and the weekly day off's eight, each whole between bars
        // (the selected one in brackets).
        let choices = [words.noneChoice, "3.3%", words.tableChoice, words.dailyChoice] + words.weekdays
        for choice in choices {
            #expect(
                lines.contains { $0.contains("│ \(choice) │") || $0.contains("[\(choice)]") },
                "\(choice) is not shown whole")
        }
        #expect(!lines.contains { $0.contains("…") && $0.contains("│") && $0.contains("3.3%") }, "a choice is cut")
    }

    @Test func aProbationIsTakenOffThroughTheForm() throws {
        let file = try Work.temporaryFile()
        let probation = Probation(until: LocalDate(iso: "2027-01-31")!, contractYears: 1, simpleLabour: false)
        try DataStore(path: file).apply(
            .addWorkplace(
                Workplace(
                    name: "카페", wages: WageHistory(hourly: 9288), payday: PaydayRule(day: 10), shifts: [],
                    probation: probation)))
        let (harness, _) = AppTestSupport.open(try Work.session(file: file))
        // Shift-Tab three times from the name (the simple labour switch, the contract's years):
        // the probation's last day (emptied), Tab to the contract's years (emptied): no
        // probation, as `--probation-until none`.
        harness.pressKeys(.character("e"), .backTab, .backTab, .backTab, .control("u"), .tab, .control("u"))
        #expect(!harness.lines.contains { $0.contains("required") }, "\(harness.lines.joined(separator: "\n"))")
        harness.pressKeys(.control("s"))
        let saved = try #require(try Work.onDisk(file).workplaces.first)
        #expect(saved.probation == nil)
        #expect(saved.wages == WageHistory(hourly: 9288), "the rest kept")
        let entry = try #require(try DataStore(path: file).history().entries.last)
        #expect(
            entry.event == .changedWorkplace(name: "카페", newName: nil, wage: nil, wageFrom: nil, terms: ["probation"]))
        // u brings it back.
        harness.pressKeys(.character("u"))
        #expect(try Work.onDisk(file).workplaces.first?.probation == probation)
    }

    /// The workplace form and the worker's form saved as they were opened write nothing: no
    /// history entry, nothing for `u` to undo; the hint line says so. (Each was saved as a change
    /// naming nothing.)
    @Test(arguments: [PayrollLanguage.english, .korean])
    func aFormSavedAsItWasOpenedWritesNothing(language: PayrollLanguage) throws {
        let file = try Work.temporaryFile()
        try DataStore(path: file).apply(
            .addWorkplace(
                Workplace(name: "카페", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [])))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        let (harness, _) = AppTestSupport.open(try Work.session(file: file, language: language))
        harness.pressKeys(.character("e"), .control("s"))
        #expect(harness.lines.contains { $0.contains(AppStrings(language).nothingChanged) }, "\(harness.lines)")
        harness.pressKeys(.character("W"), .control("s"))
        #expect(harness.lines.contains { $0.contains(AppStrings(language).nothingChanged) }, "\(harness.lines)")
        #expect(try DataStore(path: file).history().entries.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)
        // A change is saved as before.
        harness.pressKeys(.character("e"), .control("u"), .character("바"), .control("s"))
        #expect(try Work.onDisk(file).workplaces.first?.name == "바")
        #expect(try DataStore(path: file).history().entries.count == 2)
    }

    /// A shift's form and a schedule entry's form saved as they were opened write nothing either
    /// (one rule for every form: `RecordsScreen.save` compares the records with and without the
    /// change). Both were saved as a change to the same values.
    @Test func aShiftAndAScheduleEntrySavedAsTheyWereWriteNothing() throws {
        let file = try Work.temporaryFile()
        let store = DataStore(path: file)
        try store.apply(
            .addWorkplace(
                Workplace(name: "카페", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [])))
        let shift = Shift(
            date: LocalDate(iso: "2026-11-20")!, start: TimeOfDay(text: "09:00")!, end: TimeOfDay(text: "12:00")!)
        try store.apply(.addShift(workplace: "카페", shift))
        let entry = ScheduleEntry(
            days: [.monday], start: TimeOfDay(text: "18:00")!, end: TimeOfDay(text: "22:00")!,
            from: LocalDate(iso: "2026-11-23")!)
        try store.apply(.addScheduleEntry(workplace: "카페", entry))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        let (harness, _) = AppTestSupport.open(try Work.session(file: file))
        harness.pressKeys(.character("s"), .enter, .control("s"))
        #expect(harness.lines.contains { $0.contains("Nothing changed") }, "\(harness.lines.joined(separator: "\n"))")
        harness.pressKeys(.escape, .character("S"), .enter, .control("s"))
        #expect(harness.lines.contains { $0.contains("Nothing changed") }, "\(harness.lines.joined(separator: "\n"))")
        #expect(try DataStore(path: file).history().entries.count == 3)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)
    }

    @Test func sOnTheWorkplaceScreenOpensItsSchedule() throws {
        let (harness, scene) = try RecordingScreenSnapshotTests.harness(.english, TerminalSize(width: 80, height: 24))
        harness.pressKeys(.character("w"))
        #expect(scene.navigation.topViewController is WorkplaceViewController)
        #expect(harness.lines.last?.contains("S schedule") == true, "\(harness.lines.last ?? "")")
        harness.pressKeys(.character("?"))
        #expect(harness.lines.contains { $0.contains("S ") && $0.contains("this workplace's weekly schedule") })
        harness.pressKeys(.escape, .character("S"))
        let schedule = try #require(scene.navigation.topViewController as? ScheduleViewController)
        #expect(schedule.workplaceName == "카페 Blue")
        // Esc goes back to the workplace screen, not home.
        harness.pressKeys(.escape)
        #expect(scene.navigation.topViewController is WorkplaceViewController)
    }
}

/// The job's dates, contracted hours with decimals and how a sick day counts, through the form.
@Suite struct WorkplaceFormJobTermsTests {
    typealias Work = RecordingWorkTests

    private func openForm() throws -> (HeadlessWindow, String) {
        let file = try Work.temporaryFile()
        try DataStore(path: file).apply(
            .addWorkplace(
                Workplace(name: "카페", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [])))
        let (harness, _) = AppTestSupport.open(try Work.session(file: file))
        // The form opens on its name; 8 Tabs reach the contracted hours.
        harness.pressKeys(.character("e"))
        for _ in 0..<8 { harness.pressKeys(.tab) }
        return (harness, file)
    }

    /// 16.5 hours, the first and last day, and sick days paid (two steps right from "excused").
    @Test func theJobsTermsAreSavedThroughTheForm() throws {
        let (harness, file) = try openForm()
        harness.pressKeys(.control("u"))
        harness.type("16.5")
        // Back to the name, then Shift-Tab past the probation's three rows and the sick days and
        // the last day to the job's first day.
        for _ in 0..<14 { harness.pressKeys(.backTab) }
        harness.type("2026-03-02")
        harness.pressKeys(.tab)
        harness.type("2026-12-31")
        harness.pressKeys(.tab, .right, .right, .control("s"))
        let saved = try #require(try Work.onDisk(file).workplaces.first)
        #expect(saved.contractWeeklyHours == ContractHours(hundredths: 1650))
        #expect(saved.startDate == LocalDate(iso: "2026-03-02") && saved.endDate == LocalDate(iso: "2026-12-31"))
        #expect(saved.sickLeave == .paid)
    }

    /// 16.33 hours is not a whole number of minutes; a last day before the first is refused:
    /// each said under its field, and nothing is saved.
    @Test func theFormRefusesHoursAndDatesOutOfTheRules() throws {
        let (harness, file) = try openForm()
        harness.pressKeys(.control("u"))
        harness.type("16.33")
        for _ in 0..<14 { harness.pressKeys(.backTab) }
        harness.type("2026-03-02")
        harness.pressKeys(.tab)
        harness.type("2026-03-01")
        harness.pressKeys(.control("s"))
        let screen = harness.lines.joined(separator: "\n")
        #expect(screen.contains("hours 0-168, steps of 0.05"), "\(screen)")
        #expect(screen.contains("before the first day, 2026-03-02"), "\(screen)")
        let saved = try #require(try Work.onDisk(file).workplaces.first)
        #expect(saved.contractWeeklyHours == nil && saved.startDate == nil)
    }
}

import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// Weekly, every-other-week and daily pay through the workplace form: the rows of the cadence
/// chosen shown, the others hidden; the same rule (`DataRules.cadence`) and refusals as
/// `workplace add|edit --payday-weekday/--every/--anchor/--payday-daily/--lag-days`; editing a
/// workplace keeps its cadence.
@Suite struct WorkplaceFormCadenceTests {
    typealias Work = RecordingWorkTests

    /// A file with 카페 paid as `payday` (monthly on the 10th unless given).
    private func file(_ payday: PaydayRule = PaydayRule(day: 10)) throws -> String {
        let file = try Work.temporaryFile()
        try DataStore(path: file).apply(
            .addWorkplace(Workplace(name: "카페", wages: WageHistory(hourly: 10_320), payday: payday, shifts: [])))
        return file
    }

    /// The edit form open on the "Paid by" choice (three Tabs: wage, its date, the choice).
    private func openOnTheChoice(_ file: String, width: Int = 80, height: Int = 24) throws -> HeadlessWindow {
        let (harness, scene) = AppTestSupport.open(
            try Work.session(file: file), size: TerminalSize(width: width, height: height))
        harness.pressKeys(.character("e"), .tab, .tab, .tab)
        withExtendedLifetime(scene) {}
        return harness
    }

    // MARK: The rule

    /// The checks both places make, by hand: 1-2 weeks, two weeks with a Monday, 0-30 days.
    @Test func theRuleTakesAndRefusesAsTheCommandLineDoes() throws {
        let monday = try #require(LocalDate(iso: "2026-11-16"))
        let tuesday = try #require(LocalDate(iso: "2026-11-17"))
        #expect(
            try DataRules.cadence(.weekly(.friday, every: nil, anchor: nil)).get()
                == .weekly(.friday, every: 1, anchor: nil))
        #expect(
            try DataRules.cadence(.weekly(.friday, every: 2, anchor: monday)).get()
                == .weekly(.friday, every: 2, anchor: monday))
        // An anchor with every week is checked, then not kept.
        #expect(
            try DataRules.cadence(.weekly(.friday, every: 1, anchor: monday)).get()
                == .weekly(.friday, every: 1, anchor: nil))
        #expect(try DataRules.cadence(.daily(lagDays: nil)).get() == .daily(lagDays: 0))
        let refusals: [(CadenceRequest, CadenceRefusal)] = [
            (
                .weekly(.friday, every: 3, anchor: monday),
                CadenceRefusal(part: .every, reason: .outOfRange(.paydayEvery, value: 3, allowed: 1...2))
            ),
            (.weekly(.friday, every: 2, anchor: nil), CadenceRefusal(part: .anchor, reason: .payday(.anchorNeeded))),
            (
                .weekly(.friday, every: 2, anchor: tuesday),
                CadenceRefusal(part: .anchor, reason: .payday(.anchorNotMonday(tuesday)))
            ),
            (
                .daily(lagDays: 31),
                CadenceRefusal(part: .lagDays, reason: .outOfRange(.paydayLagDays, value: 31, allowed: 0...30))
            ),
        ]
        for (request, refusal) in refusals {
            #expect(throws: refusal) { try DataRules.cadence(request).get() }
        }
    }

    // MARK: The form

    /// A weekly workplace edited in the form (its name typed anew) keeps paying on Fridays.
    @Test func editingKeepsTheCadence() throws {
        let weekly = PaydayRule.weekly(.friday)
        let file = try file(weekly)
        let (harness, scene) = AppTestSupport.open(try Work.session(file: file))
        harness.pressKeys(.character("e"))
        harness.type("편의점")
        harness.pressKeys(.control("s"))
        let saved = try #require(try Work.onDisk(file).workplaces.first)
        #expect(saved.name == "편의점")
        #expect(saved.payday.cadence == .weekly(.friday, every: 1, anchor: nil))
        withExtendedLifetime(scene) {}
    }

    /// → once: paid by the week; the weekday's row (Friday offered) shows and the payday day
    /// goes; Tab to it, → to Saturday, saved as `--payday-weekday sat` saves it.
    @Test func weeklyPayOnSaturdayThroughTheForm() throws {
        let file = try file()
        let harness = try openOnTheChoice(file)
        harness.pressKeys(.right)
        #expect(harness.lines.contains { $0.contains("Payday weekday") }, "\(harness.lines.joined(separator: "\n"))")
        #expect(!harness.lines.contains { $0.contains("Payday day") }, "\(harness.lines.joined(separator: "\n"))")
        harness.pressKeys(.tab, .right, .control("s"))
        let saved = try #require(try Work.onDisk(file).workplaces.first)
        #expect(saved.payday.cadence == .weekly(.saturday, every: 1, anchor: nil))
    }

    /// → twice: every other week. No Monday, then a Tuesday, are refused under the field with
    /// the rule's words and nothing is saved; the Monday Nov 16 is saved.
    @Test func everyOtherWeekNeedsAMonday() throws {
        let file = try file()
        let before = FileManager.default.contents(atPath: file)
        let harness = try openOnTheChoice(file)
        harness.pressKeys(.right, .right, .control("s"))
        var screen = harness.lines.joined(separator: "\n")
        #expect(screen.contains("every other week needs the Monday a period starts on"), "\(screen)")
        harness.type("2026-11-17")
        harness.pressKeys(.control("s"))
        screen = harness.lines.joined(separator: "\n")
        #expect(screen.contains("2026-11-17 is a Tuesday"), "\(screen)")
        #expect(FileManager.default.contents(atPath: file) == before)
        harness.pressKeys(.control("u"))
        harness.type("2026-11-16")
        harness.pressKeys(.control("s"))
        let saved = try #require(try Work.onDisk(file).workplaces.first)
        #expect(saved.payday.cadence == .weekly(.friday, every: 2, anchor: LocalDate(iso: "2026-11-16")))
        // The command line refuses the Tuesday by the same rule, naming its option.
        let refused = try runStoreCommand(
            ["workplace", "edit", "카페", "--payday-weekday", "fri", "--every", "2", "--anchor", "2026-11-17"],
            file: file, now: "2026-11-21T09:00", environment: [:])
        #expect(refused.exitStatus == 1)
        #expect(
            refused.standardError.contains("2026-11-17 is a Tuesday; --anchor must be a Monday"),
            "\(refused.standardError)")
    }

    /// A workplace paid on the 10th of the month moves to weekly pay on the command line too
    /// (its monthly day is not written for weekly pay, so it must not be kept: the edit was
    /// refused as "does not read back as written").
    @Test func aMonthlyWorkplaceMovesToWeeklyPayOnTheCommandLine() throws {
        let file = try file()
        let result = try runStoreCommand(
            ["workplace", "edit", "카페", "--payday-weekday", "fri"], file: file, now: "2026-11-21T09:00",
            environment: [:])
        #expect(result.exitStatus == 0, "\(result.standardError)")
        #expect(try Work.onDisk(file).workplaces.first?.payday == PaydayRule.weekly(.friday))
    }

    /// → three times: paid by the day. 31 days is refused with the range, 2 is saved.
    @Test func dailyPayTakesItsDaysWithinTheRange() throws {
        let file = try file()
        let harness = try openOnTheChoice(file)
        harness.pressKeys(.right, .right, .right, .tab)
        harness.type("31")
        harness.pressKeys(.control("s"))
        let screen = harness.lines.joined(separator: "\n")
        #expect(screen.contains("0") && screen.contains("30"), "\(screen)")
        #expect(try Work.onDisk(file).workplaces.first?.payday.cadence == .monthly)
        harness.pressKeys(.control("u"))
        harness.type("2")
        harness.pressKeys(.control("s"))
        #expect(try Work.onDisk(file).workplaces.first?.payday.cadence == .daily(lagDays: 2))
    }

    /// At 40 columns the choice's four cadences and the weekday's seven days read whole.
    @Test(arguments: [PayrollLanguage.english, .korean])
    func theCadenceChoicesReadAtFortyColumns(language: PayrollLanguage) throws {
        let file = try file()
        let (harness, scene) = AppTestSupport.open(
            try Work.session(file: file, language: language), size: TerminalSize(width: 40, height: 20))
        harness.pressKeys(.character("e"), .tab, .tab, .tab, .right)
        let lines =
            harness.lines
            + {
                harness.pressKeys(.tab); return harness.lines
            }()
        let words = AppStrings(language).appWords.payCadenceLabels
        let weekdays = Array(AppStrings(language).formWords.weekdays.dropFirst())
        for choice in [words.monthly, words.weekly, words.biweekly, words.daily] + weekdays {
            #expect(
                lines.contains { $0.contains("│ \(choice) │") || $0.contains("[\(choice)]") },
                "\(choice) is not shown whole\n\(lines.joined(separator: "\n"))")
        }
        withExtendedLifetime(scene) {}
    }
}

import ArgumentParser
import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// The worker's answers for the estimates of money from the state on the command line
/// (`payday worker set --household ... --leaving ...`): each saved through the store and read
/// back; each refusal names the option and its range and leaves the file byte for byte as it was.
@Suite struct WorkerAnswerCommandTests {
    let file: String

    init() throws { file = try RecordingWorkTests.temporaryFile() }

    /// `payday ARGUMENTS --data FILE` in this process at 2026-11-21 09:02 (Seoul).
    @discardableResult
    private func run(_ arguments: [String]) throws -> CommandResult {
        try runStoreCommand(arguments, file: file, now: "2026-11-21T09:02", environment: [:])
    }

    private func refused(_ arguments: [String], saying message: String) throws {
        let before = FileManager.default.contents(atPath: file)
        #expect(try run(arguments) == CommandResult(standardError: message + "\n", exitStatus: 1))
        #expect(FileManager.default.contents(atPath: file) == before)
    }

    @Test func theAnswersAreSavedAndShown() throws {
        try run(["worker", "set", "--name", "김민지"])
        #expect(
            try run([
                "worker", "set", "--dependants", "3", "--household", "one-earner", "--spouse-income", "2,000,000",
                "--assets", "50000000",
                "--business-code", "940909", "--disabled", "true", "--child-birth-years", "2012,2016",
            ])
                == CommandResult(
                    standardOutput:
                        "Worker: 김민지, 3 dependants, withholding 100%, children born 2012, 2016, "
                        + "household one earner, spouse's income ₩2,000,000, assets ₩50,000,000, business code 940909, "
                        + "disabled.\n"))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(
            text.contains(
                #""worker": { "name": "김민지", "dependants": 3, "children": [2012, 2016], "household": "one-earner", "spouseIncome": 2000000, "assets": 50000000, "businessCode": "940909", "disabled": true }"#
            ))
        let worker = try #require(try DataFile.load(path: file).worker)
        #expect(worker.childBirthYears == [2012, 2016])
        #expect(worker.household == .oneEarner)
        #expect(worker.spouseIncome == 2_000_000 && worker.assets == 50_000_000)
        #expect(worker.businessCode == "940909" && worker.disabled)
        // `none` takes an answer back; a count of children replaces the birth years.
        try run(["worker", "set", "--household", "none", "--assets", "none", "--children", "0", "--disabled", "false"])
        let after = try #require(try DataFile.load(path: file).worker)
        #expect(after.household == nil && after.assets == nil && after.childBirthYears == nil && !after.disabled)
        #expect(after.spouseIncome == 2_000_000)
    }

    @Test func eachWrongAnswerNamesItsOption() throws {
        try run(["worker", "set", "--name", "김민지"])
        try refused(
            ["worker", "set", "--assets", "-5"],
            saying: "payday worker set: --assets -5 must be a whole number of won, ₩0 to ₩1,000,000,000,000, or none")
        try refused(
            ["worker", "set", "--spouse-income", "1000000000001"],
            saying:
                "payday worker set: --spouse-income 1000000000001 must be a whole number of won, ₩0 to "
                + "₩1,000,000,000,000, or none")
        try refused(
            ["worker", "set", "--household", "couple"],
            saying: "payday worker set: --household couple must be one of single, one-earner, two-earner, none")
        try refused(
            ["worker", "set", "--business-code", "94090"],
            saying:
                "payday worker set: --business-code 94090 is not a business code; give its six digits (940909), or none"
        )
        try refused(
            ["worker", "set", "--child-birth-years", "2012,1850"],
            saying:
                "payday worker set: --child-birth-years 2012,1850 must be years 1900 to 2100 separated by commas "
                + "(2012,2016), or none")
        try refused(
            ["worker", "set", "--disabled", "maybe"],
            saying: "payday worker set: --disabled maybe must be one of true, false")
        try refused(
            ["worker", "set", "--leaving", "quit"],
            saying: "payday worker set: --leaving is about one job: give it with --workplace NAME")
        // Two children born in listed years but only one dependant (the worker).
        try refused(
            ["worker", "set", "--child-birth-years", "2012,2016"],
            saying:
                "payday worker set: --child-birth-years gives 2 children but 1 dependant counting the worker leave "
                + "room for 0; raise --dependants")
    }

    @Test func theReasonForLeavingAndTheLastDayAreTheWorkplaces() throws {
        let add = try PaydayCommand.parseAsRoot(
            ["workplace", "add", "GS25", "--wage", "10320", "--payday-day", "10", "--data", file])
        _ = (add as? any StoreCommand)?.result(
            environment: [StoreSession.testNowVariable: "2026-11-21T09:02"], clock: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "Asia/Seoul")!)
        try refused(
            ["worker", "set", "--leaving", "fired", "--workplace", "GS"],
            saying: "payday worker set: --leaving fired must be one of contract-ended, dismissed, closed, quit, none")
        try refused(
            ["worker", "set", "--leaving", "quit", "--workplace", "CU"],
            saying: "payday worker set: no workplace matches \"CU\"; the workplaces are: \"GS25\"")
        try refused(
            ["worker", "set", "--last-day", "2026-13-01", "--workplace", "GS"],
            saying: "payday worker set: --last-day 2026-13-01 is not a date; write YYYY-MM-DD, or none")
        try run(["worker", "set", "--leaving", "contract-ended", "--last-day", "2026-11-30", "--workplace", "GS"])
        let place = try #require(try DataFile.load(path: file).workplaces.first)
        #expect(place.leaving == .contractEnded)
        #expect(place.endDate == LocalDate(iso: "2026-11-30"))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""endDate": "2026-11-30","# + "\n      " + #""leaving": "contract-ended""#))
        try run(["worker", "set", "--leaving", "none", "--last-day", "none", "--workplace", "GS"])
        let cleared = try #require(try DataFile.load(path: file).workplaces.first)
        #expect(cleared.leaving == nil && cleared.endDate == nil)
    }
}

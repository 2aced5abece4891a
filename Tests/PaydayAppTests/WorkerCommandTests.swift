import ArgumentParser
import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// `payday worker set|show` and the workplace's income tax rule and probation on the command line:
/// each change saved through the store and read back; each refusal names the option and leaves
/// the file as it was.
@Suite struct WorkerCommandTests {
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

    @Test func workerSetAndShow() throws {
        #expect(
            try run(["worker", "set", "--name", "김민지"])
                == CommandResult(standardOutput: "Worker: 김민지, 1 dependant (the worker), withholding 100%.\n"))
        // Only a name: still written as a plain string, as before the other fields.
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""worker": "김민지""#))
        #expect(
            try run([
                "worker", "set", "--birth-date", "2009-05-01", "--dependants", "3", "--children", "1",
                "--withholding-rate", "120",
            ])
                == CommandResult(
                    standardOutput:
                        "Worker: 김민지, born 2009-05-01, 3 dependants (1 aged 8-20), withholding 120%.\n"))
        let worker = try #require(try DataFile.load(path: file).worker)
        #expect(
            worker
                == Worker(
                    name: "김민지", birthDate: LocalDate(iso: "2009-05-01"), dependants: 3, children: 1,
                    withholdingRate: 120))
        #expect(
            try String(contentsOfFile: file, encoding: .utf8).contains(
                #""worker": { "name": "김민지", "birthDate": "2009-05-01", "dependants": 3, "children": 1, "withholdingRate": 120 }"#
            ))
        #expect(
            try run(["worker", "show"])
                == CommandResult(
                    standardOutput:
                        "Worker: 김민지, born 2009-05-01, 3 dependants (1 aged 8-20), withholding 120%.\n"))
        try refused(
            ["worker", "set", "--withholding-rate", "90"],
            saying: "payday worker set: --withholding-rate 90 must be 80, 100 or 120")
        try refused(
            ["worker", "set", "--children", "3"],
            saying:
                "payday worker set: --children 3 is more than the 3 dependants allow (at most 2: the children are counted among the dependants, with the worker)"
        )
        try refused(
            ["worker", "set", "--birth-date", "2009-02-30"],
            saying: "payday worker set: --birth-date 2009-02-30 is not a date; write YYYY-MM-DD, or none")
        try refused(
            ["worker", "set"],
            saying:
                "payday worker set: nothing to change; give --name, --birth-date, --dependants, --children or --withholding-rate, "
                + "or an answer (see: payday worker set --help)"
        )
    }

    /// A birth date with a digit missing from its year is refused, by the command line and in a
    /// file; one before the work dates' window (1990) is a birth date like any other.
    @Test func birthDatesOutOfRange() throws {
        try refused(
            ["worker", "set", "--birth-date", "199-05-01"],
            saying: "payday worker set: --birth-date 199-05-01 is not a date; write YYYY-MM-DD, or none")
        try refused(
            ["worker", "set", "--birth-date", "0198-05-01"],
            saying:
                "payday worker set: --birth-date 0198-05-01 is outside 1900-01-01 to 2100-12-31 (a digit missing from the year?)"
        )
        #expect(try run(["worker", "set", "--birth-date", "1961-03-02"]).exitStatus == 0)
        #expect(try DataFile.load(path: file).worker?.birthDate == LocalDate(iso: "1961-03-02"))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "1961-03-02", with: "0961-03-02").write(
            toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: DataFileError.self) { try DataFile.load(path: file) }
        do {
            _ = try DataFile.load(path: file)
        } catch {
            #expect(
                RuleWords(language: .english, place: .commandLine).dataFileError(error).contains(
                    "worker.birthDate: 0961-03-02 is outside the birth dates payday takes"))
        }
    }

    @Test func workplaceTaxRuleAndProbation() throws {
        try run(["workplace", "add", "카페", "--wage", "9288", "--payday-day", "10"])
        #expect(
            try run([
                "workplace", "edit", "카페", "--income-tax", "table", "--probation-until", "2027-01-31",
                "--contract-years", "1", "--simple-labour", "false",
            ])
                == CommandResult(
                    standardOutput:
                        "Changed the workplace 카페: ₩9,288 an hour, payday 10 (next month, before a holiday), 1 employee, income tax table, insurance none, probation until 2027-01-31 (1-year contract).\n"
                ))
        let place = try #require(try DataFile.load(path: file).workplaces.first)
        #expect(place.deductions.incomeTax == .table)
        #expect(
            place.probation == Probation(until: LocalDate(iso: "2027-01-31")!, contractYears: 1, simpleLabour: false))
        try refused(
            ["workplace", "edit", "카페", "--probation-until", "2027-01-31"],
            saying:
                "payday workplace edit: a probation needs --contract-years YEARS and --simple-labour true|false with --probation-until"
        )
        try run(["workplace", "edit", "카페", "--income-tax", "daily", "--probation-until", "none"])
        let edited = try #require(try DataFile.load(path: file).workplaces.first)
        #expect(edited.deductions.incomeTax == .daily && edited.probation == nil)
    }
}

/// A data file whose `taxFree` is out of range: every command that would change it refuses,
/// names the field and its range, and leaves the file byte for byte as it was.
@Suite struct TaxFreeFileRefusalTests {
    @Test func aMealAllowanceOutOfRangeIsRefused() throws {
        let folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("payday-taxfree-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/workplaces.json"
        let text = """
            { "version": 1, "workplaces": [ { "name": "CU", "wage": 10320, "payday": { "day": 10 },
              "taxFree": { "meals": 1000001 }, "shifts": [] } ] }

            """
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let before = FileManager.default.contents(atPath: file)
        let command = try PaydayCommand.parseAsRoot(["received", "CU", "2026-10", "100000", "--data", file])
        let store = try #require(command as? any StoreCommand)
        let result = store.result(
            environment: [StoreSession.testNowVariable: "2026-11-21T09:02"], clock: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "Asia/Seoul")!)
        #expect(result.exitStatus == 1)
        #expect(result.standardError.contains("workplaces[0].taxFree.meals"))
        #expect(result.standardError.contains("from 0 to 1,000,000 won"))
        #expect(FileManager.default.contents(atPath: file) == before)
    }
}

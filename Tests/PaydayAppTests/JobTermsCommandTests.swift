import Foundation
import Payroll
import Testing

@testable import PaydayCommandLine

/// `workplace add|edit --start-date --end-date --contract-hours --sick-leave`: each saved as the
/// data file has it; each refused, out of range or malformed, with the option named in English
/// and Korean and the file left byte for byte as it was.
@Suite struct JobTermsCommandTests {
    let file: String

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-job-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.path + "/workplaces.json"
    }

    @discardableResult
    private func run(_ arguments: [String], korean: Bool = false) throws -> CommandResult {
        try runStoreCommand(
            arguments, file: file, now: "2026-12-06T09:00", environment: korean ? ["LANG": "ko_KR.UTF-8"] : [:])
    }

    private func refused(_ arguments: [String], english: String, korean: String) throws {
        let before = FileManager.default.contents(atPath: file)
        let result = try run(arguments)
        #expect(result == CommandResult(standardError: "payday workplace edit: " + english + "\n", exitStatus: 1))
        let korea = try run(arguments, korean: true)
        #expect(korea.exitStatus == 1)
        #expect(korea.standardError.contains(korean), "\(korea.standardError)")
        #expect(FileManager.default.contents(atPath: file) == before, "the file changed")
    }

    @Test func theJobsDatesAndTermsAreSavedAsTheFileHasThem() throws {
        try run(["workplace", "add", "편의점", "--wage", "10320", "--payday-day", "10"])
        let result = try run([
            "workplace", "edit", "편의점", "--start-date", "2026-12-01", "--end-date", "2027-02-28",
            "--contract-hours", "16.5", "--sick-leave", "paid",
        ])
        #expect(result.exitStatus == 0)
        #expect(
            result.standardOutput
                == "Changed the workplace 편의점: ₩10,320 an hour, payday 10 (next month, before a holiday), 1 employee, contract 16.5 h a week, income tax none, insurance none, employed 2026-12-01 to 2027-02-28, sick days paid.\n"
        )
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"contractWeeklyHours\": 16.5,"))
        #expect(text.contains("\"sickLeave\": \"paid\""))
        #expect(text.contains("\"startDate\": \"2026-12-01\""))
        #expect(text.contains("\"endDate\": \"2027-02-28\""))
        let place = try DataFile.load(path: file).workplaces[0]
        #expect(place.contractWeeklyHours == ContractHours(hundredths: 1650))
        #expect(place.contractWeeklyHours?.minutes == 990)  // 16.5 h × 60
        #expect(place.sickLeave == .paid)
        #expect(place.startDate == LocalDate(iso: "2026-12-01") && place.endDate == LocalDate(iso: "2027-02-28"))
        // `none` takes the last day away again; the old option's name still works.
        try run(["workplace", "edit", "편의점", "--end-date", "none", "--contract-weekly-hours", "20"])
        let again = try DataFile.load(path: file).workplaces[0]
        #expect(again.endDate == nil && again.contractWeeklyHours == 20)
    }

    @Test func everyNewOptionIsCheckedAndNamed() throws {
        try run(["workplace", "add", "편의점", "--wage", "10320", "--payday-day", "10", "--start-date", "2026-03-02"])
        let hours =
            "hours from 0 to 168 with up to two decimals, in steps of 0.05 (3 minutes), such as 16.5 (or none)"
        try refused(
            ["workplace", "edit", "편의점", "--contract-hours", "168.5"],
            english: "--contract-hours 168.5 is not contracted hours; expected " + hours,
            korean: "--contract-hours 168.5는 계약 시간이 아닙니다")
        // 16.33 hours is 16 h 19.8 min: not a whole number of minutes.
        try refused(
            ["workplace", "edit", "편의점", "--contract-hours", "16.33"],
            english: "--contract-hours 16.33 is not contracted hours; expected " + hours,
            korean: "0~168시간, 소수 둘째 자리까지 0.05(3분) 단위")
        try refused(
            ["workplace", "edit", "편의점", "--contract-hours", "-4"],
            english: "--contract-hours -4 is not contracted hours; expected " + hours,
            korean: "--contract-hours -4는 계약 시간이 아닙니다")
        try refused(
            ["workplace", "edit", "편의점", "--start-date", "2026-02-30"],
            english: "--start-date 2026-02-30 is not a date; write YYYY-MM-DD, such as 2026-03-02",
            korean: "--start-date 2026-02-30은 날짜가 아닙니다")
        try refused(
            ["workplace", "edit", "편의점", "--end-date", "1026-03-02"],
            english: "--end-date 1026-03-02 is outside the dates payday takes, 1990-01-01 to 2100-12-31",
            korean: "받을 수 있는 날짜(1990-01-01~2100-12-31) 밖입니다")
        try refused(
            ["workplace", "edit", "편의점", "--end-date", "2026-03-01"],
            english:
                "--end-date 2026-03-01 comes before the job's first day, 2026-03-02 (startDate); the last day is on or after the first",
            korean: "근무 첫날 2026-03-02(startDate)보다 앞섭니다")
        try refused(
            ["workplace", "edit", "편의점", "--sick-leave", "sometimes"],
            english:
                "--sick-leave sometimes is not a rule for sick days; write excused (unpaid, not an absence), absence (unpaid, the week's allowance lost) or paid (paid at the planned shift)",
            korean: "병가 규칙이 아닙니다")
    }

    /// A data file with hours the file format refuses names the path and what it takes.
    @Test func theReaderTakesDecimalsAndRefusesOtherFractions() throws {
        func load(_ hours: String) -> Result<DataFile, DataFileError> {
            let text = """
                { "version": 1, "workplaces": [ { "name": "a", "wage": 10320, "payday": { "day": 10 },
                  "contractWeeklyHours": \(hours), "sickLeave": "absence", "shifts": [] } ] }
                """
            try? text.write(toFile: file, atomically: true, encoding: .utf8)
            return Result { () throws(DataFileError) in try DataFile.load(path: file) }
        }
        #expect((try? load("22.5").get())?.workplaces[0].contractWeeklyHours?.minutes == 1350)  // 22.5 × 60
        #expect((try? load("22.5").get())?.workplaces[0].sickLeave == .absence)
        guard case .failure(let error) = load("22.51") else {
            Issue.record("22.51 hours read")
            return
        }
        #expect(error.problems.map(\.reason) == [.notContractHours(written: "22.51")])
    }
}

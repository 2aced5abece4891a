import Foundation
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

@Suite struct ValidateCommandTests {
    @Test func aValidFileIsOK() throws {
        let result = try ValidateCommand.parse([SummaryCommandTests.example]).result()
        #expect(result == CommandResult(standardOutput: "OK: 6 workplaces, 297 shifts\n"))
    }

    @Test func problemsAreListedWithTheirCountAndStatusOne() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-validate-\(UUID().uuidString).json")
        try Data(
            #"{"version": 1, "workplaces": [{"name": "a", "wage": 10320, "payday": {"day": 10}, "shifts": [{"date": "2026-11-02", "start": "09:00", "end": "25:00"}, {"date": "2026-11-31", "start": "09:00", "end": "12:00"}]}]}"#
                .utf8
        ).write(to: file)
        let result = try ValidateCommand.parse([file.path]).result()
        #expect(result.exitStatus == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError == """
                \(file.path): workplaces[0].shifts[0].end: "25:00" is not a time; write HH:mm on a 24-hour clock, 00:00 to 23:59, or 24:00 for midnight at the day's end
                \(file.path): workplaces[0].shifts[1].date: "2026-11-31" is not a date; write YYYY-MM-DD, such as "2026-11-02"
                \(file.path): 2 problems

                """)
    }

    @Test func binaryBytesAreAnErrorNotACrash() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-binary-\(UUID().uuidString).json")
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0xFF]).write(to: file)
        let result = try ValidateCommand.parse([file.path]).result()
        #expect(
            result
                == CommandResult(
                    standardError:
                        "\(file.path): line 1, column 1: not valid JSON: unexpected byte 0x7F where a value was expected\n",
                    exitStatus: 1))
    }

    @Test func aDirectoryIsNotADataFile() throws {
        let result = try ValidateCommand.parse([FileManager.default.temporaryDirectory.path]).result()
        #expect(
            result
                == CommandResult(
                    standardError: "\(FileManager.default.temporaryDirectory.path): is a directory, not a data file\n",
                    exitStatus: 1))
    }

    /// `--rates FILE` checks a rates file (alone or with a data file); a broken one names the
    /// file, the path and the problem, and the status is 1.
    @Test func aRatesFileIsChecked() throws {
        let shipped = SummaryCommandTests.example.replacingOccurrences(of: "workplaces.json", with: "rates.json")
        let table = SummaryCommandTests.example.replacingOccurrences(
            of: "workplaces.json", with: "withholding-tax.json")
        let both = try ValidateCommand.parse([SummaryCommandTests.example, "--rates", shipped]).result()
        #expect(
            both
                == CommandResult(
                    standardOutput:
                        "OK: 6 workplaces, 297 shifts\nOK: \(shipped): 14 figures from 2025-01, all known through 2026-12\n"
                        + "OK: \(table): withholding table of 646 rows for 1 to 11 dependants, in force from 2026-03-01\n"
                ))

        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-rates-\(UUID().uuidString).json")
        let text = try String(contentsOfFile: shipped, encoding: .utf8)
            .replacingOccurrences(of: "\"value\": \"4.75%\"", with: "\"value\": \"4.75\"")
            .replacingOccurrences(of: "\"knownThrough\": \"2027-06\"", with: "\"knownThrough\": \"2027\"")
        try Data(text.utf8).write(to: file)
        let result = try ValidateCommand.parse(["--rates", file.path]).result()
        #expect(
            result
                == CommandResult(
                    standardError: """
                        \(file.path): figures.nationalPensionRate.values[1].value: "4.75" is not a rate; write a percentage above 0 and below 100, such as "4.75%"
                        \(file.path): figures.nationalPensionBaseFloor.knownThrough: "2027" is not a month; write YYYY-MM, such as "2027-01"
                        \(file.path): figures.nationalPensionBaseCap.knownThrough: "2027" is not a month; write YYYY-MM, such as "2027-01"
                        \(file.path): 3 problems

                        """, exitStatus: 1))
        // Without a file: the data file in use (here none yet).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-validate-\(UUID().uuidString)")
        let none = try ValidateCommand.parse([]).result(environment: ["PAYDAY_DATA": folder.path + "/w.json"])
        #expect(none.exitStatus == 0 && none.standardOutput.contains("does not exist yet"))
    }

    /// A broken withholding table beside the rates file is found by `--rates`: a digit lost in a row.
    @Test func theWithholdingTableBesideTheRatesIsChecked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shipped = SummaryCommandTests.example.replacingOccurrences(of: "workplaces.json", with: "rates.json")
        let rates = folder.appendingPathComponent("rates.json")
        try Data(contentsOf: URL(fileURLWithPath: shipped)).write(to: rates)
        let table = try String(
            contentsOfFile: shipped.replacingOccurrences(of: "rates.json", with: "withholding-tax.json"),
            encoding: .utf8)
        let broken = folder.appendingPathComponent("withholding-tax.json")
        try Data(table.replacingOccurrences(of: "[2000, 2010, 19520,", with: "[2000, 2010, 1952,").utf8).write(
            to: broken)
        let result = try ValidateCommand.parse(["--rates", rates.path]).result()
        #expect(result.exitStatus == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("\(broken.path): rows[196][2]: 1952 is not a multiple of 10 won"))
    }
}

import ArgumentParser
import Foundation
import Payroll
import SeededRandom
import Testing

@testable import PaydayApp

/// The command line against random argument lists: words of every command, option and kind of
/// value (good, out of range, hostile), put together by a seeded generator and run in process
/// on a copy of a small data file. None crashes or hangs; each ends with status 0 or 1 (or a
/// usage error from the parser); a command that failed left the file byte for byte as it was,
/// and one that succeeded left a valid file. `PAYDAY_FUZZ_SEED` as for the data-file fuzz test;
/// a hundredth of `PAYDAY_FUZZ_INPUTS` argument lists (a run costs a hundred parses of a file).
@Suite struct CommandLineFuzzTests {
    static let file = """
        { "version": 1, "worker": "김민지", "workplaces": [
          { "name": "카페", "wage": 10320, "payday": { "day": 10 }, "shifts": [
            { "date": "2026-11-02", "start": "09:00", "end": "15:00", "memo": "재고" },
            { "date": "2026-11-03", "start": "22:00", "end": "06:00", "break": 60 } ] },
          { "name": "GS25 편의점", "wage": 10320, "payday": { "day": 25, "month": "same" }, "period": { "startDay": 16 },
            "shifts": [ { "date": "2026-11-20", "start": "18:00" } ] } ] }
        """

    /// Each command with its positional arguments (`W` a workplace, `D` a date, `T` a time, `M`
    /// a month, `F` the data file, `X` any value) and its options.
    static let commands: [(words: [String], positional: [String], options: [String])] = [
        (["summary"], [], ["--today D", "--period M", "--year X", "--json", "--lang X"]),
        (["payslip"], ["W"], ["--today D", "--period M", "--format X", "--lang X"]),
        (["validate"], ["F"], ["--rates F"]),
        (["clock", "in"], ["W"], ["--at T", "--date D", "--memo X"]),
        (["clock", "out"], ["W"], ["--at T", "--date D", "--break X"]),
        (["clock", "status"], [], ["--json"]),
        (["shift", "add"], ["W", "D", "T", "T"], ["--break X", "--memo X"]),
        (["shift", "edit"], ["W", "D", "T"], ["--date D", "--start T", "--end T", "--break X", "--memo X"]),
        (["shift", "remove"], ["W", "D", "T"], []),
        (["shift", "list"], ["W"], ["--period M", "--json"]),
        (
            ["workplace", "add"], ["X"],
            [
                "--wage X", "--payday-day X", "--employees X", "--period-start-day X", "--income-tax X",
                "--insurance X", "--weekly-holiday X", "--contract-weekly-hours X", "--payday-month X",
                "--if-holiday X", "--weekly-holiday-allowance X",
            ]
        ),
        (["workplace", "edit"], ["W"], ["--name X", "--wage X", "--payday-day X", "--period-start-day X"]),
        (["workplace", "remove"], ["W"], []),
        (["workplace", "list"], [], []),
        (["undo"], [], []),
        (["stats"], [], ["--year X", "--json", "--lang X", "--today D"]),
        (["export"], [], ["--format X", "--lang X", "--today D"]),
        (["render"], [], ["--width X", "--height X", "--keys X", "--today D", "--lang X", "--animations X"]),
    ]

    static let values: [String: [String]] = [
        "W": ["카페", "GS", "편의점", "", " ", "nothing", "\u{1B}[2J", "카페\u{202E}"],
        "D": ["2026-11-03", "2026-11-21", "2026-11-22", "1026-11-03", "9999-12-31", "0001-01-01", "2026-02-30", "x"],
        "T": ["09:00", "18:00", "23:59", "00:00", "24:00", "9:0", "12:00", "-1:00"],
        "M": ["2026-11", "2026-10", "1026-01", "9999-12", "2026-13", "0000-01"],
        "F": [],
        "X": [
            "-1", "0", "1", "5", "30", "1440", "10320", "99999999999999999999", "-9223372036854775808", "ko", "en",
            "csv", "text", "json", "none", "3.3%", "four", "sunday", "next", "same", "after", "keep", "true",
            "false", "\u{1B}]52;c;aGk=\u{7}", "\u{9B}", "=SUM(A1)", "a\nb", String(repeating: "가", count: 3000),
            "down enter", "resize:80x24", "resize:99999x1", "80", "24", "1001", "10000", "2026", "9999",
        ],
    ]

    @Test func noArgumentListCrashesOrChangesTheFileItFailedOn() throws {
        var random = SplitMix64(seed: 0x5EED_2026 &+ 2)
        if let seed = ProcessInfo.processInfo.environment["PAYDAY_FUZZ_SEED"].flatMap(UInt64.init) {
            random = SplitMix64(seed: seed)
        }
        let count =
            ProcessInfo.processInfo.environment["PAYDAY_FUZZ_INPUTS"].flatMap { Int($0) }.map { $0 / 100 } ?? 150
        let path = try StoreProcessTests.folder() + "/w.json"
        let environment = [StoreSession.testNowVariable: "2026-11-21T12:00", "PAYDAY_DATA": path]
        let clock = Date(timeIntervalSince1970: 1_795_000_000)
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        var ran = 0
        for input in 0..<count {
            try Self.file.write(toFile: path, atomically: true, encoding: .utf8)
            let before = FileManager.default.contents(atPath: path)
            let command = Self.commands[random.next(below: Self.commands.count)]
            let value = { (kind: String, random: inout SplitMix64) -> String in
                let pool = kind == "F" ? [path, path + "/", "/no/such.json"] : Self.values[kind]!
                // Now and then a value of another kind, or a word of another command.
                if random.next(below: 10) == 0 { return Self.values["X"]![random.next(below: Self.values["X"]!.count)] }
                return pool[random.next(below: pool.count)]
            }
            var arguments = command.words
            for kind in command.positional where random.next(below: 8) != 0 { arguments.append(value(kind, &random)) }
            for _ in 0..<random.next(below: 4) where !command.options.isEmpty {
                let option = command.options[random.next(below: command.options.count)].split(separator: " ")
                arguments.append(String(option[0]))
                if option.count == 2 { arguments.append(value(String(option[1]), &random)) }
            }
            if random.next(below: 3) != 0 {
                arguments.insert(contentsOf: ["--data", path], at: random.next(below: arguments.count + 1))
            }
            let parsed: any ParsableCommand
            do {
                parsed = try PaydayCommand.parseAsRoot(arguments)
            } catch {
                // A usage error, help or the version: the message is made, and is text.
                _ = PaydayCommand.fullMessage(for: error)
                #expect([0, 64, 1].contains(PaydayCommand.exitCode(for: error).rawValue), "\(arguments)")
                continue
            }
            let result: CommandResult?
            switch parsed {
            case let command as any StoreCommand:
                result = command.result(environment: environment, clock: clock, timeZone: seoul)
            case let command as SummaryCommand:
                result = command.result(clock: clock, timeZone: seoul, environment: environment)
            case let command as PayslipCommand:
                result = command.result(clock: clock, timeZone: seoul, environment: environment)
            case let command as StatsCommand:
                result = command.result(clock: clock, timeZone: seoul, environment: environment)
            case let command as ExportCommand:
                result = command.result(clock: clock, timeZone: seoul, environment: environment)
            case let command as ValidateCommand:
                result = command.result()
            case let command as RenderCommand:
                result = command.result(environment: environment, clock: clock, timeZone: seoul)
            default:
                result = nil  // the interactive app and the command groups' help
            }
            guard let result else { continue }
            ran += 1
            #expect(result.exitStatus == 0 || result.exitStatus == 1, "input \(input): \(arguments)")
            if result.exitStatus != 0 {
                #expect(!result.standardError.isEmpty, "input \(input): \(arguments)")
                #expect(FileManager.default.contents(atPath: path) == before, "input \(input): \(arguments)")
            } else {
                #expect(throws: Never.self, "input \(input): \(arguments)") { try DataFile.load(path: path) }
            }
        }
        #expect(ran > count / 4)
    }
}

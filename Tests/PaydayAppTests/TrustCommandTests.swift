import ArgumentParser
import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// The command line's half of "records a worker can trust", from the steps a new user took with
/// two jobs and a week of shifts: each defect as it was met, run in this process at a fixed now.
@Suite struct TrustCommandTests {
    let folder: String
    let file: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-trust-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        file = folder + "/workplaces.json"
    }

    @discardableResult
    private func run(_ arguments: [String], now: String = "2026-11-26T14:10", environment: [String: String] = [:])
        throws -> CommandResult
    {
        try runStoreCommand(arguments, file: file, now: now, environment: environment)
    }

    /// The history's refusals in Korean too: nothing to undo or redo, and an entry not there.
    @Test func historyRefusalsInKorean() throws {
        let korean = ["LANG": "ko_KR.UTF-8"]
        let undo = try run(["undo"], environment: korean)
        #expect(undo.exitStatus == 1)
        #expect(undo.standardError == "payday undo: \(file)의 기록에 되돌릴 변경이 없습니다\n")
        try run(["workplace", "add", "CU", "--wage", "10320", "--payday-day", "10"])
        let redo = try run(["redo"], environment: korean)
        #expect(redo.standardError == "payday redo: \(file)의 기록에 다시 적용할 변경이 없습니다\n")
        let restore = try run(["restore", "99"], environment: korean)
        #expect(
            restore.standardError
                == "payday restore: \(file)의 기록에 99번 항목이 없습니다 (payday history로 번호를 보세요)\n")
        // In English, the words as before.
        #expect(try run(["redo"]).standardError == "payday redo: there is nothing to redo in the history of \(file)\n")
        #expect(try DataFile.load(path: file).workplaces.count == 1)
    }

    private func twoJobs() throws {
        try run(["workplace", "add", "CU", "--wage", "10320", "--payday-day", "10"])
        try run(["workplace", "add", "스타벅스", "--wage", "10320", "--payday-day", "10"])
    }

    @Test func aTwentyThreeHourShiftNeedsLong() throws {
        try twoJobs()
        let typo = try run(["shift", "add", "CU", "2026-11-18", "06:00", "05:00"])
        #expect(typo.exitStatus == 1)
        #expect(
            typo.standardError
                == "payday shift add: 2026-11-18 06:00-05:00 lasts 23h, more than 16 hours (a typo?); if it is right, add --long\n"
        )
        #expect(try DataFile.load(path: file).shiftCount == 0)
        let confirmed = try run(["shift", "add", "CU", "2026-11-18", "06:00", "05:00", "--long"])
        #expect(confirmed.exitStatus == 0, "\(confirmed.standardError)")
        #expect(try DataFile.load(path: file).workplaces[0].shifts.map(\.lengthMinutes) == [23 * 60])
    }

    @Test func aShiftInsideOneElsewhereIsRefusedNamingIt() throws {
        try twoJobs()
        try run(["shift", "add", "스타벅스", "2026-11-18", "10:00", "15:00"])
        let inside = try run(["shift", "add", "CU", "2026-11-18", "12:00", "14:00"])
        #expect(
            inside.standardError
                == "payday shift add: it overlaps the shift 2026-11-18 10:00-15:00 at 스타벅스: one person works at one place at a time\n"
        )
        #expect(inside.exitStatus == 1)
    }

    @Test func aShiftForTomorrowDoesNotBlockClockingInToday() throws {
        try twoJobs()
        try run(["shift", "add", "CU", "2026-11-27", "18:00", "22:00"])
        let clockIn = try run(["clock", "in", "CU"], now: "2026-11-26T14:10")
        #expect(clockIn == CommandResult(standardOutput: "Clocked in at CU at 2026-11-26 14:10.\n"))
        let out = try run(["clock", "out"], now: "2026-11-26T18:00")
        #expect(out.exitStatus == 0, "\(out.standardError)")
        #expect(try DataFile.load(path: file).workplaces[0].shifts.count == 2)
    }

    /// `workplaces[0].wages[0].from: expected a string in double quotes, found null`, and no way
    /// to give the date on the command line.
    @Test func aRaiseFromADate() throws {
        try twoJobs()
        let raise = try run(["workplace", "edit", "CU", "--wage", "10500", "--from", "2026-11-16"])
        #expect(raise.exitStatus == 0, "\(raise.standardError)")
        let wages = try DataFile.load(path: file).workplaces[0].wages
        #expect(wages.hourly(on: LocalDate(iso: "2026-11-15")!) == 10_320)
        #expect(wages.hourly(on: LocalDate(iso: "2026-11-16")!) == 10_500)
        let history = try run(["history"])
        #expect(
            history.standardOutput.split(separator: "\n").first?.hasSuffix(
                "command line · Changed the workplace CU: wage 10,500 won from 2026-11-16") == true,
            "\(history.standardOutput)")
    }

    /// Without a date the raise applied to all time and rewrote October, already paid.
    @Test func aRaiseWithoutADateLeavesPaidPeriodsAlone() throws {
        try twoJobs()
        try run(["shift", "add", "CU", "2026-10-05", "09:00", "14:00"])
        try run(["workplace", "edit", "CU", "--wage", "10500"], now: "2026-11-21T09:00")
        let wages = try DataFile.load(path: file).workplaces[0].wages
        // October was paid on November 10; the raise starts with November, the period paid next.
        #expect(wages.hourly(on: LocalDate(iso: "2026-10-05")!) == 10_320)
        #expect(wages.hourly(on: LocalDate(iso: "2026-11-01")!) == 10_500)
        // A workplace with no shifts yet simply gets the new wage.
        try run(["workplace", "edit", "스타벅스", "--wage", "10500"], now: "2026-11-21T09:00")
        #expect(try DataFile.load(path: file).workplaces[1].wages == WageHistory(hourly: 10_500))
    }

    @Test func numbersOutOfRangeSayWhy() throws {
        try twoJobs()
        let negative = try run(["workplace", "edit", "CU", "--wage", "-9000"])
        #expect(
            negative.standardError == "payday workplace edit: --wage -9,000 is outside 1 to 10,000,000 won an hour\n")
        let huge = try run(["workplace", "add", "GS25", "--wage", "10000001", "--payday-day", "10"])
        #expect(
            huge.standardError == "payday workplace add: --wage 10,000,001 is outside 1 to 10,000,000 won an hour\n")
        let breakMinutes = try run(["shift", "add", "CU", "2026-11-18", "09:00", "10:00", "--break", "-5"])
        #expect(
            breakMinutes.standardError
                == "payday shift add: --break -5 is outside 0 to 1,440 minutes; --break is 0 or more\n")
        let year = try run(["shift", "add", "CU", "1026-11-03", "09:00", "15:00"])
        #expect(
            year.standardError
                == "payday shift add: 1026-11-03 is outside the dates payday takes, 1990-01-01 to 2100-12-31 (a digit missing from the year?)\n"
        )
    }

    @Test func theMinimumWageIsAWarningOnAddAndEdit() throws {
        let add = try run(["workplace", "add", "GS25", "--wage", "9000", "--payday-day", "10"])
        #expect(add.exitStatus == 0)
        #expect(add.standardOutput.hasSuffix("\n! wage 9,000 is below the 2026 minimum wage 10,320\n"))
        let edit = try run(["workplace", "edit", "GS25", "--wage", "9500"])
        #expect(edit.standardOutput.hasSuffix("\n! wage 9,500 is below the 2026 minimum wage 10,320\n"))
        let fine = try run(["workplace", "edit", "GS25", "--wage", "10320"])
        #expect(!fine.standardOutput.contains("minimum"))
    }

    @Test func namesAreCheckedWhenSaved() throws {
        try twoJobs()
        #expect(
            try run(["workplace", "add", "C U", "--wage", "10320", "--payday-day", "10"]).standardError
                == "payday workplace add: the name looks the same as the workplace \"CU\" (it differs only in spacing, width, invisible characters or case); choose a name that tells them apart\n"
        )
        #expect(
            try run(["workplace", "add", "가게B ", "--wage", "10320", "--payday-day", "10"]).standardError
                == "payday workplace add: the name starts or ends with a space\n")
        #expect(
            try run(["workplace", "add", "가게\u{202E}B", "--wage", "10320", "--payday-day", "10"]).standardError
                == "payday workplace add: the name holds an invisible or control character (U+202E); type it again\n")
        // Typed decomposed (as some systems do), saved composed.
        let added = try run(["workplace", "add", "\u{1100}\u{1161}게", "--wage", "10320", "--payday-day", "10"])
        #expect(added.exitStatus == 0)
        #expect(try DataFile.load(path: file).workplaces[2].name.unicodeScalars.elementsEqual("가게".unicodeScalars))
    }

    @Test func koreanUnderTheLocaleAndWithLang() throws {
        try twoJobs()
        let korean = ["LANG": "ko_KR.UTF-8"]
        let refused = try run(["shift", "add", "CU", "2026-11-18", "06:00", "05:00"], environment: korean)
        #expect(
            refused.standardError
                == "payday shift add: 2026-11-18 06:00-05:00 근무 길이 23시간: 16시간을 넘습니다 (오타?); 맞다면 --long을 붙이세요\n")
        let added = try run(["shift", "add", "CU", "2026-11-18", "09:00", "13:00"], environment: korean)
        #expect(added.standardOutput == "근무 추가: CU 2026-11-18 09:00-13:00.\n")
        // LC_ALL wins over LANG; --lang over both.
        #expect(
            try run(["undo"], environment: ["LANG": "en_US.UTF-8", "LC_ALL": "ko_KR.UTF-8"]).standardOutput
                == "3번 되돌림: 근무 추가: CU 2026-11-18 09:00-13:00.\n")
        #expect(
            try run(["redo", "--lang", "en"], environment: korean).standardOutput
                == "Redid 3: Added a shift at CU: 2026-11-18 09:00-13:00.\n")
    }

    /// `payday undo` said only "back to the version before the last change (2 -> 1 workplaces)";
    /// there was no redo, and no way to see which backup was the last good state.
    @Test func historyUndoRedoRestore() throws {
        try twoJobs()
        try run(["shift", "add", "CU", "2026-11-18", "12:00", "14:00"])
        try run(["workplace", "add", "가게B", "--wage", "10320", "--payday-day", "10"])
        let history = try run(["history"]).standardOutput.split(separator: "\n").map {
            // Leave out the time, which is the machine's clock.
            $0.split(separator: " · ", maxSplits: 2).enumerated().filter { $0.offset != 1 }.map { String($0.element) }
                .joined(separator: " · ")
        }
        #expect(
            history == [
                "4 · command line · Added the workplace 가게B",
                "3 · command line · Added a shift at CU: 2026-11-18 12:00-14:00",
                "2 · command line · Added the workplace 스타벅스",
                "1 · command line · Added the workplace CU",
            ])
        #expect(try run(["undo"]).standardOutput == "Undid 4: Added the workplace 가게B.\n")
        #expect(try run(["undo"]).standardOutput == "Undid 3: Added a shift at CU: 2026-11-18 12:00-14:00.\n")
        #expect(try run(["redo"]).standardOutput == "Redid 3: Added a shift at CU: 2026-11-18 12:00-14:00.\n")
        #expect(try DataFile.load(path: file).workplaces.map(\.name) == ["CU", "스타벅스"])
        #expect(try run(["history"]).standardOutput.contains("Added the workplace 가게B  (undone)"))
        #expect(try run(["restore", "1"]).standardOutput == "Restored the file as it was after 1.\n")
        #expect(try DataFile.load(path: file).workplaces.map(\.name) == ["CU"])
        #expect(try run(["undo"]).standardOutput == "Undid 8: Restored the file as it was after 1.\n")
        #expect(try DataFile.load(path: file).shiftCount == 1)
        let missing = try run(["restore", "99"])
        #expect(missing.exitStatus == 1 && missing.standardError.contains("no entry 99"))
    }

    @Test func pluralsAreRight() throws {
        try twoJobs()
        try run(["shift", "add", "CU", "2026-11-18", "12:00", "14:00"])
        #expect(try run(["workplace", "list"]).standardOutput.contains(", 1 shift\n"))
        #expect(try run(["shift", "list", "CU"]).standardOutput.contains("  1 shift, 2h"))
        #expect(
            try run(["workplace", "remove", "CU"]).standardOutput
                == "Removed the workplace CU and its 1 shift (payday undo brings it back).\n")
    }

    /// `payday validate` needed a file argument unlike every other command.
    @Test func validateChecksTheFileInUse() throws {
        try twoJobs()
        let good = try ValidateCommand.parse([]).result(environment: ["PAYDAY_DATA": file])
        #expect(good == CommandResult(standardOutput: "OK: \(file): 2 workplaces, 0 shifts\n"))
        try #"{"version": 1, "workplaces": [{"name": "x"}]}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let bad = try ValidateCommand.parse([]).result(environment: ["PAYDAY_DATA": file])
        #expect(bad.exitStatus == 1 && bad.standardError.contains("missing required field"))
    }

    /// Workplace names offered for completion, filtered by what was typed, from `--data` or the
    /// file in use.
    @Test func completionOffersWorkplaceNames() throws {
        try twoJobs()
        #expect(
            WorkplaceCompletion.names(words: ["payday", "clock", "in", "--data", file], prefix: "", environment: [:])
                == ["CU", "스타벅스"])
        #expect(
            WorkplaceCompletion.names(
                words: ["payday", "clock", "in"], prefix: "스", environment: ["PAYDAY_DATA": file]) == ["스타벅스"])
        #expect(
            WorkplaceCompletion.names(
                words: ["payday", "clock", "in"], prefix: "c", environment: ["PAYDAY_DATA": file]) == ["CU"])
    }
}

/// Completion through the real binary and the script it generates, run in bash as bash runs it
/// when Tab is pressed after `payday clock in `.
@Suite struct CompletionScriptTests {
    /// What bash offers for `line` (words split at spaces, the cursor at its end), with the
    /// completion script the binary generates and `folder` as `XDG_DATA_HOME`.
    static func complete(_ line: String, folder: String) throws -> [String] {
        if !FileManager.default.fileExists(atPath: folder + "/payday.bash") {
            let script = try StoreProcessTests.run(["--generate-completion-script", "bash"])
            try script.output.write(toFile: folder + "/payday.bash", atomically: true, encoding: .utf8)
        }
        let binaryFolder = (StoreProcessTests.payday! as NSString).deletingLastPathComponent
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map { "'\($0)'" }
        let program = """
            source "$1/payday.bash"
            COMP_WORDS=(\(words.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
            COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
            _payday
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let shell = try StoreProcessTests.launch(
            "/bin/bash", ["-c", program, "bash", folder],
            environment: ["PATH": binaryFolder + ":/usr/bin:/bin", "XDG_DATA_HOME": folder])
        let finished = StoreProcessTests.wait(shell)
        #expect(finished.status == 0, "\(finished.error)")
        return finished.output.split(separator: "\n").map(String.init)
    }

    @Test(
        .enabled(
            if: StoreProcessTests.payday != nil, "needs the payday binary beside the tests (swift build builds it)"))
    func bashCompletesWorkplaceNames() throws {
        let folder = try StoreProcessTests.folder()
        // The file in use, as the shell's payday finds it (`$XDG_DATA_HOME/payday/workplaces.json`).
        let path = folder + "/payday/workplaces.json"
        for name in ["CU 역삼", "스타벅스"] {
            let added = try StoreProcessTests.run([
                "workplace", "add", name, "--wage", "10320", "--payday-day", "10", "--data", path,
            ])
            #expect(added.status == 0, "\(added.error)")
        }
        func complete(_ line: String) throws -> [String] { try Self.complete(line, folder: folder) }
        #expect(try complete("payday clock in ") == ["CU 역삼", "스타벅스"])
        #expect(try complete("payday clock in 스") == ["스타벅스"])
        #expect(try complete("payday shift add C") == ["CU 역삼"])
        // Every command that names a workplace, by argument or by --workplace.
        for line in [
            "payday schedule add ", "payday schedule list ", "payday absence add ", "payday absence list ",
            "payday entitlements ", "payday received ", "payday payslip ",
        ] {
            #expect(try complete(line) == ["CU 역삼", "스타벅스"], "\(line)")
        }
        // An option's value (`export --workplace`) the script asks of the binary in the same way;
        // the generated bash script offers no option value in this harness (not `--lang`'s
        // either), so the binary's answer is read directly.
        let asked = try StoreProcessTests.launch(
            StoreProcessTests.payday!,
            ["---completion", "export", "--", "--workplace", "3", "0", "payday", "export", "--workplace", ""],
            environment: ["XDG_DATA_HOME": folder])
        #expect(StoreProcessTests.wait(asked).output.split(separator: "\n") == ["CU 역삼", "스타벅스"])
        #expect(
            try complete("payday absence add CU 2026-11-20 ") == [
                "leave", "sick", "off", "closed", "연차", "병가", "휴무", "휴업",
            ])
    }
}

import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

#if canImport(Glibc)
import Glibc
import TerminalTestSupport
#endif

/// Hostile and unlucky input through the real binary, as a shell runs it: data that holds
/// terminal escapes, names a spreadsheet would run, closed and full output streams, a FIFO as
/// the data file, sizes no terminal has, files built to exhaust memory. Each run has a time
/// limit (a hang is a failure, not a stuck test run) and its output is checked as raw bytes.
@Suite(
    .enabled(if: StoreProcessTests.payday != nil, "needs the payday binary beside the tests (swift build builds it)"))
struct HostileInputTests {
    struct Run {
        var status: Int32
        var signaled: Bool
        var hung: Bool
        var output: [UInt8]
        var error: [UInt8]
        var errorText: String { String(decoding: error, as: UTF8.self) }
        var outputText: String { String(decoding: output, as: UTF8.self) }
        /// Exited by itself (no signal, no hang) with this status.
        func exited(_ expected: Int32) -> Bool { !hung && !signaled && status == expected }
    }

    /// Runs `payday arguments` from `sh`, with `redirect` (default: both streams to files that
    /// are read back whole) and `prefix` (such as `ulimit -v 1000000;`), killed after `limit`
    /// seconds: a hang shows as `hung`, whatever the machine's speed (the limit is generous).
    static func run(
        _ arguments: [String], redirect: String? = nil, prefix: String = "", environment: [String: String] = [:],
        limit: Double = 300
    ) throws -> Run {
        let folder = try StoreProcessTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/out", err = folder + "/err"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            [
                "-c", prefix + " exec \"$0\" \"$@\" " + (redirect ?? ">\"$OUT\" 2>\"$ERR\""),
                StoreProcessTests.payday!,
            ] + arguments
        var merged = ProcessInfo.processInfo.environment
        merged.removeValue(forKey: "PAYDAY_DATA")
        merged[StoreSession.testNowVariable] = "2026-11-21T12:00"
        merged["OUT"] = out
        merged["ERR"] = err
        merged.merge(environment) { $1 }
        process.environment = merged
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let hung = process.isRunning
        if hung {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal, hung: hung,
            output: Array(FileManager.default.contents(atPath: out) ?? Data()),
            error: Array(FileManager.default.contents(atPath: err) ?? Data()))
    }

    /// Every byte sequence a terminal would act on, by the bytes of its UTF-8 (not by
    /// `TerminalText`, the function under test): C0 but newline, tab and the CR of a CRLF; DEL;
    /// C1 (`C2 80`-`C2 9F`); the bidirectional controls U+061C, U+200E/F, U+202A-E, U+2066-9.
    static func controlSequences(_ bytes: [UInt8]) -> [String] {
        var found: [String] = []
        for index in bytes.indices {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            let third = index + 2 < bytes.count ? bytes[index + 2] : nil
            let bad: Bool
            switch byte {
            case 0x0A, 0x09: bad = false
            case 0x0D: bad = next != 0x0A
            case 0x00...0x1F, 0x7F: bad = true
            case 0xC2: bad = next.map { (0x80...0x9F).contains($0) } ?? false
            case 0xD8: bad = next == 0x9C
            case 0xE2:
                bad =
                    (next == 0x80 && third.map { [0x8E, 0x8F, 0xAA, 0xAB, 0xAC, 0xAD, 0xAE].contains($0) } == true)
                    || (next == 0x81 && third.map { (0xA6...0xA9).contains($0) } == true)
            default: bad = false
            }
            if bad { found.append("byte \(index): \(String(byte, radix: 16))") }
        }
        return found
    }

    /// A data file whose every text field holds what the issue's steps wrote: the clipboard
    /// (OSC 52), the window title (OSC 0), clear screen (CSI 2J), C1 CSI, a bidi override, a
    /// carriage return and backspaces that overwrite, DEL, a newline that forges a line.
    static let hostileFile = #"""
        {
          "version": 1,
          "worker": "김\u001b[8m민지\u001b]0;owned\u0007",
          "workplaces": [
            { "name": "GS25 \u001b]52;c;aGVsbG8=\u0007\u001b]0;title\u0007\u001b[2J", "wage": 10320,
              "payday": { "day": 10 },
              "shifts": [
                { "date": "2026-11-02", "start": "18:00", "end": "23:00", "memo": "\u001b[31mred\b\b\nforged line\r\u007f" },
                { "date": "2026-11-03", "start": "18:00", "end": "23:00" }
              ] },
            { "name": "카페\u202e\u009b31m\u2066\u061c\u200f", "wage": 10320, "payday": { "day": 10 },
              "shifts": [ { "date": "2026-11-20", "start": "09:00" } ] },
            { "name": "=HYPERLINK(\"http://x\",\"y\")", "wage": 10320, "payday": { "day": 10 }, "shifts": [] }
          ]
        }
        """#

    static func hostileCopy() throws -> String {
        let path = try StoreProcessTests.folder() + "/w.json"
        try hostileFile.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The issue's first case: every text command and message on a file whose names and memos
    /// hold terminal escapes. No run writes a control byte; the names show escaped.
    @Test func noTextCommandOrMessageWritesAControlCharacter() throws {
        let escape = "\u{1B}]0;x\u{7}"
        let commands: [[String]] = [
            ["validate", "FILE"],
            ["summary", "--data", "FILE", "--today", "2026-11-21"],
            ["summary", "--data", "FILE", "--today", "2026-11-21", "--lang", "ko"],
            ["summary", "--data", "FILE", "--today", "2026-11-21", "--json"],
            ["summary", "--data", "FILE", "--today", "2026-11-21", "--year", "2026"],
            ["payslip", "GS25", "--data", "FILE", "--today", "2026-11-21"],
            ["payslip", "GS25", "--data", "FILE", "--today", "2026-11-21", "--format", "csv"],
            ["payslip", "GS25", "--data", "FILE", "--today", "2026-11-21", "--format", "json", "--lang", "ko"],
            ["payslip", "--data", "FILE", "--today", "2026-11-21"],  // ambiguous: lists the names
            ["payslip", "nothing", "--data", "FILE", "--today", "2026-11-21"],  // unknown: lists them
            ["payslip", "GS25", "--data", "FILE", "--today", "2026-11-21", "--format", "html"],
            ["stats", "--data", "FILE", "--today", "2026-11-21"],
            ["stats", "--data", "FILE", "--today", "2026-11-21", "--json"],
            ["export", "--format", "csv", "--data", "FILE", "--today", "2026-11-21"],
            ["export", "--format", "ics", "--data", "FILE", "--today", "2026-11-21"],
            ["shift", "list", "--data", "FILE"],
            ["paydays", "--data", "FILE"],
            ["schedule", "list", "--data", "FILE"],
            ["absence", "list", "--data", "FILE"],
            ["remind", "--via", "text", "--data", "FILE"],
            ["shift", "list", "--data", "FILE", "--json"],
            ["workplace", "list", "--data", "FILE"],
            ["clock", "status", "--data", "FILE"],
            ["clock", "status", "--data", "FILE", "--json"],
            ["clock", "out", "카페", "--at", "11:00", "--data", "FILE"],
            ["clock", "in", "GS25", "--at", "10:00", "--data", "FILE"],  // refused: 카페 is open
            ["shift", "add", "GS25", "2026-11-05", "09:00", "10:00", "--memo", escape, "--data", "FILE"],
            ["shift", "add", "", "2026-11-05", "09:00", "10:00", "--data", "FILE"],  // ambiguous
            ["shift", "add", escape, "2026-11-05", "09:00", "10:00", "--data", "FILE"],  // unknown
            ["shift", "add", "GS25", "2026-11-02", "20:00", "21:00", "--data", "FILE"],  // overlaps
            ["shift", "edit", "GS25", "2026-11-02", "18:00", "--memo", escape, "--data", "FILE"],
            ["shift", "remove", "GS25", "2026-11-02", "18:00", "--data", "FILE"],
            ["shift", "remove", "GS25", "2026-11-03", "07:00", "--data", "FILE"],  // lists that day's
            ["workplace", "edit", "HYPER", "--wage", "10500", "--data", "FILE"],
            ["workplace", "remove", "HYPER", "--data", "FILE"],
            [
                "workplace", "add", "GS25 \u{1B}]52;c;aGVsbG8=\u{7}\u{1B}]0;title\u{7}\u{1B}[2J", "--wage", "10320",
                "--payday-day", "10", "--data", "FILE",
            ],  // a name that is there already
            ["undo", "--data", "FILE"],
            ["history", "--data", "FILE"],
            // In Korean the change is said in the history's words, names included.
            ["shift", "add", "GS25", "2026-11-05", "09:00", "10:00", "--data", "FILE", "--lang", "ko"],
            ["workplace", "remove", "HYPER", "--data", "FILE", "--lang", "ko"],
            ["workplace", "list", "--data", "FILE", "--lang", "ko"],
            ["entitlements", "--data", "FILE", "--today", "2026-11-21"],
            ["differences", "--year", "2026", "--data", "FILE", "--today", "2026-11-21"],
            ["received", "GS25", "2026-10", "100000", "--data", "FILE"],
            ["summary", "--data", "FILE", "--today", escape],  // ArgumentParser's own message
            ["render", "--data", "FILE", "--width", "80", "--height", "24", "--today", "2026-11-21"],
        ]
        for command in commands {
            let path = try Self.hostileCopy()
            let run = try Self.run(command.map { $0 == "FILE" ? path : $0 })
            #expect(!run.hung && !run.signaled, "\(command)")
            #expect(!(run.output + run.error).isEmpty, "\(command): no output")
            #expect(Self.controlSequences(run.output).isEmpty, "\(command): \(run.outputText)")
            #expect(Self.controlSequences(run.error).isEmpty, "\(command): \(run.errorText)")
        }
        // The history's lines, and undo and redo naming a change, after changes that name them.
        let path = try Self.hostileCopy()
        for command in [
            ["workplace", "edit", "HYPER", "--wage", "10500"],
            ["shift", "add", "GS25", "2026-11-05", "09:00", "10:00"],
            ["history"], ["undo"], ["redo"], ["undo", "--lang", "ko"], ["history", "--lang", "ko"],
        ] {
            let run = try Self.run(command + ["--data", path])
            #expect(run.exited(0), "\(command): \(run.errorText)")
            #expect(Self.controlSequences(run.output).isEmpty, "\(command): \(run.outputText)")
            #expect(Self.controlSequences(run.error).isEmpty, "\(command): \(run.errorText)")
        }
        // The names are there, escaped: readable, and one line each.
        let list = try Self.run(["workplace", "list", "--data", try Self.hostileCopy()])
        #expect(list.exited(0))
        let lines = list.outputText.split(separator: "\n")
        #expect(lines.count == 3, "\(list.outputText)")
        #expect(lines.first?.hasPrefix(#"GS25 \u{1B}]52;c;aGVsbG8=\u{7}\u{1B}]0;title\u{7}\u{1B}[2J: "#) == true)
        #expect(lines.dropFirst().first?.hasPrefix(#"카페\u{202E}\u{9B}31m\u{2066}\u{61C}\u{200F}: "#) == true)
        let shifts = try Self.run(["shift", "list", "GS25", "--data", try Self.hostileCopy()])
        #expect(shifts.outputText.contains(#"\u{1B}[31mred\u{8}\u{8}\u{A}forged line\u{D}\u{7F}"#))
    }

    /// Names a spreadsheet would run as formulas are cells of text once read back by a CSV
    /// reader (Python's `csv`, as a spreadsheet import reads them): a `'` before each, per
    /// OWASP's advice on CSV injection; numbers stay numbers.
    @Test(arguments: [
        #"=HYPERLINK("http://x","y")"#, "+SUM(A1:A9)", "-2+3+cmd|' /C calc'!A0", "@SUM(1+1)", "\tTAB", "\rCR",
    ])
    func csvCellsThatWouldBeFormulasAreText(name: String) throws {
        let path = try StoreProcessTests.folder() + "/w.json"
        let file = DataFile(
            worker: Worker(name: name),
            workplaces: [
                Workplace(
                    name: name, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
                    shifts: [
                        Shift(
                            date: LocalDate(iso: "2026-11-02")!, start: TimeOfDay(text: "18:00")!,
                            end: TimeOfDay(text: "23:00")!)
                    ])
            ])
        try Data(DataFileWriter.bytes(file)).write(to: URL(fileURLWithPath: path))
        let run = try Self.run(["payslip", "--data", path, "--today", "2026-11-21", "--format", "csv"])
        #expect(run.exited(0), "\(run.errorText)")
        let csv = path + ".csv"
        try Data(run.output).write(to: URL(fileURLWithPath: csv))
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        reader.arguments = [
            "python3", "-c",
            "import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], newline='')))))",
            csv,
        ]
        let pipe = Pipe()
        reader.standardOutput = pipe
        try reader.run()
        let json = pipe.fileHandleForReading.readAllRetryingInterruptedReads()
        reader.waitUntilExit()
        let rows = try #require(try JSONSerialization.jsonObject(with: json) as? [[String]])
        let shown = "'" + TerminalText.line(name)
        #expect(rows.first { $0[1] == "Worker" }?[3] == shown, "\(rows)")
        #expect(rows.first { $0[1] == "Workplace" }?[3] == shown, "\(rows)")
        for row in rows where row[1] != "Worker" && row[1] != "Workplace" {
            #expect(row.allSatisfy { !$0.hasPrefix("'") }, "\(row)")
        }
        #expect(rows.first { $0[1] == "Gross pay" }?[3] == "51600")
    }

    /// Standard error closed or full, standard output full: a non-zero exit, never a signal
    /// (before: SIGILL in `FileHandle.write`, and `summary >/dev/full` exited 0).
    @Test func failedWritesAreANonZeroExitAndNoCrash() throws {
        let path = try Self.hostileCopy()
        let today = ["--today", "2026-11-21"]
        let cases: [([String], String, Int32)] = [
            (["shift", "add", "nothing", "2026-11-05", "09:00", "10:00", "--data", path], ">/dev/null 2>&-", 1),
            (["shift", "add", "nothing", "2026-11-05", "09:00", "10:00", "--data", path], ">/dev/null 2>/dev/full", 1),
            (["summary", "--data", "/no/such.json"], ">/dev/null 2>&-", 1),
            (["summary", "--today", "not-a-date"], ">/dev/null 2>&-", 64),
            (["summary", "--today", "not-a-date"], ">/dev/null 2>/dev/full", 64),
            (["summary", "--data", path] + today, ">/dev/full 2>/dev/null", 1),
            (["payslip", "GS25", "--data", path] + today, ">/dev/full 2>/dev/null", 1),
            (["payslip", "GS25", "--data", path, "--format", "csv"] + today, ">/dev/full 2>/dev/null", 1),
            (["shift", "list", "--data", path], ">/dev/full 2>/dev/null", 1),
            (["workplace", "list", "--data", path], ">/dev/full 2>/dev/null", 1),
            (["clock", "status", "--data", path], ">/dev/full 2>/dev/null", 1),
            (["render", "--data", path, "--width", "80", "--height", "24"] + today, ">/dev/full 2>/dev/null", 1),
            (["validate", path], ">/dev/full 2>/dev/null", 1),
            // The exports, written from their writers' bytes (`CommandResult.document(bytes:)`).
            (["export", "--format", "csv", "--data", path] + today, ">/dev/full 2>/dev/null", 1),
            (["export", "--format", "ics", "--data", path] + today, ">/dev/full 2>/dev/null", 1),
            (["export", "--format", "ics", "--data", path] + today, ">&- 2>&-", 1),
            (["--help"], ">/dev/full 2>/dev/null", 1),
            (["--version"], ">&- 2>/dev/null", 1),
            (["summary", "--data", path] + today, ">/dev/full 2>&-", 1),
        ]
        for (arguments, redirect, status) in cases {
            let run = try Self.run(arguments, redirect: redirect)
            #expect(run.exited(status), "\(arguments) \(redirect): \(run.status) signaled \(run.signaled)")
        }
        let full = try Self.run(["summary", "--data", path] + today, redirect: ">/dev/full 2>\"$ERR\"")
        #expect(full.errorText == "payday: could not write the output: No space left on device\n")
        let export = try Self.run(
            ["export", "--format", "csv", "--data", path] + today, redirect: ">/dev/full 2>\"$ERR\"")
        #expect(export.errorText == "payday: could not write the output: No space left on device\n")
    }

    /// A FIFO as the data file (and a folder, a device): every command that reads or writes
    /// data says so at once, within the time limit (before: 9 commands blocked in `open`).
    @Test func aFifoOrADeviceAsTheDataFileIsAnErrorAtOnce() throws {
        let folder = try StoreProcessTests.folder()
        let fifo = folder + "/pipe.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, kind) in [(fifo, "named pipe"), ("/dev/zero", "device"), (folder, "director")] {
            let commands: [[String]] = [
                ["shift", "list", "--data", path], ["workplace", "list", "--data", path],
                ["clock", "status", "--data", path], ["clock", "in", "--data", path],
                ["clock", "out", "--data", path],
                ["shift", "add", "a", "2026-11-05", "09:00", "10:00", "--data", path],
                ["workplace", "add", "a", "--wage", "10320", "--payday-day", "10", "--data", path],
                ["undo", "--data", path], ["summary", "--data", path], ["payslip", "--data", path], ["validate", path],
                ["summary", "--rates", path], ["render", "--width", "80", "--height", "24", "--data", path],
            ]
            for command in commands {
                let run = try Self.run(command, limit: 120)
                #expect(run.exited(1), "\(command): hung \(run.hung) \(run.status)")
                #expect(
                    run.errorText.contains(kind) || (kind == "director" && run.errorText.contains("folder")),
                    "\(command): \(run.errorText)")
            }
        }
        #expect(FileManager.default.fileExists(atPath: fifo))
    }

    /// A mistyped `--data` is an error for the commands that only show data (before: "No
    /// workplaces yet", exit 0), and nothing is created.
    @Test func aMistypedDataFileIsAnErrorForEveryReadingCommand() throws {
        let path = try StoreProcessTests.folder() + "/typo.json"
        for command in [["shift", "list"], ["workplace", "list"], ["clock", "status"], ["summary"], ["payslip"]] {
            let run = try Self.run(command + ["--data", path])
            #expect(run.exited(1), "\(command)")
            #expect(run.errorText.contains("\(path): no such file"), "\(command): \(run.errorText)")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A data path ending in `/`: refused, and no folder or `..lock` is left (before: both).
    @Test func aDataPathEndingInASlashIsRefusedCleanly() throws {
        let folder = try StoreProcessTests.folder()
        for command in [
            ["workplace", "add", "a", "--wage", "10320", "--payday-day", "10"], ["clock", "in", "a"], ["undo"],
        ] {
            let run = try Self.run(command + ["--data", folder + "/sub/"])
            #expect(run.exited(1), "\(command)")
            #expect(run.errorText.contains("names a folder, not a data file"), "\(command): \(run.errorText)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// `undo` after a save killed between keeping the new version and renaming it over the file
    /// (the file is still the old version): the change before is undone, named; no "editor" is
    /// blamed.
    @Test(arguments: [
        SaveStep.versionKept, .historyWritten, .temporaryCreated, .temporaryHalfWritten, .temporaryWritten,
        .temporaryFlushed,
    ])
    func undoAfterAKilledSaveUndoesTheLastChangeThatLanded(step: SaveStep) throws {
        let path = try StoreProcessTests.folder() + "/w.json"
        #expect(
            try Self.run(["workplace", "add", "카페", "--wage", "10320", "--payday-day", "10", "--data", path]).exited(0))
        let beforeShift = FileManager.default.contents(atPath: path)
        #expect(try Self.run(["shift", "add", "카페", "2026-11-02", "09:00", "10:00", "--data", path]).exited(0))
        let killed = try Self.run(
            ["shift", "add", "카페", "2026-11-03", "09:00", "10:00", "--data", path],
            environment: [StoreSession.testKillVariable: step.rawValue])
        #expect(killed.signaled && killed.status == SIGKILL, "\(step)")
        let undo = try Self.run(["undo", "--data", path])
        #expect(undo.exited(0), "\(step): \(undo.errorText)")
        #expect(!undo.errorText.contains("editor"))
        #expect(
            undo.outputText.contains("Undid 2: Added a shift at 카페: 2026-11-02 09:00-10:00"),
            "\(step): \(undo.outputText)")
        #expect(FileManager.default.contents(atPath: path) == beforeShift)
    }

    /// The list of candidates in a message is bounded: with 20,000 workplaces (189 KB before),
    /// the first ten and a count.
    @Test func theCandidatesOfAnAmbiguousNameAreBounded() throws {
        let path = try StoreProcessTests.folder() + "/w.json"
        let places = (1...20_000).map {
            #"{ "name": "카페 \#($0)", "wage": 10320, "payday": { "day": 10 }, "shifts": [] }"#
        }
        try (#"{ "version": 1, "workplaces": ["# + places.joined(separator: ",\n") + "] }")
            .write(toFile: path, atomically: true, encoding: .utf8)
        for command in [
            ["shift", "add", "카페", "2026-11-05", "09:00", "10:00", "--data", path],
            ["shift", "add", "nothing", "2026-11-05", "09:00", "10:00", "--data", path],
            ["payslip", "카페", "--data", path, "--today", "2026-11-21"],
            ["payslip", "--data", path, "--today", "2026-11-21"],
            ["clock", "in", "--data", path],
        ] {
            let run = try Self.run(command)
            #expect(run.exited(1), "\(command)")
            #expect(run.error.count < 600, "\(command): \(run.error.count) bytes")
            #expect(run.errorText.contains(#""카페 10" and 19990 more"#), "\(command): \(run.errorText)")
        }
    }

    /// The sizes of the issue: a screen no terminal has is a clear error at once; the largest
    /// allowed renders within a memory limit (before: `resize:10001x10001` took 15 GB).
    @Test func renderSizesAreThoseOfARealTerminal() throws {
        let base = ["render", "--demo", "--today", "2026-11-21"]
        let wide = try Self.run(base + ["--width", "10000", "--height", "10000"])
        #expect(wide.exited(64))
        #expect(wide.errorText.contains("--width 10000 must be between 1 and 1000"), "\(wide.errorText)")
        let tall = try Self.run(base + ["--width", "80", "--height", "501"])
        #expect(tall.errorText.contains("--height 501 must be between 1 and 500"), "\(tall.errorText)")
        let resize = try Self.run(base + ["--width", "80", "--height", "24", "--keys", "resize:99999x99999"])
        #expect(resize.exited(64))
        #expect(resize.errorText.contains("99999x99999 is larger than any terminal"), "\(resize.errorText)")
        let largest = try Self.run(
            base + ["--width", "80", "--height", "24", "--keys", "resize:1000x500 resize:1000x1"],
            prefix: "ulimit -v 2000000;")
        #expect(largest.exited(0), "\(largest.status) \(largest.errorText)")
        #expect(largest.outputText.split(separator: "\n", omittingEmptySubsequences: false).count == 2)
    }

    /// The issue's hostile file: 200 MB whose unknown field is a 100-million-element array
    /// (before: 23 s and 4.5 GB). Refused from its size under a 1 GB address-space limit; and
    /// a file under the size limit holding 25 million elements, by the reader's value limit.
    @Test func aHostileFileIsRefusedWithinAMemoryLimit() throws {
        let folder = try StoreProcessTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func write(_ path: String, elements: Int) throws {
            let handle = try #require(
                FileHandle(forWritingAtPath: path)
                    ?? {
                        _ = FileManager.default.createFile(atPath: path, contents: nil)
                        return FileHandle(forWritingAtPath: path)
                    }())
            handle.write(Data(#"{"version": 1, "workplaces": [], "x": ["#.utf8))
            let chunk = Data(String(repeating: "0,", count: 1 << 20).utf8)
            for _ in 0..<(elements >> 20) { handle.write(chunk) }
            handle.write(Data("0]}".utf8))
            try handle.close()
        }
        let big = folder + "/big.json", under = folder + "/under.json"
        try write(big, elements: 100 << 20)
        try write(under, elements: 25 << 20)
        let limit = "ulimit -v 1000000;"
        let refusedBig = try Self.run(["validate", big], prefix: limit)
        #expect(refusedBig.exited(1))
        #expect(refusedBig.errorText.contains("larger than any data file (at most 128 MB)"), "\(refusedBig.errorText)")
        let bytes = FileManager.default.contents(atPath: under)?.count
        for command in [
            ["validate", under], ["shift", "list", "--data", under], ["clock", "in", "a", "--data", under],
        ] {
            let run = try Self.run(command, prefix: limit)
            #expect(run.exited(1), "\(command): \(run.status) \(run.errorText)")
            #expect(run.errorText.contains("more than 1000000 values"), "\(command): \(run.errorText)")
        }
        #expect(FileManager.default.contents(atPath: under)?.count == bytes)
    }
}

import ArgumentParser
import Foundation
import PaydayApp
import PaydayCommandLine
import Payroll
import PayrollExports
import PayrollWords
import SeededRandom

#if canImport(Glibc)
import Glibc
#endif

/// The fuzz target of the data-file reader, the command line, the history reader and the HTML
/// writer: one input is one byte that says which (its value modulo 4: 0 a data file, 1 a
/// command line, 2 a history file, 3 a text for an HTML page), then the data file's bytes, the
/// arguments separated by NUL bytes, the history's bytes, or the text's. A finding (a broken promise below) stops the process with a
/// message and `SIGTRAP`, as a crash would; a crash or a hang is a finding by itself.
///
/// - A data file the reader accepts reads back the same after writing it; one it refuses has
///   at least one problem, and the store neither saves over it nor changes a byte of it.
/// - A command line is parsed as `payday` parses it (`PaydayCommand.parse(commandLine:)`, which
///   gives the command and values the argument parser's parse from the root gives, or, for a
///   line the root refuses, the root's parse of the line with its leading options moved after
///   the command's name) and run on a
///   small valid data file (every `--data` and `--rates` points there, so nothing outside is
///   touched; the interactive app is not run): a command that fails leaves the file byte for
///   byte as it was, and one that succeeds leaves a file the reader accepts.
/// - A history file (`backups/w.json.history` beside the small valid data file, with a file
///   outside `backups/` that its entries may name) is read, shown, undone and redone: no number
///   in an entry read is outside its `Limits` rule, the file outside is never removed, and the
///   data file is left as it was or as a file the reader accepts.
/// - A text is escaped for HTML and made a payslip page's workplace and worker names: the
///   escaped text holds no markup character, and the page has exactly the markup of the same
///   page with plain names (no element or attribute comes from the text).
///
/// Built two ways. With libFuzzer (`swift build --sanitize=fuzzer -Xswiftc -DLIBFUZZER`, as
/// bench/fuzz.sh does), `LLVMFuzzerTestOneInput` is the entry point and the coverage guides the
/// inputs. Built plainly (as `swift build` does), it is a replayer: `payday-fuzz --inputs N
/// [--seed S]` runs N seeded mutations of its seed inputs (what `make test` runs, through
/// `FuzzTargetTests`), `payday-fuzz FILE...` runs saved inputs (a libFuzzer crash file), and
/// `payday-fuzz --write-corpus DIR` writes the seed inputs for libFuzzer.
enum FuzzTarget {
    /// Where findings are written: standard error as it was at the start (the commands' own
    /// output goes to /dev/null).
    nonisolated(unsafe) static var report: Int32 = STDERR_FILENO
    nonisolated(unsafe) static var folder = ""
    static var dataPath: String { folder + "/w.json" }

    nonisolated(unsafe) static var counts = Counts()
    struct Counts {
        var files = 0, accepted = 0, commandLines = 0, commandsRun = 0, histories = 0, htmlTexts = 0
    }

    /// Makes the folder the inputs work in, sets the clock of the store commands
    /// (`PAYDAY_TEST_NOW`) and the default data file, and with `quiet` sends the commands' output
    /// to /dev/null (under libFuzzer, its `-close_fd_mask=3` does that, keeping its own).
    static func setUp(quiet: Bool) {
        let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : NSTemporaryDirectory()
        folder = base + "/payday-fuzz-\(getpid())"
        mkdir(folder, 0o700)
        setenv("PAYDAY_DATA", dataPath, 1)
        setenv("PAYDAY_TEST_NOW", "2026-11-21T12:00", 1)
        unsetenv("PAYDAY_TEST_KILL_AT_STEP")
        guard quiet else { return }
        report = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY)
        dup2(null, STDOUT_FILENO)
        dup2(null, STDERR_FILENO)
        close(null)
    }

    static func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    static func say(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(report, $0.baseAddress, $0.count) }
    }

    static func finding(_ what: String, _ input: [UInt8]) -> Never {
        say("payday-fuzz: finding: \(what)\n  input (\(input.count) bytes): \(input.prefix(400).map { String($0) })\n")
        tearDown()
        raise(SIGTRAP)
        exit(2)
    }

    static func run(_ input: [UInt8]) {
        guard let first = input.first else { return }
        switch first & 3 {
        case 0: dataFile(Array(input.dropFirst()), input)
        case 1: commandLine(Array(input.dropFirst()), input)
        case 2: historyFile(Array(input.dropFirst()), input)
        default: htmlText(Array(input.dropFirst()), input)
        }
    }

    static func historyFile(_ bytes: [UInt8], _ input: [UInt8]) {
        counts.histories += 1
        try? FileManager.default.removeItem(atPath: folder + "/backups")
        mkdir(folder + "/backups", 0o700)
        let outside = folder + "/outside.txt"
        guard FileManager.default.createFile(atPath: dataPath, contents: Data(commandFile)),
            FileManager.default.createFile(atPath: outside, contents: Data("outside".utf8)),
            FileManager.default.createFile(atPath: folder + "/backups/w.json.history", contents: Data(bytes))
        else { return }
        let store = DataStore(path: dataPath)
        if let history = try? store.history(), let entry = history.entries.first(where: { !$0.isWithinLimits }),
            entry.source != .disk || entry.number != history.entries.last?.number
        {
            finding("an entry read with a number outside its rule: \(entry)", input)
        }
        for arguments in [["history"], ["history", "--json"], ["undo"], ["redo"], ["restore", "1"]] {
            if var command = try? PaydayCommand.parseAsRoot(arguments) { _ = try? command.run() }
        }
        if contents(outside) != Array("outside".utf8) { finding("a file outside backups/ was removed", input) }
        if let after = contents(dataPath), after != commandFile, (try? DataFile.parse(after, file: "w.json")) == nil {
            finding("the history left a data file the reader refuses", input)
        }
    }

    /// The page with plain names, and its markup: what every page must have.
    static let plainPage = page(worker: "x", workplace: "x")

    static func page(worker: String, workplace: String) -> String {
        let place = Workplace(
            name: workplace, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
            shifts: [
                Shift(
                    date: LocalDate(year: 2026, month: 11, day: 2)!, start: TimeOfDay(hour: 9, minute: 0)!,
                    end: TimeOfDay(hour: 15, minute: 0)!)
            ])
        let today = LocalDate(year: 2026, month: 11, day: 21)!
        let slip = Payslip(
            workplace: place, today: today, now: .endOfDay(today), holidays: holidays, rates: rates)
        return PayslipPage.document(PayslipDocument(worker: worker, slip: slip, language: .english))
    }

    static let holidays = HolidayCalendar.none
    static let rates = (try? RateTable.bundled()) ?? RateTable(series: [:])

    /// The page's tags, every `<...>`, found by byte (the text's own `<` and `>` are escaped, so
    /// a tag is markup). Not by `Character`: a prepend character at the end of a name joins the
    /// `<` of the tag after it into one cluster.
    static func markup(_ page: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(page.utf8)
        var found: [ArraySlice<UInt8>] = []
        var start: Int?
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "<") { start = index }
            if byte == UInt8(ascii: ">"), let open = start {
                found.append(bytes[open...index])
                start = nil
            }
        }
        return found
    }

    static func htmlText(_ bytes: [UInt8], _ input: [UInt8]) {
        counts.htmlTexts += 1
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let escaped = HTMLText.escaped(text)
        if escaped.unicodeScalars.contains(where: { "<>\"'".unicodeScalars.contains($0) }) {
            finding("a markup character left in escaped text", input)
        }
        let page = page(worker: text, workplace: text)
        if markup(page) != markup(plainPage) { finding("markup from the text in the page", input) }
    }

    static func contents(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }

    static func dataFile(_ bytes: [UInt8], _ input: [UInt8]) {
        counts.files += 1
        do {
            let parsed = try DataFile.parse(bytes, file: "fuzz.json")
            counts.accepted += 1
            let written = DataFileWriter.bytes(parsed)
            guard (try? DataFile.parse(written, file: "fuzz.json")) == parsed else {
                finding("an accepted file does not read back the same once written", input)
            }
        } catch {
            if error.problems.isEmpty { finding("a refusal that names no problem", input) }
            // Every tenth refused file: the store is asked to save over it, and to undo.
            guard counts.files % 10 == 0 else { return }
            try? FileManager.default.removeItem(atPath: folder + "/backups")
            guard FileManager.default.createFile(atPath: dataPath, contents: Data(bytes)) else { return }
            let store = DataStore(path: dataPath)
            let place = Workplace(
                name: "카페", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10), shifts: [])
            if (try? store.apply(.addWorkplace(place))) != nil { finding("the store saved over a refused file", input) }
            if (try? store.undo()) != nil { finding("the store undid on a refused file", input) }
            if contents(dataPath) != bytes { finding("the store changed a refused file", input) }
        }
    }

    /// A parsed command's type and every value in it, to compare.
    static func described(_ command: any ParsableCommand) -> String {
        var text = "\(type(of: command)): "
        dump(command, to: &text)
        return text
    }

    /// The small valid file every command line runs on.
    static let commandFile = Array(
        """
        { "version": 1, "worker": "김민지", "workplaces": [
          { "name": "카페", "wage": 10320, "payday": { "day": 10 }, "shifts": [
            { "date": "2026-11-02", "start": "09:00", "end": "15:00", "memo": "재고" },
            { "date": "2026-11-03", "start": "22:00", "end": "06:00", "break": 60 } ] },
          { "name": "GS25 편의점", "wage": 10320, "payday": { "day": 25, "month": "same" }, "period": { "startDay": 16 },
            "shifts": [ { "date": "2026-11-20", "start": "18:00" } ] } ] }
        """.utf8)

    static func commandLine(_ bytes: [UInt8], _ input: [UInt8]) {
        counts.commandLines += 1
        var arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).prefix(16).map {
            String(decoding: $0, as: UTF8.self)
        }
        // Every file a command could name is the fuzz folder's data file.
        for index in arguments.indices {
            for option in ["--data", "--rates", "--layout-log"] where arguments[index].hasPrefix(option + "=") {
                arguments[index] = option + "=" + dataPath
            }
            if ["--data", "--rates", "--layout-log"].contains(arguments[index]), index + 1 < arguments.count {
                arguments[index + 1] = dataPath
            }
        }
        try? FileManager.default.removeItem(atPath: folder + "/backups")
        guard FileManager.default.createFile(atPath: dataPath, contents: Data(commandFile)) else { return }
        var command: any ParsableCommand
        do {
            command = try PaydayCommand.parse(commandLine: arguments)
        } catch {
            _ = PaydayCommand.fullMessage(for: error)
            return
        }
        if let root = try? PaydayCommand.parseAsRoot(arguments) {
            if described(root) != described(command) {
                finding("\(arguments) parsed alone is not the command the root parses", input)
            }
        } else if !PaydayCommand.linesWithOptionsAfterTheCommand(arguments).contains(where: {
            (try? PaydayCommand.parseAsRoot($0)).map(described) == described(command)
        }) {
            finding("\(arguments) is refused by the root and gave a command no move of its options gives", input)
        }
        // The interactive app needs a terminal; the validate command's FILE may be any path,
        // which it only reads.
        if PaydayCommand.opensTheTerminal(command) { return }
        counts.commandsRun += 1
        let status: Int32
        do {
            try command.run()
            status = 0
        } catch {
            status = PaydayCommand.exitCode(for: error).rawValue
        }
        let after = contents(dataPath)
        if status != 0 && after != commandFile {
            finding("\(arguments) failed (\(status)) and changed the file", input)
        }
        if status == 0, after != nil, (try? DataFile.load(path: dataPath)) == nil {
            finding("\(arguments) succeeded and left a file the reader refuses", input)
        }
    }
}

#if LIBFUZZER
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>
) -> Int32 {
    FuzzTarget.setUp(quiet: false)
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    FuzzTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    return 0
}
#else
@main
enum Replay {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        func value(_ name: String) -> String? {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
            defer { arguments.removeSubrange(index...index + 1) }
            return arguments[index + 1]
        }
        if let folder = value("--write-corpus") {
            for (index, input) in FuzzSeeds.inputs.enumerated() {
                guard FileManager.default.createFile(atPath: folder + "/seed-\(index)", contents: Data(input)) else {
                    FileHandle.standardError.write(Data("payday-fuzz: cannot write \(folder)/seed-\(index)\n".utf8))
                    exit(1)
                }
            }
            return
        }
        let count = value("--inputs").flatMap(Int.init)
        let seed = value("--seed").flatMap(UInt64.init) ?? 1
        FuzzTarget.setUp(quiet: true)
        defer { FuzzTarget.tearDown() }
        for file in arguments {
            FuzzTarget.run(FileManager.default.contents(atPath: file).map(Array.init) ?? [])
        }
        if let count {
            var random = SplitMix64(seed: seed)
            for _ in 0..<count { FuzzTarget.run(FuzzSeeds.mutated(&random)) }
        }
        let counts = FuzzTarget.counts
        FuzzTarget.say(
            "payday-fuzz: no finding in \(counts.files + counts.commandLines + counts.histories + counts.htmlTexts) inputs (seed \(seed)): \(counts.files) data files (\(counts.accepted) accepted), \(counts.commandLines) command lines (\(counts.commandsRun) run), \(counts.histories) history files, \(counts.htmlTexts) HTML texts\n"
        )
    }
}
#endif

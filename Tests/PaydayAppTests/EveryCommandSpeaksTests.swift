import ArgumentParser
import Foundation
import Payroll
import PayrollWords
import TerminalTestSupport
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// Every subcommand of the `payday` binary, run once to succeed and once to fail, speaks the
/// language asked for: under `LANG=ko_KR.UTF-8`, under `LC_ALL=ko_KR.UTF-8` (with `LANG` English)
/// and with `--lang ko` (with `LANG` English), no English word of ours is in its output or its
/// errors; with `--lang en` (and `LANG` Korean), no Hangul of ours.
///
/// The rule for "a word of ours": the output with everything that is not ours taken out:
/// - the data's own text (workplace names, memos, the worker's name) and the arguments given;
/// - file paths and names (a token with a `/`, or ending in `.csv`, `.txt`, `.json`, `.jsonl`,
///   `.html`, `.ics`: the files `evidence` writes);
/// - the names of keys as the keyboard has them (`Enter`, `Esc`, `Tab`, `Space`), which the app's
///   hint lines show in both languages;
/// - what the user types: a token with `--` (an option, a usage line's `[--json]`), `payday`
///   and the command names after it (`payday clock out`), and the values an option takes and
///   the placeholders of the parser's help (`--experimental-dump-help`: `YYYY-MM-DD`, `HH:mm`,
///   `<workplace>`, `csv|ics`);
/// - an environment variable set as a shell takes it (`TERM=xterm-256color`, in the words of a
///   terminal the app cannot start on);
/// - JSON keys (no command is run with `--json` here: JSON is for scripts, in English in every
///   language);
/// - codes in capitals (`OK`, `ENOSPC`), and `D-day` (a countdown written so in Korean too).
/// - in English, the Korean words a command takes as input and says it takes (the weekdays
///   `월`...`일`, the absences `연차`, `병가`, `휴무`, `휴업`).
/// What is left may hold no ASCII word of two letters or more in Korean, and no Hangul in English.
@Suite(.serialized) struct EveryCommandSpeaksTests {
    /// A subcommand's run that succeeds and one that fails; `before` are commands run first on
    /// the same file (a change to undo). `run` opens the terminal: only its failure is run.
    struct Case {
        var succeeds: [String]?
        var fails: [String]
        var before: [[String]] = []
    }

    static let evidenceFolder = "evidence-out"

    /// Every subcommand's case, by its path (`clock in`). A subcommand missing here fails the test.
    static let cases: [String: Case] = [
        // Its standard output is a pipe here: the full-screen interface cannot start.
        "run": Case(succeeds: nil, fails: ["run", "--demo"]),
        "render": Case(
            succeeds: ["render", "--width", "80", "--height", "24"],
            fails: ["render", "--width", "0", "--height", "24"]),
        "summary": Case(succeeds: ["summary"], fails: ["summary", "--year", "1900"]),
        "payslip": Case(succeeds: ["payslip", "GS25"], fails: ["payslip", "nomatch"]),
        "validate": Case(succeeds: ["validate"], fails: ["validate", "/nonexistent/workplaces.json"]),
        "clock in": Case(
            succeeds: ["clock", "in", "카페", "--at", "11:00"], fails: ["clock", "in", "nomatch"],
            before: [["clock", "out", "GS25", "--at", "10:00"]]),
        "clock out": Case(succeeds: ["clock", "out", "GS25"], fails: ["clock", "out", "카페"]),
        "clock status": Case(succeeds: ["clock", "status"], fails: ["clock", "status", "--bad"]),
        "shift add": Case(
            succeeds: ["shift", "add", "카페", "2026-11-20", "09:00", "13:00", "--break", "30"],
            fails: ["shift", "add", "카페", "2026-11-20", "25:00", "13:00"]),
        "shift edit": Case(
            succeeds: ["shift", "edit", "카페", "2026-11-03", "10:00", "--memo", "note"],
            fails: ["shift", "edit", "카페", "2026-11-03", "10:00"]),
        "shift remove": Case(
            succeeds: ["shift", "remove", "카페", "2026-11-03", "10:00"],
            fails: ["shift", "remove", "카페", "2026-11-04", "10:00"]),
        "shift list": Case(succeeds: ["shift", "list"], fails: ["shift", "list", "--period", "2026-13"]),
        "workplace add": Case(
            succeeds: ["workplace", "add", "편의점", "--wage", "10320", "--payday-day", "10"],
            fails: ["workplace", "add", "편의점"]),
        "workplace edit": Case(
            succeeds: ["workplace", "edit", "카페", "--wage", "11000"], fails: ["workplace", "edit", "카페"]),
        "workplace remove": Case(succeeds: ["workplace", "remove", "카페"], fails: ["workplace", "remove", "nomatch"]),
        "workplace list": Case(
            succeeds: ["workplace", "list"], fails: ["workplace", "list", "--demo", "--data", "x"]),
        "worker set": Case(succeeds: ["worker", "set", "--dependants", "3"], fails: ["worker", "set"]),
        "worker show": Case(succeeds: ["worker", "show"], fails: ["worker", "show", "--data", "BAD"]),
        "history": Case(
            succeeds: ["history"], fails: ["history", "--data", "BAD"],
            before: [["worker", "set", "--dependants", "2"]]),
        "undo": Case(succeeds: ["undo"], fails: ["undo"], before: [["worker", "set", "--dependants", "2"]]),
        "redo": Case(succeeds: ["redo"], fails: ["redo"], before: [["worker", "set", "--dependants", "2"], ["undo"]]),
        "restore": Case(
            succeeds: ["restore", "1"], fails: ["restore", "99"], before: [["worker", "set", "--dependants", "2"]]),
        "stats": Case(succeeds: ["stats", "--year", "2026"], fails: ["stats", "--year", "1900"]),
        "statement": Case(succeeds: ["statement", "--year", "2026"], fails: ["statement", "--year", "1900"]),
        "export": Case(succeeds: ["export", "--format", "csv"], fails: ["export", "--format", "pdf"]),
        "schedule add": Case(
            succeeds: ["schedule", "add", "카페", "mon,wed", "09:00", "13:00", "--break", "30"],
            fails: ["schedule", "add", "카페", "xyz", "09:00", "13:00"]),
        "schedule edit": Case(
            succeeds: ["schedule", "edit", "GS25", "1", "--start", "10:00"],
            fails: ["schedule", "edit", "GS25", "5", "--start", "10:00"]),
        "schedule remove": Case(
            succeeds: ["schedule", "remove", "GS25", "1"], fails: ["schedule", "remove", "카페", "1"]),
        "schedule list": Case(succeeds: ["schedule", "list"], fails: ["schedule", "list", "--data", "BAD"]),
        "absence add": Case(
            succeeds: ["absence", "add", "GS25", "2026-11-18", "sick"],
            fails: ["absence", "add", "GS25", "2026-11-18", "holiday"]),
        "absence remove": Case(
            succeeds: ["absence", "remove", "GS25", "2026-11-16"], fails: ["absence", "remove", "GS25", "2026-11-17"]),
        "absence list": Case(succeeds: ["absence", "list"], fails: ["absence", "list", "--data", "BAD"]),
        "paydays": Case(succeeds: ["paydays"], fails: ["paydays", "--months", "30"]),
        "remind": Case(succeeds: ["remind", "--via", "text"], fails: ["remind", "--new-within", "0"]),
        "status": Case(succeeds: ["status"], fails: ["status", "--format", "%z"]),
        "entitlements": Case(succeeds: ["entitlements"], fails: ["entitlements", "nomatch"]),
        "received": Case(
            succeeds: ["received", "GS25", "2026-10", "100000"], fails: ["received", "GS25", "2026-13", "100"]),
        "differences": Case(succeeds: ["differences", "--year", "2026"], fails: ["differences", "--data", "BAD"]),
        "evidence": Case(
            succeeds: ["evidence", "--year", "2026", evidenceFolder], fails: ["evidence", "--year", "2026", "."]),
        "keys": Case(succeeds: ["keys"], fails: ["keys", "--format", "bad"]),
        "refund": Case(succeeds: ["refund", "--year", "2026"], fails: ["refund", "--year", "2022"]),
        "benefits": Case(succeeds: ["benefits"], fails: ["benefits", "--today", "2026-13-01"]),
    ]

    /// Every leaf of the parser's configuration, as its path of command names.
    static func subcommandPaths(of command: any ParsableCommand.Type = PaydayCommand.self, prefix: [String] = [])
        -> [String]
    {
        let subcommands = command.configuration.subcommands
        guard !subcommands.isEmpty else { return [prefix.joined(separator: " ")] }
        return subcommands.flatMap { sub in
            subcommandPaths(of: sub, prefix: prefix + [sub.configuration.commandName ?? "?"])
        }
    }

    /// A file with an ASCII-named workplace (a schedule, an absence, a receipt, an open shift,
    /// a payday on the test's today) and a Korean-named one; the worker named in ASCII.
    static let data = """
        {"version": 1, "worker": {"name": "Minji Kim", "dependants": 1},
         "workplaces": [
          {"name": "GS25 Station", "employees": 5, "wage": 10320,
           "payday": {"day": 21, "month": "next", "ifHoliday": "keep"},
           "schedule": [{"days": ["mon", "wed", "fri"], "start": "09:00", "end": "13:00", "from": "2026-11-01"}],
           "absences": [{"date": "2026-11-16", "kind": "closed"}],
           "received": [{"period": "2026-10", "amount": 100000, "date": "2026-11-10"}],
           "shifts": [{"date": "2026-10-05", "start": "09:00", "end": "13:00"},
                      {"date": "2026-11-02", "start": "09:00", "end": "13:00", "memo": "stock count"},
                      {"date": "2026-11-21", "start": "06:00"}]},
          {"name": "카페", "employees": 3, "wage": 10320,
           "payday": {"day": 10, "month": "next", "ifHoliday": "keep"},
           "shifts": [{"date": "2026-11-03", "start": "10:00", "end": "14:00"}]}]}
        """

    /// The data's own text and the words of the arguments: not ours.
    static let dataWords = [
        "GS25", "Station", "Minji", "Kim", "stock", "count", "note", "카페", "편의점", "nomatch", "xyz",
        "holiday", "pdf", "bad", "evidence-out",
    ]

    /// The Korean words the commands take as input (`schedule add 카페 월,수,금`, `absence add ... 휴업`).
    static let koreanInputs: [String] =
        Weekday.allCases.map(\.koreanName)
        + Absence.Kind.allCases.map { RuleWords(language: .korean, place: .commandLine).kind($0) }

    /// Keys by the names on the keyboard (`payday keys` lists PgUp, Home and End too).
    static let keyNames: Set<String> = ["Enter", "Esc", "Tab", "Space", "PgUp", "PgDn", "Home", "End"]

    /// The extensions of the files a command writes.
    static let fileExtensions = [".csv", ".txt", ".json", ".jsonl", ".html", ".ics"]

    struct Run {
        var output: String
        var error: String
        var status: Int32
    }

    /// Runs the built `payday` with `arguments` in `folder` (its HOME and working directory).
    static func payday(_ arguments: [String], environment: [String: String], folder: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: AppTestSupport.debugBinary)
        process.arguments = arguments
        process.environment = environment.merging(["HOME": folder, "PATH": "/usr/bin:/bin"]) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes read to their end before the wait: a full pipe would hold the process.
        nonisolated(unsafe) var errText = Data()
        let reader = DispatchGroup()
        reader.enter()
        DispatchQueue.global().async {
            errText = error.fileHandleForReading.readAllRetryingInterruptedReads()
            reader.leave()
        }
        let outText = output.fileHandleForReading.readAllRetryingInterruptedReads()
        reader.wait()
        process.waitUntilExit()
        return Run(
            output: String(decoding: outText, as: UTF8.self), error: String(decoding: errText, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// What a user types, from the parser's own description of every command
    /// (`--experimental-dump-help`): the command names, and the value names and values of the
    /// arguments and options.
    static func typedNames() throws -> (commands: Set<String>, values: Set<String>) {
        let dump = try payday(["--experimental-dump-help"], environment: [:], folder: NSTemporaryDirectory())
        var commands: Set<String> = [], names: Set<String> = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, item) in object {
                    if key == "commandName", let text = item as? String { commands.insert(text) }
                    if key == "valueName", let text = item as? String { names.formUnion(asciiWords(text)) }
                    if key == "allValues", let values = item as? [String] {
                        for value in values { names.formUnion(asciiWords(value)) }
                    }
                    walk(item)
                }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(dump.output.utf8)))
        return (commands, names)
    }

    /// The ASCII words (letters, two or more) of `text`.
    static func asciiWords(_ text: String) -> [String] {
        text.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 2 }
    }

    /// `text` with what is not ours taken out (see the rule above).
    static func ours(_ text: String, typed: (commands: Set<String>, values: Set<String>), english: Bool) -> (
        ascii: [String], hangul: Bool
    ) {
        var kept: [String] = []
        var afterPayday = false
        for token in text.split(whereSeparator: \.isWhitespace) {
            var word = String(token)
            // The ASCII word the token starts with (`undo` of `undo로`, `in` of `in:`).
            let bare = String(word.drop { !$0.isLetter }.prefix { $0.isASCII && $0.isLetter })
            if bare == "payday" || (afterPayday && typed.commands.contains(bare)) {
                afterPayday = true
                continue
            }
            afterPayday = false
            if word.contains("/") || word.contains("--") { continue }
            // An environment variable set as a shell takes it (`TERM=xterm-256color`).
            if let name = word.drop(while: { !$0.isLetter }).split(separator: "=", maxSplits: 1).first,
                word.contains("="), name.allSatisfy({ $0.isASCII && ($0.isUppercase || $0 == "_") })
            {
                continue
            }
            if Self.fileExtensions.contains(where: { word.hasSuffix($0) }) { continue }
            for own in dataWords { word = word.replacingOccurrences(of: own, with: " ") }
            word = word.replacingOccurrences(of: "D-day", with: " ")
            kept.append(word)
        }
        var left = kept.joined(separator: " ")
        if english { for word in koreanInputs { left = left.replacingOccurrences(of: word, with: " ") } }
        let ascii = asciiWords(left).filter { word in
            !typed.values.contains(word) && !keyNames.contains(word) && word != word.uppercased()
        }
        let hangul = left.unicodeScalars.contains {
            (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value)
        }
        return (ascii, hangul)
    }

    enum Mode: String, CaseIterable {
        case lang = "LANG=ko_KR.UTF-8"
        case lcAll = "LC_ALL=ko_KR.UTF-8"
        case option = "--lang ko"
        case english = "--lang en"

        var environment: [String: String] {
            switch self {
            case .lang: ["LANG": "ko_KR.UTF-8"]
            case .lcAll: ["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"]
            case .option: ["LANG": "en_US.UTF-8"]
            case .english: ["LANG": "ko_KR.UTF-8"]
            }
        }

        var arguments: [String] {
            switch self {
            case .option: ["--lang", "ko"]
            case .english: ["--lang", "en"]
            default: []
            }
        }
    }

    /// The argument parser's own refusals, one of each kind its messages take, in Korean: no
    /// English phrase of the parser left in them (its phrases are put in Korean by `UsageWords`).
    @Test(arguments: [
        ["shift", "add"],  // a missing argument
        ["shift", "add", "a", "2026-11-20", "09:00", "10:00", "e", "f"],  // two extra arguments
        ["summary", "--bogus"],  // an unknown option, and a near miss
        ["summary", "--jsn"],
        ["export", "--format"],  // an option without its value
        ["workplace", "add", "X", "--income-tax", "5%"],  // a value none of four
        ["worker", "set", "--dependants", "many"],  // a value the type cannot take
        ["summary", "--json=yes"],  // a flag given a value
        ["--generate-completion-script", "tcsh"],  // a shell without completions
    ])
    func everyParserRefusalSpeaksKorean(arguments: [String]) throws {
        let typed = try Self.typedNames()
        let folder = NSTemporaryDirectory() + "payday-parser-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.payday(arguments, environment: ["LANG": "ko_KR.UTF-8"], folder: folder)
        #expect(run.status != 0, "\(arguments): \(run.output)")
        // What was typed (`many`, the `yes` of `--json=yes`) and the shells the option takes are
        // not words of ours.
        // Whole words only: quoted as typed (`'many'는`), or a token that is one of them
        // (the shells listed), so no English word of ours loses letters to a typed one.
        let given = Set(
            arguments.flatMap { $0.split(separator: "=").map(String.init) }
                + CompletionShell.allCases.map(\.rawValue))
        var quotedLeftOut = run.error
        for word in given { quotedLeftOut = quotedLeftOut.replacingOccurrences(of: "'\(word)'", with: " ") }
        let text = quotedLeftOut.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: " ", omittingEmptySubsequences: false).filter { token in
                !given.contains(String(token.trimmingCharacters(in: CharacterSet(charactersIn: "'\".,:"))))
            }.joined(separator: " ")
        }.joined(separator: "\n")
        let (ascii, _) = Self.ours(text, typed: typed, english: false)
        #expect(ascii.isEmpty, "\(arguments): English in the error: \(Set(ascii).sorted())\n\(run.error)")
        #expect(run.error.contains("오류: ") || run.error.contains("셸"), "\(run.error)")
    }

    /// The refusal's last line names the command's help as the help screen does, with no
    /// particle after a command whose sound is not sure (`--help`).
    @Test func aParserRefusalNamesItsHelpInKorean() throws {
        let folder = NSTemporaryDirectory() + "payday-parser-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Self.payday(["shift", "add"], environment: ["LANG": "ko_KR.UTF-8"], folder: folder)
        #expect(run.error.hasSuffix("\n  자세한 내용: 'payday shift add --help'\n"), "\(run.error)")
    }

    /// `payday WORD` where WORD names no command: refused as such (not as an argument of the
    /// app, with the app's usage), with the nearest command, in the user's language, status 64.
    @Test func aCommandThatDoesNotExistIsNamedAsSuch() throws {
        let folder = NSTemporaryDirectory() + "payday-parser-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let english = try Self.payday(["sumary", "--demo"], environment: ["LANG": "C.UTF-8"], folder: folder)
        #expect(english.status == 64)
        #expect(english.output.isEmpty)
        #expect(
            english.error == "Error: 'sumary' is not a command of payday; did you mean 'summary'?\n"
                + "  See 'payday --help' for the commands.\n")
        let korean = try Self.payday(["statz", "--year", "2026"], environment: ["LANG": "ko_KR.UTF-8"], folder: folder)
        #expect(korean.status == 64)
        #expect(korean.error == "오류: 'statz'는 payday의 명령이 아닙니다; 'stats'를 쓰려던 건가요?\n  명령 목록: 'payday --help'\n")
        // Nothing near: no suggestion; `--lang` chooses the language here too.
        let far = try Self.payday(["wages", "--lang", "ko"], environment: ["LANG": "C.UTF-8"], folder: folder)
        #expect(far.error == "오류: 'wages'는 payday의 명령이 아닙니다\n  명령 목록: 'payday --help'\n")
        // Under a command that holds commands: `workplace set` (worker's word) is named as the
        // word that names no command of `payday workplace`, not by the option after it, which
        // the parser would call unknown; the nearest of its commands where one is near.
        let group = try Self.payday(
            ["workplace", "set", "GS25", "--weekly-holiday", "sun"], environment: ["LANG": "C.UTF-8"], folder: folder)
        #expect(group.status == 64)
        #expect(
            group.error == "Error: 'set' is not a command of payday workplace\n"
                + "  See 'payday workplace --help' for the commands.\n")
        // Options before the command's name are read after it, as the parse reads them.
        let moved = try Self.payday(
            ["--lang", "ko", "workplace", "set", "GS25"], environment: ["LANG": "C.UTF-8"], folder: folder)
        #expect(moved.error == "오류: 'set'은(는) payday workplace의 명령이 아닙니다\n  명령 목록: 'payday workplace --help'\n")
        let near = try Self.payday(["clock", "stauts"], environment: ["LANG": "ko_KR.UTF-8"], folder: folder)
        #expect(near.status == 64)
        #expect(
            near.error
                == "오류: 'stauts'는 payday clock의 명령이 아닙니다; 'status'를 쓰려던 건가요?\n  명령 목록: 'payday clock --help'\n")
        // A command, the parser's `help`, an option, no argument, a command's own argument: not
        // refused here.
        for arguments in [
            ["summary"], ["help", "summary"], ["--demo"], ["--", "x"], [], ["workplace"], ["clock", "in", "x"],
            ["workplace", "--help"], ["shift", "list", "GS25"],
        ] {
            #expect(PaydayCommand.unknownCommand(in: arguments, environment: [:]) == nil, "\(arguments)")
        }
        #expect(PaydayCommand.commandNames.contains("differences"))
    }

    @Test func everySubcommandHasACase() {
        let paths = Self.subcommandPaths()
        #expect(paths.count >= 38, "\(paths)")
        for path in paths { #expect(Self.cases[path] != nil, "no case for payday \(path)") }
        for path in Self.cases.keys { #expect(paths.contains(path), "a case for a subcommand there is not: \(path)") }
    }

    @Test(arguments: Mode.allCases) func everySubcommandSpeaksTheLanguage(mode: Mode) throws {
        let typed = try Self.typedNames()
        for path in Self.subcommandPaths() {
            guard let item = Self.cases[path] else { continue }
            for (arguments, succeeds) in [(item.succeeds, true), (item.fails, false)] {
                guard let arguments else { continue }
                let folder = NSTemporaryDirectory() + "payday-speaks-\(UUID().uuidString)"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(atPath: folder) }
                let file = folder + "/workplaces.json"
                try Self.data.write(toFile: file, atomically: true, encoding: .utf8)
                try "{".write(toFile: folder + "/BAD", atomically: true, encoding: .utf8)
                var environment = mode.environment
                environment["PAYDAY_TEST_NOW"] = "2026-11-21T12:00"
                // `--data` after the command's name, so that a failure's own `--data` comes later
                // and wins; `run` and `validate`'s failures name their own missing file; `keys`
                // reads no data file (it lists the app's keys on the shipped demo).
                let data =
                    path == "keys" || ["run", "validate"].contains(path) && !succeeds ? [] : ["--data", file]
                for setup in succeeds ? item.before : [] {
                    _ = try Self.payday(setup + ["--data", file], environment: environment, folder: folder)
                }
                let words = path.split(separator: " ").count
                let run = try Self.payday(
                    Array(arguments.prefix(words)) + data + arguments.dropFirst(words) + mode.arguments,
                    environment: environment, folder: folder)
                let label = "payday \(path) (\(succeeds ? "succeeds" : "fails")) under \(mode.rawValue)"
                #expect((run.status == 0) == succeeds, "\(label): status \(run.status)\n\(run.output)\(run.error)")
                for (stream, text) in [("output", run.output), ("error", run.error)] {
                    let (ascii, hangul) = Self.ours(text, typed: typed, english: mode == .english)
                    if mode == .english {
                        #expect(!hangul, "\(label): Hangul in the \(stream):\n\(text)")
                    } else {
                        #expect(ascii.isEmpty, "\(label): English in the \(stream): \(Set(ascii).sorted())\n\(text)")
                    }
                }
            }
        }
    }
}

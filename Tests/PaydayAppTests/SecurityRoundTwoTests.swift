import Foundation
import Payroll
import PayrollExports
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

#if canImport(Glibc)
import Glibc
#endif

/// The second round of hostile input: the payslip page parsed as a browser parses it, the
/// evidence folder's bytes and modes and a write that fails, the arguments of a child process,
/// the payload of a terminal notification, numbers at the ends of `Int`, years and amounts out
/// of their rules, a crash on a terminal. Through the real binary where a shell would run it.
@Suite(
    .enabled(if: StoreProcessTests.payday != nil, "needs the payday binary beside the tests (swift build builds it)"))
struct SecurityRoundTwoTests {
    typealias Run = HostileInputTests.Run
    func run(
        _ arguments: [String], prefix: String = "", environment: [String: String] = [:]
    ) throws -> Run {
        try HostileInputTests.run(arguments, prefix: prefix, environment: environment)
    }

    func write(_ text: String) throws -> String {
        let path = try StoreProcessTests.folder() + "/w.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    // MARK: HTML

    /// A scalar of each kind that joins a grapheme cluster to what is before or after it:
    /// prepend (Arabic number signs, Malayalam dot reph, Kaithi, Sharada), extend (combining
    /// marks, variation selectors, ZWNJ, an emoji modifier, a tag), ZWJ, spacing marks, Hangul
    /// L, V, T, LV and LVT jamo, regional indicators, and a CR (which joins an LF).
    static let joining: [Unicode.Scalar] = [
        "\u{0600}", "\u{0605}", "\u{06DD}", "\u{070F}", "\u{0890}", "\u{08E2}", "\u{0D4E}", "\u{110BD}", "\u{111C2}",
        "\u{0301}", "\u{0489}", "\u{FE0F}", "\u{200C}", "\u{1F3FB}", "\u{E0020}", "\u{200D}", "\u{0903}", "\u{1100}",
        "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}", "\u{1F1F0}", "\r",
    ]

    static let markup: [String] = ["<", ">", "&", "\"", "'"]

    /// Names with every joining kind before and after every markup character, and the script of
    /// the finding itself.
    static var hostileNames: [String] {
        var names = ["\u{0D4E}<img src=x onerror=alert(1) \u{0D4E}>", "\u{0600}<script>alert(1)</script>"]
        for scalar in joining {
            let joiner = String(Character(scalar))
            names.append(markup.map { joiner + $0 + "b x=" + $0 + joiner }.joined() + joiner + "<i title='t'>")
        }
        return names
    }

    /// Nothing but escaped text: no markup character is left by the escaping, whatever joins it.
    @Test func escapingLeavesNoMarkupCharacter() {
        for scalar in Self.joining {
            for mark in Self.markup {
                for text in [String(scalar) + mark, mark + String(scalar), String(scalar) + mark + String(scalar)] {
                    let escaped = HTMLText.escaped(text)
                    #expect(!escaped.unicodeScalars.contains { "<>\"'".unicodeScalars.contains($0) }, "\(escaped)")
                    // Every `&` starts one of the five references (compared by scalar: a `&` joined
                    // to the character before it is still one).
                    let scalars = Array(escaped.unicodeScalars)
                    for index in scalars.indices where scalars[index] == "&" {
                        let rest = String(String.UnicodeScalarView(scalars[index...].prefix(6)))
                        #expect(
                            ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains {
                                rest.unicodeScalars.starts(with: $0.unicodeScalars)
                            },
                            "\(escaped)")
                    }
                }
            }
        }
    }

    /// The payslip page with a workplace and a worker of each hostile name, parsed by html5lib
    /// (the HTML5 parsing algorithm browsers follow): each page has exactly the elements and
    /// attributes of the page with plain names, and the names come back as text. Before, a `<`
    /// after a prepend character went out raw, and the finding's `<img onerror>` was an element.
    @Test(.enabled(if: hasPython(module: "html5lib"), "needs html5lib (scripts/deps.sh test)"))
    func noElementOrAttributeComesFromANameInThePage() throws {
        func page(_ name: String) -> String {
            let place = Workplace(
                name: name, wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
                shifts: [
                    Shift(
                        date: LocalDate(iso: "2026-11-02")!, start: TimeOfDay(hour: 9, minute: 0)!,
                        end: TimeOfDay(hour: 15, minute: 0)!)
                ])
            let today = LocalDate(iso: "2026-11-21")!
            let slip = Payslip(
                workplace: place, today: today, now: .endOfDay(today), holidays: .none, rates: try! RateTable.bundled())
            return PayslipPage.document(PayslipDocument(worker: name, slip: slip, language: .korean))
        }
        let names = Self.hostileNames
        let pages = [page("plain")] + names.map(page)
        let script = """
            import html5lib, json, sys
            out = []
            for page in json.load(sys.stdin):
                parser = html5lib.HTMLParser(tree=html5lib.getTreeBuilder("etree"), namespaceHTMLElements=False)
                tree = parser.parse(page)
                out.append({"shape": [[e.tag, sorted(e.attrib.items())] for e in tree.iter() if isinstance(e.tag, str)],
                            "text": "".join(tree.itertext()),
                            "errors": [str(error) for error in parser.errors]})
            print(json.dumps(out))
            """
        let input = String(decoding: try JSONEncoder().encode(pages), as: UTF8.self)
        let (status, output, error) = try runTool("python3", ["-c", script], input: input)
        #expect(status == 0, "\(error)")
        struct Parsed: Decodable {
            var shape: [[Shape]]
            var text: String
            var errors: [String]
            enum Shape: Decodable, Equatable {
                case tag(String), attributes([[String]])
                init(from decoder: Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    if let tag = try? container.decode(String.self) {
                        self = .tag(tag)
                    } else {
                        self = .attributes(try container.decode([[String]].self))
                    }
                }
            }
        }
        let parsed = try JSONDecoder().decode([Parsed].self, from: Data(output.utf8))
        #expect(parsed.count == pages.count)
        // html5lib reports every parse error a browser would recover from (a second doctype, a
        // stray end tag): a page has none.
        for page in parsed { #expect(page.errors.isEmpty, "\(page.errors)") }
        guard let plain = parsed.first else { return }
        for (name, page) in zip(names, parsed.dropFirst()) {
            #expect(page.shape == plain.shape, "markup from \(name.unicodeScalars.map { String($0.value, radix: 16) })")
            // The name is in the page's text as it was (a CR as its escape, as every text shows it).
            #expect(page.text.contains(TerminalText.document(name).replacingOccurrences(of: "\r", with: "\\u{D}")))
        }
    }

    // MARK: Evidence

    static let evidenceFile = #"""
        { "version": 1, "worker": "김민지",
          "workplaces": [ { "name": "카페", "wage": 10320, "payday": { "day": 10 },
            "shifts": [
              { "date": "2026-11-02", "start": "09:00", "end": "15:00", "memo": "\u001b]0;owned\u0007\r\u001b[2J\u009b31m\u202e" },
              { "date": "2026-11-03", "start": "09:00", "end": "15:00" } ] } ] }
        """#

    func listing(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    /// A memo holding ESC, BEL, CR, C1 and a bidi override: no file of the folder but the data
    /// file's own copy holds a control byte (the CSV, the payslips, the differences and the
    /// history are written as every text payday prints; the JSON with `\u` escapes). Before,
    /// the CSV held the memo raw. The folder is 0700 and every file 0600, as the data file's
    /// privacy asks (before, 0644).
    @Test func theEvidenceFolderHoldsNoControlByteAndIsPrivate() throws {
        let path = try write(Self.evidenceFile)
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent + "/claim"
        let result = try run(["evidence", "--year", "2026", folder, "--data", path])
        #expect(result.exited(0), "\(result.errorText)")
        let files = listing(folder)
        #expect(files.contains("shifts-2026.csv") && files.contains("history.jsonl") && files.count >= 8, "\(files)")
        for file in files where file != "workplaces.json" {
            let bytes = Array(FileManager.default.contents(atPath: folder + "/" + file) ?? Data())
            #expect(
                HostileInputTests.controlSequences(bytes).isEmpty,
                "\(file): \(HostileInputTests.controlSequences(bytes))")
        }
        let csv = try String(contentsOfFile: folder + "/shifts-2026.csv", encoding: .utf8)
        #expect(csv.contains("\\u{1B}]0;owned\\u{7}"))
        for line in try String(contentsOfFile: folder + "/history.jsonl", encoding: .utf8).split(separator: "\n") {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil)
        }
        #expect(mode(folder) == 0o700)
        for file in files { #expect(mode(folder + "/" + file) == 0o600, "\(file)") }
        // Nothing else was left beside it.
        #expect(listing(parent) == ["claim", "w.json"] || listing(parent) == ["backups", "claim", "w.json"])
    }

    /// A write that fails half way (a file-size limit: the payslip page is past it) leaves no
    /// folder and no hidden one, says why in words (no Foundation error dump), and the same
    /// command then works. Before, a half-written folder stayed and the retry was refused.
    @Test func aFailedWriteLeavesNothingAndARetryWorks() throws {
        let path = try write(Self.evidenceFile)
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent + "/claim"
        let before = listing(parent)
        let failed = try run(
            ["evidence", "--year", "2026", folder, "--data", path], prefix: "trap '' XFSZ; ulimit -f 2;")
        #expect(failed.exited(1), "\(failed.errorText)")
        #expect(failed.errorText.contains("could not write"), "\(failed.errorText)")
        #expect(failed.errorText.contains("EFBIG"), "\(failed.errorText)")
        #expect(failed.errorText.contains("nothing was left behind"), "\(failed.errorText)")
        #expect(!failed.errorText.contains("Domain"))
        #expect(listing(parent) == before, "\(listing(parent))")
        let again = try run(["evidence", "--year", "2026", folder, "--data", path])
        #expect(again.exited(0), "\(again.errorText)")
        #expect(listing(folder).contains("history.jsonl"))
    }

    /// Where no folder can be made: a dangling link, inside /proc, under a missing parent, over
    /// a file. Each is refused in words (English and Korean), nothing is made.
    @Test func unwritablePlacesAreRefusedInWords() throws {
        let path = try write(Self.evidenceFile)
        let parent = (path as NSString).deletingLastPathComponent
        try FileManager.default.createSymbolicLink(
            atPath: parent + "/dangling", withDestinationPath: parent + "/nowhere")
        let before = listing(parent)
        let cases: [(String, String, String)] = [
            (parent + "/dangling", "exists already", "이미 있습니다"),
            ("/proc/payday-claim", "could not make the folder in /proc", "/proc에 폴더를 만들 수 없습니다"),
            (parent + "/missing/claim", "could not make the folder in \(parent)/missing", "폴더를 만들 수 없습니다"),
            (path, "exists already", "이미 있습니다"),
        ]
        for (folder, english, korean) in cases {
            for (lang, words) in [("en", english), ("ko", korean)] {
                let result = try run(["evidence", "--year", "2026", folder, "--data", path, "--lang", lang])
                #expect(result.exited(1), "\(folder): \(result.errorText)")
                #expect(result.errorText.contains(words), "\(folder): \(result.errorText)")
                #expect(!result.errorText.contains("Domain") && !result.errorText.contains("UserInfo"))
            }
        }
        #expect(listing(parent) == before, "\(listing(parent))")
    }

    // MARK: Child processes and notifications

    /// A workplace named as an option: notify-send (a stub on the PATH that writes down its
    /// arguments, one a line) gets `--` before the title and the body. Before, the name was
    /// read as `--icon=/x.png`.
    @Test func notifySendGetsTheNamesAfterDoubleDash() throws {
        let path = try write(
            #"""
            { "version": 1, "workplaces": [ { "name": "--icon=/x.png", "wage": 10320, "payday": { "day": 10 },
              "shifts": [ { "date": "2026-11-20", "start": "18:00" } ] } ] }
            """#)
        let folder = (path as NSString).deletingLastPathComponent
        let stub = folder + "/bin/notify-send", record = folder + "/argv"
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        try "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done >> \"\(record)\"\n".write(
            toFile: stub, atomically: true, encoding: .utf8)
        chmod(stub, 0o755)
        let result = try run(
            ["remind", "--via", "notify-send", "--data", path],
            environment: ["PATH": folder + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")])
        #expect(result.exited(0), "\(result.errorText)")
        let argv = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(argv.count == 4, "\(argv)")
        #expect(Array(argv.prefix(2)) == ["--app-name=payday", "--"], "\(argv)")
        #expect(argv.dropFirst(2).first?.hasPrefix("--icon=/x.png: ") == true, "\(argv)")
    }

    /// OSC 9 with a name that reads as a sub-command (`4;2;100` is a progress bar in Windows
    /// Terminal and ConEmu): no `;` from the data is in the payload.
    @Test(arguments: ["4;2;100", "1;1000", ";9;", "x\u{1B}]9;4;3\u{7}"])
    func osc9CarriesNoSubCommand(name: String) {
        let sequence = NotificationChannel.sequence(.osc9, title: name, body: "due; now")
        #expect(sequence.hasPrefix("\u{1B}]9;") && sequence.hasSuffix("\u{07}"))
        let payload = sequence.dropFirst(4).dropLast()
        #expect(!payload.contains(";") && !payload.contains("\u{1B}") && !payload.contains("\u{07}"), "\(sequence)")
    }

    // MARK: Numbers at the ends of Int

    /// Each of the finding's traps, now a refusal in words naming the argument and its range
    /// (exit 1, no signal), or for the history a line that is skipped.
    @Test func theTrapsAreRefusals() throws {
        let path = try write(Self.evidenceFile)
        let parent = (path as NSString).deletingLastPathComponent
        let cases: [([String], String)] = [
            (
                ["worker", "set", "--dependants=-9223372036854775808"],
                "--dependants -9,223,372,036,854,775,808 is outside 1 to 99"
            ),
            (
                ["evidence", "--year", "9223372036854775807", parent + "/e"],
                "--year 9223372036854775807 is outside 1990 to 2100"
            ),
            (["evidence", "--year", "0", parent + "/e"], "--year 0 is outside 1990 to 2100"),
            (["differences", "--year", "100000"], "--year 100000 is outside 1990 to 2100"),
            (["stats", "--year", "1989"], "--year 1989 is outside 1990 to 2100"),
            (["summary", "--year", "2101"], "--year 2101 is outside 1990 to 2100"),
            (["summary", "--period", "9999-12"], "the period's year 9999 is outside 1990 to 2100"),
            (["received", "카페", "0001-01", "5"], "the period's year 1 is outside 1990 to 2100"),
            (["received", "카페", "9999-12", "5"], "the period's year 9999 is outside 1990 to 2100"),
            (
                ["received", "카페", "2026-11", "-5000"],
                "AMOUNT -5,000 is outside 0 to 1,000,000,000 won; AMOUNT is 0 or more"
            ),
            (["received", "카페", "2026-11", "-9223372036854775808"], "AMOUNT is 0 or more"),
            // Too long for the machine: refused as that, with what was typed (not the largest `Int`).
            (
                ["received", "카페", "2026-11", "99999999999999999999"],
                "AMOUNT 99999999999999999999 is not one whole number of won"
            ),
            (
                ["workplace", "edit", "카페", "--wage=-99,999,999,999,999,999,999"],
                "--wage -99,999,999,999,999,999,999: 20 digits: longer than any number here"
            ),
        ]
        let before = FileManager.default.contents(atPath: path)
        for (arguments, words) in cases {
            let result = try run(arguments + ["--data", path])
            #expect(result.exited(1), "\(arguments): \(result.errorText)")
            #expect(result.errorText.contains(words), "\(arguments): \(result.errorText)")
        }
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(!FileManager.default.fileExists(atPath: parent + "/e"))
        // In Korean, with the range.
        let korean = try run(
            ["received", "카페", "2026-11", "-5000", "--data", path], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.errorText.contains("AMOUNT -5,000원은 허용 범위(0~1,000,000,000원)를 벗어납니다"), "\(korean.errorText)")
        let long = try run(
            ["workplace", "edit", "카페", "--wage", "99999999999999999999", "--data", path],
            environment: ["LANG": "ko_KR.UTF-8"])
        let tooLong = "--wage 99999999999999999999: 20자리: 여기에 쓸 수 있는 어떤 수보다 깁니다"
        #expect(long.errorText.contains(tooLong), "\(long.errorText)")
        #expect(!long.errorText.contains("9,223,372,036,854,775,807"), "\(long.errorText)")
        let year = try run(["stats", "--year", "0", "--data", path], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(year.errorText.contains("--year 0은 허용 범위(1990~2100)를 벗어납니다"), "\(year.errorText)")
    }

    /// The history's traps: an entry numbered `Int.max` and one at 10^20 seconds. Every command
    /// that reads the history, a change after it and an undo run and exit by themselves.
    @Test(arguments: [#""number":9223372036854775807,"time":1795000000"#, #""number":2,"time":1e20"#])
    func aHistoryWithHugeNumbersDoesNotTrap(fields: String) throws {
        let path = try write(Self.evidenceFile)
        let folder = (path as NSString).deletingLastPathComponent
        let first = try run(["shift", "add", "카페", "2026-11-04", "09:00", "10:00", "--data", path])
        #expect(first.exited(0), "\(first.errorText)")
        let history = folder + "/backups/w.json.history"
        let handle = try #require(FileHandle(forWritingAtPath: history))
        try handle.seekToEnd()
        try handle.write(
            contentsOf: Data(
                (#"{"after":"0","event":{"addedWorkplace":{"name":"x"}},"shifts":0,"source":"disk","workplaces":1,"#
                    + fields + "}\n").utf8))
        try handle.close()
        for arguments in [
            ["history"], ["history", "--last", "1"], ["shift", "add", "카페", "2026-11-05", "09:00", "10:00"], ["undo"],
            ["redo"], ["undo"],
        ] {
            let result = try run(arguments + ["--data", path])
            #expect(!result.signaled && !result.hung, "\(arguments): \(result.errorText)")
            #expect(result.exited(0), "\(arguments): \(result.errorText)")
        }
    }
}

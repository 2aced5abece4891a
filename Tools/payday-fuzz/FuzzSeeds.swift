import SeededRandom

/// The fuzz target's seed inputs (libFuzzer's starting corpus, and what the replayer mutates)
/// and its seeded mutations.
enum FuzzSeeds {
    /// Valid data files: the command lines' own, one whose text is hostile to a terminal, one
    /// with every field.
    static let files: [[UInt8]] = [
        FuzzTarget.commandFile,
        Array(
            #"""
            { "version": 1, "worker": "김\u001b]0;t\u0007",
              "workplaces": [ { "name": "GS25 \u001b[2J\u202e", "wage": 10320, "payday": { "day": 10 },
                "shifts": [ { "date": "2026-11-02", "start": "22:00", "end": "06:00", "break": 30, "memo": "\u009b31m\n" } ] } ] }
            """#.utf8),
        Array(
            """
            { "version": 1, "workplaces": [ { "name": "쿠팡", "employees": 7, "wages": [ { "from": "2026-01-01", "hourly": 10320 },
              { "from": "2026-07-01", "hourly": 10800 } ], "payday": { "day": 31, "month": "next", "ifHoliday": "after" },
              "period": { "startDay": 26 }, "contractWeeklyHours": 20, "weeklyHolidayAllowance": false,
              "weeklyHoliday": "sunday", "deductions": { "incomeTax": "3.3%", "insurance": "four" },
              "shifts": [ { "date": "2026-11-01", "start": "09:00", "end": "09:00", "break": 60 },
                { "date": "2026-11-05", "start": "18:02" } ] } ] }
            """.utf8),
    ]

    /// Argument lists of every command, good ones: the mutations make them bad.
    static let commandLines: [[String]] = [
        ["summary", "--today", "2026-11-21"], ["summary", "--json", "--period", "2026-10"],
        ["summary", "--year", "2026", "--lang", "ko"], ["payslip", "카페", "--format", "csv", "--today", "2026-11-21"],
        ["payslip", "GS", "--format", "json", "--period", "2026-11"], ["stats", "--year", "2026", "--json"],
        ["export", "--format", "ics"], ["validate", "--rates", "x"], ["clock", "in", "카페", "--at", "10:00"],
        ["clock", "out", "GS", "--at", "11:00", "--break", "30"], ["clock", "status", "--json"],
        ["shift", "add", "카페", "2026-11-05", "09:00", "10:00", "--break", "10", "--memo", "m"],
        ["shift", "edit", "카페", "2026-11-02", "09:00", "--end", "16:00", "--date", "2026-11-04"],
        ["shift", "remove", "카페", "2026-11-03", "22:00"], ["shift", "list", "--period", "2026-11", "--json"],
        ["workplace", "add", "서점", "--wage", "10320", "--payday-day", "10", "--period-start-day", "16"],
        ["workplace", "edit", "카페", "--name", "카페 2", "--income-tax", "3.3%", "--weekly-holiday", "sunday"],
        ["workplace", "remove", "GS"], ["workplace", "list"], ["undo"],
        ["render", "--width", "40", "--height", "12", "--keys", "down enter left", "--today", "2026-11-21"],
    ]

    /// Pieces a mutation inserts: JSON's structure and escapes, numbers out of range, deep
    /// nesting, dates and times at their edges, terminal escapes, invalid UTF-8, options.
    static let pieces: [[UInt8]] =
        [
            "{", "}", "[", "]", "\"", ",", ":", "\\", "\\u", "\\ud800", "\\u001b", "1e999", "-0", "0.5",
            "99999999999999999999", "-9223372036854775809", "null", "true", "\"date\": \"1026-11-03\"",
            "9999-12-31", "0001-01-01", "2026-02-30", "24:00", "09:60", "\"break\": -1", "\"version\": 2",
            String(repeating: "[", count: 70), "\u{1B}[2J", "\u{202E}", "\u{9B}", "\u{FEFF}", "한글", "--data", "--rates",
            "--today", "--period", "--width", "1000", "--height", "500", "resize:1000x500", "--json", "--help",
            "=SUM(1)",
        ].map { Array($0.utf8) } + [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x00]]

    /// History files: entries as the store writes them (a change, its undo, a restore), and the
    /// lines the last round of hostile input wrote: a version name that leaves `backups/`, the
    /// largest entry number, a time of 10^20 seconds.
    static let histories: [[UInt8]] = [
        Array(
            #"""
            {"after":"1111111111111111","event":{"addedWorkplace":{"name":"카페"}},"number":1,"shifts":0,"source":"commandLine","time":1795000000,"version":"w.json.2026-11-21T03.00.00.000Z","workplaces":1}
            {"after":"2222222222222222","before":"1111111111111111","event":{"addedShift":{"_0":{"breakMinutes":0,"date":"2026-11-02","end":"15:00","start":"09:00"},"workplace":"카페"}},"number":2,"shifts":1,"source":"app","time":1795000100,"version":"w.json.2026-11-21T03.01.40.000Z","workplaces":1}
            {"after":"1111111111111111","before":"2222222222222222","event":{"undid":{"entry":2,"undone":{"encoded":""}}},"number":3,"shifts":0,"source":"commandLine","time":1795000200,"workplaces":1}
            {"after":"2222222222222222","before":"1111111111111111","event":{"restored":{"entry":2}},"number":4,"shifts":1,"source":"commandLine","time":1795000300,"workplaces":1}
            """#.utf8),
        Array(
            #"""
            {"after":"00000000deadbeef","before":"0000000000000000","event":{"addedWorkplace":{"name":"x"}},"number":9223372036854775807,"shifts":0,"source":"commandLine","time":1e20,"version":"../outside.txt","workplaces":1}
            """#.utf8),
    ]

    /// Texts for an HTML page: markup after each kind of character a grapheme cluster joins to
    /// the one before or after (prepend, extend, ZWJ, spacing mark, Hangul jamo, regional
    /// indicators), entities, and controls.
    static let htmlTexts: [[UInt8]] = [
        "\u{0D4E}<img src=x onerror=alert(1) \u{0D4E}>", "\u{0600}<script>\u{0600}", "a\u{0301}<b>\u{200D}'\u{FE0F}\"",
        "\u{0903}&lt;\u{1100}\u{1161}<\u{11A8}", "\u{1F1F0}\u{1F1F7}<i>&amp;", "\u{1B}]0;x\u{7}\u{9B}\u{202E}",
    ].map { Array($0.utf8) }

    /// Every seed as an input: 0 then a file, 1 then NUL-separated arguments, 2 then a history
    /// file, 3 then a text.
    static var inputs: [[UInt8]] {
        files.map { [0] + $0 }
            + commandLines.map { [1] + Array($0.joined(separator: "\u{0}").utf8) }
            + histories.map { [2] + $0 } + htmlTexts.map { [3] + $0 }
    }

    /// A seed with one to three mutations: a history file or a page's text one time in ten; else
    /// a data file nine times in ten, mutated byte by byte; else a command line, mutated word by word (a word replaced, added or removed, or one
    /// word's bytes mutated), so that most still parse and run.
    static func mutated(_ random: inout SplitMix64) -> [UInt8] {
        // One in twenty a history file, one in twenty a text for a page.
        switch random.next(below: 20) {
        case 0:
            var history = histories[random.next(below: histories.count)]
            for _ in 0...random.next(below: 2) { history = mutate(history, &random) }
            return [2] + history
        case 1:
            var text = htmlTexts[random.next(below: htmlTexts.count)]
            for _ in 0...random.next(below: 2) { text = mutate(text, &random) }
            return [3] + text
        default: break
        }
        guard random.next(below: 10) == 0 else {
            var file = files[random.next(below: files.count)]
            for _ in 0...random.next(below: 2) { file = mutate(file, &random) }
            return [0] + file
        }
        var words = commandLines[random.next(below: commandLines.count)].map { Array($0.utf8) }
        for _ in 0...random.next(below: 2) {
            let index = random.next(below: words.count)
            switch random.next(below: 4) {
            case 0: words[index] = pieces[random.next(below: pieces.count)]
            case 1: words.insert(pieces[random.next(below: pieces.count)], at: random.next(below: words.count + 1))
            case 2 where words.count > 1: words.remove(at: index)
            default: words[index] = mutate(words[index], &random)
            }
        }
        return [1] + Array(words.joined(separator: [0]))
    }

    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        let position = random.next(below: bytes.count + 1)
        switch random.next(below: 6) {
        case 0 where !bytes.isEmpty:
            bytes[random.next(below: bytes.count)] = UInt8(truncatingIfNeeded: random.next())
        case 1 where !bytes.isEmpty:
            let start = random.next(below: bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + random.next(below: 40)))
        case 2 where !bytes.isEmpty:
            let start = random.next(below: bytes.count)
            bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + 1 + random.next(below: 200))], at: position)
        case 3:
            bytes.removeSubrange(position...)
        case 4:
            // A digit changed: the dates, times and numbers.
            let digits = bytes.indices.filter { (0x30...0x39).contains(bytes[$0]) }
            if !digits.isEmpty {
                bytes[digits[random.next(below: digits.count)]] = UInt8(0x30 + random.next(below: 10))
            }
        default:
            bytes.insert(contentsOf: pieces[random.next(below: pieces.count)], at: position)
        }
        return bytes
    }
}

import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine
@testable import PayrollExports

/// `payday export`'s choices: the CSV for Excel (`--bom`, `--excel`), a workplace and a range
/// of days (`--workplace`, `--from`, `--to`), the open shift in both formats, and the calendar's
/// revisions, cancelled events (`--since`) and reminders (`--alarm`), read back by Python's csv
/// and the `icalendar` package. The fixture is the payslip tests' (ExportCommandTests).
@Suite struct ExportChoicesTests {
    let export = ExportCommandTests()

    /// The rows Python's csv reads from the bytes decoded as `utf-8-sig` (as Excel reads a file
    /// with a byte-order mark), and whether the bytes started with one.
    func excelRows(_ text: String) throws -> (bom: Bool, rows: [[String]]) {
        let script =
            "import csv, io, json, sys; data = sys.stdin.buffer.read(); "
            + "rows = list(csv.reader(io.StringIO(data.decode('utf-8-sig'), newline=''))); "
            + "print(json.dumps({'bom': data.startswith(b'\\xef\\xbb\\xbf'), 'rows': rows}))"
        let (status, output, error) = try runTool("python3", ["-c", script], input: text)
        #expect(status == 0, "\(error)")
        struct Read: Decodable {
            var bom: Bool
            var rows: [[String]]
        }
        let read = try JSONDecoder().decode(Read.self, from: Data(output.utf8))
        return (read.bom, read.rows)
    }

    /// `--excel`: a byte-order mark, CRLF rows, and the paid hours beside the paid minutes: the
    /// bakery's Nov 2 22:00-06:00 less an hour is 420 minutes, 7 hours; the cafe's rows hold
    /// the hours of their minutes / 60 to two decimals.
    @Test(.enabled(if: hasPython(module: "csv"), "needs python3"))
    func excelPresetHasAByteOrderMarkAndDecimalHours() throws {
        let result = try export.run(["export", "--format", "csv", "--excel"])
        #expect(result.exitStatus == 0, "\(result.standardError)")
        #expect(Array(result.standardOutput.utf8.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(!result.standardOutput.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let (bom, rows) = try excelRows(result.standardOutput)
        #expect(bom)
        #expect(rows.count == 1 + ExportCommandTests.shiftCount)
        let header = rows[0]
        #expect(header.first == "workplace")  // the mark is not part of the first name
        let minutes = try #require(header.firstIndex(of: "paid minutes"))
        #expect(header[minutes + 1] == "paid hours")
        let bakery = rows.filter { $0[0] == "Night bakery" }
        #expect(bakery.map { $0[minutes + 1] } == ["7", "5"])
        for row in rows.dropFirst() {
            let paid = try #require(Int(row[minutes]))
            let hours = try #require(Double(row[minutes + 1]))
            #expect(abs(hours - Double(paid) / 60) < 0.005, "\(row)")
        }
        // Korean names come back whole through utf-8-sig; the same in Korean.
        #expect(rows.contains { $0[0] == "이마트 성수점" })
        let korean = try excelRows(
            try export.run(["export", "--format", "csv", "--excel", "--lang", "ko"]).standardOutput)
        #expect(korean.rows[0][minutes + 1] == "유급(시간)")
    }

    @Test func hoursAreDecimalToTwoPlaces() {
        // 450 / 60 = 7.5; 20 / 60 = 0.333 -> 0.33; 50 / 60 = 0.8333 -> 0.83; 1 / 60 = 0.0166 -> 0.02.
        #expect(ExportChoices.hours(minutes: 450) == "7.5")
        #expect(ExportChoices.hours(minutes: 20) == "0.33")
        #expect(ExportChoices.hours(minutes: 50) == "0.83")
        #expect(ExportChoices.hours(minutes: 1) == "0.02")
        #expect(ExportChoices.hours(minutes: 0) == "0")
        #expect(ExportChoices.hours(minutes: 1440) == "24")
    }

    /// `--bom` alone: the mark and the plain columns; without it, no mark.
    @Test func bomAloneKeepsTheColumns() throws {
        let marked = try export.run(["export", "--format", "csv", "--bom"]).standardOutput
        let plain = try export.run(["export", "--format", "csv"]).standardOutput
        #expect(marked.unicodeScalars.first == "\u{FEFF}")
        #expect(plain.unicodeScalars.first == "w")
        #expect(String(marked.unicodeScalars.dropFirst()) == plain)
    }

    /// One workplace and a range of days: the bakery's Nov 3 shift alone, with the pay it has
    /// among the period's shifts (5 h, 1 at night: 50,000 + 5,000 = 55,000).
    @Test(.enabled(if: hasPython(module: "csv"), "needs python3"))
    func workplaceAndDaysNarrowTheRows() throws {
        let result = try export.run([
            "export", "--format", "csv", "--workplace", "bakery", "--from", "2026-11-03", "--to", "2026-11-30",
        ])
        #expect(result.exitStatus == 0, "\(result.standardError)")
        let rows = try export.pythonRows(result.standardOutput)
        #expect(rows.count == 2)
        #expect(rows[1][0] == "Night bakery" && rows[1][1] == "2026-11-03")
        #expect(rows[1][rows[0].firstIndex(of: "pay")!] == "55000")
        // A day range alone: every workplace's shifts of Nov 2 (bakery, 이마트 and the others').
        let day = try export.pythonRows(
            try export.run(["export", "--format", "csv", "--from", "2026-11-02", "--to", "2026-11-02"])
                .standardOutput)
        #expect(day.dropFirst().allSatisfy { $0[1] == "2026-11-02" })
        #expect(day.dropFirst().contains { $0[0] == "이마트 성수점" })
        // The calendar narrows the same way: the bakery's one shift and its payday.
        let ics = try export.run([
            "export", "--format", "ics", "--workplace", "bakery", "--from", "2026-11-03",
        ]).standardOutput
        #expect(ics.components(separatedBy: "UID:shift-").count == 2)
        #expect(ics.components(separatedBy: "UID:payday-").count == 2)
    }

    /// Every refusal names the option and, for a number, the range; nothing is written.
    @Test(arguments: [PayrollLanguage.english, .korean])
    func refusalsNameTheOption(language: PayrollLanguage) throws {
        let lang = ["--lang", language.rawValue]
        let cases: [([String], String)] = [
            (["--format", "csv", "--from", "1989-12-31"], "1990-01-01"),
            (["--format", "csv", "--to", "2026-13-01"], "--to 2026-13-01"),
            (["--format", "csv", "--from", "2026-11-05", "--to", "2026-11-04"], "--from 2026-11-05"),
            (["--format", "csv", "--workplace", "nowhere"], "nowhere"),
            (["--format", "ics", "--bom"], "--bom"),
            (["--format", "ics", "--excel"], "--excel"),
            (["--format", "csv", "--alarm", "30m"], "--alarm"),
            (["--format", "csv", "--since", "2026-11-01"], "--since"),
            (["--format", "ics", "--alarm", "25h"], "1440"),
            (["--format", "ics", "--alarm", "soon"], "--alarm soon"),
            (["--format", "ics", "--alarm", "30m15"], "--alarm 30m15"),
        ]
        for (arguments, named) in cases {
            let result = try export.run(["export"] + arguments + lang)
            #expect(result.exitStatus == 1, "\(arguments)")
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.contains(named), "\(arguments): \(result.standardError)")
            // The fixture's names are Korean too: the message's own words are checked without them.
            let words = result.standardError.replacingOccurrences(of: "이마트 성수점", with: "")
            let korean = words.unicodeScalars.contains { $0.value >= 0xAC00 && $0.value <= 0xD7A3 }
            #expect(korean == (language == .korean), "\(result.standardError)")
        }
        #expect(try ExportCommand.minutes("1h30m") == 90)
        #expect(try ExportCommand.minutes("90") == 90)
        #expect(try ExportCommand.minutes("0m") == 0)
        #expect(try ExportCommand.minutes("24h") == 1440)
    }

    /// A calendar's TEXT keeps a tab (RFC 5545 allows it as it is), turns CRLF and a lone CR into
    /// one escaped line break, and drops the other controls, which TEXT does not allow.
    @Test func calendarTextKeepsTabsAndOneLineBreakPerCRLF() {
        #expect(ShiftsCalendar.text("a\tb\r\nc\rd\ne\u{07}f") == "a\tb\\nc\\nd\\nef")
    }

    /// A value with nothing to escape or drop is kept as it is: the same text as escaping it a
    /// scalar at a time (`escaped`; every value of up to three pieces, plain or not), and a value
    /// with any piece that is not plain is changed.
    @Test func calendarTextOfAPlainValueIsTheValue() {
        let pieces = [
            "a", " ", "카페", "\t", "\u{1F3EA}", "é", "\u{0301}", "-", ":", "\\", ";", ",", "\n", "\r", "\u{07}",
            "\u{1B}",
            "\u{85}", "\u{202E}",
        ]
        var values = [""]
        for _ in 0..<3 { values += values.flatMap { value in pieces.map { value + $0 } } }
        for value in Set(values) {
            #expect(ShiftsCalendar.text(value) == ShiftsCalendar.escaped(value), "\(Array(value.unicodeScalars))")
        }
        for special in ["\\", ";", ",", "\n", "\r", "\u{07}", "\u{1B}", "\u{85}", "\u{202E}"] {
            #expect(ShiftsCalendar.text("a" + special) != "a" + special)
        }
    }

    /// The document writes a value in pieces (an event's prefix and name each escaped on its
    /// own; its description's pieces with a line break between, a CR at the end of one piece and
    /// the break after it one break): each way gives the bytes of escaping the whole as `escaped`
    /// says, for every pair of values of up to two pieces, folded as `fold` folds the line.
    @Test func calendarValuesWrittenInPiecesAreTheWholeEscaped() {
        let pieces = ["a", "카페", "\t", "\u{1F3EA}", "\\", ",", "\n", "\r", "\u{07}", "\u{85}", "\u{202E}"]
        var values = [""]
        for _ in 0..<2 { values += values.flatMap { value in pieces.map { value + $0 } } }
        values = Array(Set(values)).sorted()
        for first in values {
            for second in values {
                var lines = CalendarLines()
                var afterReturn = false
                lines.append("DESCRIPTION:")
                lines.appendText(first, afterReturn: &afterReturn)
                lines.appendText("\n", afterReturn: &afterReturn)
                lines.appendText(second, afterReturn: &afterReturn)
                #expect(
                    String(decoding: lines.current, as: UTF8.self)
                        == "DESCRIPTION:" + ShiftsCalendar.escaped(first + "\n" + second), "\(first) \(second)")
                lines.end()
                afterReturn = false
                lines.append("SUMMARY:")
                lines.appendText(first, afterReturn: &afterReturn)
                afterReturn = false
                lines.appendText(second, afterReturn: &afterReturn)
                let summary = "SUMMARY:" + ShiftsCalendar.escaped(first) + ShiftsCalendar.escaped(second)
                #expect(String(decoding: lines.current, as: UTF8.self) == summary)
                lines.end()
                let whole = ShiftsCalendar.fold("DESCRIPTION:" + ShiftsCalendar.escaped(first + "\n" + second))
                let document = String(decoding: lines.document, as: UTF8.self)
                #expect(document == whole + "\r\n" + ShiftsCalendar.fold(summary) + "\r\n")
            }
        }
    }

    /// A calendar's dates and local times (`20261118`, `20261118T063000`), written in place, are
    /// the padded pieces joined: every day of 1999-2101, minutes through each day, a year before
    /// 1000 and one after 9999.
    @Test func calendarDatesAndTimesAreThePaddedPieces() {
        func padded(_ value: Int, _ width: Int) -> String {
            String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
        }
        let first = LocalDate(year: 1999, month: 1, day: 1)!.dayNumber
        let last = LocalDate(year: 2101, month: 12, day: 31)!.dayNumber
        for day in first...last {
            let (year, month, date) = LocalDate(dayNumber: day).components
            let compact = padded(year, 4) + padded(month, 2) + padded(date, 2)
            #expect(ShiftsCalendar.compact(LocalDate(dayNumber: day)) == compact, "\(day)")
            let minute = (day * 37) % 1440
            #expect(
                ShiftsCalendar.local(LocalMoment(minutes: day * 1440 + minute))
                    == compact + "T" + padded(minute / 60, 2) + padded(minute % 60, 2) + "00", "\(day) \(minute)")
        }
        #expect(ShiftsCalendar.compact(LocalDate(year: 999, month: 3, day: 9)!) == "09990309")
        let year10000 = LocalDate(year: 9999, month: 12, day: 31)!.dayNumber + 1
        #expect(ShiftsCalendar.local(LocalMoment(minutes: year10000 * 1440 + 61)) == "100000101T010100")
    }
}

/// A data file in a fresh folder, changed through the store with its clock set, so that the
/// history's entries have known times.
struct HistoryFolder {
    let folder: URL
    var path: String { folder.appendingPathComponent("workplaces.json").path }

    init(_ json: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-ics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try json.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Applies `change` through the store, stamped at `moment` (Korean time).
    func apply(at moment: String, _ change: (DataFile) -> DataChange) throws {
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        let date = try #require(
            ISO8601DateFormatter().date(from: moment + "+09:00").map { $0 }, "\(moment) \(seoul)")
        let store = DataStore(path: path, clock: { date })
        let file = try store.load()
        _ = try store.apply(change(file))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

extension ExportChoicesTests {
    struct Event: Decodable {
        var uid: String
        var status: String
        var sequence: Int
        var modified: String?
        var start: String
        var end: String?
        var summary: String
        var alarms: [String]
    }

    /// The events as `icalendar` reads them.
    func events(_ ics: String) throws -> [Event] {
        let script = """
            import icalendar, json, sys
            calendar = icalendar.Calendar.from_ical(sys.stdin.read())
            events = []
            for event in calendar.walk("VEVENT"):
                modified = event.get("LAST-MODIFIED")
                events.append({
                    "uid": str(event["UID"]), "status": str(event.get("STATUS", "-")),
                    "sequence": int(event.get("SEQUENCE", -1)),
                    "modified": modified.dt.isoformat() if modified else None,
                    "start": event.decoded("DTSTART").isoformat(),
                    "end": event.decoded("DTEND").isoformat() if "DTEND" in event else None,
                    "summary": str(event["SUMMARY"]),
                    "alarms": [str(alarm.decoded("TRIGGER")) for alarm in event.walk("VALARM")]})
            print(json.dumps(events))
            """
        let (status, output, error) = try runTool("python3", ["-c", script], input: ics)
        #expect(status == 0, "\(error)")
        return try JSONDecoder().decode([Event].self, from: Data(output.utf8))
    }

    static let planned = """
        { "version": 1, "workplaces": [ { "name": "CU", "wage": 10320, "payday": { "day": 10 },
          "schedule": [ { "days": ["mon", "wed"], "start": "18:00", "end": "22:00", "from": "2026-12-01" } ],
          "shifts": [] } ] }
        """

    /// The revisions come from the history: the same in two exports at different clocks; a
    /// shift added on Dec 16 raises that date's SEQUENCE (entry 2 of the history, worked: 2 × 2
    /// + 1 = 5; the plan before it was entry 1's, 2 × 1 = 2) and leaves Dec 21's as it was.
    /// A plan missed since an earlier export (`--since`) is cancelled with a higher SEQUENCE
    /// (2 × 1 + 1 = 3); the schedule taken off cancels every plan the earlier export had.
    @Test(.enabled(if: hasPython(module: "icalendar"), "needs the icalendar package (scripts/deps.sh test)"))
    func revisionsAndCancelledEventsFollowTheHistory() throws {
        let data = try HistoryFolder(Self.planned)
        defer { data.remove() }
        // Entry 1: the file found on disk, kept at the first change (entry 2, a shift on Dec 14).
        try data.apply(at: "2026-12-15T12:00:00") { _ in
            .addShift(
                workplace: "CU",
                Shift(
                    date: LocalDate(iso: "2026-12-14")!, start: .init(hour: 18, minute: 0)!,
                    end: .init(hour: 22, minute: 0)!))
        }
        let first = try export.run(["export", "--format", "ics"], file: data.path, today: "2026-12-15")
        let again = try export.run(
            ["export", "--format", "ics"], file: data.path, today: "2026-12-15",
            clock: Date(timeIntervalSince1970: 1_900_000_000))
        func withoutStamps(_ text: String) -> [String] {
            text.components(separatedBy: "\r\n").filter { !$0.hasPrefix("DTSTAMP") }
        }
        #expect(withoutStamps(first.standardOutput) == withoutStamps(again.standardOutput))
        let before = try events(first.standardOutput).filter { $0.uid.hasPrefix("shift-") }
        // Dec 14 worked; 24 plans from Wednesday Dec 16 to Monday Mar 8.
        #expect(before.count == 25)
        let worked = try #require(before.first)
        #expect(worked.status == "CONFIRMED" && worked.sequence == 5 && worked.summary == "CU")
        #expect(worked.modified == "2026-12-15T03:00:00+00:00")
        let plans = Array(before.dropFirst())
        #expect(plans.allSatisfy { $0.status == "TENTATIVE" && $0.sequence == 2 && $0.summary == "[planned] CU" })

        // Seen on Dec 17, nothing recorded on Dec 16: that plan was missed.
        let missed = try events(
            try export.run(
                ["export", "--format", "ics", "--since", "2026-12-15"], file: data.path, today: "2026-12-17"
            ).standardOutput)
        let cancelled = missed.filter { $0.status == "CANCELLED" }
        #expect(cancelled.map(\.uid) == [plans[0].uid])
        #expect(cancelled.first?.sequence == 3)
        #expect(cancelled.first?.summary == "[cancelled] CU")
        #expect(cancelled.first?.start == "2026-12-16T18:00:00+09:00")

        // Worked on Dec 16 after all (recorded on Dec 17): the same UID, confirmed, a higher SEQUENCE.
        try data.apply(at: "2026-12-17T09:00:00") { _ in
            .addShift(
                workplace: "CU",
                Shift(
                    date: LocalDate(iso: "2026-12-16")!, start: .init(hour: 18, minute: 0)!,
                    end: .init(hour: 22, minute: 0)!))
        }
        let recorded = try events(
            try export.run(["export", "--format", "ics"], file: data.path, today: "2026-12-17").standardOutput)
        let december16 = try #require(recorded.first { $0.uid == plans[0].uid })
        #expect(december16.status == "CONFIRMED" && december16.sequence == 7)
        #expect(recorded.first { $0.uid == plans[1].uid }?.sequence == 2)

        // The schedule taken off on Dec 18: every plan the Dec 15 export had, but the worked
        // Dec 16, is cancelled, each above its old SEQUENCE (entry 4: 2 × 4 + 1 = 9).
        try data.apply(at: "2026-12-18T09:00:00") { file in
            .removeScheduleEntry(workplace: "CU", file.workplaces[0].schedule[0])
        }
        let removed = try events(
            try export.run(
                ["export", "--format", "ics", "--since", "2026-12-15"], file: data.path, today: "2026-12-18"
            ).standardOutput)
        let gone = removed.filter { $0.status == "CANCELLED" }
        #expect(gone.count == 23)
        #expect(Set(gone.map(\.uid)) == Set(plans.dropFirst().map(\.uid)))
        #expect(gone.allSatisfy { $0.sequence == 9 })
    }

    /// The open shift: in the CSV with its start and nothing after it but its wage; in the
    /// calendar as an instant at its start, titled as clocked in. `--alarm 30m` puts a reminder
    /// 30 minutes ahead on each plan, none on a worked or open shift.
    @Test(.enabled(if: hasPython(module: "icalendar"), "needs the icalendar package (scripts/deps.sh test)"))
    func openShiftAndRemindersAreWritten() throws {
        let data = try HistoryFolder(
            """
            { "version": 1, "workplaces": [ { "name": "CU", "wage": 10320, "payday": { "day": 10 },
              "schedule": [ { "days": ["wed"], "start": "18:00", "end": "22:00", "from": "2026-12-01" } ],
              "shifts": [ { "date": "2026-12-14", "start": "09:00", "end": "13:00" },
                          { "date": "2026-12-15", "start": "09:02", "memo": "tab\\there" } ] } ] }
            """)
        defer { data.remove() }
        let csv = try export.pythonRows(
            try export.run(["export", "--format", "csv"], file: data.path, today: "2026-12-15").standardOutput)
        #expect(csv.count == 3)
        let header = csv[0], open = csv[2]
        func cell(_ name: String) -> String { open[header.firstIndex(of: name)!] }
        #expect(cell("date") == "2026-12-15" && cell("start") == "09:02" && cell("end") == "")
        #expect(cell("paid minutes") == "" && cell("pay") == "" && cell("hourly wage") == "10320")
        // Paid on the 10th of the next month: January 10, 2027 is a Sunday, paid the Friday before.
        #expect(cell("payday") == "2027-01-08" && cell("pay period") == "2026-12")

        let ics = try export.run(
            ["export", "--format", "ics", "--alarm", "30m"], file: data.path, today: "2026-12-15"
        ).standardOutput
        #expect(ics.contains("tab\there"))
        let parsed = try events(ics).filter { $0.uid.hasPrefix("shift-") }
        let clockedIn = try #require(parsed.first { $0.summary == "[clocked in] CU" })
        #expect(clockedIn.start == "2026-12-15T09:02:00+09:00" && clockedIn.end == nil)
        #expect(clockedIn.status == "TENTATIVE" && clockedIn.alarms.isEmpty)
        let plan = try #require(parsed.first { $0.summary == "[planned] CU" })
        #expect(plan.start == "2026-12-16T18:00:00+09:00")
        #expect(plan.alarms == ["-1 day, 23:30:00"])
        #expect(parsed.first { $0.summary == "CU" }?.alarms == [])
    }
}

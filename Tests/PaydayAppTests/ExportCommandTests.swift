import Foundation
import Payroll
import PayrollWords
import TerminalTestSupport
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine
@testable import PayrollExports

/// Runs `program arguments` and returns its standard output; nil when the program is not there.
func runTool(_ program: String, _ arguments: [String], input: String? = nil) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    let output = Pipe(), error = Pipe(), standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
    try standardInput.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readAllRetryingInterruptedReads()
    let err = error.fileHandleForReading.readAllRetryingInterruptedReads()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

func hasPython(module: String) -> Bool {
    (try? runTool("python3", ["-c", "import \(module)"]))?.0 == 0
}

func hasTool(_ name: String) -> Bool {
    (try? runTool("sh", ["-c", "command -v \(name)"]))?.0 == 0
}

/// A data file whose names and memos are what a hostile sender would write.
private func hostileFile() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("payday-export-\(UUID().uuidString).json")
        .path
    let text = #"""
        { "version": 1, "worker": "<b>민지</b>",
          "workplaces": [
            { "name": "<script>alert(1)</script> 편의점", "wage": 10320, "payday": { "day": 10 },
              "shifts": [ { "date": "2026-11-02", "start": "09:00", "end": "13:00", "memo": "+SUM(A1:A9)" } ] },
            { "name": "=HYPERLINK(\"http://example.invalid\",\"pay\")", "wage": 10320, "payday": { "day": 10 },
              "shifts": [ { "date": "2026-11-03", "start": "09:00", "end": "13:00", "memo": "@cmd" } ] }
          ] }
        """#
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// `payday export --format csv|ics` and `payday payslip --format html`, read back by the programs
/// a worker would open them with: Python's csv module (as a spreadsheet reads RFC 4180), the
/// `icalendar` package (as a calendar reads RFC 5545), and headless Chromium printing the page
/// to PDF, read back with `pdftotext`.
///
/// The fixture is the payslip tests' (four workplaces, 22 shifts in November 2026, every figure
/// worked by hand there), seen on 2026-12-15.
@Suite struct ExportCommandTests {
    static let file = PayslipCommandTests.file
    static let shiftCount = 2 + 15 + 3 + 2

    func run(
        _ arguments: [String], file: String = file, today: String = "2026-12-15",
        clock: Date = Date(timeIntervalSince1970: 1_800_000_000)
    ) throws -> CommandResult {
        let command = try PaydayCommand.parseAsRoot(arguments + ["--data", file, "--today", today])
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        switch command {
        case let export as ExportCommand: return export.result(clock: clock, timeZone: seoul)
        case let payslip as PayslipCommand: return payslip.result(clock: clock, timeZone: seoul)
        case let stats as StatsCommand: return stats.result(clock: clock, timeZone: seoul)
        default: throw CancellationError()
        }
    }

    /// The CSV through Python's csv module: one row a shift, the names back exactly.
    func pythonRows(_ csv: String) throws -> [[String]] {
        let (status, output, error) = try runTool(
            "python3",
            [
                "-c",
                "import csv, io, json, sys; "
                    + "print(json.dumps(list(csv.reader(io.StringIO(sys.stdin.read(), newline='')))))",
            ], input: csv)
        #expect(status == 0, "\(error)")
        return try JSONDecoder().decode([[String]].self, from: Data(output.utf8))
    }

    @Test(.enabled(if: hasPython(module: "csv"), "needs python3"))
    func csvHasEveryShiftWithItsPay() throws {
        let result = try run(["export", "--format", "csv"])
        #expect(result.exitStatus == 0 && result.standardError.isEmpty)
        let rows = try pythonRows(result.standardOutput)
        #expect(rows.count == 1 + Self.shiftCount)
        let header = rows[0]
        #expect(rows.allSatisfy { $0.count == header.count })
        func column(_ name: String, _ row: [String]) throws -> String {
            row[try #require(header.firstIndex(of: name))]
        }
        // Night bakery, Nov 2 22:00-06:00 with an hour's break: 7 h, all at night: 70,000 +
        // 35,000; Nov 3 18:00-23:00: 5 h, 1 at night: 50,000 + 5,000. Their sum is the
        // period's 160,000 (the payslip tests).
        let bakery = rows.filter { $0[0] == "Night bakery" }
        #expect(bakery.count == 2)
        #expect(try column("paid minutes", bakery[0]) == "420")
        #expect(try column("night minutes", bakery[0]) == "420")
        #expect(try column("base pay", bakery[0]) == "70000")
        #expect(try column("night premium", bakery[0]) == "35000")
        #expect(try column("pay", bakery[0]) == "105000")
        #expect(try column("pay", bakery[1]) == "55000")
        #expect(try column("pay period", bakery[1]) == "2026-11")
        #expect(try column("payday", bakery[1]) == "2026-12-10")
        // The name with a comma and quotes comes back whole.
        #expect(rows.filter { $0[0] == #"Cafe, "Bean" & Co"# }.count == 3)
    }

    @Test(.enabled(if: hasPython(module: "csv"), "needs python3"))
    func csvCellsThatWouldStartAFormulaAreText() throws {
        let file = try hostileFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try run(["export", "--format", "csv"], file: file)
        let rows = try pythonRows(result.standardOutput)
        #expect(rows.count == 3)
        #expect(rows[1][0] == "<script>alert(1)</script> 편의점")
        #expect(rows[1].last == "'+SUM(A1:A9)")
        #expect(rows[2][0] == #"'=HYPERLINK("http://example.invalid","pay")"#)
        #expect(rows[2].last == "'@cmd")
        for row in rows.dropFirst() {
            for cell in row { #expect(!["=", "+", "-", "@"].contains(cell.first.map(String.init) ?? ""), "\(cell)") }
        }
    }

    /// The calendar through `icalendar`: every shift and every payday, at Korean times, with the
    /// same UIDs in an export made later.
    @Test(.enabled(if: hasPython(module: "icalendar"), "needs the icalendar package (scripts/deps.sh test)"))
    func calendarHasEveryShiftAndPaydayInSeoulTime() throws {
        let first = try run(["export", "--format", "ics"])
        #expect(first.exitStatus == 0)
        let script = """
            import icalendar, json, sys
            calendar = icalendar.Calendar.from_ical(sys.stdin.read())
            events = []
            for event in calendar.walk("VEVENT"):
                start, end = event.decoded("DTSTART"), event.decoded("DTEND")
                timed = hasattr(start, "hour")
                events.append({
                    "uid": str(event["UID"]), "summary": str(event["SUMMARY"]),
                    "start": start.isoformat(), "end": end.isoformat(),
                    "offset": start.utcoffset().total_seconds() if timed else None })
            print(json.dumps(events))
            """
        struct Event: Decodable, Equatable {
            var uid: String
            var summary: String
            var start: String
            var end: String
            var offset: Double?
        }
        func events(_ ics: String) throws -> [Event] {
            let (status, output, error) = try runTool("python3", ["-c", script], input: ics)
            #expect(status == 0, "\(error)")
            return try JSONDecoder().decode([Event].self, from: Data(output.utf8))
        }
        let parsed = try events(first.standardOutput)
        let shifts = parsed.filter { $0.uid.hasPrefix("shift-") }
        let paydays = parsed.filter { $0.uid.hasPrefix("payday-") }
        #expect(shifts.count == Self.shiftCount)
        #expect(Set(parsed.map(\.uid)).count == parsed.count)
        #expect(shifts.allSatisfy { $0.offset == 9 * 3600 })
        let bakery = try #require(shifts.first { $0.summary == "Night bakery" })
        #expect(bakery.start == "2026-11-02T22:00:00+09:00")
        #expect(bakery.end == "2026-11-03T06:00:00+09:00")
        // One payday a workplace (all the shifts are in November): December 10 for the bakery, the
        // cafe's December 5 (a Saturday) moved to Monday the 7th.
        #expect(paydays.count == 4)
        #expect(paydays.contains { $0.summary.hasPrefix("Payday: Night bakery ₩160,000") && $0.start == "2026-12-10" })
        #expect(paydays.contains { $0.summary.hasPrefix(#"Payday: Cafe, "Bean" & Co"#) && $0.start == "2026-12-07" })
        let later = try events(
            try run(["export", "--format", "ics"], clock: Date(timeIntervalSince1970: 1_900_000_000))
                .standardOutput)
        #expect(later.map(\.uid) == parsed.map(\.uid))
    }

    @Test func calendarLinesAreFoldedAndEscaped() {
        let long = "SUMMARY:" + String(repeating: "가", count: 40)
        let folded = ShiftsCalendar.fold(long)
        for line in folded.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75) }
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == long)
        #expect(ShiftsCalendar.text("a,b;c\\d\ne\u{1B}[2J") == #"a\,b\;c\\d\ne[2J"#)
    }

    /// The folding by bytes equals the rule said scalar by scalar (a piece of at most 75 octets,
    /// then 74 after the space, a scalar never cut) for lines of one- to four-byte scalars of
    /// every length around the limits.
    @Test func calendarFoldingMatchesTheRuleScalarByScalar() {
        func reference(_ line: String) -> String {
            var pieces: [String] = [], current = "", octets = 0
            for scalar in line.unicodeScalars {
                let size = String(scalar).utf8.count
                if octets + size > (pieces.isEmpty ? 75 : 74) {
                    pieces.append(current)
                    (current, octets) = ("", 0)
                }
                current.unicodeScalars.append(scalar)
                octets += size
            }
            return (pieces + [current]).joined(separator: "\r\n ")
        }
        let alphabet: [Unicode.Scalar] = [
            "a", ",", "\u{E9}", "\u{3A9}", "\u{AC00}", "\u{301}", "\u{1F319}", "\u{10FFFF}",
        ]
        var state: UInt64 = 5545  // a fixed linear congruential sequence: the same lines every run
        for length in 0...320 {
            var line = String.UnicodeScalarView()
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                line.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let text = String(line)
            #expect(ShiftsCalendar.fold(text).unicodeScalars.elementsEqual(reference(text).unicodeScalars), "\(length)")
        }
    }

    /// The page, printed by Chromium, holds every item the law asks of a payslip (Labor Standards
    /// Act art. 48(2), its decree art. 27-2): who, the payday, each pay item with its amount and
    /// how it is calculated, the days and hours worked, each deduction and the totals.
    @Test(
        .enabled(
            if: hasTool("chromium") && hasTool("pdftotext"), "needs chromium and pdftotext (scripts/deps.sh test)"),
        arguments: [PayrollLanguage.english, .korean])
    func printedPayslipHoldsEveryStatutoryItem(language: PayrollLanguage) throws {
        let result = try run(["payslip", "이마트", "--period", "2026-11", "--format", "html", "--lang", language.rawValue])
        #expect(result.exitStatus == 0)
        let text = try printedText(result.standardOutput)
        let english = language == .english
        let items =
            english
            ? [
                "Worker", "김민지", "Workplace", "이마트 성수점", "Payday", "2026-12-10", "Days worked", "Hours",
                "Base pay", "Weekly holiday allowance", "Gross pay", "National pension", "Health insurance",
                "Long-term care", "Employment insurance", "Total deductions", "Net pay", "864,000", "83,950",
                "780,050", "60h × 12,000",
            ]
            : [
                "성명", "김민지", "사업장", "이마트 성수점", "지급일", "2026-12-10", "근로일수", "근로시간", "기본급", "주휴수당",
                "지급액 계", "국민연금", "건강보험", "장기요양보험", "고용보험", "공제액 계", "실지급액", "864,000", "83,950", "780,050",
            ]
        for item in items { #expect(text.contains(item), "\(item) is not in the printed payslip") }
    }

    @Test(
        .enabled(if: hasTool("chromium") && hasTool("pdftotext"), "needs chromium and pdftotext (scripts/deps.sh test)")
    )
    func aNameWithMarkupStaysText() throws {
        let file = try hostileFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try run(["payslip", "script", "--period", "2026-11", "--format", "html"], file: file)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("<script>"))
        #expect(!result.standardOutput.contains("<b>"))
        #expect(result.standardOutput.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let text = try printedText(result.standardOutput)
        #expect(text.contains("<script>alert(1)</script> 편의점"))
        #expect(text.contains("<b>민지</b>"))
    }

    /// The page printed to PDF by headless Chromium, as text.
    func printedText(_ html: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("payslip.html"), pdf = folder.appendingPathComponent("payslip.pdf")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let (status, _, error) = try runTool(
            "chromium",
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                "--user-data-dir=\(folder.appendingPathComponent("profile").path)", "--print-to-pdf=\(pdf.path)",
                page.absoluteString,
            ])
        #expect(status == 0, "\(error)")
        let (textStatus, text, textError) = try runTool("pdftotext", ["-layout", pdf.path, "-"])
        #expect(textStatus == 0, "\(textError)")
        return text
    }

    /// Worked by hand in YearStatisticsTests; here the command's text and JSON on the fixture:
    /// the bakery's 12 hours and 160,000 won in November, 13,333 won an hour.
    @Test func statsCommandPrintsTheYear() throws {
        let text = try run(["stats", "--year", "2026"])
        #expect(text.exitStatus == 0)
        #expect(text.standardOutput.contains("Night bakery"))
        #expect(text.standardOutput.contains("All workplaces"))
        let json = try run(["stats", "--year", "2026", "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let workplaces = try #require(object["workplaces"] as? [[String: Any]])
        let bakery = try #require(workplaces.first { $0["workplace"] as? String == "Night bakery" })
        let months = try #require(bakery["months"] as? [[String: Any]])
        #expect(months.count == 12)
        #expect(months[10]["minutes"] as? Int == 12 * 60)
        #expect(months[10]["gross"] as? Int == 160_000)
        #expect(months[10]["effectiveHourlyWage"] as? Int == 13_333)
        #expect(months[10]["status"] as? String == "paid")
    }
}

extension ExportCommandTests {
    /// A quote in a name cannot end an attribute: no text from the data is in one.
    @Test func aQuoteInANameStaysInItsText() throws {
        let file = try hostileFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try run(["payslip", "HYPERLINK", "--period", "2026-11", "--format", "html"], file: file)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        for line in result.standardOutput.split(separator: "\n") where line.contains("example.invalid") {
            #expect(!line.contains("=\""), "a name in an attribute: \(line)")
        }
    }
}

extension ExportCommandTests {
    /// A schedule's plans of the next 12 weeks are events too, tentative; the shift recorded on a
    /// planned date later takes the plan's UID, so a new import updates the event. Mondays and
    /// Wednesdays 18:00-22:00 from December 1, seen on Tuesday December 15, 2026: 12 Wednesdays
    /// (December 16 to March 3) and 12 Mondays (December 21 to March 8) up to March 9.
    @Test(.enabled(if: hasPython(module: "icalendar"), "needs the icalendar package (scripts/deps.sh test)"))
    func plansAreTentativeEventsThatTheWorkedShiftUpdates() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-plan-\(UUID().uuidString).json"
        )
        .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        func write(shifts: String) throws {
            try """
            { "version": 1, "workplaces": [ { "name": "CU", "wage": 10320, "payday": { "day": 10 },
              "schedule": [ { "days": ["mon", "wed"], "start": "18:00", "end": "22:00", "from": "2026-12-01" } ],
              "shifts": [ \(shifts) ] } ] }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        }
        func events() throws -> [(uid: String, status: String, start: String)] {
            let ics = try run(["export", "--format", "ics"], file: path).standardOutput
            let (status, output, error) = try runTool(
                "python3",
                [
                    "-c",
                    "import icalendar, sys; c = icalendar.Calendar.from_ical(sys.stdin.read()); "
                        + "[print(e['UID'], e.get('STATUS', '-'), e.decoded('DTSTART').isoformat(), sep='|') "
                        + "for e in c.walk('VEVENT')]",
                ], input: ics)
            #expect(status == 0, "\(error)")
            return output.split(separator: "\n").map {
                let parts = $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                return (parts[0], parts[1], parts[2])
            }
        }
        try write(shifts: "")
        let planned = try events().filter { $0.uid.hasPrefix("shift-") }
        #expect(planned.count == 24)
        #expect(planned.allSatisfy { $0.status == "TENTATIVE" })
        #expect(planned.first?.start == "2026-12-16T18:00:00+09:00")
        #expect(planned.last?.start == "2027-03-08T18:00:00+09:00")
        let december16 = try #require(planned.first).uid
        // Worked on December 16 (seen the next day): the same UID, confirmed now.
        try write(shifts: #"{ "date": "2026-12-16", "start": "18:05", "end": "22:10" }"#)
        let later = try run(["export", "--format", "ics"], file: path, today: "2026-12-17")
        #expect(later.standardOutput.contains("UID:\(december16)"))
        let worked = later.standardOutput.components(separatedBy: "BEGIN:VEVENT").first { $0.contains(december16) }
        #expect(worked?.contains("STATUS:CONFIRMED") == true)
        #expect(worked?.contains("T180500") == true)
    }
}

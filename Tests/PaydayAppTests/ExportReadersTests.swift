import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayCommandLine

/// The exports read by the other programs a worker opens them with, beyond Python's csv and
/// `icalendar` (ExportCommandTests, ExportChoicesTests): the `--excel` CSV opened by LibreOffice
/// headless and saved as a workbook, read back with openpyxl; the calendar read by `vobject` as
/// well as `icalendar`, the two agreeing event by event, cancellations and revisions included;
/// every kind of payslip page parsed by html5lib with no error (the statement's page:
/// StatementDocumentsTests; the tax-free payslip's and the evidence folder's:
/// TaxFreePayslipDocumentsTests).
@Suite struct ExportReadersTests {
    let export = ExportCommandTests()

    /// The workbook LibreOffice makes of `csv` (saved as `name`), as openpyxl reads it: each row's
    /// cells as JSON, a date or time as `date:`/`time:` and its ISO form, a formula as `formula:`.
    func workbookRows(_ csv: String, name: String = "shifts.csv") throws -> [[String?]] {
        let folder = try StoreProcessTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(csv.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        // The CSV filter's options: comma, double quote, UTF-8 (76), from line 1, no column
        // formats, the default language, quoted fields not forced to text, dates and times
        // recognised (Excel's way). A profile of its own, so that nothing else is touched.
        let (status, _, error) = try runTool(
            "soffice",
            [
                "-env:UserInstallation=file://" + folder + "/profile", "--headless", "--norestore",
                "--infilter=CSV:44,34,76,1,,0,false,true", "--convert-to", "xlsx", "--outdir", folder + "/out",
                folder + "/" + name,
            ])
        #expect(status == 0, "\(error)")
        let book = folder + "/out/" + name.replacingOccurrences(of: ".csv", with: ".xlsx")
        let script = """
            import datetime, json, openpyxl, sys
            sheet = openpyxl.load_workbook(sys.argv[1]).active
            def cell(c):
                v = c.value
                if v is None: return None
                if isinstance(v, datetime.datetime): return "date:" + v.date().isoformat()
                if isinstance(v, datetime.time): return "time:" + v.strftime("%H:%M")
                if c.data_type == "f": return "formula:" + str(v)
                if isinstance(v, float) and v.is_integer(): v = int(v)
                return ("number:" if isinstance(v, (int, float)) else "text:") + str(v)
            print(json.dumps([[cell(c) for c in row] for row in sheet.iter_rows()]))
            """
        let (read, output, readError) = try runTool("python3", ["-c", script, book])
        #expect(read == 0, "\(readError)")
        return try JSONDecoder().decode([[String?]].self, from: Data(output.utf8))
    }

    /// `--excel` through LibreOffice: the byte-order mark is not part of the first name, the
    /// Korean names come back whole, dates are dates, start and end are times, minutes, hours
    /// and won are numbers. The bakery's Nov 2 22:00-06:00 less an hour: 420 minutes, 7 hours,
    /// 70,000 + 35,000 = 105,000 (ExportCommandTests); 이마트's Nov 2 09:00-13:00: 240 minutes,
    /// 4 hours, 4 × 12,000 = 48,000.
    @Test(
        .enabled(
            if: hasTool("soffice") && hasPython(module: "openpyxl"),
            "needs LibreOffice (libreoffice-calc-nogui) and openpyxl (scripts/deps.sh test)"))
    func excelCSVOpensInLibreOffice() throws {
        let result = try export.run(["export", "--format", "csv", "--excel"])
        #expect(result.exitStatus == 0)
        let rows = try workbookRows(result.standardOutput)
        #expect(rows.count == 1 + ExportCommandTests.shiftCount)
        let header = rows[0].map { $0 ?? "" }
        #expect(header.first == "text:workplace")
        var at: [String: Int] = [:]
        for name in ["date", "start", "end", "paid minutes", "paid hours", "pay", "payday"] {
            let index: Int = try #require(header.firstIndex(of: "text:" + name), "\(name)")
            at[name] = index
        }
        func cell(_ row: [String?], _ name: String) -> String? { at[name].flatMap { row[$0] } }
        let bakery = try #require(rows.first { $0[0] == "text:Night bakery" })
        #expect(cell(bakery, "date") == "date:2026-11-02" && cell(bakery, "payday") == "date:2026-12-10")
        #expect(cell(bakery, "start") == "time:22:00" && cell(bakery, "end") == "time:06:00")
        #expect(cell(bakery, "paid minutes") == "number:420" && cell(bakery, "paid hours") == "number:7")
        #expect(cell(bakery, "pay") == "number:105000")
        let mart = try #require(rows.first { $0[0] == "text:이마트 성수점" })
        #expect(cell(mart, "paid hours") == "number:4" && cell(mart, "pay") == "number:48000")
        #expect(rows.filter { $0[0] == #"text:Cafe, "Bean" & Co"# }.count == 3)
        // Every paid-hours cell is a number, minutes / 60 to two places.
        for row in rows.dropFirst() {
            let minutes = try #require(cell(row, "paid minutes").flatMap { Double($0.dropFirst(7)) })
            let hours = try #require(cell(row, "paid hours").flatMap { Double($0.dropFirst(7)) })
            #expect(abs(hours - minutes / 60) < 0.005, "\(row)")
        }
    }

    /// A cell that would start a formula stays text in LibreOffice too: no cell of the workbook
    /// is a formula; the statement's CSV with `--excel` opens with its amounts as numbers.
    @Test(
        .enabled(
            if: hasTool("soffice") && hasPython(module: "openpyxl"),
            "needs LibreOffice (libreoffice-calc-nogui) and openpyxl (scripts/deps.sh test)"))
    func formulasStayTextAndTheStatementOpens() throws {
        let folder = try StoreProcessTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/w.json"
        try #"""
        { "version": 1, "workplaces": [
          { "name": "=HYPERLINK(\"http://example.invalid\",\"pay\")", "wage": 10320, "payday": { "day": 10 },
            "shifts": [ { "date": "2026-11-03", "start": "09:00", "end": "13:00", "memo": "+SUM(A1:A9)" } ] } ] }
        """#.write(toFile: file, atomically: true, encoding: .utf8)
        let rows = try workbookRows(
            try export.run(["export", "--format", "csv", "--excel"], file: file).standardOutput)
        #expect(rows.count == 2)
        #expect(rows.joined().allSatisfy { !($0 ?? "").hasPrefix("formula:") }, "\(rows)")
        #expect(rows[1].first == #"text:'=HYPERLINK("http://example.invalid","pay")"#)
        #expect(rows[1].last == "text:'+SUM(A1:A9)")

        // The statement (StatementCommandTests' figures: the cafe's 277,200, withheld 8,310 +
        // 830 = 9,140; 1,412,200 in all).
        let statement = try StatementCommand.parse([
            "--data", PayslipCommandTests.file, "--today", "2026-12-15", "--year", "2026", "--format", "csv", "--excel",
            "--lang", "ko",
        ]).result(clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
        let sheet = try workbookRows(statement.standardOutput, name: "statement.csv")
        #expect(sheet.first?.first == "text:지급일")
        #expect(sheet[1].prefix(4) == ["date:2026-12-07", #"text:Cafe, "Bean" & Co"#, "text:2026-11", "number:277200"])
        #expect(sheet[1][6] == "number:9140")
        #expect(sheet.last?.first == "text:합계" && sheet.last?[3] == "number:1412200")
    }

    /// One event as a reader saw it.
    struct Event: Decodable, Equatable {
        var uid: String
        var status: String
        var sequence: Int
        var start: String
        var summary: String
        var modified: String?
    }

    /// The events of `ics` as `icalendar` and as `vobject` read them, in file order.
    func bothReaders(_ ics: String) throws -> (icalendar: [Event], vobject: [Event]) {
        let script = """
            import icalendar, json, sys, vobject
            text = sys.stdin.read()
            first = []
            for e in icalendar.Calendar.from_ical(text).walk("VEVENT"):
                m = e.get("LAST-MODIFIED")
                first.append({"uid": str(e["UID"]), "status": str(e.get("STATUS", "-")),
                    "sequence": int(e.get("SEQUENCE", -1)), "start": e.decoded("DTSTART").isoformat(),
                    "summary": str(e["SUMMARY"]), "modified": m.dt.isoformat() if m else None})
            second = []
            for e in vobject.readOne(text).vevent_list:
                c = e.contents
                v = lambda name, default: c[name][0].value if name in c else default
                m = v("last-modified", None)
                second.append({"uid": v("uid", ""), "status": v("status", "-"),
                    "sequence": int(v("sequence", -1)), "start": v("dtstart", None).isoformat(),
                    "summary": v("summary", ""), "modified": m.isoformat() if m else None})
            print(json.dumps([first, second]))
            """
        let (status, output, error) = try runTool("python3", ["-c", script], input: ics)
        #expect(status == 0, "\(error)")
        let both = try JSONDecoder().decode([[Event]].self, from: Data(output.utf8))
        return (both[0], both[1])
    }

    /// A re-export after a change, read by both: the shift recorded on Dec 14 raises its date's
    /// SEQUENCE (the history's entry 2: 2 × 2 + 1 = 5; a plan of entry 1, 2 × 1 = 2), and the
    /// plan of Dec 16, missed since the export of Dec 15 (`--since`), comes back CANCELLED with
    /// SEQUENCE 2 × 1 + 1 = 3 (ExportChoicesTests works the same history). vobject reads every
    /// event as icalendar does: UID, STATUS, SEQUENCE, start at +09:00, SUMMARY, LAST-MODIFIED.
    @Test(
        .enabled(
            if: hasPython(module: "icalendar") && hasPython(module: "vobject"),
            "needs the icalendar and vobject packages (scripts/deps.sh test)"))
    func calendarReadsTheSameInVobject() throws {
        let data = try HistoryFolder(ExportChoicesTests.planned)
        defer { data.remove() }
        try data.apply(at: "2026-12-15T12:00:00") { _ in
            .addShift(
                workplace: "CU",
                Shift(
                    date: LocalDate(iso: "2026-12-14")!, start: .init(hour: 18, minute: 0)!,
                    end: .init(hour: 22, minute: 0)!))
        }
        let ics = try export.run(
            ["export", "--format", "ics", "--since", "2026-12-15", "--alarm", "1h"], file: data.path,
            today: "2026-12-17"
        ).standardOutput
        let (first, second) = try bothReaders(ics)
        #expect(!first.isEmpty)
        #expect(first == second)
        let worked = try #require(second.first { $0.summary == "CU" })
        #expect(worked.sequence == 5 && worked.status == "CONFIRMED" && worked.start == "2026-12-14T18:00:00+09:00")
        #expect(worked.modified == "2026-12-15T03:00:00+00:00")
        let cancelled = second.filter { $0.status == "CANCELLED" }
        #expect(cancelled.count == 1)
        #expect(cancelled.first?.sequence == 3 && cancelled.first?.start == "2026-12-16T18:00:00+09:00")
        #expect(
            second.filter { $0.summary == "[planned] CU" }.allSatisfy { $0.sequence == 2 && $0.status == "TENTATIVE" })
    }

    /// Every payslip page (each kind of the payslip fixture, in both languages), parsed by html5lib
    /// with no error and with the payslip's net in its table.
    @Test(
        .enabled(if: hasPython(module: "html5lib"), "needs html5lib (scripts/deps.sh test)"),
        arguments: PayrollLanguage.allCases)
    func everyPageParsesWithNoError(language: PayrollLanguage) throws {
        // The nets of PayslipCommandTests: bakery 160,000, 이마트 780,050, cafe 268,060, bookshop 111,000.
        let nets = [("bakery", 160_000), ("이마트", 780_050), ("cafe", 268_060), ("book", 111_000)]
        for (workplace, net) in nets {
            let page = try ParsedPage.parse(
                try PayslipCommandTests().run([
                    workplace, "--period", "2026-11", "--format", "html", "--lang", language.rawValue,
                ]).standardOutput)
            #expect(page.errors.isEmpty, "\(workplace): \(page.errors)")
            let label = PayslipWords(language: language).label(.net)
            #expect(page.row(label)?.last == Money(won: net).formatted(language), "\(workplace)")
        }
    }
}

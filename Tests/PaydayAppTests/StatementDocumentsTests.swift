import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayCommandLine

/// A page as html5lib (the HTML5 parsing algorithm browsers follow) reads it: its parse errors
/// (a browser recovers from each: a second doctype, a stray end tag), its `lang`, the text of
/// each table row's cells, and the text of its paragraphs.
struct ParsedPage: Decodable {
    var errors: [String]
    var lang: String
    var rows: [[String]]
    var paragraphs: [String]

    static func parse(_ page: String) throws -> ParsedPage {
        let script = """
            import html5lib, json, sys
            parser = html5lib.HTMLParser(tree=html5lib.getTreeBuilder("etree"), namespaceHTMLElements=False)
            tree = parser.parse(sys.stdin.read())
            text = lambda e: " ".join("".join(e.itertext()).split())
            print(json.dumps({"errors": [str(error) for error in parser.errors], "lang": tree.get("lang", ""),
                "rows": [[text(c) for c in row if c.tag in ("th", "td")] for row in tree.iter("tr")],
                "paragraphs": [text(p) for p in tree.iter("p")]}))
            """
        let (status, output, error) = try runTool("python3", ["-c", script], input: page)
        #expect(status == 0, "\(error)")
        return try JSONDecoder().decode(ParsedPage.self, from: Data(output.utf8))
    }

    /// The cells of the row whose first cell is `label`.
    func row(_ label: String) -> [String]? { rows.first { $0.first == label } }
}

/// `payday statement --format csv|html` (and `--json`, `--format json`): the year's withholding
/// statement read back by Python's csv (plain, and with the byte-order mark `--bom` and `--excel`
/// write, as `utf-8-sig`) and by html5lib, in both languages, on the payslip fixture (the figures
/// worked in StatementCommandTests: the cafe's 277,200 × 3% = 8,316 -> 8,310, local 10% = 831 ->
/// 830, withheld 8,310 + 830 = 9,140; gross 277,200 + 160,000 + 864,000 + 111,000 = 1,412,200).
@Suite struct StatementDocumentsTests {
    func run(_ arguments: [String], today: String = "2026-12-15") throws -> CommandResult {
        try StatementCommand.parse(["--data", PayslipCommandTests.file, "--today", today] + arguments)
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
    }

    @Test(.enabled(if: hasPython(module: "csv"), "needs python3"), arguments: PayrollLanguage.allCases)
    func csvReadsBackWithTheFigures(language: PayrollLanguage) throws {
        let result = try run(["--year", "2026", "--format", "csv", "--lang", language.rawValue])
        #expect(result.exitStatus == 0, "\(result.standardError)")
        #expect(result.outputIsDocument)
        #expect(result.standardOutput.unicodeScalars.first != "\u{FEFF}")
        #expect(!result.standardOutput.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let (_, rows) = try ExportChoicesTests().excelRows(result.standardOutput)
        #expect(rows.first == language.statementWords.statementColumns)
        // Four payments by payday, then the totals: every row as wide as the columns.
        #expect(rows.count == 1 + 4 + 1 && rows.allSatisfy { $0.count == 8 })
        #expect(rows.dropFirst().prefix(4).map(\.[0]) == ["2026-12-07", "2026-12-10", "2026-12-10", "2026-12-10"])
        let cafe = rows[1]
        #expect(cafe[1] == #"Cafe, "Bean" & Co"# && cafe[2] == "2026-11")
        #expect(Array(cafe[3...6]) == ["277200", "8310", "830", "9140"])
        #expect(cafe[7] == PayslipWords(language: language).ruleName(.businessIncome))
        #expect(rows.contains { $0[1] == "이마트 성수점" && $0[3] == "864000" && $0[6] == "0" })
        let total = try #require(rows.last)
        #expect(total[0] == (language == .english ? "Total" : "합계"))
        #expect(Array(total[3...6]) == ["1412200", "8310", "830", "9140"])
        // The amounts of the payments add up to the totals' row (a spreadsheet's SUM of the column).
        for column in 3...6 {
            #expect(rows.dropFirst().dropLast().compactMap { Int($0[column]) }.reduce(0, +) == Int(total[column]))
        }
    }

    /// `--bom` and `--excel` start the CSV with the UTF-8 mark, which `utf-8-sig` takes off: the
    /// first column's name comes back whole, and the rest is the plain CSV's.
    @Test(.enabled(if: hasPython(module: "csv"), "needs python3"), arguments: ["--bom", "--excel"])
    func byteOrderMarkForExcel(option: String) throws {
        let marked = try run(["--year", "2026", "--format", "csv", option, "--lang", "ko"]).standardOutput
        let plain = try run(["--year", "2026", "--format", "csv", "--lang", "ko"]).standardOutput
        #expect(Array(marked.utf8.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(String(marked.unicodeScalars.dropFirst()) == plain)
        let (bom, rows) = try ExportChoicesTests().excelRows(marked)
        #expect(bom && rows.first?.first == "지급일" && rows.count == 6)
    }

    @Test(
        .enabled(if: hasPython(module: "html5lib"), "needs html5lib (scripts/deps.sh test)"),
        arguments: PayrollLanguage.allCases)
    func pageParsesWithTheFigures(language: PayrollLanguage) throws {
        let result = try run(["--year", "2026", "--format", "html", "--lang", language.rawValue])
        #expect(result.exitStatus == 0 && result.outputIsDocument)
        #expect(result.standardOutput.hasPrefix("<!DOCTYPE html>"))
        #expect(result.standardOutput.components(separatedBy: "<!DOCTYPE").count == 2)
        let page = try ParsedPage.parse(result.standardOutput)
        #expect(page.errors.isEmpty, "\(page.errors)")
        #expect(page.lang == (language == .english ? "en" : "ko"))
        let words = language.statementWords
        #expect(page.rows.first == words.statementColumns)
        let money = { (won: Int) in Money(won: won).formatted(language) }
        let cafe = try #require(page.row("2026-12-07"))
        #expect(cafe[1] == #"Cafe, "Bean" & Co"#)
        #expect(Array(cafe[3...6]) == [money(277_200), money(8_310), money(830), money(9_140)])
        let total = try #require(page.row(words.statementTotal))
        #expect(Array(total[3...6]) == [money(1_412_200), money(8_310), money(830), money(9_140)])
        #expect(page.rows.count == 1 + 4 + 1)
        #expect(page.paragraphs == [words.statementNote])
        // The title names the worker and the year.
        #expect(result.standardOutput.contains(words.statementTitle(year: 2026, worker: "김민지")))
    }

    /// A year with no payment: the page says so, and parses; the CSV is the columns and a totals
    /// row of zeros.
    @Test(.enabled(if: hasPython(module: "html5lib"), "needs html5lib (scripts/deps.sh test)"))
    func aYearWithNoPay() throws {
        let page = try ParsedPage.parse(try run(["--year", "2027", "--format", "html"]).standardOutput)
        #expect(page.errors.isEmpty && page.rows.isEmpty)
        #expect(page.paragraphs == ["No pay was paid in 2027: nothing was withheld."])
        let csv = try run(["--year", "2027", "--format", "csv"]).standardOutput
        #expect(csv.hasSuffix("\r\nTotal,,,0,0,0,0,\r\n"))
    }

    /// `--json` and `--format json` are the same document; the text is the default.
    @Test func jsonBothWaysAndTextByDefault() throws {
        let flag = try run(["--year", "2026", "--json"]).standardOutput
        #expect(flag == (try run(["--year", "2026", "--format", "json"]).standardOutput))
        #expect(flag == (try run(["--year", "2026", "--json", "--format", "json"]).standardOutput))
        #expect(flag.hasPrefix(#"{ "year": 2026, "worker": "김민지","#))
        #expect(
            try run(["--year", "2026"]).standardOutput
                == (try run(["--year", "2026", "--format", "text"]).standardOutput))
    }

    /// Two formats at once, or a CSV option with another format: refused, naming the options, in
    /// the language asked for, with nothing on standard output.
    @Test(arguments: PayrollLanguage.allCases)
    func conflictingOptionsAreRefused(language: PayrollLanguage) throws {
        let cases: [([String], [String])] = [
            (["--json", "--format", "csv"], ["--json", "--format csv"]),
            (["--json", "--format", "html"], ["--json", "--format html"]),
            (["--format", "html", "--bom"], ["--bom", "--format csv"]),
            (["--excel"], ["--excel", "--format csv"]),
            (["--json", "--excel"], ["--excel"]),
        ]
        for (arguments, named) in cases {
            let result = try run(["--year", "2026", "--lang", language.rawValue] + arguments)
            #expect(result.exitStatus == 1 && result.standardOutput.isEmpty, "\(arguments)")
            for option in named { #expect(result.standardError.contains(option), "\(result.standardError)") }
            let korean = result.standardError.unicodeScalars.contains { $0.value >= 0xAC00 && $0.value <= 0xD7A3 }
            #expect(korean == (language == .korean), "\(result.standardError)")
        }
        #expect(throws: (any Error).self) { try StatementCommand.parse(["--format", "pdf"]) }
    }
}

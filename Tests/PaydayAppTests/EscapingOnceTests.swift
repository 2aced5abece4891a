import Foundation
import Payroll
import Testing

@testable import PaydayCommandLine

/// Text is escaped for a terminal once, at the edge: a document already escaped by its own
/// format's writer (CSV, iCalendar, HTML) is printed as it is, the same bytes as the file it would
/// be, and still holds nothing a terminal acts on.
@Suite struct EscapingOnceTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// A name with ESC, a bidi override, a comma and a semicolon; a memo with a title-setting
    /// sequence, a bare carriage return and a C1 control; every shift in 2026.
    static let hostile = #"""
        { "version": 1,
          "workplaces": [ { "name": "Cafe\u001b[2J, \u202eBean; Co", "wage": 10320, "payday": { "day": 10 },
            "shifts": [
              { "date": "2026-11-02", "start": "09:00", "end": "15:00", "memo": "\u001b]0;owned\u0007\r\u009b31m x" },
              { "date": "2026-11-03", "start": "09:00", "end": "15:00" } ] } ] }
        """#

    func write() throws -> (folder: String, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("w.json").path
        try Self.hostile.write(toFile: file, atomically: true, encoding: .utf8)
        return (folder.path, file)
    }

    func run(_ arguments: [String], file: String) throws -> CommandResult {
        let clock = Date(timeIntervalSince1970: 1_800_000_000)
        switch try PaydayCommand.parseAsRoot(arguments + ["--data", file, "--today", "2026-12-15"]) {
        case let command as ExportCommand: return command.result(clock: clock, timeZone: Self.seoul)
        case let command as PayslipCommand: return command.result(clock: clock, timeZone: Self.seoul)
        case let command as EvidenceCommand: return command.result(clock: clock, timeZone: Self.seoul)
        default: throw CancellationError()
        }
    }

    /// What reaches standard output for `result`.
    func printed(_ result: CommandResult) -> [UInt8] {
        StandardStreams.bytes(result.standardOutput, asIs: result.outputIsTerminalSequences || result.outputIsDocument)
    }

    @Test(arguments: ["csv", "ics"])
    func anExportIsPrintedAsItsWriterMadeIt(format: String) throws {
        let (folder, file) = try write()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try run(["export", "--format", format], file: file)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        #expect(result.outputIsDocument)
        let bytes = printed(result)
        #expect(bytes == Array(result.standardOutput.utf8))
        #expect(HostileInputTests.controlSequences(bytes).isEmpty, "\(HostileInputTests.controlSequences(bytes))")
        if format == "ics" {
            // iCalendar's own escaping only: the comma and semicolon escaped, the controls
            // dropped; no `\u{...}` (a backslash that iCalendar would read as a bad escape).
            #expect(result.standardOutput.contains(#"SUMMARY:Cafe[2J\, Bean\; Co"#), "\(result.standardOutput)")
            #expect(!result.standardOutput.contains("\\u{"))
        } else {
            #expect(result.standardOutput.contains(#""Cafe\u{1B}[2J, \u{202E}Bean; Co""#), "\(result.standardOutput)")
            #expect(result.standardOutput.contains(#"\u{1B}]0;owned\u{7}\u{D}\u{9B}31m x"#))
        }
    }

    /// The binary prints an export as the very bytes its writer made (written from them, never
    /// a string made of them: `CommandResult.document(bytes:)`), the same as the command run here.
    /// The calendar's DTSTAMP is the clock's, so the two calendars differ there and nowhere else.
    @Test(arguments: ["csv", "ics"])
    func theBinaryPrintsTheWritersBytes(format: String) throws {
        let (folder, file) = try write()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let arguments = ["export", "--format", format, "--data", file, "--today", "2026-12-15"]
        let binary = try HostileInputTests.run(arguments, environment: ["TZ": "Asia/Seoul"])
        #expect(binary.exited(0), "\(binary.errorText)")
        let inProcess = try run(["export", "--format", format], file: file)
        #expect(inProcess.exitStatus == 0)
        func stampless(_ bytes: [UInt8]) -> [String] {
            String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n").filter { !$0.hasPrefix("DTSTAMP:") }
        }
        let printedLines = stampless(binary.output), madeLines = stampless(printed(inProcess))
        #expect(printedLines.count > (format == "csv" ? 3 : 20))
        #expect(printedLines == madeLines)
        if format == "csv" { #expect(binary.output == printed(inProcess)) }
        #expect(HostileInputTests.controlSequences(binary.output).isEmpty)
    }

    /// The evidence folder's CSV and payslip page are the very bytes `payday export --format csv`
    /// and `payday payslip --format html` print.
    @Test func theEvidenceFilesAreThePrintedDocuments() throws {
        let (folder, file) = try write()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let claim = folder + "/claim"
        let evidence = try run(["evidence", "--year", "2026", claim], file: file)
        #expect(evidence.exitStatus == 0, "\(evidence.standardError)")
        let csvFile = try #require(FileManager.default.contents(atPath: claim + "/shifts-2026.csv"))
        #expect(Array(csvFile) == printed(try run(["export", "--format", "csv"], file: file)))
        let pages = try FileManager.default.contentsOfDirectory(atPath: claim).filter { $0.hasSuffix(".html") }
        #expect(pages == ["payslip-1-2026-11.html"])
        let page = try #require(FileManager.default.contents(atPath: claim + "/payslip-1-2026-11.html"))
        let printedPage = try run(["payslip", "--period", "2026-11", "--format", "html"], file: file)
        #expect(printedPage.outputIsDocument)
        #expect(Array(page) == printed(printedPage))
        #expect(HostileInputTests.controlSequences(Array(page)).isEmpty)
    }
}

import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// Every command that computes a payslip passes the file's worker to it: a worker with 3
/// dependants, one of them a child aged 8 to 20, pays far less income tax than the default
/// worker (1 dependant, no child). A call site that used `Worker()` would show the default's
/// figures, and fail here.
///
/// The figures, by hand from the simplified withholding table in force from 2026-03-01
/// (`Sources/Payroll/Resources/withholding-tax.json`, from the National Tax Service's
/// spreadsheet of the Income Tax Act Enforcement Decree's annexed table 2; docs/payroll.md,
/// "The simplified withholding table"):
///
/// - October 2026: 25 shifts of 09:00-18:00 with a 60-minute break (8 h) at 15,000 won an hour,
///   one employee (no premiums), no weekly holiday allowance: 200 h × 15,000 = 3,000,000 won.
/// - The table's row for 3,000 to 3,020 thousand won: `[3000, 3020, 74350, 56850, 31940, ...]`:
///   1 dependant 74,350; 3 dependants 31,940.
/// - One child aged 8 to 20: 20,830 off (the table's note 3, `"children": { "one": 20830 }`):
///   31,940 − 20,830 = 11,110; at the 100 % rate, cut to 10 won: 11,110 income tax.
/// - Local income tax, 10 % cut to 10 won: 1,111 → 1,110. Together 12,220.
/// - No insurance: net 3,000,000 − 12,220 = 2,987,780 won.
/// - The default worker would have 74,350 + 7,430 = 81,780 withheld, net 2,918,220.
///
/// October's pay is paid on Tuesday 2026-11-10, the day the commands run; the file records
/// 2,987,780 won received for it, exactly what is owed (with the default worker it would look
/// 69,560 won short: 81,780 − 12,220).
@Suite struct WorkerDependantsTests {
    let file: String
    let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let net = 2_987_780
    static let incomeTax = 11_110
    static let localIncomeTax = 1_110

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-dependants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent("workplaces.json").path
        let shifts = (1...25).map { day in
            #"{"date": "2026-10-\#(day < 10 ? "0" : "")\#(day)", "start": "09:00", "end": "18:00", "break": 60}"#
        }
        try Data(
            """
            {"version": 1, "worker": {"dependants": 3, "children": 1},
             "workplaces": [{"name": "카페", "wage": 15000, "employees": 1, "weeklyHolidayAllowance": false,
              "payday": {"day": 10, "month": "next", "ifHoliday": "before"},
              "deductions": {"incomeTax": "table", "insurance": "none"},
              "received": [{"period": "2026-10", "amount": 2987780, "date": "2026-11-10"}],
              "shifts": [\(shifts.joined(separator: ",\n"))]}]}
            """.utf8
        ).write(to: URL(fileURLWithPath: file))
    }

    private func run(_ arguments: [String], now: String = "2026-11-10T09:00") throws -> CommandResult {
        let command = try PaydayCommand.parseAsRoot(arguments + ["--data", file])
        let environment = [StoreSession.testNowVariable: now, "LANG": "C"]
        let clock = Date(timeIntervalSince1970: 0)
        let result: CommandResult
        switch command {
        case let shows as any LoadedRecordsCommand:
            result = shows.result(clock: clock, timeZone: seoul, environment: environment)
        case let evidence as EvidenceCommand:
            result = evidence.result(clock: clock, timeZone: seoul, environment: environment)
        case let remind as RemindCommand:
            result = remind.result(
                environment: environment, clock: clock, timeZone: seoul, outputIsTerminal: false, notifySend: nil)
        default:
            Issue.record("\(arguments): no way to run it here")
            return CommandResult()
        }
        #expect(result.exitStatus == 0, "\(arguments): \(result.standardError)")
        return result
    }

    @Test func theFileHoldsTheWorker() throws {
        let worker = try #require(try DataFile.load(path: file).worker)
        #expect(worker.dependants == 3 && worker.children == 1)
    }

    @Test func summary() throws {
        let json = try run(["summary", "--json", "--today", "2026-11-10"]).standardOutput
        #expect(json.contains(#""gross": 3000000"#), "\(json)")
        #expect(json.contains(#""incomeTax": \#(Self.incomeTax)"#), "\(json)")
        #expect(json.contains(#""localIncomeTax": \#(Self.localIncomeTax)"#))
        #expect(json.contains(#""net": \#(Self.net)"#))
    }

    @Test func paydays() throws {
        let json = try run(["paydays", "--json", "--today", "2026-11-10"]).standardOutput
        #expect(json.contains(#""payday": "2026-11-10""#), "\(json)")
        #expect(json.contains(#""earned": \#(Self.net)"#), "\(json)")
        let text = try run(["paydays", "--today", "2026-11-10"]).standardOutput
        #expect(text.contains("₩2,987,780"), "\(text)")
    }

    @Test func yearSummary() throws {
        let json = try run(["summary", "--year", "2026", "--json", "--today", "2026-11-10"]).standardOutput
        #expect(json.contains(#""incomeTax": \#(Self.incomeTax)"#), "\(json)")
        #expect(json.contains(#""net": \#(Self.net)"#))
        let stats = try run(["stats", "--json", "--year", "2026", "--today", "2026-11-10"]).standardOutput
        #expect(stats.contains(#""net": \#(Self.net)"#), "\(stats)")
    }

    @Test func reminders() throws {
        let text = try run(["remind"]).standardOutput
        #expect(text.contains("카페: payday today: the pay for 2026-10 is expected to be ₩2,987,780"), "\(text)")
    }

    @Test func differencesAndEvidence() throws {
        let json = try run(["differences", "--year", "2026", "--json", "--today", "2026-11-10"]).standardOutput
        #expect(json.contains(#""received": 2987780"#), "\(json)")
        #expect(json.contains(#""owed": \#(Self.net), "difference": 0, "missing": []"#), "\(json)")
        #expect(json.contains(#""total": 0"#))
        let folder = (file as NSString).deletingLastPathComponent + "/evidence"
        let evidence = try run(["evidence", "--year", "2026", folder, "--today", "2026-11-10"])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        let slip = try #require(
            files.first { $0.hasSuffix(".txt") && $0.contains("2026-10") }, "\(evidence.standardOutput)")
        let text = try String(contentsOfFile: folder + "/" + slip, encoding: .utf8)
        #expect(text.contains("2,987,780"), "\(text)")
        #expect(text.contains("11,110"))
    }

    @Test func exports() throws {
        let calendar = try run(["export", "--format", "ics", "--today", "2026-11-10"]).standardOutput
        // The payday's event carries the net pay (commas escaped, RFC 5545).
        #expect(calendar.contains(#"SUMMARY:Payday: 카페 ₩2\,987\,780"#), "\(calendar)")
        let payslip = try run(["payslip", "--format", "csv", "--today", "2026-11-10"]).standardOutput
        #expect(payslip.contains("\(Self.net)"), "\(payslip)")
        #expect(payslip.contains("\(Self.incomeTax)"))
    }
}

import Foundation
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine
@testable import Payroll

/// `payday entitlements`, `received`, `differences` and `evidence` on a file of two jobs, each
/// worked by hand in the payroll tests (`SeveranceTests`, `PayDifferencesTests`):
///
/// - 편의점 (4 employees, 10,000 won, 20 contracted hours), November 1, 2025 to October 31,
///   2026, weekday mornings of 4 h from August 3: severance 40,000 x 30 x 365 / 365 = 1,200,000
///   (the ordinary daily wage, above the average of 33,478); no annual leave under 5 employees.
/// - 카페 (3 employees, 10,000 won, 20 contracted hours), weekday mornings of November 2-27,
///   2026: net 960,000, of which 160,000 is four weekly holiday allowances.
@Suite struct EntitlementsCommandTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    static func makeFile() throws -> String {
        func weekdays(_ first: String, _ last: String) -> String {
            var items: [String] = []
            var day = LocalDate(iso: first)!
            while day <= LocalDate(iso: last)! {
                if !day.isWeekend { items.append(#"{ "date": "\#(day)", "start": "09:00", "end": "13:00" }"#) }
                day = day.adding(days: 1)
            }
            return items.joined(separator: ", ")
        }
        let text = """
            { "version": 1, "worker": "김민지", "workplaces": [
              { "name": "편의점", "employees": 4, "wage": 10000, "payday": { "day": 10 }, "contractWeeklyHours": 20,
                "startDate": "2025-11-01", "endDate": "2026-10-31",
                "shifts": [ \(weekdays("2026-08-03", "2026-10-30")) ] },
              { "name": "카페", "employees": 3, "wage": 10000, "payday": { "day": 10 }, "contractWeeklyHours": 20,
                "shifts": [ \(weekdays("2026-11-02", "2026-11-27")) ] } ] }
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-owed-\(UUID().uuidString).json"
        )
        .path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func run(_ arguments: [String], file: String) throws -> CommandResult {
        let clock = Date(timeIntervalSince1970: 1_800_000_000)
        switch try PaydayCommand.parseAsRoot(arguments + ["--data", file]) {
        case let command as EntitlementsCommand: return command.result(clock: clock, timeZone: Self.seoul)
        case let command as DifferencesCommand: return command.result(clock: clock, timeZone: Self.seoul)
        case let command as EvidenceCommand: return command.result(clock: clock, timeZone: Self.seoul)
        case let command as ReceivedCommand:
            return command.result(environment: [:], clock: clock, timeZone: Self.seoul)
        default: throw CancellationError()
        }
    }

    @Test func severanceWithItsFormulaAndNoLeaveUnderFive() throws {
        let file = try Self.makeFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let english = try run(["entitlements", "편의점", "--today", "2026-12-01"], file: file)
        #expect(english.exitStatus == 0)
        let text = english.standardOutput
        #expect(text.contains("Severance for the job that ended 2026-10-31"))
        #expect(text.contains("Counted service: 365 days"))
        #expect(text.contains("₩3,080,000 paid for 2026-08-01 – 2026-10-31 / 92 days = ₩33,478"))
        #expect(text.contains("Amount: ₩40,000 × 30 × 365 / 365 = ₩1,200,000"))
        #expect(text.contains("None accrues: the workplace has 4 employees"))
        let korean = try run(["entitlements", "편의점", "--today", "2026-12-01", "--lang", "ko"], file: file)
        #expect(korean.standardOutput.contains("금액: 40,000원 × 30 × 365 / 365 = 1,200,000원"))
        #expect(korean.standardOutput.contains("발생하지 않음: 상시 근로자 4명"))
        let json = try run(["entitlements", "--today", "2026-12-01", "--json"], file: file)
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        #expect(list.count == 2)
        let severance = try #require(list[0]["severance"] as? [String: Any])
        #expect(severance["amount"] as? Int == 1_200_000)
        #expect(severance["eligible"] as? Bool == true)
        #expect(severance["usesOrdinaryWage"] as? Bool == true)
    }

    @Test func receivedThroughTheStoreThenTheDifference() throws {
        let file = try Self.makeFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let first = try run(["received", "카페", "2026-11", "700000"], file: file)
        #expect(first.exitStatus == 0, "\(first.standardError)")
        // Recorded again for the same period: replaced, not added.
        let second = try run(["received", "카페", "2026-11", "800000", "--date", "2026-12-10"], file: file)
        #expect(second.standardOutput == "Recorded ₩800,000 received for 2026-11 at 카페 on 2026-12-10.\n")
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains(#"{ "period": "2026-11", "amount": 800000, "date": "2026-12-10" }"#))
        #expect(!saved.contains("700000"))
        let differences = try run(["differences", "--year", "2026", "--today", "2026-12-15"], file: file)
        #expect(differences.standardOutput.contains("-₩160,000"))
        #expect(differences.standardOutput.contains("the pay without the weekly holiday allowance (₩160,000)"))
    }

    /// A receipt recorded by mistake is taken away with `--remove` (named as `received` names a
    /// period), the history says so in both languages, and `undo` brings it back; one not there,
    /// or `--remove` with an amount, is refused by name and changes nothing.
    @Test func aReceiptRecordedByMistakeIsRemoved() throws {
        let file = try Self.makeFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(try run(["received", "카페", "2026-10", "700000"], file: file).exitStatus == 0)
        let kept = try String(contentsOfFile: file, encoding: .utf8)
        #expect(
            try run(["received", "카페", "2026-10", "1", "--remove"], file: file).standardError.contains(
                "--remove takes the period alone, without an AMOUNT or --date"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == kept)
        let removed = try run(["received", "카페", "2026-10-15", "--remove"], file: file)
        #expect(
            removed.standardOutput
                == "Removed what was recorded as received for 2026-10 at 카페 (payday undo brings it back).\n",
            "\(removed.standardError)")
        #expect(!(try String(contentsOfFile: file, encoding: .utf8)).contains("700000"))
        let store = DataStore(path: file)
        let last = try #require(try store.history().entries.last)
        #expect(last.event == .removedReceipt(workplace: "카페", period: "2026-10", amount: 700_000))
        let words = RuleWords(language: .korean, place: .commandLine)
        #expect(words.event(last.event) == "수령액 기록 삭제: 카페 2026-10 (700,000원)")
        let again = try run(["received", "카페", "2026-10", "--remove", "--lang", "ko"], file: file)
        #expect(again.exitStatus == 1)
        #expect(again.standardError.contains("카페에는 2026-10의 수령액 기록이 없습니다"), "\(again.standardError)")
        _ = try store.undo()
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(#""period": "2026-10", "amount": 700000"#))
    }

    /// A weekly job (Monday to Friday 10:00-14:00 from November 2 for three weeks at 10,320,
    /// paid on Friday of the week after: 247,680 a week) and a daily one: a receipt names a
    /// period by any of its days and is kept as the period; a month is refused with the period
    /// holding today as the example, in both languages; the differences go week by week.
    @Test func weeklyAndDailyReceiptsNameTheirPeriods() throws {
        var days: [String] = []
        var day = LocalDate(iso: "2026-11-02")!
        while day <= LocalDate(iso: "2026-11-20")! {
            if !day.isWeekend { days.append(#"{ "date": "\#(day)", "start": "10:00", "end": "14:00" }"#) }
            day = day.adding(days: 1)
        }
        let text = """
            { "version": 1, "workplaces": [
              { "name": "주급집", "employees": 5, "wage": 10320, "payday": { "weekday": "fri" },
                "shifts": [ \(days.joined(separator: ", ")) ] },
              { "name": "일당", "employees": 5, "wage": 10320, "payday": { "daily": true },
                "shifts": [ { "date": "2026-11-28", "start": "08:00", "end": "12:00" } ] } ] }
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-owed-weekly-\(UUID().uuidString).json"
        ).path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let month = try run(["received", "주급집", "2026-11", "247680", "--today", "2026-11-28"], file: file)
        #expect(month.exitStatus == 1)
        #expect(
            month.standardError
                == "payday received: 주급집 is paid weekly: name the week by any of its days as YYYY-MM-DD, such as 2026-11-23\n"
        )
        let korean = try run(["received", "일당", "2026-11", "1", "--today", "2026-11-28", "--lang", "ko"], file: file)
        #expect(korean.standardError == "payday received: 일당은 일급입니다; 그날을 2026-11-28처럼 YYYY-MM-DD로 쓰세요\n")
        let week = try run(["received", "주급집", "2026-11-04", "247680", "--today", "2026-11-28"], file: file)
        #expect(week.standardOutput == "Recorded ₩247,680 received for 2026-11-02 at 주급집.\n", "\(week.standardError)")
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains(#"{ "period": "2026-11-02", "amount": 247680 }"#))
        let differences = try run(["differences", "--year", "2026", "--today", "2026-11-28"], file: file)
        let output = differences.standardOutput
        #expect(output.contains("주급집     2026-11-02  ₩247,680    ₩247,680           0\n"), "\(output)")
        #expect(
            output.contains("! 주급집 2026-11-09: payday 2026-11-20 has passed with no receipt recorded; ₩247,680 owed"))
        #expect(
            output.contains("! 주급집 2026-11-16: payday 2026-11-27 has passed with no receipt recorded; ₩247,680 owed"))
    }

    @Test func aBadReceiptChangesNothing() throws {
        let file = try Self.makeFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let period = try run(["received", "카페", "2026-13", "1000"], file: file)
        #expect(period.exitStatus == 1)
        #expect(period.standardError.contains("PERIOD 2026-13 is not a pay period"))
        let amount = try run(["received", "카페", "2026-11", "2000000000"], file: file)
        #expect(amount.exitStatus == 1)
        #expect(amount.standardError.contains("AMOUNT 2,000,000,000 is outside 0 to 1,000,000,000 won"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    /// The folder a labour-office claim needs, read back: the year's shifts as CSV (a row a shift),
    /// November's payslip, the differences, the data file as it was, and its history.
    @Test func evidenceFolderReadBack() throws {
        let file = try Self.makeFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        _ = try run(["received", "카페", "2026-11", "800000"], file: file)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-evidence-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["evidence", "--year", "2026", folder.path, "--today", "2026-12-15"], file: file)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        func read(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        let rows = try read("shifts-2026.csv").split(separator: "\r\n")
        // 65 shifts at 편의점 and 20 at 카페, and the header.
        #expect(rows.count == 1 + 65 + 20)
        let payslip = try read("payslip-2-2026-11.txt")
        #expect(payslip.contains("김민지"))
        #expect(payslip.contains("₩960,000"))
        #expect(try read("payslip-2-2026-11.html").contains("<!DOCTYPE html>"))
        #expect(try read("differences-2026.txt").contains("-₩160,000"))
        #expect(try read("workplaces.json") == (try String(contentsOfFile: file, encoding: .utf8)))
        // The file's history: the receipt, after the file as the store first found it (2
        // workplaces, 65 + 20 shifts), newest first in words, each with its time and source.
        let history = try read("history.txt").split(separator: "\n").map {
            $0.split(separator: " · ", maxSplits: 3).map(String.init)
        }
        #expect(history.count == 2)
        #expect(history.map { $0[0] } == ["2", "1"])
        #expect(history.map { $0[2] } == ["command line", "on disk"])
        #expect(
            history.map { $0[3] } == [
                "Recorded what 카페 paid for 2026-11: 800,000 won",
                "The file as payday found it (2 workplaces, 85 shifts)",
            ])
        // As the store keeps it, oldest first: the last entry's version is the file copied, by
        // its fingerprint.
        let entries = try read("history.jsonl").split(separator: "\n").map {
            try JSONDecoder().decode(HistoryEntry.self, from: Data($0.utf8))
        }
        #expect(entries.map(\.number) == [1, 2])
        let copied = try Data(contentsOf: folder.appendingPathComponent("workplaces.json"))
        #expect(entries.last?.after == DataStore.hex(DataStore.fingerprint([UInt8](copied))))
        #expect(entries.first?.after != entries.last?.after)
        // Never over an existing folder.
        let again = try run(["evidence", "--year", "2026", folder.path, "--today", "2026-12-15"], file: file)
        #expect(again.exitStatus == 1)
        #expect(again.standardError.contains("exists already"))
    }
}

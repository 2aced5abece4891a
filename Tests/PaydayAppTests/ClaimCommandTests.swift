import Foundation
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine
@testable import Payroll

/// The claim kit on the command line: `payday entitlements` with what is owed when the job
/// ends, an end date still ahead, and `payday evidence --workplace` read back. The café is the
/// payroll tests' (`ClaimTests`): 3 employees, 10,000 won (under the 2026 minimum 10,320), 20
/// contracted hours, weekday mornings of 4 h from October 5 to its last day, October 30, 2026,
/// nothing recorded as received, seen on December 15:
///
/// - October: 20 × 40,000 + 3 allowances × 40,000 = 920,000, due on payday, November 10; its
///   minimum wage 4,800 minutes × 320 / 60 = 25,600 short, due the same day;
/// - November: the allowance of the week to Sunday November 1, 40,000, due 14 days after the
///   last day, November 13 (before its payday, December 10);
/// - interest at 20% a year: 920,000 × 20% × 35 / 365 = 17,643; 25,600 × 20% × 35 / 365 = 490;
///   40,000 × 20% × 32 / 365 = 701: 18,834 on 985,600 owed.
@Suite struct ClaimCommandTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    static func weekdays(_ first: String, _ last: String) -> String {
        var items: [String] = []
        var day = LocalDate(iso: first)!
        while day <= LocalDate(iso: last)! {
            if !day.isWeekend { items.append(#"{ "date": "\#(day)", "start": "09:00", "end": "13:00" }"#) }
            day = day.adding(days: 1)
        }
        return items.joined(separator: ", ")
    }

    /// The café (second) beside a job ending ahead (first): 편의점, 4 employees, 10,000 won, 20
    /// contracted hours, from November 1, 2025 to October 31, 2026, scheduled weekday mornings
    /// from August 3 and worked through October 15.
    static func makeFile() throws -> String {
        let text = """
            { "version": 1, "worker": { "name": "김민지", "birthDate": "2001-04-09" }, "workplaces": [
              { "name": "편의점", "employees": 4, "wage": 10000, "payday": { "day": 10 }, "contractWeeklyHours": 20,
                "startDate": "2025-11-01", "endDate": "2026-10-31",
                "schedule": [ { "days": ["mon", "tue", "wed", "thu", "fri"], "start": "09:00", "end": "13:00",
                                "from": "2026-08-03" } ],
                "shifts": [ \(weekdays("2026-08-03", "2026-10-15")) ] },
              { "name": "카페", "employees": 3, "wage": 10000, "payday": { "day": 10 }, "contractWeeklyHours": 20,
                "startDate": "2026-10-05", "endDate": "2026-10-30",
                "shifts": [ \(weekdays("2026-10-05", "2026-10-30")) ] } ] }
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-claim-\(UUID().uuidString).json"
        ).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func run(_ arguments: [String], file: String) throws -> CommandResult {
        try EntitlementsCommandTests().run(arguments, file: file)
    }

    @Test func whatIsOwedWhenTheJobEnds() throws {
        let file = try Self.makeFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let english = try run(["entitlements", "카페", "--today", "2026-12-15"], file: file)
        #expect(english.exitStatus == 0, "\(english.standardError)")
        let lines = english.standardOutput.split(separator: "\n").map(String.init)
        let claim = try #require(lines.firstIndex(of: "Owed and not paid (as of 2026-12-15)"))
        #expect(
            Array(lines[(claim + 1)...]) == [
                "  The job ended 2026-10-30: wages, severance and unused leave are due within 14 days, by 2026-11-13; "
                    + "unpaid, they earn 20% a year from the next day",
                "  2026-10 wages: ₩920,000, no receipt recorded",
                "      due 2026-11-10; a claim to it lasts through 2029-11-10",
                "      late-payment interest 2026-11-11 – 2026-12-15: ₩920,000 × 20% × 35 / 365 = ₩17,643",
                "  2026-10 minimum wage: ₩25,600 short",
                "      due 2026-11-10; a claim to it lasts through 2029-11-10",
                "      late-payment interest 2026-11-11 – 2026-12-15: ₩25,600 × 20% × 35 / 365 = ₩490",
                "  2026-11 wages: ₩40,000, no receipt recorded",
                "      due 2026-11-13; a claim to it lasts through 2029-11-13",
                "      late-payment interest 2026-11-14 – 2026-12-15: ₩40,000 × 20% × 32 / 365 = ₩701",
                "  Total owed ₩985,600; interest to 2026-12-15 ₩18,834",
            ])
        let korean = try run(["entitlements", "카페", "--today", "2026-12-15", "--lang", "ko"], file: file)
        #expect(korean.standardOutput.contains("  합계 985,600원; 2026-12-15까지 이자 18,834원\n"))
        #expect(korean.standardOutput.contains("      지급기일 2026-11-13; 소멸시효 2029-11-13까지\n"))
        let json = try run(["entitlements", "카페", "--today", "2026-12-15", "--json"], file: file)
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        let object = try #require(list.first?["claim"] as? [String: Any])
        #expect(object["owed"] as? Int == 985_600)
        #expect(object["interest"] as? Int == 18_834)
        #expect(object["dueAfterLeaving"] as? String == "2026-11-13")
        let sums = try #require(object["sums"] as? [[String: Any]])
        #expect(sums.map { $0["amount"] as? Int } == [920_000, 25_600, 40_000])
        #expect(sums.map { $0["kind"] as? String } == ["wages", "minimumWage", "wages"])
    }

    /// 편의점 on October 15, 2026: left today, 349 days of 365, 16 to go; owed at the end date
    /// (the 11 planned shifts of October 16-30 taken as worked) 40,000 × 30 × 365 / 365 =
    /// 1,200,000, said to be a forecast, due November 14, no interest yet.
    @Test func anEndDateAhead() throws {
        let file = try Self.makeFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try run(["entitlements", "편의점", "--today", "2026-10-15"], file: file)
        let text = result.standardOutput
        #expect(
            text.contains("Severance if you left today (2026-10-15)\n  Service: 2025-11-01 – 2026-10-15, 349 days\n"))
        #expect(text.contains("  Not owed: severance needs a year (365 counted days); 16 more to go.\n"))
        #expect(
            text.contains(
                "Severance owed at the end date 2026-10-31 (a forecast: 11 planned shifts taken as worked)\n"
                    + "  Service: 2025-11-01 – 2026-10-31, 365 days\n"))
        #expect(text.contains("₩3,080,000 paid for 2026-08-01 – 2026-10-31 / 92 days = ₩33,478"))
        #expect(text.contains("  Amount: ₩40,000 × 30 × 365 / 365 = ₩1,200,000\n"))
        #expect(
            text.contains(
                "  The job ends 2026-10-31: wages, severance and unused leave are due within 14 days, by 2026-11-14"))
        #expect(text.contains("  Severance: ₩1,200,000 (a forecast for the end date)\n      due 2026-11-14;"))
        #expect(text.contains("  Owed at the end date 2026-10-31 (a forecast): ₩1,200,000\n"))
        let korean = try run(["entitlements", "편의점", "--today", "2026-10-15", "--lang", "ko"], file: file)
        #expect(korean.standardOutput.contains("오늘(2026-10-15) 그만둔다면 퇴직금\n"))
        #expect(korean.standardOutput.contains("종료일 2026-10-31에 받을 퇴직금 (예상: 남은 근무 예정 11회를 근무한 것으로 계산)\n"))
        let json = try run(["entitlements", "편의점", "--today", "2026-10-15", "--json"], file: file)
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        let forecast = try #require(list.first?["severance"] as? [String: Any])
        #expect(forecast["forecast"] as? Bool == true)
        #expect(forecast["plannedShifts"] as? Int == 11)
        #expect(forecast["amount"] as? Int == 1_200_000)
        let today = try #require(list.first?["severanceIfLeftToday"] as? [String: Any])
        #expect(today["ifLeftToday"] as? Bool == true)
        #expect(today["eligible"] as? Bool == false)
        #expect(today["amount"] as? Int == 0)
    }

    /// `payday evidence --workplace 카페`: only the café's files, the claim in words and as JSON,
    /// and the complaint's Korean draft, every figure it states checked; 0600 files in a 0700
    /// folder.
    @Test func theEvidenceFolderHoldsTheClaim() throws {
        let file = try Self.makeFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-claim-evidence-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(
            ["evidence", "--year", "2026", "--workplace", "카페", folder.path, "--today", "2026-12-15"], file: file)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            names == [
                "claim-2.txt", "claims.json", "complaint-draft-ko-2.txt", "differences-2026.json",
                "differences-2026.txt", "history.jsonl", "history.txt", "payslip-2-2026-10.html",
                "payslip-2-2026-10.txt", "payslip-2-2026-11.html", "payslip-2-2026-11.txt", "shifts-2026.csv",
                "workplaces.json",
            ])
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        for name in names {
            let mode =
                try FileManager.default.attributesOfItem(
                    atPath: folder.appendingPathComponent(name).path)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(name)")
        }
        func read(_ name: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        // The shifts of the café alone: 20 and the header.
        #expect(try read("shifts-2026.csv").split(separator: "\r\n").count == 21)
        #expect(try read("claim-2.txt").contains("  Total owed ₩985,600; interest to 2026-12-15 ₩18,834\n"))
        let claims = try #require(
            try JSONSerialization.jsonObject(with: Data(try read("claims.json").utf8)) as? [String: Any])
        let workplaces = try #require(claims["workplaces"] as? [[String: Any]])
        #expect(workplaces.map { $0["workplace"] as? String } == ["카페"])
        #expect(workplaces.first?["owed"] as? Int == 985_600)
        let sums = try #require(workplaces.first?["sums"] as? [[String: Any]])
        #expect(sums.map { $0["lapses"] as? String } == ["2029-11-10", "2029-11-10", "2029-11-13"])
        let interest = sums.compactMap { ($0["interest"] as? [[String: Any]])?.first }
        #expect(interest.map { $0["amount"] as? Int } == [17_643, 490, 701])
        #expect(interest.map { $0["days"] as? Int } == [35, 35, 32])
        // The draft, line by line: every figure it states is one worked above.
        let draft = try read("complaint-draft-ko-2.txt").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        #expect(
            draft == [
                "진정서 (초안)", "",
                "진정인", "  성명: 김민지", "  생년월일: 2001-04-09", "",
                "피진정인 (사업주)", "  사업장: 카페", "  상시 근로자 수: 3명", "",
                "근로 내용", "  근로 기간: 2026-10-05 – 2026-10-30 (마지막 근무일)", "  시급: 10,000원", "  주 소정근로시간: 20시간", "",
                "진정 내용",
                "  1. 2026-10 임금 920,000원을 지급기일 2026-11-10에 받지 못했습니다. (근로기준법 제36조)",
                "  2. 2026-10 최저임금에 미달하는 임금 25,600원을 받지 못했습니다. 지급기일 2026-11-10. (최저임금법 제6조)",
                "  3. 2026-11 임금 40,000원을 지급기일 2026-11-13에 받지 못했습니다. (근로기준법 제36조)",
                "  합계: 985,600원",
                "  지연이자 (2026-12-15까지): 18,834원 (근로기준법 제37조, 같은 법 시행령 제17조: 연 20%; 상법 제54조)",
                "",
                "  마지막 근무일 2026-10-30 다음 날부터 14일 이내인 2026-11-13까지 지급되어야 합니다 "
                    + "(근로기준법 제36조, 근로자퇴직급여 보장법 제9조).",
                "", "위와 같이 받지 못한 금품이 있어 진정합니다.", "",
                "첨부: 근무 기록(shifts CSV), 임금명세서, 받은 금액과의 차이, 데이터 파일과 변경 이력", "",
                "2026-12-15", "진정인 김민지 (서명)", "",
            ])
        // Its sums add up: 920,000 + 25,600 + 40,000 = 985,600; 17,643 + 490 + 701 = 18,834.
        #expect(920_000 + 25_600 + 40_000 == 985_600)
        #expect(17_643 + 490 + 701 == 18_834)
        // A workplace no name matches: refused, no folder made.
        let other = folder.deletingLastPathComponent().appendingPathComponent("payday-claim-none-\(UUID().uuidString)")
        let none = try run(["evidence", "--year", "2026", "--workplace", "없는곳", other.path], file: file)
        #expect(none.exitStatus == 1)
        #expect(!FileManager.default.fileExists(atPath: other.path))
    }

    /// The draft's closing states a complaint only where it holds one: 가게 (the minimum wage,
    /// from November 1, 2025 to November 20, 2026, worked from October 12: October's pay due
    /// November 10) owes nothing yet on November 3 but has severance due at the end date; 빵집 (no
    /// end date) has neither.
    @Test func theDraftClosesOnWhatItHolds() throws {
        let text = """
            { "version": 1, "workplaces": [
              { "name": "가게", "employees": 3, "wage": 10320, "payday": { "day": 10 }, "contractWeeklyHours": 20,
                "startDate": "2025-11-01", "endDate": "2026-11-20",
                "schedule": [ { "days": ["mon", "tue", "wed", "thu", "fri"], "start": "09:00", "end": "13:00",
                                "from": "2026-10-12" } ],
                "shifts": [ \(Self.weekdays("2026-10-12", "2026-11-02")) ] },
              { "name": "빵집", "employees": 3, "wage": 10320, "payday": { "day": 10 },
                "shifts": [ \(Self.weekdays("2026-10-01", "2026-10-30")) ] } ] }
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-claim-closing-\(UUID().uuidString).json"
        ).path
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-claim-closing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["evidence", "--year", "2026", folder.path, "--today", "2026-11-03"], file: file)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        func lines(_ name: String) throws -> [String] {
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let ahead = try lines("complaint-draft-ko-1.txt")
        #expect(ahead.contains("  마지막 근무 예정일 2026-11-20 기준 받을 금품 (예상)"))
        #expect(ahead.contains("위 금품이 지급 기한까지 지급되지 않으면 진정합니다."))
        #expect(!ahead.contains("위와 같이 받지 못한 금품이 있어 진정합니다."))
        let none = try lines("complaint-draft-ko-2.txt")
        #expect(none.contains("  받지 못한 금품이 기록되어 있지 않습니다."))
        #expect(none.contains("(진정할 금품이 아직 없습니다: 받지 못한 금품이 기록되면 이 초안을 다시 만드세요.)"))
        #expect(!none.contains("위와 같이 받지 못한 금품이 있어 진정합니다."))
    }
}

import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// `stats`, `export` and `evidence` for a weekly and a daily workplace, and `--period` as a
/// month, a period's first day or any day inside it. The workplaces are `PayCadenceCommandTests`'
/// (every figure worked by hand there), seen on Monday 2027-01-04, when every December payday is
/// past:
///
/// - 주급 Weekly (Fridays; 3.3% and the four insurances; 10,000 won; Mon-Fri 10:00-14:00 from
///   Nov 23 to Dec 25): each week 20 h, base 200,000 + allowance 20 / 40 × 8 h × 10,000 = 40,000
///   = 240,000 gross; 3.3% of it 7,200 + 720 = 7,920, so 232,080 net. The insurances are
///   December's, all on its last payday (Dec 31, for the week of Dec 21): 116,600, so that
///   week nets 232,080 − 116,600 = 115,480. The week of Nov 23 ends in November, paid Dec 4;
///   the weeks of Nov 30, Dec 7, 14 and 21 end in December.
/// - 일급 Daily (paid the same day; 3.3%; 19:30-23:30 Dec 21-25): 40,000 a day, 1,200 + 120 =
///   1,320 withheld, 38,680 net; Christmas Day (Friday, the week's last day) adds the week's
///   allowance 40,000: 80,000 − 2,400 − 240 = 77,360, paid Monday Dec 28.
@Suite struct PayCadenceDocumentsTests {
    static let timeZone = TimeZone(identifier: "Asia/Seoul")!
    static let clock = Date(timeIntervalSince1970: 0)

    static func file() throws -> String { try PayCadenceCommandTests.file(["weekly", "daily"]) }

    /// `stats --year 2026 --json`, by the month each period ends in:
    ///
    /// - Weekly, November: the week of Nov 23, 1,200 minutes, 240,000 gross, 232,080 net.
    ///   December: four weeks, 4,800 minutes, 4 × 200,000 = 800,000 base, 4 × 40,000 = 160,000
    ///   allowance, 960,000 gross; net 3 × 232,080 + 115,480 = 811,720. The year: 6,000
    ///   minutes, 1,200,000 gross, 232,080 + 811,720 = 1,043,800 net (= 1,200,000 − 5 × 7,920
    ///   − 116,600); 1,200,000 × 60 / 6,000 = 12,000 won an hour with the allowance.
    /// - Daily, December: 5 days, 1,200 minutes, 200,000 base + 40,000 allowance = 240,000
    ///   gross; net 4 × 38,680 + 77,360 = 232,080. November: nothing.
    /// - The week of Monday Dec 21: 1,200 minutes at each, 2,400 in all.
    @Test func statsByTheMonthEachPeriodEndsIn() throws {
        let result = try StatsCommand.parse([
            "--data", try Self.file(), "--today", "2027-01-04", "--year", "2026", "--json",
        ]).result(clock: Self.clock, timeZone: Self.timeZone)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let places = try #require(object["workplaces"] as? [[String: Any]])
        #expect(places.count == 2)
        func month(_ place: [String: Any], _ number: Int) -> [String: Any] {
            (place["months"] as? [[String: Any]] ?? [])[number - 1]
        }
        func figures(_ figures: [String: Any]) -> [Int?] {
            ["minutes", "base", "weeklyHolidayAllowance", "gross", "net"].map { figures[$0] as? Int }
        }
        let weekly = places[0], daily = places[1]
        #expect(figures(month(weekly, 11)) == [1_200, 200_000, 40_000, 240_000, 232_080])
        #expect(figures(month(weekly, 12)) == [4_800, 800_000, 160_000, 960_000, 811_720])
        #expect(month(weekly, 12)["status"] as? String == "paid")
        let weeklyTotal = try #require(weekly["total"] as? [String: Any])
        #expect(figures(weeklyTotal) == [6_000, 1_000_000, 200_000, 1_200_000, 1_043_800])
        #expect(weeklyTotal["effectiveHourlyWage"] as? Int == 12_000)
        #expect(figures(month(daily, 11)) == [0, 0, 0, 0, 0])
        #expect(figures(month(daily, 12)) == [1_200, 200_000, 40_000, 240_000, 232_080])
        let all = try #require(object["total"] as? [String: Any])
        let allWeeks = try #require(all["weeks"] as? [[String: Any]])
        let christmasWeek = allWeeks.first { $0["monday"] as? String == "2026-12-21" }
        #expect(christmasWeek?["minutes"] as? Int == 2_400)
        #expect(figures(try #require(all["total"] as? [String: Any])).last == 1_043_800 + 232_080)
    }

    /// `export --format csv`: each shift names its own week's or day's period and payday. The
    /// weekly shift of Dec 23 is in the period of Dec 21, paid Dec 31 (Jan 1 moved before); the
    /// daily shift of Dec 21 is its own period, paid that day, and Christmas Day's is paid Dec 28
    /// (before would be Dec 24, before the day paid for). A shift's pay is its base: 4 h ×
    /// 10,000 = 40,000 (under 5 employees, no night or holiday premium).
    @Test func csvNamesEachShiftsWeekOrDay() throws {
        let result = try ExportCommand.parse([
            "--data", try Self.file(), "--today", "2027-01-04", "--format", "csv", "--lang", "en",
        ]).result(clock: Self.clock, timeZone: Self.timeZone)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        let rows = result.standardOutput.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map {
            $0.components(separatedBy: ",")
        }
        // The header and 25 weekly and 5 daily shifts.
        #expect(rows.count == 1 + 25 + 5)
        func row(_ workplace: String, _ date: String) -> [String]? {
            rows.first { $0.first == workplace && $0.count > 6 && $0[1] == date }
        }
        let weekly = try #require(row("주급 Weekly", "2026-12-23"))
        #expect(weekly[5] == "2026-12-21" && weekly[6] == "2026-12-31")
        let november = try #require(row("주급 Weekly", "2026-11-27"))
        #expect(november[5] == "2026-11-23" && november[6] == "2026-12-04")
        let monday = try #require(row("일급 Daily", "2026-12-21"))
        #expect(monday[5] == "2026-12-21" && monday[6] == "2026-12-21")
        let christmas = try #require(row("일급 Daily", "2026-12-25"))
        #expect(christmas[5] == "2026-12-25" && christmas[6] == "2026-12-28")
        // The gross of the shift is the column before the memo.
        #expect(christmas[christmas.count - 2] == "40000" && weekly[weekly.count - 2] == "40000")
    }

    /// `export --format ics`: one payday event a period with work, on its own payday, with its
    /// net: the weekly paydays Dec 4, 11, 18, 24 (Dec 25 moved before) and 31, 232,080 each but
    /// the last, 115,480; the daily ones Dec 21-24 (38,680) and Dec 28 (77,360).
    @Test func icsHasEachWeeksAndEachDaysPayday() throws {
        let result = try ExportCommand.parse([
            "--data", try Self.file(), "--today", "2027-01-04", "--format", "ics", "--lang", "en",
        ]).result(clock: Self.clock, timeZone: Self.timeZone)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        // Unfolded (RFC 5545: a line break and a space continue a line); a comma in a text is
        // written `\,`.
        let lines = result.standardOutput.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        var paydays: [String: [(String, String)]] = [:]
        for (index, line) in lines.enumerated() where line.hasPrefix("UID:payday-") {
            let date = lines[index...].first { $0.hasPrefix("DTSTART;VALUE=DATE:") }?.dropFirst(19) ?? ""
            let summary = lines[index...].first { $0.hasPrefix("SUMMARY:") }?.dropFirst(8) ?? ""
            let name = summary.contains("주급") ? "weekly" : "daily"
            paydays[name, default: []].append((String(date), String(summary)))
        }
        let weekly = paydays["weekly"] ?? []
        #expect(weekly.map(\.0) == ["20261204", "20261211", "20261218", "20261224", "20261231"])
        #expect(weekly.map { $0.1.hasSuffix(#"₩232\,080"#) } == [true, true, true, true, false])
        #expect(weekly.last?.1.hasSuffix(#"₩115\,480"#) == true)
        let daily = paydays["daily"] ?? []
        #expect(daily.map(\.0) == ["20261221", "20261222", "20261223", "20261224", "20261228"])
        #expect(daily.map { $0.1.hasSuffix(#"₩38\,680"#) } == [true, true, true, true, false])
        #expect(daily.last?.1.hasSuffix(#"₩77\,360"#) == true)
    }

    /// `evidence --year 2026`: a payslip for every week and every day with pay, named by the
    /// period's first day; the week of Dec 21's says where its insurance comes from and nets
    /// 115,480; Christmas Day's nets 77,360.
    @Test func evidenceHasAPayslipForEachWeekAndDay() throws {
        let file = try Self.file()
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("evidence").path
        let result = try EvidenceCommand.parse([
            "--data", file, "--today", "2027-01-04", "--year", "2026", "--lang", "en", folder,
        ]).result(clock: Self.clock, timeZone: Self.timeZone)
        #expect(result.exitStatus == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let slips = names.filter { $0.hasPrefix("payslip-") && $0.hasSuffix(".txt") }
        #expect(
            slips == [
                "payslip-1-2026-11-23.txt", "payslip-1-2026-11-30.txt", "payslip-1-2026-12-07.txt",
                "payslip-1-2026-12-14.txt", "payslip-1-2026-12-21.txt", "payslip-2-2026-12-21.txt",
                "payslip-2-2026-12-22.txt", "payslip-2-2026-12-23.txt", "payslip-2-2026-12-24.txt",
                "payslip-2-2026-12-25.txt",
            ])
        #expect(names.filter { $0.hasSuffix(".html") }.count == slips.count)
        func read(_ name: String) throws -> String {
            try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        let lastWeek = try read("payslip-1-2026-12-21.txt")
        #expect(lastWeek.contains("on December 2026's total ₩1,200,000 (5 paydays)"), "\(lastWeek)")
        #expect(lastWeek.contains("115,480"))
        let earlierWeek = try read("payslip-1-2026-12-14.txt")
        #expect(earlierWeek.contains("on December 2026's last payday, 2026-12-31"), "\(earlierWeek)")
        #expect(earlierWeek.contains("232,080"))
        #expect(try read("payslip-2-2026-12-25.txt").contains("77,360"))
        let csv = try read("shifts-2026.csv")
        #expect(csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 1 + 25 + 5)
    }

    /// `--period` names a period by its month, its first day or any day inside it. At a
    /// workplace whose periods start on the 26th, 2026-11, 2026-10-26 and 2026-11-03 all name Oct
    /// 26 - Nov 25, and 2026-11-26 names the next one; at the weekly workplace, 2026-12-21 and
    /// 2026-12-23 both name the week of Dec 21 (net 115,480).
    @Test func periodTakesTheMonthTheFirstDayOrAnyDayInside() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-period-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("workplaces.json").path
        // One shift a period: Nov 3 (4 h) and Nov 30 (4 h), 10,000 won, no deductions.
        let shifts = ["2026-11-03", "2026-11-30"].map {
            Shift(date: LocalDate(iso: $0)!, start: TimeOfDay(text: "10:00")!, end: TimeOfDay(text: "14:00")!)
        }
        let monthly = Workplace(
            name: "Monthly", wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            weeklyHolidayAllowance: false, shifts: shifts, periodStartDay: 26)
        try Data(DataFileWriter.bytes(DataFile(workplaces: [monthly]))).write(to: URL(fileURLWithPath: path))
        func period(_ text: String, file: String) throws -> (start: String?, end: String?, net: Int?) {
            let result = try SummaryCommand.parse([
                "--data", file, "--today", "2027-01-04", "--period", text, "--json",
            ]).result(clock: Self.clock, timeZone: Self.timeZone)
            #expect(result.exitStatus == 0, "\(text): \(result.standardError)")
            let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            let place = (object?["workplaces"] as? [[String: Any]])?.first
            let span = place?["period"] as? [String: String]
            return (span?["start"], span?["end"], place?["net"] as? Int)
        }
        for text in ["2026-11", "2026-10-26", "2026-11-03", "2026-11-25"] {
            let named = try period(text, file: path)
            // 4 h × 10,000 = 40,000.
            #expect(named.start == "2026-10-26" && named.end == "2026-11-25" && named.net == 40_000, "\(text)")
        }
        let next = try period("2026-11-26", file: path)
        #expect(next.start == "2026-11-26" && next.end == "2026-12-25" && next.net == 40_000)
        let weekly = try PayCadenceCommandTests.file(["weekly"])
        for text in ["2026-12-21", "2026-12-23", "2026-12-27"] {
            let named = try period(text, file: weekly)
            #expect(named.start == "2026-12-21" && named.end == "2026-12-27" && named.net == 115_480, "\(text)")
        }
        // `shift list` by each workplace's own period: the week of Dec 21 (its 5 shifts) and
        // the day Dec 23 (its one).
        let listed = try runStoreCommand(
            ["shift", "list", "--period", "2026-12-23", "--json"], file: try Self.file(), now: "2027-01-04T09:00",
            environment: [:])
        #expect(listed.exitStatus == 0, "\(listed.standardError)")
        let lists = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
        #expect(lists.map { $0["from"] as? String } == ["2026-12-21", "2026-12-23"])
        #expect(lists.map { $0["to"] as? String } == ["2026-12-27", "2026-12-23"])
        #expect(lists.map { ($0["shifts"] as? [Any])?.count } == [5, 1])
        let wrong = try runStoreCommand(
            ["shift", "list", "--period", "2026-12-32", "--lang", "en"], file: path, now: "2027-01-04T09:00",
            environment: [:])
        #expect(
            wrong.standardError
                == "payday shift list: --period 2026-12-32 is not a period; write YYYY-MM, such as 2026-11, or a day inside it, such as 2026-11-16\n"
        )
        // A day that is not one is refused while the arguments are read.
        #expect(throws: (any Error).self) {
            try SummaryCommand.parse(["--data", path, "--period", "2026-11-31", "--lang", "en"])
        }
    }
}

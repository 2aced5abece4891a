import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// Weekly, biweekly and daily pay on the command line and on the card. The three workplaces of
/// the fixture, each worked by hand (shipped holidays; Christmas 2026-12-25 and 2027-01-01 are
/// Fridays):
///
/// - 주급 Weekly (Fridays, 3.3% and the four insurances, 10,000 won): Monday to Friday 10:00-14:00
///   from Nov 23 to Dec 27, 20 h a week: base 200,000, allowance 20 / 40 × 8 h × 10,000 =
///   40,000, 240,000 a week. The week of Dec 21 is paid on Jan 1, moved before to Thursday
///   Dec 31, December's last payday of five (Dec 4, 11, 18, 24, 31: 1,200,000): 3.3% 7,200 +
///   720; pension 1,200,000 × 4.75% = 57,000, health × 3.595% = 43,140, care 43,140 × 0.1314 =
///   5,668.6 -> 5,660, employment 10,800 (116,600); net 115,480.
/// - 격주 Biweekly (every other Friday from Monday Nov 30, the same terms, 15:00-19:00): Dec 14 -
///   27 is paid Dec 31: 2 × 240,000 = 480,000; December's three paydays (Dec 4, 18, 31) pay
///   1,440,000: 3.3% 14,400 + 1,440; pension 68,400, health 51,768 -> 51,760, care 6,801.3 ->
///   6,800, employment 12,960 (139,920); net 480,000 - 15,840 - 139,920 = 324,240.
/// - 일급 Daily (paid the same day, 3.3%, 19:30-23:30 Dec 21-25): 40,000 a day; Christmas Day is
///   paid Monday Dec 28 (before would be Dec 24, before the day paid for) with the week's
///   allowance 40,000: 80,000 - 2,400 - 240 = 77,360.
@Suite struct PayCadenceCommandTests {
    static let timeZone = TimeZone(identifier: "Asia/Seoul")!

    static func weekdays(from monday: String, weeks: Int, _ start: String, _ end: String) -> [Shift] {
        (0..<weeks * 7).compactMap { offset in
            let day = LocalDate(iso: monday)!.adding(days: offset)
            return day.isWeekend
                ? nil : Shift(date: day, start: TimeOfDay(text: start)!, end: TimeOfDay(text: end)!, breakMinutes: 0)
        }
    }

    /// The fixture file with one or all of the three workplaces, in a fresh directory.
    static func file(_ names: [String] = ["weekly", "biweekly", "daily"]) throws -> String {
        let insured = DeductionRules(incomeTax: .businessIncome, insurance: .four)
        let all: [String: Workplace] = [
            "weekly": Workplace(
                name: "주급 Weekly", wages: WageHistory(hourly: 10_000), payday: .weekly(.friday), deductions: insured,
                shifts: weekdays(from: "2026-11-23", weeks: 5, "10:00", "14:00")),
            "biweekly": Workplace(
                name: "격주 Biweekly", wages: WageHistory(hourly: 10_000),
                payday: .weekly(.friday, every: 2, anchor: LocalDate(iso: "2026-11-30")), deductions: insured,
                shifts: weekdays(from: "2026-11-16", weeks: 6, "15:00", "19:00")),
            "daily": Workplace(
                name: "일급 Daily", wages: WageHistory(hourly: 10_000), payday: .daily(),
                deductions: DeductionRules(incomeTax: .businessIncome),
                shifts: weekdays(from: "2026-12-21", weeks: 1, "19:30", "23:30")),
        ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-cadence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("workplaces.json").path
        let data = DataFile(workplaces: names.compactMap { all[$0] })
        try Data(DataFileWriter.bytes(data)).write(to: URL(fileURLWithPath: path))
        return path
    }

    // MARK: The store's commands

    private func run(_ arguments: [String], file: String) throws -> CommandResult {
        try runStoreCommand(arguments, file: file, now: "2026-12-20T09:00", environment: [:])
    }

    private func refused(_ arguments: [String], file: String, saying message: String) throws {
        let before = FileManager.default.contents(atPath: file)
        #expect(try run(arguments, file: file) == CommandResult(standardError: message + "\n", exitStatus: 1))
        #expect(FileManager.default.contents(atPath: file) == before, "the file changed")
    }

    @Test func addAndEditWeeklyBiweeklyAndDailyPay() throws {
        let file = try Self.file([])
        let added = try run(["workplace", "add", "Hub", "--wage", "10320", "--payday-weekday", "fri"], file: file)
        #expect(added.exitStatus == 0)
        #expect(added.standardOutput.contains("weekly on Fri (before a holiday)"))
        var saved = try DataFile.load(path: file)
        #expect(saved.workplaces[0].payday.cadence == .weekly(.friday, every: 1, anchor: nil))
        let text = String(decoding: FileManager.default.contents(atPath: file)!, as: UTF8.self)
        #expect(text.contains(#""payday": { "weekday": "fri", "ifHoliday": "before" }"#))

        _ = try run(
            ["workplace", "edit", "Hub", "--payday-weekday", "mon", "--every", "2", "--anchor", "2026-11-30"],
            file: file)
        saved = try DataFile.load(path: file)
        #expect(saved.workplaces[0].payday.cadence == .weekly(.monday, every: 2, anchor: LocalDate(iso: "2026-11-30")))
        _ = try run(["workplace", "edit", "Hub", "--payday-daily", "--lag-days", "3"], file: file)
        saved = try DataFile.load(path: file)
        #expect(saved.workplaces[0].payday.cadence == .daily(lagDays: 3))
        _ = try run(["workplace", "edit", "Hub", "--payday-day", "10"], file: file)
        saved = try DataFile.load(path: file)
        #expect(saved.workplaces[0].payday == PaydayRule(day: 10))
    }

    /// A weekday is read as the schedule reads its days, in either language (`fri`, `Friday`,
    /// `금`, `금요일`), for the payday's weekday and the contract's day off alike.
    @Test func weekdaysAreReadInEitherLanguage() throws {
        let file = try Self.file([])
        let expected: [(String, Weekday)] = [
            ("금", .friday), ("목요일", .thursday), ("Wed", .wednesday), ("monday", .monday),
        ]
        for (index, (text, day)) in expected.enumerated() {
            let name = "Hub \(index)"
            let added = try run(["workplace", "add", name, "--wage", "10320", "--payday-weekday", text], file: file)
            #expect(added.exitStatus == 0, "\(text): \(added.standardError)")
            let edited = try run(["workplace", "edit", name, "--weekly-holiday", text], file: file)
            #expect(edited.exitStatus == 0, "\(text): \(edited.standardError)")
            let saved = try DataFile.load(path: file).workplaces[index]
            #expect(saved.payday.cadence == .weekly(day, every: 1, anchor: nil), "\(text)")
            #expect(saved.weeklyHoliday == day, "\(text)")
        }
    }

    /// Every new option refuses a value out of its range, naming the option and the range, in
    /// English and Korean, and leaves the file byte for byte as it was.
    @Test func outOfRangeValuesAreRefusedAndTheFileIsUnchanged() throws {
        let file = try Self.file(["weekly"])
        let edit = ["workplace", "edit", "주급"]
        try refused(
            edit + ["--payday-weekday", "fri", "--every", "3"], file: file,
            saying: "payday workplace edit: --every 3 is outside 1 to 2")
        try refused(
            edit + ["--payday-weekday", "fri", "--every", "3", "--lang", "ko"], file: file,
            saying: "payday workplace edit: --every 3은 허용 범위(1~2)를 벗어납니다")
        try refused(
            edit + ["--payday-daily", "--lag-days", "31"], file: file,
            saying: "payday workplace edit: --lag-days 31 is outside 0 to 30")
        try refused(
            edit + ["--payday-daily", "--lag-days", "-1", "--lang", "ko"], file: file,
            saying: "payday workplace edit: --lag-days -1은 허용 범위(0~30)를 벗어납니다; --lag-days는 0 이상입니다")
        try refused(
            edit + ["--payday-weekday", "fri", "--every", "2", "--anchor", "2026-12-02"], file: file,
            saying:
                "payday workplace edit: 2026-12-02 is a Wednesday; --anchor must be a Monday that starts a period")
        try refused(
            edit + ["--payday-weekday", "fri", "--every", "2"], file: file,
            saying: "payday workplace edit: --every 2 needs --anchor DATE, the Monday a period starts on")
        try refused(
            edit + ["--payday-weekday", "fryday"], file: file,
            saying:
                "payday workplace edit: --payday-weekday fryday is not a weekday; write mon, tue, wed, thu, fri, sat or sun (or friday, 금)"
        )
        try refused(
            edit + ["--payday-weekday", "금욜", "--lang", "ko"], file: file,
            saying:
                "payday workplace edit: --payday-weekday 금욜은 요일이 아닙니다; 월, 화, 수, 목, 금, 토, 일(또는 fri, 금요일) 중 하나로 쓰세요"
        )
        try refused(
            edit + ["--weekly-holiday", "someday"], file: file,
            saying:
                "payday workplace edit: --weekly-holiday someday is not a day; write mon ... sun (or monday, 월), or none"
        )
        try refused(
            edit + ["--payday-weekday", "fri", "--payday-day", "10"], file: file,
            saying:
                "payday workplace edit: --payday-day and --payday-weekday cannot go together: pay is by the month, the week or the day"
        )
        try refused(
            edit + ["--lag-days", "2", "--lang", "ko"], file: file,
            saying: "payday workplace edit: --lag-days는 --payday-daily와 함께일 때만 씁니다")
    }

    // MARK: payslip and summary

    private func summary(_ file: String, today: String, period: String? = nil) throws -> [[String: Any]] {
        let arguments = ["--data", file, "--today", today, "--json"] + (period.map { ["--period", $0] } ?? [])
        let result = try SummaryCommand.parse(arguments).result(
            clock: Date(timeIntervalSince1970: 0), timeZone: Self.timeZone)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        return try #require(object["workplaces"] as? [[String: Any]])
    }

    /// `summary --json` on Dec 29: each workplace's next payday and its figures.
    @Test func summaryJSONForEachCadence() throws {
        let places = try summary(try Self.file(), today: "2026-12-29")
        #expect(places.map { $0["payday"] as? String } == ["2026-12-31", "2026-12-31", "2026-12-29"])
        #expect(places.map { $0["net"] as? Int } == [115_480, 324_240, 0])
        #expect((places[0]["period"] as? [String: String])?["start"] == "2026-12-21")
        #expect((places[1]["period"] as? [String: String])?["end"] == "2026-12-27")
        // `--period` takes a day inside the period: Christmas Day names each one's period.
        let christmas = try summary(try Self.file(), today: "2026-12-29", period: "2026-12-25")
        #expect(
            christmas.map { ($0["period"] as? [String: String])?["start"] } == [
                "2026-12-21", "2026-12-14", "2026-12-25",
            ])
        #expect(christmas.map { $0["net"] as? Int } == [115_480, 324_240, 77_360])
        #expect(christmas[2]["payday"] as? String == "2026-12-28")
    }

    /// The readable summary and payslip name a daily period by its one day, a weekly one by its
    /// first and last days: Christmas Day, and the week of Dec 21.
    @Test func aDailyPeriodIsItsOneDay() throws {
        let file = try Self.file(["weekly", "daily"])
        let arguments = ["--data", file, "--today", "2026-12-29", "--period", "2026-12-25", "--lang", "en"]
        let summary = try SummaryCommand.parse(arguments)
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: Self.timeZone).standardOutput
        #expect(summary.contains("period 2026-12-21 – 2026-12-27  net ₩115,480"), "\(summary)")
        #expect(summary.contains("period 2026-12-25  net ₩77,360"), "\(summary)")
        let payslip = try PayslipCommand.parse(arguments + ["Daily"])
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: Self.timeZone).standardOutput
        #expect(payslip.contains(" 2026-12-25\nPayday "), "\(payslip)")
        let weekly = try PayslipCommand.parse(arguments + ["Weekly"])
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: Self.timeZone).standardOutput
        #expect(weekly.contains(" 2026-12-21 (2026-12-21 – 2026-12-27)\nPayday "), "\(weekly)")
    }

    /// The payslip of the week of Dec 21 says where its insurance comes from.
    @Test func payslipOfTheMonthsLastWeek() throws {
        let file = try Self.file(["weekly"])
        for (language, line) in [
            (PayrollLanguage.english, "on December 2026's total ₩1,200,000 (5 paydays)"),
            (.korean, "12월 지급 합계 1,200,000원(5회)에서 공제"),
        ] {
            let result = try PayslipCommand.parse([
                "--data", file, "--today", "2027-01-04", "--period", "2026-12-23", "--lang", language.rawValue,
            ]).result(clock: Date(timeIntervalSince1970: 0), timeZone: Self.timeZone)
            #expect(result.exitStatus == 0)
            #expect(result.standardOutput.contains(line), "\(result.standardOutput)")
            #expect(result.standardOutput.contains("115,480"))
        }
    }
}

/// The three cards of the fixture above on 2026-12-29, as text: the weekly card shows the week
/// of Dec 21 (paid Dec 31, D-2, ₩115,480 after the month's insurance), the biweekly one Dec 14 -
/// 27 (paid Dec 31, ₩324,240), the daily one Dec 29 (paid today, nothing worked). Both ended
/// periods have the running one under the header, nothing worked in it (the schedule ends Dec
/// 27): the week of Dec 28 (paid Fri Jan 8) and Dec 28 - Jan 10 (paid Fri Jan 15), ₩0. Unfolded, the
/// weekly card's detail says the insurance is December's, on its total; ← steps it back a week
/// (the week of Dec 14, paid Dec 24: ₩232,080, the insurance left to Dec 31).
@Suite struct PayCadenceCardSnapshotTests {
    private func check(
        _ name: String, language: PayrollLanguage = .english, width: Int, height: Int, keys: String = "",
        workplaces: [String] = ["weekly", "biweekly", "daily"], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let file = try PayCadenceCommandTests.file(workplaces)
        let options = try DataOptions.parse(["--data", file, "--today", "2026-12-29"])
        var session = try PaydaySession.load(
            options: options, language: language, animations: .full, clock: Date(timeIntervalSince1970: 0),
            timeZone: PayCadenceCommandTests.timeZone)
        session.dataFile = "Fixtures/workplaces.json"
        var log: [String] = []
        let lines = try TerminalHost.render(
            session: session, width: width, height: height, keys: keys, logSink: { log.append($0) })
        #expect(lines.count == height, sourceLocation: sourceLocation)
        #expect(log.isEmpty, "layout log: \(log)", sourceLocation: sourceLocation)
        AppTestSupport.assertSnapshot(lines.joined(separator: "\n") + "\n", named: name, sourceLocation: sourceLocation)
    }

    @Test func english80x24() throws { try check("cadence-en-80x24", width: 80, height: 24) }
    @Test func korean80x24() throws { try check("cadence-ko-80x24", language: .korean, width: 80, height: 24) }
    @Test func english40x20() throws { try check("cadence-en-40x20", width: 40, height: 20) }
    @Test func korean40x20() throws { try check("cadence-ko-40x20", language: .korean, width: 40, height: 20) }
    @Test func weeklyUnfolded80x24() throws {
        try check("cadence-weekly-unfolded-en-80x24", width: 80, height: 24, keys: "enter", workplaces: ["weekly"])
    }
    @Test func weeklyUnfoldedKorean40x20() throws {
        try check(
            "cadence-weekly-unfolded-ko-40x20", language: .korean, width: 40, height: 20, keys: "enter",
            workplaces: ["weekly"])
    }
    @Test func weeklyWeekBefore80x24() throws {
        try check(
            "cadence-weekly-week-before-en-80x24", width: 80, height: 24, keys: "left enter", workplaces: ["weekly"])
    }
    @Test func dailyChristmasKorean80x24() throws {
        try check(
            "cadence-daily-christmas-ko-80x24", language: .korean, width: 80, height: 24,
            keys: "left left left left enter",
            workplaces: ["daily"])
    }
}

import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// The card's words added for the worker's week, as text snapshots at 80x24 and 40x20 in English
/// and Korean, each card unfolded (Enter) so that its period line shows too: the running period's
/// line beside an ended period (monthly, weekly, every two weeks, daily), an ended period with no
/// `so far`, a job that starts this month, and a forecast below the figure so far with its note.
///
/// Every workplace here has 5 employees, no weekly holiday allowance (but the new job's), no
/// insurance and 3.3 % income tax: 3 % of the gross cut to 10 won, and a tenth of that cut to
/// 10 won. At 10,320 an hour:
/// - 3 h = 30,960: 928.8 → 920 and 92 → 90, 1,010 in all: net ₩29,950.
/// - 6 h = 61,920: 1,857.6 → 1,850 and 185 → 180, 2,030: net ₩59,890.
/// - 2 h = 20,640: 619.2 → 610 and 61 → 60, 670: net ₩19,970.
@Suite struct RunningPeriodCardTests {
    struct Scenario: Sendable, CustomStringConvertible {
        var name: String
        var json: String
        var today: String
        var keys = "enter"
        /// What the screen holds, in English and in Korean.
        var english: [String]
        var korean: [String]
        var description: String { name }
    }

    private static let terms = """
        "employees": 5, "wage": 10320, "weeklyHolidayAllowance": false,
        "deductions": {"incomeTax": "3.3%", "insurance": "none"}
        """

    /// Saturday Nov 28 10:00-13:00, Sunday 10:00-16:00 and Monday Nov 30 10:00-12:00, paid daily.
    private static func market(payday: String) -> String {
        """
        {"version": 1, "workplaces": [{"name": "Market", \(terms), "payday": \(payday),
          "shifts": [{"date": "2026-11-28", "start": "10:00", "end": "13:00"},
                     {"date": "2026-11-29", "start": "10:00", "end": "16:00"},
                     {"date": "2026-11-30", "start": "10:00", "end": "12:00"}]}]}
        """
    }

    static let scenarios: [Scenario] = [
        // Paid on the 10th for the month before, seen on Sun Dec 6: November (Nov 16, 3 h:
        // ₩29,950), paid Thu Dec 10 (D-4), ended: its dates and payday with no `so far`. Under
        // the header December so far: Dec 2 and 3, 3 h each = 6 h, ₩59,890, paid on Jan 10,
        // 2027, a Sunday, so on Friday Jan 8 (`ifHoliday` "before" by default).
        Scenario(
            name: "running-month",
            json: """
                {"version": 1, "workplaces": [{"name": "Cafe", \(terms), "payday": {"day": 10},
                  "shifts": [{"date": "2026-11-16", "start": "09:00", "end": "12:00"},
                             {"date": "2026-12-02", "start": "09:00", "end": "12:00"},
                             {"date": "2026-12-03", "start": "09:00", "end": "12:00"}]}]}
                """, today: "2026-12-06",
            english: ["D-4  ₩29,950", "December so far ₩59,890 · paid Jan 8", "Nov 1 – Nov 30, paid Dec 10  "],
            korean: ["급여일까지 D-4  29,950원", "12월분 지금까지 59,890원 · 1월 8일 지급", "11월 1일 – 11월 30일, 12월 10일 지급  "]),
        // Weekly pay on Fridays, seen on Wed Dec 9: the week Nov 30 - Dec 6 (Dec 1, 3 h:
        // ₩29,950) is paid on Fri Dec 11 (D-2); the week of Dec 7 so far: Dec 7 and 8, 6 h,
        // ₩59,890, paid on Fri Dec 18.
        Scenario(
            name: "running-week",
            json: """
                {"version": 1, "workplaces": [{"name": "Hub", \(terms), "payday": {"weekday": "fri"},
                  "shifts": [{"date": "2026-12-01", "start": "10:00", "end": "13:00"},
                             {"date": "2026-12-07", "start": "10:00", "end": "13:00"},
                             {"date": "2026-12-08", "start": "10:00", "end": "13:00"}]}]}
                """, today: "2026-12-09",
            english: ["D-2  ₩29,950", "week of Dec 7 so far ₩59,890 · paid Dec 18", "Nov 30 – Dec 6, paid Dec 11  "],
            korean: ["급여일까지 D-2  29,950원", "12월 7일 주 지금까지 59,890원 · 12월 18일 지급"]),
        // Every other Friday, two weeks from Mon Nov 23, seen on Wed Dec 9: Nov 23 - Dec 6 (Nov
        // 24 and Dec 3, 6 h: ₩59,890) paid on Fri Dec 11 (D-2); Dec 7 - Dec 20 so far (Dec 8,
        // 3 h: ₩29,950), paid on Friday Dec 25, Christmas, so on Thursday Dec 24.
        Scenario(
            name: "running-two-weeks",
            json: """
                {"version": 1, "workplaces": [{"name": "Warehouse", \(terms),
                  "payday": {"weekday": "fri", "every": 2, "anchor": "2026-11-23"},
                  "shifts": [{"date": "2026-11-24", "start": "10:00", "end": "13:00"},
                             {"date": "2026-12-03", "start": "10:00", "end": "13:00"},
                             {"date": "2026-12-08", "start": "10:00", "end": "13:00"}]}]}
                """, today: "2026-12-09",
            english: ["D-2  ₩59,890", "Dec 7 – Dec 20 so far ₩29,950 · paid Dec 24", "Nov 23 – Dec 6, paid Dec 11  "],
            korean: ["급여일까지 D-2  59,890원", "12월 7일부터 지금까지 29,950원 · 12월 24일 지급"]),
        // Daily pay three days later, seen on Wed Dec 9: Sun Dec 6 (3 h: ₩29,950) is paid today
        // (D-day); today so far (10:00-12:00, counted as ended under `--today`: ₩19,970) is paid
        // on Dec 12, a Saturday, so on Friday Dec 11.
        Scenario(
            name: "running-day",
            json: """
                {"version": 1, "workplaces": [{"name": "Events", \(terms), "payday": {"daily": true, "lagDays": 3},
                  "shifts": [{"date": "2026-12-06", "start": "10:00", "end": "13:00"},
                             {"date": "2026-12-09", "start": "10:00", "end": "12:00"}]}]}
                """, today: "2026-12-09",
            english: ["D-day  ₩29,950", "today so far ₩19,970 · paid Dec 11"],
            korean: ["오늘 급여일  29,950원", "오늘분 지금까지 19,970원 · 12월 11일 지급"]),
        // A job that begins on Mon Dec 7, paid on the 10th for the month before, seen on Sun Dec
        // 6: December, not November (before the job), ₩0 so far, paid Jan 10, 2027 (a Sunday:
        // Fri Jan 8, D-33), with its forecast: Mon, Wed, Fri Dec 7-11, 10:00-16:00 less 30
        // minutes, 3 × 330 = 990 minutes × 10,320 / 60 = 170,280, and the week's allowance
        // 990 / 5 = 198 minutes × 10,320 / 60 = 34,056: gross 204,336; 3 % = 6,130.08 → 6,130
        // and 613 → 610: net ₩197,596 expected, 3 planned, 16h 30m.
        Scenario(
            name: "new-job",
            json: """
                {"version": 1, "workplaces": [{"name": "Bakery", "employees": 5, "wage": 10320,
                  "deductions": {"incomeTax": "3.3%", "insurance": "none"}, "payday": {"day": 10},
                  "startDate": "2026-12-07",
                  "schedule": [{"days": ["mon", "wed", "fri"], "start": "10:00", "end": "16:00", "break": 30,
                                "from": "2026-12-07", "until": "2026-12-13"}],
                  "shifts": []}]}
                """, today: "2026-12-06",
            english: [
                "D-33  ₩0", "expected by payday ₩197,596 · 3 planned, 16h 30m", "Dec 1 – Dec 31, paid Jan 8 · so far",
            ],
            korean: ["급여일까지 D-33  0원", "급여일까지 예상 197,596원"]),
        // A cinema as the demo's CGV (40 employees, four insurances, 7 contracted hours a week:
        // no allowance), paid on the 20th for the month before, seen on Sun Nov 29: Saturdays
        // Nov 7-28, 17:00-23:30 less 30 minutes, 4 × 6 h = 24 h with 4 × 90 minutes = 6 h at
        // night: base 24 × 10,320 = 247,680, night premium 6 × 10,320 × 0.5 = 30,960, gross
        // 278,640. So far the insurances on the hours so far: pension 278,000 × 4.75 % = 13,205
        // → 13,200, health 278,640 × 3.595 % = 10,017 → 10,010, care 10,010 × 13.14 % = 1,315
        // → 1,310, employment 278,640 × 0.9 % = 2,507 → 2,500: 27,020, net ₩251,620. By payday
        // the month's floors: pension on 410,000 × 4.75 % = 19,475 → 19,470, health its floor
        // 10,080, care 10,080 × 13.14 % = 1,324 → 1,320, employment 2,500: 33,370, net
        // ₩245,270, below the figure so far: the note says why. Paid Dec 20, a Sunday: Fri Dec
        // 18, D-19.
        Scenario(
            name: "expected-below-earned",
            json: """
                {"version": 1, "workplaces": [{"name": "Cinema", "employees": 40, "wage": 10320,
                  "payday": {"day": 20, "ifHoliday": "before"}, "contractWeeklyHours": 7,
                  "deductions": {"insurance": "four"},
                  "shifts": [{"date": "2026-11-07", "start": "17:00", "end": "23:30", "break": 30},
                             {"date": "2026-11-14", "start": "17:00", "end": "23:30", "break": 30},
                             {"date": "2026-11-21", "start": "17:00", "end": "23:30", "break": 30},
                             {"date": "2026-11-28", "start": "17:00", "end": "23:30", "break": 30}]}]}
                """, today: "2026-11-29",
            english: [
                "D-19  ₩251,620", "expected by payday ₩245,270 · none planned ahead", "Night premium (½)", "₩30,960",
                "₩27,020",
                "! expected by payday is below the figure",
            ],
            korean: ["급여일까지 D-19  251,620원", "급여일까지 예상 245,270원 · 남은 예정 없음", "! 급여일 예상액이 지금까지의 금액"]),
        // Daily pay on the day, seen on Mon Nov 30: Saturday's (3 h: ₩29,950) and Sunday's (6 h:
        // ₩59,890) paydays fall on the weekend and move after (never before the day they pay),
        // to today; the card shows Saturday's (D-day), and its line counts Sunday's with today's
        // (2 h: ₩19,970), all paid today: ₩79,860 since Nov 29. Without Sunday's on the line its
        // work would be seen only a page on.
        Scenario(
            name: "running-days",
            json: market(payday: #"{"daily": true}"#), today: "2026-11-30",
            english: ["D-day  ₩29,950", "since Nov 29 so far ₩79,860 · paid Nov 30"],
            korean: ["오늘 급여일  29,950원", "11월 29일부터 지금까지 79,860원 · 11월 30일 지급"]),
        // The same a day later: Saturday's payday (Sunday) moves after to today, Sunday's is today,
        // today's is Tuesday Dec 1: paid from Nov 30 on.
        Scenario(
            name: "running-days-paid-apart",
            json: market(payday: #"{"daily": true, "lagDays": 1}"#), today: "2026-11-30",
            english: ["D-day  ₩29,950", "since Nov 29 so far ₩79,860 · paid from Nov 30"],
            korean: ["오늘 급여일  29,950원", "11월 29일부터 지금까지 79,860원 · 11월 30일부터 지급"]),
    ]

    static let sizes = [(80, 24), (40, 20)]

    private func screen(_ scenario: Scenario, language: PayrollLanguage, width: Int, height: Int) throws -> String {
        let file = try RecordingWorkTests.temporaryFile()
        try scenario.json.write(toFile: file, atomically: true, encoding: .utf8)
        let options = try DataOptions.parse(["--data", file, "--today", scenario.today])
        let session = try PaydaySession.load(
            options: options, language: language, animations: .full, clock: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "Asia/Seoul")!)
        var log: [String] = []
        let lines = try TerminalHost.render(
            session: session, width: width, height: height, keys: scenario.keys, logSink: { log.append($0) })
        #expect(log.isEmpty, "layout log: \(log)")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: scenarios, PayrollLanguage.allCases)
    func theCardsWords(scenario: Scenario, language: PayrollLanguage) throws {
        let code = language == .english ? "en" : "ko"
        for (width, height) in Self.sizes {
            let text = try screen(scenario, language: language, width: width, height: height)
            // The figures, whole, at the width where nothing is cut.
            if width == 80 {
                for expected in language == .english ? scenario.english : scenario.korean {
                    #expect(text.contains(expected), "\(scenario.name) \(code): \(expected)\n\(text)")
                }
            }
            AppTestSupport.assertSnapshot(text, named: "card-\(scenario.name)-\(code)-\(width)x\(height)")
        }
    }

    /// An ended period's card says no `so far` on its period line, while the running one's does.
    @Test func onlyTheRunningPeriodSaysSoFar() throws {
        let ended = try screen(Self.scenarios[0], language: .english, width: 80, height: 24)
        #expect(!ended.contains("Dec 10 · so far"))
        let running = try screen(Self.scenarios[4], language: .english, width: 80, height: 24)
        #expect(running.contains("paid Jan 8 · so far"))
    }

    /// No second line on a card whose own period runs today: the new job's December, and the
    /// monthly card's December one page on (Dec 2 and 3: ₩59,890, paid Jan 8, D-33).
    @Test func noSecondLineWhereThePeriodRuns() throws {
        var scenario = Self.scenarios[4]
        #expect(!(try screen(scenario, language: .english, width: 80, height: 24)).contains("December so far"))
        scenario = Self.scenarios[0]
        scenario.keys = "right"
        let after = try screen(scenario, language: .english, width: 80, height: 24)
        #expect(after.contains("D-33  ₩59,890"), "\(after)")
        #expect(!after.contains("so far"), "\(after)")
    }
}

/// `summary`, `payslip`, `paydays`, `stats` and `export` show, when no period is named, the period the app's card
/// shows at the same moment (given by the test hook or by `--today`): a job paid on the 30th for
/// the month before whose first shift is in November shows November on Nov 21 (not October,
/// before it began), and a job paid on the 10th shows the ended November on Dec 6.
@Suite struct ShownPeriodAgreementTests {
    /// Gym: Nov 7, 09:00-10:00 at 10,320, paid on the 30th of the next month: November, ₩10,320
    /// (no deductions), paid Wed Dec 30: D-39 on Nov 21. Cafe: as the running-month card above
    /// (November ₩29,950, D-4 on Dec 6).
    static let json = """
        {"version": 1, "workplaces": [
          {"name": "Gym", "wage": 10320, "weeklyHolidayAllowance": false,
           "deductions": {"incomeTax": "none", "insurance": "none"},
           "payday": {"day": 30, "ifHoliday": "keep"},
           "shifts": [{"date": "2026-11-07", "start": "09:00", "end": "10:00"}]},
          {"name": "Cafe", "employees": 5, "wage": 10320, "weeklyHolidayAllowance": false,
           "deductions": {"incomeTax": "3.3%", "insurance": "none"}, "payday": {"day": 10},
           "shifts": [{"date": "2026-11-16", "start": "09:00", "end": "12:00"},
                      {"date": "2026-12-02", "start": "09:00", "end": "12:00"}]}]}
        """

    static func output(
        _ arguments: [String], file: String, environment: [String: String], language: String = "en"
    ) throws -> String {
        let command = try PaydayCommand.parseAsRoot(arguments + ["--data", file, "--lang", language])
        let clock = Date(timeIntervalSince1970: 1_795_000_000)
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        if let shown = command as? any LoadedRecordsCommand {
            return shown.result(clock: clock, timeZone: seoul, environment: environment).standardOutput
        }
        let render = try #require(command as? RenderCommand)
        return render.result(environment: environment, clock: clock, timeZone: seoul).standardOutput
    }

    struct Moment: Sendable, CustomStringConvertible {
        var today: String
        var workplace: String
        /// The card's header: D-n and net; the period summary and payslip name; the payday.
        var header: String
        var period: String
        var payday: String
        var description: String { "\(workplace) on \(today)" }
    }

    static let moments = [
        Moment(
            today: "2026-11-21", workplace: "Gym", header: "D-39  ₩10,320", period: "2026-11-01 – 2026-11-30",
            payday: "2026-12-30"),
        Moment(
            today: "2026-12-06", workplace: "Cafe", header: "D-4  ₩29,950", period: "2026-11-01 – 2026-11-30",
            payday: "2026-12-10"),
    ]

    @Test(arguments: moments)
    func theCommandsShowTheCardsPeriod(moment: Moment) throws {
        let file = try RecordingWorkTests.temporaryFile()
        try Self.json.write(toFile: file, atomically: true, encoding: .utf8)
        let hook = [StoreSession.testNowVariable: moment.today + "T15:00"]
        // `--today` wins over the hook for the date.
        let otherDay = [StoreSession.testNowVariable: "2027-03-01T09:00"]
        for (extra, environment) in [([String](), hook), (["--today", moment.today], otherDay)] {
            func run(_ arguments: [String]) throws -> String {
                try Self.output(arguments + extra, file: file, environment: environment)
            }
            let render = try run(["render", "--width", "80", "--height", "24"])
            let card = render.split(separator: "\n").first {
                $0.contains("┃ \(moment.workplace) ") || $0.contains("│ \(moment.workplace) ")
            }
            #expect(card?.contains(moment.header) == true, "\(render)")
            let summary = try run(["summary"])
            let line = summary.split(separator: "\n").first { $0.hasPrefix(moment.workplace + "  ") } ?? ""
            let (until, net) = (
                moment.header.components(separatedBy: "  ")[0], moment.header.components(separatedBy: "  ")[1]
            )
            #expect(
                line == "\(moment.workplace)  \(until)  payday \(moment.payday)  period \(moment.period)  net \(net)",
                "\(summary)")
            let json = try run(["summary", "--json"])
            #expect(json.contains("\"payday\": \"\(moment.payday)\""), "\(json)")
            let payslip = try run(["payslip", moment.workplace])
            let start = moment.period.prefix(10)
            #expect(payslip.contains("(\(start) – \(moment.period.suffix(10)))"), "\(payslip)")
            // An ended period's payslip says so, never `so far` (Cafe's November on Dec 6).
            let status = moment.today > moment.period.suffix(10) ? "ended \(moment.period.suffix(10))" : "earned so far"
            #expect(payslip.contains("\(moment.payday)  \(until), \(status)"), "\(payslip)")
            // `stats`: the workplace's November row (its net, before the next workplace's
            // block); `export`: the card's period and payday on each of its shifts.
            let stats = try run(["stats"]).split(separator: "\n")
            let block = stats.drop { $0 != moment.workplace }.dropFirst().prefix { $0.hasPrefix(" ") }
            #expect(block.contains { $0.hasPrefix("  Nov ") && $0.contains(" \(net) ") }, "\(block)")
            let csv = try run(["export", "--format", "csv"])
            #expect(csv.contains(",2026-11,\(moment.payday),"), "\(csv)")
            let paydays = try run(["paydays"])
            #expect(
                paydays.split(separator: "\n").contains { $0.contains(moment.payday) && $0.contains(moment.workplace) },
                "\(paydays)")
        }
    }
}

import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// Today is a day payday computes for (`Limits.today`: 1990-01-01 to 2100-12-31, the dates a
/// shift may have). `--today 9999-12-31` used to step into the year 10000, which a date of four
/// digits cannot hold, and `summary` then showed a 1970 period. Now a today outside is refused
/// by every command that takes one, with exit 1 and nothing on standard output, in English and
/// Korean; on the first and last supported days every command works, with paydays past them.
@Suite struct TodayRangeTests {
    let file: String
    let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// One workplace paid on the 10th of the next month, a weekday schedule with no end, and a
    /// shift on each of the supported range's last and first weeks.
    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-today-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent("workplaces.json").path
        try Data(
            #"""
            {"version": 1, "workplaces": [{"name": "GS25", "wage": 10320,
              "payday": {"day": 10, "month": "next", "ifHoliday": "before"},
              "schedule": [{"days": ["mon", "tue", "wed", "thu", "fri"], "start": "09:00", "end": "13:00",
                            "break": 0, "from": "2100-12-01"}],
              "shifts": [{"date": "1990-01-01", "start": "09:00", "end": "13:00", "break": 0},
                         {"date": "2100-12-28", "start": "09:00", "end": "13:00", "break": 0}]}]}
            """#.utf8
        ).write(to: URL(fileURLWithPath: file))
    }

    /// `clock`: the system clock, used only when no today is given (2026-11-18 unless a test
    /// sets another).
    private func run(
        _ arguments: [String], now: String? = nil, language: String = "C",
        clock: Date = Date(timeIntervalSince1970: 1_795_000_000)
    ) throws -> CommandResult {
        var environment = ["LANG": language]
        if let now { environment[StoreSession.testNowVariable] = now }
        let command = try PaydayCommand.parseAsRoot(arguments + ["--data", file])
        switch command {
        case let shows as any LoadedRecordsCommand:
            return shows.result(clock: clock, timeZone: seoul, environment: environment)
        case let store as any StoreCommand:
            return store.result(environment: environment, clock: clock, timeZone: seoul)
        case let remind as RemindCommand:
            return remind.result(
                environment: environment, clock: clock, timeZone: seoul, outputIsTerminal: false, notifySend: nil)
        case let render as RenderCommand:
            return render.result(environment: environment, clock: clock, timeZone: seoul)
        default:
            Issue.record("\(arguments): no way to run it here")
            return CommandResult()
        }
    }

    static func english(_ day: String) -> String {
        "payday: today, \(day), is outside the dates payday computes for, 1990-01-01 to 2100-12-31; give --today YYYY-MM-DD within them\n"
    }
    static func korean(_ day: String) -> String {
        "payday: 오늘(\(day))은 payday가 계산하는 날짜(1990-01-01~2100-12-31) 밖입니다; 그 안의 날짜로 --today YYYY-MM-DD를 주세요\n"
    }

    /// `--today` past the range (the issue's 9999-12-31, and the first day after the range) and
    /// before it (0001-01-01, which `YYYY-MM-DD` can write): every command refuses it.
    @Test(arguments: ["9999-12-31", "2101-01-01", "1989-12-31", "0001-01-01"])
    func aTodayOutsideTheRangeIsRefused(day: String) throws {
        for arguments in [
            ["summary"], ["summary", "--json"], ["summary", "--year", "2100"], ["paydays", "--months", "24"],
            ["export", "--format", "ics"], ["export", "--format", "csv"], ["stats"], ["payslip"],
            ["render", "--width", "80", "--height", "24"],
        ] {
            let english = try run(arguments + ["--today", day])
            #expect(english.exitStatus == 1, "\(arguments)")
            #expect(english.standardOutput.isEmpty, "\(arguments): \(english.standardOutput)")
            // The payday: prefix is the command line's; the message is the same for each.
            #expect(english.standardError.hasSuffix(Self.english(day).dropFirst("payday".count)), "\(arguments)")
            let korean = try run(arguments + ["--today", day], language: "ko_KR.UTF-8")
            #expect(korean.exitStatus == 1 && korean.standardOutput.isEmpty, "\(arguments)")
            #expect(korean.standardError.hasSuffix(Self.korean(day).dropFirst("payday".count)), "\(arguments)")
        }
        #expect(try run(["summary", "--today", day]).standardError == Self.english(day))
        #expect(
            try run(["render", "--width", "40", "--height", "20", "--today", day]).standardError == Self.english(day))
    }

    /// A period or year past the last supported month (whose payday would come after it, in
    /// the year 10000 for 9999-12) is refused before the rates are looked at.
    @Test func aPeriodPastTheRangeIsRefused() throws {
        // The one year rule of every `--year` and period, as the arguments are read: a failure
        // (status 1) in words, not a usage error.
        func refused(_ arguments: [String]) -> (message: String, status: Int32)? {
            do {
                _ = try PaydayCommand.parseAsRoot(arguments + ["--data", file, "--today", "2026-11-21"])
                return nil
            } catch {
                return (PaydayCommand.fullMessage(for: error), PaydayCommand.exitCode(for: error).rawValue)
            }
        }
        let period = refused(["summary", "--period", "9999-12"])
        #expect(period?.status == 1)
        #expect(
            period?.message.hasSuffix("the period's year 9999 is outside 1990 to 2100") == true,
            "\(String(describing: period))")
        for arguments in [["summary", "--year", "9999"], ["stats", "--year", "2101"]] {
            let year = refused(arguments)
            #expect(year?.status == 1, "\(arguments)")
            #expect(
                year?.message.hasSuffix("--year \(arguments[2]) is outside 1990 to 2100") == true,
                "\(arguments): \(String(describing: year))")
        }
        let payslip = refused(["payslip", "--period", "2101-01"])
        #expect(
            payslip?.status == 1 && payslip?.message.contains("the period's year 2101 is outside 1990 to 2100") == true)
    }

    /// The moment the store commands and `remind` are told (`PAYDAY_TEST_NOW`) goes by the same
    /// rule: `remind`, `status`, the schedule's list and a clock-in refuse 9999-12-31.
    @Test func aNowOutsideTheRangeIsRefused() throws {
        for arguments in [["remind"], ["schedule", "list"], ["clock", "in", "GS25"], ["worker", "show"]] {
            let refused = try run(arguments, now: "9999-12-31T12:00")
            #expect(refused.exitStatus == 1, "\(arguments)")
            #expect(refused.standardOutput.isEmpty, "\(arguments): \(refused.standardOutput)")
            #expect(
                refused.standardError.contains(
                    "today, 9999-12-31, is outside the dates payday computes for, 1990-01-01 to 2100-12-31"),
                "\(arguments): \(refused.standardError)")
            let korean = try run(arguments, now: "9999-12-31T12:00", language: "ko_KR.UTF-8")
            #expect(korean.standardError.contains("오늘(9999-12-31)은 payday가 계산하는 날짜(1990-01-01~2100-12-31) 밖입니다"))
        }
        #expect(try DataFile.load(path: file).workplaces[0].openShift == nil)
    }

    /// A system clock whose date (in the time zone) is outside the range, with no today given:
    /// a machine without a real-time clock starts at 1970-01-01. Every command that needs
    /// today refuses to guess, the app's start too, with the same rule's reason worded for the
    /// clock in English and Korean, and the hint to give `--today`; nothing is written. Given a
    /// today (`--today`, `PAYDAY_TEST_NOW`), the clock is not asked. The range's ends are in
    /// Seoul's time: 1990-01-01 00:00 there is still 1989-12-31 in UTC.
    @Test func aClockOutsideTheRangeIsRefused() throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let clocks: [(Date, String)] = [
            (Date(timeIntervalSince1970: 0), "1970-01-01"),  // 09:00 in Seoul
            (Date(timeIntervalSince1970: 631_119_540), "1989-12-31"),  // 1989-12-31 23:59 in Seoul
            (Date(timeIntervalSince1970: 4_133_980_800), "2101-01-01"),  // 2101-01-01 09:00 in Seoul
        ]
        for (clock, day) in clocks {
            for arguments in [
                ["summary"], ["summary", "--json"], ["paydays"], ["payslip"], ["stats"], ["export", "--format", "ics"],
                ["remind"], ["schedule", "list"], ["clock", "in", "GS25"], ["worker", "show"],
                ["render", "--width", "80", "--height", "24"],
            ] {
                let english = try run(arguments, clock: clock)
                #expect(english.exitStatus == 1, "\(arguments)")
                #expect(english.standardOutput.isEmpty, "\(arguments): \(english.standardOutput)")
                #expect(
                    english.standardError.hasSuffix(
                        ": the system clock says today is \(day), outside the dates payday computes for, 1990-01-01 to 2100-12-31; set the clock, or give --today YYYY-MM-DD\n"
                    ), "\(arguments): \(english.standardError)")
                let korean = try run(arguments, language: "ko_KR.UTF-8", clock: clock)
                #expect(korean.exitStatus == 1 && korean.standardOutput.isEmpty, "\(arguments)")
                #expect(
                    korean.standardError.hasSuffix(
                        ": 시스템 시계의 오늘(\(day))이 payday가 계산하는 날짜(1990-01-01~2100-12-31) 밖입니다; 시계를 맞추거나 --today YYYY-MM-DD를 주세요\n"
                    ), "\(arguments): \(korean.standardError)")
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
        let epoch = Date(timeIntervalSince1970: 0)
        // A today given: the clock is not asked.
        let given = try run(["summary", "--json", "--today", "2026-11-21"], clock: epoch)
        #expect(given.exitStatus == 0 && given.standardOutput.contains(#""today": "2026-11-21""#))
        let told = try run(["worker", "show"], now: "2026-11-21T09:00", clock: epoch)
        #expect(told.exitStatus == 0, "\(told.standardError)")
        // The range's ends by the clock: 1990-01-01 00:00 and 2100-12-31 23:59 in Seoul.
        for (seconds, day) in [(631_119_600, "1990-01-01"), (4_133_948_340, "2100-12-31")] {
            let edge = try run(["summary", "--json"], clock: Date(timeIntervalSince1970: TimeInterval(seconds)))
            #expect(edge.exitStatus == 0, "\(edge.standardError)")
            #expect(edge.standardOutput.contains(#""today": "\#(day)""#), "\(edge.standardOutput)")
        }
        // The words in the app (no option named).
        let reason = try #require(Limits.todayProblem(LocalDate(iso: "1970-01-01")!, fromClock: true))
        #expect(
            RuleWords(language: .english, place: .app).reason(reason)
                == "the system clock says today is 1970-01-01, outside the dates payday computes for, 1990-01-01 to 2100-12-31; set the clock"
        )
        #expect(
            RuleWords(language: .korean, place: .app).reason(reason)
                == "시스템 시계의 오늘(1970-01-01)이 payday가 계산하는 날짜(1990-01-01~2100-12-31) 밖입니다; 시계를 맞추세요")
    }

    /// The last supported day, 2100-12-31 (a Friday): the period is December 2100, paid on
    /// Monday 2101-01-10 (the 10th of the next month; no holiday is known for 2101, so it stays),
    /// 10 days on. `paydays --months 24` runs to 2102-12-31; the calendar export plans the
    /// schedule's 12 weeks into 2101; the app opens on that period.
    @Test func theLastSupportedDay() throws {
        let summary = try run(["summary", "--json", "--today", "2100-12-31"])
        #expect(summary.exitStatus == 0, "\(summary.standardError)")
        #expect(summary.standardOutput.contains(#""today": "2100-12-31""#), "\(summary.standardOutput)")
        #expect(summary.standardOutput.contains(#""period": { "start": "2100-12-01", "end": "2100-12-31" }"#))
        #expect(summary.standardOutput.contains(#""payday": "2101-01-10""#))
        #expect(summary.standardOutput.contains(#""daysUntilPayday": 10"#))
        #expect(!summary.standardOutput.contains("1970"))

        let paydays = try run(["paydays", "--months", "24", "--today", "2100-12-31"])
        #expect(paydays.exitStatus == 0, "\(paydays.standardError)")
        // Monthly paydays 2101-01-10 ... 2102-12-10 (24 months on is 2102-12-31): the first, and
        // the last, a Sunday, moved back to Friday 2102-12-08.
        #expect(paydays.standardOutput.contains("2101-01-10"), "\(paydays.standardOutput)")
        #expect(paydays.standardOutput.contains("2102-12-08"), "\(paydays.standardOutput)")
        #expect(!paydays.standardOutput.contains("2103-"))

        let calendar = try run(["export", "--format", "ics", "--today", "2100-12-31"])
        #expect(calendar.exitStatus == 0, "\(calendar.standardError)")
        // The schedule's plans run 12 weeks on: Monday 2101-01-03 is planned, and the last
        // planned weekday is Friday 2101-03-25 (2100-12-31 + 84 days = 2101-03-25).
        #expect(
            calendar.standardOutput.contains("DTSTART;TZID=Asia/Seoul:21010103T090000"), "\(calendar.standardOutput)")
        #expect(calendar.standardOutput.contains("21010325T090000"))
        #expect(!calendar.standardOutput.contains("21010328T"))

        let csv = try run(["export", "--format", "csv", "--today", "2100-12-31"])
        #expect(csv.exitStatus == 0 && csv.standardOutput.contains("2100-12-28"))

        let screen = try run(["render", "--width", "80", "--height", "24", "--today", "2100-12-31"])
        #expect(screen.exitStatus == 0, "\(screen.standardError)")
        #expect(screen.standardOutput.contains("next pay"), "\(screen.standardOutput)")
        #expect(!screen.standardOutput.contains("1970"))

        let remind = try run(["remind"], now: "2100-12-31T12:00")
        #expect(remind.exitStatus == 0, "\(remind.standardError)")
        let list = try run(["schedule", "list"], now: "2100-12-31T12:00")
        #expect(
            list.exitStatus == 0 && list.standardOutput.contains("2100-12-01 – 2100-12-31"), "\(list.standardOutput)")
    }

    /// The first supported day, 1990-01-01 (a Monday): the next payday on or after it is
    /// Wednesday 1990-01-10, paying December 1989, before the job's first shift (that day): so
    /// `summary` shows January 1990, as the app does, paid on Saturday Feb 10, moved before to
    /// Friday Feb 9: 39 days on (no 1970).
    @Test func theFirstSupportedDay() throws {
        let summary = try run(["summary", "--json", "--today", "1990-01-01"])
        #expect(summary.exitStatus == 0, "\(summary.standardError)")
        #expect(summary.standardOutput.contains(#""period": { "start": "1990-01-01", "end": "1990-01-31" }"#))
        #expect(summary.standardOutput.contains(#""payday": "1990-02-09""#), "\(summary.standardOutput)")
        #expect(summary.standardOutput.contains(#""daysUntilPayday": 39"#))
        let screen = try run(["render", "--width", "40", "--height", "20", "--today", "1990-01-01"])
        #expect(screen.exitStatus == 0, "\(screen.standardError)")
    }
}

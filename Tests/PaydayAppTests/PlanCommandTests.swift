import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

#if canImport(Glibc)
import Glibc
import TerminalTestSupport
#endif

/// `payday schedule`, `absence`, `paydays`, `remind` and `status`, in this process on a temporary
/// file at a fixed clock, and `remind` as a real process writing to a pseudo-terminal.
@Suite struct PlanCommandTests {
    let folder: String
    let file: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-plans-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        file = folder + "/workplaces.json"
    }

    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// Runs a command that changes data, `--data FILE`, at `now`.
    @discardableResult
    func run(_ arguments: [String], now: String = "2026-11-20T18:10", lang: String? = nil) throws -> CommandResult {
        let command = try PaydayCommand.parseAsRoot(arguments + ["--data", file])
        let store = try #require(command as? any StoreCommand, "\(arguments) is not a store command")
        var environment = [StoreSession.testNowVariable: now]
        environment["LANG"] = lang
        return store.result(
            environment: environment, clock: Date(timeIntervalSince1970: 0),
            timeZone: Self.seoul)
    }

    func remind(_ arguments: [String] = [], now: String, terminal: Bool = false, environment: [String: String] = [:])
        throws -> CommandResult
    {
        var environment = environment
        environment[StoreSession.testNowVariable] = now
        return try RemindCommand.parse(arguments + ["--via", "text", "--data", file]).result(
            environment: environment, clock: Date(timeIntervalSince1970: 0), timeZone: Self.seoul,
            outputIsTerminal: terminal, notifySend: nil)
    }

    func status(_ arguments: [String] = [], now: String) throws -> CommandResult {
        try StatusCommand.parse(arguments + ["--data", file]).result(
            environment: [StoreSession.testNowVariable: now], clock: Date(timeIntervalSince1970: 0),
            timeZone: Self.seoul)
    }

    func saved() throws -> Workplace { try DataFile.load(path: file).workplaces[0] }

    /// CU: 10,320 won, payday the 10th of the next month; schedule mon, wed, fri 18:00-23:00
    /// from Monday 2026-11-16; Nov 16 and 18 worked.
    func cu() throws {
        try run(["workplace", "add", "CU", "--wage", "10320", "--payday-day", "10"])
        try run(["schedule", "add", "CU", "mon,wed,fri", "18:00", "23:00", "--from", "2026-11-16"])
        try run(["shift", "add", "CU", "2026-11-16", "18:00", "23:00"])
        try run(["shift", "add", "CU", "2026-11-18", "18:00", "23:00"])
    }

    @Test func scheduleAddEditRemoveAndList() throws {
        try run(["workplace", "add", "CU", "--wage", "10320", "--payday-day", "10"])
        #expect(
            try run(["schedule", "add", "CU", "월,수,금", "18:00", "23:00", "--break", "30", "--until", "2027-02-28"])
                == CommandResult(
                    standardOutput:
                        "Added to CU's schedule: mon,wed,fri 18:00-23:00  break 30 min  from 2026-11-20 until 2027-02-28.\n"
                ))
        #expect(
            try run(["schedule", "add", "CU", "sat-sun", "22:00", "06:00", "--from", "2026-11-21"]).exitStatus == 0)
        #expect(
            try saved().schedule == [
                ScheduleEntry(
                    days: [.monday, .wednesday, .friday], start: TimeOfDay(hour: 18, minute: 0)!,
                    end: TimeOfDay(hour: 23, minute: 0)!, breakMinutes: 30, from: LocalDate(iso: "2026-11-20")!,
                    until: LocalDate(iso: "2027-02-28")!),
                ScheduleEntry(
                    days: [.saturday, .sunday], start: TimeOfDay(hour: 22, minute: 0)!,
                    end: TimeOfDay(hour: 6, minute: 0)!, from: LocalDate(iso: "2026-11-21")!),
            ])
        #expect(
            try run(["schedule", "edit", "CU", "2", "--days", "sat", "--end", "05:00"]).standardOutput
                == "Changed CU's schedule: sat,sun 22:00-06:00  from 2026-11-21 is now sat 22:00-05:00  from 2026-11-21.\n"
        )
        #expect(
            try run(["schedule", "list", "CU"], now: "2026-11-23T12:00").standardOutput == """
                CU
                  1  mon,wed,fri 18:00-23:00  break 30 min  from 2026-11-20 until 2027-02-28
                  2  sat 22:00-05:00  from 2026-11-21
                  2026-11-01 – 2026-11-30: 5 ahead, 2 missed
                  missed 2026-11-20 18:00-23:00
                  missed 2026-11-21 22:00-05:00

                """)
        #expect(
            try run(["schedule", "remove", "CU", "2"]).standardOutput
                == "Removed from CU's schedule: sat 22:00-05:00  from 2026-11-21 (payday undo brings it back).\n")
        #expect(try saved().schedule.count == 1)
    }

    @Test func scheduleRefusalsSayWhatAndLeaveTheFile() throws {
        try run(["workplace", "add", "CU", "--wage", "10320", "--payday-day", "10"])
        try run(["schedule", "add", "CU", "sun", "22:00", "06:00", "--from", "2026-12-01"])
        let before = FileManager.default.contents(atPath: file)
        let refusals: [([String], String)] = [
            (
                ["schedule", "add", "CU", "mon,thr", "09:00", "12:00"],
                "DAYS mon,thr: \"thr\" is not a day; write days like mon,wed,fri or 월,수,금 (a range: mon-fri)"
            ),
            (["schedule", "add", "CU", "mon,mon", "09:00", "12:00"], "mon is given twice in DAYS"),
            (
                ["schedule", "add", "CU", "tue", "09:00", "10:00", "--break", "60"],
                "--break 60 is as long as the planned shift (60 minutes) or longer"
            ),
            (
                ["schedule", "add", "CU", "tue", "09:00", "12:00", "--from", "2026-12-01", "--until", "2026-11-30"],
                "--until 2026-11-30 is before --from 2026-12-01"
            ),
            (
                ["schedule", "add", "CU", "mon", "05:00", "09:00", "--from", "2026-12-01"],
                "it overlaps CU's schedule sun 22:00-06:00  from 2026-12-01 (first on 2026-12-07); change or remove that one first (payday schedule list CU)"
            ),
            (["schedule", "remove", "CU", "3"], "CU has 1 schedule entries; N is 1 to 1 (payday schedule list)"),
            (
                ["schedule", "edit", "CU", "1"],
                "nothing to change; give --days, --start, --end, --break, --from, --until or --no-until"
            ),
            (
                ["absence", "add", "CU", "2026-12-06", "vacation"],
                "KIND vacation is not one of leave (연차), sick (병가), off (휴무, agreed with the employer), closed (휴업, the employer cancelled the work)"
            ),
            (["absence", "remove", "CU", "2026-12-06"], "CU has no absence on 2026-12-06 (payday absence list)"),
        ]
        for (arguments, message) in refusals {
            let result = try run(arguments)
            #expect(
                result
                    == CommandResult(
                        standardError: "payday \(arguments[0]) \(arguments[1]): \(message)\n", exitStatus: 1),
                "\(arguments)")
            #expect(FileManager.default.contents(atPath: file) == before, "\(arguments) changed the file")
        }
    }

    @Test func absencesAddListRemove() throws {
        try cu()
        #expect(
            try run(["absence", "add", "CU", "2026-11-20", "휴업"]).standardOutput
                == "Marked 2026-11-20 at CU as closed.\n")
        #expect(
            try run(["absence", "add", "CU", "2026-11-21", "off"]).standardOutput
                == "Marked 2026-11-21 at CU as off. (No shift is scheduled that day.)\n")
        #expect(
            try run(["absence", "add", "CU", "2026-11-20", "sick"]).standardError
                == "payday absence add: CU already has an absence on 2026-11-20 (closed); remove it first (payday absence remove)\n"
        )
        #expect(try run(["absence", "list"]).standardOutput == "CU\n  2026-11-20 fri  closed\n  2026-11-21 sat  off\n")
        #expect(
            try run(["absence", "remove", "CU", "2026-11-21"]).standardOutput
                == "Removed the absence on 2026-11-21 at CU (off); payday undo brings it back.\n")
        #expect(try saved().absences == [Absence(date: LocalDate(iso: "2026-11-20")!, kind: .closed)])
    }

    /// The store's refusals of plan changes are typed reasons, worded here in English and
    /// Korean (the command line adds its advice, the app none).
    @Test func planRefusalsAreWordedInEitherLanguage() throws {
        try cu()
        try run(["absence", "add", "CU", "2026-11-20", "closed"])
        let korean = try run(["absence", "add", "CU", "2026-11-20", "sick"], lang: "ko_KR.UTF-8")
        #expect(korean.standardError == "payday absence add: CU에는 2026-11-20에 이미 결근 사유(휴업)가 있습니다; 먼저 지우세요\n")
        #expect(korean.exitStatus == 1)

        let overlap = RuleReason.planProblem(
            workplace: "CU",
            PlanRules.Problem(
                place: .schedule(index: 1, field: nil),
                reason: .entriesOverlap(other: 0, date: LocalDate(iso: "2026-12-02")!)))
        #expect(
            RuleWords(language: .english, place: .app).reason(overlap)
                == "CU: schedule entry 2 plans a shift that overlaps schedule entry 1 (first on 2026-12-02); one person works one shift at a time"
        )
        #expect(
            RuleWords(language: .korean, place: .app).reason(overlap)
                == "CU: 일정 2번의 근무가 일정 1번과 겹칩니다 (처음 2026-12-02); 한 사람은 한 번에 한 근무만 합니다")
        let gone = RuleReason.noSuchAbsence(workplace: "CU", Absence(date: LocalDate(iso: "2026-11-21")!, kind: .off))
        #expect(
            RuleWords(language: .english, place: .app).reason(gone) == "CU has no absence off on 2026-11-21 any more")
        #expect(RuleWords(language: .korean, place: .app).reason(gone) == "CU에는 2026-11-21의 결근 사유(휴무)가 이제 없습니다")
        let exists = RuleReason.absenceExists(
            workplace: "CU", Absence(date: LocalDate(iso: "2026-11-20")!, kind: .closed))
        #expect(
            RuleWords(language: .english, place: .app).reason(exists)
                == "CU already has an absence on 2026-11-20 (closed); remove it first")
    }

    /// A shift entered for tomorrow does not stop a clock-in today; clocking in during a shift
    /// entered for today records against it.
    @Test func clockingInWithAShiftEnteredAhead() throws {
        try run(["workplace", "add", "CU", "--wage", "10320", "--payday-day", "10"])
        try run(["shift", "add", "CU", "2026-11-21", "09:00", "17:00"])
        try run(["shift", "add", "CU", "2026-11-20", "18:00", "23:00"])
        #expect(
            try run(["clock", "in", "CU"], now: "2026-11-20T18:10").standardOutput
                == "Clocked in at CU at 2026-11-20 18:10, for the shift planned 2026-11-20 18:00-23:00.\n")
        #expect(try saved().shifts.map(\.label) == ["2026-11-21 09:00-17:00"])
        #expect(try saved().openShift?.label == "2026-11-20 18:10")
        #expect(try run(["clock", "out", "CU"], now: "2026-11-20T23:00").exitStatus == 0)
        #expect(try saved().shifts.map(\.label) == ["2026-11-20 18:10-23:00", "2026-11-21 09:00-17:00"])
    }

    /// Two workplaces, seen on Saturday 2026-11-21 (`--today`):
    /// - 편의점: mon, wed, fri 10:00-16:00 (break 30: 330 minutes), Nov 23 - Dec 4, contracted
    ///   16 hours (192 minutes a week), 10,320 won, payday the 10th. November: Nov 23, 25, 27,
    ///   30: 1,320 × 10,320 / 60 = 227,040, + the week to Nov 29: 192 × 10,320 / 60 = 33,024 =
    ///   260,064, paid Thursday Dec 10. December: Dec 2, 4: 113,520 + the week to Dec 6: 33,024
    ///   = 146,544, paid January 10 2027, a Sunday: Friday January 8.
    /// - 바: one shift entered ahead, Saturday Dec 5 18:00-22:00 at 11,000 = 44,000, paid the 25th
    ///   of the same month: Christmas, so Thursday Dec 24.
    @Test func paydaysToComeWithTheirExpectedNet() throws {
        try run(["workplace", "add", "편의점", "--wage", "10320", "--payday-day", "10", "--contract-weekly-hours", "16"])
        try run([
            "schedule", "add", "편의점", "mon,wed,fri", "10:00", "16:00", "--break", "30", "--from", "2026-11-23",
            "--until", "2026-12-04",
        ])
        try run(["workplace", "add", "바", "--wage", "11000", "--payday-day", "25", "--payday-month", "same"])
        try run(["shift", "add", "바", "2026-12-05", "18:00", "22:00"])
        let command = try PaydaysCommand.parse(["--data", file, "--today", "2026-11-21", "--months", "2"])
        let result = command.result(clock: Date(timeIntervalSince1970: 0), timeZone: Self.seoul)
        #expect(
            result.standardOutput == """
                Paydays from 2026-11-21 through 2027-01-21, expected net:
                  2026-12-10  D-19  편의점  2026-11  ₩260,064
                  2026-12-24  D-33  바      2026-12   ₩44,000
                  2027-01-08  D-48  편의점  2026-12  ₩146,544
                                    Total            ₩450,608

                """)
        let json = try PaydaysCommand.parse(["--data", file, "--today", "2026-11-21", "--months", "1", "--json"])
            .result(clock: Date(timeIntervalSince1970: 0), timeZone: Self.seoul)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let paydays = try #require(object["paydays"] as? [[String: Any]])
        #expect(paydays.count == 1)
        #expect((paydays[0]["expected"] as? [String: Any])?["net"] as? Int == 260_064)
        #expect((paydays[0]["expected"] as? [String: Any])?["plannedShifts"] as? Int == 4)
        #expect(object["total"] as? Int == 260_064)
    }

    /// Christmas 2026 on a schedule at 6 employees (the figures of PlansTests): on Dec 22 the
    /// payslip has earned Dec 21 (56,760) and expects Dec 23, the paid holiday and the week's
    /// allowance too: 113,520 + 56,760 + 33,024 = 203,304; at the year's end the paid holiday is
    /// a line of its own.
    @Test func thePayslipCarriesTheExpectedPayAndThePaidHoliday() throws {
        try run(["workplace", "add", "편의점", "--wage", "10320", "--payday-day", "10", "--employees", "6"])
        try run(["workplace", "edit", "편의점", "--contract-weekly-hours", "16"])
        try run([
            "schedule", "add", "편의점", "mon,wed,fri", "10:00", "16:00", "--break", "30", "--from", "2026-12-21",
            "--until", "2026-12-27",
        ])
        try run(["shift", "add", "편의점", "2026-12-21", "10:00", "16:00", "--break", "30"])
        func payslip(_ arguments: [String]) throws -> String {
            try PayslipCommand.parse(["--data", file] + arguments).result(
                clock: Date(timeIntervalSince1970: 0), timeZone: Self.seoul
            ).standardOutput
        }
        let early = try payslip(["--today", "2026-12-22"])
        #expect(early.contains("Net pay                                    ₩56,760\n"))
        #expect(early.hasSuffix("\nExpected by payday  ₩203,304 (1 planned shift, 5h 30m ahead)\n"))
        let json = try payslip(["--today", "2026-12-22", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let expected = try #require(object["expected"] as? [String: Any])
        #expect(expected["net"] as? Int == 203_304)
        #expect(expected["paidHolidays"] as? Int == 56_760)
        let late = try payslip(["--today", "2026-12-31", "--period", "2026-12", "--lang", "ko"])
        #expect(late.contains("\n유급휴일수당  5시간 30분 × 10,320   56,760원\n"))
        #expect(late.contains("\n! 2026-12-27까지의 주: 근무일 2026-12-23(수) 결근으로 주휴수당 없음\n"))
    }

    /// A scheduled shift started without a clock-in (Friday Nov 20, 18:00), told from its start;
    /// with --new-within, only while new.
    @Test func remindOfAShiftStartedWithoutAClockIn() throws {
        try cu()
        let line = "CU: your shift has started: planned 18:00-23:00 and you have not clocked in (payday clock in)\n"
        // A minute before, the shift is told as coming (within the 12 hours `--ahead` takes
        // unless told), once.
        #expect(
            try remind(now: "2026-11-20T17:59").standardOutput == "CU: a shift soon: planned 2026-11-20 18:00-23:00\n")
        #expect(try remind(now: "2026-11-20T18:10") == CommandResult(standardOutput: line))
        #expect(try remind(["--new-within", "15"], now: "2026-11-20T18:10").standardOutput == line)
        #expect(try remind(["--new-within", "10"], now: "2026-11-20T18:10").standardOutput == "")
        // A minute to a week: outside it, refused by name (no arithmetic on an Int's end).
        for minutes in ["0", "10081", "9223372036854775807"] {
            for (language, words) in [
                ("en", "--new-within \(minutes) must be 1 to 10080 minutes (a week)"),
                ("ko", "--new-within \(minutes)"),
            ] {
                do {
                    _ = try PaydayCommand.parseAsRoot(["remind", "--new-within", minutes, "--lang", language])
                    Issue.record("taken: --new-within \(minutes)")
                } catch {
                    let message = PaydayCommand.message(for: error)
                    #expect(message.contains(words), "\(message)")
                    #expect(message.contains("일주일") == (language == "ko"), "\(message)")
                }
            }
        }
        // Excused: nothing to tell.
        try run(["absence", "add", "CU", "2026-11-20", "sick"])
        #expect(try remind(now: "2026-11-20T18:10").standardOutput == "")
    }

    @Test func remindOfAClockInOpenTooLong() throws {
        try cu()
        try run(["clock", "in", "CU"], now: "2026-11-20T18:05")
        #expect(try remind(now: "2026-11-20T22:59").standardOutput == "")
        #expect(
            try remind(now: "2026-11-20T23:20").standardOutput
                == "CU: still clocked in: the shift was planned to end at 23:00; clocked in since 18:05 (payday clock out)\n"
        )
        try run(["clock", "out", "CU"], now: "2026-11-20T23:20")
        // No plan for Saturday: 12 hours open is the mark.
        try run(["clock", "in", "CU"], now: "2026-11-21T08:00")
        #expect(try remind(now: "2026-11-21T19:59").standardOutput == "")
        #expect(
            try remind(now: "2026-11-21T20:30").standardOutput
                == "CU: clocked in for 12h 30m: since 2026-11-21 08:00; forgot to clock out? (payday clock out --at HH:mm)\n"
        )
    }

    /// Thursday Dec 10 is CU's payday for November: Nov 16 and 18 worked (2 × 300 minutes ×
    /// 10,320 / 60 = 103,200); Nov 20 onwards were not (missed); the weeks' allowances: 600 and
    /// 0 minutes are under 15 hours. Told from 09:00.
    @Test func remindOfPaydayToday() throws {
        try cu()
        #expect(try remind(now: "2026-12-10T08:59").standardOutput == "")
        #expect(
            try remind(now: "2026-12-10T09:00").standardOutput
                == "CU: payday today: the pay for 2026-11 is expected to be ₩103,200\n")
    }

    /// While clocked in at CU since 18:05 on Friday Nov 20, at 20:18: 2 h 13 m, 133 × 10,320 / 60
    /// = 22,876 won so far. %e, November expected: Nov 16, 18 and 20 (the open shift, at its
    /// planned 18:00-23:00), 23, 25, 27, 30: 7 × 300 = 2,100 minutes × 10,320 / 60 = 361,200; the
    /// weeks to Nov 22 and 29, 15 hours each: 180 minutes × 10,320 / 60 = 30,960 each; 423,120.
    @Test func statusIsOneShortLineWhileClockedIn() throws {
        try cu()
        #expect(try status(now: "2026-11-20T20:18") == CommandResult())
        try run(["clock", "in", "CU"], now: "2026-11-20T18:05")
        #expect(try status(now: "2026-11-20T20:18").standardOutput == "CU 2h 13m · ₩22,876\n")
        // At 22:35, 270 minutes on the clock: a clock-out now would save the legal 30 minutes'
        // break, so %p is 240 × 10,320 / 60 = 41,280 (not 270 × 10,320 / 60 = 46,440).
        #expect(try status(now: "2026-11-20T22:35").standardOutput == "CU 4h 30m · ₩41,280\n")
        #expect(
            try status(["--format", "#[fg=green]%w%% %s-, %e"], now: "2026-11-20T20:18").standardOutput
                == "#[fg=green]CU% 18:05-, ₩423,120\n")
        #expect(
            try status(["--format", "%q"], now: "2026-11-20T20:18")
                == CommandResult(
                    standardError: "payday status: --format %q: %q is not known; use %w, %t, %p, %s, %e or %%\n",
                    exitStatus: 1))
    }

    /// `payday schedule add` killed (SIGKILL) at each step of its save: the file is the old
    /// version or the new one, whole and valid, and the next save works.
    @Test(
        .enabled(
            if: StoreProcessTests.payday != nil, "needs the payday binary beside the tests (swift build builds it)"),
        arguments: SaveStep.allCases)
    func aScheduleSaveKilledAtEachStep(step: SaveStep) throws {
        try run(["workplace", "add", "CU", "--wage", "10320", "--payday-day", "10"])
        if step == .backedUp {
            // A hard link (the step backedUp) is made only of a file found changed on disk.
            try (String(contentsOfFile: file, encoding: .utf8) + "\n").write(
                toFile: file, atomically: false, encoding: .utf8)
        }
        let result = try StoreProcessTests.run(
            ["schedule", "add", "CU", "mon", "09:00", "12:00", "--from", "2026-12-01", "--data", file],
            environment: [StoreSession.testKillVariable: step.rawValue])
        #expect(result.killed, "\(step): \(result.status) \(result.error)")
        let renamed = SaveStep.allCases.firstIndex(of: step)! >= SaveStep.allCases.firstIndex(of: .renamed)!
        #expect(try saved().schedule.count == (renamed ? 1 : 0), "\(step)")
        #expect(try run(["absence", "add", "CU", "2026-12-07", "off"]).exitStatus == 0)
        #expect(try saved().absences.count == 1)
    }

    /// Which way `auto` tells, by what the terminal says of itself.
    @Test func theChannelFollowsTheTerminal() {
        func choose(_ environment: [String: String], terminal: Bool = true, notifySend: Bool = false)
            -> NotificationChannel
        {
            NotificationChannel.choose(environment: environment, outputIsTerminal: terminal, hasNotifySend: notifySend)
        }
        #expect(choose(["TERM_PROGRAM": "iTerm.app"]) == .osc9)
        #expect(choose(["WT_SESSION": "x"]) == .osc9)
        #expect(choose(["TERM_PROGRAM": "ghostty"]) == .osc777)
        #expect(choose(["TERM_PROGRAM": "WezTerm"]) == .osc777)
        #expect(choose(["TERM": "rxvt-unicode-256color"]) == .osc777)
        #expect(choose(["TERM_PROGRAM": "iTerm.app"], terminal: false) == .text)
        #expect(choose(["TERM_PROGRAM": "iTerm.app", "TMUX": "/tmp/tmux"], notifySend: true) == .notifySend)
        #expect(choose(["TERM": "xterm-256color"], notifySend: true) == .notifySend)
        #expect(choose(["TERM": "xterm-256color"]) == .text)
        // Control characters never reach the terminal inside a sequence.
        #expect(
            NotificationChannel.sequence(.osc777, title: "C\u{1B}]2;x\u{07}U", body: "a;b")
                == "\u{1B}]777;notify;C ]2,x U;a,b\u{07}")
    }

    /// The real binary with its standard output on a pseudo-terminal that says it is iTerm2, then
    /// WezTerm: the notification's exact bytes; inside tmux, `notify-send` (a stand-in on the
    /// PATH that records its arguments).
    @Test(
        .enabled(
            if: StoreProcessTests.payday != nil, "needs the payday binary beside the tests (swift build builds it)"))
    func remindWritesTheTerminalsNotificationToAPty() throws {
        try cu()
        let environment = [StoreSession.testNowVariable: "2026-11-20T18:10"]
        let title = "CU: your shift has started",
            body = "planned 18:00-23:00 and you have not clocked in (payday clock in)"
        #expect(
            try Self.onPty(["remind", "--data", file], environment.merging(["TERM_PROGRAM": "iTerm.app"]) { $1 })
                == Array("\u{1B}]9;\(title): \(body)\u{07}".utf8))
        #expect(
            try Self.onPty(["remind", "--data", file], environment.merging(["TERM_PROGRAM": "WezTerm"]) { $1 })
                == Array("\u{1B}]777;notify;\(title);\(body)\u{07}".utf8))
        let bin = folder + "/bin", record = folder + "/notified"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\nprintf '%s|' \"$@\" >> \(record)\n".write(
            toFile: bin + "/notify-send", atomically: true, encoding: .utf8)
        chmod(bin + "/notify-send", 0o755)
        let inTmux = environment.merging([
            "TERM_PROGRAM": "iTerm.app", "TMUX": "/tmp/tmux-1/default", "PATH": bin + ":/usr/bin:/bin",
        ]) { $1 }
        #expect(try Self.onPty(["remind", "--data", file], inTmux) == [])
        #expect(try String(contentsOfFile: record, encoding: .utf8) == "--app-name=payday|--|\(title)|\(body)|")
    }

    /// Runs payday with standard output (only) on a new pseudo-terminal (Python's `pty`, which
    /// Swift's Glibc does not expose); returns the bytes the terminal received.
    static func onPty(_ arguments: [String], _ environment: [String: String]) throws -> [UInt8] {
        let script = """
            import os, pty, subprocess, sys
            master, slave = pty.openpty()
            child = subprocess.Popen(sys.argv[1:], stdout=slave)
            os.close(slave)
            child.wait()
            received = b""
            while True:
                try:
                    chunk = os.read(master, 4096)
                except OSError:
                    break
                if not chunk:
                    break
                received += chunk
            sys.stdout.buffer.write(received)
            sys.exit(child.returncode)
            """
        var merged = ProcessInfo.processInfo.environment
        for key in ["TMUX", "TERM_PROGRAM", "WT_SESSION", "PAYDAY_DATA"] { merged.removeValue(forKey: key) }
        merged.merge(environment) { $1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, try #require(StoreProcessTests.payday)] + arguments
        process.environment = merged
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let bytes = output.fileHandleForReading.readAllRetryingInterruptedReads()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return Array(bytes)
    }
}

import ArgumentParser
import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// One clock for the app and every command (`--today`, `PAYDAY_TEST_NOW`), one reader of times
/// and amounts, a forgotten clock-out, and a clock-in that would overlap a shift recorded since.
@Suite struct OneClockTests {
    let file: String

    init() throws { file = try RecordingWorkTests.temporaryFile() }

    private func write(_ json: String) throws { try json.write(toFile: file, atomically: true, encoding: .utf8) }

    private func run(_ arguments: [String], now: String) throws -> CommandResult {
        try runStoreCommand(arguments, file: file, now: now, environment: [:])
    }

    /// The refusal of `arguments`: its message (English), with the file left byte for byte.
    private func refusal(_ arguments: [String], now: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> String
    {
        let before = FileManager.default.contents(atPath: file)
        let result = try run(arguments, now: now)
        #expect(result.exitStatus == 1, sourceLocation: sourceLocation)
        #expect(
            FileManager.default.contents(atPath: file) == before, "the file changed", sourceLocation: sourceLocation)
        return result.standardError
    }

    private static let cafe = """
        {"version": 1, "workplaces": [{"name": "Cafe", "wage": 10320, "payday": {"day": 10},
          "schedule": [{"days": ["mon"], "start": "18:00", "end": "23:00", "from": "2026-11-02"}],
          "shifts": []}]}
        """

    // MARK: One clock

    /// `--today D` stamps a clock-in on D at the time of day of the test hook (the clock's
    /// otherwise), and `clock status --today D` reads the same file without an overdue warning.
    @Test func clockInUnderTodayRecordsOnThatDay() throws {
        try write(Self.cafe)
        _ = try run(["clock", "in", "Cafe", "--today", "2026-12-08"], now: "2026-11-29T03:31")
        let open = try RecordingWorkTests.onDisk(file).workplaces[0].openShift
        #expect(open == OpenShift(date: LocalDate(iso: "2026-12-08")!, start: TimeOfDay(hour: 3, minute: 31)!))
        let status = try run(["clock", "status", "--today", "2026-12-08"], now: "2026-11-29T03:46")
        // 03:31 to 03:46 on Dec 8: 15 minutes, not overdue.
        #expect(status.standardOutput.contains("03:31"))
        #expect(status.standardOutput.contains("15m"))
        #expect(!status.standardOutput.lowercased().contains("24 hours"))
    }

    /// Every command takes `--today` (a bad one is refused naming the option).
    @Test func everyCommandTakesToday() throws {
        try write(Self.cafe)
        for arguments in [
            ["worker", "show"], ["schedule", "list"], ["remind"], ["status"], ["clock", "status"], ["history"],
        ] {
            #expect(throws: Never.self, "\(arguments)") {
                _ = try PaydayCommand.parseAsRoot(arguments + ["--today", "2026-12-08", "--data", file])
            }
            #expect(throws: (any Error).self) {
                _ = try PaydayCommand.parseAsRoot(arguments + ["--today", "2026-13-08", "--data", file])
            }
        }
    }

    /// The app under `--today`: `i` records on that day at the wall clock's time of day, and the
    /// card shows it working since then with no warning.
    @Test func appUnderTodayClocksInOnThatDay() throws {
        try write(Self.cafe)
        var session = try RecordingWorkTests.session(
            file: file, start: LocalMoment(date: LocalDate(iso: "2026-11-29")!, time: TimeOfDay(hour: 3, minute: 31)!))
        session.fixedToday = LocalDate(iso: "2026-12-08")
        let (harness, _) = AppTestSupport.open(session)
        harness.pressKeys(.character("i"))
        let open = try RecordingWorkTests.onDisk(file).workplaces[0].openShift
        #expect(open == OpenShift(date: LocalDate(iso: "2026-12-08")!, start: TimeOfDay(hour: 3, minute: 31)!))
        #expect(harness.lines.contains { $0.contains("03:31") })
        #expect(!harness.lines.contains { $0.contains("24 hours") })
    }

    // MARK: One reader of times and amounts

    @Test func timesAndAmountsReadOneWay() throws {
        #expect(try FieldText.time("0930").get() == TimeOfDay(hour: 9, minute: 30))
        #expect(try FieldText.time("9:30").get() == TimeOfDay(hour: 9, minute: 30))
        #expect(FieldText.time("24:00") == .failure(.noSuchHour(24)))
        #expect(try FieldText.endTime("24:00").get() == .init(time: TimeOfDay(hour: 0, minute: 0)!, isEndOfDay: true))
        #expect(try FieldText.money("177,882").get() == 177_882)
        #expect(try FieldText.money("₩177,882").get() == 177_882)
        #expect(try FieldText.money("177,882원").get() == 177_882)
        #expect(FieldText.money("177.5") == .failure(.notWhole))
        // The ends of `Int` read; a digit more is refused as too long, not read as the largest.
        #expect(try FieldText.number("9,223,372,036,854,775,807").get() == Int.max)
        #expect(try FieldText.number("-9223372036854775808").get() == Int.min)
        #expect(FieldText.number("9223372036854775808") == .failure(.tooManyDigits(19)))
        #expect(FieldText.money("₩99,999,999,999,999,999,999") == .failure(.tooManyDigits(20)))
    }

    /// The command line reads `0930`, `24:00` (an end) and `10,320` as the forms do, and says
    /// what is wrong in the forms' words after the option's name.
    @Test func theCommandLineReadsAsTheFormsDo() throws {
        try write(Self.cafe)
        _ = try run(["shift", "add", "Cafe", "2026-11-20", "1800", "24:00"], now: "2026-11-21T09:02")
        let shift = try #require(try RecordingWorkTests.onDisk(file).workplaces[0].shifts.first)
        // 18:00 to midnight: 6 hours.
        #expect(shift.paidMinutes == 360)
        _ = try run(["workplace", "edit", "Cafe", "--wage", "10,700", "--from", "2026-11-01"], now: "2026-11-21T09:02")
        #expect(
            try RecordingWorkTests.onDisk(file).workplaces[0].wages.hourly(on: LocalDate(iso: "2026-11-21")!) == 10700)
        let message = try refusal(["clock", "in", "Cafe", "--at", "25:00"], now: "2026-11-21T09:02")
        #expect(message == "payday clock in: --at 25:00: no hour 25: 0 to 23\n")
        let wage = try refusal(["workplace", "edit", "Cafe", "--wage", "10,3x0"], now: "2026-11-21T09:02")
        #expect(wage.contains("--wage 10,3x0: a whole number"))
    }

    // MARK: A forgotten clock-out

    private static let forgotten = """
        {"version": 1, "workplaces": [{"name": "Cafe", "wage": 10320, "payday": {"day": 10},
          "schedule": [{"days": ["mon"], "start": "18:00", "end": "23:00", "from": "2026-11-02"}],
          "shifts": [{"date": "2026-11-23", "start": "18:00"}]}]}
        """

    /// Monday's 18:00-23:00 opened at 18:00 and left open until Tuesday 09:00 (10 hours past the
    /// planned end): `clock out` without `--at` names the planned end and changes nothing; with
    /// `--at 23:00` the break is the legal least for 5 hours on the clock, 30 minutes.
    @Test func theCommandLineRefusesAForgottenClockOutWithoutAt() throws {
        try write(Self.forgotten)
        let message = try refusal(["clock", "out"], now: "2026-11-24T09:00")
        #expect(message.contains("payday clock out Cafe --at 23:00"))
        #expect(message.contains("planned end 23:00"))
        _ = try run(["clock", "out", "--at", "23:00", "--date", "2026-11-23"], now: "2026-11-24T09:00")
        let shift = try #require(try RecordingWorkTests.onDisk(file).workplaces[0].shifts.first)
        // 18:00-23:00 is 300 minutes on the clock: from 240, 30 minutes; 270 paid.
        #expect(shift.breakMinutes == 30)
        #expect(shift.paidMinutes == 270)
    }

    /// On time (within 2 hours of the planned end) `clock out` closes now, with the legal break
    /// for the shift as saved: 18:00-23:40 is 340 minutes, 30 minutes' break.
    @Test func anOnTimeClockOutTakesTheLegalBreak() throws {
        try write(Self.forgotten)
        _ = try run(["clock", "out"], now: "2026-11-23T23:40")
        let shift = try #require(try RecordingWorkTests.onDisk(file).workplaces[0].shifts.first)
        #expect(shift.breakMinutes == 30)
        #expect(shift.paidMinutes == 310)
        #expect(
            Workplace.forgottenFixture.forgottenClockOut(
                at: LocalMoment(date: LocalDate(iso: "2026-11-24")!, time: TimeOfDay(hour: 1, minute: 0)!),
                holidays: .none) == nil)
    }

    /// The rule itself: 2 hours past the planned end is not yet forgotten, a minute more is;
    /// without a plan, 12 hours open.
    @Test func whenAClockOutIsForgotten() throws {
        let place = Workplace.forgottenFixture
        let monday = LocalDate(iso: "2026-11-23")!, tuesday = LocalDate(iso: "2026-11-24")!
        #expect(
            place.forgottenClockOut(
                at: LocalMoment(date: tuesday, time: TimeOfDay(hour: 1, minute: 0)!), holidays: .none) == nil)
        #expect(
            place.forgottenClockOut(
                at: LocalMoment(date: tuesday, time: TimeOfDay(hour: 1, minute: 1)!), holidays: .none)
                == .pastPlannedEnd(end: LocalMoment(date: monday, time: TimeOfDay(hour: 23, minute: 0)!)))
        var unplanned = place
        unplanned.schedule = []
        // 18:00 Monday + 12 hours = 06:00 Tuesday: not yet; 06:01: 721 minutes open.
        #expect(
            unplanned.forgottenClockOut(
                at: LocalMoment(date: tuesday, time: TimeOfDay(hour: 6, minute: 0)!), holidays: .none) == nil)
        #expect(
            unplanned.forgottenClockOut(
                at: LocalMoment(date: tuesday, time: TimeOfDay(hour: 6, minute: 1)!), holidays: .none)
                == .unplanned(minutesOpen: 721))
    }

    /// The app's `o` the next morning proposes the planned end (23:00) and its legal break (30),
    /// says why, and Enter saves that.
    @Test func theAppProposesThePlannedEndOfAForgottenShift() throws {
        try write(Self.forgotten)
        let session = try RecordingWorkTests.session(
            file: file, start: LocalMoment(date: LocalDate(iso: "2026-11-24")!, time: TimeOfDay(hour: 9, minute: 0)!))
        let (harness, _) = AppTestSupport.open(session)
        harness.pressKeys(.character("o"))
        #expect(harness.lines.contains { $0.contains("23:00") })
        #expect(harness.lines.contains { $0.contains("forgot to clock out") })
        // The end is focused (it is what to look at): Enter moves to the break, Enter saves.
        harness.pressKeys(.enter, .enter)
        let shift = try #require(try RecordingWorkTests.onDisk(file).workplaces[0].shifts.first)
        #expect(shift.label == "2026-11-23 18:00-23:00")
        #expect(shift.breakMinutes == 30)
    }

    // MARK: Clocking in before a shift recorded since

    /// Cafe's 10:00-14:00 is recorded; at 15:00 a clock-in at Bar from 09:00 would run over it
    /// and could never be closed: refused, naming the shift; from 14:00 it is taken.
    @Test func aClockInBeforeAShiftRecordedSinceIsRefused() throws {
        try write(
            """
            {"version": 1, "workplaces": [
              {"name": "Cafe", "wage": 10320, "payday": {"day": 10},
               "shifts": [{"date": "2026-11-21", "start": "10:00", "end": "14:00"}]},
              {"name": "Bar", "wage": 10320, "payday": {"day": 10}, "shifts": []}]}
            """)
        let message = try refusal(["clock", "in", "Bar", "--at", "09:00"], now: "2026-11-21T15:00")
        #expect(message.contains("2026-11-21 10:00-14:00 at Cafe"))
        _ = try run(["clock", "in", "Bar", "--at", "14:00"], now: "2026-11-21T15:00")
        #expect(try RecordingWorkTests.onDisk(file).workplaces[1].openShift != nil)
    }
}

extension Workplace {
    /// Cafe, Mondays 18:00-23:00 planned, open since Monday 2026-11-23 18:00.
    fileprivate static var forgottenFixture: Workplace {
        var place = Workplace(name: "Cafe", wages: WageHistory(hourly: 10320), payday: PaydayRule(day: 10), shifts: [])
        place.schedule = [
            ScheduleEntry(
                days: [.monday], start: TimeOfDay(hour: 18, minute: 0)!, end: TimeOfDay(hour: 23, minute: 0)!,
                breakMinutes: 0, from: LocalDate(iso: "2026-11-02")!, until: nil)
        ]
        place.openShift = OpenShift(date: LocalDate(iso: "2026-11-23")!, start: TimeOfDay(hour: 18, minute: 0)!)
        return place
    }
}

/// Every command that shows pay, and the app's render, agree on one moment whether it is given
/// by the test hook (`PAYDAY_TEST_NOW=2026-11-21T15:00`) or by `--today 2026-11-21` (with the
/// hook on another day: `--today` wins for the date). Nothing is recorded on Saturday Nov 21,
/// so the end of that day and 15:00 count the same shifts.
@Suite struct OneMomentTests {
    let file: String

    init() throws {
        file = try RecordingWorkTests.temporaryFile()
        // Mondays 18:00-23:00 from Nov 2; Nov 2 and Nov 9 worked: 2 × 300 × 10,320 / 60 = 103,200.
        try """
        {"version": 1, "workplaces": [{"name": "Cafe", "wage": 10320, "payday": {"day": 10},
          "schedule": [{"days": ["mon"], "start": "18:00", "end": "23:00", "from": "2026-11-02"}],
          "shifts": [{"date": "2026-11-02", "start": "18:00", "end": "23:00"},
                     {"date": "2026-11-09", "start": "18:00", "end": "23:00"}]}]}
        """.write(toFile: file, atomically: true, encoding: .utf8)
    }

    private static let seoul = TimeZone(identifier: "Asia/Seoul")!
    private static let hook = [StoreSession.testNowVariable: "2026-11-21T15:00"]
    private static let otherDay = [StoreSession.testNowVariable: "2026-11-29T03:31"]

    private func output(_ arguments: [String], _ environment: [String: String]) throws -> String {
        let command = try PaydayCommand.parseAsRoot(arguments + ["--data", file, "--lang", "en"])
        let clock = Date(timeIntervalSince1970: 1_795_000_000)
        if let shown = command as? any LoadedRecordsCommand {
            return shown.result(clock: clock, timeZone: Self.seoul, environment: environment).standardOutput
        }
        let render = try #require(command as? RenderCommand)
        return render.result(environment: environment, clock: clock, timeZone: Self.seoul).standardOutput
    }

    @Test func theCommandsAndTheAppAgreeOnOneMoment() throws {
        let commands: [[String]] = [
            ["summary"], ["summary", "--json"], ["payslip", "Cafe"], ["paydays"], ["stats"],
            ["export", "--format", "csv"], ["render", "--width", "80", "--height", "24"],
        ]
        for arguments in commands {
            let byHook = try output(arguments, Self.hook)
            let byToday = try output(arguments + ["--today", "2026-11-21"], Self.otherDay)
            #expect(!byHook.isEmpty, "\(arguments)")
            #expect(byHook == byToday, "\(arguments)")
        }
        // The card and the summary show the same earned figure, worked by hand above.
        #expect(try output(["summary"], Self.hook).contains("103,200"))
        #expect(try output(["render", "--width", "80", "--height", "24"], Self.hook).contains("103,200"))
    }
}

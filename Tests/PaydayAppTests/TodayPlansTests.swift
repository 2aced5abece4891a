import ArgumentParser
import Foundation
import Layout
import LayoutTesting
import Payroll
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// A plan of the day given is still ahead for `summary --today` as for the app (`TodayRule.basis`,
/// made once for both): Cafe's Mondays 18:00-23:00 from Nov 2, Nov 2 and Nov 9 worked, Nov 16
/// missed, on Monday Nov 23 (Nov 23's plan not recorded). Under `--today` the day's plans are
/// judged from its start (the same figures at any hour); under the test hook alone, at its time.
@Suite struct TodayPlansTests {
    let file: String

    init() throws {
        file = try RecordingWorkTests.temporaryFile()
        try """
        {"version": 1, "workplaces": [{"name": "Cafe", "wage": 10320, "payday": {"day": 10},
          "schedule": [{"days": ["mon"], "start": "18:00", "end": "23:00", "from": "2026-11-02"}],
          "shifts": [{"date": "2026-11-02", "start": "18:00", "end": "23:00"},
                     {"date": "2026-11-09", "start": "18:00", "end": "23:00"}]}]}
        """.write(toFile: file, atomically: true, encoding: .utf8)
    }

    private static let seoul = TimeZone(identifier: "Asia/Seoul")!

    private func output(_ arguments: [String], at hook: String, language: String = "en") throws -> String {
        let command = try PaydayCommand.parseAsRoot(arguments + ["--data", file, "--lang", language])
        let environment = [StoreSession.testNowVariable: hook]
        let clock = Date(timeIntervalSince1970: 0)
        if let shown = command as? any LoadedRecordsCommand {
            let result = shown.result(clock: clock, timeZone: Self.seoul, environment: environment)
            #expect(result.exitStatus == 0, "\(result.standardError)")
            return result.standardOutput
        }
        let render = try #require(command as? RenderCommand)
        return render.result(environment: environment, clock: clock, timeZone: Self.seoul).standardOutput
    }

    /// At 15:00 on Nov 23: Nov 23 and Nov 30 still ahead, 2 × 300 = 600 minutes. Expected:
    /// worked 600 + planned 600 = 1,200 minutes × 10,320 / 60 = 206,400 (5 h a week: no weekly
    /// allowance; no deductions). The summary under `--today` (the hook's time of day, its date
    /// another) and under the hook alone say the same, and the app's card says it too.
    @Test func aPlanLaterTodayIsAheadForTheSummaryAsForTheApp() throws {
        let json = try output(["summary", "--json", "--today", "2026-11-23"], at: "2026-11-29T15:00")
        #expect(json.contains("\"plannedShifts\": 2, \"plannedMinutes\": 600"), "\(json)")
        #expect(json.contains("\"net\": 206400 }"), "\(json)")
        #expect(try output(["summary", "--json"], at: "2026-11-23T15:00") == json)
        let text = try output(["summary", "--today", "2026-11-23"], at: "2026-11-29T15:00")
        #expect(text.contains("expected by payday ₩206,400 (2 planned shifts, 10h ahead)"), "\(text)")
        for arguments in [["render"], ["render", "--today", "2026-11-23"]] {
            let card = try output(arguments + ["--width", "80", "--height", "24"], at: "2026-11-23T15:00")
            #expect(card.contains("₩206,400") && card.contains("2 planned"), "\(arguments)\n\(card)")
        }
    }

    /// At 23:30 by the hook (no `--today`) Nov 23's plan is over with nothing recorded: missed.
    /// Only Nov 30 is ahead: 900 minutes × 10,320 / 60 = 154,800. Under `--today 2026-11-23`
    /// the hook's hour does not matter: 2 planned, 206,400, as at 15:00.
    @Test func aPlanOverByTheHookIsMissedForBoth() throws {
        let given = try output(["summary", "--json", "--today", "2026-11-23"], at: "2026-11-29T23:30")
        #expect(given.contains("\"plannedShifts\": 2, \"plannedMinutes\": 600"), "\(given)")
        let json = try output(["summary", "--json"], at: "2026-11-23T23:30")
        #expect(json.contains("\"plannedShifts\": 1, \"plannedMinutes\": 300"), "\(json)")
        #expect(json.contains("\"net\": 154800 }"), "\(json)")
        let card = try output(["render", "--width", "80", "--height", "24"], at: "2026-11-23T23:30")
        #expect(card.contains("₩154,800") && card.contains("1 planned"), "\(card)")
    }

    /// The shift list on Nov 23 at 15:00: the missed Mon Nov 16 is a row of its own, dimmed,
    /// marked ×, saying missed at the schedule's times with no pay; Nov 23 is a plan ahead (○);
    /// the week's header counts no hours for the missed day. `?` names the mark; `d` on the row
    /// says what to do and changes nothing; Enter offers the add form on Nov 16 at 18:00-23:00.
    @Test func aMissedDayIsARowOfTheShiftList() throws {
        let at = "2026-11-23T15:00"
        let english = try output(["render", "--width", "80", "--height", "24", "--keys", "s"], at: at)
        let lines = english.split(separator: "\n").map(String.init)
        let missed = try #require(lines.first { $0.contains("Nov 16") && !$0.hasPrefix("Week") }, "\(english)")
        #expect(missed.hasPrefix(" × Mon Nov 16  missed (planned 18:00–23:00)"), "\(missed)")
        #expect(!missed.contains("₩"), "\(missed)")
        #expect(lines.contains("Week of Nov 16 · - · weekly allowance -"), "\(english)")
        #expect(lines.contains { $0.hasPrefix(" ○ Mon Nov 23") }, "\(english)")
        let korean = try output(
            ["render", "--width", "80", "--height", "24", "--keys", "s"], at: at, language: "ko")
        #expect(korean.contains("기록 없음 (예정 18:00–23:00)"), "\(korean)")
        let keys = try output(["render", "--width", "80", "--height", "24", "--keys", "s ?"], at: at)
        #expect(
            keys.contains { $0 == "×" } && keys.contains("passed with nothing recorded (no pay; Enter records it)"),
            "\(keys)")

        let before = FileManager.default.contents(atPath: file)
        let monday = try #require(LocalDate(iso: "2026-11-23"))
        let session = try RecordingWorkTests.session(
            file: file, start: LocalMoment(date: monday, time: TimeOfDay(hour: 15, minute: 0)!))
        let (screen, scene) = AppTestSupport.open(session)
        let place = try #require(scene.records.workplace(named: "Cafe"))
        let november = try #require(PayPeriod(iso: "2026-11"))
        let basis = scene.records.basis
        let rows = ShiftListRows.rows(
            of: place, in: november.start...november.end, now: basis.now, aheadFrom: basis.aheadFrom,
            holidays: basis.holidays)
        #expect(rows.map(\.shift.date.day) == [2, 9, 16, 23, 30])
        #expect(rows.map(\.kind) == [.worked, .worked, .missed, .scheduled, .scheduled])
        screen.pressKeys(.character("s"), .down, .down, .character("d"))
        #expect(screen.lines.contains { $0.contains("A planned day with nothing recorded") }, "\(screen.lines)")
        #expect(FileManager.default.contents(atPath: file) == before)
        screen.pressKeys(.enter)
        #expect(screen.lines.contains { $0.contains("2026-11-16") && $0.contains("[") }, "\(screen.lines)")
        withExtendedLifetime(scene) {}
    }
}

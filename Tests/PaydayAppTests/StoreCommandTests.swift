import ArgumentParser
import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// `payday ARGUMENTS --data FILE` run in this process at `now` (local time, Asia/Seoul).
func runStoreCommand(_ arguments: [String], file: String, now: String, environment: [String: String]) throws
    -> CommandResult
{
    let command = try PaydayCommand.parseAsRoot(arguments + ["--data", file])
    guard let storeCommand = command as? any StoreCommand else {
        Issue.record("\(arguments) is not a store command")
        return CommandResult()
    }
    var environment = environment
    environment[StoreSession.testNowVariable] = now
    return storeCommand.result(
        environment: environment, clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
}

/// The commands that change data, run in this process on a temporary file at a fixed "now":
/// each change prints one line and exits 0; each refusal says why, names the shift, exits 1 and
/// leaves the file as it was.
@Suite struct StoreCommandTests {
    let folder: String
    let file: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("payday-commands-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        file = folder + "/workplaces.json"
    }

    /// Runs `payday ARGUMENTS --data FILE` at `now` (local time).
    @discardableResult
    private func run(_ arguments: [String], now: String = "2026-11-21T09:02", environment: [String: String] = [:])
        throws -> CommandResult
    {
        try runStoreCommand(arguments, file: file, now: now, environment: environment)
    }

    private func succeeds(
        _ arguments: [String], now: String = "2026-11-21T09:02", printing line: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try run(arguments, now: now)
        #expect(result == CommandResult(standardOutput: line + "\n"), sourceLocation: sourceLocation)
    }

    private func refused(
        _ arguments: [String], now: String = "2026-11-21T09:02", saying message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = FileManager.default.contents(atPath: file)
        let result = try run(arguments, now: now)
        #expect(result == CommandResult(standardError: message + "\n", exitStatus: 1), sourceLocation: sourceLocation)
        #expect(
            FileManager.default.contents(atPath: file) == before, "the file changed", sourceLocation: sourceLocation)
    }

    private func saved() throws -> DataFile { try DataFile.load(path: file) }

    private func twoWorkplaces() throws {
        try run([
            "workplace", "add", "GS25 강남역점", "--wage", "10320", "--payday-day", "10", "--employees", "7",
            "--income-tax", "3.3%",
        ])
        try run([
            "workplace", "add", "스타벅스 역삼점", "--wage", "10500", "--payday-day", "25", "--payday-month", "same",
            "--insurance", "four",
        ])
    }

    @Test func workplaceCommands() throws {
        try succeeds(
            [
                "workplace", "add", "GS25 강남역점", "--wage", "10320", "--payday-day", "10", "--employees", "7",
                "--income-tax", "3.3%",
                "--contract-weekly-hours", "20", "--weekly-holiday", "sunday", "--period-start-day", "26",
            ],
            printing:
                "Added the workplace GS25 강남역점: ₩10,320 an hour, payday 10 (next month, before a holiday), periods from the 26th, 7 employees, contract 20 h a week, day off sunday, income tax 3.3%, insurance none."
        )
        try refused(
            ["workplace", "add", "gs25 강남역점", "--wage", "1", "--payday-day", "1"],
            saying:
                "payday workplace add: there is already a workplace named \"GS25 강남역점\"; choose another name")
        try refused(
            ["workplace", "add", "카페"],
            saying: "payday workplace add: give the hourly wage: --wage WON (such as --wage 10320)")
        try refused(
            ["workplace", "add", "카페", "--wage", "10320", "--payday-day", "32"],
            saying: "payday workplace add: --payday-day 32 is outside 1 to 31")
        try succeeds(
            [
                "workplace", "edit", "gs", "--name", "GS25 역삼점", "--wage", "10800", "--contract-weekly-hours", "none",
                "--weekly-holiday-allowance", "false",
            ],
            printing:
                "Changed the workplace GS25 역삼점: ₩10,800 an hour, payday 10 (next month, before a holiday), periods from the 26th, 7 employees, no weekly holiday allowance, day off sunday, income tax 3.3%, insurance none."
        )
        let place = try saved().workplaces[0]
        #expect(
            place.name == "GS25 역삼점" && place.wages == WageHistory(hourly: 10_800) && place.contractWeeklyHours == nil
                && !place.weeklyHolidayAllowance && place.periodStartDay == 26 && place.employees == 7)
        try refused(
            ["workplace", "edit", "gs"],
            saying: "payday workplace edit: nothing to change; give --name or a term such as --wage WON")
        try succeeds(
            ["workplace", "list"],
            printing:
                "GS25 역삼점: ₩10,800 an hour, payday 10 (next month, before a holiday), periods from the 26th, 7 employees, no weekly holiday allowance, day off sunday, income tax 3.3%, insurance none, 0 shifts"
        )
        try succeeds(
            ["workplace", "remove", "역삼"],
            printing: "Removed the workplace GS25 역삼점 and its 0 shifts (payday undo brings them back).")
        #expect(try saved().workplaces.isEmpty)
    }

    @Test func aWorkplaceIsNamedByAnyUniquePart() throws {
        try twoWorkplaces()
        try run(["workplace", "add", "스타벅스 강남점", "--wage", "10500", "--payday-day", "25"])
        try refused(
            ["clock", "in", "스타벅스"],
            saying:
                "payday clock in: \"스타벅스\" matches 2 workplaces; name one (any part of its name that no other has): \"스타벅스 역삼점\", \"스타벅스 강남점\""
        )
        try refused(
            ["clock", "in", "cgv"],
            saying:
                "payday clock in: no workplace matches \"cgv\"; the workplaces are: \"GS25 강남역점\", \"스타벅스 역삼점\", \"스타벅스 강남점\""
        )
        try refused(
            ["clock", "in"],
            saying:
                "payday clock in: there are 3 workplaces; name one (any part of its name that no other has): \"GS25 강남역점\", \"스타벅스 역삼점\", \"스타벅스 강남점\""
        )
        try succeeds(["clock", "in", "역삼"], printing: "Clocked in at 스타벅스 역삼점 at 2026-11-21 09:02.")
    }

    @Test func clockInStatusAndOut() throws {
        try run(["workplace", "add", "GS25 강남역점", "--wage", "10320", "--payday-day", "10"])
        try succeeds(["clock", "status"], printing: "Not clocked in.")
        try refused(
            ["clock", "out"], saying: "payday clock out: nothing is open at GS25 강남역점; clock in first (payday clock in)"
        )
        try refused(
            ["clock", "in", "--at", "09:30"],
            saying:
                "payday clock in: 2026-11-21 09:30 is in the future (it is now 2026-11-21 09:02); give a time that has passed"
        )
        // With one workplace the name may be left out.
        try succeeds(
            ["clock", "in", "--at", "08:55", "--memo", "오픈"], printing: "Clocked in at GS25 강남역점 at 2026-11-21 08:55.")
        #expect(
            try saved().workplaces[0].openShift
                == OpenShift(date: LocalDate(iso: "2026-11-21")!, start: TimeOfDay(text: "08:55")!, memo: "오픈"))
        try refused(
            ["clock", "in"],
            saying:
                "payday clock in: already clocked in at GS25 강남역점 since 2026-11-21 08:55; clock out there first (payday clock out)"
        )
        try succeeds(
            ["clock", "status"], now: "2026-11-21T11:08",
            printing: "GS25 강남역점: working since 2026-11-21 08:55 · 2h 13m so far")
        try succeeds(
            ["clock", "status", "--json"], now: "2026-11-21T11:08",
            printing:
                #"{ "now": "2026-11-21T11:08", "open": [{ "workplace": "GS25 강남역점", "date": "2026-11-21", "start": "08:55", "minutesSoFar": 133, "overdue": false }] }"#
        )
        try refused(
            ["clock", "out", "--at", "08:00"], now: "2026-11-21T18:00",
            saying:
                "payday clock out: 2026-11-21 08:00 is not after the start of the shift open since 2026-11-21 08:55 at GS25 강남역점"
        )
        try refused(
            ["clock", "out", "--at", "19:00"], now: "2026-11-21T18:00",
            saying:
                "payday clock out: 2026-11-21 19:00 is in the future (it is now 2026-11-21 18:00); give a time that has passed"
        )
        try succeeds(
            ["clock", "out", "--break", "60"], now: "2026-11-21T18:00",
            printing: "Clocked out at GS25 강남역점: 2026-11-21 08:55-18:00 (break 60 min), 8h 5m worked.")
        #expect(
            try saved().workplaces[0].shifts == [
                Shift(
                    date: LocalDate(iso: "2026-11-21")!, start: TimeOfDay(text: "08:55")!,
                    end: TimeOfDay(text: "18:00")!, breakMinutes: 60, memo: "오픈")
            ])
        #expect(try saved().workplaces[0].openShift == nil)
    }

    @Test func aForgottenClockOut() throws {
        try run(["workplace", "add", "GS25", "--wage", "10320", "--payday-day", "10"])
        try run(["clock", "in"], now: "2026-11-20T22:00")
        try succeeds(
            ["clock", "status"], now: "2026-11-22T09:00",
            printing: """
                GS25: working since 2026-11-20 22:00 · 35h so far
                  ! open for more than 24 hours: forgot to clock out? payday clock out --date YYYY-MM-DD --at HH:mm
                """)
        try refused(
            ["clock", "out"], now: "2026-11-22T09:00",
            saying:
                "payday clock out: GS25: open since 2026-11-20 22:00, 35h with no plan: forgot to clock out? Not closed at now; say when you left: payday clock out GS25 --date YYYY-MM-DD --at HH:mm"
        )
        try succeeds(
            ["clock", "out", "--date", "2026-11-21", "--at", "06:00", "--break", "30"], now: "2026-11-22T09:00",
            printing: "Clocked out at GS25: 2026-11-20 22:00-06:00 (break 30 min), 7h 30m worked.")
    }

    @Test func clockingInWhileAnotherWorkplaceIsOpen() throws {
        try twoWorkplaces()
        try run(["clock", "in", "gs"])
        try refused(
            ["clock", "in", "스타벅스"],
            saying:
                "payday clock in: already clocked in at GS25 강남역점 since 2026-11-21 09:02; clock out there first (payday clock out)"
        )
        // clock out without a name closes the open one.
        try succeeds(
            ["clock", "out"], now: "2026-11-21T10:02",
            printing: "Clocked out at GS25 강남역점: 2026-11-21 09:02-10:02, 1h worked.")
        try refused(
            ["clock", "out"], now: "2026-11-21T10:03",
            saying: "payday clock out: nothing is open: you are not clocked in anywhere (payday clock status)")
    }

    @Test func shiftCommands() throws {
        try twoWorkplaces()
        try succeeds(
            ["shift", "add", "gs", "2026-11-02", "22:00", "06:00", "--break", "60", "--memo", "재고 \"정리\""],
            printing: "Added a shift at GS25 강남역점: 2026-11-02 22:00-06:00 (break 60 min).")
        try refused(
            ["shift", "add", "gs", "2026-11-03", "05:00", "07:00"],
            saying: "payday shift add: it overlaps the shift 2026-11-02 22:00-06:00 at GS25 강남역점")
        try refused(
            ["shift", "add", "gs", "2026-11-03", "5:0", "07:00"],
            saying: "payday shift add: START 5:0: a time: HH:mm, 24-hour"
        )
        try refused(
            ["shift", "add", "gs", "2026-11-31", "05:00", "07:00"],
            saying: "payday shift add: DATE 2026-11-31 is not a date; write YYYY-MM-DD, such as 2026-11-21")
        try refused(
            ["shift", "add", "gs", "2026-11-05", "09:00", "10:00", "--break", "60"],
            saying:
                "payday shift add: a break of 60 minutes is as long as the shift (60 minutes) or longer"
        )
        // The same times at another workplace overlap too: one person, one place.
        try refused(
            ["shift", "add", "역삼", "2026-11-03", "05:00", "07:00"],
            saying:
                "payday shift add: it overlaps the shift 2026-11-02 22:00-06:00 at GS25 강남역점: one person works at one place at a time"
        )
        try succeeds(
            ["shift", "add", "역삼", "2026-11-03", "06:00", "07:00"],
            printing: "Added a shift at 스타벅스 역삼점: 2026-11-03 06:00-07:00.")
        try succeeds(
            ["shift", "edit", "gs", "2026-11-02", "22:00", "--end", "05:00", "--memo", ""],
            printing:
                "Changed the shift at GS25 강남역점: 2026-11-02 22:00-06:00 (break 60 min) is now 2026-11-02 22:00-05:00 (break 60 min)."
        )
        try refused(
            ["shift", "edit", "gs", "2026-11-02", "23:00", "--end", "05:00"],
            saying:
                "payday shift edit: GS25 강남역점 has no shift starting 2026-11-02 23:00; that day it has 2026-11-02 22:00-05:00"
        )
        try run(["shift", "add", "gs", "2026-11-04", "09:00", "13:00"])
        try refused(
            [
                "shift", "edit", "gs", "2026-11-04", "09:00", "--date", "2026-11-02", "--start", "23:00", "--end",
                "01:00",
            ],
            saying: "payday shift edit: it overlaps the shift 2026-11-02 22:00-05:00 at GS25 강남역점")
        #expect(
            try saved().workplaces[0].shifts == [
                Shift(
                    date: LocalDate(iso: "2026-11-02")!, start: TimeOfDay(text: "22:00")!,
                    end: TimeOfDay(text: "05:00")!, breakMinutes: 60),
                Shift(
                    date: LocalDate(iso: "2026-11-04")!, start: TimeOfDay(text: "09:00")!,
                    end: TimeOfDay(text: "13:00")!),
            ])
        try succeeds(
            ["shift", "list", "gs", "--period", "2026-11"],
            printing: """
                GS25 강남역점  2026-11-01 – 2026-11-30  2 shifts, 10h
                  2026-11-02 22:00-05:00  break 60 min  6h
                  2026-11-04 09:00-13:00  4h
                """)
        try succeeds(
            ["shift", "list", "--period", "2026-10", "--json"],
            printing: """
                [{ "workplace": "GS25 강남역점", "from": "2026-10-01", "to": "2026-10-31", "shifts": [] },
                 { "workplace": "스타벅스 역삼점", "from": "2026-10-01", "to": "2026-10-31", "shifts": [] }]
                """)
        try succeeds(
            ["shift", "remove", "gs", "2026-11-04", "09:00"],
            printing: "Removed the shift at GS25 강남역점: 2026-11-04 09:00-13:00 (payday undo brings it back).")
        try succeeds(
            ["undo"],
            printing: "Undid 7: Removed a shift at GS25 강남역점: 2026-11-04 09:00-13:00.")
        try run(["clock", "in", "역삼"], now: "2026-11-21T09:00")
        try succeeds(
            ["shift", "list", "역삼", "--json"], now: "2026-11-21T10:00",
            printing: """
                [{ "workplace": "스타벅스 역삼점", "from": "2026-11-01", "to": "2026-11-30", "shifts": [{ "date": "2026-11-03", "start": "06:00", "end": "07:00", "break": 0, "paidMinutes": 60 }, { "date": "2026-11-21", "start": "09:00", "open": true }] }]
                """)
        try refused(
            ["shift", "remove", "역삼", "2026-11-21", "09:00"],
            saying:
                "payday shift remove: the shift 2026-11-21 09:00 at 스타벅스 역삼점 is still open; clock out first (payday clock out)"
        )
    }

    /// The lists follow `--lang ko` (and the locale) as the changes do.
    @Test func theListsInKorean() throws {
        try twoWorkplaces()
        try run(["shift", "add", "gs", "2026-11-02", "22:00", "05:00", "--break", "60", "--memo", "마감"])
        try run(["shift", "add", "gs", "2026-11-04", "09:00", "13:00"])
        try succeeds(["clock", "status", "--lang", "ko"], printing: "출근 중이 아닙니다.")
        try run(["clock", "in", "역삼", "--at", "08:55"])
        // 08:55 to 11:08 is 2 hours 13 minutes.
        try succeeds(
            ["clock", "status", "--lang", "ko"], now: "2026-11-21T11:08",
            printing: "스타벅스 역삼점: 2026-11-21 08:55부터 근무 중 · 지금까지 2시간 13분")
        // 22:00-05:00 is 7 hours, less the hour's break: 6; with 09:00-13:00, 10 hours.
        try succeeds(
            ["shift", "list", "--lang", "ko"], now: "2026-11-21T11:08",
            printing: """
                GS25 강남역점  2026-11-01 – 2026-11-30  근무 2회, 10시간
                  2026-11-02 22:00-05:00  휴게 60분  6시간  마감
                  2026-11-04 09:00-13:00  4시간
                스타벅스 역삼점  2026-11-01 – 2026-11-30  근무 0회, -
                  2026-11-21 08:55-      근무 중
                """)
        try succeeds(
            ["workplace", "list"], now: "2026-11-21T11:08",
            printing: """
                GS25 강남역점: ₩10,320 an hour, payday 10 (next month, before a holiday), 7 employees, income tax 3.3%, insurance none, 2 shifts
                스타벅스 역삼점: ₩10,500 an hour, payday 25 (same month, before a holiday), 1 employee, income tax none, insurance four, 0 shifts, clocked in
                """)
        let korean = try run(["workplace", "list"], now: "2026-11-21T11:08", environment: ["LANG": "ko_KR.UTF-8"])
        #expect(
            korean.standardOutput == """
                GS25 강남역점: 시급 10,320원, 급여일 다음 달 10일 (휴일이면 전 영업일), 직원 7명, 소득세 3.3%, 4대보험 없음, 근무 2회
                스타벅스 역삼점: 시급 10,500원, 급여일 같은 달 25일 (휴일이면 전 영업일), 직원 1명, 소득세 없음, 4대보험 가입, 근무 0회, 출근 중

                """)
    }

    /// Korean names the income tax rule in words (`간이세액표`, `일용`), where it printed the
    /// option's English value (`소득세 table`).
    @Test func theIncomeTaxRuleIsWordedInKorean() throws {
        try run(["workplace", "add", "Cafe", "--wage", "10320", "--payday-day", "10", "--income-tax", "table"])
        try run(["workplace", "add", "Site", "--wage", "10320", "--payday-day", "10", "--income-tax", "daily"])
        try succeeds(
            ["workplace", "list", "--lang", "ko"],
            printing: """
                Cafe: 시급 10,320원, 급여일 다음 달 10일 (휴일이면 전 영업일), 직원 1명, 소득세 간이세액표, 4대보험 없음, 근무 0회
                Site: 시급 10,320원, 급여일 다음 달 10일 (휴일이면 전 영업일), 직원 1명, 소득세 일용, 4대보험 없음, 근무 0회
                """)
    }

    @Test func aPeriodStartDayShapesTheListedPeriod() throws {
        try run(["workplace", "add", "CGV", "--wage", "10320", "--payday-day", "10", "--period-start-day", "26"])
        try run(["shift", "add", "cgv", "2026-10-26", "09:00", "10:00"])
        try run(["shift", "add", "cgv", "2026-11-25", "09:00", "10:00"])
        try run(["shift", "add", "cgv", "2026-11-26", "09:00", "10:00"])
        let result = try run(["shift", "list", "--period", "2026-11"])
        #expect(result.standardOutput.hasPrefix("CGV  2026-10-26 – 2026-11-25  2 shifts, 2h\n"))
        // Today, the 21st of November 2026 at 09:02, is in the period named December from the 26th on.
        #expect(
            try run(["shift", "list"], now: "2026-11-26T09:00").standardOutput.hasPrefix(
                "CGV  2026-11-26 – 2026-12-25  1 shift,"))
    }

    @Test func theDemoIsReadOnly() throws {
        let demo = folder + "/demo.json"
        try Data(
            #"{"version": 1, "datesRelativeTo": "2026-11-21", "workplaces": [{"name": "카페", "wage": 10320, "payday": {"day": 10}, "shifts": []}]}"#
                .utf8
        )
        .write(to: URL(fileURLWithPath: demo))
        let before = FileManager.default.contents(atPath: demo)
        for arguments in [
            ["clock", "in"], ["shift", "add", "카페", "2026-11-02", "09:00", "10:00"], ["workplace", "remove", "카페"],
            ["undo"],
        ] {
            let command = try PaydayCommand.parseAsRoot(arguments + ["--data", demo]) as! any StoreCommand
            let result = command.result(
                environment: [StoreSession.testNowVariable: "2026-11-21T09:00"], clock: Date(), timeZone: .current)
            #expect(result.exitStatus == 1)
            #expect(result.standardError.contains("is a demo"), "\(arguments): \(result.standardError)")
        }
        #expect(FileManager.default.contents(atPath: demo) == before)
        #expect(!FileManager.default.fileExists(atPath: folder + "/backups"))
    }

    @Test func theDataLocationRules() throws {
        #expect(
            DataLocation.defaultPath(environment: ["PAYDAY_DATA": "/a/b.json", "XDG_DATA_HOME": "/x", "HOME": "/h"])
                == "/a/b.json")
        #expect(
            DataLocation.defaultPath(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/payday/workplaces.json")
        #expect(
            DataLocation.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"])
                == "/h/.local/share/payday/workplaces.json")
        #expect(DataLocation.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/share/payday/workplaces.json")
        let options = try DataLocationOptions.parse(["--demo"])
        let demo = try options.resolve(environment: [:])
        #expect(demo.isShippedDemo)
        #expect(try DataFile.load(path: demo.path).isDemo)
        #expect(throws: (any Error).self) { try CommonOptions.parse(["--demo", "--data", "x.json"]) }
        // Every command takes --data.
        for path in [
            ["clock", "in"], ["clock", "out"], ["clock", "status"], ["shift", "add"], ["shift", "edit"],
            ["shift", "remove"],
            ["shift", "list"], ["workplace", "add"], ["workplace", "edit"], ["workplace", "remove"],
            ["workplace", "list"],
            ["undo"], ["summary"], ["render"], ["run"],
        ] {
            let command = try #require(
                PaydayCommand.configuration.subcommands.lazy.compactMap { Self.find(path, in: $0) }.first, "\(path)")
            #expect(PaydayCommand.helpMessage(for: command).contains("--data <FILE>"), "\(path)")
        }
    }

    private static func find(_ path: [String], in command: ParsableCommand.Type) -> ParsableCommand.Type? {
        guard command.configuration.commandName == path.first else { return nil }
        if path.count == 1 { return command }
        return command.configuration.subcommands.lazy.compactMap { find(Array(path.dropFirst()), in: $0) }.first
    }

    /// `payday` with no file yet shows the empty screen, and saves nothing.
    @Test func noFileYetIsAnEmptyApp() throws {
        let options = try DataOptions.parse(["--today", "2026-11-21"])
        let session = try PaydaySession.load(
            options: options, language: .english, animations: .none,
            environment: ["PAYDAY_DATA": file], timeZone: TimeZone(identifier: "Asia/Seoul")!)
        #expect(session.cards.isEmpty)
        #expect(session.dataFile == file)
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}

/// The demo is marked in the title line. The demo's workplaces have schedules, so the title's
/// total is what November's periods are expected to pay: the sum of the six `expected.net` of
/// `payday summary --demo --today 2026-11-21 --period 2026-11 --json` (1,571,770 + 804,440 +
/// 1,807,440 + 480,000 + 867,680 + 245,270 = 5,776,600). Coupang is an insured employee on the
/// withholding table: expected gross 2,026,500; the table's 2,020-2,030 row takes 20,170 for one
/// dependant, local 2,017 -> 2,010; pension 4.75% of 2,026,000 (the base cut to 1,000 won) =
/// 96,235 -> 96,230; health 3.595% = 72,852 -> 72,850; long-term care 72,850 x 0.1314 = 9,572
/// -> 9,570; employment 0.9% = 18,238 -> 18,230; deductions 219,060, net 1,807,440 (it was
/// 2,026,500 less 3.3%, 66,860: 1,959,640).
@Suite struct DemoMarkTests {
    @Test func theTitleLineSaysDemo() throws {
        let command = try RenderCommand.parse(["--demo", "--width", "80", "--height", "10", "--today", "2026-11-21"])
        let result = command.result(
            environment: [:], clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
        // Next pay: what `payday summary --demo` expects by each payday (or nets, for Coupang's
        // October, due November 30, with no plans left): 1,571,770 + 804,440 + 2,053,120 +
        // 480,000 + 867,680 + 245,270. Coupang's October on the table: gross 2,310,000; the
        // 2,310-2,320 row takes 29,480, local 2,940; pension 4.75% = 109,725 -> 109,720; health
        // 3.595% = 83,044 -> 83,040; care 83,040 x 0.1314 = 10,911 -> 10,910; employment 0.9% =
        // 20,790; deductions 256,880, net 2,053,120 (under 3.3% it was 2,233,770).
        #expect(
            result.standardOutput.hasPrefix(
                " Payday · demo (read-only) · next pay · 6 workplaces · expected ₩6,022,280 · t…\n"))
        let own = try RenderCommand.parse([
            "--data", AppTestSupport.workplacesFile, "--width", "80", "--height", "10", "--today", "2026-11-21",
        ])
        #expect(!own.result(environment: [:], clock: Date(), timeZone: .current).standardOutput.contains("demo"))
    }
}

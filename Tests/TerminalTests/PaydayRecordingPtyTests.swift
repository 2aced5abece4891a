import Foundation
import Testing

/// The worker's day in the real `payday` binary on a pseudo-terminal, with a data home of its
/// own: a workplace and a shift added through the forms (Hangul sent as the UTF-8 bytes a
/// terminal's input method sends), quit, started again and still there; `payday clock in` from
/// another process appears on the running app through its file watcher; with a clocked-in card
/// on screen the app uses no CPU between minutes (utime + stime in /proc/PID/stat).
@Suite("payday records work on a pty", .serialized, .enabled(if: PtySession.isAvailable))
struct PaydayRecordingPtyTests {
    /// The data home and the app's clock for one test.
    struct Home {
        let folder: String
        var dataFile: String { folder + "/payday/workplaces.json" }
        /// `env` words that run `payday` in this home at Monday 2026-11-23 09:00 (and not on a
        /// file `PAYDAY_DATA` might name).
        var environment: [String] {
            ["-u", "PAYDAY_DATA", "XDG_DATA_HOME=\(folder)", "PAYDAY_TEST_NOW=2026-11-23T09:00"]
        }

        init() throws {
            folder =
                FileManager.default.temporaryDirectory.appendingPathComponent("payday-home-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }

        func start() throws -> PtySession {
            try PtySession(
                width: 80, height: 24, program: "/usr/bin/env",
                arguments: environment + [PtySession.payday.path, "--lang", "en"])
        }
    }

    /// Waits (bounded) until the screen at rest satisfies `condition` (`PtySession.waitFor`).
    private func waitFor(_ session: PtySession, _ condition: ([String]) -> Bool) throws -> (
        met: Bool, screen: [String]
    ) {
        try session.waitFor(condition)
    }

    private func contains(_ text: String) -> ([String]) -> Bool { { $0.contains { $0.contains(text) } } }

    /// The running `payday` of this home: the process whose environment names its data home.
    private func paydayProcess(of home: Home) -> Int32? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry),
                let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe"),
                executable.hasSuffix("/payday")
            else { continue }
            if environment.split(separator: 0).contains(where: {
                String(decoding: $0, as: UTF8.self) == "XDG_DATA_HOME=\(home.folder)"
            }) {
                return pid
            }
        }
        return nil
    }

    /// User plus system CPU time of a process, in clock ticks.
    private func cpuTicks(_ pid: Int32) -> Int? {
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: stat, as: UTF8.self)
        // The fields after the command name (which may hold spaces) start after its ")".
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    @Test func aWorkplaceAndAShiftThroughTheFormsSurviveARestartAndAClockInFromAnotherShellShows() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(atPath: home.folder) }

        var session = try home.start()
        #expect(try waitFor(session, contains("Press n to add your first workplace")).met)
        // n: the workplace form. Name typed in Hangul (UTF-8 bytes), wage, (no wage date), payday
        // day; Enter through employees, contract hours, the period's first day, the job's first
        // and last day, the probation's last day and the contract's years (left empty: no
        // probation) saves.
        try session.send("n")
        #expect(try waitFor(session, contains("New workplace")).met)
        try session.send("카페 블루")
        try session.send("\r10320\r\r10\r\r\r\r\r\r\r\r")
        let added = try waitFor(session, contains("┃ 카페 블루"))
        #expect(added.met, "\(added.screen.joined(separator: "\n"))")

        // a: the shift sheet. Yesterday 09:00-18:00 with an hour's break and a memo in Hangul.
        try session.send("a")
        #expect(try waitFor(session, contains("New shift")).met)
        try session.send("\u{15}2026-11-22\r\r\r\u{15}60\r마감 청소\r")
        let shift = try waitFor(session, contains("₩82,560"))
        #expect(shift.met, "\(shift.screen.joined(separator: "\n"))")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        session.close()

        let written = String(decoding: FileManager.default.contents(atPath: home.dataFile) ?? Data(), as: UTF8.self)
        #expect(written.contains("\"name\": \"카페 블루\""), "\(written)")
        #expect(
            written.contains(
                "{ \"date\": \"2026-11-22\", \"start\": \"09:00\", \"end\": \"18:00\", \"break\": 60, \"memo\": \"마감 청소\" }"
            ), "\(written)")

        // Started again: both are there.
        session = try home.start()
        defer { session.close() }
        let again = try waitFor(session) { screen in screen.contains { $0.contains("카페 블루") && $0.contains("₩82,560") }
        }
        #expect(again.met, "\(again.screen.joined(separator: "\n"))")

        // s pushes the shift list (the navigation bar names the workplace); Esc slides back.
        try session.send("s")
        let list = try waitFor(session) { screen in
            screen.first?.contains("‹ back") == true
                && screen.contains {
                    $0.contains("Sun Nov 22  09:00–18:00  break 60  8h  마감 청소") && $0.contains("₩82,560")
                }
        }
        #expect(list.met, "\(list.screen.joined(separator: "\n"))")
        try session.send("\u{1b}")
        let back = try waitFor(session) { screen in
            screen.first?.contains("Payday ·") == true && screen.contains { $0.contains("┃ 카페 블루") }
        }
        #expect(back.met, "\(back.screen.joined(separator: "\n"))")

        // Another shell clocks in: the running app shows it (inotify), with no key pressed.
        let clockIn = try PtySession.run(
            "/usr/bin/env", home.environment + [PtySession.payday.path, "clock", "in", "카페"])
        #expect(clockIn.status == 0, "\(clockIn.standardError)")
        let live = try waitFor(session, contains("working since 09:00"))
        #expect(live.met, "\(live.screen.joined(separator: "\n"))")

        // Idle with the live line on screen: the app waits for input and for its next minute (a
        // timeout of seconds, not a frame's 1/60 s), and uses no CPU while it waits. The window
        // measured lies inside that wait, so the minute's own frame cannot fall in it.
        let pid = try #require(paydayProcess(of: home), "the running payday")
        _ = try session.settle()
        let wait = try session.waitState()
        if wait.known {
            let milliseconds = try #require(wait.timeoutMilliseconds, "a live line wakes at the next minute")
            #expect((2_500...60_000).contains(milliseconds), "the wait for the next minute: \(milliseconds) ms")
        }
        let window = min(3, Double(wait.timeoutMilliseconds ?? 3_000) / 1000 - 1)
        let before = try #require(cpuTicks(pid))
        Thread.sleep(forTimeInterval: window)
        let after = try #require(cpuTicks(pid))
        #expect(after - before == 0, "CPU ticks in \(window) s idle with a clocked-in card: \(after - before)")

        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }

    /// The entitlements and what was received, as a worker's keys reach the real binary: on the
    /// fixture of `EntitlementsScreenTests` (figures worked by hand there), `w` shows 편의점's
    /// severance with its formula, `q` goes back; on November's page (← as the terminal sends
    /// it) 카페's payslip (`j j p`), `r`, the amount typed and Enter twice records it, and the
    /// screen shows the difference; after quitting, the file holds the receipt.
    @Test func severanceOnTheWorkplaceScreenAndAReceiptOnThePayslip() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(atPath: home.folder) }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("PaydayAppTests/Fixtures/entitlements.json")
        try FileManager.default.createDirectory(
            atPath: home.folder + "/payday", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture.path, toPath: home.dataFile)
        let session = try PtySession(
            width: 80, height: 24, program: "/usr/bin/env",
            arguments: home.environment + ["PAYDAY_TEST_NOW=2026-12-15T09:00", PtySession.payday.path, "--lang", "en"])
        defer { session.close() }
        #expect(try waitFor(session, contains("┃ 편의점")).met)
        try session.send("w")
        let severance = try waitFor(session, contains("Amount: ₩40,000 × 30 × 365 / 365 = ₩1,200,000"))
        #expect(severance.met, "\(severance.screen.joined(separator: "\n"))")
        try session.send("q")
        #expect(try waitFor(session, contains("┃ 편의점")).met)
        try session.send("\u{1b}[D")
        #expect(try waitFor(session, contains("Nov 2026 pay")).met)
        try session.send("jjp")
        #expect(try waitFor(session, contains("Received: not recorded")).met)
        try session.send("r")
        #expect(try waitFor(session, contains("The net owed is ₩960,000")).met)
        try session.send("800000\r\r")
        let difference = try waitFor(session, contains("difference -₩160,000"))
        #expect(difference.met, "\(difference.screen.joined(separator: "\n"))")
        #expect(difference.screen.contains { $0.contains("without the weekly holiday allowance (₩160,000)") })
        try session.send("qq")
        #expect(try session.exitStatus() == 0)
        let written = String(decoding: FileManager.default.contents(atPath: home.dataFile) ?? Data(), as: UTF8.self)
        #expect(written.contains(#"{ "period": "2026-11", "amount": 800000, "date": "2026-12-15" }"#), "\(written)")
    }

    /// The keys this file's screens gained, as bytes through the real binary: clocked in at
    /// 09:00, `s` then `e` opens the open shift's form, `0830` typed over the start and Enter
    /// twice (start, then the memo, the last field) saves it; the list's line shows the new start
    /// and `u` takes it back. Then `w` and `S` open the workplace's schedule over its screen, and
    /// Esc comes back to the workplace screen.
    @Test func theOpenShiftsStartAndTheWorkplacesSchedule() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(atPath: home.folder) }
        let added = try PtySession.run(
            "/usr/bin/env",
            home.environment + [
                PtySession.payday.path, "workplace", "add", "카페", "--wage", "10320", "--payday-day", "10",
            ])
        #expect(added.status == 0, "\(added.standardError)")
        let session = try home.start()
        defer { session.close() }
        #expect(try waitFor(session, contains("┃ 카페")).met)
        try session.send("i")
        #expect(try waitFor(session, contains("working since 09:00")).met)
        try session.send("s")
        #expect(try waitFor(session, contains("(e: start, o: clock out)")).met)
        try session.send("e")
        let form = try waitFor(session, contains("Edit open shift · 카페"))
        #expect(form.met, "\(form.screen.joined(separator: "\n"))")
        try session.send("0830\r\r")
        let moved = try waitFor(session, contains("08:30–  working"))
        #expect(moved.met, "\(moved.screen.joined(separator: "\n"))")
        let saved = String(decoding: FileManager.default.contents(atPath: home.dataFile) ?? Data(), as: UTF8.self)
        #expect(saved.contains(#"{ "date": "2026-11-23", "start": "08:30" }"#), "\(saved)")
        try session.send("u")
        #expect(try waitFor(session, contains("09:00–  working")).met)
        try session.send("\u{1b}")
        #expect(try waitFor(session, contains("┃ 카페")).met)
        try session.send("w")
        #expect(try waitFor(session, contains("S schedule")).met)
        try session.send("S")
        let schedule = try waitFor(session, contains("카페 · schedule"))
        #expect(schedule.met, "\(schedule.screen.joined(separator: "\n"))")
        try session.send("\u{1b}")
        #expect(try waitFor(session, contains("S schedule")).met, "back on the workplace screen")
        // Esc and q apart: sent together they read as Alt-q.
        try session.send("\u{1b}")
        #expect(try waitFor(session, contains("┃ 카페")).met)
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        let undone = String(decoding: FileManager.default.contents(atPath: home.dataFile) ?? Data(), as: UTF8.self)
        #expect(undone.contains(#"{ "date": "2026-11-23", "start": "09:00" }"#), "\(undone)")
    }

    /// The worker's screen (`W`) sets the dependants the withholding table counts: the card's
    /// income tax follows, and the file holds the worker. The workplace is an insured employee's
    /// on the table (set up by the command line): one shift of 7 hours at 300,000 won an hour is
    /// 2,100,000 won gross (under 5 employees, no allowance under 15 hours a week). The 2026-03-01
    /// table's row 2,100,000-2,110,000 takes 22,740 with 1 dependant and 8,580 with 3; local income
    /// tax is a tenth, cut to 10 won: 22,740 + 2,270 = 25,010, and 8,580 + 850 = 9,430.
    @Test func theWorkerScreenSetsTheDependantsAndTheCardsTaxFollows() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(atPath: home.folder) }
        for arguments in [
            [
                "workplace", "add", "카페", "--wage", "300000", "--payday-day", "10", "--income-tax", "table",
                "--insurance", "four",
            ],
            ["shift", "add", "카페", "2026-11-16", "09:00", "17:00", "--break", "60"],
        ] {
            let result = try PtySession.run("/usr/bin/env", home.environment + [PtySession.payday.path] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
        }
        let session = try home.start()
        defer { session.close() }
        #expect(try waitFor(session, contains("┃ 카페")).met)
        try session.send("\r")
        let table = try waitFor(session) { screen in
            screen.contains { $0.contains("Income tax") && $0.contains("table") && $0.contains("₩25,010") }
        }
        #expect(table.met, "\(table.screen.joined(separator: "\n"))")

        // W: the worker's details, the name focused (every form opens on its first field);
        // Enter three times reaches the children. More children than the dependants allow is
        // refused in the form, and nothing is saved.
        try session.send("W")
        #expect(try waitFor(session, contains("Dependants")).met)
        try session.send("\r\r\r\u{15}1")
        let refused = try waitFor(session, contains("max 0: dependants−1"))
        #expect(refused.met, "\(refused.screen.joined(separator: "\n"))")
        try session.send("\u{13}")
        #expect(
            !(String(decoding: FileManager.default.contents(atPath: home.dataFile) ?? Data(), as: UTF8.self)
                .contains("\"worker\"")))
        // Children back to 0, then 3 dependants (Shift-Tab back to the field), ^S saves.
        try session.send("\u{15}0\u{1b}[Z\u{15}3\u{13}")
        let three = try waitFor(session) { screen in
            screen.contains { $0.contains("Income tax") && $0.contains("table") && $0.contains("₩9,430") }
        }
        #expect(three.met, "\(three.screen.joined(separator: "\n"))")
        try session.send("q")
        #expect(try session.exitStatus() == 0)
        let written = String(decoding: FileManager.default.contents(atPath: home.dataFile) ?? Data(), as: UTF8.self)
        #expect(written.contains(#""worker": { "dependants": 3 }"#), "\(written)")
    }
}

import Foundation
import Testing

/// The real `payday` on a pseudo-terminal under `--today`: what the app records lands on that
/// day, not on the wall clock's (the headless `OneClockTests.appUnderTodayClocksInOnThatDay`
/// covers the clock-in alone; this one goes through the terminal's bytes, the clock-out sheet
/// and the file, and asks `payday clock status` about the same file).
@Suite("payday under --today on a pty", .serialized, .enabled(if: PtySession.isAvailable))
struct PaydayTodayPtyTests {
    /// Cafe of `OneClockTests`: 10,320 won an hour, paid on the 10th, Mondays 18:00-23:00
    /// planned from Nov 2, no shifts yet.
    static let cafe = """
        {"version": 1, "workplaces": [{"name": "Cafe", "wage": 10320, "payday": {"day": 10},
          "schedule": [{"days": ["mon"], "start": "18:00", "end": "23:00", "from": "2026-11-02"}],
          "shifts": []}]}
        """

    /// The wall clock (the test hook) says Sunday 2026-11-29 18:00; `--today 2026-12-08` (a
    /// Tuesday) is the day the app works on.
    static let environment = ["-u", "PAYDAY_DATA", "PAYDAY_TEST_NOW=2026-11-29T18:00"]

    private func payday(_ file: String, _ arguments: [String]) throws -> (
        status: Int32, standardOutput: String, standardError: String
    ) {
        try PtySession.run(
            "/usr/bin/env",
            Self.environment + [PtySession.payday.path] + arguments + [
                "--data", file, "--today", "2026-12-08", "--lang", "en",
            ])
    }

    private func contents(_ file: String) -> String {
        String(decoding: FileManager.default.contents(atPath: file) ?? Data(), as: UTF8.self)
    }

    /// `i` on Cafe clocks in on Dec 8 at the hook's 18:00 (`clock status` with the same
    /// `--today` sees it open on that day, not overdue); the open shift's start moved to 14:00
    /// (`s`, `e`), `o` proposes the end now (Dec 8 18:00) and the legal break for 4 hours on the
    /// clock, 30 minutes; Enter in the break (the field it opens on, the last) saves. The file
    /// holds 2026-12-08 14:00-18:00 with a 30-minute break: 210 minutes paid, 210 × 10,320 / 60
    /// = 36,120 won gross, which the shift list shows on Tue Dec 8 and the card as December's
    /// pay so far. `clock status` then finds nothing open.
    @Test func aClockInAndOutInTheAppLandOnTheDayGiven() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-today-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("workplaces.json").path
        try Self.cafe.write(toFile: file, atomically: true, encoding: .utf8)

        let session = try PtySession(
            width: 80, height: 24, program: "/usr/bin/env",
            arguments: Self.environment + [
                PtySession.payday.path, "--data", file, "--today", "2026-12-08", "--lang", "en", "--animations",
                "none",
            ])
        defer { session.close() }
        #expect(try session.waitFor("┃ Cafe").met)
        try session.send("i")
        let working = try session.waitFor("working since 18:00")
        #expect(working.met, "\(working.screen.joined(separator: "\n"))")
        #expect(!working.screen.contains { $0.contains("24 hours") }, "\(working.screen.joined(separator: "\n"))")
        #expect(contents(file).contains(#"{ "date": "2026-12-08", "start": "18:00" }"#), "\(contents(file))")

        // Another process with the same `--today` reads the same open shift, 0 minutes in.
        let open = try payday(file, ["clock", "status", "--json"])
        #expect(open.status == 0, "\(open.standardError)")
        #expect(open.standardOutput.contains(#""date": "2026-12-08", "start": "18:00""#), "\(open.standardOutput)")
        #expect(open.standardOutput.contains(#""overdue": false"#), "\(open.standardOutput)")

        // The open shift's start to 14:00: its line in the list, `e`, the start typed, Enter
        // twice (start, then the memo, the last field) saves.
        try session.send("s")
        #expect(try session.waitFor("(e: start, o: clock out)").met)
        try session.send("e")
        #expect(try session.waitFor("Edit open shift · Cafe").met)
        try session.send("\u{15}1400\r\r")
        let moved = try session.waitFor("14:00–  working")
        #expect(moved.met, "\(moved.screen.joined(separator: "\n"))")

        // `o`: the clock-out sheet proposes Dec 8 18:00 and a 30-minute break; Enter saves.
        try session.send("o")
        let sheet = try session.waitFor { screen in
            screen.contains { $0.contains("Clock out · Cafe") } && screen.contains { $0.contains("2026-12-08") }
                && screen.contains { $0.contains("18:00") }
        }
        #expect(sheet.met, "\(sheet.screen.joined(separator: "\n"))")
        try session.send("\r")
        let listed = try session.waitFor { screen in
            screen.contains { $0.contains("Tue Dec 8  14:00–18:00  break 30  3h 30m") && $0.contains("₩36,120") }
        }
        #expect(listed.met, "\(listed.screen.joined(separator: "\n"))")
        // The card: December's pay so far, ₩36,120 (no deductions), paid on Jan 10, 2027, a
        // Sunday, so on Friday Jan 8: D-31 from Dec 8.
        try session.send("\u{1b}")
        let card = try session.waitFor { screen in
            screen.contains { $0.contains("┃ Cafe") && $0.contains("D-31  ₩36,120") }
        }
        #expect(card.met, "\(card.screen.joined(separator: "\n"))")
        try session.send("q")
        #expect(try session.exitStatus() == 0)

        let written = contents(file)
        #expect(
            written.contains(#"{ "date": "2026-12-08", "start": "14:00", "end": "18:00", "break": 30 }"#), "\(written)")
        #expect(!written.contains("2026-11-29"), "\(written)")
        let closed = try payday(file, ["clock", "status"])
        #expect(closed.status == 0, "\(closed.standardError)")
        #expect(closed.standardOutput.contains("Not clocked in"), "\(closed.standardOutput)")
    }
}

import Foundation
import Testing

/// The app's `u` and `r` in the real `payday` binary on a pseudo-terminal: `u` undoes the app's
/// own change at once, but a change another process made after it is named in a question
/// first. No leaves the file as it is; yes undoes exactly that change and nothing else.
@Suite("payday undo on a pty", .serialized, .enabled(if: PtySession.isAvailable))
struct PaydayUndoPtyTests {
    typealias Home = PaydayRecordingPtyTests.Home

    /// Waits (bounded) until the screen at rest shows `text`; the screen as one string.
    private func waitFor(_ session: PtySession, _ text: String) throws -> (met: Bool, screen: String) {
        let (met, screen) = try session.waitFor(text)
        return (met, screen.joined(separator: "\n"))
    }

    /// The data file's workplaces as (name, shifts written `date start-end`), read as JSON.
    private func onDisk(_ home: Home) throws -> [(name: String, shifts: [String])] {
        let data = try Data(contentsOf: URL(fileURLWithPath: home.dataFile))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let workplaces = try #require(root["workplaces"] as? [[String: Any]])
        return workplaces.map { place in
            let shifts = (place["shifts"] as? [[String: Any]] ?? []).map { shift in
                "\(shift["date"] ?? "") \(shift["start"] ?? "")-\(shift["end"] ?? "")"
            }
            return (place["name"] as? String ?? "", shifts)
        }
    }

    private func payday(_ home: Home, _ arguments: [String]) throws -> (status: Int32, standardError: String) {
        let result = try PtySession.run("/usr/bin/env", home.environment + [PtySession.payday.path] + arguments)
        return (result.status, result.standardError)
    }

    @Test func uAsksBeforeUndoingAnotherProcessesChangeAndUndoesExactlyThat() throws {
        let home = try Home()
        defer { try? FileManager.default.removeItem(atPath: home.folder) }
        let added = try payday(home, ["workplace", "add", "가게A", "--wage", "10320", "--payday-day", "10"])
        #expect(added.status == 0, "\(added.standardError)")

        let session = try home.start()
        defer { session.close() }
        #expect(try waitFor(session, "가게A").met)
        // The app's own change: a shift through the sheet. The offered date is selected, so the
        // date typed replaces it; Enter through the usual times, the break and the memo saves.
        try session.send("a")
        #expect(try waitFor(session, "New shift").met)
        try session.send("2026-11-22\r\r\r\r\r")
        let saved = try waitFor(session, "Added the shift 2026-11-22 09:00-18:00 at 가게A")
        #expect(saved.met, "\(saved.screen)")
        let shift = "2026-11-22 09:00-18:00"
        #expect(try onDisk(home).map(\.shifts) == [[shift]])

        // Another shell adds a workplace; the running app shows it.
        let other = try payday(home, ["workplace", "add", "가게B", "--wage", "10320", "--payday-day", "25"])
        #expect(other.status == 0, "\(other.standardError)")
        #expect(try waitFor(session, "가게B").met)

        // u: the latest change is not the app's. It is named, with where it came from, and
        // asked about; Keep it (focused, Enter) changes nothing.
        try session.send("u")
        let asked = try waitFor(session, "Undo a change made elsewhere?")
        #expect(asked.met, "\(asked.screen)")
        #expect(asked.screen.contains("Added the workplace 가게B"), "\(asked.screen)")
        #expect(asked.screen.contains("command line"), "\(asked.screen)")
        let before = FileManager.default.contents(atPath: home.dataFile)
        try session.send("\r")
        #expect(try waitFor(session, "Nothing was undone").met)
        #expect(FileManager.default.contents(atPath: home.dataFile) == before)

        // u again, and yes (Tab to Undo it, Enter): exactly that change goes, the shift stays.
        try session.send("u")
        #expect(try waitFor(session, "Undo a change made elsewhere?").met)
        try session.send("\t\r")
        let undone = try waitFor(session, "Undid: Added the workplace 가게B")
        #expect(undone.met, "\(undone.screen)")
        #expect(try onDisk(home).map(\.name) == ["가게A"])
        #expect(try onDisk(home).map(\.shifts) == [[shift]])

        // Now the latest change is the app's own: u undoes it without asking.
        try session.send("u")
        let own = try waitFor(session, "Undid: Added a shift at 가게A: 2026-11-22 09:00-18:00")
        #expect(own.met, "\(own.screen)")
        #expect(!own.screen.contains("Undo a change made elsewhere?"))
        #expect(try onDisk(home).map(\.shifts) == [[]])

        // r redoes it, in the history's words.
        try session.send("r")
        let redone = try waitFor(session, "Redid: Added a shift at 가게A: 2026-11-22 09:00-18:00")
        #expect(redone.met, "\(redone.screen)")
        #expect(try onDisk(home).map(\.shifts) == [[shift]])

        try session.send("q")
        #expect(try session.exitStatus() == 0)
    }
}

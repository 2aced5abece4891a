import Foundation
import Testing

/// The local clock (`LocalClock`: the C library's `localtime_r`, since FoundationEssentials reads
/// no zone): `payday history` shows each change's time on the local wall clock of that moment,
/// in a child process run with `TZ` set (this process's own zone is never changed). Three
/// moments: 2026-03-08 06:30 and 07:30 UTC, either side of New York's change to summer time
/// (07:00 UTC), and 2026-11-24 15:30 UTC, already the 25th in Seoul.
@Suite struct LocalClockTests {
    static let moments = [1_772_951_400, 1_772_955_000, 1_795_534_200]

    /// The history lines of a file whose entries 2, 3 and 4 were made at `moments`, as
    /// `payday history` prints them under `TZ=zone`.
    func historyLines(zone: String) throws -> [String] {
        let folder = try StoreProcessTests.folder()
        let path = folder + "/w.json"
        try #"{"version": 1, "workplaces": [{"name": "Cafe", "wage": 10320, "payday": {"day": 10}, "shifts": []}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let first = try StoreProcessTests.run(["shift", "add", "Cafe", "2026-11-04", "09:00", "10:00", "--data", path])
        #expect(first.status == 0, "\(first.error)")
        let entries = Self.moments.enumerated().map { index, time in
            #"{"after":"0","event":{"addedWorkplace":{"name":"x"}},"shifts":0,"source":"disk","workplaces":1,"#
                + #""number":\#(index + 2),"time":\#(time)}"# + "\n"
        }
        let history = try #require(FileHandle(forWritingAtPath: folder + "/backups/w.json.history"))
        try history.seekToEnd()
        try history.write(contentsOf: Data(entries.joined().utf8))
        try history.close()
        let result = try StoreProcessTests.run(
            ["history", "--data", path, "--lang", "en"], environment: ["TZ": zone])
        #expect(result.status == 0, "\(result.error)")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test(arguments: [
        ("Asia/Seoul", ["2026-03-08 15:30", "2026-03-08 16:30", "2026-11-25 00:30"]),
        ("UTC", ["2026-03-08 06:30", "2026-03-08 07:30", "2026-11-24 15:30"]),
        // Before the change, Eastern Standard Time (UTC-5); after it, summer time (UTC-4).
        ("America/New_York", ["2026-03-08 01:30", "2026-03-08 03:30", "2026-11-24 10:30"]),
    ])
    func eachMomentIsShownOnTheLocalClockOfThatMoment(zone: String, times: [String]) throws {
        guard StoreProcessTests.payday != nil else {
            Issue.record("needs the payday binary beside the tests (swift build builds it)")
            return
        }
        let lines = try historyLines(zone: zone)
        for (index, time) in times.enumerated() {
            #expect(lines.contains { $0.hasPrefix("\(index + 2) · \(time) · ") }, "\(zone): \(lines)")
        }
    }
}

import Foundation
import Testing

@testable import Payroll

#if canImport(Glibc)
import Glibc
#endif

/// A history file made by hand, or damaged: the store removes, reads and renames only files it
/// can prove it wrote, and reads no number it has not range-checked.
@Suite struct HostileHistoryTests {
    private func contents(_ path: String) -> [UInt8] { Array(FileManager.default.contents(atPath: path) ?? Data()) }

    /// `root/data/w.json` holding one workplace (saved by the store, so `backups/` and the
    /// history exist), and `root/victim.txt`.
    private func setUp() throws -> (root: String, path: String, store: DataStore, backups: String) {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/data", withIntermediateDirectories: true)
        let store = DataStore(path: root + "/data/w.json")
        try store.apply(.addWorkplace(cafe))
        #expect(FileManager.default.createFile(atPath: root + "/victim.txt", contents: Data("victim".utf8)))
        return (root, root + "/data/w.json", store, root + "/data/backups")
    }

    /// A line that reads as a save that never replaced the file: its `before` is the file as it
    /// is, its `after` another version; the store drops such an entry (and its version) before
    /// it reads or writes the history.
    private func unsavedEntry(path: String, number: Int, version: String) throws -> String {
        let fingerprint = DataStore.hex(DataStore.fingerprint(contents(path)))
        let entry = HistoryEntry(
            number: number, time: 1_795_000_000, source: .commandLine, event: .addedWorkplace(name: "x"),
            before: fingerprint, after: "00000000deadbeef", version: version, workplaces: 1, shifts: 0)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entry), as: UTF8.self) + "\n"
    }

    static func wage(_ won: Int) -> WorkplaceEdit {
        var edit = WorkplaceEdit()
        edit.wage = won
        return edit
    }

    private func append(_ line: String, to path: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(line.utf8))
        try handle.close()
    }

    /// The finding: `"version": "../../victim.txt"` in an unfinished-looking last entry made a
    /// read-only `history` (and every later save) unlink the file it named. Also a name of the
    /// right shape that is a link to the victim, and an absolute path.
    @Test(arguments: ["../../victim.txt", "VICTIM_ABSOLUTE", "w.json.2026-11-26T07.31.05.123Z"])
    func aVersionNameFromTheHistoryNeverRemovesAForeignFile(version: String) throws {
        let (root, path, store, backups) = try setUp()
        let victim = root + "/victim.txt"
        let name = version == "VICTIM_ABSOLUTE" ? victim : version
        if name.hasPrefix("w.json.") {
            // Named as payday names a version, but a link to the victim.
            try FileManager.default.createSymbolicLink(atPath: backups + "/" + name, withDestinationPath: victim)
        }
        try append(try unsavedEntry(path: path, number: 2, version: name), to: backups + "/w.json.history")

        let history = try store.history()
        #expect(history.entries.map(\.number) == [1])
        #expect(contents(victim) == Array("victim".utf8))
        // A save reconciles the history too, and rewrites it.
        try store.apply(.editWorkplace(name: cafe.name, Self.wage(11_000)))
        #expect(contents(victim) == Array("victim".utf8))
        if name.hasPrefix("w.json.") {
            var info = stat()
            #expect(lstat(backups + "/" + name, &info) == 0, "the link was removed")
        }
        #expect(try store.history().entries.map(\.number) == [1, 2])
    }

    /// A version payday did write is still removed when its entry is dropped, so the rule takes
    /// nothing away: the unfinished save's own file goes, the others stay.
    @Test func theUnfinishedSavesOwnVersionIsStillRemoved() throws {
        let (_, path, store, backups) = try setUp()
        let own = "w.json.2026-11-26T07.31.05.123Z"
        #expect(FileManager.default.createFile(atPath: backups + "/" + own, contents: Data("{}".utf8)))
        try append(try unsavedEntry(path: path, number: 2, version: own), to: backups + "/w.json.history")
        _ = try store.history()
        #expect(!FileManager.default.fileExists(atPath: backups + "/" + own))
    }

    /// Reading a version for undo or restore: a name from the history that leaves `backups/`
    /// is never opened, even when the file it names has the right fingerprint.
    @Test func restoreNeverReadsAFileOutsideTheBackups() throws {
        let (root, path, store, backups) = try setUp()
        try store.apply(.editWorkplace(name: cafe.name, Self.wage(11_000)))
        // Entry 1's version, copied outside, and the history pointed at the copy.
        let history = History.read(backups + "/w.json.history")
        let first = try #require(history.entries.first)
        let kept = try #require(first.version)
        try FileManager.default.copyItem(atPath: backups + "/" + kept, toPath: root + "/copy.json")
        try FileManager.default.removeItem(atPath: backups + "/" + kept)
        var text = String(decoding: contents(backups + "/w.json.history"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"version\":\"\(kept)\"", with: "\"version\":\"../../copy.json\"")
        try text.write(toFile: backups + "/w.json.history", atomically: true, encoding: .utf8)
        #expect {
            try store.restore(1)
        } throws: { error in
            if case .versionNotKept = (error as? StoreError)?.detail { return true }
            return false
        }
        #expect(try DataFile.load(path: path).workplaces[0].wages.hourly(on: date("2026-11-01")) == 11_000)
    }

    /// Numbers no save writes (the largest integer, a time 10^20 seconds on, negative counts):
    /// such a line is skipped as one that does not read, and later changes and undos work.
    /// Before, entry 9223372036854775807 made every later change trap (`number + 1`).
    @Test(arguments: [
        #"{"number": 9223372036854775807}"#, #"{"time": 1e20}"#, #"{"time": -5}"#, #"{"shifts": -1}"#,
        #"{"workplaces": 9223372036854775807}"#,
        #"{"event": {"undid": {"entry": 9223372036854775807, "undone": {"encoded": ""}}}}"#,
        #"{"event": {"restored": {"entry": -9223372036854775808}}}"#,
        #"{"event": {"recordedReceipt": {"workplace": "x", "period": "2026-11", "amount": -9223372036854775808}}}"#,
    ])
    func anEntryWithANumberOutOfItsRangeIsSkipped(patch: String) throws {
        let (_, path, store, backups) = try setUp()
        let fingerprint = DataStore.hex(DataStore.fingerprint(contents(path)))
        var object: [String: Any] = [
            "number": 2, "time": 1_795_000_000, "source": "disk", "event": ["addedWorkplace": ["name": "x"]],
            "after": fingerprint, "workplaces": 1, "shifts": 0,
        ]
        let changes = try #require(try JSONSerialization.jsonObject(with: Data(patch.utf8)) as? [String: Any])
        object.merge(changes) { $1 }
        let line = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        try append(String(decoding: line, as: UTF8.self) + "\n", to: backups + "/w.json.history")

        #expect(History.read(backups + "/w.json.history").entries.map(\.number) == [1])
        try store.apply(.editWorkplace(name: cafe.name, Self.wage(11_000)))
        try store.undo()
        try store.redo()
        #expect(try store.history().entries.allSatisfy(\.isWithinLimits))
        #expect(try DataFile.load(path: path).workplaces[0].wages.hourly(on: date("2026-11-01")) == 11_000)
    }

    /// A history longer than any the store writes (20,000 entries, 3 MB: hand-made, or grown
    /// by something else): the newest `History.readWindow` bytes of it are read, whole lines
    /// only, and undos of entries not in the file cost nothing (bench/history.sh times 200,000).
    @Test func aHistoryPastTheWindowIsReadFromItsEnd() throws {
        let (_, path, store, backups) = try setUp()
        let fingerprint = DataStore.hex(DataStore.fingerprint(contents(path)))
        var text = ""
        for number in 2...20_001 {
            let event =
                number % 2 == 0
                ? #"{"addedWorkplace":{"name":"w\#(number)"}}"#
                : #"{"undid":{"entry":\#(number + 50_000),"undone":{"encoded":""}}}"#
            text +=
                #"{"after":"\#(number == 20_001 ? fingerprint : "00000000deadbeef")","event":\#(event),"number":\#(number),"shifts":0,"source":"commandLine","time":1795000000,"workplaces":1}"#
                + "\n"
        }
        try append(text, to: backups + "/w.json.history")
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: backups + "/w.json.history")[.size] as? Int)
        #expect(size > History.readWindow)
        let history = try store.history()
        #expect(history.entries.last?.number == 20_001)
        #expect(history.entries.first?.number ?? 0 > 2)
        // Whole lines: the numbers run on without a gap from the first entry read.
        let numbers = history.entries.map(\.number)
        #expect(numbers == Array((numbers.first ?? 0)...20_001))
        #expect(history.stacks.redoable.isEmpty)
    }

    /// The stacks by index agree with the list-searching walk they replace, on random histories
    /// of changes, undos and redos (some of numbers not in the history at all).
    @Test func theUndoIndexAgreesWithAWalkThatSearches() {
        var random = UInt64(0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        for _ in 0..<200 {
            var entries: [HistoryEntry] = []
            for number in 1...(1 + next(60)) {
                let target = 1 + next(number + 5)
                let event: HistoryEvent =
                    switch next(4) {
                    case 0: .undid(entry: target, undone: HistoryEvent.addedWorkplace(name: "x").summary)
                    case 1: .redid(entry: target, redone: HistoryEvent.addedWorkplace(name: "x").summary)
                    default: .addedWorkplace(name: "\(number)")
                    }
                entries.append(
                    HistoryEntry(
                        number: number, time: 0, source: .app, event: event, before: nil, after: "", version: nil,
                        workplaces: 0, shifts: 0))
            }
            let history = History(entries: entries)
            let expected = Self.searchingStacks(entries)
            #expect(history.stacks.undoable.map(\.number) == expected.undoable.map(\.number))
            #expect(history.stacks.redoable.map(\.number) == expected.redoable.map(\.number))
        }
    }

    /// The walk as it was: each undo and redo searches its list from the end.
    static func searchingStacks(_ entries: [HistoryEntry]) -> (undoable: [HistoryEntry], redoable: [HistoryEntry]) {
        var undoable: [HistoryEntry] = [], redoable: [HistoryEntry] = []
        let byNumber = Dictionary(entries.map { ($0.number, $0) }, uniquingKeysWith: { $1 })
        for entry in entries {
            switch entry.event {
            case .undid(let number, _):
                if let index = undoable.lastIndex(where: { $0.number == number }) {
                    undoable.remove(at: index)
                    if let undone = byNumber[number] { redoable.append(undone) }
                }
            case .redid(let number, _):
                if let index = redoable.lastIndex(where: { $0.number == number }) {
                    redoable.remove(at: index)
                    if let redone = byNumber[number] { undoable.append(redone) }
                }
            default:
                undoable.append(entry)
                redoable.removeAll()
            }
        }
        return (undoable, redoable)
    }
}

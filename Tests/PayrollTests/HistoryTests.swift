import Foundation
import Testing

@testable import Payroll

#if canImport(Glibc)
import Glibc
#endif

/// Every entry of a history is true: its version (when kept) has the fingerprint it names, each
/// entry's `before` is the previous entry's `after`, and the last one's `after` is the file.
func expectHistoryIsTrue(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = DataStore.folder(of: path), name = DataStore.name(of: path)
    let backups = Backups(folder: folder, name: name)
    let history = History.read(backups.historyPath)
    var previous: String?
    for entry in history.entries {
        #expect(entry.before == previous, "entry \(entry.number) before", sourceLocation: sourceLocation)
        if let version = entry.version,
            let data = FileManager.default.contents(atPath: backups.directory + "/" + version)
        {
            #expect(
                DataStore.hex(DataStore.fingerprint(Array(data))) == entry.after, "entry \(entry.number) version",
                sourceLocation: sourceLocation)
        }
        previous = entry.after
    }
    if let data = FileManager.default.contents(atPath: path) {
        #expect(
            previous == DataStore.hex(DataStore.fingerprint(Array(data))), "the file", sourceLocation: sourceLocation)
    }
    #expect(Set(history.entries.map(\.number)).count == history.entries.count, sourceLocation: sourceLocation)
}

struct HistoryTests {
    private func contents(_ path: String) -> [UInt8] { Array(FileManager.default.contents(atPath: path) ?? Data()) }

    @Test func everyChangeIsAnEntryAndUndoRedoWalkIt() throws {
        let folder = try temporaryFolder()
        let path = folder + "/w.json"
        let store = DataStore(path: path, source: .app)
        try store.apply(.addWorkplace(cafe))
        let afterWorkplace = contents(path)
        let monday = shift("2026-11-16", "09:00", "13:00")
        try store.apply(.addShift(workplace: cafe.name, monday))
        let afterShift = contents(path)
        var history = try store.history()
        #expect(history.entries.map(\.number) == [1, 2])
        #expect(history.entries.map(\.source) == [.app, .app])
        #expect(history.entries[1].event == .addedShift(workplace: cafe.name, ShiftRecord(monday)))
        #expect(history.entries[0].before == nil)

        // undo says which, and the file is as before it.
        let undone = try store.undo()
        #expect(
            undone.event
                == .undid(entry: 2, undone: HistoryEventSummary(.addedShift(workplace: cafe.name, ShiftRecord(monday))))
        )
        #expect(contents(path) == afterWorkplace)
        #expect(try store.nextRedo()?.number == 2)
        let redone = try store.redo()
        guard case .redid(2, _) = redone.event else { Issue.record("\(redone.event)"); return }
        #expect(contents(path) == afterShift)
        #expect(try store.nextRedo() == nil)
        #expect(throws: StoreError.self) { try store.redo() }

        // undo twice, then a change: the redo list is gone.
        try store.undo()
        try store.undo()
        #expect(try DataFile.load(path: path).workplaces.isEmpty)
        try store.redo()
        #expect(contents(path) == afterWorkplace)
        try store.apply(.addShift(workplace: cafe.name, shift("2026-11-17", "09:00", "10:00")))
        #expect(try store.nextRedo() == nil)

        // restore N: the file as after entry 2 (the first shift); itself undoable.
        let beforeRestore = contents(path)
        try store.restore(2)
        #expect(contents(path) == afterShift)
        history = try store.history()
        #expect(history.entries.last?.event == .restored(entry: 2))
        try store.undo()
        #expect(contents(path) == beforeRestore)
        try expectHistoryIsTrue(path)
        #expect(throws: StoreError.self) { try store.restore(99) }
    }

    /// Backups are named by time, and at most `keptVersions` versions are kept.
    @Test func versionsAreNamedByTimeAndPruned() throws {
        let folder = try temporaryFolder()
        let path = folder + "/w.json"
        let times = (0..<30).map { Date(timeIntervalSince1970: 1_795_000_000 + Double($0) * 61) }
        // The clock's step, set by this test between saves (one thread: no race).
        final class Step: @unchecked Sendable { var index = 0 }
        let step = Step()
        let store = DataStore(path: path, clock: { times[min(step.index, times.count - 1)] })
        try store.apply(.addWorkplace(cafe))
        for day in 1...25 {
            step.index += 1
            try store.apply(
                .addShift(workplace: cafe.name, shift("2026-10-\(day < 10 ? "0" : "")\(day)", "09:00", "10:00")))
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/backups").sorted()
        let versions = files.filter { $0 != "w.json.history" }
        #expect(versions.count == DataStore.keptVersions)
        // 1,795,000,000 + 25 × 61 s is 2026-11-18 11:32:05 UTC (Python's datetime.utcfromtimestamp).
        #expect(versions.last == "w.json.2026-11-18T11.32.05.000Z")
        #expect(Backups.timeText(Date(timeIntervalSince1970: 0.25)) == "1970-01-01T00.00.00.250Z")
        // A foreign file in the folder is never pruned.
        _ = FileManager.default.createFile(atPath: folder + "/backups/w.json.notes", contents: Data("mine".utf8))
        _ = FileManager.default.createFile(
            atPath: folder + "/backups/w.json.00000001.0123456789abcdef", contents: Data())
        step.index += 1
        try store.apply(.addShift(workplace: cafe.name, shift("2026-10-28", "09:00", "10:00")))
        #expect(FileManager.default.fileExists(atPath: folder + "/backups/w.json.notes"))
        #expect(FileManager.default.fileExists(atPath: folder + "/backups/w.json.00000001.0123456789abcdef"))
        try expectHistoryIsTrue(path)
    }

    /// After a bad hand edit, the last good state is there to see and to restore; the edit is an
    /// entry of its own ("an edit found on disk"), kept too.
    @Test func anEditorsChangeIsAnEntryAndUndoable() throws {
        let path = try temporaryFolder() + "/w.json"
        let store = DataStore(path: path)
        try store.apply(.addWorkplace(cafe))
        try store.apply(.addShift(workplace: cafe.name, shift("2026-11-02", "09:00", "10:00")))
        let good = contents(path)
        // An editor writes in place (as nano and many editors do): the version payday kept is a
        // copy, so it is not changed with the file.
        var edited = try DataFile.load(path: path)
        edited.workplaces[0].employees = 9
        edited.workplaces[0].shifts = []
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        let bytes = DataFileWriter.bytes(edited)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)

        var history = try store.history()
        #expect(history.entries.count == 3)
        #expect(history.entries[2].source == .disk)
        #expect(
            history.entries[2].event
                == .editFoundOnDisk(workplacesBefore: 1, shiftsBefore: 1, workplaces: 1, shifts: 0))
        #expect(history.entries[2].version == nil)  // not kept until the next change
        #expect(try store.nextUndo()?.number == 3)

        // Undo undoes the edit (the latest change), and says so; redo brings the edit back.
        let undone = try store.undo()
        guard case .undid(3, let what) = undone.event,
            case .editFoundOnDisk? = what.event
        else {
            Issue.record("\(undone.event)")
            return
        }
        #expect(contents(path) == good)
        try store.redo()
        #expect(try DataFile.load(path: path) == edited)
        // And restore 2 goes to the last good state the history shows.
        try store.restore(2)
        #expect(contents(path) == good)
        history = try store.history()
        #expect(
            history.entries.map(\.source) == [
                .commandLine, .commandLine, .disk, .commandLine, .commandLine, .commandLine,
            ])
        try expectHistoryIsTrue(path)
    }

    /// The app's `u`: its own latest change, or, when another process changed the file after it,
    /// that change named first (the app asks).
    @Test func theAppsUndoIsToldOfALaterChange() throws {
        let path = try temporaryFolder() + "/w.json"
        let app = DataStore(path: path, source: .app)
        try app.apply(.addWorkplace(cafe))
        try app.apply(.addShift(workplace: cafe.name, shift("2026-11-24", "09:00", "18:00")))
        let own = try #require(app.lastEntry)
        var other = cafe
        other.name = "가게B"
        try DataStore(path: path, source: .commandLine).apply(.addWorkplace(other))
        do throws(StoreError) {
            try app.undo(expecting: own.number)
            Issue.record("undid another process's change")
        } catch {
            #expect(error.kind == .laterChange)
            #expect(error.entry?.event == .addedWorkplace(name: "가게B"))
            #expect(error.entry?.source == .commandLine)
        }
        #expect(try DataFile.load(path: path).workplaces.count == 2)
        // Asked and confirmed: the app undoes the latest change, knowing which.
        let next = try #require(try app.nextUndo())
        try app.undo(expecting: next.number)
        #expect(try DataFile.load(path: path).workplaces.map(\.name) == [cafe.name])
    }

    @Test func nothingToUndoOnAFileFoundAsItIs() throws {
        let folder = try temporaryFolder()
        let path = folder + "/w.json"
        try Data(DataFileWriter.bytes(DataFile(workplaces: [cafe]))).write(to: URL(fileURLWithPath: path))
        let store = DataStore(path: path)
        do throws(StoreError) {
            try store.undo()
            Issue.record("undid the file as found")
        } catch {
            #expect(error.kind == .nothingToUndo)
        }
        #expect(try DataFile.load(path: path).workplaces == [cafe])
        let missing = DataStore(path: folder + "/none.json")
        #expect(throws: StoreError.self) { try missing.undo() }
    }
}

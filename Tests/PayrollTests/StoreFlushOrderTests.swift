import Foundation
import Testing

@testable import Payroll

#if canImport(Glibc)
import Glibc
#endif

/// The real file system, with every call the store makes through it written down: which file a
/// descriptor was opened on, and the order of writes, flushes and renames.
final class RecordingFileSystem: StoreFileSystem, @unchecked Sendable {
    enum Event: Equatable {
        case write(String), fsync(String), rename(from: String, to: String)
    }
    private let lock = NSLock()
    private let system = SystemFileSystem()
    private var files: [Int32: String] = [:]
    private(set) var events: [Event] = []

    private func note(_ event: Event) { lock.withLock { events.append(event) } }
    private func file(_ descriptor: Int32) -> String { lock.withLock { files[descriptor] ?? "fd \(descriptor)" } }

    func open(_ path: String, flags: Int32, mode: mode_t) -> Int32 {
        let descriptor = system.open(path, flags: flags, mode: mode)
        if descriptor >= 0 { lock.withLock { files[descriptor] = path } }
        return descriptor
    }
    func write(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        note(.write(file(descriptor)))
        return system.write(descriptor, buffer)
    }
    func fsync(_ descriptor: Int32) -> Int32 {
        note(.fsync(file(descriptor)))
        return system.fsync(descriptor)
    }
    func rename(_ from: String, _ to: String) -> Int32 {
        note(.rename(from: from, to: to))
        return system.rename(from, to)
    }
    func link(_ from: String, _ to: String) -> Int32 { system.link(from, to) }
    func mkdir(_ path: String, mode: mode_t) -> Int32 { system.mkdir(path, mode: mode) }
}

/// The save lets the disk write the kept version and the history while it writes the new
/// content, and waits for all three only before the rename: what a crash or a power cut can then
/// find is the old file, or the new file with its version and history entry on the disk.
@Suite struct StoreFlushOrderTests {
    /// Every file written in a save, flushed after its last write and before the rename.
    private func checkFlushedBeforeRename(_ events: [RecordingFileSystem.Event]) -> [String] {
        guard let renameAt = events.firstIndex(where: { if case .rename = $0 { true } else { false } }) else {
            return ["no rename"]
        }
        var problems: [String] = []
        let written = Set(events[..<renameAt].compactMap { if case .write(let file) = $0 { file } else { nil } })
        for file in written.sorted() {
            let lastWrite = events[..<renameAt].lastIndex(of: .write(file))!
            if !events[lastWrite..<renameAt].contains(.fsync(file)) {
                problems.append("\(file) not flushed after its last write and before the rename")
            }
        }
        for event in events[renameAt...] {
            if case .write(let file) = event { problems.append("\(file) written after the rename") }
        }
        return problems
    }

    @Test func theVersionTheHistoryAndTheNewContentAreFlushedBeforeTheRename() throws {
        let folder = try temporaryFolder()
        let path = folder + "/w.json"
        try DataStore(path: path).apply(.addWorkplace(cafe))
        let recording = RecordingFileSystem()
        let store = DataStore(path: path, fileSystem: recording)
        try store.apply(.addShift(workplace: cafe.name, shift("2026-11-02", "09:00", "10:00")))

        let files = Set(recording.events.compactMap { if case .write(let file) = $0 { file } else { nil } })
        // The three files of a save: a kept version, the history, the temporary new content.
        #expect(files.count == 3)
        #expect(files.contains(folder + "/backups/w.json.history"))
        #expect(files.contains { $0.hasPrefix(folder + "/backups/w.json.") && !$0.hasSuffix(".history") })
        #expect(files.contains { $0.hasPrefix(folder + "/.w.json.saving-") })
        #expect(checkFlushedBeforeRename(recording.events) == [])
        // The flushes wait until the new content is written: the disk works on the version and
        // the history meanwhile.
        let firstFlush = recording.events.firstIndex { if case .fsync = $0 { true } else { false } }
        let lastWrite = recording.events.lastIndex { if case .write = $0 { true } else { false } }
        #expect(firstFlush! > lastWrite!)
    }

    /// An editor's version found on disk is kept by a hard link (no write); the history's two
    /// entries and the rest are flushed before the rename just the same.
    @Test func aSaveAfterAnEditorsChangeFlushesEverythingBeforeTheRename() throws {
        let folder = try temporaryFolder()
        let path = folder + "/w.json"
        try DataStore(path: path).apply(.addWorkplace(cafe))
        try Data(Array(FileManager.default.contents(atPath: path)!) + Array("\n".utf8)).write(
            to: URL(fileURLWithPath: path))
        let recording = RecordingFileSystem()
        try DataStore(path: path, fileSystem: recording).apply(
            .addShift(workplace: cafe.name, shift("2026-11-02", "09:00", "10:00")))
        #expect(checkFlushedBeforeRename(recording.events) == [])
        #expect(
            History.read(folder + "/backups/w.json.history").entries.suffix(2).map(\.source) == [.disk, .commandLine])
    }
}

import Foundation
import SeededRandom
import Testing

@testable import Payroll

#if canImport(Glibc)
import Glibc
#endif

/// Files and folders a worker did not make, or made by mistake: the store reads only regular
/// files of a sane size, never follows a `backups` that is not its own folder, prunes only the
/// backups it wrote, and refuses a path that names a folder.
@Suite struct HostileFileTests {
    private func contents(_ path: String) -> [UInt8] { Array(FileManager.default.contents(atPath: path) ?? Data()) }

    private func listing(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private func shift(day: Int) -> DataChange {
        .addShift(
            workplace: cafe.name,
            Shift(
                date: LocalDate(year: 2026, month: 10, day: day)!, start: TimeOfDay(hour: 9, minute: 0)!,
                end: TimeOfDay(hour: 12, minute: 0)!))
    }

    /// A store on `w.json` in a fresh folder, holding one workplace (no backup yet).
    private func storeWithAWorkplace() throws -> (folder: String, path: String, store: DataStore) {
        let folder = try temporaryFolder()
        let store = DataStore(path: folder + "/w.json")
        try store.apply(.addWorkplace(cafe))
        return (folder, folder + "/w.json", store)
    }

    /// The steps of the issue: `backups` a symlink to a folder holding 21 files named as
    /// backups are. Before, the save wrote its backup there and pruning deleted two of them.
    @Test func aSymlinkedBackupsFolderIsNeverFollowed() throws {
        let (folder, path, store) = try storeWithAWorkplace()
        let elsewhere = folder + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        for sequence in 1...21 {
            let name = "w.json." + String(format: "%08d", sequence) + ".0123456789abcdef"
            #expect(FileManager.default.createFile(atPath: elsewhere + "/" + name, contents: Data("keep".utf8)))
        }
        try? FileManager.default.removeItem(atPath: folder + "/backups")
        try FileManager.default.createSymbolicLink(atPath: folder + "/backups", withDestinationPath: elsewhere)
        let before = contents(path), foreign = listing(elsewhere)

        #expect {
            try store.apply(shift(day: 1))
        } throws: { error in
            (error as? StoreError)?.detail
                == .backupsNotOwnFolder(backups: folder + "/backups", .symbolicLink, path: path)
        }
        #expect {
            try store.undo()
        } throws: { error in
            (error as? StoreError)?.detail
                == .backupsNotOwnFolder(backups: folder + "/backups", .symbolicLink, path: path)
        }
        #expect(contents(path) == before)
        #expect(listing(elsewhere) == foreign)
        #expect(foreign.count == 21)
    }

    /// Files beside the backups that are not payday's: a link and a folder named as payday names
    /// its versions, names that are close (a lower-case `z`, no milliseconds, a suffix, a
    /// counter that is not a number), another file's versions, a note. 25 saves keep the newest
    /// 20 of payday's own and every one of those.
    @Test func pruningRemovesOnlyTheBackupsThePaydayWrote() throws {
        let (folder, path, store) = try storeWithAWorkplace()
        let backups = folder + "/backups"
        try FileManager.default.createDirectory(atPath: backups, withIntermediateDirectories: true)
        let outside = folder + "/outside.txt"
        #expect(FileManager.default.createFile(atPath: outside, contents: Data("mine".utf8)))
        // Named as the oldest versions would be: pruning reaches them first.
        try FileManager.default.createSymbolicLink(
            atPath: backups + "/w.json.2000-01-01T00.00.00.000Z", withDestinationPath: outside)
        try FileManager.default.createDirectory(
            atPath: backups + "/w.json.2000-01-01T00.00.00.001Z", withIntermediateDirectories: true)
        let lookalikes = [
            "w.json.2000-01-01T00.00.00.002z", "w.json.2000-01-01T00.00.00Z", "w.json.2000-01-01T00.00.00.003Z.bak",
            "w.json.2000-01-01T00.00.00.004Z-x", "w.json.2000-01-01T00.00.00.005Z-", "w.json.20OO-01-01T00.00.00.006Z",
            "other.json.2000-01-01T00.00.00.007Z", "notes.txt",
        ]
        for name in lookalikes {
            #expect(FileManager.default.createFile(atPath: backups + "/" + name, contents: Data("foreign".utf8)))
        }
        let foreign = lookalikes + ["w.json.2000-01-01T00.00.00.000Z", "w.json.2000-01-01T00.00.00.001Z"]
        for day in 1...25 { try store.apply(shift(day: day)) }

        let after = listing(backups)
        #expect(Set(foreign).isSubset(of: Set(after)), "\(Set(foreign).subtracting(after))")
        let own = after.filter { !foreign.contains($0) && $0 != "w.json.history" }.sorted()
        #expect(own.count == DataStore.keptVersions)
        // The newest 20 of the 26 versions written (the workplace, then 25 shifts): those the
        // history's last 20 entries name.
        let named = History.read(backups + "/w.json.history").entries.compactMap(\.version).suffix(20)
        #expect(own == Array(named), "\(own)")
        #expect(contents(outside) == Array("mine".utf8))
        // Undo still walks back through payday's own.
        try store.undo()
        #expect(try DataFile.load(path: path).workplaces[0].shifts.count == 24)
    }

    /// `--data folder/`: refused before anything is made (before, it made the folder and a
    /// lock file named `..lock`).
    @Test(arguments: ["/sub/", "/.", "/.."]) func aPathThatNamesAFolderIsRefused(tail: String) throws {
        let folder = try temporaryFolder()
        let store = DataStore(path: folder + tail)
        #expect {
            try store.apply(.addWorkplace(cafe))
        } throws: { error in
            (error as? StoreError)?.detail == .namesAFolder(path: folder + tail)
        }
        #expect(throws: StoreError.self) { try store.load() }
        #expect(listing(folder).isEmpty, "\(listing(folder))")
    }

    /// A FIFO, a folder and a device are refused at once by the store, the loader and the rates
    /// reader, before a byte is read (a FIFO opened without `O_NONBLOCK` blocks in `open`; this
    /// test would then never end, which the binary tests catch with a time limit).
    @Test func onlyRegularFilesAreOpened() throws {
        let folder = try temporaryFolder()
        let fifo = folder + "/pipe.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, kind) in [(fifo, FileKind.namedPipe), (folder, .folder), ("/dev/zero", .device)] {
            #expect(RegularFile.open(path).failureValue == .notRegular(kind: kind))
            #expect {
                try DataStore(path: path).load()
            } throws: { error in
                (error as? StoreError)?.detail == .notRegularFile(file: path, kind)
            }
            #expect(throws: DataFileError.self) { try DataFile.load(path: path) }
            #expect(throws: DataFileError.self) { try RateTable.load(path: path) }
        }
        #expect {
            try DataStore(path: fifo).apply(.addWorkplace(cafe))
        } throws: { error in
            (error as? StoreError)?.detail == .notRegularFile(file: fifo, .namedPipe)
        }
    }

    /// A file is read whole into memory that is not zeroed first: the bytes read are the file's,
    /// no more and no fewer, from an empty file to one past a 2 MB page (the read's advice for
    /// large buffers), by `RegularFile.read` (the loaders) and `DiskContent.read` (the store).
    @Test func filesOfEverySizeReadAsTheyAre() throws {
        let folder = try temporaryFolder()
        var random = SplitMix64(seed: 31)
        for size in [0, 1, 4095, 4096, 4097, 65_537, LargeBuffer.hugePageSize - 1, LargeBuffer.hugePageSize * 2 + 3] {
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next(below: 256)) }
            let path = folder + "/file-\(size)"
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(try RegularFile.read(path).get() == bytes, "size \(size)")
            #expect(try DiskContent.read(path) == .bytes(bytes), "size \(size)")
        }
    }

    /// A file over the size limit is refused from its size alone: a sparse file of 129 MB costs
    /// neither disk nor memory here, and nothing of it is read.
    @Test func aFileLargerThanAnyDataFileIsRefusedUnread() throws {
        let path = try temporaryFolder() + "/huge.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
        #expect(truncate(path, off_t(RegularFile.maximumBytes + (1 << 20))) == 0)
        #expect(RegularFile.open(path).failureValue == .tooLarge(bytes: RegularFile.maximumBytes + (1 << 20)))
        #expect {
            try DataFile.load(path: path)
        } throws: { error in
            error as? DataFileError
                == DataFileError(file: path, .tooLarge(bytes: RegularFile.maximumBytes + (1 << 20)))
        }
        #expect {
            try DataStore(path: path).apply(.addWorkplace(cafe))
        } throws: { error in
            (error as? StoreError)?.detail == .tooLarge(file: path, bytes: RegularFile.maximumBytes + (1 << 20))
        }
        #expect(
            try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == RegularFile.maximumBytes
                + (1 << 20))
    }

    /// One tree of more than `maximumValuesPerTree` values is an error, whatever holds it: the
    /// root's unknown field, a workplace's; a streamed workplace counts on its own.
    @Test func aTreeOfTooManyValuesIsAnError() throws {
        let limit = JSONReader.maximumValuesPerTree
        func array(_ count: Int) -> String { "[" + Array(repeating: "0", count: count).joined(separator: ",") + "]" }
        // The array and its elements: `limit` values in all.
        #expect(throws: Never.self) { try JSONReader.parse(Array(array(limit - 1).utf8)) }
        #expect {
            try JSONReader.parse(Array(array(limit).utf8))
        } throws: { error in
            (error as? JSONSyntaxError)?.fault == .tooManyValues(limit: limit)
        }
        let root = "{\"version\": 1, \"workplaces\": [], \"x\": \(array(limit))}"
        #expect {
            try DataFile.parse(Array(root.utf8), file: "f.json")
        } throws: { error in
            (error as? DataFileError)?.problems.map(\.reason) == [.syntax(.tooManyValues(limit: limit))]
        }
        // Two streamed elements of most of the limit each are read (and refused for what they are).
        let half = array(limit / 2)
        let streamed = "{\"version\": 1, \"workplaces\": [\(half), \(half)]}"
        #expect {
            try DataFile.parse(Array(streamed.utf8), file: "f.json")
        } throws: { error in
            let problems = (error as? DataFileError)?.problems ?? []
            let tooMany = problems.contains { $0.reason == .syntax(.tooManyValues(limit: limit)) }
            return !tooMany && problems.contains { $0.place == .value("workplaces[1]") }
        }
    }
}

extension Result {
    /// The error, or nil on success.
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

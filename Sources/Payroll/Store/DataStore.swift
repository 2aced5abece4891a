import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C calls whose names the store's own methods (`read`) would hide.
private enum SystemCall {
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        #if canImport(Glibc)
        Glibc.open(path, flags, mode)
        #else
        Darwin.open(path, flags, mode)
        #endif
    }

    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}

/// The steps of a save, in order. The store reports each to its `stepHook` as it passes it, which
/// is how the fault-injection tests stop a save at every step (`PAYDAY_TEST_KILL_AT_STEP`).
public enum SaveStep: String, CaseIterable, Sendable {
    case locked, read, validated, backedUp, versionKept, historyWritten, temporaryCreated, temporaryHalfWritten,
        temporaryWritten, temporaryFlushed, renamed, folderFlushed, backupsPruned
}

/// The one way the worker's data file is changed, by the app and by every command.
///
/// Guarantees (docs/data-file.md, "How payday saves"):
/// - every change is a read-modify-write under an exclusive `flock` on a lock file beside the
///   data file (`.NAME.lock`), so two Paydays never interleave;
/// - the new content is validated by the loader's rules before anything is written;
/// - it is written to a temporary file in the same folder, flushed, renamed over the old file,
///   and the folder flushed: the file is always the old version or the new one, whole;
/// - every version it writes is kept in `backups/` too (the newest 20, named by time), and
///   every change is an entry of the history there (`History`): when, from where, what; a file
///   found changed on disk is kept (a hard link) and recorded as an edit found on disk first;
/// - `undo`, `redo` and `restore` are changes like any other, recorded and undoable;
/// - a file changed on disk since it was loaded is reloaded and the change applied to it when it
///   still applies; otherwise the save is refused and says why;
/// - the file keeps its permissions (and owner, where allowed); a symlink is written through.
public final class DataStore {
    /// The data file as named (it may be a symlink).
    public let path: String
    /// The content as last loaded or saved; dates as written (not moved).
    public private(set) var file: DataFile = DataFile(workplaces: [])
    /// Whether the last `apply` found the file changed on disk and applied the change to that.
    public private(set) var lastApplyReloaded = false

    public static let keptVersions = 20

    /// Recorded as where this store's changes came from.
    public let source: ChangeSource
    /// The entry of this store's last change (apply, undo, redo, restore).
    public private(set) var lastEntry: HistoryEntry?
    private let clock: @Sendable () -> Date
    private let fileSystem: StoreFileSystem
    private let stepHook: (SaveStep) -> Void
    private let lockTimeout: Double
    /// The bytes `file` was read from or written as; nil before the first load, `.absent` when
    /// there was no file.
    private var loaded: DiskContent?
    /// Where in `loaded` each workplace of `file` was written.
    private var loadedRanges: [Range<Int>] = []
    /// Whether `loaded` is exactly what `DataFileWriter` writes for `file` (true after a save;
    /// nil until known), so that an unchanged workplace can be copied instead of written again.
    private var loadedIsWritten: Bool?

    /// Takes `disk` as the file as it is now.
    private func adopt(_ disk: DiskContent, parsed: (file: DataFile, ranges: [Range<Int>]), written: Bool? = nil) {
        file = parsed.file
        loaded = disk
        loadedRanges = parsed.ranges
        loadedIsWritten = written
    }

    enum DiskContent: Equatable {
        case absent
        case bytes([UInt8])

        /// By `memcmp`: the file is compared with what was loaded on every save, megabytes each.
        static func == (lhs: DiskContent, rhs: DiskContent) -> Bool {
            switch (lhs, rhs) {
            case (.absent, .absent): return true
            case (.bytes(let left), .bytes(let right)):
                return left.count == right.count
                    && left.withUnsafeBytes { a in
                        right.withUnsafeBytes { b in
                            a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
                        }
                    }
            default: return false
            }
        }
    }

    /// - Parameters:
    ///   - fileSystem: the system calls a save makes (tests make one fail).
    ///   - lockTimeout: seconds to wait for another process's lock before giving up.
    ///   - stepHook: called at each step of a save (tests stop there).
    public init(
        path: String, source: ChangeSource = .commandLine, fileSystem: StoreFileSystem = SystemFileSystem(),
        lockTimeout: Double = 10, clock: @escaping @Sendable () -> Date = { Date() },
        stepHook: @escaping (SaveStep) -> Void = { _ in }
    ) {
        self.path = path
        self.source = source
        self.clock = clock
        self.fileSystem = fileSystem
        self.lockTimeout = lockTimeout
        self.stepHook = stepHook
    }

    // MARK: - Loading

    /// Reads the file (no file yet: no workplaces). No lock is needed: a save replaces the file
    /// by a rename, so a reader sees the old version or the new one.
    @discardableResult
    public func load() throws(StoreError) -> DataFile {
        try checkNamesAFile()
        let disk = try read(resolvedPath())
        adopt(disk, parsed: try parse(disk))
        return file
    }

    /// Loads the file again if it changed on disk since it was loaded or saved; true if it did.
    @discardableResult
    public func reloadIfChanged() throws(StoreError) -> Bool {
        let target = resolvedPath()
        if let loaded, isUnchanged(target, since: loaded) { return false }
        let disk = try read(target)
        guard disk != loaded else { return false }
        adopt(disk, parsed: try parse(disk))
        return true
    }

    // MARK: - Changing

    /// Applies `change` to the file as it is on disk now and saves the result (see the type's
    /// guarantees). Returns the new content.
    @discardableResult
    public func apply(_ change: DataChange) throws(StoreError) -> DataFile {
        // Known to be a demo: refused before the lock (a shipped demo's folder may not be writable).
        if loaded != nil && file.isDemo { throw demoError() }
        return try withLock { (target: String) throws(StoreError) -> DataFile in
            let disk: DiskContent, changedOnDisk: Bool
            if let loaded, isUnchanged(target, since: loaded) {
                (disk, changedOnDisk) = (loaded, false)
            } else {
                disk = try read(target)
                changedOnDisk = disk != loaded
            }
            stepHook(.read)
            let reloaded = loaded != nil && changedOnDisk
            // From here on the store knows the file as it is on disk, whatever happens next.
            if changedOnDisk { adopt(disk, parsed: try parse(disk)) }
            let base = file
            if base.isDemo { throw demoError() }
            var changed = base
            let touched: [Int]
            do throws(RuleReasons) {
                touched = try change.apply(to: &changed)
            } catch {
                throw StoreError(reloaded ? .changedOnDisk : .refused, reasons: error.reasons)
            }
            try validate(changed, touched: touched)
            let written = DataFileWriter.written(
                changed, capacity: capacityHint, reusing: reusable(changed, touched: touched, target: target))
            stepHook(.validated)
            try save(
                written.bytes, target: target, replacing: disk, found: base,
                event: HistoryEvent(change, before: base), result: changed)
            adopt(.bytes(written.bytes), parsed: (changed, written.ranges), written: true)
            lastApplyReloaded = reloaded
            return changed
        }
    }

    // MARK: - History

    /// The history, oldest first; a change found on disk and not yet recorded (an editor's,
    /// since payday last wrote the file) is shown as its last entry, with no version kept yet.
    public func history() throws(StoreError) -> History {
        let target = resolvedPath()
        let disk = try read(target)
        let backups = Backups(folder: Self.folder(of: target), name: Self.name(of: target))
        var history = History.read(backups.historyPath)
        Self.reconcile(&history, disk: disk, backups: backups)
        if let pending = try pendingEdit(history, disk: disk) { history.entries.append(pending) }
        return history
    }

    /// What `undo` would undo now: the latest undoable entry (an edit found on disk included).
    /// The app's `u` compares it with its own latest change, and asks before undoing another.
    public func nextUndo() throws(StoreError) -> HistoryEntry? { try history().stacks.undoable.last }

    /// What `redo` would redo now.
    public func nextRedo() throws(StoreError) -> HistoryEntry? { try history().stacks.redoable.last }

    /// Undoes the latest undoable entry: the file goes back to how it was before it. With
    /// `expecting`, refused (`.laterChange`, naming it) unless that entry is still the latest.
    /// Returns the new entry (`.undid`, naming what was undone).
    @discardableResult
    public func undo(expecting: Int? = nil) throws(StoreError) -> HistoryEntry {
        try travel { history, disk throws(StoreError) in
            guard let target = history.stacks.undoable.last else {
                throw StoreError(.nothingToUndo(path: path, firstFound: false))
            }
            if let expecting, expecting != target.number { throw StoreError(.laterChange, entry: target) }
            // The first version payday found: nothing known before it.
            if target.before == nil && target.source == .disk {
                throw StoreError(.nothingToUndo(path: path, firstFound: true))
            }
            return (target.before, .undid(entry: target.number, undone: target.event.summary))
        }
    }

    /// Re-applies the latest undone entry (refused when a change came after the undo).
    @discardableResult
    public func redo() throws(StoreError) -> HistoryEntry {
        try travel { history, disk throws(StoreError) in
            guard let target = history.stacks.redoable.last else {
                throw StoreError(.nothingToRedo(path: path))
            }
            return (target.after, .redid(entry: target.number, redone: target.event.summary))
        }
    }

    /// Brings the file back to how it was after history entry `number`; itself undoable.
    @discardableResult
    public func restore(_ number: Int) throws(StoreError) -> HistoryEntry {
        try travel { history, disk throws(StoreError) in
            guard let entry = history.entries.first(where: { $0.number == number }) else {
                throw StoreError(.noSuchEntry(path: path, number: number))
            }
            return (entry.after, .restored(entry: number))
        }
    }

    /// Saves a version from the history: `choose` picks its fingerprint (nil: no file, saved as
    /// an empty data file) and the event, seeing the history with a pending edit on disk as its
    /// last entry (recorded by the save before the new entry).
    private func travel(
        _ choose: (History, DiskContent) throws(StoreError) -> (fingerprint: String?, event: HistoryEvent)
    ) throws(StoreError) -> HistoryEntry {
        if loaded != nil && file.isDemo { throw demoError() }
        return try withLock { (target: String) throws(StoreError) -> HistoryEntry in
            let disk = try read(target)
            stepHook(.read)
            let found = try parse(disk).file
            if found.isDemo { throw demoError() }
            let backups = Backups(folder: Self.folder(of: target), name: Self.name(of: target))
            try checkOwnFolder(backups)
            var history = History.read(backups.historyPath)
            Self.reconcile(&history, disk: disk, backups: backups)
            if let pending = try pendingEdit(history, disk: disk) { history.entries.append(pending) }
            let (fingerprint, event) = try choose(history, disk)
            let bytes: [UInt8]
            if let fingerprint {
                bytes = try version(fingerprint, in: history, disk: disk, backups: backups)
            } else {
                bytes = DataFileWriter.bytes(DataFile(workplaces: []))
            }
            let parsed = try parse(.bytes(bytes), file: path)
            stepHook(.validated)
            try save(bytes, target: target, replacing: disk, found: found, event: event, result: parsed.file)
            adopt(.bytes(bytes), parsed: parsed)
            return lastEntry!
        }
    }

    /// The bytes of the version with `fingerprint`: the file itself, or a kept copy whose bytes
    /// still have that fingerprint.
    private func version(_ fingerprint: String, in history: History, disk: DiskContent, backups: Backups)
        throws(StoreError) -> [UInt8]
    {
        if case .bytes(let current) = disk, Self.hex(Self.fingerprint(current)) == fingerprint { return current }
        for entry in history.entries.reversed() where entry.after == fingerprint {
            guard let name = entry.version,
                let bytes = backups.readVersion(name),
                Self.hex(Self.fingerprint(bytes)) == fingerprint
            else { continue }
            return bytes
        }
        throw StoreError(.versionNotKept(path: path, backups: backups.directory, kept: Self.keptVersions))
    }

    /// An edit on disk since the history's last entry, as the entry the next save will record.
    private func pendingEdit(_ history: History, disk: DiskContent) throws(StoreError) -> HistoryEntry? {
        guard case .bytes(let bytes) = disk else { return nil }
        let fingerprint = Self.hex(Self.fingerprint(bytes))
        guard history.entries.last?.after != fingerprint else { return nil }
        let found = try parse(disk).file
        return foundEntry(history, fingerprint: fingerprint, found: found, version: nil, at: Date())
    }

    private func foundEntry(_ history: History, fingerprint: String, found: DataFile, version: String?, at time: Date)
        -> HistoryEntry
    {
        let previous = history.entries.last
        return HistoryEntry(
            number: history.nextNumber, time: time.timeIntervalSince1970, source: .disk,
            event: .editFoundOnDisk(
                workplacesBefore: previous?.workplaces, shiftsBefore: previous?.shifts,
                workplaces: found.workplaces.count, shifts: found.shiftAndOpenCount),
            before: previous?.after, after: fingerprint, version: version, workplaces: found.workplaces.count,
            shifts: found.shiftAndOpenCount)
    }

    /// Drops the last entry when its save never replaced the file (killed, or failed, between
    /// writing the history and the rename): the file is still the version before it.
    static func reconcile(_ history: inout History, disk: DiskContent, backups: Backups) {
        guard let last = history.entries.last, isUnsaved(last, disk: disk) else { return }
        history.entries.removeLast()
        if let name = last.version { backups.removeVersion(name) }
    }

    /// Whether `last` is an entry whose save never replaced the file: the file is still the
    /// version before it.
    static func isUnsaved(_ last: HistoryEntry?, disk: DiskContent) -> Bool {
        guard let last, last.source != .disk else { return false }
        let current: String? = if case .bytes(let bytes) = disk { hex(fingerprint(bytes)) } else { nil }
        return last.after != current && last.before == current
    }

    static func hex(_ fingerprint: UInt64) -> String {
        let text = String(fingerprint, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// The folder holding the kept versions.
    public var backupsDirectory: String { Self.folder(of: resolvedPath()) + "/backups" }

    // MARK: - Validation

    /// Checks that the workplaces the change touched (and the file's own fields) read back, by
    /// the loader's rules, as exactly what was meant. The other workplaces were validated when
    /// the file was read and are written by the same writer.
    func validate(_ changed: DataFile, touched: [Int]) throws(StoreError) {
        var problems: [DataProblem] = []
        var root = changed
        root.workplaces = []
        let rootBytes = DataFileWriter.bytes(root)
        do {
            let reread = try DataFile.parse(rootBytes, file: path)
            if reread != root {
                problems.append(DataProblem(.file, .doesNotReadBack))
            }
        } catch {
            problems += error.problems
        }
        for index in touched {
            let workplace = changed.workplaces[index]
            let bytes = DataFileWriter.bytes(workplace)
            do {
                let value = try JSONReader.parse(bytes)
                var found: [DataProblem] = []
                let reread = DataFile.decodeWorkplace(value, path: "workplaces[\(index)]", problems: &found)
                problems += found
                if found.isEmpty && reread != workplace {
                    problems.append(DataProblem(path: "workplaces[\(index)]", .doesNotReadBack))
                }
            } catch {
                problems.append(DataProblem(syntax: error))
            }
        }
        guard problems.isEmpty else {
            throw StoreError(.invalidResult(DataFileError(file: path, problems: problems)))
        }
    }

    /// The size to reserve for the new text: the file as read, and some (a buffer that grows by
    /// doubling copies megabytes).
    private var capacityHint: Int {
        let size = if case .bytes(let bytes)? = loaded { bytes.count } else { 0 }
        return size + size / 8 + 4096
    }

    /// The workplaces whose text can be copied from the file as read: when that text is what the
    /// writer wrote (after a save by this store, or when its fingerprint is that of a version a
    /// save left, as recorded in `backups/`), every workplace the change did not touch and that
    /// is equal to the one read. A file edited by hand is written whole.
    private func reusable(_ changed: DataFile, touched: [Int], target: String) -> DataFileWriter.Reuse? {
        guard case .bytes(let source)? = loaded, changed.workplaces.count == file.workplaces.count,
            loadedRanges.count == file.workplaces.count
        else { return nil }
        if loadedIsWritten == nil {
            let fingerprint = Self.hex(Self.fingerprint(source))
            let backups = Backups(folder: Self.folder(of: target), name: Self.name(of: target))
            loadedIsWritten = History.tail(backups.historyPath).last?.after == fingerprint
        }
        guard loadedIsWritten == true else { return nil }
        let touchedSet = Set(touched)
        let ranges = changed.workplaces.indices.map { index -> Range<Int>? in
            touchedSet.contains(index) || changed.workplaces[index] != file.workplaces[index]
                ? nil : loadedRanges[index]
        }
        return DataFileWriter.Reuse(source: source, ranges: ranges)
    }

    private func parse(_ disk: DiskContent, file: String? = nil) throws(StoreError) -> (
        file: DataFile, ranges: [Range<Int>]
    ) {
        guard case .bytes(let bytes) = disk else { return (DataFile(workplaces: []), []) }
        do {
            return try DataFile.parseRecordingWorkplaces(bytes, file: file ?? path)
        } catch {
            throw StoreError(.invalidFile(error, backups: backupsDirectory))
        }
    }

    private func demoError() -> StoreError {
        StoreError(.demo(path: path))
    }

    // MARK: - Reading

    /// The file's bytes, or `.absent` when there is none.
    func read(_ file: String, growing: Bool = false) throws(StoreError) -> DiskContent {
        if growing { return .bytes(try readGrowing(file)) }
        // Only a regular file, opened without blocking (a FIFO would block here forever).
        let descriptor: Int32, size: Int
        switch RegularFile.open(file) {
        case .success(let opened): (descriptor, size) = opened
        case .failure(.absent): return .absent
        case .failure(.failed(let code)):
            throw StoreError(.unreadable(file: file, code: code))
        case .failure(.notRegular(let kind)):
            throw StoreError(.notRegularFile(file: file, kind))
        case .failure(.tooLarge(let bytes)):
            throw StoreError(.tooLarge(file: file, bytes: bytes))
        }
        defer { close(descriptor) }
        // Read into uninitialised memory (no zero-filling of megabytes), one byte more than the
        // size so that a file that grew since `fstat` shows it; such a file is read again.
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            LargeBuffer.adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
            while initialized < buffer.count {
                let count = SystemCall.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 && errno == EINTR { continue }
                if count < 0 { failure = errno; break }
                if count == 0 { break }
                initialized += count
            }
        }
        if failure != 0 { throw StoreError(.unreadable(file: file, code: failure)) }
        if bytes.count > size { return try read(file, growing: true) }
        return .bytes(bytes)
    }

    /// Whether `file` holds exactly `content`, byte for byte, compared a block at a time as it
    /// is read: every save checks that the file is still what was loaded, and a second copy of
    /// megabytes (and the page faults of a new buffer for it) would cost more than the compare.
    /// False when it differs, or cannot be read (the caller then reads it and reports why).
    func isUnchanged(_ file: String, since content: DiskContent) -> Bool {
        guard case .bytes(let expected) = content else { return false }
        let descriptor = SystemCall.open(file, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == expected.count
        else {
            return false
        }
        let blockSize = 1 << 18
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 64)
        defer { block.deallocate() }
        return expected.withUnsafeBytes { expected in
            var offset = 0
            while true {
                let count = SystemCall.read(descriptor, block, blockSize)
                if count < 0 && errno == EINTR { continue }
                // The end of the file: unchanged when it came exactly where the content ends.
                if count == 0 { return offset == expected.count }
                guard count > 0, count <= expected.count - offset,
                    memcmp(block, expected.baseAddress! + offset, count) == 0
                else { return false }
                offset += count
            }
        }
    }

    /// A file that is being written to while it is read: read to its end, however long.
    private func readGrowing(_ file: String) throws(StoreError) -> [UInt8] {
        guard case .success(let bytes) = RegularFile.read(file) else {
            throw StoreError(.changedWhileReading(file: file))
        }
        return bytes
    }

    // MARK: - Writing

    /// Runs `body` holding the exclusive lock of the data file's lock file, with the path to
    /// write (the symlink's target when the data file is a symlink).
    private func withLock<Result>(_ body: (String) throws(StoreError) -> Result) throws(StoreError) -> Result {
        try checkNamesAFile()
        let target = resolvedPath()
        let folder = Self.folder(of: target)
        try makeFolder(folder)
        let lockPath = folder + "/." + Self.name(of: target) + ".lock"
        let descriptor = SystemCall.open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw writeError(errno, doing: .createLockFile(lockPath), folder: folder)
        }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(lockTimeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw StoreError(.lockFailed(lockFile: lockPath, code: errno))
            }
            guard Date() < deadline else {
                throw StoreError(.busy(path: path, lockFile: lockPath, seconds: Int(lockTimeout)))
            }
            usleep(10_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        stepHook(.locked)
        return try body(target)
    }

    /// Writes `bytes` as the new content of `target`, recording `event` in the history: the file
    /// found on disk kept when payday did not write it (a hard link), the new version kept (a
    /// copy, so that an editor writing the data file in place cannot change it), the history
    /// written, then a temporary file, flush, rename, flush the folder, prune the versions. On
    /// any failure the file is as it was and what this save added to `backups/` is removed (a
    /// history entry left by a save killed before the rename is dropped by the next one).
    private func save(
        _ bytes: [UInt8], target: String, replacing disk: DiskContent, found: DataFile, event: HistoryEvent,
        result: DataFile
    ) throws(StoreError) {
        let folder = Self.folder(of: target), name = Self.name(of: target)
        var mode: mode_t = 0o600
        var owner: (uid_t, gid_t)?
        if case .bytes = disk {
            var info = stat()
            if stat(target, &info) == 0 {
                mode = info.st_mode & 0o7777
                owner = (info.st_uid, info.st_gid)
                if mode & 0o222 == 0 {
                    throw StoreError(.readOnly(path: path, target: target))
                }
            }
        }
        let backups = Backups(folder: folder, name: name)
        try checkOwnFolder(backups)
        try makeFolder(backups.directory)
        // Entries are appended, knowing only the last one; the whole history is read and written
        // anew only when the last entry is dropped (its save never replaced the file) or the
        // file has grown past `History.rewriteSize`.
        let tail = History.tail(backups.historyPath)
        var history = History(entries: tail.last.map { [$0] } ?? [])
        let rewrite = tail.size > History.rewriteSize || Self.isUnsaved(tail.last, disk: disk)
        if rewrite {
            history = History.read(backups.historyPath)
            Self.reconcile(&history, disk: disk, backups: backups)
        }
        let firstNew = history.entries.count
        let now = clock()
        var added: [String] = []
        var succeeded = false
        let temporary = folder + "/." + name + ".saving-\(getpid())"
        var descriptor: Int32 = -1
        defer {
            if descriptor >= 0 { close(descriptor) }
            if !succeeded {
                unlink(temporary)
                // A history entry already written names a version the file is not: the next
                // save drops it (`reconcile`).
                for file in added { backups.removeVersion(file) }
            }
        }
        let currentFingerprint: String? =
            if case .bytes(let old) = disk { Self.hex(Self.fingerprint(old)) } else { nil }
        if case .bytes(let old) = disk, let currentFingerprint, history.entries.last?.after != currentFingerprint {
            // Not what payday last wrote: keep it as found, and record it.
            let kept = backups.newVersionName(at: now)
            // A hard link keeps it at no cost: the rename below leaves its inode alone. A file
            // system without hard links gets a copy instead.
            if fileSystem.link(target, backups.directory + "/" + kept) != 0 {
                let code = errno
                guard [EPERM, EXDEV, EMLINK, ENOTSUP, EOPNOTSUPP].contains(code) else {
                    throw writeError(code, doing: .keepPreviousVersion, folder: backups.directory)
                }
                try writeCopy(old, to: backups.directory + "/" + kept, mode: mode, folder: backups.directory)
            }
            added.append(kept)
            history.entries.append(
                foundEntry(history, fingerprint: currentFingerprint, found: found, version: kept, at: now))
            stepHook(.backedUp)
        }
        let version = backups.newVersionName(at: now)
        try writeCopy(bytes, to: backups.directory + "/" + version, mode: mode, folder: backups.directory)
        added.append(version)
        stepHook(.versionKept)
        let entry = HistoryEntry(
            number: history.nextNumber, time: now.timeIntervalSince1970, source: source, event: event,
            before: currentFingerprint, after: Self.hex(Self.fingerprint(bytes)), version: version,
            workplaces: result.workplaces.count, shifts: result.shiftAndOpenCount)
        history.entries.append(entry)
        if rewrite {
            try writeHistory(history, backups: backups, mode: mode)
        } else {
            try appendHistory(History(entries: Array(history.entries[firstNew...])), backups: backups, mode: mode)
        }
        stepHook(.historyWritten)
        // Under the lock no other save is under way: a temporary file left here is from a save
        // that was killed, and is removed.
        let prefix = "." + name + ".saving-"
        for stale in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where stale.hasPrefix(prefix)
        {
            unlink(folder + "/" + stale)
        }
        descriptor = fileSystem.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: mode)
        guard descriptor >= 0 else { throw writeError(errno, doing: .createNewFile, folder: folder) }
        stepHook(.temporaryCreated)
        fchmod(descriptor, mode)  // the umask may have taken bits away
        if let owner { _ = fchown(descriptor, owner.0, owner.1) }  // allowed only to root; best effort
        let half = bytes.count / 2
        try writeAll(bytes[..<half], to: descriptor, folder: folder)
        stepHook(.temporaryHalfWritten)
        try writeAll(bytes[half...], to: descriptor, folder: folder)
        stepHook(.temporaryWritten)
        guard fileSystem.fsync(descriptor) == 0 else {
            throw writeError(errno, doing: .flushNewFile, folder: folder)
        }
        stepHook(.temporaryFlushed)
        close(descriptor)
        descriptor = -1
        guard fileSystem.rename(temporary, target) == 0 else {
            throw writeError(errno, doing: .replace(target), folder: folder)
        }
        succeeded = true
        lastEntry = entry
        stepHook(.renamed)
        // The rename is durable once the folder is flushed; the new file is in place either way.
        let folderDescriptor = SystemCall.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fileSystem.fsync(folderDescriptor)
            close(folderDescriptor)
        }
        stepHook(.folderFlushed)
        backups.prune(keeping: Self.keptVersions, keep: [version])
        stepHook(.backupsPruned)
    }

    /// Refuses a path that cannot name a file (`data/`, `.`, `..`): saving there would make a
    /// folder and a lock file named `..lock` and write nothing the worker could find.
    private func checkNamesAFile() throws(StoreError) {
        let name = Self.name(of: path)
        guard name.isEmpty || name == "." || name == ".." else { return }
        throw StoreError(.namesAFolder(path: path))
    }

    /// Refuses a `backups` that is not payday's own folder: a symbolic link would send the kept
    /// versions, and the pruning of old ones, into a folder that is not payday's.
    private func checkOwnFolder(_ backups: Backups) throws(StoreError) {
        guard let kind = backups.foreignKind() else { return }
        throw StoreError(.backupsNotOwnFolder(backups: backups.directory, kind, path: path))
    }

    /// New entries added at the end of the history file, flushed. A line cut short by a crash is
    /// skipped when the history is read.
    private func appendHistory(_ entries: History, backups: Backups, mode: mode_t) throws(StoreError) {
        let descriptor = fileSystem.open(
            backups.historyPath, flags: O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, mode: mode)
        guard descriptor >= 0 else {
            throw writeError(errno, doing: .writeHistory, folder: backups.directory)
        }
        defer { close(descriptor) }
        var info = stat()
        // After a line cut short, start on a line of its own.
        let separator: [UInt8] =
            fstat(descriptor, &info) == 0 && info.st_size > 0
            ? lastByteIsNewline(descriptor, info.st_size) ? [] : [0x0A] : []
        try writeAll((separator + entries.bytes())[...], to: descriptor, folder: backups.directory)
        guard fileSystem.fsync(descriptor) == 0 else {
            throw writeError(errno, doing: .flushHistory, folder: backups.directory)
        }
    }

    private func lastByteIsNewline(_ descriptor: Int32, _ size: off_t) -> Bool {
        var byte: UInt8 = 0
        return pread(descriptor, &byte, 1, size - 1) == 1 && byte == 0x0A
    }

    /// The history, written whole to a temporary file, flushed and renamed over the old one.
    private func writeHistory(_ history: History, backups: Backups, mode: mode_t) throws(StoreError) {
        let temporary = backups.historyPath + ".saving-\(getpid())"
        unlink(temporary)
        try writeCopy(history.bytes(), to: temporary, mode: mode, folder: backups.directory)
        guard fileSystem.rename(temporary, backups.historyPath) == 0 else {
            let code = errno
            unlink(temporary)
            throw writeError(code, doing: .writeHistory, folder: backups.directory)
        }
    }

    /// A whole new file holding `bytes`, flushed; removed again if anything fails.
    private func writeCopy(_ bytes: [UInt8], to path: String, mode: mode_t, folder: String) throws(StoreError) {
        let descriptor = fileSystem.open(path, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: mode)
        guard descriptor >= 0 else {
            throw writeError(errno, doing: .keepPreviousVersion, folder: folder)
        }
        defer { close(descriptor) }
        do throws(StoreError) {
            try writeAll(bytes[...], to: descriptor, folder: folder)
            guard fileSystem.fsync(descriptor) == 0 else {
                throw writeError(errno, doing: .flushKeptVersion, folder: folder)
            }
        } catch {
            unlink(path)
            throw error
        }
    }

    private func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32, folder: String) throws(StoreError) {
        var rest = bytes
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { fileSystem.write(descriptor, $0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw writeError(errno, doing: .writeNewFile, folder: folder)
            }
            rest = rest.dropFirst(count)
        }
    }

    private func makeFolder(_ folder: String) throws(StoreError) {
        var info = stat()
        if stat(folder, &info) == 0 { return }
        let parent = Self.folder(of: folder)
        if parent != folder { try makeFolder(parent) }
        if fileSystem.mkdir(folder, mode: 0o700) != 0 && errno != EEXIST {
            throw writeError(errno, doing: .createFolder(folder), folder: parent)
        }
    }

    /// A failed step of a save, with the OS error and the folder it was in (the callers word it).
    private func writeError(_ code: Int32, doing action: StoreError.SaveAction, folder: String) -> StoreError {
        StoreError(.writeFailed(action, code: code, folder: folder, path: path))
    }

    // MARK: - Paths

    /// `path` with every symlink on the way followed, so a save writes through to the real file
    /// (the lock and the backups sit beside it). A dangling link resolves to its target.
    func resolvedPath() -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : Self.folder(of: current) + "/" + destination
        }
        return current
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// A 64-bit fingerprint of a file's bytes, to recognise the version a backup was replaced
    /// by. Not cryptographic: it tells an edit from no edit. Four lanes of eight bytes are mixed
    /// side by side and folded together at the end: a lane's multiply waits only for its own
    /// previous one, so a save (which takes two fingerprints of 10 MB) spends a quarter of the
    /// time a single chain of multiplies would.
    static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
        var lanes = (basis ^ UInt64(bytes.count), basis ^ 1, basis ^ 2, basis ^ 3)
        bytes.withUnsafeBytes { raw in
            let blocks = raw.count / 32
            for block in 0..<blocks {
                let offset = block * 32
                lanes.0 = mix(lanes.0, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                lanes.1 = mix(lanes.1, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                lanes.2 = mix(lanes.2, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                lanes.3 = mix(lanes.3, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            }
            for offset in blocks * 32..<raw.count {
                lanes.0 = mix(lanes.0, UInt64(raw[offset]))
            }
        }
        return mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3)
    }

    private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* prime
        return product ^ (product >> 29)
    }
}

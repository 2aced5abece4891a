import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    private let lockTimeout: Double
    /// The save-and-verify step (and through it the writes and the step hook).
    private let saving: StoreSave
    /// The bytes `file` was read from or written as; nil before the first load, `.absent` when
    /// there was no file.
    private var loaded: DiskContent?
    /// Where in `loaded` each workplace of `file` was written.
    private var loadedRanges: [Range<Int>] = []
    /// Whether `loaded` is exactly what `DataFileWriter` writes for `file` (true after a save;
    /// nil until known), so that an unchanged workplace can be copied instead of written again.
    private var loadedIsWritten: Bool?
    /// The fingerprint of `loaded` once taken (a save knows the one it wrote), so that no save
    /// takes it twice of the same bytes.
    private var loadedFingerprint: String?

    /// Takes `disk` as the file as it is now.
    private func adopt(
        _ disk: DiskContent, parsed: (file: DataFile, ranges: [Range<Int>]), written: Bool? = nil,
        fingerprint: String? = nil
    ) {
        file = parsed.file
        loaded = disk
        loadedRanges = parsed.ranges
        loadedIsWritten = written
        loadedFingerprint = fingerprint
    }

    /// The fingerprint of the file as loaded (nil: no file), taken once.
    private func fingerprintOfLoaded() -> String? {
        guard case .bytes(let bytes)? = loaded else { return nil }
        if let loadedFingerprint { return loadedFingerprint }
        let fingerprint = Fingerprint.text(bytes)
        loadedFingerprint = fingerprint
        return fingerprint
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
        self.lockTimeout = lockTimeout
        saving = StoreSave(
            path: path, source: source, writer: StoreWriter(fileSystem: fileSystem, path: path), clock: clock,
            stepHook: stepHook)
    }

    // MARK: - Loading

    /// Reads the file (no file yet: no workplaces). No lock is needed: a save replaces the file
    /// by a rename, so a reader sees the old version or the new one.
    @discardableResult
    public func load() throws(StoreError) -> DataFile {
        try checkNamesAFile()
        let disk = try DiskContent.read(resolvedPath())
        adopt(disk, parsed: try parse(disk))
        return file
    }

    /// Loads the file again if it changed on disk since it was loaded or saved; true if it did.
    @discardableResult
    public func reloadIfChanged() throws(StoreError) -> Bool {
        let target = resolvedPath()
        if let loaded, loaded.isOnDisk(at: target) { return false }
        let disk = try DiskContent.read(target)
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
            if let loaded, loaded.isOnDisk(at: target) {
                (disk, changedOnDisk) = (loaded, false)
            } else {
                disk = try DiskContent.read(target)
                changedOnDisk = disk != loaded
            }
            saving.stepHook(.read)
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
            // The history's last entry, read once for the whole save (from its end only).
            let tail = History.tail(timeline(of: target).backups.historyPath)
            let fingerprint = fingerprintOfLoaded()
            var reuse = reusable(changed, touched: touched, tail: tail.last, fingerprint: fingerprint)
            // The touched workplaces' text, checked to read back as meant, goes into the file as
            // it is: the writer would write the same bytes again.
            reuse.written = try saving.verify(changed, touched: touched, earlier: loadedText(of:))
            let written = DataFileWriter.written(changed, capacity: capacityHint, reusing: reuse)
            saving.stepHook(.validated)
            let entry = try saving.save(
                written.bytes, target: target, replacing: disk, fingerprint: fingerprint, tail: tail, found: base,
                event: HistoryEvent(change, before: base), result: changed)
            lastEntry = entry
            adopt(
                .bytes(written.bytes), parsed: (changed, written.ranges), written: true, fingerprint: entry.after)
            lastApplyReloaded = reloaded
            return changed
        }
    }

    // MARK: - History

    /// The history, oldest first; a change found on disk and not yet recorded (an editor's,
    /// since payday last wrote the file) is shown as its last entry, with no version kept yet.
    public func history() throws(StoreError) -> History {
        let target = resolvedPath()
        let disk = try DiskContent.read(target)
        return try timeline(of: target).current(disk: disk, fingerprint: Fingerprint.text(disk)) {
            () throws(StoreError) in try parse(disk).file
        }
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
        try travel { timeline, history throws(StoreError) in try timeline.undo(history, expecting: expecting) }
    }

    /// Re-applies the latest undone entry (refused when a change came after the undo).
    @discardableResult
    public func redo() throws(StoreError) -> HistoryEntry {
        try travel { timeline, history throws(StoreError) in try timeline.redo(history) }
    }

    /// Brings the file back to how it was after history entry `number`; itself undoable.
    @discardableResult
    public func restore(_ number: Int) throws(StoreError) -> HistoryEntry {
        try travel { timeline, history throws(StoreError) in try timeline.restore(history, number) }
    }

    /// The file as it was after the history's entry `entry`, read only (`payday export --since`
    /// compares with it): the file itself when it is still that version, else its kept copy;
    /// nil when that version is no longer kept or does not read.
    public func version(after entry: HistoryEntry, in history: History) -> DataFile? {
        let target = resolvedPath()
        guard let disk = try? DiskContent.read(target),
            let bytes = try? timeline(of: target).version(
                entry.after, in: history, disk: disk, current: Fingerprint.text(disk))
        else { return nil }
        return try? parse(.bytes(bytes)).file
    }

    /// Saves a version from the history: `choose` picks it, seeing the history with a pending
    /// edit on disk as its last entry (recorded by the save before the new entry).
    private func travel(
        _ choose: (StoreHistory, History) throws(StoreError) -> StoreHistory.Travel
    ) throws(StoreError) -> HistoryEntry {
        if loaded != nil && file.isDemo { throw demoError() }
        return try withLock { (target: String) throws(StoreError) -> HistoryEntry in
            let disk = try DiskContent.read(target)
            saving.stepHook(.read)
            let found = try parse(disk).file
            if found.isDemo { throw demoError() }
            let timeline = timeline(of: target)
            try timeline.backups.checkOwnFolder(for: path)
            let current = Fingerprint.text(disk)
            let history = try timeline.current(disk: disk, fingerprint: current) { () throws(StoreError) in found }
            let travel = try choose(timeline, history)
            let bytes: [UInt8]
            if let fingerprint = travel.fingerprint {
                bytes = try timeline.version(fingerprint, in: history, disk: disk, current: current)
            } else {
                bytes = DataFileWriter.bytes(DataFile(workplaces: []))
            }
            let parsed = try parse(.bytes(bytes), file: path)
            saving.stepHook(.validated)
            let entry = try saving.save(
                bytes, target: target, replacing: disk, fingerprint: current, tail: nil, found: found,
                event: travel.event, result: parsed.file)
            lastEntry = entry
            adopt(.bytes(bytes), parsed: parsed, fingerprint: entry.after)
            return entry
        }
    }

    private func timeline(of target: String) -> StoreHistory {
        StoreHistory(path: path, backups: Backups(folder: Self.folder(of: target), name: Self.name(of: target)))
    }

    /// The folder holding the kept versions.
    public var backupsDirectory: String { Self.folder(of: resolvedPath()) + "/backups" }

    // MARK: - Writing

    /// Runs `body` holding the exclusive lock of the data file's lock file, with the path to
    /// write (the symlink's target when the data file is a symlink).
    private func withLock<Result>(_ body: (String) throws(StoreError) -> Result) throws(StoreError) -> Result {
        try checkNamesAFile()
        let target = resolvedPath()
        try saving.writer.makeFolder(Self.folder(of: target))
        return try StoreLock(target: target, path: path, timeout: lockTimeout).hold { () throws(StoreError) in
            saving.stepHook(.locked)
            return try body(target)
        }
    }

    /// Refuses a path that cannot name a file (`data/`, `.`, `..`): saving there would make a
    /// folder and a lock file named `..lock` and write nothing the worker could find.
    private func checkNamesAFile() throws(StoreError) {
        let name = Self.name(of: path)
        guard name.isEmpty || name == "." || name == ".." else { return }
        throw StoreError(.namesAFolder(path: path))
    }

    /// The size to reserve for the new text: the file as read, and some (a buffer that grows by
    /// doubling copies megabytes).
    private var capacityHint: Int {
        let size = if case .bytes(let bytes)? = loaded { bytes.count } else { 0 }
        return size + size / 8 + 4096
    }

    /// The workplaces whose text can be copied from the file as read: when that text is what the
    /// writer wrote (after a save by this store, or when its fingerprint, `fingerprint`, is that
    /// of the version the history's last entry, `last`, left), every workplace the change did not
    /// touch and that is equal to the one read. A file edited by hand is written whole.
    private func reusable(_ changed: DataFile, touched: [Int], tail last: HistoryEntry?, fingerprint: String?)
        -> DataFileWriter.Reuse
    {
        guard case .bytes(let source)? = loaded, changed.workplaces.count == file.workplaces.count,
            loadedRanges.count == file.workplaces.count
        else { return DataFileWriter.Reuse() }
        if loadedIsWritten == nil { loadedIsWritten = last?.after == fingerprint }
        guard loadedIsWritten == true else { return DataFileWriter.Reuse() }
        let touchedSet = Set(touched)
        let ranges = changed.workplaces.indices.map { index -> Range<Int>? in
            touchedSet.contains(index) || changed.workplaces[index] != file.workplaces[index]
                ? nil : loadedRanges[index]
        }
        return DataFileWriter.Reuse(source: source, ranges: ranges)
    }

    /// Workplace `index` of the file as loaded and its text there (from its indentation to its
    /// `}`), when that text is what the writer wrote (`loadedIsWritten`, known once `reusable`
    /// has run): the text a touched workplace's unchanged shift lines are copied from.
    private func loadedText(of index: Int) -> (workplace: Workplace, text: ArraySlice<UInt8>)? {
        guard loadedIsWritten == true, case .bytes(let source)? = loaded, index < file.workplaces.count,
            index < loadedRanges.count, loadedRanges[index].lowerBound >= 4
        else { return nil }
        let range = loadedRanges[index]
        return (file.workplaces[index], source[(range.lowerBound - 4)..<range.upperBound])
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

    /// The fingerprint of a file's bytes as the history records it (`Fingerprint`).
    static func fingerprint(_ bytes: [UInt8]) -> UInt64 { Fingerprint.of(bytes) }

    static func hex(_ fingerprint: UInt64) -> String { Fingerprint.hex(fingerprint) }
}

import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The steps of a save, in order. The store reports each to its `stepHook` as it passes it, which
/// is how the fault-injection tests stop a save at every step (`PAYDAY_TEST_KILL_AT_STEP`).
public enum SaveStep: String, CaseIterable, Sendable {
    case locked, read, validated, backedUp, versionKept, historyWritten, temporaryCreated, temporaryHalfWritten,
        temporaryWritten, temporaryFlushed, renamed, folderFlushed, backupsPruned
}

/// The save-and-verify step of the store: the new content checked to read back as meant, then
/// written so that the data file is always the old version or the new one, whole, with the
/// version kept and the change recorded in the history.
struct StoreSave {
    /// The data file as named (for the messages).
    let path: String
    let source: ChangeSource
    let writer: StoreWriter
    let clock: () -> Date
    let stepHook: (SaveStep) -> Void

    // MARK: - Verifying

    /// Checks that the workplaces the change touched (and the file's own fields) read back, by
    /// the loader's rules, as exactly what was meant. The other workplaces were validated when
    /// the file was read and are written by the same writer. Returns the text checked, by
    /// workplace: what the writer writes for each, so the save writes it as it is. `earlier`
    /// gives a workplace's text as loaded, when the writer wrote it, to copy its unchanged shift
    /// lines from (`DataFileWriter.bytes(_:earlier:)`); the text is read back all the same.
    func verify(
        _ changed: DataFile, touched: [Int], earlier: (Int) -> (workplace: Workplace, text: ArraySlice<UInt8>)?
    ) throws(StoreError) -> [[UInt8]?] {
        var verified = [[UInt8]?](repeating: nil, count: changed.workplaces.count)
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
            let bytes = DataFileWriter.bytes(workplace, earlier: earlier(index))
            // Read back by the one-pass reader (the same checks, no JSON tree); only when it
            // declines, by the general reader, which names the problem.
            if let reread = bytes.withUnsafeBufferPointer({ QuickDataFileReader.workplace($0, number: index) }) {
                if reread != workplace {
                    problems.append(DataProblem(path: "workplaces[\(index)]", .doesNotReadBack))
                }
                verified[index] = bytes
                continue
            }
            do {
                let value = try JSONReader.parse(bytes)
                var found: [DataProblem] = []
                let reread = DataFile.decodeWorkplace(value, path: "workplaces[\(index)]", problems: &found)
                problems += found
                if found.isEmpty && reread != workplace {
                    problems.append(DataProblem(path: "workplaces[\(index)]", .doesNotReadBack))
                }
                verified[index] = bytes
            } catch {
                problems.append(DataProblem(syntax: error))
            }
        }
        guard problems.isEmpty else {
            throw StoreError(.invalidResult(DataFileError(file: path, problems: problems)))
        }
        return verified
    }

    // MARK: - Saving

    /// Writes `bytes` as the new content of `target`, recording `event` in the history: the file
    /// found on disk kept when payday did not write it (a hard link), the new version kept (a
    /// copy, so that an editor writing the data file in place cannot change it), the history
    /// written, then a temporary file; the three flushed together (the disk writes the copy and
    /// the history while the temporary file is written), rename, flush the folder, prune the
    /// versions. On
    /// any failure the file is as it was and what this save added to `backups/` is removed (a
    /// history entry left by a save killed before the rename is dropped by the next one).
    /// `fingerprint` is the fingerprint of `disk` (nil: no file), `tail` the history's last entry
    /// and size when the caller has read them (nil: read here). Returns the new entry.
    func save(
        _ bytes: [UInt8], target: String, replacing disk: DiskContent, fingerprint currentFingerprint: String?,
        tail: (last: HistoryEntry?, size: Int)?, found: DataFile, event: HistoryEvent, result: DataFile
    ) throws(StoreError) -> HistoryEntry {
        let folder = DataStore.folder(of: target), name = DataStore.name(of: target)
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
        try backups.checkOwnFolder(for: path)
        try writer.makeFolder(backups.directory)
        // Entries are appended, knowing only the last one; the whole history is read and written
        // anew only when the last entry is dropped (its save never replaced the file) or the
        // file has grown past `History.rewriteSize`.
        let tail = tail ?? History.tail(backups.historyPath)
        var history = History(entries: tail.last.map { [$0] } ?? [])
        let rewrite =
            tail.size > History.rewriteSize || StoreHistory.isUnsaved(tail.last, current: currentFingerprint)
        if rewrite {
            history = History.read(backups.historyPath)
            StoreHistory.reconcile(&history, current: currentFingerprint, backups: backups)
        }
        let firstNew = history.entries.count
        let now = clock()
        var added: [String] = []
        var succeeded = false
        let temporary = folder + "/." + name + ".saving-\(getpid())"
        var descriptor: Int32 = -1, versionDescriptor: Int32 = -1, historyDescriptor: Int32 = -1
        defer {
            for open in [descriptor, versionDescriptor, historyDescriptor] where open >= 0 { close(open) }
            if !succeeded {
                unlink(temporary)
                // A history entry already written names a version the file is not: the next
                // save drops it (`reconcile`).
                for file in added { backups.removeVersion(file) }
            }
        }
        if case .bytes(let old) = disk, let currentFingerprint, history.entries.last?.after != currentFingerprint {
            // Not what payday last wrote: keep it as found, and record it.
            let kept = backups.newVersionName(at: now)
            // A hard link keeps it at no cost: the rename below leaves its inode alone. A file
            // system without hard links gets a copy instead.
            if writer.fileSystem.link(target, backups.directory + "/" + kept) != 0 {
                let code = errno
                guard [EPERM, EXDEV, EMLINK, ENOTSUP, EOPNOTSUPP].contains(code) else {
                    throw writer.failed(code, doing: .keepPreviousVersion, folder: backups.directory)
                }
                try writer.writeCopy(old, to: backups.directory + "/" + kept, mode: mode, folder: backups.directory)
            }
            added.append(kept)
            history.entries.append(
                StoreHistory.foundEntry(
                    history, fingerprint: currentFingerprint, found: found, version: kept, at: now))
            stepHook(.backedUp)
        }
        let version = backups.newVersionName(at: now)
        // Flushed just before the rename: the disk writes the copy while the history and the
        // temporary file are written. Until the rename the file is the old version, and a
        // history entry naming a version is dropped, with the version, when its save never
        // replaced the file (`StoreHistory.reconcile`), so nothing relies on the copy sooner.
        versionDescriptor = try writer.writeCopyFlushingLater(
            bytes, to: backups.directory + "/" + version, mode: mode, folder: backups.directory)
        added.append(version)
        stepHook(.versionKept)
        let entry = HistoryEntry(
            number: history.nextNumber, time: now.timeIntervalSince1970, source: source, event: event,
            before: currentFingerprint, after: Fingerprint.text(bytes), version: version,
            workplaces: result.workplaces.count, shifts: result.shiftAndOpenCount)
        history.entries.append(entry)
        if rewrite {
            try writer.writeHistory(history, backups: backups, mode: mode)
        } else {
            historyDescriptor = try writer.appendHistoryFlushingLater(
                History(entries: Array(history.entries[firstNew...])), backups: backups, mode: mode)
        }
        stepHook(.historyWritten)
        // Under the lock no other save is under way: a temporary file left here is from a save
        // that was killed, and is removed.
        let prefix = "." + name + ".saving-"
        for stale in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where stale.hasPrefix(prefix)
        {
            unlink(folder + "/" + stale)
        }
        descriptor = writer.fileSystem.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: mode)
        guard descriptor >= 0 else { throw writer.failed(errno, doing: .createNewFile, folder: folder) }
        stepHook(.temporaryCreated)
        fchmod(descriptor, mode)  // the umask may have taken bits away
        if let owner { _ = fchown(descriptor, owner.0, owner.1) }  // allowed only to root; best effort
        let half = bytes.count / 2
        try writer.writeAll(bytes[..<half], to: descriptor, folder: folder)
        stepHook(.temporaryHalfWritten)
        try writer.writeAll(bytes[half...], to: descriptor, folder: folder)
        stepHook(.temporaryWritten)
        // What the rename makes current is on the disk first: the version kept, its history
        // entry, the new content.
        try writer.finishFlush(versionDescriptor, folder: backups.directory)
        if historyDescriptor >= 0 {
            try writer.finishFlush(historyDescriptor, folder: backups.directory, doing: .flushHistory)
        }
        guard writer.fileSystem.fsync(descriptor) == 0 else {
            throw writer.failed(errno, doing: .flushNewFile, folder: folder)
        }
        stepHook(.temporaryFlushed)
        close(descriptor)
        descriptor = -1
        guard writer.fileSystem.rename(temporary, target) == 0 else {
            throw writer.failed(errno, doing: .replace(target), folder: folder)
        }
        succeeded = true
        stepHook(.renamed)
        // The rename is durable once the folder is flushed; the new file is in place either way.
        let folderDescriptor = SystemCall.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = writer.fileSystem.fsync(folderDescriptor)
            close(folderDescriptor)
        }
        stepHook(.folderFlushed)
        backups.prune(keeping: DataStore.keptVersions, keep: [version])
        stepHook(.backupsPruned)
        return entry
    }
}

import FoundationEssentials

/// The history of a data file as the store reads it (`History`, in `backups/`), and where undo,
/// redo and restore take the file: each picks a version by its fingerprint, and the store saves
/// that version as a change like any other.
struct StoreHistory {
    /// The data file as named (for the messages).
    let path: String
    let backups: Backups

    /// What undo, redo or restore saves: the version with `fingerprint` (nil: no file, saved as an
    /// empty data file), recorded as `event`.
    struct Travel {
        let fingerprint: String?
        let event: HistoryEvent
    }

    /// The history, oldest first, with an entry whose save never replaced the file dropped, and
    /// an edit on disk since its last entry (an editor's) shown as its last entry, with no version
    /// kept yet (the next save records it). `fingerprint` is the file's on disk (nil: no file),
    /// `found` the file parsed, asked for only when needed.
    func current(disk: DiskContent, fingerprint: String?, found: () throws(StoreError) -> DataFile)
        throws(StoreError) -> History
    {
        var history = History.read(backups.historyPath)
        Self.reconcile(&history, current: fingerprint, backups: backups)
        guard let fingerprint, history.entries.last?.after != fingerprint else { return history }
        history.entries.append(
            Self.foundEntry(history, fingerprint: fingerprint, found: try found(), version: nil, at: Date()))
        return history
    }

    /// Undo: the latest undoable entry goes back to the version before it. With `expecting`,
    /// refused (`.laterChange`, naming it) unless that entry is still the latest.
    func undo(_ history: History, expecting: Int?) throws(StoreError) -> Travel {
        guard let target = history.stacks.undoable.last else {
            throw StoreError(.nothingToUndo(path: path, firstFound: false))
        }
        if let expecting, expecting != target.number { throw StoreError(.laterChange, entry: target) }
        // The first version payday found: nothing known before it.
        if target.before == nil && target.source == .disk {
            throw StoreError(.nothingToUndo(path: path, firstFound: true))
        }
        return Travel(fingerprint: target.before, event: .undid(entry: target.number, undone: target.event.summary))
    }

    /// Redo: the latest undone entry's version again (none when a change came after the undo).
    func redo(_ history: History) throws(StoreError) -> Travel {
        guard let target = history.stacks.redoable.last else {
            throw StoreError(.nothingToRedo(path: path))
        }
        return Travel(fingerprint: target.after, event: .redid(entry: target.number, redone: target.event.summary))
    }

    /// Restore: the version after entry `number`.
    func restore(_ history: History, _ number: Int) throws(StoreError) -> Travel {
        guard let entry = history.entries.first(where: { $0.number == number }) else {
            throw StoreError(.noSuchEntry(path: path, number: number))
        }
        return Travel(fingerprint: entry.after, event: .restored(entry: number))
    }

    /// The bytes of the version with `fingerprint`: the file itself (`disk`, whose fingerprint is
    /// `current`), or a kept copy whose bytes still have that fingerprint.
    func version(_ fingerprint: String, in history: History, disk: DiskContent, current: String?)
        throws(StoreError) -> [UInt8]
    {
        if case .bytes(let bytes) = disk, current == fingerprint { return bytes }
        for entry in history.entries.reversed() where entry.after == fingerprint {
            guard let name = entry.version,
                let bytes = backups.readVersion(name),
                Fingerprint.text(bytes) == fingerprint
            else { continue }
            return bytes
        }
        throw StoreError(
            .versionNotKept(path: path, backups: backups.directory, kept: DataStore.keptVersions))
    }

    /// The entry recording `found`, a version of the file payday did not write (an editor's).
    static func foundEntry(_ history: History, fingerprint: String, found: DataFile, version: String?, at time: Date)
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
    /// writing the history and the rename): the file is still the version before it. `current`:
    /// the file's fingerprint (nil: no file).
    static func reconcile(_ history: inout History, current: String?, backups: Backups) {
        guard let last = history.entries.last, isUnsaved(last, current: current) else { return }
        history.entries.removeLast()
        if let name = last.version { backups.removeVersion(name) }
    }

    /// Whether `last` is an entry whose save never replaced the file: the file is still the
    /// version before it (whose fingerprint is `current`; nil: no file).
    static func isUnsaved(_ last: HistoryEntry?, current: String?) -> Bool {
        guard let last, last.source != .disk else { return false }
        return last.after != current && last.before == current
    }
}

extension Backups {
    /// Refuses a `backups` that is not payday's own folder: a symbolic link would send the kept
    /// versions, and the pruning of old ones, into a folder that is not payday's.
    func checkOwnFolder(for path: String) throws(StoreError) {
        guard let kind = foreignKind() else { return }
        throw StoreError(.backupsNotOwnFolder(backups: directory, kind, path: path))
    }
}

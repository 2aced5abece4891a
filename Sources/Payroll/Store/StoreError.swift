/// Why the store did not load or save, as data: the kind, and for each kind what it names (the
/// paths, the OS error, the reasons). The command line and the app word it themselves, in
/// English and Korean (`RuleWords.storeError` in PaydayApp); no sentence is built here. Whenever
/// a save fails, the data file is as it was before.
public struct StoreError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The file on disk does not pass validation (or, never expected, the new content would not).
        case invalidData
        /// The file is a demo (`datesRelativeTo`): never written.
        case demo
        /// The change does not apply to the data (an overlapping shift, nothing to clock out).
        case refused
        /// The file changed on disk since it was loaded, and the change no longer applies to it.
        case changedOnDisk
        /// A read, write, flush or rename failed (permissions, a full disk).
        case fileSystem
        /// Another process held the lock for longer than the store waits.
        case busy
        case nothingToUndo
        case nothingToRedo
        /// The version asked for is no longer kept in `backups/`.
        case versionNotKept
        /// `restore N` of an entry the history does not hold.
        case noSuchEntry
        /// `undo(expecting:)`: another entry (`entry`) came after the one expected.
        case laterChange
    }

    /// What failed, with what it names. Paths are as the store knows them: `path` is the data
    /// file as the user named it; the others are beside its target.
    public enum Detail: Sendable, Equatable {
        /// The file on disk does not pass validation; `backups` holds the versions to restore.
        case invalidFile(DataFileError, backups: String)
        /// The new content would not be a valid data file (never expected): nothing written.
        case invalidResult(DataFileError)
        /// The file has `datesRelativeTo`: a demo, never written.
        case demo(path: String)
        /// `open`, `fstat` or `read` of `file` failed with `code` (an `errno`).
        case unreadable(file: String, code: Int32)
        /// The file kept growing while it was read.
        case changedWhileReading(file: String)
        /// `file` is a folder, a FIFO, a device or a socket.
        case notRegularFile(file: String, FileKind)
        /// `file` is larger than any data file (`RegularFile.maximumBytes`).
        case tooLarge(file: String, bytes: Int)
        /// The data file (at `target`, its symlink's target) has no write permission.
        case readOnly(path: String, target: String)
        /// A step of the save failed with `code`, in `folder`; the data file `path` is unchanged.
        case writeFailed(SaveAction, code: Int32, folder: String, path: String)
        /// `flock` of `lockFile` failed with `code` (other than being held).
        case lockFailed(lockFile: String, code: Int32)
        /// Another payday held `lockFile` for more than `seconds`.
        case busy(path: String, lockFile: String, seconds: Int)
        /// The path ends in `/`, `.` or `..`: it names a folder, not a data file.
        case namesAFolder(path: String)
        /// `backups` beside the data file is not a folder of payday's own (a symbolic link, a file).
        case backupsNotOwnFolder(backups: String, FileKind, path: String)
        /// Nothing to undo: the history is empty of undoable entries, or (`firstFound`) the
        /// latest is the version payday first found, with nothing known before it.
        case nothingToUndo(path: String, firstFound: Bool)
        case nothingToRedo(path: String)
        case noSuchEntry(path: String, number: Int)
        /// The version asked for is no longer in `backups` (which keeps the newest `kept`).
        case versionNotKept(path: String, backups: String, kept: Int)

        public var kind: Kind {
            switch self {
            case .invalidFile, .invalidResult: .invalidData
            case .demo: .demo
            case .busy: .busy
            case .nothingToUndo: .nothingToUndo
            case .nothingToRedo: .nothingToRedo
            case .noSuchEntry: .noSuchEntry
            case .versionNotKept: .versionNotKept
            case .unreadable, .changedWhileReading, .notRegularFile, .tooLarge, .readOnly, .writeFailed, .lockFailed,
                .namesAFolder, .backupsNotOwnFolder:
                .fileSystem
            }
        }
    }

    /// The step of a save that failed (`Detail.writeFailed`).
    public enum SaveAction: Sendable, Equatable {
        /// Creating the lock file at this path.
        case createLockFile(String)
        /// Creating this folder (the data file's, or `backups`).
        case createFolder(String)
        /// Keeping the previous version (a hard link or a copy) in `backups`.
        case keepPreviousVersion
        /// Flushing a kept version to disk.
        case flushKeptVersion
        /// Writing or flushing the history in `backups`.
        case writeHistory
        case flushHistory
        /// Creating the temporary file beside the data file.
        case createNewFile
        /// Writing a file's bytes.
        case writeNewFile
        /// Flushing the new file to disk.
        case flushNewFile
        /// Renaming the new file over this target.
        case replace(String)
    }

    public var kind: Kind
    /// What failed and what it names, for the kinds other than `.refused`, `.changedOnDisk` and
    /// `.laterChange` (worded from `reasons` and `entry`).
    public var detail: Detail?
    /// Why a change was refused (`.refused`, `.changedOnDisk`), as `DataRules` says.
    public var reasons: [RuleReason] = []
    /// The entry that came after the one expected (`.laterChange`).
    public var entry: HistoryEntry?

    public init(_ detail: Detail) {
        self.kind = detail.kind
        self.detail = detail
    }

    public init(_ kind: Kind, reasons: [RuleReason]) {
        self.kind = kind
        self.reasons = reasons
    }

    public init(_ kind: Kind, entry: HistoryEntry) {
        self.kind = kind
        self.entry = entry
    }
}

/// What a path is when it is not a regular file (or `backups` is not a folder).
public enum FileKind: Sendable, Equatable {
    /// `file`: a regular file where a folder was wanted (`backups`).
    case folder, file, namedPipe, device, socket, symbolicLink, other
}

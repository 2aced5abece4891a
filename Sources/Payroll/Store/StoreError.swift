/// Why the store did not load or save, in words that say what to do. Whenever a save fails, the
/// data file is as it was before (the message says so where it matters).
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
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

    public var kind: Kind
    /// For the kinds other than `.refused`, `.changedOnDisk` and `.laterChange`, which are
    /// worded by the command line and the app from `reasons` and `entry`.
    public var message: String
    /// Why a change was refused (`.refused`, `.changedOnDisk`), as `DataRules` says.
    public var reasons: [RuleReason] = []
    /// The entry that came after the one expected (`.laterChange`).
    public var entry: HistoryEntry?

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public init(_ kind: Kind, reasons: [RuleReason]) {
        self.kind = kind
        self.message = ""
        self.reasons = reasons
    }

    public init(_ kind: Kind, entry: HistoryEntry) {
        self.kind = kind
        self.message = ""
        self.entry = entry
    }

    public var description: String { message }
}

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
        /// The file was changed after the store's last change; undoing would lose that edit.
        case undoWouldLoseEdit
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}

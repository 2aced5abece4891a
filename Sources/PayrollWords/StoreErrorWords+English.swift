import FoundationEssentials
import Payroll

#if canImport(Glibc)
import Glibc
#endif

extension English: StoreErrorWords {
    public func invalidFileFix(file: String, backups: String, commandLine: Bool) -> String {
        commandLine
            ? "Fix the file (payday validate \(file) lists every problem) or restore a version from \(backups); nothing was saved."
            : "Fix the file or restore a version from \(backups); nothing was saved."
    }
    public func invalidResult(file: String, list: String) -> String {
        "payday did not save, because the result would not be a valid data file:\n\(list)\n\(file) was not changed."
    }
    public func demo(_ path: String, commandLine: Bool) -> String {
        "\(path) is a demo (it has \"datesRelativeTo\": its dates move with today), so payday never writes to it."
            + (commandLine
                ? " Record your own work in your own file: leave out --demo and --data, or name another file with --data FILE."
                : "")
    }
    public func unreadable(_ file: String, error: String, allowRead: Bool) -> String {
        "cannot read \(file): \(error)" + (allowRead ? "; allow it with: chmod u+r \(file)" : "")
    }
    public func changedWhileReading(_ file: String) -> String {
        "cannot read \(file): it changed while payday was reading it; try again"
    }
    public func notRegularFile(_ file: String, kind: String, commandLine: Bool) -> String {
        "\(file) is \(kind), not a regular file" + (commandLine ? "; name a data file with --data FILE" : "")
    }
    public func tooLarge(_ file: String, megabytes: Int, most: Int) -> String {
        "\(file) is \(megabytes) MB, larger than any data file (at most \(most) MB); it was not read"
    }
    public func readOnly(_ path: String, target: String) -> String {
        "\(path) is read-only, so payday does not write over it; make it writable (chmod u+w \(target)) and try again. Nothing was saved."
    }
    public func writeFailed(action: String, error: String, advice: String, path: String) -> String {
        "could not \(action): \(error); \(advice). \(path) was not changed."
    }
    public func lockFailed(_ lockFile: String, error: String) -> String {
        "cannot lock \(lockFile): \(error); nothing was saved"
    }
    public func busy(_ path: String, lockFile: String, seconds: Int) -> String {
        "another payday has been saving \(path) for more than \(seconds) seconds (it holds \(lockFile)); let it finish and try again. Nothing was saved."
    }
    public func namesAFolder(_ path: String, example: String) -> String {
        "\(path) names a folder, not a data file; name the file itself, such as \(example)"
    }
    public func backupsNotOwnFolder(_ backups: String, kind: String, path: String) -> String {
        "\(backups) is \(kind), not a folder of payday's own for the earlier versions, so payday does not use it; move it away (mv \(backups) \(backups).old) and try again. \(path) was not changed."
    }
    public func nothingToUndo(_ path: String, firstFound: Bool) -> String {
        firstFound
            ? "there is nothing to undo: \(path) is as payday first found it"
            : "there is nothing to undo in the history of \(path)"
    }
    public func nothingToRedo(_ path: String) -> String { "there is nothing to redo in the history of \(path)" }
    public func noSuchEntry(_ path: String, number: Int) -> String {
        "there is no entry \(number) in the history of \(path)"
    }
    public func versionNotKept(_ path: String, backups: String, kept: Int) -> String {
        "that version of \(path) is no longer kept in \(backups) (payday keeps the newest \(kept))"
    }

    public func fileKind(_ kind: FileKind) -> String {
        switch kind {
        case .folder: "a folder"
        case .file: "a file"
        case .namedPipe: "a named pipe (FIFO)"
        case .device: "a device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .other: "not a regular file"
        }
    }

    public func saveAction(_ action: StoreError.SaveAction, folder: String) -> String {
        switch action {
        case .createLockFile(let file): "create the lock file \(file)"
        case .createFolder(let created): "create the folder \(created)"
        case .keepPreviousVersion: "keep the previous version in \(folder)"
        case .flushKeptVersion: "flush the kept version"
        case .writeHistory: "write the history in \(folder)"
        case .flushHistory: "flush the history"
        case .createNewFile: "create a new file in \(folder)"
        case .writeNewFile: "write the new file"
        case .flushNewFile: "flush the new file to disk"
        case .replace(let target): "replace \(target) with the new version"
        }
    }

    public func diskFull(_ folder: String) -> String {
        "the disk holding \(folder) is full; free some space and try again"
    }
    public func folderNotWritable(_ folder: String, elsewhere: String?) -> String {
        "payday may not write in \(folder); it saves by writing a new file beside the data file, so that folder must be writable (chmod u+w \(folder))"
            + (elsewhere.map { ", or \($0)" } ?? "")
    }
    public func readOnlyFileSystem(_ folder: String, elsewhere: String?) -> String {
        "\(folder) is on a read-only file system" + (elsewhere.map { "; \($0)" } ?? "")
    }
    public func tryAgain(elsewhere: String?) -> String { "try again" + (elsewhere.map { ", or \($0)" } ?? "") }
    public var nameFileElsewhere: String { "name a file elsewhere with --data FILE" }

    public func osError(_ code: Int32) -> String { "\(String(cString: strerror(code))) (\(ErrorNumber.name(code)))" }

    public func changedOnDisk(path: String, reasons: String) -> String {
        "\(path) was changed on disk since payday read it, and the change no longer applies: \(reasons). Nothing was saved."
    }

    public func laterChange(_ entry: String) -> String { "a later change came first: \(entry)" }
}

import Foundation
import Payroll

#if canImport(Glibc)
import Glibc
#endif

extension English: StoreErrorWords {
    public func storeDetail(_ detail: StoreError.Detail, place: RuleWords.Place) -> String {
        let commandLine = place == .commandLine
        switch detail {
        case .invalidFile(let problems, let backups):
            let fix =
                commandLine
                ? "Fix the file (payday validate \(problems.file) lists every problem) or restore a version from \(backups); nothing was saved."
                : "Fix the file or restore a version from \(backups); nothing was saved."
            return dataFileError(problems, place: place) + "\n" + fix
        case .invalidResult(let problems):
            let list = problems.problems.map { "  " + dataProblem($0, place: place) }.joined(separator: "\n")
            return
                "payday did not save, because the result would not be a valid data file:\n\(list)\n\(problems.file) was not changed."
        case .demo(let path):
            return
                "\(path) is a demo (it has \"datesRelativeTo\": its dates move with today), so payday never writes to it."
                + (commandLine
                    ? " Record your own work in your own file: leave out --demo and --data, or name another file with --data FILE."
                    : "")
        case .unreadable(let file, let code):
            let allow = code == EACCES
            return "cannot read \(file): \(osError(code))" + (allow ? "; allow it with: chmod u+r \(file)" : "")
        case .changedWhileReading(let file):
            return "cannot read \(file): it changed while payday was reading it; try again"
        case .notRegularFile(let file, let kind):
            return "\(file) is \(fileKind(kind)), not a regular file"
                + (commandLine ? "; name a data file with --data FILE" : "")
        case .tooLarge(let file, let bytes):
            let most = RegularFile.maximumMegabytes
            return "\(file) is \(bytes >> 20) MB, larger than any data file (at most \(most) MB); it was not read"
        case .readOnly(let path, let target):
            return
                "\(path) is read-only, so payday does not write over it; make it writable (chmod u+w \(target)) and try again. Nothing was saved."
        case .writeFailed(let action, let code, let folder, let path):
            return
                "could not \(saveAction(action, folder: folder)): \(osError(code)); \(writeAdvice(code, folder: folder, place: place)). \(path) was not changed."
        case .lockFailed(let lockFile, let code):
            return "cannot lock \(lockFile): \(osError(code)); nothing was saved"
        case .busy(let path, let lockFile, let seconds):
            return
                "another payday has been saving \(path) for more than \(seconds) seconds (it holds \(lockFile)); let it finish and try again. Nothing was saved."
        case .namesAFolder(let path):
            let example = (path.hasSuffix("/") ? path : path + "/") + "workplaces.json"
            return "\(path) names a folder, not a data file; name the file itself, such as \(example)"
        case .backupsNotOwnFolder(let backups, let kind, let path):
            return
                "\(backups) is \(fileKind(kind)), not a folder of payday's own for the earlier versions, so payday does not use it; move it away (mv \(backups) \(backups).old) and try again. \(path) was not changed."
        case .nothingToUndo(let path, let firstFound):
            return firstFound
                ? "there is nothing to undo: \(path) is as payday first found it"
                : "there is nothing to undo in the history of \(path)"
        case .nothingToRedo(let path):
            return "there is nothing to redo in the history of \(path)"
        case .noSuchEntry(let path, let number):
            return "there is no entry \(number) in the history of \(path)"
        case .versionNotKept(let path, let backups, let kept):
            return "that version of \(path) is no longer kept in \(backups) (payday keeps the newest \(kept))"
        }
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

    /// What the save was doing, as the object of "could not" (English) or before "수 없습니다".
    private func saveAction(_ action: StoreError.SaveAction, folder: String) -> String {
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

    /// What to do about a failed write.
    private func writeAdvice(_ code: Int32, folder: String, place: RuleWords.Place) -> String {
        let elsewhere =
            place == .commandLine ? "name a file elsewhere with --data FILE" : nil
        switch code {
        case ENOSPC, EDQUOT:
            return "the disk holding \(folder) is full; free some space and try again"
        case EACCES, EPERM:
            return
                "payday may not write in \(folder); it saves by writing a new file beside the data file, so that folder must be writable (chmod u+w \(folder))"
                + (elsewhere.map { ", or \($0)" } ?? "")
        case EROFS:
            return "\(folder) is on a read-only file system" + (elsewhere.map { "; \($0)" } ?? "")
        default:
            return "try again" + (elsewhere.map { ", or \($0)" } ?? "")
        }
    }

    public func osError(_ code: Int32) -> String { "\(String(cString: strerror(code))) (\(ErrorNumber.name(code)))" }

    public func changedOnDisk(path: String, reasons: String) -> String {
        "\(path) was changed on disk since payday read it, and the change no longer applies: \(reasons). Nothing was saved."
    }

    public func laterChange(_ entry: String) -> String { "a later change came first: \(entry)" }
}

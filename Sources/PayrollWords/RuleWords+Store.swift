import FoundationEssentials
import Payroll

#if canImport(Glibc)
import Glibc
#endif

/// The store's errors in words, English and Korean, from their kinds: the paths they name, the
/// OS error (its own text and its name, `ENOSPC`), and what to do. The command line may name
/// options (`--data FILE`); the app never does.
extension RuleWords {
    /// A store error in words: what failed and what to do, the reasons for a refusal.
    public func storeError(_ error: StoreError, path: String) -> String {
        switch error.kind {
        case .refused:
            return reasons(error.reasons)
        case .changedOnDisk:
            return words.changedOnDisk(path: path, reasons: reasons(error.reasons))
        case .laterChange:
            guard let entry = error.entry else { return "" }
            return words.laterChange(self.entry(entry))
        default:
            return error.detail.map { words.storeDetail($0, place: place) } ?? ""
        }
    }
}

/// The words of the store's errors: a save refused, the file changed on disk, a write, a read or
/// a lock that failed, the history's undo, redo and restore. `storeDetail` reads an error's values
/// once, for both languages; a conformance supplies the sentences. `commandLine`: the sentence may
/// name the command line's options (`--data FILE`); the app's never do.
public protocol StoreErrorWords: DataProblemWords {
    /// The file changed on disk and the change no longer applies, for `reasons`.
    func changedOnDisk(path: String, reasons: String) -> String
    /// A later change came first: `entry` names it.
    func laterChange(_ entry: String) -> String
    /// Under the file's problems: what to do about them.
    func invalidFileFix(file: String, backups: String, commandLine: Bool) -> String
    /// `list` is the result's problems, a line each.
    func invalidResult(file: String, list: String) -> String
    func demo(_ path: String, commandLine: Bool) -> String
    /// `allowRead`: the error is `EACCES`, and the sentence says how to allow reading.
    func unreadable(_ file: String, error: String, allowRead: Bool) -> String
    func changedWhileReading(_ file: String) -> String
    func notRegularFile(_ file: String, kind: String, commandLine: Bool) -> String
    func tooLarge(_ file: String, megabytes: Int, most: Int) -> String
    func readOnly(_ path: String, target: String) -> String
    /// `action` is `saveAction(_:folder:)`, `advice` what to do about the error.
    func writeFailed(action: String, error: String, advice: String, path: String) -> String
    /// What the save was doing, as the object of "could not" (English) or before "수 없습니다".
    func saveAction(_ action: StoreError.SaveAction, folder: String) -> String
    /// What to do about a failed write, by the error; `elsewhere` is `nameFileElsewhere` on the
    /// command line, nil in the app.
    func diskFull(_ folder: String) -> String
    func folderNotWritable(_ folder: String, elsewhere: String?) -> String
    func readOnlyFileSystem(_ folder: String, elsewhere: String?) -> String
    func tryAgain(elsewhere: String?) -> String
    var nameFileElsewhere: String { get }
    func lockFailed(_ lockFile: String, error: String) -> String
    func busy(_ path: String, lockFile: String, seconds: Int) -> String
    /// `example` is the path with `workplaces.json` after it.
    func namesAFolder(_ path: String, example: String) -> String
    func backupsNotOwnFolder(_ backups: String, kind: String, path: String) -> String
    func nothingToUndo(_ path: String, firstFound: Bool) -> String
    func nothingToRedo(_ path: String) -> String
    func noSuchEntry(_ path: String, number: Int) -> String
    func versionNotKept(_ path: String, backups: String, kept: Int) -> String
}

extension StoreErrorWords {
    /// What failed and what to do.
    public func storeDetail(_ detail: StoreError.Detail, place: RuleWords.Place) -> String {
        let commandLine = place == .commandLine
        switch detail {
        case .invalidFile(let problems, let backups):
            return dataFileError(problems, place: place) + "\n"
                + invalidFileFix(file: problems.file, backups: backups, commandLine: commandLine)
        case .invalidResult(let problems):
            let list = problems.problems.map { "  " + dataProblem($0, place: place) }.joined(separator: "\n")
            return invalidResult(file: problems.file, list: list)
        case .demo(let path):
            return demo(path, commandLine: commandLine)
        case .unreadable(let file, let code):
            return unreadable(file, error: osError(code), allowRead: code == EACCES)
        case .changedWhileReading(let file):
            return changedWhileReading(file)
        case .notRegularFile(let file, let kind):
            return notRegularFile(file, kind: fileKind(kind), commandLine: commandLine)
        case .tooLarge(let file, let bytes):
            return tooLarge(file, megabytes: bytes >> 20, most: RegularFile.maximumMegabytes)
        case .readOnly(let path, let target):
            return readOnly(path, target: target)
        case .writeFailed(let action, let code, let folder, let path):
            let elsewhere = commandLine ? nameFileElsewhere : nil
            let advice =
                switch code {
                case ENOSPC, EDQUOT: diskFull(folder)
                case EACCES, EPERM: folderNotWritable(folder, elsewhere: elsewhere)
                case EROFS: readOnlyFileSystem(folder, elsewhere: elsewhere)
                default: tryAgain(elsewhere: elsewhere)
                }
            return writeFailed(
                action: saveAction(action, folder: folder), error: osError(code), advice: advice, path: path)
        case .lockFailed(let lockFile, let code):
            return lockFailed(lockFile, error: osError(code))
        case .busy(let path, let lockFile, let seconds):
            return busy(path, lockFile: lockFile, seconds: seconds)
        case .namesAFolder(let path):
            return namesAFolder(path, example: (path.hasSuffix("/") ? path : path + "/") + "workplaces.json")
        case .backupsNotOwnFolder(let backups, let kind, let path):
            return backupsNotOwnFolder(backups, kind: fileKind(kind), path: path)
        case .nothingToUndo(let path, let firstFound):
            return nothingToUndo(path, firstFound: firstFound)
        case .nothingToRedo(let path):
            return nothingToRedo(path)
        case .noSuchEntry(let path, let number):
            return noSuchEntry(path, number: number)
        case .versionNotKept(let path, let backups, let kept):
            return versionNotKept(path, backups: backups, kept: kept)
        }
    }
}

/// The names of the OS errors (`errno`) the store words: `ENOSPC`.
enum ErrorNumber {
    static func name(_ code: Int32) -> String { names[code] ?? "errno \(code)" }

    private static let names: [Int32: String] = [
        EPERM: "EPERM", ENOENT: "ENOENT", EIO: "EIO", EBADF: "EBADF", EAGAIN: "EAGAIN", EACCES: "EACCES",
        EBUSY: "EBUSY", EEXIST: "EEXIST", EXDEV: "EXDEV", ENOTDIR: "ENOTDIR", EISDIR: "EISDIR", EINVAL: "EINVAL",
        ENFILE: "ENFILE", EMFILE: "EMFILE", EFBIG: "EFBIG", ENOSPC: "ENOSPC", EROFS: "EROFS", EMLINK: "EMLINK",
        ENAMETOOLONG: "ENAMETOOLONG", ENOLCK: "ENOLCK", ELOOP: "ELOOP", EDQUOT: "EDQUOT", EINTR: "EINTR",
        ENOTSUP: "ENOTSUP",
    ]
}

import Foundation
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
/// a lock that failed, the history's undo, redo and restore.
public protocol StoreErrorWords: DataProblemWords {
    /// The file changed on disk and the change no longer applies, for `reasons`.
    func changedOnDisk(path: String, reasons: String) -> String
    /// A later change came first: `entry` names it.
    func laterChange(_ entry: String) -> String
    /// What failed and what to do.
    func storeDetail(_ detail: StoreError.Detail, place: RuleWords.Place) -> String
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

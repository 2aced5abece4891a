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
            return english
                ? "\(path) was changed on disk since payday read it, and the change no longer applies: \(reasons(error.reasons)). Nothing was saved."
                : "\(path) 파일이 읽은 뒤에 바뀌어 이 변경을 적용할 수 없습니다: \(reasons(error.reasons)). 저장하지 않았습니다."
        case .laterChange:
            guard let entry = error.entry else { return "" }
            return english
                ? "a later change came first: \(self.entry(entry))" : "그 뒤에 다른 변경이 있었습니다: \(self.entry(entry))"
        default:
            return error.detail.map(storeDetail) ?? ""
        }
    }

    private var commandLine: Bool { place == .commandLine }

    private func storeDetail(_ detail: StoreError.Detail) -> String {
        switch detail {
        case .invalidFile(let problems, let backups):
            let fix =
                english
                ? commandLine
                    ? "Fix the file (payday validate \(problems.file) lists every problem) or restore a version from \(backups); nothing was saved."
                    : "Fix the file or restore a version from \(backups); nothing was saved."
                : commandLine
                    ? "파일을 고치거나 (payday validate \(problems.file)가 문제를 모두 보여 줍니다) \(backups)의 버전을 복원하세요; 저장하지 않았습니다."
                    : "파일을 고치거나 \(backups)의 버전을 복원하세요; 저장하지 않았습니다."
            return dataFileError(problems) + "\n" + fix
        case .invalidResult(let problems):
            let list = problems.problems.map { "  " + dataProblem($0) }.joined(separator: "\n")
            return english
                ? "payday did not save, because the result would not be a valid data file:\n\(list)\n\(problems.file) was not changed."
                : "결과가 올바른 데이터 파일이 아니어서 저장하지 않았습니다:\n\(list)\n\(Korean.word(problems.file, .topic)) 바뀌지 않았습니다."
        case .demo(let path):
            if english {
                return
                    "\(path) is a demo (it has \"datesRelativeTo\": its dates move with today), so payday never writes to it."
                    + (commandLine
                        ? " Record your own work in your own file: leave out --demo and --data, or name another file with --data FILE."
                        : "")
            }
            return "\(Korean.word(path, .topic)) 데모입니다 (\"datesRelativeTo\"가 있어 날짜가 오늘에 맞춰 움직입니다). payday는 데모에 쓰지 않습니다."
                + (commandLine ? " 내 기록은 내 파일에: --demo와 --data를 빼거나 --data FILE로 다른 파일을 지정하세요." : "")
        case .unreadable(let file, let code):
            let allow = code == EACCES
            return english
                ? "cannot read \(file): \(osError(code))" + (allow ? "; allow it with: chmod u+r \(file)" : "")
                : "\(Korean.word(file, .object)) 읽을 수 없습니다: \(osError(code))"
                    + (allow ? "; 읽기를 허용하세요: chmod u+r \(file)" : "")
        case .changedWhileReading(let file):
            return english
                ? "cannot read \(file): it changed while payday was reading it; try again"
                : "\(Korean.word(file, .object)) 읽을 수 없습니다: 읽는 동안 파일이 바뀌었습니다; 다시 하세요"
        case .notRegularFile(let file, let kind):
            return english
                ? "\(file) is \(fileKind(kind)), not a regular file"
                    + (commandLine ? "; name a data file with --data FILE" : "")
                : "\(Korean.word(file, .topic)) \(fileKind(kind))(이)라 일반 파일이 아닙니다"
                    + (commandLine ? "; --data FILE로 데이터 파일을 지정하세요" : "")
        case .tooLarge(let file, let bytes):
            let most = RegularFile.maximumMegabytes
            return english
                ? "\(file) is \(bytes >> 20) MB, larger than any data file (at most \(most) MB); it was not read"
                : "\(Korean.word(file, .topic)) \(bytes >> 20)MB로 데이터 파일이 될 수 있는 크기(최대 \(most)MB)보다 큽니다; 읽지 않았습니다"
        case .readOnly(let path, let target):
            return english
                ? "\(path) is read-only, so payday does not write over it; make it writable (chmod u+w \(target)) and try again. Nothing was saved."
                : "\(Korean.word(path, .topic)) 읽기 전용이라 payday가 덮어쓰지 않습니다; 쓸 수 있게 바꾸고 (chmod u+w \(target)) 다시 하세요. 저장하지 않았습니다."
        case .writeFailed(let action, let code, let folder, let path):
            return english
                ? "could not \(saveAction(action, folder: folder)): \(osError(code)); \(writeAdvice(code, folder: folder)). \(path) was not changed."
                : "\(saveAction(action, folder: folder)) 수 없습니다: \(osError(code)); \(writeAdvice(code, folder: folder)). \(Korean.word(path, .topic)) 바뀌지 않았습니다."
        case .lockFailed(let lockFile, let code):
            return english
                ? "cannot lock \(lockFile): \(osError(code)); nothing was saved"
                : "\(Korean.word(lockFile, .object)) 잠글 수 없습니다: \(osError(code)); 저장하지 않았습니다"
        case .busy(let path, let lockFile, let seconds):
            return english
                ? "another payday has been saving \(path) for more than \(seconds) seconds (it holds \(lockFile)); let it finish and try again. Nothing was saved."
                : "다른 payday가 \(seconds)초 넘게 \(Korean.word(path, .object)) 저장하고 있습니다 (\(Korean.word(lockFile, .object)) 잡고 있음); 끝나면 다시 하세요. 저장하지 않았습니다."
        case .namesAFolder(let path):
            let example = (path.hasSuffix("/") ? path : path + "/") + "workplaces.json"
            return english
                ? "\(path) names a folder, not a data file; name the file itself, such as \(example)"
                : "\(Korean.word(path, .topic)) 데이터 파일이 아니라 폴더를 가리킵니다; \(example)처럼 파일 자체를 지정하세요"
        case .backupsNotOwnFolder(let backups, let kind, let path):
            return english
                ? "\(backups) is \(fileKind(kind)), not a folder of payday's own for the earlier versions, so payday does not use it; move it away (mv \(backups) \(backups).old) and try again. \(path) was not changed."
                : "\(Korean.word(backups, .topic)) \(fileKind(kind))(이)라 이전 버전을 둘 payday의 폴더가 아니므로 쓰지 않습니다; 옮기고 (mv \(backups) \(backups).old) 다시 하세요. \(Korean.word(path, .topic)) 바뀌지 않았습니다."
        case .nothingToUndo(let path, let firstFound):
            switch (english, firstFound) {
            case (true, false): return "there is nothing to undo in the history of \(path)"
            case (true, true): return "there is nothing to undo: \(path) is as payday first found it"
            case (false, false): return "\(path)의 기록에 되돌릴 변경이 없습니다"
            case (false, true): return "되돌릴 변경이 없습니다: \(Korean.word(path, .topic)) payday가 처음 찾은 그대로입니다"
            }
        case .nothingToRedo(let path):
            return english
                ? "there is nothing to redo in the history of \(path)" : "\(path)의 기록에 다시 적용할 변경이 없습니다"
        case .noSuchEntry(let path, let number):
            return english
                ? "there is no entry \(number) in the history of \(path)"
                : "\(path)의 기록에 \(number)번 항목이 없습니다 (payday history로 번호를 보세요)"
        case .versionNotKept(let path, let backups, let kept):
            return english
                ? "that version of \(path) is no longer kept in \(backups) (payday keeps the newest \(kept))"
                : "\(path)의 그 버전은 \(backups)에 더 이상 보관되어 있지 않습니다 (최근 \(kept)개만 보관합니다)"
        }
    }

    public func fileKind(_ kind: FileKind) -> String {
        switch (kind, english) {
        case (.folder, true): "a folder"
        case (.folder, false): "폴더"
        case (.file, true): "a file"
        case (.file, false): "파일"
        case (.namedPipe, true): "a named pipe (FIFO)"
        case (.namedPipe, false): "이름 있는 파이프(FIFO)"
        case (.device, true): "a device"
        case (.device, false): "장치"
        case (.socket, true): "a socket"
        case (.socket, false): "소켓"
        case (.symbolicLink, true): "a symbolic link"
        case (.symbolicLink, false): "심볼릭 링크"
        case (.other, true): "not a regular file"
        case (.other, false): "특수 파일"
        }
    }

    /// What the save was doing, as the object of "could not" (English) or before "수 없습니다".
    private func saveAction(_ action: StoreError.SaveAction, folder: String) -> String {
        switch (action, english) {
        case (.createLockFile(let file), true): "create the lock file \(file)"
        case (.createLockFile(let file), false): "잠금 파일 \(Korean.word(file, .object)) 만들"
        case (.createFolder(let created), true): "create the folder \(created)"
        case (.createFolder(let created), false): "폴더 \(Korean.word(created, .object)) 만들"
        case (.keepPreviousVersion, true): "keep the previous version in \(folder)"
        case (.keepPreviousVersion, false): "\(folder)에 이전 버전을 보관할"
        case (.flushKeptVersion, true): "flush the kept version"
        case (.flushKeptVersion, false): "보관한 버전을 디스크에 기록할"
        case (.writeHistory, true): "write the history in \(folder)"
        case (.writeHistory, false): "\(folder)에 기록(history)을 쓸"
        case (.flushHistory, true): "flush the history"
        case (.flushHistory, false): "기록(history)을 디스크에 기록할"
        case (.createNewFile, true): "create a new file in \(folder)"
        case (.createNewFile, false): "\(folder)에 새 파일을 만들"
        case (.writeNewFile, true): "write the new file"
        case (.writeNewFile, false): "새 파일을 쓸"
        case (.flushNewFile, true): "flush the new file to disk"
        case (.flushNewFile, false): "새 파일을 디스크에 기록할"
        case (.replace(let target), true): "replace \(target) with the new version"
        case (.replace(let target), false): "\(Korean.word(target, .object)) 새 버전으로 바꿀"
        }
    }

    /// What to do about a failed write.
    private func writeAdvice(_ code: Int32, folder: String) -> String {
        let elsewhere =
            commandLine ? (english ? "name a file elsewhere with --data FILE" : "--data FILE로 다른 곳의 파일을 지정하세요") : nil
        switch code {
        case ENOSPC, EDQUOT:
            return english
                ? "the disk holding \(folder) is full; free some space and try again"
                : "\(Korean.word(folder, .subject)) 있는 디스크가 가득 찼습니다; 공간을 비우고 다시 하세요"
        case EACCES, EPERM:
            return english
                ? "payday may not write in \(folder); it saves by writing a new file beside the data file, so that folder must be writable (chmod u+w \(folder))"
                    + (elsewhere.map { ", or \($0)" } ?? "")
                : "payday가 \(folder)에 쓸 수 없습니다; 데이터 파일 옆에 새 파일을 써서 저장하므로 그 폴더에 쓸 수 있어야 합니다 (chmod u+w \(folder))"
                    + (elsewhere.map { ", 또는 \($0)" } ?? "")
        case EROFS:
            return english
                ? "\(folder) is on a read-only file system" + (elsewhere.map { "; \($0)" } ?? "")
                : "\(Korean.word(folder, .topic)) 읽기 전용 파일 시스템에 있습니다" + (elsewhere.map { "; \($0)" } ?? "")
        default:
            return english
                ? "try again" + (elsewhere.map { ", or \($0)" } ?? "")
                : "다시 하세요" + (elsewhere.map { ", 또는 \($0)" } ?? "")
        }
    }

    /// An OS error (`errno`): the system's own text in English, ours in Korean, and its name.
    public func osError(_ code: Int32) -> String {
        let name = Self.errnoNames[code] ?? "errno \(code)"
        if !english, let korean = Self.koreanErrors[code] { return "\(korean) (\(name))" }
        return "\(String(cString: strerror(code))) (\(name))"
    }

    private static let errnoNames: [Int32: String] = [
        EPERM: "EPERM", ENOENT: "ENOENT", EIO: "EIO", EBADF: "EBADF", EAGAIN: "EAGAIN", EACCES: "EACCES",
        EBUSY: "EBUSY", EEXIST: "EEXIST", EXDEV: "EXDEV", ENOTDIR: "ENOTDIR", EISDIR: "EISDIR", EINVAL: "EINVAL",
        ENFILE: "ENFILE", EMFILE: "EMFILE", EFBIG: "EFBIG", ENOSPC: "ENOSPC", EROFS: "EROFS", EMLINK: "EMLINK",
        ENAMETOOLONG: "ENAMETOOLONG", ENOLCK: "ENOLCK", ELOOP: "ELOOP", EDQUOT: "EDQUOT", EINTR: "EINTR",
        ENOTSUP: "ENOTSUP",
    ]

    private static let koreanErrors: [Int32: String] = [
        EPERM: "허용되지 않는 작업입니다", ENOENT: "그런 파일이나 폴더가 없습니다", EIO: "입출력 오류입니다",
        EACCES: "권한이 없습니다", EBUSY: "사용 중입니다", EEXIST: "이미 있습니다",
        EXDEV: "다른 파일 시스템 사이의 링크입니다", ENOTDIR: "폴더가 아닙니다", EISDIR: "폴더입니다",
        EINVAL: "잘못된 인수입니다", ENFILE: "시스템에 열린 파일이 너무 많습니다", EMFILE: "열린 파일이 너무 많습니다",
        EFBIG: "파일이 너무 큽니다", ENOSPC: "장치에 남은 공간이 없습니다", EROFS: "읽기 전용 파일 시스템입니다",
        EMLINK: "링크가 너무 많습니다", ENAMETOOLONG: "파일 이름이 너무 깁니다", ENOLCK: "잠금을 더 만들 수 없습니다",
        ELOOP: "심볼릭 링크가 너무 많이 이어집니다", EDQUOT: "디스크 할당량을 넘었습니다",
    ]
}

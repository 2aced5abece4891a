import Foundation
import Payroll

#if canImport(Glibc)
import Glibc
#endif

extension Korean: StoreErrorWords {
    public func storeDetail(_ detail: StoreError.Detail, place: RuleWords.Place) -> String {
        let commandLine = place == .commandLine
        switch detail {
        case .invalidFile(let problems, let backups):
            let fix =
                commandLine
                ? "파일을 고치거나 (payday validate \(problems.file)가 문제를 모두 보여 줍니다) \(backups)의 버전을 복원하세요; 저장하지 않았습니다."
                : "파일을 고치거나 \(backups)의 버전을 복원하세요; 저장하지 않았습니다."
            return dataFileError(problems, place: place) + "\n" + fix
        case .invalidResult(let problems):
            let list = problems.problems.map { "  " + dataProblem($0, place: place) }.joined(separator: "\n")
            return "결과가 올바른 데이터 파일이 아니어서 저장하지 않았습니다:\n\(list)\n\(Korean.word(problems.file, .topic)) 바뀌지 않았습니다."
        case .demo(let path):
            return "\(Korean.word(path, .topic)) 데모입니다 (\"datesRelativeTo\"가 있어 날짜가 오늘에 맞춰 움직입니다). payday는 데모에 쓰지 않습니다."
                + (commandLine ? " 내 기록은 내 파일에: --demo와 --data를 빼거나 --data FILE로 다른 파일을 지정하세요." : "")
        case .unreadable(let file, let code):
            let allow = code == EACCES
            return "\(Korean.word(file, .object)) 읽을 수 없습니다: \(osError(code))"
                + (allow ? "; 읽기를 허용하세요: chmod u+r \(file)" : "")
        case .changedWhileReading(let file):
            return "\(Korean.word(file, .object)) 읽을 수 없습니다: 읽는 동안 파일이 바뀌었습니다; 다시 하세요"
        case .notRegularFile(let file, let kind):
            return "\(Korean.word(file, .topic)) \(Korean.word(fileKind(kind), .copula)) 일반 파일이 아닙니다"
                + (commandLine ? "; --data FILE로 데이터 파일을 지정하세요" : "")
        case .tooLarge(let file, let bytes):
            let most = RegularFile.maximumMegabytes
            return "\(Korean.word(file, .topic)) \(bytes >> 20)MB로 데이터 파일이 될 수 있는 크기(최대 \(most)MB)보다 큽니다; 읽지 않았습니다"
        case .readOnly(let path, let target):
            return
                "\(Korean.word(path, .topic)) 읽기 전용이라 payday가 덮어쓰지 않습니다; 쓸 수 있게 바꾸고 (chmod u+w \(target)) 다시 하세요. 저장하지 않았습니다."
        case .writeFailed(let action, let code, let folder, let path):
            return
                "\(saveAction(action, folder: folder)) 수 없습니다: \(osError(code)); \(writeAdvice(code, folder: folder, place: place)). \(Korean.word(path, .topic)) 바뀌지 않았습니다."
        case .lockFailed(let lockFile, let code):
            return "\(Korean.word(lockFile, .object)) 잠글 수 없습니다: \(osError(code)); 저장하지 않았습니다"
        case .busy(let path, let lockFile, let seconds):
            return
                "다른 payday가 \(seconds)초 넘게 \(Korean.word(path, .object)) 저장하고 있습니다 (\(Korean.word(lockFile, .object)) 잡고 있음); 끝나면 다시 하세요. 저장하지 않았습니다."
        case .namesAFolder(let path):
            let example = (path.hasSuffix("/") ? path : path + "/") + "workplaces.json"
            return "\(Korean.word(path, .topic)) 데이터 파일이 아니라 폴더를 가리킵니다; \(example)처럼 파일 자체를 지정하세요"
        case .backupsNotOwnFolder(let backups, let kind, let path):
            return
                "\(Korean.word(backups, .topic)) \(Korean.word(fileKind(kind), .copula)) 이전 버전을 둘 payday의 폴더가 아니므로 쓰지 않습니다; 옮기고 (mv \(backups) \(backups).old) 다시 하세요. \(Korean.word(path, .topic)) 바뀌지 않았습니다."
        case .nothingToUndo(let path, let firstFound):
            return firstFound
                ? "되돌릴 변경이 없습니다: \(Korean.word(path, .topic)) payday가 처음 찾은 그대로입니다"
                : "\(path)의 기록에 되돌릴 변경이 없습니다"
        case .nothingToRedo(let path):
            return "\(path)의 기록에 다시 적용할 변경이 없습니다"
        case .noSuchEntry(let path, let number):
            return "\(path)의 기록에 \(number)번 항목이 없습니다 (payday history로 번호를 보세요)"
        case .versionNotKept(let path, let backups, let kept):
            return "\(path)의 그 버전은 \(backups)에 더 이상 보관되어 있지 않습니다 (최근 \(kept)개만 보관합니다)"
        }
    }

    public func fileKind(_ kind: FileKind) -> String {
        switch kind {
        case .folder: "폴더"
        case .file: "파일"
        case .namedPipe: "이름 있는 파이프(FIFO)"
        case .device: "장치"
        case .socket: "소켓"
        case .symbolicLink: "심볼릭 링크"
        case .other: "특수 파일"
        }
    }

    /// What the save was doing, as the object of "could not" (English) or before "수 없습니다".
    private func saveAction(_ action: StoreError.SaveAction, folder: String) -> String {
        switch action {
        case .createLockFile(let file): "잠금 파일 \(Korean.word(file, .object)) 만들"
        case .createFolder(let created): "폴더 \(Korean.word(created, .object)) 만들"
        case .keepPreviousVersion: "\(folder)에 이전 버전을 보관할"
        case .flushKeptVersion: "보관한 버전을 디스크에 기록할"
        case .writeHistory: "\(folder)에 기록(history)을 쓸"
        case .flushHistory: "기록(history)을 디스크에 기록할"
        case .createNewFile: "\(folder)에 새 파일을 만들"
        case .writeNewFile: "새 파일을 쓸"
        case .flushNewFile: "새 파일을 디스크에 기록할"
        case .replace(let target): "\(Korean.word(target, .object)) 새 버전으로 바꿀"
        }
    }

    /// What to do about a failed write.
    private func writeAdvice(_ code: Int32, folder: String, place: RuleWords.Place) -> String {
        let elsewhere =
            place == .commandLine ? "--data FILE로 다른 곳의 파일을 지정하세요" : nil
        switch code {
        case ENOSPC, EDQUOT:
            return "\(Korean.word(folder, .subject)) 있는 디스크가 가득 찼습니다; 공간을 비우고 다시 하세요"
        case EACCES, EPERM:
            return "payday가 \(folder)에 쓸 수 없습니다; 데이터 파일 옆에 새 파일을 써서 저장하므로 그 폴더에 쓸 수 있어야 합니다 (chmod u+w \(folder))"
                + (elsewhere.map { ", 또는 \($0)" } ?? "")
        case EROFS:
            return "\(Korean.word(folder, .topic)) 읽기 전용 파일 시스템에 있습니다" + (elsewhere.map { "; \($0)" } ?? "")
        default:
            return "다시 하세요" + (elsewhere.map { ", 또는 \($0)" } ?? "")
        }
    }

    public func osError(_ code: Int32) -> String {
        "\(koreanErrors[code] ?? String(cString: strerror(code))) (\(ErrorNumber.name(code)))"
    }

    public func changedOnDisk(path: String, reasons: String) -> String {
        "\(path) 파일이 읽은 뒤에 바뀌어 이 변경을 적용할 수 없습니다: \(reasons). 저장하지 않았습니다."
    }

    public func laterChange(_ entry: String) -> String { "그 뒤에 다른 변경이 있었습니다: \(entry)" }
}

/// The OS errors in Korean; the system's own text stands for the rest.
private let koreanErrors: [Int32: String] = [
    EPERM: "허용되지 않는 작업입니다", ENOENT: "그런 파일이나 폴더가 없습니다", EIO: "입출력 오류입니다",
    EACCES: "권한이 없습니다", EBUSY: "사용 중입니다", EEXIST: "이미 있습니다",
    EXDEV: "다른 파일 시스템 사이의 링크입니다", ENOTDIR: "폴더가 아닙니다", EISDIR: "폴더입니다",
    EINVAL: "잘못된 인수입니다", ENFILE: "시스템에 열린 파일이 너무 많습니다", EMFILE: "열린 파일이 너무 많습니다",
    EFBIG: "파일이 너무 큽니다", ENOSPC: "장치에 남은 공간이 없습니다", EROFS: "읽기 전용 파일 시스템입니다",
    EMLINK: "링크가 너무 많습니다", ENAMETOOLONG: "파일 이름이 너무 깁니다", ENOLCK: "잠금을 더 만들 수 없습니다",
    ELOOP: "심볼릭 링크가 너무 많이 이어집니다", EDQUOT: "디스크 할당량을 넘었습니다",
]

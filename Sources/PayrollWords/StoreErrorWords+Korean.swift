import FoundationEssentials
import Payroll

#if canImport(Glibc)
import Glibc
#endif

extension Korean: StoreErrorWords {
    public func invalidFileFix(file: String, backups: String, commandLine: Bool) -> String {
        commandLine
            ? "파일을 고치거나 (payday validate \(file) 명령으로 문제를 모두 볼 수 있습니다) \(backups)의 버전을 복원하세요; 저장하지 않았습니다."
            : "파일을 고치거나 \(backups)의 버전을 복원하세요; 저장하지 않았습니다."
    }
    public func invalidResult(file: String, list: String) -> String {
        "결과가 올바른 데이터 파일이 아니어서 저장하지 않았습니다:\n\(list)\n\(Korean.word(file, .topic)) 바뀌지 않았습니다."
    }
    public func demo(_ path: String, commandLine: Bool) -> String {
        "\(Korean.word(path, .topic)) 데모입니다 (\"datesRelativeTo\"가 있어 날짜가 오늘에 맞춰 움직입니다). payday는 데모에 쓰지 않습니다."
            + (commandLine ? " 내 기록은 내 파일에: --demo와 --data를 빼거나 --data FILE로 다른 파일을 지정하세요." : "")
    }
    public func unreadable(_ file: String, error: String, allowRead: Bool) -> String {
        "\(Korean.word(file, .object)) 읽을 수 없습니다: \(error)" + (allowRead ? "; 읽기를 허용하세요: chmod u+r \(file)" : "")
    }
    public func changedWhileReading(_ file: String) -> String {
        "\(Korean.word(file, .object)) 읽을 수 없습니다: 읽는 동안 파일이 바뀌었습니다; 다시 하세요"
    }
    public func notRegularFile(_ file: String, kind: String, commandLine: Bool) -> String {
        "\(Korean.word(file, .topic)) \(Korean.word(kind, .copula)) 일반 파일이 아닙니다"
            + (commandLine ? "; --data FILE로 데이터 파일을 지정하세요" : "")
    }
    public func tooLarge(_ file: String, megabytes: Int, most: Int) -> String {
        "\(Korean.word(file, .topic)) \(megabytes)MB로 데이터 파일이 될 수 있는 크기(최대 \(most)MB)보다 큽니다; 읽지 않았습니다"
    }
    public func readOnly(_ path: String, target: String) -> String {
        "\(Korean.word(path, .topic)) 읽기 전용이라 payday가 덮어쓰지 않습니다; 쓸 수 있게 바꾸고 (chmod u+w \(target)) 다시 하세요. 저장하지 않았습니다."
    }
    public func writeFailed(action: String, error: String, advice: String, path: String) -> String {
        "\(action) 수 없습니다: \(error); \(advice). \(Korean.word(path, .topic)) 바뀌지 않았습니다."
    }
    public func lockFailed(_ lockFile: String, error: String) -> String {
        "\(Korean.word(lockFile, .object)) 잠글 수 없습니다: \(error); 저장하지 않았습니다"
    }
    public func busy(_ path: String, lockFile: String, seconds: Int) -> String {
        "다른 payday가 \(seconds)초 넘게 \(Korean.word(path, .object)) 저장하고 있습니다 (\(Korean.word(lockFile, .object)) 잡고 있음); 끝나면 다시 하세요. 저장하지 않았습니다."
    }
    public func namesAFolder(_ path: String, example: String) -> String {
        "\(Korean.word(path, .topic)) 데이터 파일이 아니라 폴더를 가리킵니다; \(example)처럼 파일 자체를 지정하세요"
    }
    public func backupsNotOwnFolder(_ backups: String, kind: String, path: String) -> String {
        "\(Korean.word(backups, .topic)) \(Korean.word(kind, .copula)) 이전 버전을 둘 payday의 폴더가 아니므로 쓰지 않습니다; 옮기고 (mv \(backups) \(backups).old) 다시 하세요. \(Korean.word(path, .topic)) 바뀌지 않았습니다."
    }
    public func nothingToUndo(_ path: String, firstFound: Bool) -> String {
        firstFound
            ? "되돌릴 변경이 없습니다: \(Korean.word(path, .topic)) payday가 처음 찾은 그대로입니다"
            : "\(path)의 기록에 되돌릴 변경이 없습니다"
    }
    public func nothingToRedo(_ path: String) -> String { "\(path)의 기록에 다시 적용할 변경이 없습니다" }
    public func noSuchEntry(_ path: String, number: Int) -> String {
        "\(path)의 기록에 \(number)번 항목이 없습니다 (payday history로 번호를 보세요)"
    }
    public func versionNotKept(_ path: String, backups: String, kept: Int) -> String {
        "\(path)의 그 버전은 \(backups)에 더 이상 보관되어 있지 않습니다 (최근 \(kept)개만 보관합니다)"
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

    public func saveAction(_ action: StoreError.SaveAction, folder: String) -> String {
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

    public func diskFull(_ folder: String) -> String {
        "\(Korean.word(folder, .subject)) 있는 디스크가 가득 찼습니다; 공간을 비우고 다시 하세요"
    }
    public func folderNotWritable(_ folder: String, elsewhere: String?) -> String {
        "payday가 \(folder)에 쓸 수 없습니다; 데이터 파일 옆에 새 파일을 써서 저장하므로 그 폴더에 쓸 수 있어야 합니다 (chmod u+w \(folder))"
            + (elsewhere.map { ", 또는 \($0)" } ?? "")
    }
    public func readOnlyFileSystem(_ folder: String, elsewhere: String?) -> String {
        "\(Korean.word(folder, .topic)) 읽기 전용 파일 시스템에 있습니다" + (elsewhere.map { "; \($0)" } ?? "")
    }
    public func tryAgain(elsewhere: String?) -> String { "다시 하세요" + (elsewhere.map { ", 또는 \($0)" } ?? "") }
    public var nameFileElsewhere: String { "--data FILE로 다른 곳의 파일을 지정하세요" }

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

import Payroll

/// The evidence folder's words: why it was not written, and where it was.
public protocol EvidenceFolderWords: Sendable {
    func exists(_ folder: String) -> String
    func notEmpty(_ folder: String) -> String
    func cannotMakeFolder(in parent: String, _ reason: String) -> String
    func cannotWrite(_ name: String, _ reason: String) -> String
    func cannotPutInPlace(_ reason: String) -> String
    func cannotRead(_ path: String, _ reason: String) -> String
    /// `Wrote 14 files to DIR`.
    func wrote(_ count: Int, to folder: String) -> String
}

extension English: EvidenceFolderWords {
    public func exists(_ folder: String) -> String {
        "\(folder) exists already; give a new folder, so that nothing is overwritten"
    }
    public func notEmpty(_ folder: String) -> String {
        "\(folder) is a folder with files in it; give a new or an empty folder, so that nothing is overwritten"
    }
    public func cannotMakeFolder(in parent: String, _ reason: String) -> String {
        "could not make the folder in \(parent): \(reason); nothing was written"
    }
    public func cannotWrite(_ name: String, _ reason: String) -> String {
        "could not write \(name): \(reason); nothing was left behind, so the same command can be run again"
    }
    public func cannotPutInPlace(_ reason: String) -> String {
        "could not put the folder in place: \(reason); nothing was left behind"
    }
    public func cannotRead(_ path: String, _ reason: String) -> String {
        "could not read \(path) for its copy: \(reason); nothing was written"
    }
    public func wrote(_ count: Int, to folder: String) -> String { "Wrote \(count) files to \(folder)" }
}

extension Korean: EvidenceFolderWords {
    public func exists(_ folder: String) -> String {
        "\(Korean.word(folder, .subject)) 이미 있습니다; 아무것도 덮어쓰지 않도록 새 폴더를 주세요"
    }
    public func notEmpty(_ folder: String) -> String {
        "\(Korean.word(folder, .topic)) 파일이 든 폴더입니다; 아무것도 덮어쓰지 않도록 새 폴더나 빈 폴더를 주세요"
    }
    public func cannotMakeFolder(in parent: String, _ reason: String) -> String {
        "\(parent)에 폴더를 만들 수 없습니다: \(reason); 아무것도 쓰지 않았습니다"
    }
    public func cannotWrite(_ name: String, _ reason: String) -> String {
        "\(Korean.word(name, .object)) 쓸 수 없습니다: \(reason); 남긴 것이 없으니 같은 명령을 다시 실행할 수 있습니다"
    }
    public func cannotPutInPlace(_ reason: String) -> String {
        "폴더를 제자리에 둘 수 없습니다: \(reason); 남긴 것이 없습니다"
    }
    public func cannotRead(_ path: String, _ reason: String) -> String {
        "복사하려고 \(Korean.word(path, .object)) 읽을 수 없습니다: \(reason); 아무것도 쓰지 않았습니다"
    }
    public func wrote(_ count: Int, to folder: String) -> String { "\(folder)에 파일 \(count)개를 썼습니다" }
}

extension PayrollLanguage {
    /// The evidence folder's words in this language.
    public var evidenceFolderWords: any EvidenceFolderWords { words }
}

extension RuleWords {
    /// Why the evidence folder was not written, in this language (the system's reason with its
    /// error's name).
    public func evidenceFolderFailure(_ failure: EvidenceFolder.Failure) -> String {
        let words = language.evidenceFolderWords
        switch failure {
        case .exists(let folder): return words.exists(folder)
        case .notEmpty(let folder): return words.notEmpty(folder)
        case .write(.makeFolder(let parent), let code): return words.cannotMakeFolder(in: parent, osError(code))
        case .write(.writeFile(let name), let code): return words.cannotWrite(name, osError(code))
        case .write(.rename, let code): return words.cannotPutInPlace(osError(code))
        case .read(let path, let code): return words.cannotRead(path, osError(code))
        case .history(let words): return words
        }
    }
}

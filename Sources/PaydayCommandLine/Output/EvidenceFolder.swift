import Foundation
import PaydayApp
import Payroll
import PayrollWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The evidence folder, written whole or not at all: the files go into a new hidden folder beside
/// the one asked for (made by `mkdtemp`, so 0700 and this process's own), each file created there
/// 0600 and flushed, and the folder is renamed to its name only when every file is in it. A
/// failure removes the hidden folder and what it holds: nothing is left, and the same command
/// can be run again. The worker's data and history are private, so their copies are too.
struct EvidenceFolder {
    /// Why the folder was not written.
    enum Failure: Error, Equatable {
        /// Something is at the name already (a folder, a file, a link, a dangling one).
        case exists(String)
        case write(Step, code: Int32)
        /// The data file could not be read for its copy.
        case read(String, code: Int32)
        /// The history could not be read (the store's own words).
        case history(String)
    }

    enum Step: Equatable {
        case makeFolder(parent: String)
        case writeFile(String)
        case rename
    }

    /// The folder as named, without trailing slashes.
    let target: String
    /// The hidden folder the files are written into.
    private(set) var staging: String
    private var descriptor: Int32
    /// The files written, in order.
    private(set) var written: [String] = []

    init(_ folder: String) throws(Failure) {
        var name = folder
        while name.count > 1 && name.hasSuffix("/") { name.removeLast() }
        target = name
        if Self.exists(name) { throw .exists(folder) }
        let parent: String, base: String
        if let slash = name.lastIndex(of: "/") {
            parent = slash == name.startIndex ? "/" : String(name[..<slash])
            base = String(name[name.index(after: slash)...])
        } else {
            (parent, base) = (".", name)
        }
        var template = Array((parent + "/." + base + ".writing-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw .write(.makeFolder(parent: parent), code: errno) }
        staging = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        descriptor = open(staging, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            rmdir(staging)
            throw .write(.makeFolder(parent: parent), code: code)
        }
    }

    /// Whether anything is at `path`, a dangling link included.
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// A new file `name` (0600, flushed) holding `bytes`.
    mutating func save(_ name: String, _ bytes: [UInt8]) throws(Failure) {
        let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw .write(.writeFile(name), code: errno) }
        written.append(name)
        defer { close(file) }
        _ = fchmod(file, 0o600)
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let count = write(file, raw.baseAddress! + offset, raw.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 {
                    failure = count < 0 ? errno : EIO
                    return
                }
                offset += count
            }
        }
        if failure == 0 && fsync(file) != 0 { failure = errno }
        if failure != 0 { throw .write(.writeFile(name), code: failure) }
    }

    /// Puts the folder in place under its name.
    mutating func finish() throws(Failure) {
        guard fsync(descriptor) == 0 else { throw .write(.rename, code: errno) }
        // Made meanwhile by someone else: not replaced.
        if Self.exists(target) { throw .exists(target) }
        guard rename(staging, target) == 0 else { throw .write(.rename, code: errno) }
        close(descriptor)
        descriptor = -1
        staging = target
    }

    /// Removes the hidden folder and every file written into it.
    mutating func discard() {
        guard descriptor >= 0 else { return }
        for name in written { unlinkat(descriptor, name, 0) }
        close(descriptor)
        descriptor = -1
        rmdir(staging)
    }

    /// The failure in words, in `language`.
    static func words(_ failure: Failure, language: PayrollLanguage, osError: (Int32) -> String) -> String {
        let english = language == .english
        switch failure {
        case .exists(let folder):
            return english
                ? "\(folder) exists already; give a new folder, so that nothing is overwritten"
                : "\(folder)이(가) 이미 있습니다; 아무것도 덮어쓰지 않도록 새 폴더를 주세요"
        case .write(.makeFolder(let parent), let code):
            return english
                ? "could not make the folder in \(parent): \(osError(code)); nothing was written"
                : "\(parent)에 폴더를 만들 수 없습니다: \(osError(code)); 아무것도 쓰지 않았습니다"
        case .write(.writeFile(let name), let code):
            return english
                ? "could not write \(name): \(osError(code)); nothing was left behind, so the same command can be run again"
                : "\(name)을(를) 쓸 수 없습니다: \(osError(code)); 남긴 것이 없으니 같은 명령을 다시 실행할 수 있습니다"
        case .write(.rename, let code):
            return english
                ? "could not put the folder in place: \(osError(code)); nothing was left behind"
                : "폴더를 제자리에 둘 수 없습니다: \(osError(code)); 남긴 것이 없습니다"
        case .read(let path, let code):
            return english
                ? "could not read \(path) for its copy: \(osError(code)); nothing was written"
                : "복사하려고 \(path)을(를) 읽을 수 없습니다: \(osError(code)); 아무것도 쓰지 않았습니다"
        case .history(let words):
            return words
        }
    }
}

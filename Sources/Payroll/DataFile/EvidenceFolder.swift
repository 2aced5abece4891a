import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of the worker's files, written whole or not at all: the files go into a new hidden
/// folder beside the one asked for (made by `mkdtemp`, so 0700 and this process's own), each file
/// created there 0600 and flushed, and the folder is renamed to its name only when every file is
/// in it. A failure removes the hidden folder and what it holds: nothing is left, and the same
/// folder can be asked for again. The worker's data and history are private, so their copies
/// are too. `payday evidence` and the workplace screen write the evidence folder with it.
public struct EvidenceFolder {
    /// Why the folder was not written.
    public enum Failure: Error, Equatable, Sendable {
        /// Something is at the name already (a folder, a file, a link, a dangling one).
        case exists(String)
        /// A folder is at the name and holds something (where an empty one would be taken).
        case notEmpty(String)
        case write(Step, code: Int32)
        /// The data file could not be read for its copy.
        case read(String, code: Int32)
        /// The history could not be read (the store's own words).
        case history(String)
    }

    public enum Step: Equatable, Sendable {
        case makeFolder(parent: String)
        case writeFile(String)
        case rename
    }

    /// The folder as named, without trailing slashes.
    public let target: String
    /// An empty folder at the name is replaced (the app's sheet); otherwise anything there refuses.
    public let replacesEmptyFolder: Bool
    /// The hidden folder the files are written into.
    public private(set) var staging: String
    private var descriptor: Int32
    /// The files written, in order.
    public private(set) var written: [String] = []

    public init(_ folder: String, replacingEmptyFolder: Bool = false) throws(Failure) {
        let name = Self.trimmed(folder)
        target = name
        replacesEmptyFolder = replacingEmptyFolder
        if let taken = Self.taken(name, replacingEmptyFolder: replacingEmptyFolder, asked: folder) { throw taken }
        let parent = Self.parent(of: name)
        let base = name.lastIndex(of: "/").map { String(name[name.index(after: $0)...]) } ?? name
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

    /// Why `folder` cannot be written now, before anything is made: something at the name (an
    /// empty folder is taken when `replacingEmptyFolder`), or a parent folder that is not there
    /// or not writable. Nil when it can be tried.
    public static func problem(_ folder: String, replacingEmptyFolder: Bool) -> Failure? {
        let name = trimmed(folder)
        if let taken = taken(name, replacingEmptyFolder: replacingEmptyFolder, asked: folder) { return taken }
        let parent = parent(of: name)
        if access(parent, W_OK | X_OK) != 0 { return .write(.makeFolder(parent: parent), code: errno) }
        return nil
    }

    private static func trimmed(_ folder: String) -> String {
        var name = folder
        while name.count > 1 && name.hasSuffix("/") { name.removeLast() }
        return name
    }

    private static func parent(of name: String) -> String {
        guard let slash = name.lastIndex(of: "/") else { return "." }
        return slash == name.startIndex ? "/" : String(name[..<slash])
    }

    /// What is at `name` that refuses it, if anything.
    private static func taken(_ name: String, replacingEmptyFolder: Bool, asked: String) -> Failure? {
        var info = stat()
        guard lstat(name, &info) == 0 else { return nil }
        guard replacingEmptyFolder, (info.st_mode & S_IFMT) == S_IFDIR else { return .exists(asked) }
        return isEmptyFolder(name) ? nil : .notEmpty(asked)
    }

    /// Whether the folder at `path` holds nothing but `.` and `..`.
    private static func isEmptyFolder(_ path: String) -> Bool {
        guard let folder = opendir(path) else { return false }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { return false }
        }
        return true
    }

    /// A new file `name` (0600, flushed) holding `bytes`.
    public mutating func save(_ name: String, _ bytes: [UInt8]) throws(Failure) {
        let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw .write(.writeFile(name), code: errno) }
        written.append(name)
        defer { close(file) }
        _ = fchmod(file, 0o600)
        var failure = bytes.withUnsafeBytes { FileOutput.writeAll($0, to: file) } ?? 0
        if failure == 0 && fsync(file) != 0 { failure = errno }
        if failure != 0 { throw .write(.writeFile(name), code: failure) }
    }

    /// Puts the folder in place under its name (over an empty folder, where that is allowed:
    /// `rename` replaces an empty folder in one step).
    public mutating func finish() throws(Failure) {
        guard fsync(descriptor) == 0 else { throw .write(.rename, code: errno) }
        // Made meanwhile by someone else: not replaced.
        if let taken = Self.taken(target, replacingEmptyFolder: replacesEmptyFolder, asked: target) { throw taken }
        guard rename(staging, target) == 0 else { throw .write(.rename, code: errno) }
        close(descriptor)
        descriptor = -1
        staging = target
    }

    /// Removes the hidden folder and every file written into it.
    public mutating func discard() {
        guard descriptor >= 0 else { return }
        for name in written { unlinkat(descriptor, name, 0) }
        close(descriptor)
        descriptor = -1
        rmdir(staging)
    }
}

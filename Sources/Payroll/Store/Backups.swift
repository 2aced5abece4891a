import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The kept versions of a data file, in `backups/` beside it, named by the time they were kept:
/// `NAME.2026-11-26T07.31.05.123Z` (UTC; a second one in the same millisecond gets `-2`), and
/// the history, `NAME.history`. Each version is a whole data file. Only names of this form are
/// ever pruned, and only regular files of this user: a link, a folder or another's file that happens
/// to look alike is left alone, and a `backups` that is itself a link or a file is never used.
struct Backups {
    let directory: String
    let name: String

    init(folder: String, name: String) {
        directory = folder + "/backups"
        self.name = name
    }

    var historyPath: String { directory + "/" + name + ".history" }

    /// A new version's file name at `date`, not yet taken.
    func newVersionName(at date: Date) -> String {
        let base = name + "." + Self.timeText(date)
        var candidate = base
        var counter = 2
        while FileManager.default.fileExists(atPath: directory + "/" + candidate) {
            candidate = base + "-\(counter)"
            counter += 1
        }
        return candidate
    }

    /// `2026-11-26T07.31.05.123Z`: sorts by time, no `:` (which some file systems refuse).
    static func timeText(_ date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        let seconds = milliseconds / 1000
        let day = LocalDate(dayNumber: seconds / 86_400 + LocalDate(year: 1970, month: 1, day: 1)!.dayNumber)
        let second = seconds % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let fraction = milliseconds % 1000
        let millis = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(day)T\(two(second / 3600)).\(two(second / 60 % 60)).\(two(second % 60)).\(millis)Z"
    }

    /// Whether `file` is a version this store kept: `NAME.` + exactly the text `timeText` makes,
    /// with an optional `-N` (a second version in the same millisecond).
    func isVersion(_ file: String) -> Bool {
        let prefix = name + "."
        guard file.hasPrefix(prefix) else { return false }
        let rest = Array(file.utf8.dropFirst(prefix.utf8.count))
        let shape = Array("dddd-dd-ddTdd.dd.dd.dddZ".utf8)
        guard rest.count >= shape.count else { return false }
        for (byte, expected) in zip(rest, shape) {
            let isDigit = (0x30...0x39).contains(byte)
            guard expected == UInt8(ascii: "d") ? isDigit : byte == expected else { return false }
        }
        let counter = rest[shape.count...]
        return counter.isEmpty
            || (counter.count >= 2 && counter.first == UInt8(ascii: "-")
                && counter.dropFirst().allSatisfy { (0x30...0x39).contains($0) })
    }

    /// What `directory` is, when it is there but not a folder of its own (a symbolic link, a
    /// file); nil when it is a real folder or is not there.
    func foreignKind() -> FileKind? {
        var info = stat()
        guard lstat(directory, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return nil
        case S_IFLNK: return .symbolicLink
        case S_IFREG: return .file
        case S_IFIFO: return .namedPipe
        case S_IFSOCK: return .socket
        case S_IFCHR, S_IFBLK: return .device
        default: return .other
        }
    }

    /// A regular file (not a link) of the user payday runs as.
    static func isOwnFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && info.st_uid == geteuid()
    }

    /// The kept versions, oldest first: the regular files of this user named as payday names
    /// them. Nothing when `directory` is not a folder of payday's own (a link, a file).
    func versions() -> [String] {
        guard foreignKind() == nil else { return [] }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { isVersion($0) && Self.isOwnFile(directory + "/" + $0) }.sorted()
    }

    /// Removes all but the newest `count` versions, and never one named in `keep`.
    func prune(keeping count: Int, keep: Set<String>) {
        for file in versions().dropLast(count) where !keep.contains(file) {
            removeVersion(file)
        }
    }

    // MARK: Names read from a file

    // A version's name comes from the history, a file anyone who can write the folder can edit:
    // every removal and every read of one goes through these, which take only a name `isVersion`
    // accepts (no `/`, no `..`), inside `backups/` opened as a folder of this user without
    // following a link, and relative to that folder's descriptor (no path joined from data).

    /// A descriptor of `backups/` when it is a real folder of this user (not a link); the caller
    /// closes it.
    func openFolder() -> Int32? {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == geteuid() else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Removes the version `file` when the name is one this store writes and it is a regular
    /// file of this user inside `backups/`; anything else is left alone. True if removed.
    @discardableResult
    func removeVersion(_ file: String) -> Bool {
        guard isVersion(file), let folder = openFolder() else { return false }
        defer { close(folder) }
        var info = stat()
        guard fstatat(folder, file, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            info.st_uid == geteuid()
        else { return false }
        return unlinkat(folder, file, 0) == 0
    }

    /// The bytes of the version `file` (under the same rules as `removeVersion`, and at most
    /// `RegularFile.maximumBytes`); nil when it is not such a file or cannot be read.
    func readVersion(_ file: String) -> [UInt8]? {
        guard isVersion(file), let folder = openFolder() else { return nil }
        defer { close(folder) }
        let descriptor = openat(folder, file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid(),
            info.st_size >= 0, Int(info.st_size) <= RegularFile.maximumBytes
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress! + count, raw.count - count)
            }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            count += got
        }
        return bytes
    }
}

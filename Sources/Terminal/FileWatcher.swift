#if canImport(Glibc)
import Glibc
#endif

/// Tells when a file was replaced or written by another process, through inotify: the run
/// loop waits on `descriptor` together with the terminal (see `TerminalApp.watchedDescriptors`),
/// so nothing is polled while nothing changes.
///
/// The watch is on the file's folder, not the file: a careful writer (the data store, an
/// editor) writes a temporary file and renames it over the old one, which a watch on the old
/// file's inode would miss. A symbolic link is followed to the file it names, whose folder is
/// where the renames happen. Only Linux has inotify; elsewhere `init` returns nil and the app
/// does without.
public final class FileWatcher {
    /// Readable when something happened in the folder; `takeChanges()` reads it.
    public let descriptor: Int32
    /// The name of the watched file in its folder.
    public let name: String

    /// Watches `path` (which need not exist yet; its folder must). Nil when the folder is
    /// missing or inotify is not available.
    public init?(path: String) {
        #if os(Linux)
        let target = Self.resolved(path)
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { $0 == target.startIndex ? "/" : String(target[..<$0]) } ?? "."
        name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)
        guard inotify_add_watch(fd, folder, mask) >= 0 else {
            close(fd)
            return nil
        }
        descriptor = fd
        #else
        return nil
        #endif
    }

    deinit { close(descriptor) }

    /// Reads every event waiting (never blocks); true if one was about the watched file.
    public func takeChanges() -> Bool {
        #if os(Linux)
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)].prefix { $0 != 0 }
                if String(decoding: nameBytes, as: UTF8.self) == name { changed = true }
                offset += header + length
            }
        }
        return changed
        #else
        return false
        #endif
    }

    /// The file a chain of symbolic links ends at (the path itself when it is no link).
    private static func resolved(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                current = link
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + link
            } else {
                current = link
            }
        }
        return current
    }
}

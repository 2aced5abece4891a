import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening a file payday reads (the data file, its backups, the rates and holidays): only a
/// regular file, never blocking, never larger than `maximumBytes`.
///
/// A named pipe (FIFO) opened for reading blocks until something writes to it, and a device may
/// never end: either as `--data` would hang a command. The file is opened with `O_NONBLOCK` (which
/// a regular file ignores) and refused at once, before a byte is read, unless `fstat` says it is
/// a regular file of at most `maximumBytes`.
public enum RegularFile {
    /// The largest file read: a data file of 10,000 workplaces of 100 shifts each is 70 MB; a
    /// file larger than this is not one payday wrote, and reading it whole would cost its size
    /// in memory (and more to parse).
    public static let maximumBytes = 128 << 20

    /// Why a file was not opened.
    public enum Refusal: Error, Equatable, Sendable {
        /// There is no file at that path.
        case absent
        /// It is something else: a folder, a named pipe (FIFO), a device, a socket.
        case notRegular(kind: FileKind)
        /// Its size in bytes is over `maximumBytes`.
        case tooLarge(bytes: Int)
        /// `open` or `fstat` failed with this `errno`.
        case failed(Int32)
    }

    /// An open descriptor of the regular file at `path` and its size; the caller closes it.
    public static func open(_ path: String) -> Result<(descriptor: Int32, size: Int), Refusal> {
        #if canImport(Glibc)
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        #else
        let descriptor = Darwin.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        #endif
        if descriptor < 0 { return .failure(errno == ENOENT ? .absent : .failed(errno)) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(.failed(code))
        }
        let kind: FileKind? =
            switch info.st_mode & S_IFMT {
            case S_IFREG: nil
            case S_IFDIR: .folder
            case S_IFIFO: .namedPipe
            case S_IFCHR, S_IFBLK: .device
            case S_IFSOCK: .socket
            default: .other
            }
        if let kind {
            close(descriptor)
            return .failure(.notRegular(kind: kind))
        }
        if Int(info.st_size) > maximumBytes {
            close(descriptor)
            return .failure(.tooLarge(bytes: Int(info.st_size)))
        }
        return .success((descriptor, Int(info.st_size)))
    }

    /// `open` and read all of it, or why not (`.failed` with the `errno` of a failed read).
    public static func read(_ path: String) -> Result<[UInt8], Refusal> {
        let descriptor: Int32, size: Int
        switch open(path) {
        case .success(let opened): (descriptor, size) = opened
        case .failure(let refusal): return .failure(refusal)
        }
        defer { close(descriptor) }
        // One byte more than the size, so that a file that grew since `fstat` shows it.
        let (first, failure) = read(descriptor, upTo: size + 1)
        if failure != 0 { return .failure(.failed(failure)) }
        var bytes = first
        var count = bytes.count
        guard count > size else { return .success(bytes) }
        while true {
            if count == bytes.count {
                // It grew since fstat: read on, within the limit.
                guard bytes.count <= maximumBytes else { return .failure(.tooLarge(bytes: bytes.count)) }
                bytes += [UInt8](repeating: 0, count: max(bytes.count, 4096))
            }
            let got = bytes.withUnsafeMutableBytes { raw in
                #if canImport(Glibc)
                Glibc.read(descriptor, raw.baseAddress! + count, raw.count - count)
                #else
                Darwin.read(descriptor, raw.baseAddress! + count, raw.count - count)
                #endif
            }
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return .failure(.failed(errno)) }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    /// `body` given the bytes of the regular file at `path` as the system maps them into memory
    /// (read-only and private), unmapped when it returns; nil, and `body` not called, where `open`
    /// refuses the file, it is empty, or the system does not map it: the caller then `read`s it,
    /// which says why.
    ///
    /// Why: reading a file copies its megabytes out of the page cache into fresh memory, and that
    /// memory's first touch costs page faults and zeroing; a mapping shows the page cache's own
    /// pages. On a 5.8 MB data file the read costs about 3 ms of CPU in the kernel, the
    /// mapping under 0.5 ms (BENCHMARKS.md, "Round three, thirteenth pass: reading the large
    /// data file"). `body` must keep no pointer into the bytes.
    ///
    /// What a mapping risks that a read does not: another program cutting the file short in place
    /// (truncating it) while `body` runs leaves the pages past its new end unreadable, and reading
    /// one would end the process with `SIGBUS` instead of giving a torn text. `body` runs under
    /// `MappedReadGuard`, which survives such a read and returns nil for it: the caller reads the
    /// file again, as it is now (`MappedDataFileTests.aFileCutShortWhileReadIsReadAgain`).
    /// payday's own saves never cut a file (the new file is renamed over the old, whose pages the
    /// mapping keeps); what maps the data file reads it and lets go (`DataFile.load`), never the
    /// store, which keeps the bytes it read.
    static func withMapped<Value>(_ path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Value) -> Value? {
        guard case .success(let (descriptor, size)) = open(path) else { return nil }
        let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        close(descriptor)
        // An empty file is not mapped (`mmap` refuses a length of 0); a failure is `MAP_FAILED`, -1.
        guard size > 0, let mapped, Int(bitPattern: mapped) != -1 else { return nil }
        defer { munmap(mapped, size) }
        return MappedReadGuard.reading(
            UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: size), body)
    }

    /// Up to `limit` bytes from `descriptor` (fewer at the file's end), read into memory that is
    /// not zeroed first: zeroing a file's megabytes cost about an instruction a byte (5.8 M in
    /// every command on a 5.8 MB file), and the read overwrites the zeros at once. `failure` is a
    /// failed read's `errno` (0: none).
    static func read(_ descriptor: Int32, upTo limit: Int) -> (bytes: [UInt8], failure: Int32) {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: limit) { buffer, initialized in
            LargeBuffer.adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
            guard let base = buffer.baseAddress else { return }
            while initialized < buffer.count {
                #if canImport(Glibc)
                let count = Glibc.read(descriptor, base + initialized, buffer.count - initialized)
                #else
                let count = Darwin.read(descriptor, base + initialized, buffer.count - initialized)
                #endif
                if count < 0 && errno == EINTR { continue }
                if count < 0 {
                    failure = errno
                    break
                }
                if count == 0 { break }
                initialized += count
            }
        }
        return (bytes, failure)
    }

    /// `maximumBytes` in whole megabytes, for messages.
    public static var maximumMegabytes: Int { maximumBytes >> 20 }
}

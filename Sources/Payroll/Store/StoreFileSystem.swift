#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls through which the store writes, so tests can make one of them fail the way a
/// full disk (`ENOSPC`) or a read-only folder (`EACCES`) would. Each returns what the C call
/// returns and leaves its error in `errno`.
public protocol StoreFileSystem: Sendable {
    func open(_ path: String, flags: Int32, mode: mode_t) -> Int32
    func write(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int
    func fsync(_ descriptor: Int32) -> Int32
    func rename(_ from: String, _ to: String) -> Int32
    func link(_ from: String, _ to: String) -> Int32
    func mkdir(_ path: String, mode: mode_t) -> Int32
}

/// The real calls.
public struct SystemFileSystem: StoreFileSystem {
    public init() {}

    public func open(_ path: String, flags: Int32, mode: mode_t) -> Int32 { SystemCall.open(path, flags, mode) }

    public func write(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        SystemCall.write(descriptor, buffer)
    }

    public func fsync(_ descriptor: Int32) -> Int32 { SystemCall.fsync(descriptor) }

    public func rename(_ from: String, _ to: String) -> Int32 { SystemCall.rename(from, to) }

    public func link(_ from: String, _ to: String) -> Int32 { SystemCall.link(from, to) }

    public func mkdir(_ path: String, mode: mode_t) -> Int32 { SystemCall.mkdir(path, mode) }
}

/// The C calls of the store: `SystemFileSystem` passes its calls here, and the store calls here
/// directly where no test needs a failure (reading, the lock file, flushing the folder), and
/// where its own methods' names (`read`) would hide the C call's. A member named as a C call
/// hides it too, so each calls a file-scope twin below that reaches it whichever C library
/// (Glibc or Darwin) was imported.
enum SystemCall {
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 { cOpen(path, flags, mode) }
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        cRead(descriptor, buffer, count)
    }
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int { cWrite(descriptor, buffer) }
    static func fsync(_ descriptor: Int32) -> Int32 { cFsync(descriptor) }
    static func rename(_ from: String, _ to: String) -> Int32 { cRename(from, to) }
    static func link(_ from: String, _ to: String) -> Int32 { cLink(from, to) }
    static func mkdir(_ path: String, _ mode: mode_t) -> Int32 { cMkdir(path, mode) }
    /// Starts writing a file's dirty pages to the disk without waiting (an `fsync` later then
    /// finds them written or on their way). Linux starts the writeback on `POSIX_FADV_DONTNEED`
    /// (and drops the file's clean pages from the cache, which a kept version, never read by the
    /// save, does not need); elsewhere it does nothing and the `fsync` does all the work.
    static func startWriteback(_ descriptor: Int32) {
        #if os(Linux)
        _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
        #endif
    }
}

private func cOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
    write(descriptor, buffer.baseAddress, buffer.count)
}
private func cFsync(_ descriptor: Int32) -> Int32 { fsync(descriptor) }
private func cRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func cLink(_ from: String, _ to: String) -> Int32 { link(from, to) }
private func cMkdir(_ path: String, _ mode: mode_t) -> Int32 { mkdir(path, mode) }

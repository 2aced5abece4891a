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

/// The C calls of the store, each named once for both C libraries: `SystemFileSystem` passes its
/// calls here, and the store calls here directly where no test needs a failure (reading, the lock
/// file, flushing the folder), and where its own methods' names (`read`) would hide the C call's.
enum SystemCall {
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        #if canImport(Glibc)
        Glibc.open(path, flags, mode)
        #else
        Darwin.open(path, flags, mode)
        #endif
    }

    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
        #else
        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
        #endif
    }

    static func fsync(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.fsync(descriptor)
        #else
        Darwin.fsync(descriptor)
        #endif
    }

    static func rename(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.rename(from, to)
        #else
        Darwin.rename(from, to)
        #endif
    }

    static func link(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.link(from, to)
        #else
        Darwin.link(from, to)
        #endif
    }

    static func mkdir(_ path: String, _ mode: mode_t) -> Int32 {
        #if canImport(Glibc)
        Glibc.mkdir(path, mode)
        #else
        Darwin.mkdir(path, mode)
        #endif
    }
}

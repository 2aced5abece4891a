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

    public func open(_ path: String, flags: Int32, mode: mode_t) -> Int32 {
        #if canImport(Glibc)
        Glibc.open(path, flags, mode)
        #else
        Darwin.open(path, flags, mode)
        #endif
    }

    public func write(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
        #else
        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
        #endif
    }

    public func fsync(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.fsync(descriptor)
        #else
        Darwin.fsync(descriptor)
        #endif
    }

    public func rename(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.rename(from, to)
        #else
        Darwin.rename(from, to)
        #endif
    }

    public func link(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.link(from, to)
        #else
        Darwin.link(from, to)
        #endif
    }

    public func mkdir(_ path: String, mode: mode_t) -> Int32 {
        #if canImport(Glibc)
        Glibc.mkdir(path, mode)
        #else
        Darwin.mkdir(path, mode)
        #endif
    }
}

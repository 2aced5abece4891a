#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The buffers of a whole data file (read, or written anew: megabytes each) asked to be backed by
/// 2 MB pages where the system offers them.
///
/// Why: filling a fresh 10 MB buffer takes 2,560 page faults of 4 KB, and on the machines
/// measured the faults cost more than copying the bytes (docs/data-file.md, "How fast").
/// With the advice the kernel maps a 2 MB page at a time (Linux's transparent huge pages in
/// their `madvise` mode, the default of most distributions). Only advice: where it is not
/// followed, or elsewhere than Linux, nothing changes but the speed.
enum LargeBuffer {
    static let hugePageSize = 1 << 21

    /// Advises the 2 MB pages lying wholly inside `buffer`; call before its memory is first written.
    static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard let base = buffer.baseAddress, buffer.count >= hugePageSize else { return }
        let start = Int(bitPattern: base), mask = hugePageSize - 1
        let first = (start + mask) & ~mask, last = (start + buffer.count) & ~mask
        if last > first { _ = madvise(UnsafeMutableRawPointer(bitPattern: first), last - first, MADV_HUGEPAGE) }
        #endif
    }

    /// An empty array with room for `capacity` bytes, advised as above.
    static func bytes(capacity: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
            initialized = 0
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The data file as it is on disk: its bytes, or `.absent` when there is none.
enum DiskContent: Equatable {
    case absent
    case bytes([UInt8])

    /// By `memcmp`: the file is compared with what was loaded on every save, megabytes each.
    static func == (lhs: DiskContent, rhs: DiskContent) -> Bool {
        switch (lhs, rhs) {
        case (.absent, .absent): return true
        case (.bytes(let left), .bytes(let right)):
            return left.count == right.count
                && left.withUnsafeBytes { a in
                    right.withUnsafeBytes { b in
                        a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
                    }
                }
        default: return false
        }
    }

    /// The file's bytes, or `.absent` when there is none.
    static func read(_ file: String, growing: Bool = false) throws(StoreError) -> DiskContent {
        if growing { return .bytes(try readGrowing(file)) }
        // Only a regular file, opened without blocking (a FIFO would block here forever).
        let descriptor: Int32, size: Int
        switch RegularFile.open(file) {
        case .success(let opened): (descriptor, size) = opened
        case .failure(.absent): return .absent
        case .failure(.failed(let code)):
            throw StoreError(.unreadable(file: file, code: code))
        case .failure(.notRegular(let kind)):
            throw StoreError(.notRegularFile(file: file, kind))
        case .failure(.tooLarge(let bytes)):
            throw StoreError(.tooLarge(file: file, bytes: bytes))
        }
        defer { close(descriptor) }
        // One byte more than the size, so that a file that grew since `fstat` shows it; such a
        // file is read again.
        let (bytes, failure) = RegularFile.read(descriptor, upTo: size + 1)
        if failure != 0 { throw StoreError(.unreadable(file: file, code: failure)) }
        if bytes.count > size { return try read(file, growing: true) }
        return .bytes(bytes)
    }

    /// A file that is being written to while it is read: read to its end, however long.
    private static func readGrowing(_ file: String) throws(StoreError) -> [UInt8] {
        guard case .success(let bytes) = RegularFile.read(file) else {
            throw StoreError(.changedWhileReading(file: file))
        }
        return bytes
    }

    /// Whether `file` holds exactly this content, byte for byte, compared a block at a time as it
    /// is read: every save checks that the file is still what was loaded, and a second copy of
    /// megabytes (and the page faults of a new buffer for it) would cost more than the compare.
    /// False when it differs, or cannot be read (the caller then reads it and reports why).
    func isOnDisk(at file: String) -> Bool {
        guard case .bytes(let expected) = self else { return false }
        let descriptor = SystemCall.open(file, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == expected.count
        else {
            return false
        }
        let blockSize = 1 << 18
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 64)
        defer { block.deallocate() }
        return expected.withUnsafeBytes { expected in
            var offset = 0
            while true {
                let count = SystemCall.read(descriptor, block, blockSize)
                if count < 0 && errno == EINTR { continue }
                // The end of the file: unchanged when it came exactly where the content ends.
                if count == 0 { return offset == expected.count }
                guard count > 0, count <= expected.count - offset,
                    memcmp(block, expected.baseAddress! + offset, count) == 0
                else { return false }
                offset += count
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to a descriptor that is not the store's (the store's writes go through
/// `StoreFileSystem`, so that its tests can make any of them fail): standard output and error,
/// the files of an evidence folder.
public enum FileOutput {
    /// Writes all of `bytes` to `descriptor`, again after a signal cut a write short (`EINTR`);
    /// the `errno` of the write that failed (`EIO` for one that wrote nothing), or nil.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, base + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return count < 0 ? errno : EIO }
            offset += count
        }
        return nil
    }
}

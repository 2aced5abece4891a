#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `text` to standard error, the fallback log sink (never the drawn screen). Uses the
/// file descriptor rather than the C `stderr` global, which is not concurrency-safe in Swift 6.
func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
            write(2, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written <= 0 { return }
        offset += written
    }
    bytes.removeAll()
}

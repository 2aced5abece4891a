import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension FileHandle {
    /// Everything the pipe gives until its writer closes it. Foundation's
    /// `readDataToEndOfFile()` stops the test process when a read is interrupted by a signal
    /// (it traps on EINTR), which happens when many children start and end at once; this
    /// reads the descriptor itself and simply reads again after an interruption.
    public func readAllRetryingInterruptedReads() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }

    /// What the pipe has now, waiting for at least a byte (empty: its writer closed it), read
    /// again after an interruption, where Foundation's `availableData` traps on EINTR.
    public func readSomeRetryingInterruptedReads() -> Data {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 { return Data(buffer[0..<count]) }
            if count < 0 && errno == EINTR { continue }
            return Data()
        }
    }
}

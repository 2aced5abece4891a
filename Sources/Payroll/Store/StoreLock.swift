import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exclusive advisory lock every change of a data file is made under: `flock` on a lock file
/// beside the data file (`.NAME.lock`), so the app and a command in another terminal never
/// interleave their read-modify-writes. Waits for another process's lock up to `timeout`
/// seconds, then gives up with a message.
struct StoreLock {
    /// The lock file.
    let lockPath: String
    /// The data file as named (for the messages).
    let path: String
    let timeout: Double

    /// The lock of the data file at `target` (its real path, a symlink followed).
    init(target: String, path: String, timeout: Double) {
        lockPath = DataStore.folder(of: target) + "/." + DataStore.name(of: target) + ".lock"
        self.path = path
        self.timeout = timeout
    }

    /// Runs `body` holding the lock; the lock is let go when it returns or throws.
    func hold<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        let descriptor = SystemCall.open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StoreError(
                .writeFailed(
                    .createLockFile(lockPath), code: errno, folder: DataStore.folder(of: lockPath), path: path))
        }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw StoreError(.lockFailed(lockFile: lockPath, code: errno))
            }
            guard Date() < deadline else {
                throw StoreError(.busy(path: path, lockFile: lockPath, seconds: Int(timeout)))
            }
            usleep(10_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}

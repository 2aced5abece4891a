import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The store's writes of whole files, folders and history lines, each through `fileSystem` (the
/// calls a test makes fail) and each failure a `StoreError` naming the step and the folder.
struct StoreWriter {
    let fileSystem: StoreFileSystem
    /// The data file as named (for the messages).
    let path: String

    /// A whole new file holding `bytes`, flushed; removed again if anything fails.
    func writeCopy(_ bytes: [UInt8], to file: String, mode: mode_t, folder: String) throws(StoreError) {
        let descriptor = fileSystem.open(file, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: mode)
        guard descriptor >= 0 else {
            throw failed(errno, doing: .keepPreviousVersion, folder: folder)
        }
        defer { close(descriptor) }
        do throws(StoreError) {
            try writeAll(bytes[...], to: descriptor, folder: folder)
            guard fileSystem.fsync(descriptor) == 0 else {
                throw failed(errno, doing: .flushKeptVersion, folder: folder)
            }
        } catch {
            unlink(file)
            throw error
        }
    }

    func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32, folder: String) throws(StoreError) {
        var rest = bytes
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { fileSystem.write(descriptor, $0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failed(errno, doing: .writeNewFile, folder: folder)
            }
            rest = rest.dropFirst(count)
        }
    }

    /// `folder` and every folder above it that is missing.
    func makeFolder(_ folder: String) throws(StoreError) {
        var info = stat()
        if stat(folder, &info) == 0 { return }
        let parent = DataStore.folder(of: folder)
        if parent != folder { try makeFolder(parent) }
        if fileSystem.mkdir(folder, mode: 0o700) != 0 && errno != EEXIST {
            throw failed(errno, doing: .createFolder(folder), folder: parent)
        }
    }

    /// New entries added at the end of the history file, flushed. A line cut short by a crash is
    /// skipped when the history is read.
    func appendHistory(_ entries: History, backups: Backups, mode: mode_t) throws(StoreError) {
        let descriptor = fileSystem.open(
            backups.historyPath, flags: O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, mode: mode)
        guard descriptor >= 0 else {
            throw failed(errno, doing: .writeHistory, folder: backups.directory)
        }
        defer { close(descriptor) }
        var info = stat()
        // After a line cut short, start on a line of its own.
        let separator: [UInt8] =
            fstat(descriptor, &info) == 0 && info.st_size > 0
            ? Self.lastByteIsNewline(descriptor, info.st_size) ? [] : [0x0A] : []
        try writeAll((separator + entries.bytes())[...], to: descriptor, folder: backups.directory)
        guard fileSystem.fsync(descriptor) == 0 else {
            throw failed(errno, doing: .flushHistory, folder: backups.directory)
        }
    }

    private static func lastByteIsNewline(_ descriptor: Int32, _ size: off_t) -> Bool {
        var byte: UInt8 = 0
        return pread(descriptor, &byte, 1, size - 1) == 1 && byte == 0x0A
    }

    /// The history, written whole to a temporary file, flushed and renamed over the old one.
    func writeHistory(_ history: History, backups: Backups, mode: mode_t) throws(StoreError) {
        let temporary = backups.historyPath + ".saving-\(getpid())"
        unlink(temporary)
        try writeCopy(history.bytes(), to: temporary, mode: mode, folder: backups.directory)
        guard fileSystem.rename(temporary, backups.historyPath) == 0 else {
            let code = errno
            unlink(temporary)
            throw failed(code, doing: .writeHistory, folder: backups.directory)
        }
    }

    /// A failed step of a save, with the OS error and the folder it was in (the callers word it).
    func failed(_ code: Int32, doing action: StoreError.SaveAction, folder: String) -> StoreError {
        StoreError(.writeFailed(action, code: code, folder: folder, path: path))
    }
}

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
        let copy = try writeCopyFlushingLater(bytes, to: file, mode: mode, folder: folder)
        defer { close(copy) }
        do throws(StoreError) {
            try finishFlush(copy, folder: folder)
        } catch {
            unlink(file)
            throw error
        }
    }

    /// A whole new file holding `bytes`, open, its way to the disk begun but not waited for: the
    /// disk writes it while the save goes on, and `finishFlush` waits for it before the rename
    /// (the save's later steps need only the bytes written, not flushed). Removed again if the
    /// writing fails; the caller closes the descriptor.
    func writeCopyFlushingLater(_ bytes: [UInt8], to file: String, mode: mode_t, folder: String) throws(StoreError)
        -> Int32
    {
        let descriptor = fileSystem.open(file, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: mode)
        guard descriptor >= 0 else {
            throw failed(errno, doing: .keepPreviousVersion, folder: folder)
        }
        do throws(StoreError) {
            try writeAll(bytes[...], to: descriptor, folder: folder)
        } catch {
            close(descriptor)
            unlink(file)
            throw error
        }
        SystemCall.startWriteback(descriptor)
        return descriptor
    }

    /// Waits until a file written by `writeCopyFlushingLater` or `appendHistoryFlushingLater` is
    /// on the disk; `action` names it in the error.
    func finishFlush(
        _ descriptor: Int32, folder: String, doing action: StoreError.SaveAction = .flushKeptVersion
    ) throws(StoreError) {
        guard fileSystem.fsync(descriptor) == 0 else {
            throw failed(errno, doing: action, folder: folder)
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

    /// New entries added at the end of the history file, open, flushed later (`finishFlush`, as
    /// for a kept version). A line cut short by a crash is skipped when the history is read.
    func appendHistoryFlushingLater(_ entries: History, backups: Backups, mode: mode_t) throws(StoreError) -> Int32 {
        let descriptor = fileSystem.open(
            backups.historyPath, flags: O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, mode: mode)
        guard descriptor >= 0 else {
            throw failed(errno, doing: .writeHistory, folder: backups.directory)
        }
        var info = stat()
        // After a line cut short, start on a line of its own.
        let separator: [UInt8] =
            fstat(descriptor, &info) == 0 && info.st_size > 0
            ? Self.lastByteIsNewline(descriptor, info.st_size) ? [] : [0x0A] : []
        do throws(StoreError) {
            try writeAll((separator + entries.bytes())[...], to: descriptor, folder: backups.directory)
        } catch {
            close(descriptor)
            throw error
        }
        return descriptor
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

import Foundation

/// The kept versions of a data file: `backups/NAME.SEQUENCE.FINGERPRINT[.undone]` beside it.
///
/// `SEQUENCE` counts saves (eight digits, so names sort in order); `FINGERPRINT` is that of the
/// version that replaced this one, so `undo` can tell whether the file is still what the store
/// last wrote. Versions replaced by an undo are marked `.undone`: kept, never restored by undo.
///
/// Only payday's own folder and payday's own files: a `backups` that is not a real folder (a
/// symbolic link to somewhere else, a file) is never followed (`checkFolder`), and pruning
/// removes only files named exactly as payday names them (eight or more digits, sixteen
/// lowercase hexadecimal digits) that are regular files of this user, never a link, a folder or
/// another's file that happens to look alike.
struct Backups {
    let directory: String
    let name: String

    init(folder: String, name: String) {
        directory = folder + "/backups"
        self.name = name
    }

    struct Entry: Equatable {
        var sequence: Int
        var fingerprint: UInt64
        var undone: Bool
        var fileName = ""

        init(sequence: Int, fingerprint: UInt64, undone: Bool) {
            self.sequence = sequence
            self.fingerprint = fingerprint
            self.undone = undone
        }

        func fileName(for name: String) -> String {
            let digits = String(sequence)
            let fingerprintText = String(fingerprint, radix: 16)
            return name + "." + String(repeating: "0", count: max(0, 8 - digits.count)) + digits + "."
                + String(repeating: "0", count: 16 - fingerprintText.count) + fingerprintText
                + (undone ? ".undone" : "")
        }
    }

    /// What `directory` is, when it is there but not a folder of its own: `a symbolic link`,
    /// `a file`; nil when it is a real folder or is not there.
    func foreignKind() -> String? {
        var info = stat()
        guard lstat(directory, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return nil
        case S_IFLNK: return "a symbolic link"
        default: return "not a folder"
        }
    }

    /// The versions of this file, oldest first: the regular files of this user in `directory`
    /// named as `Entry.fileName` names them. Nothing when `directory` is not a folder of its own.
    func entries() -> [Entry] {
        guard foreignKind() == nil else { return [] }
        let prefix = name + "."
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.compactMap { file -> Entry? in
            guard file.hasPrefix(prefix) else { return nil }
            let parts = file.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2 || (parts.count == 3 && parts[2] == "undone"),
                parts[0].utf8.count >= 8, parts[0].utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                parts[1].utf8.count == 16,
                parts[1].utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
                let sequence = Int(parts[0]), let fingerprint = UInt64(parts[1], radix: 16),
                Self.isOwnFile(directory + "/" + file)
            else { return nil }
            var entry = Entry(sequence: sequence, fingerprint: fingerprint, undone: parts.count == 3)
            entry.fileName = file
            return entry
        }.sorted { $0.sequence < $1.sequence }
    }

    func nextSequence() -> Int { (entries().last?.sequence ?? 0) + 1 }

    /// A regular file (not a link) of the user payday runs as.
    static func isOwnFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && info.st_uid == geteuid()
    }

    /// Removes all but the newest `count` versions.
    func prune(keeping count: Int) {
        for entry in entries().dropLast(count) {
            unlink(directory + "/" + entry.fileName)
        }
    }
}

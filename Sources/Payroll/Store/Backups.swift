import Foundation

/// The kept versions of a data file: `backups/NAME.SEQUENCE.FINGERPRINT[.undone]` beside it.
///
/// `SEQUENCE` counts saves (eight digits, so names sort in order); `FINGERPRINT` is that of the
/// version that replaced this one, so `undo` can tell whether the file is still what the store
/// last wrote. Versions replaced by an undo are marked `.undone`: kept, never restored by undo.
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

    /// The versions of this file, oldest first.
    func entries() -> [Entry] {
        let prefix = name + "."
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.compactMap { file -> Entry? in
            guard file.hasPrefix(prefix) else { return nil }
            let parts = file.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2 || (parts.count == 3 && parts[2] == "undone"),
                let sequence = Int(parts[0]), let fingerprint = UInt64(parts[1], radix: 16)
            else { return nil }
            var entry = Entry(sequence: sequence, fingerprint: fingerprint, undone: parts.count == 3)
            entry.fileName = file
            return entry
        }.sorted { $0.sequence < $1.sequence }
    }

    func nextSequence() -> Int { (entries().last?.sequence ?? 0) + 1 }

    /// Removes all but the newest `count` versions.
    func prune(keeping count: Int) {
        for entry in entries().dropLast(count) {
            unlink(directory + "/" + entry.fileName)
        }
    }
}

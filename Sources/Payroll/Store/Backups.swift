import Foundation

/// The kept versions of a data file, in `backups/` beside it, named by the time they were kept:
/// `NAME.2026-11-26T07.31.05.123Z` (UTC; a second one in the same millisecond gets `-2`), and
/// the history, `NAME.history`. Each version is a whole data file. Only names of this form are
/// ever pruned: files of any other name in the folder are left alone.
struct Backups {
    let directory: String
    let name: String

    init(folder: String, name: String) {
        directory = folder + "/backups"
        self.name = name
    }

    var historyPath: String { directory + "/" + name + ".history" }

    /// A new version's file name at `date`, not yet taken.
    func newVersionName(at date: Date) -> String {
        let base = name + "." + Self.timeText(date)
        var candidate = base
        var counter = 2
        while FileManager.default.fileExists(atPath: directory + "/" + candidate) {
            candidate = base + "-\(counter)"
            counter += 1
        }
        return candidate
    }

    /// `2026-11-26T07.31.05.123Z`: sorts by time, no `:` (which some file systems refuse).
    static func timeText(_ date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        let seconds = milliseconds / 1000
        let day = LocalDate(dayNumber: seconds / 86_400 + LocalDate(year: 1970, month: 1, day: 1)!.dayNumber)
        let second = seconds % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let fraction = milliseconds % 1000
        let millis = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(day)T\(two(second / 3600)).\(two(second / 60 % 60)).\(two(second % 60)).\(millis)Z"
    }

    /// Whether `file` is a version this store kept (`NAME.` + a time).
    func isVersion(_ file: String) -> Bool {
        let prefix = name + "."
        guard file.hasPrefix(prefix) else { return false }
        let rest = file.dropFirst(prefix.count)
        return rest.count >= 24 && rest.dropFirst(4).first == "-" && rest.dropFirst(10).first == "T"
            && rest.dropFirst(23).first == "Z" && rest.prefix(4).allSatisfy(\.isNumber)
    }

    /// The kept versions, oldest first.
    func versions() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter(isVersion).sorted()
    }

    /// Removes all but the newest `count` versions, and never one named in `keep`.
    func prune(keeping count: Int, keep: Set<String>) {
        for file in versions().dropLast(count) where !keep.contains(file) {
            unlink(directory + "/" + file)
        }
    }
}

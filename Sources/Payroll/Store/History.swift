import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a change to the data file came from.
public enum ChangeSource: String, Sendable, Equatable, Codable {
    /// The full-screen app.
    case app
    /// A `payday` command.
    case commandLine
    /// Found on disk: the file was changed by something else (an editor, a copy) since payday
    /// last wrote it.
    case disk
}

/// One change the store made, or found: when, from where, what, and the versions of the file
/// before and after it (by fingerprint; the kept copy of the version after it, in `backups/`).
public struct HistoryEntry: Sendable, Equatable, Codable {
    /// 1, 2, ...: `payday restore N` names an entry by it.
    public var number: Int
    /// Seconds since 1970 (UTC).
    public var time: Double
    public var source: ChangeSource
    public var event: HistoryEvent
    /// The fingerprint of the file before (nil: there was no file).
    public var before: String?
    public var after: String
    /// The file in `backups/` holding the version after the entry (nil: not kept).
    public var version: String?
    /// Counts after the entry, for the words of a later edit found on disk.
    public var workplaces: Int
    public var shifts: Int

    public var date: Date { Date(timeIntervalSince1970: time) }

    /// Whether every number in the entry is within its `Limits` rule: one outside is not an
    /// entry payday wrote (a hand-made or damaged line), and is read as a line that does not read.
    public var isWithinLimits: Bool {
        Limits.historyNumbers.contains(number) && Limits.historyTimes.contains(time)
            && Limits.historyCounts.contains(workplaces) && Limits.historyCounts.contains(shifts)
            && event.isWithinLimits(nested: true)
    }
}

/// The history of a data file (`backups/NAME.history`, one JSON entry a line, oldest first),
/// and what undo and redo would do next.
public struct History: Sendable, Equatable {
    public var entries: [HistoryEntry]

    public init(entries: [HistoryEntry] = []) { self.entries = entries }

    /// The most entries kept; older ones are dropped (their versions were pruned long before).
    public static let keptEntries = 1000

    var nextNumber: Int { (entries.last?.number ?? 0) + 1 }

    /// The entries undo walks back through (newest last) and redo forward through (next last):
    /// a change, an edit found on disk or a restore is undoable and clears the redo list; an
    /// undo moves its entry to the redo list, a redo back. Linear in the entries: each list
    /// keeps, by entry number, where that number last went in, so an undo or redo finds its
    /// entry at once (or learns at once that it is not there).
    public var stacks: (undoable: [HistoryEntry], redoable: [HistoryEntry]) {
        var undoable = EntryStack(), redoable = EntryStack()
        var byNumber: [Int: HistoryEntry] = [:]
        byNumber.reserveCapacity(entries.count)
        for entry in entries { byNumber[entry.number] = entry }
        for entry in entries {
            switch entry.event {
            case .undid(let number, _):
                if undoable.removeLast(number), let undone = byNumber[number] { redoable.append(undone) }
            case .redid(let number, _):
                if redoable.removeLast(number), let redone = byNumber[number] { undoable.append(redone) }
            default:
                undoable.append(entry)
                redoable.removeAll()
            }
        }
        return (undoable.entries, redoable.entries)
    }

    /// A stack of entries from which the last one with a given number can be taken out in
    /// constant time: taken entries are marked, and left out when the stack is read.
    private struct EntryStack {
        private var slots: [(entry: HistoryEntry, taken: Bool)] = []
        /// Where each number went in, in order (the last one is the one to take).
        private var positions: [Int: [Int]] = [:]

        mutating func append(_ entry: HistoryEntry) {
            positions[entry.number, default: []].append(slots.count)
            slots.append((entry, false))
        }

        /// Takes out the last entry numbered `number`; false when there is none.
        mutating func removeLast(_ number: Int) -> Bool {
            guard let slot = positions[number]?.popLast() else { return false }
            slots[slot].taken = true
            return true
        }

        mutating func removeAll() {
            if slots.isEmpty { return }
            slots.removeAll(keepingCapacity: true)
            positions.removeAll(keepingCapacity: true)
        }

        var entries: [HistoryEntry] { slots.compactMap { $0.taken ? nil : $0.entry } }
    }

    // MARK: The file

    /// The history as the store keeps it: the entries of the file's last `readWindow` bytes (a
    /// history the store wrote is never longer; a longer one was not written by payday, and its
    /// older entries are read as dropped, as the store drops entries past `keptEntries`).
    static func read(_ path: String) -> History {
        guard let (bytes, start, _) = readEnd(path, window: readWindow) else { return History() }
        var data = Data(bytes)
        // Started inside a line: that line is not whole.
        if start > 0, let newline = data.firstIndex(of: UInt8(ascii: "\n")) {
            data = data[data.index(after: newline)...]
        }
        var decoder: JSONDecoder?
        let entries = data.split(separator: UInt8(ascii: "\n")).compactMap { entry(Data($0), decoder: &decoder) }
        return History(entries: entries)
    }

    /// The last entry of the history file and the file's size, read from its end only: a save
    /// needs no more, however long the history.
    static func tail(_ path: String) -> (last: HistoryEntry?, size: Int) {
        guard let (bytes, _, size) = readEnd(path, window: 65_536) else { return (nil, 0) }
        let data = Data(bytes)
        var decoder: JSONDecoder?
        for line in data.split(separator: UInt8(ascii: "\n")).reversed() {
            if let entry = entry(Data(line), decoder: &decoder) { return (entry, size) }
        }
        return (nil, size)
    }

    /// The last `window` bytes of the file at `path` (all of it when shorter), where they start
    /// and the file's size; nil when it does not open. A failed read reads as no bytes.
    static func readEnd(_ path: String, window: Int) -> (bytes: [UInt8], start: Int, size: Int)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let size = max(0, Int(lseek(descriptor, 0, SEEK_END)))
        let start = max(0, size - window)
        guard lseek(descriptor, off_t(start), SEEK_SET) == off_t(start) else { return ([], start, size) }
        let (bytes, failure) = RegularFile.read(descriptor, upTo: size - start)
        return (failure == 0 ? bytes : [], start, size)
    }

    /// One line's entry, nil for a line that does not read or holds a number outside its
    /// limits: read by `HistoryEntry.quick` where it can be, else by `JSONDecoder` (`decoder`,
    /// made at the first line that needs it).
    static func entry(_ line: Data, decoder: inout JSONDecoder?) -> HistoryEntry? {
        var entry = HistoryEntry.quick(line)
        if entry == nil {
            let reader = decoder ?? JSONDecoder()
            decoder = reader
            entry = try? reader.decode(HistoryEntry.self, from: line)
        }
        guard let entry, entry.isWithinLimits else { return nil }
        return entry
    }

    /// A history file past this size is written anew with only the newest `keptEntries`.
    static let rewriteSize = 1 << 20

    /// The most of a history file read: a save that finds the file past `rewriteSize` writes it
    /// anew, so the store's own file is never longer than that and the entries of one save.
    static let readWindow = 2 * rewriteSize

    /// One line an entry: written by hand where `HistoryEntry.quickLine` can (the same bytes),
    /// else by `JSONEncoder`.
    func bytes() -> [UInt8] {
        var encoder: JSONEncoder?
        var out: [UInt8] = []
        for entry in entries.suffix(Self.keptEntries) {
            if let line = entry.quickLine() {
                out += line
            } else {
                let writer = encoder ?? Self.lineEncoder()
                encoder = writer
                guard let line = try? writer.encode(entry) else { continue }
                out += line
            }
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    static func lineEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

extension DataFile {
    /// Shifts, the open ones included.
    var shiftAndOpenCount: Int { workplaces.reduce(0) { $0 + $1.shifts.count + ($1.openShift == nil ? 0 : 1) } }
}

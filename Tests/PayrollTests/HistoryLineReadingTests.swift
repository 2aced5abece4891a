import Foundation
import SeededRandom
import Testing

@testable import Payroll

/// A history line read by `HistoryEntry.quick`: the same entry `JSONDecoder` reads, or nothing
/// (and then `JSONDecoder` reads it, as `History.entry` shows).
@Suite struct HistoryLineReadingTests {
    static let closed = ShiftRecord(shift: "2026-11-20", "06:30", "07:00", breakMinutes: 15)
    static let open: ShiftRecord = {
        var record = ShiftRecord(shift: "2026-11-21", "22:00", "")
        record.end = nil
        record.memo = "야간 대타 🌙 1/2"
        return record
    }()

    static func entry(_ event: HistoryEvent, before: String? = "1b3530274665d74a", version: String? = "v")
        -> HistoryEntry
    {
        HistoryEntry(
            number: 7, time: 1_795_980_801.8927317, source: .commandLine, event: event, before: before,
            after: "7c3f1ec9ad103f56", version: version, workplaces: 50, shifts: 75_001)
    }

    /// The events the quick reader reads, each with the optional fields present and absent.
    static let readQuickly: [HistoryEntry] = [
        entry(.clockedIn(workplace: "일터 7 🏪", open)),
        entry(.clockedOut(workplace: "Cafe", closed), before: nil, version: nil),
        entry(.addedShift(workplace: "Cafe", closed)),
        entry(.removedShift(workplace: "Cafe", open)),
        entry(.changedShift(workplace: "Cafe", from: closed, to: open)),
        entry(.changedOpenShift(workplace: "Cafe", from: open, to: open)),
        entry(.addedWorkplace(name: "Gym")),
        entry(.removedWorkplace(name: "Gym", shifts: 12)),
        entry(.recordedReceipt(workplace: "Gym", period: "2026-11", amount: 308_840)),
        entry(.removedReceipt(workplace: "Gym", period: "2026-11-16", amount: 247_680)),
        entry(.editFoundOnDisk(workplacesBefore: nil, shiftsBefore: nil, workplaces: 50, shifts: 75_000)),
        entry(.editFoundOnDisk(workplacesBefore: 49, shiftsBefore: 74_000, workplaces: 50, shifts: 75_000)),
        entry(.restored(entry: 3)),
        escaped,
    ]

    /// Text the encoder escapes: read quickly, written by the encoder.
    static let escaped = entry(.addedShift(workplace: "Cafe \"A\" \\ \t", closed))

    /// The line as `JSONEncoder` writes it for the store.
    static func line(_ entry: HistoryEntry) -> Data {
        (try? History.lineEncoder().encode(entry)) ?? Data()
    }

    static func decoded(_ line: Data) -> HistoryEntry? {
        try? JSONDecoder().decode(HistoryEntry.self, from: line)
    }

    @Test func readsWhatJSONDecoderReads() {
        for entry in Self.readQuickly {
            let line = Self.line(entry)
            #expect(HistoryEntry.quick(line) == entry, "\(String(decoding: line, as: UTF8.self))")
            #expect(Self.decoded(line) == entry)
        }
    }

    /// Events left to `JSONDecoder`: the quick reader declines, and `History.entry` still reads them.
    @Test func leavesOtherEventsToJSONDecoder() {
        let others = [
            Self.entry(.undid(entry: 3, undone: HistoryEventSummary(.clockedIn(workplace: "Cafe", Self.open)))),
            Self.entry(.changedWorker(fields: ["dependants"])),
            Self.entry(.changedWorkplace(name: "Cafe", newName: "Bar", wage: 10_320, wageFrom: nil, terms: ["wages"])),
        ]
        for entry in others {
            let line = Self.line(entry)
            #expect(HistoryEntry.quick(line) == nil)
            var decoder: JSONDecoder?
            #expect(History.entry(line, decoder: &decoder) == entry)
            #expect(decoder != nil)
        }
    }

    /// Lines payday does not write: the quick reader declines each, and `History.entry` gives
    /// what `JSONDecoder` gives (an entry, or nothing).
    @Test func declinesLinesWrittenOtherwise() throws {
        let written = String(decoding: Self.line(Self.readQuickly[0]), as: UTF8.self)
        let edits: [(String, String)] = [
            ("\"number\":7", "\"number\":7.0"),  // a fraction
            ("\"number\":7", "\"number\":7,\"extra\":1"),  // a field it does not know
            ("\"number\":7", "\"number\":7,\"number\":8"),  // a field twice
            ("\"before\":\"1b3530274665d74a\"", "\"before\":null"),  // null for absent
            ("\"breakMinutes\":0", "\"breakMinutes\":\"0\""),  // a number as text
            ("\"source\":\"commandLine\"", "\"source\":\"elsewhere\""),  // no such source
            ("{\"after\"", "\u{FEFF}{\"after\""),  // a byte order mark
            ("\"number\":7", "\"number\":99999999999999999999"),  // past Int
        ]
        for (from, to) in edits {
            let edited = written.replacingOccurrences(of: from, with: to)
            #expect(edited != written, "the edit \(to) applies")
            let line = Data(edited.utf8)
            #expect(HistoryEntry.quick(line) == nil, "\(to)")
            var decoder: JSONDecoder?
            let expected = Self.decoded(line).flatMap { $0.isWithinLimits ? $0 : nil }
            #expect(History.entry(line, decoder: &decoder) == expected, "\(to)")
        }
    }

    /// The save's read of the last entry takes the last line that reads, as before.
    @Test func tailTakesTheLastLineThatReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-line-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("w.json.history").path
        var bytes = History(entries: Array(Self.readQuickly.prefix(3))).bytes()
        bytes += Array("{\"cut short\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let tail = History.tail(path)
        #expect(tail.last == Self.readQuickly[2])
        #expect(tail.size == bytes.count)
        #expect(History.read(path).entries == Array(Self.readQuickly.prefix(3)))
    }

    /// The hand-written line is `JSONEncoder`'s, byte for byte, for every event written by hand,
    /// with the optional fields present and absent, and for times across the history's range.
    @Test func writesWhatJSONEncoderWrites() throws {
        for entry in Self.readQuickly where entry != Self.escaped {
            let quick = try #require(entry.quickLine())
            #expect(Data(quick) == Self.line(entry), "\(String(decoding: quick, as: UTF8.self))")
        }
        var random = SplitMix64(seed: 43)
        var entry = Self.readQuickly[0]
        for _ in 0..<2_000 {
            // Seconds since 1970 up to 2100, with a fraction as `Date().timeIntervalSince1970` has one.
            entry.time = Double(random.next() % 4_102_444_800) + Double(random.next() % 1_000_000_007) / 1_000_000_007
            guard let quick = entry.quickLine() else { continue }
            #expect(Data(quick) == Self.line(entry), "\(entry.time)")
        }
    }

    /// What the encoder might spell its own way is left to it, and `History.bytes` still writes
    /// the encoder's line.
    @Test func leavesTheEncodersOwnChoicesToIt() {
        var quote = Self.readQuickly[0]
        quote.event = .clockedIn(workplace: "Cafe \"A\"", Self.closed)
        var control = Self.readQuickly[0]
        control.after = "line\nbreak"
        var whole = Self.readQuickly[0]
        whole.time = 1_795_980_801
        var separator = Self.readQuickly[0]
        separator.version = "a\u{2028}b"
        let others = [
            quote, control, whole, separator, Self.escaped, Self.entry(.changedWorker(fields: ["dependants"])),
            Self.entry(.undid(entry: 3, undone: HistoryEventSummary(.clockedIn(workplace: "Cafe", Self.open)))),
        ]
        for entry in others {
            #expect(entry.quickLine() == nil)
            #expect(History(entries: [entry]).bytes() == Array(Self.line(entry)) + [0x0A])
        }
    }
}

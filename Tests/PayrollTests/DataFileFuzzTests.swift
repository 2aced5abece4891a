import Foundation
import SeededRandom
import Testing

@testable import Payroll

/// How many inputs a fuzz test tries: `PAYDAY_FUZZ_INPUTS`, else `standard` (what `make test`
/// runs; `make bench` runs bench/fuzz.sh, which asks for many more). `PAYDAY_FUZZ_SEED` starts
/// another sequence; a failure names its seed and input number, so it can be replayed.
enum FuzzBudget {
    static func inputs(standard: Int) -> Int {
        ProcessInfo.processInfo.environment["PAYDAY_FUZZ_INPUTS"].flatMap { Int($0) } ?? standard
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["PAYDAY_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_2026
    }
}

/// The data-file reader against malformed input: valid files (random, and hostile in their
/// text) broken by seeded mutations. Neither crashes nor hangs on any; what it accepts reads
/// back the same after writing it; and what it refuses, the store never changes.
@Suite struct DataFileFuzzTests {
    /// Pieces that reach the reader's corners: structure, escapes, numbers out of range, deep
    /// nesting, terminal escapes, invalid UTF-8, a byte-order mark, the shapes of a shift.
    static let pieces: [[UInt8]] =
        [
            "{", "}", "[", "]", "\"", ",", ":", "\\", "\\u", "\\ud800", "\\u001b", "\\uDFFF\\uD800", "1e999", "-0",
            "0.5",
            "99999999999999999999", "-9223372036854775809", "null", "true", "false", "\u{1B}[2J", "\u{202E}", "\u{9B}",
            "\"date\": \"1026-11-03\"", "\"date\": \"9999-12-31\"", "\"start\": \"24:00\"", "\"end\": \"09:60\"",
            "\"break\": -1", "\"memo\": \"\\n\"", "\"wage\": 0", "\"shifts\": []", "\"workplaces\": {}",
            "\"version\": 2",
            String(repeating: "[", count: 70), String(repeating: "{\"a\":", count: 70), "\u{FEFF}", "한글", "🌙",
        ].map { Array($0.utf8) } + [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x00], [0xEF, 0xBB, 0xBF]]

    /// One seeded mutation of `bytes`.
    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        let position = { (random: inout SplitMix64) in random.next(below: bytes.count + 1) }
        switch random.next(below: 7) {
        case 0 where !bytes.isEmpty:
            bytes[random.next(below: bytes.count)] = UInt8(truncatingIfNeeded: random.next())
        case 1:
            bytes.insert(contentsOf: pieces[random.next(below: pieces.count)], at: position(&random))
        case 2 where !bytes.isEmpty:
            let start = random.next(below: bytes.count)
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + random.next(below: 40)))
        case 3 where !bytes.isEmpty:
            let start = random.next(below: bytes.count)
            let piece = Array(bytes[start..<min(bytes.count, start + 1 + random.next(below: 200))])
            bytes.insert(contentsOf: piece, at: position(&random))
        case 4:
            bytes.removeSubrange(position(&random)...)
        case 5:
            // A digit or a letter changed where the dates, times and numbers are.
            if let index = bytes.indices.filter({ (0x30...0x39).contains(bytes[$0]) }).randomElement(using: &random) {
                bytes[index] = UInt8(0x30 + random.next(below: 10))
            }
        default:
            bytes.insert(contentsOf: pieces[random.next(below: pieces.count)], at: position(&random))
            bytes.insert(contentsOf: pieces[random.next(below: pieces.count)], at: position(&random))
        }
        return bytes
    }

    static let hostile = DataFile(
        worker: "김\u{1B}]0;t\u{7}",
        workplaces: [
            Workplace(
                name: "GS25 \u{1B}[2J\u{202E}", wages: WageHistory(hourly: 10_320), payday: PaydayRule(day: 10),
                shifts: [
                    Shift(
                        date: LocalDate(iso: "2026-11-02")!, start: TimeOfDay(text: "22:00")!,
                        end: TimeOfDay(text: "06:00")!, breakMinutes: 30, memo: "\u{9B}31m\n")
                ])
        ])

    @Test func theReaderNeverCrashesAndWhatItAcceptsReadsBack() throws {
        var random = SplitMix64(seed: FuzzBudget.seed)
        let count = FuzzBudget.inputs(standard: 3_000)
        var accepted = 0
        for input in 0..<count {
            let seed = input % 3 == 0 ? Self.hostile : randomDataFile(&random, round: input)
            var bytes = DataFileWriter.bytes(seed)
            for _ in 0...random.next(below: 4) { bytes = Self.mutate(bytes, &random) }
            let parsed: DataFile
            do {
                parsed = try DataFile.parse(bytes, file: "fuzz.json")
            } catch {
                #expect(!error.problems.isEmpty, "input \(input): an error with no problem")
                continue
            }
            accepted += 1
            // Accepted: written and read again, the same file (and the general reader agrees).
            let written = DataFileWriter.bytes(parsed)
            #expect(try DataFile.parse(written, file: "fuzz.json") == parsed, "seed \(FuzzBudget.seed) input \(input)")
            #expect(try DataFile.parseGenerally(bytes, file: "fuzz.json").file == parsed, "input \(input)")
        }
        // The mutations are small: some inputs stay valid, most do not.
        #expect(accepted > 0 && accepted < count)
    }

    /// A file the reader refuses is never changed: every change is refused with the file, its
    /// folder and its (absent) backups as they were.
    @Test func theStoreNeverChangesAFileItRefused() throws {
        var random = SplitMix64(seed: FuzzBudget.seed &+ 1)
        let count = FuzzBudget.inputs(standard: 3_000) / 10
        let folder = try temporaryFolder()
        let path = folder + "/w.json"
        var refused = 0
        for input in 0..<count {
            var bytes = DataFileWriter.bytes(input % 2 == 0 ? Self.hostile : randomDataFile(&random, round: input))
            for _ in 0...random.next(below: 4) { bytes = Self.mutate(bytes, &random) }
            guard (try? DataFile.parse(bytes, file: path)) == nil else { continue }
            refused += 1
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let store = DataStore(path: path)
            #expect(throws: StoreError.self, "input \(input)") { try store.apply(.addWorkplace(cafe)) }
            #expect(throws: StoreError.self, "input \(input)") { try store.undo() }
            #expect(FileManager.default.contents(atPath: path).map(Array.init) == bytes, "input \(input)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/backups"), "input \(input)")
        }
        #expect(refused > count / 2)
    }
}

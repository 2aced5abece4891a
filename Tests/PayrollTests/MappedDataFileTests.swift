import Foundation
import SeededRandom
import Testing

@testable import Payroll

/// `DataFile.load` reads a file where the system maps it (`RegularFile.withMapped`): the result
/// and every error are what reading its bytes into memory gives (`DataFile.parse`), whatever the
/// file: written by payday, written by hand, broken, empty, no file at all, or one whose last
/// byte ends a page (nothing is read past a mapping's end).
@Suite struct MappedDataFileTests {
    let folder: String

    init() throws {
        folder = try temporaryFolder()
    }

    /// What a read made: the file or the error.
    private struct Outcome: Equatable {
        var file: DataFile?
        var error: DataFileError?

        init(_ read: () throws(DataFileError) -> DataFile) {
            do {
                file = try read()
            } catch {
                self.error = error
            }
        }
    }

    private func write(_ bytes: [UInt8], named name: String) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `load` against the bytes read into memory and parsed, for the file at `path`.
    private func expectLoadReadsAsParse(
        _ path: String, _ comment: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let loaded = Outcome { () throws(DataFileError) in try DataFile.load(path: path) }
        let parsed = Outcome { () throws(DataFileError) in
            try DataFile.parse(JSONFile.bytes(path: path), file: path)
        }
        #expect(loaded == parsed, "\(comment())", sourceLocation: sourceLocation)
    }

    @Test func aMappedFileIsItsBytes() throws {
        var random = SplitMix64(seed: 4315)
        for round in 0..<12 {
            let bytes = DataFileWriter.bytes(randomDataFile(&random, round: round))
            let path = try write(bytes, named: "file\(round).json")
            #expect(RegularFile.withMapped(path) { Array($0) } == bytes, "round \(round)")
        }
        let oneByte = try write([UInt8(ascii: "{")], named: "one.json")
        #expect(RegularFile.withMapped(oneByte) { Array($0) } == [UInt8(ascii: "{")])
    }

    /// Another program cuts the file short while it is read mapped: the pages past its new end,
    /// unreadable, would end the process with `SIGBUS`; the guard gives zeros in their place and
    /// `withMapped` returns nil, so the caller reads the file again as it is now. A read that
    /// loses nothing returns its result, and the action for `SIGBUS` is the one before after both.
    @Test func aFileCutShortWhileReadIsReadAgain() throws {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: pageSize * 3 + 100)
        let path = try write(bytes, named: "cut.json")
        // Read under the guard's lock: the other tests' mapped reads run in parallel, each with
        // its handler in place while it reads.
        func busAction() -> Int {
            MappedReadGuard.lock.withLock {
                var action = sigaction()
                sigaction(SIGBUS, nil, &action)
                return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
            }
        }
        let before = busAction()
        #expect(RegularFile.withMapped(path) { $0.reduce(0) { $0 + Int($1) } } == bytes.count * 97)
        #expect(busAction() == before)
        var readPastTheCut = 0
        let cut = RegularFile.withMapped(path) { mapped -> Int in
            #expect(truncate(path, 10) == 0)
            for byte in mapped { readPastTheCut += 1; _ = byte }
            return mapped.reduce(0) { $0 + Int($1) }
        }
        #expect(cut == nil)
        #expect(readPastTheCut == bytes.count, "every byte of the mapping read, past the cut too")
        #expect(busAction() == before)
        // Read again, the file is its ten bytes.
        #expect(RegularFile.withMapped(path) { Array($0) } == Array(bytes.prefix(10)))
        // `load` on a file cut short while mapped reads it as `parse` reads its bytes now.
        expectLoadReadsAsParse(path, "the cut file")
    }

    @Test func whatIsNotMappedIsLeftToTheRead() throws {
        let empty = try write([], named: "empty.json")
        #expect(RegularFile.withMapped(empty) { _ in true } == nil)
        #expect(RegularFile.withMapped(folder + "/absent.json") { _ in true } == nil)
        #expect(RegularFile.withMapped(folder) { _ in true } == nil)
        let pipe = folder + "/pipe.json"
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(RegularFile.withMapped(pipe) { _ in true } == nil)
        for path in [empty, folder + "/absent.json", folder, pipe] {
            expectLoadReadsAsParse(path, path)
        }
    }

    @Test func filesPaydayWritesLoadAsTheirBytesParse() throws {
        var random = SplitMix64(seed: 4316)
        for round in 0..<30 {
            let bytes = DataFileWriter.bytes(randomDataFile(&random, round: round))
            let path = try write(bytes, named: "written\(round).json")
            expectLoadReadsAsParse(path, "round \(round)")
            #expect((try? DataFile.load(path: path)) != nil, "round \(round) was not read")
        }
    }

    /// Each written file padded with white space to end exactly at a page's end, and cut there
    /// at each of its last bytes: the readers' word-at-a-time reads stop at the file's end, so a
    /// mapped file ending on a page reads (or is refused) as its bytes do.
    @Test func filesEndingAtAPagesEndLoadAsTheirBytesParse() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var random = SplitMix64(seed: 4317)
        for round in 0..<6 {
            let written = DataFileWriter.bytes(randomDataFile(&random, round: round))
            let padded = written + [UInt8](repeating: UInt8(ascii: " "), count: page - written.count % page)
            #expect(padded.count % page == 0)
            let path = try write(padded, named: "padded\(round).json")
            expectLoadReadsAsParse(path, "round \(round), padded")
            #expect((try? DataFile.load(path: path)) != nil, "round \(round), padded, was not read")
            // The shifts' list at the page's end, cut at each of its last 80 bytes.
            guard let listEnd = written.lastIndex(of: UInt8(ascii: "]")) else { continue }
            for cut in max(0, listEnd - 80)...listEnd {
                let head = Array(written[..<cut])
                let filler = page - head.count % page
                let bytes = [UInt8](repeating: UInt8(ascii: " "), count: filler) + head
                let path = try write(bytes, named: "cut\(round)-\(cut).json")
                expectLoadReadsAsParse(path, "round \(round), cut at \(cut)")
            }
        }
    }

    /// Files the quick reader declines (shapes written by hand) and broken ones: the general
    /// reader's result and its problems, the same as from the bytes.
    @Test func declinedAndBrokenFilesLoadAsTheirBytesParse() throws {
        let head =
            "{\n  \"version\": 1,\n  \"workplaces\": [\n    {\n      \"name\": \"카페\",\n      \"wage\": 10320,\n      \"payday\": { \"day\": 10 },\n      \"shifts\": [\n        "
        let tail = "\n      ]\n    }\n  ]\n}\n"
        let shifts = [
            #"{ "date": "2026-11-02", "start": "09:00", "end": "18:00" }"#,
            #"{ "start": "09:00", "date": "2026-11-03", "end": "18:00", "memo": "늦음" }"#,
            #"{"date":"2026-11-04","start":"09:00","end":"18:00","break":30}"#,
            #"{ "date": "2026-11-05", "start": "09:00", "end": "18:00", "break": 600 }"#,
            #"{ "date": "2026-11-31", "start": "09:00", "end": "18:00" }"#,
            #"{ "date": "2026-11-06", "start": "24:00", "end": "18:00" }"#,
            #"{ "date": "2026-11-02", "start": "10:00", "end": "11:00" }"#,
        ]
        let files: [(String, String)] = [
            ("written", head + shifts[0] + tail),
            ("by hand", head + shifts[0...2].joined(separator: ",\n        ") + tail),
            ("too long a break", head + shifts[3] + tail),
            ("November 31", head + shifts[0] + ",\n        " + shifts[4] + tail),
            ("a start of 24:00", head + shifts[5] + tail),
            ("an overlap", head + shifts[0] + ",\n        " + shifts[6] + tail),
            ("no end", head + shifts[0]),
            ("not JSON", "workplaces"),
            ("a byte order mark", "\u{FEFF}" + head + shifts[0] + tail),
        ]
        for (number, (name, text)) in files.enumerated() {
            let path = try write(Array(text.utf8), named: "hand\(number).json")
            expectLoadReadsAsParse(path, name)
        }
    }
}

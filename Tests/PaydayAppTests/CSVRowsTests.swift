import CSV
import Foundation
import Payroll
import Testing

/// `CSVRows`, payday's CSV writer, against CSV.swift's `CSVWriter` (which wrote payday's CSV
/// before, and is kept as this target's dependency to be the oracle): the same rows written both
/// ways are the same bytes. The fields are every sequence of up to three awkward pieces (the
/// comma, the double quote, CR, LF, CRLF, spaces before and after, the empty field, Hangul, an
/// emoji sequence, a quote and a line break joined to a combining mark, a tab), in rows of one
/// to five fields, and every Unicode scalar in fields of 4,096.
///
/// Where the two part: a quote, comma, CR or LF with a combining mark after it (`"` + U+0301).
/// CSV.swift looks for them one `Character` at a time, and there the mark makes them one cluster
/// with the quote, so the field is not quoted, or its quote not doubled: a reader of the bytes
/// (a spreadsheet, Python's csv) then ends the field or the row there. `CSVRows` goes by scalar,
/// as payday's HTML escaping does (`HTMLText`), and every field it writes, these too, reads back
/// whole with Python's csv.
@Suite struct CSVRowsTests {
    static let pieces = [
        "", ",", "\"", "\r", "\n", "\r\n", " ", " a ", "김민지", "👩‍👩‍👧", "\"\u{301}", "\n\u{301}", "e\u{301}", "\t",
    ]

    /// Every sequence of one, two and three pieces, and the empty field.
    static var awkwardFields: [String] {
        var fields = [""]
        var last = [""]
        for _ in 1...3 {
            last = last.flatMap { prefix in pieces.map { prefix + $0 } }
            fields += last
        }
        return fields
    }

    /// Every Unicode scalar (the surrogates are none), 4,096 to a field.
    static var everyScalar: [String] {
        let scalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init(_:))
        return stride(from: 0, to: scalars.count, by: 4096).map { start in
            var field = String.UnicodeScalarView()
            field.append(contentsOf: scalars[start..<min(start + 4096, scalars.count)])
            return String(field)
        }
    }

    /// `fields` in rows of one, two, ... five fields, then one again.
    static func rows(_ fields: [String]) -> [[String]] {
        var rows: [[String]] = []
        var rest = fields[...]
        var width = 1
        while !rest.isEmpty {
            rows.append(Array(rest.prefix(width)))
            rest = rest.dropFirst(width)
            width = width % 5 + 1
        }
        return rows
    }

    /// The bytes CSV.swift writes for `rows` as the exports used it: a comma between fields, CRLF
    /// between rows, and the last row's CRLF added after.
    static func oracle(_ rows: [[String]]) throws -> [UInt8] {
        let stream = OutputStream.toMemory()
        let writer = try CSVWriter(stream: stream, delimiter: ",", newline: .crlf)
        for row in rows { try writer.write(row: row) }
        writer.stream.close()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return Array(data) + [0x0D, 0x0A]
    }

    static func written(_ rows: [[String]], byteOrderMark: Bool = false) -> CSVRows {
        var csv = CSVRows(byteOrderMark: byteOrderMark)
        for row in rows { csv.append(row) }
        return csv
    }

    /// Whether a quote, comma, CR or LF in `field` has a mark after it (where CSV.swift may leave
    /// the field unquoted or its quote undoubled: 760 of these 1,070 fields).
    static func joinsAMark(_ field: String) -> Bool {
        let scalars = Array(field.unicodeScalars)
        return zip(scalars, scalars.dropFirst()).contains { scalar, next in
            "\",\r\n".unicodeScalars.contains(scalar) && next.properties.generalCategory == .nonspacingMark
        }
    }

    @Test func awkwardFieldsAreWrittenAsCSVSwiftWritesThem() throws {
        let fields = Self.awkwardFields
        #expect(fields.count == 1 + 14 + 14 * 14 + 14 * 14 * 14)
        let (joined, plain) = (fields.filter(Self.joinsAMark), fields.filter { !Self.joinsAMark($0) })
        // The joined fields are everyAwkwardFieldReadsBackWithPythonsCSV's.
        #expect(joined.count == 1070)
        let rows = Self.rows(plain)
        #expect(Self.written(rows).bytes == (try Self.oracle(rows)))
        // Each field alone in its row, so a difference names its field.
        for field in plain {
            #expect(Self.written([[field]]).bytes == (try Self.oracle([[field]])), "\(field.debugDescription)")
        }
    }

    /// Every row `CSVRows` writes, the fields CSV.swift writes otherwise included, reads back as
    /// written with Python's csv (RFC 4180, as spreadsheets read it). Python's own reading, not
    /// CSV.swift's reader, so that the check does not share the oracle's view of clusters.
    @Test func everyAwkwardFieldReadsBackWithPythonsCSV() throws {
        let rows = Self.rows(Self.awkwardFields)
        let script = """
            import csv, io, json, sys
            text = sys.stdin.buffer.read().decode("utf-8")
            print(json.dumps(list(csv.reader(io.StringIO(text, newline="")))))
            """
        let (status, output, error) = try runTool("python3", ["-c", script], input: Self.written(rows).text)
        #expect(status == 0, "\(error)")
        // A row of one empty field is an empty line, which a reader takes for a row of none.
        let read = try JSONDecoder().decode([[String]].self, from: Data(output.utf8))
        #expect(read == rows.map { $0 == [""] ? [] : $0 })
    }

    @Test func everyScalarIsWrittenAsCSVSwiftWritesIt() throws {
        let rows = Self.rows(Self.everyScalar)
        #expect(Self.written(rows).bytes == (try Self.oracle(rows)))
    }

    /// The rule itself, spelled out: a field is quoted when it holds a comma, a quote, CR or LF,
    /// and its quotes are doubled; the byte-order mark, when asked for, comes first.
    @Test func quotingRule() {
        let rows = [["a", "b c", ""], ["x,y", "say \"hi\"", "1\r\n2", "\u{301}\"", " lead", "trail "]]
        let text = "a,b c,\r\n\"x,y\",\"say \"\"hi\"\"\",\"1\r\n2\",\"\u{301}\"\"\", lead,trail \r\n"
        #expect(Self.written(rows).bytes == Array(text.utf8))
        #expect(Self.written(rows, byteOrderMark: true).bytes == [0xEF, 0xBB, 0xBF] + Array(text.utf8))
        var csv = CSVRows()
        csv.append(["김민지", "👩‍👩‍👧"])
        #expect(csv.text == "김민지,👩‍👩‍👧\r\n")
    }
}

import Foundation
import Testing

@testable import Payroll

/// The withholding table's one-pass reader of its rows: it returns exactly the table the general
/// reader returns, or declines and leaves the file to the general reader.
@Suite struct WithholdingTableQuickReadingTests {
    static let text: String = {
        guard let url = ShippedResources.url(named: WithholdingTable.fileName),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { preconditionFailure("the shipped withholding table") }
        return text
    }()

    static func general(_ text: String) throws -> WithholdingTable {
        try WithholdingTable.parseGenerally(Data(text.utf8), file: "w.json")
    }

    /// The shipped file: read quickly, and equal to the general reader's table (646 rows, the
    /// bands, the children's amounts, the earlier revision).
    @Test func shippedTableEqualsTheGeneralReaders() throws {
        let quick = try #require(WithholdingTable.quickParse(Data(Self.text.utf8)))
        #expect(quick == (try Self.general(Self.text)))
        #expect(quick.rows.count == 646)
        #expect(quick.earlier.count == 1)
    }

    /// Other white space (none at all, carriage returns, a byte order mark) reads the same.
    @Test func otherWhiteSpaceReadsTheSame() throws {
        let compact = Self.text.replacingOccurrences(of: ", ", with: ",").replacingOccurrences(of: "\n    [", with: "[")
        let windows = "\u{FEFF}" + Self.text.replacingOccurrences(of: "\n", with: "\r\n")
        for text in [compact, windows] {
            #expect(text != Self.text)
            let quick = try #require(WithholdingTable.quickParse(Data(text.utf8)))
            #expect(quick == (try Self.general(text)))
            #expect(quick.rows == (try Self.general(Self.text)).rows)
        }
    }

    /// Each of these the general reader refuses or reads differently; the quick reader declines
    /// all of them, so the problem is named as before (`WithholdingTableWordsTests`).
    @Test func declinesWhatItIsNotSureOf() {
        let edits: [(String, String)] = [
            ("[3000, 3020, 74350,", "[3000, 3020, 7435,"),  // not in tens
            ("[3000, 3020, 74350,", "[3000, 3020, 074350,"),  // a leading zero: not JSON
            ("[3000, 3020, 74350,", "[3000, 3020, 7.435e4,"),  // not written as a whole number
            ("[3000, 3020, 74350,", "[3000, 3020, -74350,"),  // below zero
            ("[3000, 3020, 74350,", "[3000, 3020, 1074350000,"),  // out of range
            ("[3000, 3020, 74350,", "[3000, 3021, 74350,"),  // the next row does not start at 3020
            ("[2000, 2010, 19520, 14750,", "[2000, 2010, 19520, 24750,"),  // rises with dependants
            ("[835, 840, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],", "[835, 840, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],"),  // 10 taxes
            ("[835, 840, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],", "[835, 840, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],"),  // 12
            ("[9980, 10000,", "[9980, 9990,"),  // the rows end before 10,000 thousand won
            ("\"rows\": [", "\"earlier\": [], \"rows\": ["),  // a field twice
            ("\"atTenMillion\"", "\"rows\": [], \"atTenMillion\""),  // rows twice
            ("\"children\": { \"one\": 20830", "\"children\": { \"one\": -1"),  // a field the tree reads
            ("\n}", "\n} x"),  // more after the end
        ]
        for (from, to) in edits {
            let edited = Self.text.replacingOccurrences(of: from, with: to)
            #expect(edited != Self.text, "the edit \(to) applies")
            #expect(WithholdingTable.quickParse(Data(edited.utf8)) == nil, "\(to)")
            #expect(throws: DataFileError.self, "\(to)") {
                try WithholdingTable.parse(Data(edited.utf8), file: "w.json")
            }
        }
    }

    /// A number is read eight bytes at a time where eight bytes are left, else a byte at a time:
    /// both give what the rule gives (plain digits, no leading zero but a lone 0, at most nine
    /// digits, no fraction or exponent after them) and stop after the digits, for numbers of one
    /// to twelve digits followed by each byte that may follow one, at every distance from the end.
    @Test func aNumberIsReadByTheRuleWhereverItEnds() {
        func expected(_ text: [UInt8]) -> (value: Int?, end: Int) {
            var start = 0
            while start < text.count, [0x20, 0x0A, 0x0D, 0x09].contains(text[start]) { start += 1 }
            var end = start
            while end < text.count, (0x30...0x39).contains(text[end]) { end += 1 }
            let digits = end - start
            let fraction =
                end < text.count && [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(text[end])
            guard digits > 0, digits <= 9, digits == 1 || text[start] != UInt8(ascii: "0"), !fraction else {
                return (nil, end)
            }
            return (Int(String(decoding: text[start..<end], as: UTF8.self)), end)
        }
        var numbers = ["0", "00", "05", "7", "10", "770", "9990", "74350", "0123", "1507400", "12345678", "123456789"]
        numbers += ["1234567890", "100000000", "999999999", "000000000", "9", "99999999", "123456789012"]
        let afters = ["", ",", "]", " ", ".5", "e3", "E3", "x", "\n", "9"]
        var cases = 0
        for number in numbers {
            for after in afters {
                for lead in ["", " ", "  ", "\n    "] {
                    for tail in 0...9 {
                        let text = Array((lead + number + after + String(repeating: "]", count: tail)).utf8)
                        let (value, end) = text.withUnsafeBufferPointer { bytes in
                            var reader = QuickRowsReader(bytes: bytes)
                            let value = reader.number()
                            return (value, reader.index)
                        }
                        let rule = expected(text)
                        #expect(value == rule.value, "\(lead + number + after) + \(tail)")
                        if let value = rule.value {
                            #expect(end == rule.end, "\(lead + number + after) + \(tail) read to \(value)")
                        }
                        cases += 1
                    }
                }
            }
        }
        #expect(cases == 19 * 10 * 4 * 10)
    }
}

import SeededRandom
import Testing

@testable import Payroll

@Suite struct JSONReaderTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONReader.parse(Array(text.utf8))
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2, 3.5, 1e3, true, false, null, "k\u00e9y \ud83c\udf19 \n"]} "#)
        #expect(
            value
                == .object([
                    JSONMember(
                        key: "a",
                        value: .array([
                            .number(text: "1", integer: 1), .number(text: "-2", integer: -2),
                            .number(text: "3.5", integer: nil),
                            .number(text: "1e3", integer: nil), .bool(true), .bool(false), .null, .string("kéy 🌙 \n"),
                        ]))
                ]))
    }

    @Test func hugeNumbersAreKeptAsTextNotTrapped() throws {
        #expect(try parse("99999999999999999999") == .number(text: "99999999999999999999", integer: nil))
        #expect(try parse("1e400") == .number(text: "1e400", integer: nil))
        #expect(try parse("-9223372036854775808") == .number(text: "-9223372036854775808", integer: nil))
        #expect(try parse("9223372036854775807") == .number(text: "9223372036854775807", integer: Int.max))
    }

    @Test func syntaxErrorsNameLineAndColumn() {
        let missingComma = JSONSyntaxError.Fault.commaOrBraceExpected(found: .character("\""))
        #expect(throws: JSONSyntaxError(line: 2, column: 9, fault: missingComma)) {
            try parse("{\"a\": 1\n  \"b\": 2 }".replacingOccurrences(of: "1\n  ", with: "1\n        "))
        }
        #expect(throws: JSONSyntaxError(line: 1, column: 8, fault: .endWhereValueExpected)) {
            try parse("{\"a\": [")
        }
        #expect(throws: JSONSyntaxError(line: 1, column: 1, fault: .unexpected(found: .byte(0xFF)))) {
            try JSONReader.parse([0xFF, 0xFE, 0x00])
        }
        #expect(throws: JSONSyntaxError.self) { try parse("[07]") }
        #expect(throws: JSONSyntaxError.self) { try parse("{\"a\": 1,}") }
        #expect(throws: JSONSyntaxError.self) { try parse("\"\\ud800\"") }
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse([0x22, 0xC3, 0x28, 0x22]) }  // invalid UTF-8
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try parse(deep) }
        let fine =
            String(repeating: "[", count: JSONReader.maximumDepth)
            + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(throws: Never.self) { try parse(fine) }
    }

    /// Arbitrary bytes never trap: a fixed-seed generator feeds random byte strings, random
    /// mutations of a real data file and every prefix of it.
    @Test func anyBytesEndInAValueOrAnError() throws {
        var random = SplitMix64(seed: 20_261_121)
        let sample = Array(
            #"{"version": 1, "workplaces": [{"name": "카페 ☕", "wage": 10320, "payday": {"day": 10}, "shifts": [{"date": "2026-11-02", "start": "18:00", "end": "23:00", "break": 30}]}]}"#
                .utf8)
        var parsed = 0
        for _ in 0..<3_000 {
            let length = Int(random.next() % 64)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if (try? JSONReader.parse(bytes)) != nil { parsed += 1 }
            var mutated = sample
            for _ in 0..<3 {
                mutated[Int(random.next() % UInt64(mutated.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            _ = try? DataFile.parse(mutated, file: "fuzz.json")
        }
        for end in 0..<sample.count {
            #expect(throws: DataFileError.self) { try DataFile.parse(Array(sample[0..<end]), file: "truncated.json") }
        }
        #expect(parsed < 3_000)
        #expect(try DataFile.parse(sample, file: "whole.json").shiftCount == 1)
    }
}

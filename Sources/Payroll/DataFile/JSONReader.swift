// The reader of the JSON values in JSONValue.swift: recursive descent with a depth limit, every
// malformed input a `JSONSyntaxError` with its line and column.

import FoundationEssentials

/// Parses JSON text. Never traps: every malformed input ends in a `JSONSyntaxError`.
public struct JSONReader {
    /// Deeper nesting than this is an error rather than a stack overflow. A data file needs 5.
    public static let maximumDepth = 64

    /// More values than this in one tree (the file's own fields, or one streamed workplace) is
    /// an error: the tree of a hostile file (`"x": [0,0,0,...]`, a hundred million elements)
    /// would otherwise take gigabytes before any check sees it. A workplace of 150,000 shifts
    /// (four hundred years of one a day) is still read; the data file's usual reader
    /// (`QuickDataFileReader`) reads shifts without a tree and has no such limit.
    public static let maximumValuesPerTree = 1_000_000

    /// Invariant: every read of `bytes[index]` is preceded by a check that `index < bytes.count`
    /// (the buffer is unchecked in release builds).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// The top-level field whose array elements go to `onStreamedElement` as they are read,
    /// instead of into the tree (the data file's `workplaces`: the tree of a large file would
    /// otherwise be several times its size).
    private let streamedKey: String?
    private let onStreamedElement: StreamedElement?
    /// The values read so far into the tree being built (see `maximumValuesPerTree`).
    private var valuesInTree = 0

    /// A streamed element: its index, its value, and the bytes it was read from (its first byte
    /// to its last, no white space around).
    public typealias StreamedElement = (Int, JSONValue, Range<Int>) -> Void

    private init(bytes: UnsafeBufferPointer<UInt8>, streamedKey: String?, onStreamedElement: StreamedElement?) {
        self.bytes = bytes
        self.streamedKey = streamedKey
        self.onStreamedElement = onStreamedElement
    }

    /// Parses the file's bytes (`Data` or `[UInt8]`) in place, without a copy (a data file may be
    /// tens of megabytes).
    ///
    /// When the document is an object whose field `key` is an array, each element is handed to
    /// `each` with its index as soon as it is read, and the field's value in the result is an
    /// empty array. The elements handed over are not final: a syntax error later in the file
    /// still makes the whole parse fail.
    public static func parse(
        _ data: some ContiguousBytes, streaming key: String? = nil,
        each: StreamedElement? = nil
    ) throws(JSONSyntaxError) -> JSONValue {
        try data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) in
                try parse(buffer: raw.bindMemory(to: UInt8.self), streaming: key, each: each)
            }
        }.get()
    }

    private static func parse(
        buffer bytes: UnsafeBufferPointer<UInt8>, streaming key: String?,
        each: StreamedElement?
    ) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, streamedKey: key, onStreamedElement: each)
        reader.skipByteOrderMark()
        reader.skipWhitespace()
        let value = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        if reader.index < bytes.count {
            throw reader.error(.afterTheEnd(found: reader.current))
        }
        return value
    }

    /// One value read from `offset` (its first byte) of a whole document, exactly as the
    /// document's reader reads it at nesting `depth` (errors name the same line and column),
    /// with the offset just after it. The quick data file reader reads the shapes it knows
    /// itself and hands everything else to this.
    static func value(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, depth: Int) throws(JSONSyntaxError) -> (
        value: JSONValue, end: Int
    ) {
        var reader = JSONReader(bytes: bytes, streamedKey: nil, onStreamedElement: nil)
        reader.index = offset
        let value = try reader.readValue(depth: depth)
        return (value, reader.index)
    }

    /// The string whose opening quote is at `offset`, as the document's reader reads it.
    static func string(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) throws(JSONSyntaxError) -> (
        text: String, end: Int
    ) {
        var reader = JSONReader(bytes: bytes, streamedKey: nil, onStreamedElement: nil)
        reader.index = offset
        let text = try reader.readString()
        return (text, reader.index)
    }

    // MARK: - Values

    private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error(.endWhereValueExpected) }
        valuesInTree += 1
        if valuesInTree > Self.maximumValuesPerTree {
            throw error(.tooManyValues(limit: Self.maximumValuesPerTree))
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        case UInt8(ascii: "t"): try readLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try readLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try readLiteral("null"); return .null
        default: throw error(.unexpected(found: current))
        }
    }

    private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try checkDepth(depth)
        index += 1  // {
        var members: [JSONMember] = []
        // One allocation for a shift's four or five fields instead of three as the array grows.
        members.reserveCapacity(6)
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw error(.fieldNameExpected(found: current))
            }
            let key = try readString()
            skipWhitespace()
            try expect(UInt8(ascii: ":")) { .colonExpected(field: key, found: $0) }
            skipWhitespace()
            let value: JSONValue
            if depth == 1, key == streamedKey, let onStreamedElement, peek(UInt8(ascii: "[")) {
                value = try readArray(depth: depth + 1, each: onStreamedElement)
            } else {
                value = try readValue(depth: depth)
            }
            members.append(JSONMember(key: key, value: value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            try expect(UInt8(ascii: "}"), JSONSyntaxError.Fault.commaOrBraceExpected)
            return .object(members)
        }
    }

    /// With `each`, elements go to it as they are read and the result is an empty array.
    private mutating func readArray(depth: Int, each: StreamedElement? = nil) throws(JSONSyntaxError) -> JSONValue {
        try checkDepth(depth)
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(elements) }
        var count = 0
        while true {
            skipWhitespace()
            let first = index
            // A streamed element is a tree of its own, counted on its own.
            let outer = valuesInTree
            if each != nil { valuesInTree = 0 }
            let element = try readValue(depth: depth)
            if let each {
                valuesInTree = outer
                each(count, element, first..<index)
            } else {
                elements.append(element)
            }
            count += 1
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            try expect(UInt8(ascii: "]"), JSONSyntaxError.Fault.commaOrBracketExpected)
            return .array(elements)
        }
    }

    private mutating func readString() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        let start = index
        var unionOfBytes: UInt8 = 0
        // Fast path: most strings have no escapes and are sliced straight out of the input;
        // ASCII text (every byte below 0x80) needs no UTF-8 validation.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
                let text = unionOfBytes < 0x80 ? String(decoding: slice, as: UTF8.self) : try validatedText(slice)
                index += 1
                return text
            }
            unionOfBytes |= byte
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        var utf8 = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw error(.endInsideString) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let text = try utf8.withUnsafeBufferPointer { buffer in
                    Result { () throws(JSONSyntaxError) in try validatedText(buffer) }
                }.get()
                index += 1
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try readEscape(into: &utf8)
            case 0..<0x20:
                throw error(.controlCharacterInString)
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    /// Invalid UTF-8 must not pass silently as replacement characters in a name.
    private func validatedText(_ utf8: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> String {
        guard let text = String(validating: utf8, as: UTF8.self) else {
            throw error(.invalidUTF8)
        }
        return text
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error(.endInsideEscape) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): utf8.append(byte)
        case UInt8(ascii: "\\"): utf8.append(byte)
        case UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by \u and a low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw error(.unpairedSurrogate) }
                index += 2
                let low = try readHexQuad()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error(.unpairedSurrogate)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else {
                throw error(.unpairedSurrogate)
            }
            utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            index -= 1
            throw error(.unknownEscape(found: current))
        }
    }

    private mutating func readHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error(.endInsideUnicodeEscape) }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error(.unicodeEscapeNotHex)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    /// Reads a number by the JSON grammar. Its value is kept only as an exact `Int`; anything else
    /// (a fraction, an exponent, more digits than `Int` holds) keeps just its text, so `1e400`
    /// and `99999999999999999999` reach the validator as "not a whole number in range".
    private mutating func readNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        var isWhole = true
        var magnitude = 0
        var overflow = false
        let negative = peek(UInt8(ascii: "-"))
        if negative { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error(.minusWithoutDigits) }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw error(.leadingZero)
        }
        while index < bytes.count, isDigit(bytes[index]) {
            let digit = Int(bytes[index] - UInt8(ascii: "0"))
            let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(digit)
            overflow = overflow || o1 || o2
            magnitude = sum
            index += 1
        }
        if peek(UInt8(ascii: ".")) {
            isWhole = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(.pointWithoutDigits)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isWhole = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error(.exponentWithoutDigits)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let integer = isWhole && !overflow ? (negative ? -magnitude : magnitude) : nil
        return .number(text: text, integer: integer)
    }

    private mutating func readLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error(.unexpected(found: current))
        }
        index += expected.count
    }

    // MARK: - Helpers

    private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > Self.maximumDepth {
            throw error(.tooDeep(limit: Self.maximumDepth))
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    /// `fault` is made only for an error (a million field names pass here), from the byte found.
    private mutating func expect(_ byte: UInt8, _ fault: (JSONByte) -> JSONSyntaxError.Fault) throws(JSONSyntaxError) {
        guard peek(byte) else { throw error(fault(current)) }
        index += 1
    }

    private mutating func skipWhitespace() {
        index = Self.endOfWhitespace(in: bytes, from: index)
    }

    /// The first offset at or after `offset` that is not JSON white space (space, tab, line
    /// feed, carriage return), or `bytes.count`.
    @inline(__always)
    static func endOfWhitespace(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                index += 1
                // A written file's indentation after a line feed: eight spaces at a time.
                while index + 8 <= bytes.count, let base = bytes.baseAddress,
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
                {
                    index += 8
                }
            case 0x20, 0x09, 0x0D: index += 1
            default: return index
            }
        }
        return index
    }

    private mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// The byte at the read position, for an error.
    private var current: JSONByte {
        guard index < bytes.count else { return .endOfFile }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return .character(Character(Unicode.Scalar(byte))) }
        return .byte(byte)
    }

    private func error(_ fault: JSONSyntaxError.Fault) -> JSONSyntaxError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return JSONSyntaxError(line: line, column: index - lineStart + 1, fault: fault)
    }
}

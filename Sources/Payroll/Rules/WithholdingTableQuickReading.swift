import FoundationEssentials

/// Reading the withholding table's rows in one pass over the file's bytes, without a JSON tree.
///
/// Every command that computes pay loads the table, and its 646 rows of 13 numbers were most of
/// the loading: a tree of 8,400 values, each number's text made and then thrown away. The rows
/// are read here straight into `Row`s with every check `decodeRows` applies; the file's other
/// fields (a few strings, dates, the bands and the children's amounts) are read by the general
/// reader as before and decoded by the same `decode`. Anything this reader is not sure of (any
/// spelling of a number but plain digits, a syntax error, a check that fails, a second `rows`)
/// makes it decline, and the general reader reads the whole file again and names the problem:
/// what it returns is exactly the table the general reader returns, or nothing.
extension WithholdingTable {
    /// Files at least this large go to the general reader: below it the file cannot hold
    /// `JSONReader.maximumValuesPerTree` values (each value and its separator take two bytes),
    /// so the general reader's limit on values, which this one does not count, cannot be reached.
    static let quickReadingLimit = 2 * JSONReader.maximumValuesPerTree

    /// The table read quickly, or nil where the general reader must read it.
    static func quickParse(_ data: Data) -> WithholdingTable? {
        guard data.count < quickReadingLimit else { return nil }
        return data.withUnsafeBytes { raw in quickParse(raw.bindMemory(to: UInt8.self)) }
    }

    private static func quickParse(_ bytes: UnsafeBufferPointer<UInt8>) -> WithholdingTable? {
        var reader = QuickRowsReader(bytes: bytes)
        reader.skipByteOrderMark()
        guard reader.take(UInt8(ascii: "{")) else { return nil }
        var members: [JSONMember] = []
        var rows: [Row]?
        repeat {
            reader.skipWhitespace()
            guard reader.at(UInt8(ascii: "\"")),
                let (key, afterKey) = try? JSONReader.string(in: bytes, at: reader.index)
            else { return nil }
            reader.index = afterKey
            guard reader.take(UInt8(ascii: ":")) else { return nil }
            reader.skipWhitespace()
            if key == "rows" {
                guard rows == nil, let read = reader.rows() else { return nil }
                rows = read
                members.append(JSONMember(key: key, value: .array([])))
            } else {
                // Depth 1: a member of the document's object, as the general reader counts it.
                guard let (value, end) = try? JSONReader.value(in: bytes, at: reader.index, depth: 1) else {
                    return nil
                }
                reader.index = end
                members.append(JSONMember(key: key, value: value))
            }
        } while reader.take(UInt8(ascii: ","))
        guard reader.take(UInt8(ascii: "}")) else { return nil }
        reader.skipWhitespace()
        guard reader.index == bytes.count, let rows else { return nil }
        var problems: [DataProblem] = []
        guard let table = decode(.object(members), rows: rows, problems: &problems), problems.isEmpty else {
            return nil
        }
        return table
    }
}

/// The byte reader of `quickParse`: every read of `bytes[index]` checks `index < bytes.count`
/// (internal for its tests).
/// Its steps are inlined into the rows' loop: a call for each of the 8,400 numbers and the
/// separators between them cost more than reading their digits.
struct QuickRowsReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// JSON's white space (space, tab, line feed, carriage return: all at or below 0x20); a
    /// byte above 0x20, what nearly always comes next here, is answered without the general
    /// reader's loop.
    @inline(__always) mutating func skipWhitespace() {
        if index < bytes.count, bytes[index] > 0x20 { return }
        index = JSONReader.endOfWhitespace(in: bytes, from: index)
    }

    @inline(__always) func at(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    /// Skips white space, then takes `byte` if it is next.
    @inline(__always) mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard at(byte) else { return false }
        index += 1
        return true
    }

    /// A whole number written as plain digits (no sign, fraction, exponent or leading zero) of
    /// at most nine digits, every value of the table's ranges; nil for anything else.
    @inline(__always) mutating func number() -> Int? {
        // One space before it, as the table is written, is stepped over at once.
        if index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        skipWhitespace()
        if index + 8 <= bytes.count, let base = bytes.baseAddress {
            // The next eight bytes at once: where the digits end, and their value (below).
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let digits = Self.leadingDigits(word)
            if digits < 8 { return wordNumber(word, digits: digits) }
        }
        return numberByBytes()
    }

    /// How many of the eight bytes of `word` (the first in its lowest byte) are ASCII digits
    /// before the first that is not one. Each byte less "0" is a digit's value (0-9) or a byte
    /// that is not a digit: above 9, or wrapped round to 0x80 and above. Adding 0x76 sets the top
    /// bit of a byte above 9. A borrow or carry only moves into later bytes, past the first byte
    /// that is not a digit, so the lowest flagged byte is that one.
    @inline(__always) static func leadingDigits(_ word: UInt64) -> Int {
        let values = word &- 0x3030_3030_3030_3030
        let flags = (values | (values &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
        return flags.trailingZeroBitCount / 8
    }

    /// The number of `digits` (0-7) digits at the start of `word` (see `leadingDigits`), with the
    /// checks of `numberByBytes`; moves past them.
    @inline(__always) mutating func wordNumber(_ word: UInt64, digits: Int) -> Int? {
        guard digits > 0, digits == 1 || word & 0xFF != 0x30 else { return nil }
        let next = UInt8(truncatingIfNeeded: word >> UInt64(digits * 8))
        if next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") { return nil }
        index += digits
        // The digits moved to the top bytes (the lower ones zero, leading zeros), then their
        // values paired, the pairs paired and the fours paired: the number in base ten.
        var value = (word & 0x0F0F_0F0F_0F0F_0F0F) << UInt64((8 - digits) * 8)
        value = (value &* 2561) >> 8
        value = ((value & 0x00FF_00FF_00FF_00FF) &* 6_553_601) >> 16
        value = ((value & 0x0000_FFFF_0000_FFFF) &* 42_949_672_960_001) >> 32
        return Int(value)
    }

    /// `number()` a byte at a time: near the end of the bytes, or for eight digits or more (not
    /// inlined: kept out of the rows' loop, which it seldom serves).
    @inline(never) mutating func numberByBytes() -> Int? {
        let start = index
        var value = 0
        while index < bytes.count {
            // A byte below "0" wraps round to above 9.
            let digit = bytes[index] &- UInt8(ascii: "0")
            if digit > 9 { break }
            // Wraps on a run of more than 18 digits, which is refused below all the same.
            value = value &* 10 &+ Int(digit)
            index += 1
        }
        let digits = index - start
        guard digits > 0, digits <= 9, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        if index < bytes.count,
            bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
        {
            return nil
        }
        return value
    }

    /// The `rows` array from its `[`, each row checked as `decodeRows` and `taxes` check it.
    /// Every row's taxes are read into one list first, each row's array made from it at the end
    /// at its size (one allocation a row, the list's own growth reserved once).
    mutating func rows() -> [WithholdingTable.Row]? {
        typealias Table = WithholdingTable
        let columns = Table.columns
        guard take(UInt8(ascii: "[")) else { return nil }
        var bounds: [(from: Int, below: Int)] = []
        bounds.reserveCapacity(1024)
        var taxes: [Int] = []
        taxes.reserveCapacity(1024 * columns)
        repeat {
            // Rows are contiguous and at least a thousand won wide up to 10,000 thousand won.
            guard bounds.count < Table.formulaFromThousandWon, take(UInt8(ascii: "[")),
                let from = number(), from <= Table.maximumThousandWon, take(UInt8(ascii: ",")),
                let below = number(), (1...Table.maximumThousandWon).contains(below), below > from
            else { return nil }
            if let previous = bounds.last, from != previous.below { return nil }
            // Each tax a multiple of ten, none above the one before it (more dependants, less
            // tax), none below the previous row's in its column (more pay, more tax).
            let previousRow = taxes.count - columns
            var left = Int.max
            for column in 0..<columns {
                guard take(UInt8(ascii: ",")), let won = number(), won <= Table.maximumWon, won % 10 == 0,
                    won <= left, previousRow < 0 || won >= taxes[previousRow + column]
                else { return nil }
                taxes.append(won)
                left = won
            }
            guard take(UInt8(ascii: "]")) else { return nil }
            bounds.append((from, below))
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "]")), bounds.last?.below == Table.formulaFromThousandWon else { return nil }
        return taxes.withUnsafeBufferPointer { all in
            bounds.indices.map { row in
                Table.Row(
                    from: bounds[row].from, below: bounds[row].below,
                    taxes: Array(all[row * columns..<(row + 1) * columns]))
            }
        }
    }
}

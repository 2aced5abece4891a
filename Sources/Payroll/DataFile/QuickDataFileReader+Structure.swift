/// The JSON structure around the values `QuickDataFileReader` reads in place: an object's members,
/// an array's elements, white space and the punctuation between them, and any other value by
/// `JSONReader`. Each throws `Declined` where the bytes are not as expected, so that the general
/// reader reads the file and names the problem.
extension QuickDataFileReader {
    /// The members of the object whose `{` was just read: `body` reads each value, after its
    /// key and `:`. Ends after the `}`.
    mutating func readMembers(_ body: (inout QuickDataFileReader, String) throws(Declined) -> Void)
        throws(Declined)
    {
        skipWhitespace()
        guard !peek(UInt8(ascii: "}")) else { throw Declined() }  // no fields: the general reader names what is missing
        repeat {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")), let (key, after) = try? JSONReader.string(in: bytes, at: index) else {
                throw Declined()
            }
            index = after
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try body(&self, key)
        } while try another(before: UInt8(ascii: "}"))
    }

    /// The elements of the array at `index` (`[`): `body` reads each, from its first byte.
    /// Ends after the `]`.
    mutating func readElements(_ body: (inout QuickDataFileReader) throws(Declined) -> Void) throws(Declined) {
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return
        }
        repeat {
            skipWhitespace()
            try body(&self)
        } while try another(before: UInt8(ascii: "]"))
    }

    /// After a member or an element: true past a `,` (another follows), false past `close`.
    @inline(__always)
    private mutating func another(before close: UInt8) throws(Declined) -> Bool {
        skipWhitespace()
        if peek(UInt8(ascii: ",")) {
            index += 1
            return true
        }
        try expect(close)
        return false
    }

    mutating func generalValue(depth: Int) throws(Declined) -> JSONValue {
        guard let (value, after) = try? JSONReader.value(in: bytes, at: index, depth: depth) else { throw Declined() }
        index = after
        return value
    }

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    mutating func expect(_ byte: UInt8) throws(Declined) {
        guard peek(byte) else { throw Declined() }
        index += 1
    }

    mutating func skipWhitespace() {
        index = JSONReader.endOfWhitespace(in: bytes, from: index)
    }
}

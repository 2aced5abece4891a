/// A CSV document as payday writes it (RFC 4180): UTF-8 bytes, the fields of a row separated by
/// commas, every row (the last too) ended by CRLF, a field in double quotes when it holds a
/// comma, a double quote, a carriage return or a line feed, and each double quote inside it
/// doubled. The shifts (`ShiftsCSV`), the withholding statement (`StatementDocuments.csv`) and
/// the payslip (`PayslipDocument.csv`) are written through it: one quoting rule for all three.
///
/// Read one Unicode scalar at a time (one byte: the four are ASCII), not one `Character`: a quote
/// or a line break with a combining mark after it (`"` + U+0301) is one cluster to Swift but still
/// a quote or a line break to a spreadsheet, which reads bytes. CSV.swift's `CSVWriter` wrote
/// these files before, and `CSVRowsTests` writes generated awkward fields both ways and expects
/// the same bytes, but for those fields: CSV.swift looked by `Character` and left them unquoted
/// or their quote undoubled. (CSV.swift is the tests' dependency only: it writes to Foundation's
/// `OutputStream`, and PayrollExports imports FoundationEssentials alone.)
public struct CSVRows: Sendable {
    /// The document so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty document, or one that starts with a byte-order mark (Excel then reads the
    /// Korean as UTF-8).
    public init(byteOrderMark: Bool = false) {
        if byteOrderMark { bytes = [0xEF, 0xBB, 0xBF] }
    }

    /// Room for `count` bytes in all, so that a large document is not copied as it grows.
    public mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

    /// Appends one row of at least one field, and its CRLF. (A list, not any sequence: the
    /// exports call this from another module, where a generic sequence was walked through the
    /// runtime's witnesses, 420 instructions a field.)
    public mutating func append(_ fields: [String]) {
        for index in fields.indices {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(field: fields[index])
        }
        bytes.append(0x0D)
        bytes.append(0x0A)
    }

    private mutating func append(field: String) {
        var field = field
        // The field's UTF-8 in one buffer (a native string's own storage): scanned and copied,
        // not walked a code unit at a time through `String.UTF8View`.
        field.withUTF8 { utf8 in
            let quote = UInt8(ascii: "\"")
            guard utf8.contains(where: { $0 == quote || $0 == UInt8(ascii: ",") || $0 == 0x0D || $0 == 0x0A }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            bytes.append(quote)
            for byte in utf8 {
                bytes.append(byte)
                if byte == quote { bytes.append(quote) }
            }
            bytes.append(quote)
        }
    }

    /// The document as text (it is UTF-8 throughout).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

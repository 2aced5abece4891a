import Payroll

/// An iCalendar document as it is written: its content lines in UTF-8 in one buffer, each line
/// built in a room of its own (kept from line to line), then folded after 75 octets and ended
/// with CRLF (RFC 5545 3.1). A TEXT value is escaped as it is copied in (`appendText`), so no
/// line, value or escaped value is a string of its own: a calendar of a large file has a million
/// lines.
struct CalendarLines {
    /// The lines written so far, each folded and ended.
    private(set) var document: [UInt8] = []
    /// The line being written.
    private var line: [UInt8] = []

    init(expectedLines: Int = 0) {
        document.reserveCapacity(expectedLines * 48)
        line.reserveCapacity(256)
    }

    /// A line written as it is.
    mutating func add(_ whole: String) {
        append(whole)
        end()
    }

    /// A line of a property's name (with its `:`) and a value written as it is.
    mutating func add(_ name: String, _ value: String) {
        append(name)
        append(value)
        end()
    }

    /// A line of a property's name (with its `:`) and a TEXT value, escaped.
    mutating func add(_ name: String, text value: String) {
        append(name)
        var afterReturn = false
        appendText(value, afterReturn: &afterReturn)
        end()
    }

    /// `piece` copied into the line as it is.
    mutating func append(_ piece: String) {
        var piece = piece
        piece.withUTF8 { line.append(contentsOf: $0) }
    }

    /// `value` copied into the line as a TEXT value (RFC 5545 3.3.11), as `ShiftsCalendar.escaped`
    /// says it: backslash, semicolon and comma escaped, a line break written `\n` (a CR and the
    /// LF after it one break: `afterReturn` says the scalar before `value` was a CR), a tab kept,
    /// any other scalar a terminal acts on (`TerminalText.isEscaped`) dropped. `afterReturn`
    /// is left saying whether `value` ended with a CR, for a value written in pieces.
    mutating func appendText(_ value: String, afterReturn: inout Bool) {
        for scalar in value.unicodeScalars {
            let code = scalar.value
            let wasReturn = afterReturn
            afterReturn = code == 0x0D
            switch code {
            case 0x5C: line.append(contentsOf: [0x5C, 0x5C])  // \
            case 0x3B: line.append(contentsOf: [0x5C, 0x3B])  // ;
            case 0x2C: line.append(contentsOf: [0x5C, 0x2C])  // ,
            case 0x0A where wasReturn: continue
            case 0x0A, 0x0D: line.append(contentsOf: [0x5C, 0x6E])  // \n
            case 0x09: line.append(0x09)
            case 0x20..<0x7F: line.append(UInt8(code))
            case _ where TerminalText.isEscaped(scalar): continue
            default: appendUTF8(code)
            }
        }
    }

    /// A scalar above U+007F in UTF-8.
    private mutating func appendUTF8(_ code: UInt32) {
        if code < 0x800 {
            line.append(contentsOf: [UInt8(0xC0 | code >> 6), UInt8(0x80 | code & 0x3F)])
        } else if code < 0x1_0000 {
            line.append(contentsOf: [
                UInt8(0xE0 | code >> 12), UInt8(0x80 | code >> 6 & 0x3F), UInt8(0x80 | code & 0x3F),
            ])
        } else {
            line.append(contentsOf: [
                UInt8(0xF0 | code >> 18), UInt8(0x80 | code >> 12 & 0x3F), UInt8(0x80 | code >> 6 & 0x3F),
                UInt8(0x80 | code & 0x3F),
            ])
        }
    }

    /// Ends the line: folded into the document, with its CRLF.
    mutating func end() {
        line.withUnsafeBufferPointer { Self.appendFolded($0, to: &document) }
        document.append(contentsOf: [0x0D, 0x0A])
        line.removeAll(keepingCapacity: true)
    }

    /// The line being written, without its end (for the string forms of the rules above).
    var current: [UInt8] { line }

    /// A content line's UTF-8 folded after 75 octets (RFC 5545 3.1), never inside a UTF-8
    /// sequence, after what `out` holds: each following piece starts with a space. A scalar's
    /// length is read from its first byte.
    static func appendFolded(_ utf8: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        if utf8.count <= 75 {
            out.append(contentsOf: utf8)
            return
        }
        out.reserveCapacity(out.count + utf8.count + utf8.count / 24)
        var octets = 0, limit = 75, index = 0
        while index < utf8.count {
            let lead = utf8[index]
            let size = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            if octets + size > limit {
                out.append(contentsOf: [0x0D, 0x0A, 0x20])
                (octets, limit) = (0, 74)
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<min(index + size, utf8.count)]))
            octets += size
            index += size
        }
    }
}

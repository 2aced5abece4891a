/// The one place where text from the data (a name, a memo, a path, a message quoting them)
/// becomes text for a terminal.
///
/// A data file may come from someone else, and a terminal acts on some characters instead of
/// showing them: `ESC` starts sequences that clear the screen, set the window title or write to
/// the clipboard; `CR` and backspace overwrite what a line showed; the bidirectional controls
/// reorder what is shown (a name can be made to read as another). None of them is ever written:
/// each is shown escaped as `\u{1B}`, readable and harmless.
///
/// The characters escaped (`isEscaped`): the C0 controls U+0000–U+001F, DEL U+007F, the C1
/// controls U+0080–U+009F, and the bidirectional controls (U+061C, U+200E, U+200F,
/// U+202A–U+202E, U+2066–U+2069). `line` escapes all of them: a field that sits inside a line
/// may not break it. `document` keeps newline and tab, which a whole output is made of, and a
/// carriage return right before a newline (CSV ends its lines so); a carriage return anywhere
/// else would let the rest of a line overwrite what it showed, and is escaped.
///
/// Every command's output and every message goes through `document` as it is written
/// (`CommandResult`); the fields of a line (names, memos) go through `line` where the line is
/// built, so that a newline in a name cannot forge a line of its own. The full-screen app needs
/// neither: its canvas draws only clusters that take room on screen, and every one of these
/// characters takes none.
public enum TerminalText {
    /// A field within one line: every character of `isEscaped` escaped, newline and tab too.
    public static func line(_ text: some StringProtocol) -> String {
        escaping(text) { _, _ in true }
    }

    /// A whole output of lines: newline, tab and the carriage return of a `\r\n` kept, every
    /// other character of `isEscaped` escaped.
    public static func document(_ text: some StringProtocol) -> String {
        // A whole output is read a byte at a time first: nearly every output has no byte that
        // could begin an escaped character (`mayBeEscapedInDocument`), and is then kept as it is
        // without the scan of its scalars.
        let plain = text.utf8.withContiguousStorageIfAvailable { !mayHoldEscapedInDocument($0) }
        if plain == true { return String(text) }
        return escaping(text) { scalar, next in
            scalar != "\n" && scalar != "\t" && !(scalar == "\r" && next == "\n")
        }
    }

    /// Whether any byte of `bytes` may begin a character that `document` escapes
    /// (`mayBeEscapedInDocument`), read eight bytes at a time: a word of printable ASCII alone
    /// (0x20-0x7E, most of any output) is passed over at once, any other has each byte asked.
    private static func mayHoldEscapedInDocument(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = bytes.baseAddress {
            let (ones, tops): (UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080)
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                // A top bit set: a byte from 0x80 (its own), below 0x20 (the subtraction's, where the
                // byte's own is clear) or 0x7F (zero once xor-ed). A borrow may set one more above a
                // byte so found, never hide the lowest: at worst a word is asked byte by byte.
                let delete = word ^ (0x7F &* ones)
                let others = word | (word &- 0x20 &* ones) & ~word | (delete &- ones) & ~delete
                if others & tops != 0, (index..<index + 8).contains(where: { mayBeEscapedInDocument(bytes, at: $0) }) {
                    return true
                }
                index += 8
            }
        }
        return (index..<bytes.count).contains { mayBeEscapedInDocument(bytes, at: $0) }
    }

    /// Whether the UTF-8 byte at `index` may begin a character that `document` escapes: a C0
    /// control but the newline and tab, DEL, the lead byte of U+0080 to U+00BF (the C1 controls
    /// among them) or of U+0600 to U+063F (U+061C), or the first two bytes of U+2000 to U+207F
    /// (the other bidirectional controls). False means surely not; true sends the text to the
    /// scan of its scalars, which decides.
    @inline(__always)
    private static func mayBeEscapedInDocument(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        switch byte {
        case 0x20..<0x7F: return false
        case UInt8(ascii: "\n"), UInt8(ascii: "\t"): return false
        case 0x00..<0x20, 0x7F, 0xC2, 0xD8: return true
        case 0xE2: return index + 1 < bytes.count && (bytes[index + 1] == 0x80 || bytes[index + 1] == 0x81)
        default: return false
        }
    }

    /// Whether a terminal may act on `scalar` instead of showing it (see the type).
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `\u{1B}`: how an escaped character is shown.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// JSON text (one document, or one a line) with every character of `isEscaped` but the
    /// newline, tab and carriage return between tokens written as a `\u` escape: in JSON such a
    /// character can only be inside a string (the C0 ones are escaped there already by any JSON
    /// writer, the C1 and bidi ones are not), where the escape reads back as the same text.
    public static func json(_ text: some StringProtocol) -> String {
        escaping(
            text, when: { scalar, _ in scalar != "\n" && scalar != "\t" && scalar != "\r" },
            as: { scalar in
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            })
    }

    /// Whether `text` has a character that `line` would escape.
    public static func needsEscaping(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(where: isEscaped)
    }

    /// Whether some scalar of `text` is one of `isEscaped` for which `escape(scalar, nextScalar)` holds.
    private static func needsEscaping(
        _ text: some StringProtocol, when escape: (Unicode.Scalar, Unicode.Scalar?) -> Bool
    ) -> Bool {
        var pending: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous = pending, escape(previous, scalar) { return true }
            pending = isEscaped(scalar) ? scalar : nil
        }
        return pending.map { escape($0, nil) } ?? false
    }

    /// `text` with each scalar of `isEscaped` for which `escape(scalar, nextScalar)` holds
    /// shown escaped.
    private static func escaping(
        _ text: some StringProtocol, when escape: (Unicode.Scalar, Unicode.Scalar?) -> Bool,
        as shown: (Unicode.Scalar) -> String = escaped
    ) -> String {
        // Nearly all text has nothing to escape: one scan, and the text as it is (a document's
        // newlines are escaped characters that are kept: the scan asks `escape` too).
        guard needsEscaping(text, when: escape) else { return String(text) }
        var out = String.UnicodeScalarView()
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            let next = index == scalars.endIndex ? nil : scalars[index]
            if isEscaped(scalar) && escape(scalar, next) {
                out.append(contentsOf: shown(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}

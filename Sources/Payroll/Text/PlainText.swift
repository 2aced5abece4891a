/// The character sets that text is trimmed by, as Foundation's `CharacterSet` has them, without
/// Foundation (FoundationEssentials has no `trimmingCharacters(in:)`): one definition that every
/// layer above trims with. `TrimmingTests` checks each set against Foundation's for every scalar.
public enum TrimmedCharacters: Sendable {
    /// `CharacterSet.whitespaces`: the space separators (Unicode category Zs), the tab and the
    /// zero width space (U+200B, which Foundation's set keeps from older Unicode).
    case whitespaces
    /// `CharacterSet.newlines`: U+000A...U+000D, U+0085, U+2028 and U+2029.
    case newlines
    /// `CharacterSet.whitespacesAndNewlines`: both of the above.
    case whitespacesAndNewlines

    /// Whether `scalar` is one of the set.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .whitespaces: TrimmedCharacters.isWhitespace(scalar)
        case .newlines: TrimmedCharacters.isNewline(scalar)
        case .whitespacesAndNewlines: TrimmedCharacters.isWhitespace(scalar) || TrimmedCharacters.isNewline(scalar)
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
            || (scalar.value > 0x7F && (scalar.value == 0x200B || scalar.properties.generalCategory == .spaceSeparator))
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

extension StringProtocol {
    /// The text without the scalars of `set` at either end, as Foundation's
    /// `trimmingCharacters(in:)` gives it (which trims scalars, not whole characters: a
    /// combining mark after a trimmed space stays).
    public func trimming(_ set: TrimmedCharacters = .whitespaces) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !set.contains($0) }),
            let last = scalars.lastIndex(where: { !set.contains($0) })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension String {
    /// The text in Unicode's canonical composition (NFC), by the standard library's own
    /// normalisation (the one `String` equality is defined by), as Foundation's
    /// `precomposedStringWithCanonicalMapping` gives it, but for one pair Foundation on Linux
    /// leaves apart: a Hangul LV syllable and a trailing jamo (하, ᆫ) are one syllable (한), as
    /// Unicode composes them and as Canvas draws them.
    public var canonicallyComposed: String {
        String(decoding: _nfcCodeUnits, as: UTF8.self)
    }
}

extension StringProtocol {
    /// Whether the text holds `needle`, both lower-cased (the standard library's Unicode
    /// lower-casing) and compared character by character: what a search field filters by.
    public func contains(ignoringCase needle: some StringProtocol) -> Bool {
        lowercased().contains(needle.lowercased())
    }
}

extension StringProtocol {
    /// The text with every `scalar` replaced by `replacement`, compared scalar by scalar. What an
    /// escape looks for (a quote, a backslash) must be found even where a combining mark after it
    /// makes the two one `Character`: the standard library's `replacing(_:with:)` compares whole
    /// characters and passes such a quote by, and the quoting would end early.
    public func replacing(scalar: Unicode.Scalar, with replacement: String) -> String {
        var result = String.UnicodeScalarView()
        for next in unicodeScalars {
            if next == scalar { result.append(contentsOf: replacement.unicodeScalars) } else { result.append(next) }
        }
        return String(result)
    }
}

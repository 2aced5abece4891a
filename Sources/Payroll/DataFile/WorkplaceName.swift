import FoundationEssentials

/// Finding a workplace by what a person types: any unique part of its name, in any case, Korean
/// included (`gs` finds `GS25 강남역점`, `스타벅스` finds `스타벅스 역삼점`).
public enum WorkplaceName {
    /// What names are compared by: Unicode-composed (a name typed on a system that decomposes
    /// Hangul into jamo still matches) and lower-cased.
    public static func key(_ name: String) -> String {
        isComposedWithoutCase(name) ? name.lowercased() : name.canonicallyComposed.lowercased()
    }

    /// Whether `name` is made only of ASCII, composed Hangul syllables and emoji: then it is
    /// composed already (none of these decomposes into, or composes with, another of them; a
    /// jamo or a combining mark, which could, is not among them) and only its ASCII letters
    /// have a case. The composition is then skipped: a file of 2,000 workplaces asks
    /// for every name's key on each command, and composing costs more than the rest of a match.
    static func isComposedWithoutCase(_ name: String) -> Bool {
        name.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x00...0x7F, 0xAC00...0xD7A3, 0x1F300...0x1FAFF: true
            default: false
            }
        }
    }

    /// Whether every Unicode scalar of `key` is a character of its own and written only one way:
    /// ASCII but for a carriage return (which joins a line feed after it), composed Hangul
    /// syllables and emoji but for the skin tones (which join the emoji before them). Then a
    /// key holds a text of such scalars exactly where its UTF-8 bytes hold the text's
    /// (`utf8(of:holds:)`), which is what `characters(of:hold:)` finds, at a fraction of
    /// its cost: a command that names a workplace of 50 compared 25,000 instructions a name.
    static func isScalarsAlone(_ key: String) -> Bool {
        key.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x0D: false
            case 0x00...0x7F, 0xAC00...0xD7A3: true
            case 0x1F3FB...0x1F3FF: false
            case 0x1F300...0x1FAFF: true
            default: false
            }
        }
    }

    /// Whether the characters of `key` hold those of `text` in a row (`String.contains`).
    static func characters(of key: String, hold text: String) -> Bool {
        key.contains(text)
    }

    /// Whether the UTF-8 bytes of `key` hold those of `text` (not empty) at some place.
    static func utf8(of key: String, holds text: String) -> Bool {
        var key = key
        var text = text
        return key.withUTF8 { haystack in
            text.withUTF8 { needle in
                guard let first = needle.first, needle.count <= haystack.count else { return false }
                for start in 0...(haystack.count - needle.count) where haystack[start] == first {
                    if UnsafeBufferPointer(rebasing: haystack[start..<(start + needle.count)]).elementsEqual(needle) {
                        return true
                    }
                }
                return false
            }
        }
    }

    public enum Match: Equatable, Sendable {
        case found(Int)
        /// No name holds the text; the candidates are every workplace's name.
        case unknown(candidates: [String])
        /// Several names hold it; these are they.
        case ambiguous(candidates: [String])
    }

    /// The workplace `query` names among `names`. An exact name (ignoring case) wins over names
    /// that merely contain it; an empty or missing query names the only workplace when there is
    /// one.
    public static func match(_ query: String?, among names: [String]) -> Match {
        let text = query.map(key)?.trimming() ?? ""
        if text.isEmpty {
            return names.count == 1
                ? .found(0) : names.isEmpty ? .unknown(candidates: []) : .ambiguous(candidates: names)
        }
        let keys = names.map(key)
        if let exact = keys.firstIndex(of: text), keys.lastIndex(of: text) == exact { return .found(exact) }
        let textIsScalars = isScalarsAlone(text)
        let containing = keys.indices.filter {
            textIsScalars && isScalarsAlone(keys[$0])
                ? utf8(of: keys[$0], holds: text) : characters(of: keys[$0], hold: text)
        }
        switch containing.count {
        case 0: return .unknown(candidates: names)
        case 1: return .found(containing[0])
        default: return .ambiguous(candidates: containing.map { names[$0] })
        }
    }
}

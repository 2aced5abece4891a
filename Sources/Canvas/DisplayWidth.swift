// Display width: how many terminal cells text takes.
//
// The rule is the one ncursesw applies, because the canvas and the terminal must agree or the
// screen tears: every scalar has the width the C library's wcwidth() gives it under a UTF-8
// locale (WidthTable.swift, generated from glibc), and a grapheme cluster takes the width of
// its first scalar that takes any room. The other scalars of the cluster ride along: combining
// marks and joiners (width 0) always, emoji modifiers and the later emoji of a ZWJ sequence
// by our decision (glibc gives them width 2 each, which would make a family emoji 6 cells; we
// count the cluster as the 2 cells a modern terminal draws, and the ncurses backend sends only
// what fits those 2 cells). A flag (two regional indicators, 1 cell each in glibc) is 2 cells.
// Text is NFC-normalised first, so decomposed Korean jamo measure as the composed syllables.

extension Unicode.Scalar {
    /// The cells this scalar takes on its own: 0, 1 or 2 (wcwidth under a UTF-8 locale;
    /// controls and unassigned scalars, which wcwidth calls -1, are 0 and 1 here).
    public var displayWidth: Int {
        let v = value
        if v >= 0x20 && v < 0x7F { return 1 }
        if v >= 0xAC00 && v <= 0xD7A3 { return 2 }  // Hangul syllables, without a table lookup
        // Latin-1 and Latin Extended, and the box drawing and block elements every card's border
        // is drawn with: one cell each, in neither table and no control (the wcwidth test checks
        // every scalar), answered without the general category's look-up and two searches.
        if (v >= 0xA0 && v < 0x300) || (v >= 0x2500 && v <= 0x259F) { return 1 }
        if properties.generalCategory == .control { return 0 }
        if WidthTable.zeroWidth.containsScalar(v) { return 0 }
        if WidthTable.doubleWidth.containsScalar(v) { return 2 }
        return 1
    }

    var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }
}

extension Character {
    /// The cells this grapheme cluster takes: 0 (controls, lone combining marks: not drawn),
    /// 1 or 2. See the rule at the top of DisplayWidth.swift.
    public var displayWidth: Int {
        let scalars = unicodeScalars
        if let first = scalars.first, first.isRegionalIndicator {
            return scalars.count >= 2 && scalars.dropFirst().first!.isRegionalIndicator ? 2 : 1
        }
        for scalar in scalars {
            let width = scalar.displayWidth
            if width > 0 { return width }
            // A control never carries a cluster ("\r\n" is one Character): nothing is drawn.
            if scalar.properties.generalCategory == .control { return 0 }
        }
        return 0
    }
}

/// The number of terminal cells `text` takes on one line, after NFC normalisation.
public func displayWidth(_ text: String) -> Int { displayWidth(of: Substring(text)) }

/// `displayWidth` of a slice (a line of a longer text), without copying it.
public func displayWidth(of text: Substring) -> Int {
    // Text made only of independent scalars (each its own grapheme cluster and already in
    // NFC; almost every label: ASCII, Hangul syllables, CJK, currency and box symbols) is the
    // sum of its scalars' widths: no normalisation (a copy of the text) and no grapheme
    // breaking. Anything else takes the general path below, which gives the same answer.
    var total = 0
    for scalar in text.unicodeScalars {
        guard scalar.isIndependentForDisplay else { return generalDisplayWidth(String(text)) }
        total += scalar.displayWidth
    }
    return total
}

/// The rule itself: NFC, then grapheme clusters, each the width of its first visible scalar.
func generalDisplayWidth(_ text: String) -> Int {
    var total = 0
    for character in canonicallyComposed(text) { total += character.displayWidth }
    return total
}

/// `text` in NFC, the form the canvas stores and measures. Text that NFC cannot change (see
/// `isIndependentForDisplay`) is returned as is.
public func normalizedForDisplay(_ text: String) -> String {
    if text.unicodeScalars.allSatisfy(\.isIndependentForDisplay) { return text }
    return canonicallyComposed(text)
}

/// NFC by the standard library's own normalisation (the one `String` equality is defined by), so
/// that the canvas needs no Foundation. It composes every pair the current Unicode composes: an LV
/// Hangul syllable and a trailing jamo typed after it are one syllable (하, then ᆫ: 한), which
/// is what an input method without composition sends one key at a time.
func canonicallyComposed(_ text: String) -> String {
    String(decoding: text._nfcCodeUnits, as: UTF8.self)
}

extension Unicode.Scalar {
    /// Whether this scalar is a grapheme cluster of its own whatever its neighbours are (when
    /// they are independent too; the one exception, CR LF, is two controls of width 0, so the
    /// sum is the same) and NFC leaves it, and its neighbours, as they are. True only
    /// for ranges where that holds for every scalar: no combining mark (canonical combining
    /// class 0), no NFC_Quick_Check No or Maybe (so nothing decomposes or composes with a
    /// neighbour: Hangul jamo, Indic vowel signs and the like are left out), no grapheme
    /// extender, joiner, variation selector, emoji modifier or regional indicator. A text of
    /// such scalars measures as the sum of their widths; the tests check that against the
    /// general path for every scalar in these ranges.
    @inline(__always) var isIndependentForDisplay: Bool {
        let v = value
        if v < 0x300 { return true }  // ASCII, Latin-1, Latin Extended, IPA, spacing modifiers
        switch v {
        case 0x2010...0x2027, 0x2030...0x205E,  // punctuation (not 2000/2001, separators, bidi)
            0x20A0...0x20C0,  // currency
            0x2190...0x2328, 0x232B...0x23FF,  // arrows, math, technical (not 2329/232A)
            0x2500...0x27BF,  // box drawing, blocks, shapes, symbols, dingbats
            0x3000...0x3029, 0x3030...0x303F,  // CJK punctuation (not the 302A-302F marks)
            0x3041...0x3096, 0x30A1...0x30FA,  // kana (not the 3099/309A voicing marks)
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xAC00...0xD7A3,  // Hangul syllables
            0xFF01...0xFF60,  // fullwidth forms
            0x1F300...0x1F3FA, 0x1F400...0x1FAFF:  // emoji (not the 1F3FB-1F3FF modifiers)
            return true
        default:
            return false
        }
    }
}

extension Array where Element == (first: UInt32, last: UInt32) {
    /// Binary search; the tables are sorted and disjoint.
    func containsScalar(_ value: UInt32) -> Bool {
        var low = 0, high = count - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < self[mid].first {
                high = mid - 1
            } else if value > self[mid].last {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}

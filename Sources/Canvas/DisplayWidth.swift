import Foundation

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
public func displayWidth(_ text: String) -> Int {
    var total = 0
    for character in normalizedForDisplay(text) { total += character.displayWidth }
    return total
}

/// `text` in NFC, the form the canvas stores and measures. ASCII is returned as is.
public func normalizedForDisplay(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    return text.precomposedStringWithCanonicalMapping
}

extension Array where Element == ClosedRange<UInt32> {
    /// Binary search; the tables are sorted and disjoint.
    func containsScalar(_ value: UInt32) -> Bool {
        var low = 0, high = count - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < self[mid].lowerBound { high = mid - 1 }
            else if value > self[mid].upperBound { low = mid + 1 }
            else { return true }
        }
        return false
    }
}

import Foundation
import SeededRandom
import Testing

@testable import Payroll

/// The look-alike key's folding against Foundation, which the key used before (and which the
/// table is generated from): every scalar alone, and texts where composition and mark order
/// matter.
@Suite struct CompatibilityFoldingTests {
    /// What DataRules' look-alike key did with Foundation.
    static func foundationFold(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping.folding(
            options: [.caseInsensitive, .widthInsensitive], locale: nil)
    }

    /// The same with Unicode's NFKC: Foundation's compatibility decomposition composed by the
    /// standard library's NFC (which orders marks and composes Hangul as Unicode says), then
    /// Foundation's folding. It is `foundationFold` wherever Foundation's own composition is
    /// Unicode's.
    static func unicodeFold(_ text: String) -> String {
        unicodeComposed(text).folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
    }

    /// Unicode's NFKC of `text`: Foundation's compatibility decomposition, composed by the
    /// standard library.
    static func unicodeComposed(_ text: String) -> String {
        String(decoding: text.decomposedStringWithCompatibilityMapping._nfcCodeUnits, as: UTF8.self)
    }

    static func hex(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    static func text(_ values: [UInt32]) -> String {
        String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! }))
    }

    /// The texts `lookalikeFold` answers differently from `expected`, as lines to read.
    static func differences(_ texts: [String], from expected: (String) -> String) -> [String] {
        var found: [String] = []
        for text in texts {
            let ours = CompatibilityFolding.lookalikeFold(text)
            let theirs = expected(text)
            if !ours.unicodeScalars.elementsEqual(theirs.unicodeScalars) {
                found.append("[\(hex(text))]: [\(hex(ours))], expected [\(hex(theirs))]")
            }
        }
        return found
    }

    static let everyScalar: [String] = (UInt32(0)...0x10FFFF).compactMap { value in
        Unicode.Scalar(value).map { String(Character($0)) }
    }

    @Test func everyScalarAloneIsFoldedAsFoundationFoldsIt() {
        let found = Self.differences(Self.everyScalar, from: Self.foundationFold)
        #expect(found.isEmpty, "\(found.count) differ: \(found.prefix(20))")
    }

    @Test func everyScalarAloneIsComposedAsFoundationComposesIt() {
        var found: [String] = []
        for text in Self.everyScalar
        where !text.canonicallyComposed.unicodeScalars.elementsEqual(
            text.precomposedStringWithCanonicalMapping.unicodeScalars)
        {
            found.append(Self.hex(text))
        }
        #expect(found.isEmpty, "\(found.count) differ: \(found.prefix(20))")
    }

    /// Bases with two combining marks in both orders (marks of different classes reorder; of one
    /// class they do not), full-width letters and half-width kana with marks, the compatibility
    /// decompositions that bring marks (U+1E9B ẛ, U+FF9E), Hangul jamo of every kind, and
    /// thousands of random texts of 1 to 6 scalars from the ranges where something happens.
    static let sequences: [String] = {
        var texts: [String] = []
        let bases: [UInt32] = [
            0x41, 0x61, 0x45, 0x49, 0x69, 0x4F, 0x55, 0x73, 0x17F, 0x1E9B, 0x1E0B, 0x71, 0x3B9, 0x399, 0x3C5,
            0x3A9, 0x2126, 0x212B, 0x130, 0x418, 0x438, 0x304B, 0x30AB, 0xFF76, 0xFF8A, 0xFF21, 0xFF41, 0xFF55,
            0x1D400, 0x2160, 0x24B6, 0x1F00, 0x5D0, 0xFB2C, 0xAC00, 0x1100,
        ]
        let marks: [UInt32] = [
            0x300, 0x301, 0x302, 0x306, 0x307, 0x308, 0x30A, 0x30C, 0x313, 0x314, 0x323, 0x327, 0x328, 0x331,
            0x342, 0x345, 0x5BC, 0x5C1, 0x3099, 0x309A, 0xFF9E, 0xFF9F, 0x20D7, 0x1161, 0x11A8,
        ]
        for base in bases {
            for first in marks {
                texts.append(text([base, first]))
                for second in marks { texts.append(text([base, first, second])) }
            }
        }
        texts += [[0x1E9B, 0x323], [0x17F, 0x323, 0x307], [0x17F, 0x307, 0x323], [0x1E9B, 0x307, 0x323]].map(text)
        // Conjoining jamo (modern and archaic, the filler), compatibility jamo and half-width
        // jamo, after one another and after syllables.
        let leading: [UInt32] = [0x1100, 0x1107, 0x1112, 0x1113, 0x115F, 0x3131, 0x3142, 0x3165, 0xFFA1, 0xFFB2]
        let vowels: [UInt32] = [0x1161, 0x1169, 0x1175, 0x1176, 0x11A2, 0x314F, 0x3163, 0x3164, 0xFFC2, 0xFFDC]
        let trailing: [UInt32] = [0x11A7, 0x11A8, 0x11C2, 0x11C3, 0x3131, 0x3133, 0x313B, 0xFFA3, 0x1160]
        for l in leading {
            for v in vowels {
                texts.append(text([l, v]))
                for t in trailing { texts.append(text([l, v, t])) }
            }
        }
        for syllable: UInt32 in [0xAC00, 0xAC01, 0xD788, 0xD7A3, 0xBE60] {
            for next in leading + vowels + trailing { texts.append(text([syllable, next])) }
        }
        let ranges: [ClosedRange<UInt32>] = [
            0x41...0x5A, 0xA0...0x24F, 0x2B0...0x36F, 0x370...0x3FF, 0x400...0x4FF, 0xF00...0xFBC, 0x1100...0x11FF,
            0x1E00...0x1FFF, 0x2000...0x24FF, 0x2C00...0x2C7F, 0x2F00...0x2FD5, 0x3000...0x33FF, 0xA640...0xA7FF,
            0xAC00...0xAC40, 0xF900...0xFAFF, 0xFB00...0xFDFF, 0xFE10...0xFFEF, 0x10400...0x1044F,
            0x1D400...0x1D7FF, 0x1E900...0x1E94B, 0x1F100...0x1F2FF, 0x2F800...0x2FA1D,
        ]
        let pool = ranges.flatMap { $0 }.filter { Unicode.Scalar($0) != nil }
        var random = SplitMix64(seed: 43)
        for _ in 0..<8000 {
            let length = 1 + random.next(below: 6)
            texts.append(text((0..<length).map { _ in pool[random.next(below: pool.count)] }))
        }
        return texts
    }()

    /// Every text gets Foundation's decompositions and foldings composed as Unicode composes:
    /// zero differences.
    @Test func sequencesAreFoldedAsUnicodeComposesFoundationsDecomposition() {
        let found = Self.differences(Self.sequences, from: Self.unicodeFold)
        #expect(found.isEmpty, "\(found.count) of \(Self.sequences.count) differ: \(found.prefix(20))")
    }

    /// And Foundation's own answer wherever Foundation composed as Unicode does: zero
    /// differences. (Where it did not, the test below says what the key does instead.)
    @Test func sequencesAreFoldedAsFoundationFoldedThemWhereItsCompositionIsUnicodes() {
        let composedAsUnicode = Self.sequences.filter { text in
            text.precomposedStringWithCompatibilityMapping.unicodeScalars.elementsEqual(
                Self.unicodeComposed(text).unicodeScalars)
        }
        #expect(composedAsUnicode.count > Self.sequences.count * 9 / 10)
        let found = Self.differences(composedAsUnicode, from: Self.foundationFold)
        #expect(found.isEmpty, "\(found.count) of \(composedAsUnicode.count) differ: \(found.prefix(20))")
    }

    /// The look-alike key is the folding without spaces and controls (ASCII's asked by range):
    /// for every scalar alone, and the texts above.
    @Test func theKeyTakesOutSpacesAndControlsOfEveryScalar() {
        var found: [String] = []
        for text in Self.everyScalar + Self.sequences {
            let expected = CompatibilityFolding.lookalikeFold(text).unicodeScalars.filter {
                !$0.properties.isWhitespace && !DataRules.isControl($0)
            }
            if !DataRules.lookalikeKey(text).unicodeScalars.elementsEqual(expected) { found.append(Self.hex(text)) }
        }
        #expect(found.isEmpty, "\(found.count) differ: \(found.prefix(20))")
    }

    /// Names are composed (`DataRules.normalizedName`, the check that a name is) by the standard
    /// library's NFC: Foundation's answer for every text but where Foundation's composition of
    /// Hangul departs from Unicode's: it leaves an LV syllable and a trailing jamo apart, and
    /// its jamo ranges take one scalar past each end (U+1113, U+1176, U+11A7, U+11C3 compose
    /// into syllables they are not part of).
    @Test func sequencesAreComposedAsFoundationComposesThemButItsHangulDepartures() {
        func departs(_ text: String) -> Bool {
            let values = text.unicodeScalars.map(\.value)
            if values.contains(where: { [0x1113, 0x1176, 0x11A7, 0x11C3].contains($0) }) { return true }
            return zip(values, values.dropFirst()).contains { syllable, next in
                let isLV = (0xAC00...0xD7A3).contains(syllable) && (syllable - 0xAC00) % 28 == 0
                return isLV && (0x11A8...0x11C2).contains(next)
            }
        }
        var found: [String] = []
        for text in Self.sequences where !departs(text) {
            if !text.canonicallyComposed.unicodeScalars.elementsEqual(
                text.precomposedStringWithCanonicalMapping.unicodeScalars)
            {
                found.append(Self.hex(text))
            }
        }
        #expect(found.isEmpty, "\(found.count) differ: \(found.prefix(20))")
        let departures: [(String, String)] = [
            ("\u{AC00}\u{11A8}", "\u{AC01}"), ("\u{D558}\u{11AB}", "\u{D55C}"),
            ("\u{1107}\u{1176}", "\u{1107}\u{1176}"), ("\u{1113}\u{1161}", "\u{1113}\u{1161}"),
            ("\u{AC00}\u{11A7}", "\u{AC00}\u{11A7}"), ("\u{AC00}\u{11C3}", "\u{AC00}\u{11C3}"),
        ]
        for (text, expected) in departures {
            #expect(
                text.canonicallyComposed.unicodeScalars.elementsEqual(expected.unicodeScalars),
                "\(Self.hex(text))")
        }
    }

    /// And a `String` equal to Foundation's answer for every text (canonically equivalent: how
    /// the look-alike keys are compared), but for two departures of Core Foundation's that are
    /// not a matter of composition alone: the jamo one past each end of its Hangul ranges, and
    /// U+0345 left out of order (the folding makes it ι, a letter, which fixes the order).
    @Test func sequencesAreFoldedToStringsEqualToFoundationsButTwoDepartures() {
        let pastTheRanges: [UInt32] = [0x1113, 0x1176, 0x11A7, 0x11C3]
        func departs(_ text: String) -> Bool {
            if text.unicodeScalars.contains(where: { pastTheRanges.contains($0.value) }) { return true }
            let outOfOrder = !text.precomposedStringWithCompatibilityMapping.unicodeScalars.elementsEqual(
                Self.unicodeComposed(text).unicodeScalars)
            return outOfOrder && text.decomposedStringWithCompatibilityMapping.unicodeScalars.contains("\u{345}")
        }
        var found: [String] = []
        var departures = 0
        for text in Self.sequences {
            if departs(text) {
                departures += 1
            } else if CompatibilityFolding.lookalikeFold(text) != Self.foundationFold(text) {
                found.append(Self.hex(text))
            }
        }
        #expect(found.isEmpty, "\(found.count) differ: \(found.prefix(20))")
        #expect(departures < Self.sequences.count / 50)
        #expect(Self.foundationFold("\u{1107}\u{1176}") == "\u{BE60}")
        #expect(CompatibilityFolding.lookalikeFold("\u{1107}\u{1176}") == "\u{1107}\u{1176}")
        // A, U+0345, U+FF9E: Foundation's NFKC is A, U+0345, U+3099 (not in canonical order).
        let mark = "A\u{345}\u{FF9E}"
        #expect(Self.foundationFold(mark).unicodeScalars.elementsEqual("a\u{3B9}\u{3099}".unicodeScalars))
        let ours = CompatibilityFolding.lookalikeFold(mark)
        #expect(ours.unicodeScalars.elementsEqual("a\u{3099}\u{3B9}".unicodeScalars))
    }

    /// Where Core Foundation's normaliser departs from Unicode's NFKC, the folding follows
    /// Unicode (docs/data-file.md: names compare after NFKC).
    @Test func foundationsDeparturesFromUnicodeFollowUnicode() {
        let cases: [(String, String)] = [
            // A half-width voiced mark composes with its kana: ｶﾞ is ガ.
            ("\u{FF76}\u{FF9E}", "\u{30AC}"),
            // Compatibility jamo compose as the conjoining jamo they are: ㄱㅏ is 가, 가ㄳ is 갃.
            ("\u{3131}\u{314F}", "\u{AC00}"), ("\u{AC00}\u{3133}", "\u{AC03}"),
            // An archaic vowel is not a modern one: ᄇ and U+1176 stay two jamo.
            ("\u{1107}\u{1176}", "\u{1107}\u{1176}"),
            // The marks a decomposition brings go in canonical order (U+3099 class 8 before
            // U+033C class 220).
            ("t\u{33C}\u{FF9E}", "t\u{3099}\u{33C}"),
        ]
        for (text, expected) in cases {
            #expect(
                CompatibilityFolding.lookalikeFold(text).unicodeScalars.elementsEqual(expected.unicodeScalars),
                "\(Self.hex(text))")
        }
        #expect(DataRules.checkName("\u{FF76}\u{FF9E}", among: ["\u{30AC}"]) == .nameLooksLike(existing: "\u{30AC}"))
    }
}

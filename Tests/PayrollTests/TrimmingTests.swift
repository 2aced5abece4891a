import Foundation
import Testing

@testable import Payroll

/// `trimming(_:)`, `canonicallyComposed` and `contains(ignoringCase:)` (Payroll's
/// `Text/PlainText.swift`) give what Foundation's `trimmingCharacters(in:)`,
/// `precomposedStringWithCanonicalMapping` and a case-insensitive search gave before payday
/// stopped importing Foundation (but an LV syllable and a trailing jamo, which Unicode's NFC
/// composes and Foundation on Linux does not).
@Suite struct TrimmingTests {
    static let sets: [(TrimmedCharacters, CharacterSet)] = [
        (.whitespaces, .whitespaces), (.newlines, .newlines), (.whitespacesAndNewlines, .whitespacesAndNewlines),
    ]

    /// Each set holds exactly Foundation's scalars, over every scalar there is.
    @Test func eachSetIsFoundationsForEveryScalar() {
        for (ours, foundations) in Self.sets {
            var differing: [UInt32] = []
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if ours.contains(scalar) != foundations.contains(scalar) { differing.append(value) }
            }
            #expect(differing.isEmpty, "\(ours): \(differing.prefix(10).map { String($0, radix: 16) })")
        }
    }

    @Test func trimmingCutsTheSetAtBothEndsAsFoundationDoes() {
        let texts = [
            "", " ", "\t a b \t", "\u{3000}카페\u{3000}", " \u{301} x", "x \u{301}", "\r\n line \r\n", "\u{85}a\u{2028}",
            "\u{A0}\u{2003}nbsp\u{202F}", "no trim", "  \n  ",
        ]
        for text in texts {
            for (ours, foundations) in Self.sets {
                #expect(
                    text.trimming(ours) == text.trimmingCharacters(in: foundations), "\(ours) \(text.debugDescription)")
                let part = Substring(text)
                #expect(part.trimming(ours) == text.trimmingCharacters(in: foundations))
            }
        }
    }

    @Test func canonicalCompositionIsFoundations() {
        let texts = ["카페", "\u{1100}\u{1161}\u{11A8}", "e\u{301}", "A\u{30A}\u{301}", "plain", "\u{212B}"]
        for text in texts {
            #expect(
                Array(text.canonicallyComposed.unicodeScalars)
                    == Array(text.precomposedStringWithCanonicalMapping.unicodeScalars), "\(text.debugDescription)")
        }
        // Unicode composes an LV syllable and a trailing jamo; Foundation on Linux leaves them.
        #expect(Array("하\u{11AB}".canonicallyComposed.unicodeScalars) == ["한"])
    }

    @Test func aSearchIgnoresCase() {
        #expect("09:00-13:00  Cafe BLUE".contains(ignoringCase: "cafe blue"))
        #expect("스타벅스 역삼점".contains(ignoringCase: "역삼"))
        #expect(!"Cafe".contains(ignoringCase: "cafes"))
    }
}

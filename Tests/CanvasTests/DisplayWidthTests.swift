import Foundation
import SeededRandom
import Testing

@testable import Canvas

#if canImport(Glibc)
import Glibc
#endif

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "width table",
        arguments: [
            ("hello", 5),
            ("안녕하세요", 10),  // Hangul syllables: wide
            ("\u{1100}\u{1161}\u{11A8}", 2),  // 각 as decomposed jamo
            ("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", 4),  // 한글 decomposed
            ("漢字", 4),
            ("ＡＢ", 4),  // fullwidth Latin
            ("e\u{0301}", 1),  // e + combining acute
            ("a\u{0300}\u{0316}b", 2),  // two marks on one base
            ("😀", 2),
            ("👍🏽", 2),  // skin tone: one cluster
            ("👨\u{200D}👩\u{200D}👧", 2),  // ZWJ family: one cluster
            ("🇰🇷", 2),  // flag: two regional indicators
            ("❤\u{FE0F}", 1),  // text-default emoji + VS16: wcwidth 1
            ("a\tb\n", 2),  // controls take no cell
            ("₩1,000원", 8),
            ("…", 1),
            ("", 0),
        ])
    func widths(text: String, expected: Int) {
        #expect(displayWidth(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func decomposedJamoAreStoredComposed() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("\u{1100}\u{1161}\u{11A8}", x: 0, y: 0)
        #expect(canvas[0, 0].grapheme == "\u{AC01}")
        #expect(canvas[0, 0].isWide)
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas[2, 0].grapheme == " ")
    }

    @Test func aSyllableAndATrailingJamoTypedAfterItCompose() {
        // 하 (U+D558, an LV syllable) + ᆫ (U+11AB) is 한 (U+D55C = U+D558 + 0x11AB - 0x11A7);
        // 한 (LVT already) + ᆫ stays two; a leading jamo after a syllable stays apart.
        #expect(normalizedForDisplay("\u{D558}\u{11AB}").unicodeScalars.map(\.value) == [0xD55C])
        #expect(normalizedForDisplay("\u{D55C}\u{11AB}").unicodeScalars.map(\.value) == [0xD55C, 0x11AB])
        #expect(normalizedForDisplay("\u{AC00}\u{11C2}").unicodeScalars.map(\.value) == [0xAC1B])
        #expect(normalizedForDisplay("\u{D558}\u{1100}").unicodeScalars.map(\.value) == [0xD558, 0x1100])
        #expect(displayWidth("\u{D558}\u{11AB}") == 2)
    }

    @Test func clustersStayWhole() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("👨\u{200D}👩\u{200D}👧🇰🇷x", x: 0, y: 0)
        #expect(canvas[0, 0].grapheme == "👨\u{200D}👩\u{200D}👧")
        #expect(canvas[2, 0].grapheme == "🇰🇷")
        #expect(canvas[4, 0].grapheme == "x")
        #expect(canvas.lines == ["👨\u{200D}👩\u{200D}👧🇰🇷x "])
    }

    /// A text drawn is taken cluster by cluster: scalar by scalar where every scalar is
    /// independent, by grapheme breaking after NFC otherwise; both give the general rule's
    /// clusters and widths (those of no width left out).
    @Test(
        "the clusters drawn are the general rule's",
        arguments: [
            "", "hello", "안녕하세요, Payday!", "₩1,234원 (주휴수당)", "a\r\nb", "\r\n", "tab\there", "…─╭╮╰╯│", "漢字かなカナ",
            "😀 ok 🎉", "e\u{0301}te\u{0301}", "\u{1112}\u{1161}\u{11AB}", "👨\u{200D}👩\u{200D}👧🇰🇷x", "👍🏽", "x\u{FE0F}",
        ])
    func drawnClustersAreTheGeneralRule(text: String) {
        let general = canonicallyComposed(text).filter { $0.displayWidth > 0 }
        let drawn = Canvas.measuredClusters(of: text)
        #expect(drawn.map { String($0.cluster) } == general.map { String($0) })
        #expect(drawn.map { $0.width } == general.map { $0.displayWidth })
    }

    /// The fast path of `displayWidth` (sum of scalar widths) is right only if every scalar it
    /// takes is its own grapheme cluster and NFC-stable next to any other such scalar. Checked
    /// for every scalar it takes, each alone, in code-point order and in a shuffled order.
    @Test("independent scalars: one cluster each, NFC-stable, same width as the general rule")
    func independentScalarsMeasureAsTheGeneralRule() {
        let independent = (UInt32(0)...0x1FFFF).compactMap(Unicode.Scalar.init).filter(\.isIndependentForDisplay)
        #expect(independent.count > 30_000)
        // The one pair that does form a cluster, CR LF, takes no cell either way.
        #expect(displayWidth("a\r\nb") == 2 && generalDisplayWidth("a\r\nb") == 2)
        var mismatches: [String] = []
        for scalar in independent {
            let text = String(scalar)
            if displayWidth(text) != generalDisplayWidth(text)
                || normalizedForDisplay(text) != text.precomposedStringWithCanonicalMapping
            {
                mismatches.append(String(scalar.value, radix: 16))
            }
        }
        #expect(mismatches.isEmpty, "alone: \(mismatches.prefix(20))")
        var generator = SplitMix64(seed: 7)
        for order in [independent, independent.shuffled(using: &generator)] {
            // In chunks, so that a failure names a small neighbourhood.
            for start in stride(from: 0, to: order.count, by: 512) {
                var text = ""
                text.unicodeScalars.append(contentsOf: order[start..<min(start + 512, order.count)])
                let count = min(512, order.count - start)
                let crlf = zip(
                    order[start..<min(start + 512, order.count)], order[(start + 1)..<min(start + 513, order.count)]
                )
                .filter { $0.0 == "\r" && $0.1 == "\n" }.count
                #expect(text.count == count - crlf, "clusters merged near U+\(String(order[start].value, radix: 16))")
                #expect(
                    text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars),
                    "NFC changed text near U+\(String(order[start].value, radix: 16))")
                #expect(displayWidth(text) == generalDisplayWidth(text))
            }
        }
    }

    #if canImport(Glibc)
    // Glibc's Swift module hides wcwidth/wcswidth (they need _XOPEN_SOURCE), so look them up.
    private typealias WcwidthFunction = @convention(c) (wchar_t) -> Int32
    private typealias WcswidthFunction = @convention(c) (UnsafePointer<wchar_t>?, Int) -> Int32
    private static func cFunction<F>(_ name: String, as type: F.Type) -> F? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// Whether the C library has the C.UTF-8 locale (scripts/deps.sh test makes sure it does).
    static var hasUTF8Locale: Bool {
        guard let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return false }
        freelocale(locale)
        return true
    }

    /// The C library's wcwidth under C.UTF-8, without touching the process's global locale.
    private static func withUTF8Locale<T>(_ body: () -> T) -> T? {
        guard let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return nil }
        defer { freelocale(locale) }
        let previous = uselocale(locale)
        defer { uselocale(previous) }
        return body()
    }

    @Test(
        "every scalar measures as wcwidth does under C.UTF-8",
        .enabled(if: DisplayWidthTests.hasUTF8Locale, "needs the C.UTF-8 locale"))
    func agreesWithWcwidth() throws {
        let wcwidth = try #require(Self.cFunction("wcwidth", as: WcwidthFunction.self))
        let mismatches = Self.withUTF8Locale { () -> [String] in
            var found: [String] = []
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let expected = Int(wcwidth(wchar_t(bitPattern: value)))
                // -1 is controls (we draw nothing) and unassigned scalars (we draw one cell).
                guard expected >= 0, scalar.properties.generalCategory != .control else { continue }
                if scalar.displayWidth != expected { found.append(String(value, radix: 16)) }
            }
            return found
        }
        let found = try #require(mismatches)
        #expect(found.isEmpty, "differ from wcwidth: \(found.prefix(20))")
    }

    @Test(
        "strings of simple clusters measure as wcswidth does",
        .enabled(if: DisplayWidthTests.hasUTF8Locale, "needs the C.UTF-8 locale"),
        arguments: [
            "안녕하세요, Payday!", "漢字かなカナ", "ＡＢＣ１２３", "e\u{0301}te\u{0301}", "₩1,234원 (주휴수당)", "😀 ok 🎉",
            "Ångström", "…─╭╮╰╯│",
        ])
    func agreesWithWcswidth(text: String) throws {
        let wcswidth = try #require(Self.cFunction("wcswidth", as: WcswidthFunction.self))
        let expected = Self.withUTF8Locale { () -> Int in
            let wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
            return Int(wcswidth(wide, wide.count))
        }
        #expect(try displayWidth(text) == #require(expected))
    }
    #endif
}

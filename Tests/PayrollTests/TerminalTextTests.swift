import Testing

@testable import Payroll

/// `TerminalText`: what a terminal would act on is shown escaped, everything else as it is.
@Suite struct TerminalTextTests {
    /// Every character the terminal acts on, by class, from the C0 and C1 tables of ECMA-48 and
    /// the bidirectional controls of Unicode's UAX #9 (2.1–2.6 and the ALM of 2.4).
    static let c0 = (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) }
    static let c1 = (0x80...0x9F).map { Unicode.Scalar(UInt8($0)) }
    static let bidi: [Unicode.Scalar] = [
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ].map { Unicode.Scalar(UInt32($0))! }

    @Test func everyControlOfALineIsEscaped() {
        for scalar in Self.c0 + [Unicode.Scalar(UInt8(0x7F))] + Self.c1 + Self.bidi {
            let shown = TerminalText.line("a" + String(Character(scalar)) + "b")
            #expect(!shown.unicodeScalars.contains(scalar), "\(scalar.value)")
            #expect(shown.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }, "\(shown)")
        }
        #expect(TerminalText.line("GS25\u{1B}]52;c;aGk=\u{7}") == "GS25\\u{1B}]52;c;aGk=\\u{7}")
        #expect(TerminalText.line("a\nb\tc") == "a\\u{A}b\\u{9}c")
        #expect(TerminalText.line("\u{202E}abc") == "\\u{202E}abc")
        #expect(TerminalText.line("\u{9B}2J") == "\\u{9B}2J")
    }

    @Test func textWithoutControlsIsUnchanged() {
        for text in ["GS25 강남역점 🌙", "스타벅스 역삼점 ☕", "e\u{301}", "👩‍👩‍👧", "=SUM(A1)", "", "\u{200D}\u{FE0F}"] {
            #expect(TerminalText.line(text) == text)
            #expect(TerminalText.document(text) == text)
        }
    }

    @Test func aDocumentKeepsItsLinesTabsAndCRLFOnly() {
        #expect(TerminalText.document("a\nb\tc\r\nd") == "a\nb\tc\r\nd")
        #expect(TerminalText.document("a\rb") == "a\\u{D}b")
        #expect(TerminalText.document("a\r") == "a\\u{D}")
        #expect(TerminalText.document("\u{1B}[2J\n") == "\\u{1B}[2J\n")
        #expect(TerminalText.document("\u{7F}\u{85}\u{2066}") == "\\u{7F}\\u{85}\\u{2066}")
    }

    /// JSON output escapes the same characters, as `\u` escapes any JSON reader reads back.
    @Test func jsonEscapesWhatATerminalActsOn() throws {
        let text = "a\u{1B}b\u{7F}c\u{9B}d\u{202E}e"
        let quoted = SummaryJSON.quoted(text)
        #expect(quoted == "\"a\\u001bb\\u007fc\\u009bd\\u202ee\"")
        #expect(try JSONReader.parse(Array(quoted.utf8)) == .string(text))
    }

    /// A document is read a byte at a time before its scalars: whatever the text around them
    /// (Hangul, `₩` and the other characters whose first bytes are those of the bidirectional
    /// controls', C1's and U+061C's), a document is escaped exactly as the rule over its scalars
    /// says.
    /// `document` by its rule, over scalars.
    static func byRule(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var shown = ""
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            let kept = scalar == "\n" || scalar == "\t" || (scalar == "\r" && next == "\n")
            shown += TerminalText.isEscaped(scalar) && !kept ? TerminalText.escaped(scalar) : String(scalar)
        }
        return shown
    }

    @Test func aDocumentIsEscapedByTheRuleWhateverItsNeighbours() {
        let byRule = Self.byRule
        let escaped = Self.c0 + [Unicode.Scalar(UInt8(0x7F))] + Self.c1 + Self.bidi
        let neighbours: [Unicode.Scalar] = [
            "a", " ", "\n", "\t", "\r", "₩", "가", "\u{A0}", "\u{BF}", "\u{600}", "\u{627}", "\u{2010}", "\u{2030}",
            "\u{207F}", "\u{2080}", "\u{20A9}", "\u{1F319}",
        ]
        for scalar in escaped + neighbours {
            for neighbour in neighbours {
                for text in [
                    String(scalar), String(scalar) + String(neighbour), String(neighbour) + String(scalar),
                    "월급 ₩1,000\n" + String(neighbour) + String(scalar) + String(neighbour) + "\n",
                ] {
                    #expect(TerminalText.document(text) == byRule(text), "\(text.unicodeScalars.map(\.value))")
                }
            }
        }
    }

    /// `document` reads a long text eight bytes at a time: each escaped character and its
    /// neighbours at every place of a word (and in the last bytes, read one by one), in printable
    /// ASCII and beside the bytes a word is asked about (0x7E, 0x20, `₩`), as by the rule.
    @Test func aDocumentIsEscapedByTheRuleAtEveryPlaceOfAWord() {
        let escaped = Self.c0 + [Unicode.Scalar(UInt8(0x7F))] + Self.c1 + Self.bidi
        let others: [Unicode.Scalar] = ["\n", "\t", "\r", "₩", "가", "\u{A0}", "\u{600}", "\u{2010}", "\u{1F319}"]
        for scalar in escaped + others {
            for filler in ["payday~ ", "~~~~~~~~", "₩1,000 a"] {
                let text = String(repeating: filler, count: 4)
                for offset in 0...text.utf8.count {
                    let bytes = Array(text.utf8)
                    let cut = bytes[..<offset].last.map { $0 >= 0x80 && $0 < 0xC0 } == true ? 0 : offset
                    let placed =
                        String(decoding: bytes[..<cut], as: UTF8.self) + String(scalar)
                        + String(decoding: bytes[cut...], as: UTF8.self)
                    #expect(TerminalText.document(placed) == Self.byRule(placed), "\(scalar.value) at \(cut)")
                }
            }
        }
        #expect(
            TerminalText.document(String(repeating: "plain ~ text", count: 9))
                == String(repeating: "plain ~ text", count: 9))
    }
}

import Payroll
import Testing

@testable import PaydayCommandLine

/// An escape looks at Unicode scalars: a quote, a backslash or a dot with a combining mark after
/// it is one `Character` to Swift, and still a quote, a backslash or a dot to the shell and to
/// roff, which read bytes.
@Suite struct EscapingByScalarTests {
    private let acute = "\u{301}"

    @Test func everyScalarIsReplacedEvenInsideACharacter() {
        #expect("a'\(acute)b'".replacing(scalar: "'", with: "Q") == "aQ\(acute)bQ")
        #expect("\\\(acute)".replacing(scalar: "\\", with: "\\e") == "\\e\(acute)")
        #expect("no quote".replacing(scalar: "'", with: "Q") == "no quote")
        #expect("".replacing(scalar: "'", with: "Q") == "")
    }

    /// The shell reads `'\u{301}` as a closing quote: doubled by the rule, the word stays one
    /// word whatever follows.
    @Test func aShellWordEscapesAQuoteThatCarriesAMark() {
        let name = "O'\(acute); rm -rf ~"
        #expect(ArgumentText.shellWord(name) == "'O'\\''\(acute); rm -rf ~'")
        #expect(ArgumentText.shellWord("Cafe'") == "'Cafe'\\'''")
    }

    @Test func theManualPageEscapesADotOrQuoteThatCarriesAMark() {
        let screens = [
            KeysCommand.Screen(
                name: ".\(acute)TH home", rows: [(keys: ["\\\(acute)"], title: "'\(acute)so /etc/passwd")])
        ]
        let lines = KeysCommand.mdoc(screens, title: "KEYS").split(separator: "\n").map(String.init)
        #expect(lines.contains(".Ss \\&.\(acute)TH home"))
        #expect(lines.contains(".It Sy \\&\\e\(acute)"))
        #expect(lines.contains("\\&'\(acute)so /etc/passwd"))
    }
}

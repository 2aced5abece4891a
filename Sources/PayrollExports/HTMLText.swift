import Payroll

/// Text from the data made HTML, one Unicode scalar at a time: every HTML page payday writes
/// (the payslip page, the evidence folder's copies of it) puts each name, memo and label through
/// `escaped` and into the page as it comes out.
///
/// Not one `Character` at a time: a grapheme cluster can hold a markup character after a
/// prepend character (U+0600, U+0D4E) or before a combining or joining one (U+0301, U+200D), and
/// a writer that compares whole clusters with `"<"` lets such a `<` through. An HTML parser reads
/// scalars, not clusters, so the escaping does too.
///
/// The characters a terminal acts on (`TerminalText.isEscaped`: C0 and C1 controls, the bidi
/// controls) are shown as `\u{1B}`, as every text payday writes shows them, newline and tab kept.
public enum HTMLText {
    public static func escaped(_ text: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            case "'": out.append(contentsOf: "&#39;".unicodeScalars)
            case "\n", "\t": out.append(scalar)
            default:
                if TerminalText.isEscaped(scalar) {
                    out.append(contentsOf: TerminalText.escaped(scalar).unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        return String(out)
    }
}

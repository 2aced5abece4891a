import Canvas
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The help screen fitted to the terminal by display width. The argument parser wraps a help
/// screen by characters, and a Hangul character takes two columns: a Korean line the parser
/// thought fitted can run past the terminal's edge. Those lines are broken again at a space, the
/// rest carried to the line below when that line goes on the same entry or the same paragraph
/// (so a paragraph is filled again, not left with a short line after each long one), else to a
/// new line at the entry's indent.
enum HelpFitting {
    /// The width the help is wrapped to, as the argument parser finds it: `COLUMNS` (1-1,000),
    /// else the terminal's width on standard output, else 80.
    static func columns(environment: [String: String] = ProcessEnvironment.variables) -> Int {
        if let text = environment["COLUMNS"], let value = Int(text), (1...1_000).contains(value) { return value }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// The column a help entry's text starts at (and its wrapped lines are indented to); a line
    /// that is not an entry's first wraps to its own indent.
    static let entryColumn = 26

    /// `text` with every line no wider than `columns` on a terminal, where it can be broken at a
    /// space, but the line that starts with `whole` (the usage line, which the parser keeps
    /// whole).
    static func fitted(_ text: String, columns: Int, keepingWhole whole: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = wrappingIndent(of: line)
            guard !line.hasPrefix(whole), displayWidth(line) > columns,
                let cut = breakIndex(in: line, after: indent, columns: columns)
            else {
                index += 1
                continue
            }
            var head = line[..<cut]
            while head.last == " " { head.removeLast() }
            let tail = line[cut...].drop { $0 == " " }
            lines[index] = String(head)
            let padding = String(repeating: " ", count: indent)
            if index + 1 < lines.count, continues(lines[index + 1], at: indent, keepingWhole: whole) {
                lines[index + 1] = padding + tail + " " + lines[index + 1].dropFirst(indent)
            } else {
                lines.insert(padding + tail, at: index + 1)
            }
            index += 1
        }
        return lines.joined(separator: "\n")
    }

    /// Whether `next` goes on the text of a line wrapped at `indent`: an entry's next line at
    /// the entry's column, or a paragraph's (an overview, a discussion: no indent) next line
    /// that is not blank and not the usage line.
    static func continues(_ next: String, at indent: Int, keepingWhole whole: String) -> Bool {
        guard leadingSpaces(next) == indent else { return false }
        if indent >= entryColumn { return true }
        return indent == 0 && !next.isEmpty && !next.hasPrefix(whole)
    }

    /// The indent a line's text wraps to: an entry's first line (`  --data <FILE>    The ...`,
    /// its label padded to `entryColumn` columns, a Korean label by display width) wraps to that
    /// column; any other line to its own indent.
    static func wrappingIndent(of line: String) -> Int {
        let lead = leadingSpaces(line)
        guard lead == entryIndent else { return lead }
        var column = 0
        var beforeColumn: Character?
        for character in line {
            if column == entryColumn {
                return beforeColumn == " " && character != " " ? entryColumn : lead
            }
            if column > entryColumn { return lead }
            beforeColumn = character
            column += displayWidth(String(character))
        }
        return lead
    }

    /// The indent of an entry's label (an option, an argument, a subcommand).
    static let entryIndent = 2

    static func leadingSpaces(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    /// The last space after `indent` at which `line` breaks into a head no wider than `columns`.
    static func breakIndex(in line: String, after indent: Int, columns: Int) -> String.Index? {
        var width = 0
        var found: String.Index?
        var offset = 0
        for index in line.indices {
            if line[index] == " ", offset > indent, width <= columns { found = index }
            width += displayWidth(of: line[index...index])
            offset += 1
            if width > columns { break }
        }
        return found
    }
}

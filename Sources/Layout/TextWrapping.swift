/// Line breaking by display width (cells), the rule `Label` uses: explicit newlines first, then
/// greedily at spaces; a word wider than the line is broken between grapheme clusters. A wide
/// character (two cells) is never split.
enum TextWrapping {
    /// The lines of `text` no wider than `width` cells (`nil`: no limit, only explicit newlines).
    static func lines(of text: String, width: Int?) -> [String] {
        let paragraphs = paragraphs(of: text).map(String.init)
        guard let width else { return paragraphs }
        let limit = max(width, 1)
        var result: [String] = []
        for paragraph in paragraphs {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                let wordWidth = displayWidth(word)
                let separator = line.isEmpty ? 0 : 1
                if lineWidth + separator + wordWidth <= limit {
                    if separator == 1 { line += " " }
                    line += word
                    lineWidth += separator + wordWidth
                    continue
                }
                if !line.isEmpty { result.append(line) }
                line = ""
                lineWidth = 0
                for cluster in normalizedForDisplay(word) {
                    let clusterWidth = cluster.displayWidth
                    if lineWidth + clusterWidth > limit, !line.isEmpty {
                        result.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(cluster)
                    lineWidth += clusterWidth
                }
            }
            result.append(line)
        }
        return result
    }

    /// The width in cells of the widest of the first `maximumLines` lines of `text` (0: all),
    /// and how many lines that is: `lines(of: text, width: nil)` measured without building
    /// the lines.
    static func unwrappedSize(of text: String, maximumLines: Int) -> (width: Int, lines: Int) {
        // One line (no newline byte): the common case, measured without splitting.
        if !text.utf8.contains(0x0A) { return (displayWidth(of: Substring(text)), 1) }
        var widest = 0, count = 0
        for line in paragraphs(of: text) {
            if maximumLines > 0 && count == maximumLines { break }
            widest = max(widest, displayWidth(of: line))
            count += 1
        }
        return (widest, count)
    }

    /// `text` cut at each newline, empty pieces kept: what
    /// `text.split(separator: "\n", omittingEmptySubsequences: false)` gives, found in the UTF-8
    /// bytes rather than by grapheme breaking (about 15 k instructions a label, drawn or
    /// measured). The same cuts: a line feed is a grapheme cluster of its own (nothing extends
    /// it, and a break comes before and after it), except after a carriage return, with which
    /// it makes one cluster, `"\r\n"`, that is not `"\n"` and so not cut.
    static func paragraphs(of text: String) -> [Substring] {
        var pieces: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var previous: UInt8 = 0
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A && previous != 0x0D {
                pieces.append(text[start..<index])
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        pieces.append(text[start..<utf8.endIndex])
        return pieces
    }

    /// The widest of `lines`, in cells.
    static func width(of lines: [String]) -> Int { lines.map(displayWidth).max() ?? 0 }
}

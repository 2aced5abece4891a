/// Line breaking by display width (cells), the rule `Label` uses: explicit newlines first, then
/// greedily at spaces; a word wider than the line is broken between grapheme clusters. A wide
/// character (two cells) is never split.
enum TextWrapping {
    /// The lines of `text` no wider than `width` cells (`nil`: no limit, only explicit newlines).
    static func lines(of text: String, width: Int?) -> [String] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if maximumLines > 0 && count == maximumLines { break }
            widest = max(widest, displayWidth(of: line))
            count += 1
        }
        return (widest, count)
    }

    /// The widest of `lines`, in cells.
    static func width(of lines: [String]) -> Int { lines.map(displayWidth).max() ?? 0 }
}

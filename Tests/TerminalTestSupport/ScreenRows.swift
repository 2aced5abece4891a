/// Two screens compared row by row, for a failure message that can be read from the log: the
/// rows that differ, each with its number (from 0) and what each side has there.
public enum ScreenRows {
    /// Nil when `actual` is `expected`; otherwise how many rows differ, then each differing row
    /// as `row N` with the expected and the actual text (`(no row)` past a screen's end).
    public static func difference(expected: [String], actual: [String]) -> String? {
        let rows = (0..<max(expected.count, actual.count)).filter {
            row(expected, $0) != row(actual, $0)
        }
        guard !rows.isEmpty else { return nil }
        var lines = [
            "\(rows.count) of \(max(expected.count, actual.count)) rows differ"
                + (expected.count == actual.count ? "" : " (\(expected.count) expected, \(actual.count) actual)")
                + ":"
        ]
        for index in rows {
            lines.append("row \(index)")
            lines.append("  expected: " + (row(expected, index).map { "|\($0)|" } ?? "(no row)"))
            lines.append("  actual:   " + (row(actual, index).map { "|\($0)|" } ?? "(no row)"))
        }
        return lines.joined(separator: "\n")
    }

    /// The same for screens given as text, one row a line.
    public static func difference(expected: String, actual: String) -> String? {
        difference(expected: lines(expected), actual: lines(actual))
    }

    private static func row(_ screen: [String], _ index: Int) -> String? {
        screen.indices.contains(index) ? screen[index] : nil
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

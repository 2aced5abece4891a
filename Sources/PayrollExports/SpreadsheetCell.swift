/// A cell that a spreadsheet would read as a formula is written as text.
///
/// Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` (and some a tab or a carriage
/// return before one) as a formula, so a workplace named `=HYPERLINK(...)` in a file someone sent
/// the worker could act when the export is opened. The common guidance for CSV injection is to
/// start such a cell with a single quote, which spreadsheets show as text and hide; numbers that
/// Payday writes itself (a negative amount) are not names and are left as they are.
enum SpreadsheetCell {
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text`, or `'` + `text` when it would start a formula.
    static func text(_ text: String) -> String {
        guard let first = text.first, formulaStarts.contains(first) else { return text }
        return "'" + text
    }
}

import Payroll

/// `payday summary --year` as text.
extension YearSummary {
    /// The table: a row per month and workplace, then each workplace's total and the year's.
    public func text(_ language: PayrollLanguage) -> String {
        let words = language.words
        func cells(_ first: String, _ row: Row) -> [String] {
            [first, row.workplaceName.map(TerminalText.line) ?? words.allWorkplacesRow]
                + Self.amounts(row).map { $0 == 0 ? "-" : Money(won: $0).grouped }
        }
        var table = [words.summaryColumns]
        table += rows.map { cells($0.month?.description ?? "", $0) }
        let totalLabel = words.total
        table += workplaceTotals.map { cells(totalLabel, $0) }
        table.append(cells(totalLabel, total))
        let title = words.summaryTitle(year: year, today: today)
        return ([title, ""] + TextColumns.table(table, rightAligned: Set(2...10))).joined(separator: "\n") + "\n"
    }
}

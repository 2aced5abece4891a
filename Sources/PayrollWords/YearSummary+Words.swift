import Payroll

/// `payday summary --year` as text.
extension YearSummary {
    static func columns(_ english: Bool) -> [String] {
        english
            ? [
                "Month", "Workplace", "Gross", "Income tax", "Local tax", "Pension", "Health", "Care", "Employment",
                "Tax withheld", "Net",
            ]
            : ["월", "일터", "지급액", "소득세", "지방소득세", "국민연금", "건강보험", "장기요양", "고용보험", "원천징수 세액", "실지급액"]
    }

    /// The table: a row per month and workplace, then each workplace's total and the year's.
    public func text(_ language: PayrollLanguage) -> String {
        let english = language == .english
        func cells(_ first: String, _ row: Row) -> [String] {
            [first, row.workplaceName.map(TerminalText.line) ?? (english ? "all workplaces" : "전체")]
                + Self.amounts(row).map { $0 == 0 ? "-" : Money(won: $0).grouped }
        }
        var table = [Self.columns(english)]
        table += rows.map { cells($0.month?.description ?? "", $0) }
        let totalLabel = english ? "Total" : "합계"
        table += workplaceTotals.map { cells(totalLabel, $0) }
        table.append(cells(totalLabel, total))
        let title =
            english
            ? "Pay in \(year), by month (as of \(today)); amounts in won"
            : "\(year)년 월별 급여 (\(today) 기준, 단위: 원)"
        return ([title, ""] + TextColumns.table(table, rightAligned: Set(2...10))).joined(separator: "\n") + "\n"
    }

}

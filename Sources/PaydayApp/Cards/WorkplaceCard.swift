import Payroll

/// What one card shows, formatted in one language: a value made from a `Payslip`, so the
/// views only place text and never compute pay.
public struct WorkplaceCard: Sendable, Equatable {
    public var name: String
    /// `D-5` / `급여일까지 D-5`.
    public var daysUntilPayday: String
    /// The net total so far: `₩1,234,560` / `1,234,560원`.
    public var netTotal: String
    /// The wage is below the minimum wage (the card shows a warning mark).
    public var isBelowMinimumWage: Bool
    /// The detail table's first line: the pay period's dates and payday.
    public var period: String
    /// The detail table.
    public var rows: [PayslipRow]
    /// Every warning of the period in the card's language (minimum wage, figures not yet known,
    /// the 60-hour note, ...), to be written out under the table.
    public var notes: [String]

    public init(payslip: Payslip, strings: AppStrings) {
        name = payslip.workplaceName
        daysUntilPayday = strings.daysUntilPayday(payslip.daysUntilPayday)
        netTotal = payslip.net.formatted(strings.language)
        isBelowMinimumWage = payslip.warnings.contains {
            if case .belowMinimumWage = $0 { true } else { false }
        }
        period = strings.period(start: payslip.period.start, end: payslip.period.end, payday: payslip.payday)
        rows = payslip.detailRows(strings.language)
        notes = payslip.warnings.map { $0.text(strings.language) }
    }
}

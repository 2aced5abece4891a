import Payroll
import PayrollWords

/// The unfolded card's table and notes, made so that a worker can check each line with a
/// calculator: base pay is all paid time at the wage (night, overtime and holiday time
/// included), each premium is its own time at half the wage, then the weekly holiday
/// allowance, the gross (their sum), the deductions, and the net (gross minus deductions).
/// Under it, every warning of the period in words, and why a premium is missing. The card's
/// header shows `!` when one of them is a warning (`WorkplaceCard.hasWarning`).
struct CardExplanation {
    var rows: [CardRow] = []
    var notes: [String] = []

    init(_ card: WorkplaceCard, strings: AppStrings) {
        let payslip = card.payslip
        rows = CardRow.rows(payslip.detailLines, strings: strings)
        notes = payslip.warnings.map { $0.text(strings.language) }
        if let open = card.openShift {
            notes.append(strings.openShiftNote(since: open))
            if card.openShiftIsOverdue { notes.append(strings.overdueShiftNote(since: open)) }
        }
        if !payslip.premiumsApply { notes.append(strings.noPremiumsNote) }
    }
}

/// One line of the detail table (the unfolded card and `payday summary`), worded: a label, a
/// time (`12h 30m`, `-`, or nothing for a sum) and an amount; the net is bold.
public struct CardRow: Sendable, Equatable {
    public var label: String
    public var time: String
    public var amount: String
    public var isBold = false

    /// Each line of `Payslip.detailLines`, in its order. A time or amount of zero reads `-`, and
    /// so does a premium that does not apply (under 5 employees) and a deduction the workplace
    /// does not make; the gross and the net always show their amount.
    public static func rows(_ lines: [PayslipLine], strings: AppStrings) -> [CardRow] {
        let language = strings.language
        func time(_ minutes: Int?) -> String { WorkTimeFormat.string(minutes: minutes ?? 0, language) }
        return lines.map { line in
            let amount = line.applies && line.amount != .zero ? line.amount.formatted(language) : "-"
            let label = strings.detailLabel(line)
            switch line.kind {
            case .gross: return CardRow(label: label, time: "", amount: line.amount.formatted(language))
            case .net: return CardRow(label: label, time: "", amount: line.amount.formatted(language), isBold: true)
            case .basePay, .paidDaysOff, .shutdownAllowance, .annualLeave:
                return CardRow(label: label, time: time(line.minutes), amount: amount)
            case .nightPremium, .overtimePremium, .holidayPremium:
                return CardRow(label: label, time: line.applies ? time(line.minutes) : "-", amount: amount)
            case .incomeTaxes:
                // The rule in a word (`3.3%`, `table`, `daily`) where income tax is taken.
                let rule = line.applies ? line.incomeTaxRule?.shortLabel(language) : nil
                return CardRow(label: label, time: rule ?? "-", amount: amount)
            default: return CardRow(label: label, time: "-", amount: amount)
            }
        }
    }
}

import Payroll

/// The unfolded card's table and notes, made so that a worker can check each line with a
/// calculator: base pay is all paid time at the wage (night, overtime and holiday time
/// included), each premium is its own time at half the wage, then the weekly holiday
/// allowance, the gross (their sum), the deductions, and the net (gross minus deductions).
/// Under it, every warning of the period in words, and why a premium is missing.
struct CardExplanation {
    var rows: [CardRow] = []
    var notes: [String] = []
    /// A note that is a warning (not only an explanation): the card's header shows `!`.
    var hasWarning = false

    init(payslip: Payslip, workplace: Workplace?, now: LocalMoment?, strings: AppStrings) {
        let language = strings.language
        func money(_ amount: Money, applies: Bool = true) -> String {
            applies && amount != .zero ? amount.formatted(language) : "-"
        }
        func time(_ minutes: Int) -> String { WorkTimeFormat.string(minutes: minutes, language) }
        func row(_ kind: PayslipRow.Kind, _ label: String, _ time: String, _ amount: String, bold: Bool = false)
            -> CardRow
        {
            CardRow(label: label, time: time, amount: amount, isBold: bold)
        }
        let premiums = payslip.premiumsApply
        let wage = workplace.map { $0.wages.hourly(on: payslip.period.end) }
        let minutes = payslip.minutes
        rows = [
            row(.day, strings.basePayLabel(wage: wage), time(minutes.paid), money(payslip.pay.base)),
            row(
                .night, strings.premiumLabel(.night), premiums ? time(minutes.night) : "-",
                money(payslip.pay.night, applies: premiums)),
            row(
                .overtime, strings.premiumLabel(.overtime), premiums ? time(minutes.overtime) : "-",
                money(payslip.pay.overtime, applies: premiums)),
            row(
                .holiday, strings.premiumLabel(.holiday), premiums ? time(minutes.holiday) : "-",
                money(payslip.pay.holiday, applies: premiums)),
            row(
                .weeklyHolidayAllowance, PayslipRow.Kind.weeklyHolidayAllowance.label(language), "-",
                money(payslip.pay.weeklyHolidayAllowance)),
            row(.total, strings.grossLabel, "", payslip.pay.gross.formatted(language)),
            row(
                .insurance, PayslipRow.Kind.insurance.label(language), "-",
                money(payslip.deductions.insurance, applies: payslip.insuranceApplies)),
            row(
                .incomeTax, PayslipRow.Kind.incomeTax.label(language),
                payslip.incomeTaxApplies ? payslip.incomeTaxRule.shortLabel(language) : "-",
                money(payslip.deductions.incomeTaxes, applies: payslip.incomeTaxApplies)),
            row(.total, strings.netLabel, "", payslip.net.formatted(language), bold: true),
        ]
        notes = payslip.warnings.map { $0.text(language) }
        hasWarning = payslip.warnings.contains { $0.isWarning }
        if let open = workplace?.openShift {
            notes.append(strings.openShiftNote(since: open))
            if let now, open.isOverdue(at: now) {
                notes.append(strings.overdueShiftNote(since: open))
                hasWarning = true
            }
        }
        if !premiums { notes.append(strings.noPremiumsNote) }
    }
}

/// One line of the card's table, formatted: a label, a time (`12h 30m`, `-`, or nothing for a
/// sum) and an amount; the net is bold.
struct CardRow: Sendable, Equatable {
    var label: String
    var time: String
    var amount: String
    var isBold = false
}

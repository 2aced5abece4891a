import Payroll
import PayrollWords

/// The words of what was received for a period: the payslip screen's line under the payslip and
/// the sheet `r` opens, English and Korean. The figures are `PayDifferences`', as `payday
/// differences` prints them.
extension AppStrings {
    var receivedKeyTitle: String {
        language == .english ? "record what arrived" : "받은 금액 기록"
    }

    var receivedHint: String { language == .english ? "received" : "입금액" }

    /// The sheet's title: `Received · Cafe Blue · November 2026`.
    func receiptTitle(_ workplace: String, year: Int, month: Int) -> String {
        language == .english
            ? "Received · \(workplace) · \(monthTitle(year: year, month: month))"
            : "입금액 · \(workplace) · \(monthTitle(year: year, month: month))"
    }

    /// The sheet's question, with the net owed to compare with.
    func receiptQuestion(owed: Money) -> String {
        language == .english
            ? "What reached your account for this period? The net owed is \(owed.formatted(language))."
            : "이 기간 급여로 통장에 들어온 금액은? 받을 실지급액은 \(owed.formatted(language))입니다."
    }

    var receiptAmount: String { language == .english ? "Amount (won)" : "금액(원)" }
    var receiptDate: String { language == .english ? "Arrived on" : "입금일" }

    /// The card's line when a receipt is recorded for its period: what arrived and the
    /// difference from the net owed (the net is the card's own figure, on its header line).
    func receivedOnCard(_ row: PayDifferences.Row) -> String {
        let amount = row.receipt.amount.formatted(language)
        let difference = PayDifferences.signed(row.difference, language)
        return language == .english
            ? "received \(amount) · difference \(difference)" : "받은 금액 \(amount) · 차액 \(difference)"
    }

    /// The lines under the payslip: what was received and the difference from the net owed, and
    /// which part of the pay a shortfall matches; or that nothing is recorded yet.
    func receivedLines(_ row: PayDifferences.Row?) -> [String] {
        let english = language == .english
        guard let row else {
            return [english ? "Received: not recorded (r records it)" : "받은 금액: 기록 없음 (r: 기록)"]
        }
        let amount = row.receipt.amount.formatted(language)
        let on = row.receipt.date.map { english ? " on \($0)" : " (\($0))" } ?? ""
        let owed = row.slip.net.formatted(language)
        let difference = PayDifferences.signed(row.difference, language)
        var lines = [
            english
                ? "Received \(amount)\(on) · net owed \(owed) · difference \(difference)"
                : "받은 금액 \(amount)\(on) · 받을 실지급액 \(owed) · 차액 \(difference)"
        ]
        for part in row.missingParts {
            let missing = part.amount(in: row.slip.pay).formatted(language)
            lines.append(
                english
                    ? "! what arrived is the pay without \(part.label(language)) (\(missing))"
                    : "! 받은 금액은 \(part.label(language))(\(missing))을 뺀 금액과 같습니다")
        }
        return lines
    }
}

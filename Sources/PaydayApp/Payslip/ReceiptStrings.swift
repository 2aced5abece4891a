import Payroll
import PayrollWords

/// The words of what was received for a period: the payslip screen's line under the payslip and
/// the sheet `r` opens, in English and Korean (a sentence missing in one language does not
/// compile). The figures are `PayDifferences`', as `payday differences` prints them; `String`
/// arguments come formatted.
protocol ReceiptWords: Sendable {
    var receivedKeyTitle: String { get }
    var receivedHint: String { get }
    /// The sheet's title: `Received · Cafe Blue · November 2026`.
    func receiptTitle(_ workplace: String, month: String) -> String
    /// The sheet's question, with the net owed to compare with.
    func receiptQuestion(owed: String) -> String
    var receiptAmount: String { get }
    var receiptDate: String { get }
    /// The sheet's button that takes the period's record away (shown when one is recorded).
    var receiptRemove: String { get }
    func receivedOnCard(_ amount: String, difference: String) -> String
    var notReceived: String { get }
    func received(_ amount: String, on date: LocalDate?, owed: String, difference: String) -> String
    /// `! what arrived is the pay without <part> (<amount>)`.
    func missingPart(_ part: String, _ amount: String) -> String
}

extension English: ReceiptWords {
    var receivedKeyTitle: String { "record what arrived" }
    var receivedHint: String { "received" }
    func receiptTitle(_ workplace: String, month: String) -> String { "Received · \(workplace) · \(month)" }
    func receiptQuestion(owed: String) -> String {
        "What reached your account for this period? The net owed is \(owed)."
    }
    var receiptAmount: String { "Amount (won)" }
    var receiptDate: String { "Arrived on" }
    var receiptRemove: String { "Remove the record" }
    func receivedOnCard(_ amount: String, difference: String) -> String {
        "received \(amount) · difference \(difference)"
    }
    var notReceived: String { "Received: not recorded (r records it)" }
    func received(_ amount: String, on date: LocalDate?, owed: String, difference: String) -> String {
        "Received \(amount)\(date.map { " on \($0)" } ?? "") · net owed \(owed) · difference \(difference)"
    }
    func missingPart(_ part: String, _ amount: String) -> String {
        "! what arrived is the pay without \(part) (\(amount))"
    }
}

extension Korean: ReceiptWords {
    var receivedKeyTitle: String { "받은 금액 기록" }
    var receivedHint: String { "입금액" }
    func receiptTitle(_ workplace: String, month: String) -> String { "입금액 · \(workplace) · \(month)" }
    func receiptQuestion(owed: String) -> String {
        "이 기간 급여로 통장에 들어온 금액은? 받을 실지급액은 \(owed)입니다."
    }
    var receiptAmount: String { "금액(원)" }
    var receiptDate: String { "입금일" }
    var receiptRemove: String { "기록 삭제" }
    func receivedOnCard(_ amount: String, difference: String) -> String { "받은 금액 \(amount) · 차액 \(difference)" }
    var notReceived: String { "받은 금액: 기록 없음 (r: 기록)" }
    func received(_ amount: String, on date: LocalDate?, owed: String, difference: String) -> String {
        "받은 금액 \(amount)\(date.map { " (\($0))" } ?? "") · 받을 실지급액 \(owed) · 차액 \(difference)"
    }
    func missingPart(_ part: String, _ amount: String) -> String {
        "! 받은 금액은 \(part)(\(amount))을 뺀 금액과 같습니다"
    }
}

extension AppStrings {
    var receivedKeyTitle: String { appWords.receivedKeyTitle }
    var receivedHint: String { appWords.receivedHint }
    var receiptAmount: String { appWords.receiptAmount }
    var receiptDate: String { appWords.receiptDate }
    var receiptRemove: String { appWords.receiptRemove }

    /// The sheet's title: the month for monthly pay, else the period's own name (`week of 2026-11-23`).
    func receiptTitle(_ workplace: String, period: PayPeriod) -> String {
        appWords.receiptTitle(workplace, month: periodTitle(period))
    }

    func receiptQuestion(owed: Money) -> String { appWords.receiptQuestion(owed: owed.formatted(language)) }

    /// The card's line when a receipt is recorded for its period: what arrived and the
    /// difference from the net owed (the net is the card's own figure, on its header line).
    func receivedOnCard(_ row: PayDifferences.Row) -> String {
        appWords.receivedOnCard(
            row.receipt.amount.formatted(language), difference: PayDifferences.signed(row.difference, language))
    }

    /// The lines under the payslip: what was received and the difference from the net owed, and
    /// which part of the pay a shortfall matches; or that nothing is recorded yet.
    func receivedLines(_ row: PayDifferences.Row?) -> [String] {
        let words = appWords
        guard let row else { return [words.notReceived] }
        let first = words.received(
            row.receipt.amount.formatted(language), on: row.receipt.date, owed: row.slip.net.formatted(language),
            difference: PayDifferences.signed(row.difference, language))
        return [first]
            + row.missingParts.map { part in
                words.missingPart(part.label(language), part.amount(in: row.slip.pay).formatted(language))
            }
    }
}

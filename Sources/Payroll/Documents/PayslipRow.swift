import Foundation

/// One row of the card's detail table, already formatted.
public struct PayslipRow: Sendable, Equatable {
    public enum Kind: CaseIterable, Sendable {
        case total, day, night, overtime, holiday, weeklyHolidayAllowance, paidDaysOff, shutdown, insurance, incomeTax
    }

    public var kind: Kind
    public var label: String
    /// `12h 30m`, or `-`.
    public var time: String
    /// `₩1,234,560` / `1,234,560원`, or `-`.
    public var amount: String
    /// The Total row is shown in bold.
    public var isBold: Bool { kind == .total }
}

extension PayslipRow.Kind {
    public func label(_ language: PayrollLanguage) -> String {
        switch (self, language) {
        case (.total, .english): "Total"
        case (.total, .korean): "합계"
        case (.day, .english): "Day"
        case (.day, .korean): "주간"
        case (.night, .english): "Night"
        case (.night, .korean): "야간"
        case (.overtime, .english): "Overtime"
        case (.overtime, .korean): "연장"
        case (.holiday, .english): "Holiday"
        case (.holiday, .korean): "휴일"
        case (.weeklyHolidayAllowance, .english): "Weekly holiday allowance"
        case (.weeklyHolidayAllowance, .korean): "주휴수당"
        case (.paidDaysOff, .english): "Paid holidays"
        case (.paidDaysOff, .korean): "유급휴일수당"
        case (.shutdown, .english): "Shutdown allowance"
        case (.shutdown, .korean): "휴업수당"
        case (.insurance, .english): "Insurance"
        case (.insurance, .korean): "4대보험"
        case (.incomeTax, .english): "Income tax"
        case (.incomeTax, .korean): "소득세"
        }
    }
}

extension Payslip {
    /// The detail table, in its order. A time or amount of zero reads
    /// `-`, and so does a premium that does not apply (fewer than 5 employees), an allowance
    /// the contract does not pay, and a deduction the workplace does not make. The Total row
    /// always shows its net pay.
    public func detailRows(_ language: PayrollLanguage) -> [PayslipRow] {
        func money(_ amount: Money, applies: Bool = true) -> String {
            applies && amount != .zero ? amount.formatted(language) : "-"
        }
        func time(_ minutes: Int) -> String { WorkTimeFormat.string(minutes: minutes, language) }
        func row(_ kind: PayslipRow.Kind, _ time: String, _ amount: String) -> PayslipRow {
            PayslipRow(kind: kind, label: kind.label(language), time: time, amount: amount)
        }
        // The scheduled days paid without work have rows only when there are some.
        let planned =
            (paidDaysOff.isEmpty
                ? []
                : [row(.paidDaysOff, time(paidDaysOff.reduce(0) { $0 + $1.minutes }), money(pay.paidDaysOff))])
            + (shutdownDays.isEmpty
                ? [] : [row(.shutdown, time(shutdownDays.reduce(0) { $0 + $1.minutes }), money(pay.shutdown))])
        return [
            row(.total, time(minutes.paid), net.formatted(language)),
            row(.day, time(minutes.day), money(pay.base)),
            row(.night, time(minutes.night), money(pay.night, applies: premiumsApply)),
            row(.overtime, time(minutes.overtime), money(pay.overtime, applies: premiumsApply)),
            row(.holiday, time(minutes.holiday), money(pay.holiday, applies: premiumsApply)),
            row(.weeklyHolidayAllowance, "-", money(pay.weeklyHolidayAllowance)),
        ] + planned + [
            row(.insurance, "-", money(deductions.insurance, applies: insuranceApplies)),
            row(
                .incomeTax, incomeTaxApplies ? incomeTaxRule.shortLabel(language) : "-",
                money(deductions.incomeTaxes, applies: incomeTaxApplies)),
        ]
    }
}

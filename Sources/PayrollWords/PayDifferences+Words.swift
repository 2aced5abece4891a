import Payroll

extension PayDifferences.Part {
    public func label(_ language: PayrollLanguage) -> String {
        switch (self, language) {
        case (.weeklyHolidayAllowance, .english): "the weekly holiday allowance"
        case (.weeklyHolidayAllowance, .korean): "주휴수당"
        case (.overtime, .english): "the overtime premium"
        case (.overtime, .korean): "연장근로수당"
        case (.night, .english): "the night premium"
        case (.night, .korean): "야간근로수당"
        case (.holiday, .english): "the holiday premium"
        case (.holiday, .korean): "휴일근로수당"
        case (.paidDaysOff, .english): "the paid holidays"
        case (.paidDaysOff, .korean): "유급휴일수당"
        case (.shutdown, .english): "the shutdown allowance"
        case (.shutdown, .korean): "휴업수당"
        case (.annualLeave, .english): "the annual leave pay"
        case (.annualLeave, .korean): "연차수당"
        }
    }
}

/// `payday differences` as text.
extension PayDifferences {
    public func text(_ language: PayrollLanguage) -> String {
        let english = language == .english
        let money = { (amount: Money) in amount.formatted(language) }
        var lines = [english ? "What was received against what was owed, \(year)" : "\(year)년 받은 금액과 받을 금액"]
        lines.append("")
        guard !rows.isEmpty else {
            lines.append(
                english
                    ? "No pay received is recorded for \(year); record it with payday received WORKPLACE PERIOD AMOUNT."
                    : "\(year)년에 기록된 입금이 없습니다. payday received 일터 기간 금액 으로 기록하세요.")
            return lines.joined(separator: "\n") + "\n"
        }
        var table: [[String]] = [
            english
                ? ["Workplace", "Period", "Received", "Owed (net)", "Difference"]
                : ["일터", "기간", "받은 금액", "받을 금액(실지급)", "차액"]
        ]
        for row in rows {
            table.append([
                TerminalText.line(row.workplaceName), row.slip.period.description, money(row.receipt.amount),
                money(row.slip.net),
                Self.signed(row.difference, language),
            ])
        }
        table.append([english ? "Total" : "합계", "", "", "", Self.signed(total, language)])
        lines += TextColumns.table(table, rightAligned: [2, 3, 4])
        let notes = rows.flatMap { row -> [String] in
            var notes: [String] = []
            let name = "\(TerminalText.line(row.workplaceName)) \(row.slip.period)"
            for part in row.missingParts {
                let amount = money(part.amount(in: row.slip.pay))
                notes.append(
                    english
                        ? "\(name): what arrived is the pay without \(part.label(language)) (\(amount))"
                        : "\(name): 받은 금액은 \(part.label(language))(\(amount))을 뺀 금액과 같습니다")
            }
            if let amount = row.dependsOnWorkRules {
                notes.append(SickDayWords.of(language).dependsOnWorkRules(name, amount: money(amount)))
            }
            for warning in row.slip.warnings {
                if case .belowMinimumWage = warning { notes.append("\(name): " + warning.text(language)) }
            }
            return notes
        }
        if !notes.isEmpty {
            lines.append("")
            lines += notes.map { "! " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `+₩1,000`, `-₩63,960`, `0`.
    public static func signed(_ amount: Money, _ language: PayrollLanguage) -> String {
        if amount == .zero { return "0" }
        let magnitude = Money(won: abs(amount.won)).formatted(language)
        return (amount.won < 0 ? "-" : "+") + magnitude
    }
}

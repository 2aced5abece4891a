import Payroll

extension PayDifferences.Part {
    public func label(_ language: PayrollLanguage) -> String { language.words.part(self) }
}

/// `payday differences` as text.
extension PayDifferences {
    public func text(_ language: PayrollLanguage) -> String {
        let words = language.words
        let money = { (amount: Money) in amount.formatted(language) }
        var lines = [words.differencesTitle(year: year)]
        lines.append("")
        // Paydays passed with nothing recorded, after the receipts (or in their place).
        let unrecordedLines = unrecorded.flatMap { item in
            let name = "\(TerminalText.line(item.workplaceName)) \(item.slip.period)"
            let minimum = item.slip.warnings.filter { $0.minimumWageShortfall > .zero }.map {
                "! \(name): " + $0.text(language)
            }
            return [
                "! " + language.claimWords.noReceiptRecorded(name, payday: item.slip.payday, owed: money(item.slip.net))
            ] + minimum
        }
        guard !rows.isEmpty else {
            lines.append(words.noReceipts(year: year))
            if !unrecordedLines.isEmpty { lines += [""] + unrecordedLines }
            return lines.joined(separator: "\n") + "\n"
        }
        var table: [[String]] = [words.differencesColumns]
        for row in rows {
            table.append([
                TerminalText.line(row.workplaceName), row.slip.period.description, money(row.receipt.amount),
                money(row.slip.net),
                Self.signed(row.difference, language),
            ])
        }
        table.append([words.total, "", "", "", Self.signed(total, language)])
        lines += TextColumns.table(table, rightAligned: [2, 3, 4])
        let notes = rows.flatMap { row -> [String] in
            var notes: [String] = []
            let name = "\(TerminalText.line(row.workplaceName)) \(row.slip.period)"
            for part in row.missingParts {
                let amount = money(part.amount(in: row.slip.pay))
                notes.append(words.arrivedWithout(name, part: words.part(part), amount: amount))
            }
            if let amount = row.dependsOnWorkRules {
                notes.append(language.sickDayWords.dependsOnWorkRules(name, amount: money(amount)))
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
        if !unrecordedLines.isEmpty { lines += [""] + unrecordedLines }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `+₩1,000`, `-₩63,960`, `0`.
    public static func signed(_ amount: Money, _ language: PayrollLanguage) -> String {
        if amount == .zero { return "0" }
        let magnitude = Money(won: abs(amount.won)).formatted(language)
        return (amount.won < 0 ? "-" : "+") + magnitude
    }
}

import Payroll

/// The estimates as text, each step on its own line: `payday refund` and `payday benefits`.
public enum StateMoneyText {
    public static func refund(_ estimate: RefundEstimate, _ language: PayrollLanguage) -> String {
        let words = language.stateMoneyWords
        var lines = [words.refundHeading(year: estimate.year)]
        for (title, part) in [(words.yearEndTitle, estimate.yearEnd), (words.mayReturnTitle, estimate.mayReturn)] {
            guard let part else { continue }
            lines += ["", title]
            lines += steps(part.steps, words)
            if let reason = part.reason { lines.append("  " + words.taxReason(reason)) }
            lines.append("  = " + words.refund(part.refund, local: part.localRefund))
        }
        lines += ["", words.refund(estimate.refund, local: estimate.localRefund), words.leftOut]
        return lines.joined(separator: "\n") + "\n"
    }

    public static func benefits(
        eitc: EarnedIncomeTaxCreditEstimate?, unemployment: UnemploymentBenefitEstimate?, lastDay: LocalDate?,
        _ language: PayrollLanguage
    ) -> String {
        let words = language.stateMoneyWords
        var lines: [String] = []
        if let eitc {
            lines.append(words.creditHeading(year: eitc.year))
            lines += steps(eitc.steps, words)
            lines += eitc.reasons.map { "  " + words.creditReason($0) }
            // An amount only where it is known: `= Not known yet` says none.
            var last = "  = " + words.eligible(eitc.eligible)
            if eitc.eligible != nil { last += ": " + Money(won: eitc.amount).formatted(language) }
            lines.append(last)
        }
        if let unemployment, let lastDay {
            if !lines.isEmpty { lines.append("") }
            lines.append(words.benefitHeading(lastDay: lastDay))
            lines += steps(unemployment.steps, words)
            lines += unemployment.reasons.map { "  " + words.benefitReason($0) }
            var last = "  = " + words.eligible(unemployment.eligible)
            if unemployment.eligible == true {
                last += ": " + words.benefitSummary(daily: unemployment.dailyAmount, days: unemployment.days)
            }
            lines.append(last)
        }
        lines += ["", words.leftOut]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  Tax base: ₩1,372,000 (persons 1, each ₩1,500,000)`.
    static func steps(_ steps: [EstimateStep], _ words: any StateMoneyWords) -> [String] {
        steps.map { step in
            var line = "  \(words.step(step.name)): \(words.value(step.amount))"
            if !step.inputs.isEmpty {
                line +=
                    " ("
                    + step.inputs.map(words.input).joined(separator: ", ")
                    + ")"
            }
            return line
        }
    }
}

import Payroll

/// A job's claim (`Claim`) in words: the lines the workplace screen, `payday entitlements` and
/// the evidence folder show, its JSON, and the draft of the complaint (진정서) in Korean with the
/// facts and figures filled in. No advice: what is owed, when it fell due, the articles.
public struct ClaimDocument: Sendable {
    public var claim: Claim
    public var language: PayrollLanguage

    public init(claim: Claim, language: PayrollLanguage) {
        self.claim = claim
        self.language = language
    }

    private var words: any ClaimWords { language.claimWords }
    private func money(_ amount: Money) -> String { amount.formatted(language) }

    /// `20%`: a rate of whole hundredths, as the law writes it.
    static func percent(_ rate: Ratio) -> String {
        let hundredths = rate.numerator * 10_000 / rate.denominator
        return hundredths % 100 == 0 ? "\(hundredths / 100)%" : "\(hundredths / 100).\(hundredths % 100)%"
    }

    /// Whether there is anything to say: a sum, a lapsed one, or an end date.
    public var isEmpty: Bool { claim.sums.isEmpty && claim.lapsed.isEmpty && claim.endDate == nil }

    public var lines: [String] {
        var lines = [words.claimTitle(asOf: claim.today)]
        if let end = claim.endDate, let due = claim.dueAfterLeaving {
            lines.append(
                words.dueAfterLeaving(
                    endDate: end, due: due, days: claim.law.paymentDaysAfterLeaving,
                    rate: Self.percent(claim.law.lateInterestRate), ahead: end > claim.today))
        }
        if claim.sums.isEmpty { lines.append(words.nothingOwed) }
        for sum in claim.sums {
            lines.append(line(sum))
            lines.append(words.dueAndLapses(due: sum.due, lapses: sum.lapses))
            for run in sum.interest {
                lines.append(
                    words.interest(
                        run, rate: Self.percent(run.rate), principal: money(run.principal), amount: money(run.amount)))
            }
        }
        if !claim.lapsed.isEmpty {
            lines.append(
                words.lapsed(
                    count: claim.lapsed.count, amount: money(claim.lapsed.reduce(Money.zero) { $0 + $1.amount }),
                    years: claim.law.prescriptionYears))
        }
        if claim.sums.contains(where: { !$0.isForecast }) {
            lines.append(words.total(owed: money(claim.owed), interest: money(claim.interestTotal), asOf: claim.today))
        }
        if let end = claim.endDate, claim.owedAtEnd > .zero {
            lines.append(words.owedAtEnd(money(claim.owedAtEnd), endDate: end))
        }
        if claim.sums.contains(where: { $0.interest.contains { $0.basis == .commercial } }) {
            lines.append(
                words.civilRateNote(
                    commercial: Self.percent(claim.law.commercialInterestRate),
                    civil: Self.percent(claim.law.civilInterestRate), before: claim.law.lateInterestWhileEmployedFrom))
        }
        return lines
    }

    private func line(_ sum: Claim.Sum) -> String {
        switch sum.kind {
        case .wages(let period, let received?, let parts):
            let owed = sum.amount + received
            let named = parts.map { language.words.part($0) }.joined(separator: ", ")
            return words.wagesShort(
                period: period.description, received: money(received), owed: money(owed), short: money(sum.amount),
                parts: parts.isEmpty ? nil : named)
        case .wages(let period, nil, _):
            return words.wagesNotReceived(period: period.description, amount: money(sum.amount))
        case .minimumWage(let period):
            return words.minimumWageShort(period: period.description, amount: money(sum.amount))
        case .severance:
            return words.severanceOwed(amount: money(sum.amount), forecast: sum.isForecast)
        case .unusedLeave:
            return words.unusedLeaveOwed(amount: money(sum.amount), forecast: sum.isForecast)
        }
    }

    public var text: String {
        ([TerminalText.line(claim.workplaceName)] + lines).joined(separator: "\n") + "\n"
    }

    /// One object: amounts in won, dates `YYYY-MM-DD`, rates as `"20%"`.
    public var json: String {
        let q = SummaryJSON.quoted
        func date(_ value: LocalDate?) -> String { value.map { "\"\($0)\"" } ?? "null" }
        func sumJSON(_ sum: Claim.Sum) -> String {
            let (kind, period, received, parts): (String, PayPeriod?, Money?, [PayDifferences.Part]) =
                switch sum.kind {
                case .wages(let period, let received, let parts): ("wages", period, received, parts)
                case .minimumWage(let period): ("minimumWage", period, nil, [])
                case .severance: ("severance", nil, nil, [])
                case .unusedLeave: ("unusedLeave", nil, nil, [])
                }
            let interest = sum.interest.map {
                "{ \"basis\": \"\($0.basis == .lateInterest ? "lateInterest" : "commercial")\", "
                    + "\"rate\": \"\(Self.percent($0.rate))\", \"from\": \"\($0.from)\", \"through\": \"\($0.through)\", "
                    + "\"days\": \($0.days), \"amount\": \($0.amount.won) }"
            }
            return "{ \"kind\": \"\(kind)\", \"period\": \(period.map { "\"\($0)\"" } ?? "null"), "
                + "\"received\": \(received.map { "\($0.won)" } ?? "null"), "
                + "\"missing\": [\(parts.map { q($0.rawValue) }.joined(separator: ", "))], "
                + "\"amount\": \(sum.amount.won), \"due\": \"\(sum.due)\", \"lapses\": \"\(sum.lapses)\", "
                + "\"forecast\": \(sum.isForecast), \"interest\": [\(interest.joined(separator: ", "))] }"
        }
        return """
            { "workplace": \(q(claim.workplaceName)), "today": "\(claim.today)", "start": \(date(claim.start)), \
            "endDate": \(date(claim.endDate)), "dueAfterLeaving": \(date(claim.dueAfterLeaving)),
              "sums": [\(claim.sums.map { "\n    " + sumJSON($0) }.joined(separator: ","))\(claim.sums.isEmpty ? "" : " ")],
              "lapsed": [\(claim.lapsed.map { "\n    " + sumJSON($0) }.joined(separator: ","))\(claim.lapsed.isEmpty ? "" : " ")],
              "owed": \(claim.owed.won), "owedAtEnd": \(claim.owedAtEnd.won), "interest": \(claim.interestTotal.won) }
            """
    }
}

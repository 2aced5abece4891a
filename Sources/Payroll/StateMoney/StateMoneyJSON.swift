/// The JSON of `payday refund --json` and `payday benefits --json`: keys in a fixed order, amounts
/// in whole won, rates as exact percentages (`"64.1%"`), reasons as a code with their figures.
public enum StateMoneyJSON {
    /// `{ "year", "refund", "localRefund", "yearEnd", "mayReturn" }`: the year's total at the top
    /// (positive: money back; null when the May return has none), each estimate with its steps.
    public static func refund(_ estimate: RefundEstimate) -> String {
        """
        { "year": \(estimate.year), "refund": \(number(estimate.refund)), "localRefund": \(number(estimate.localRefund)),
          "yearEnd": \(estimate.yearEnd.map(tax) ?? "null"),
          "mayReturn": \(estimate.mayReturn.map(tax) ?? "null") }

        """
    }

    static func tax(_ estimate: TaxEstimate) -> String {
        "{ \"refund\": \(number(estimate.refund)), \"localRefund\": \(number(estimate.localRefund)), "
            + "\"reason\": \(estimate.reason.map(reason) ?? "null"),\n    \"steps\": \(steps(estimate.steps)) }"
    }

    /// `{ "eitc": {...}, "unemployment": {...} }`; either null when it does not apply (no job
    /// with the four insurances, say).
    public static func benefits(eitc: EarnedIncomeTaxCreditEstimate?, unemployment: UnemploymentBenefitEstimate?)
        -> String
    {
        var out = "{ \"eitc\": "
        if let eitc {
            out += "{ \"year\": \(eitc.year), \"eligible\": \(flag(eitc.eligible)), \"amount\": \(eitc.amount), "
            out += "\"reason\": \(eitc.reasons.first.map(reason) ?? "null"),\n    \"steps\": \(steps(eitc.steps)) }"
        } else {
            out += "null"
        }
        out += ",\n  \"unemployment\": "
        if let unemployment {
            out += "{ \"eligible\": \(flag(unemployment.eligible)), \"dailyAmount\": \(unemployment.dailyAmount), "
            out += "\"days\": \(unemployment.days), "
            out += "\"reason\": \(unemployment.reasons.first.map(reason) ?? "null"),\n    \"steps\": "
            out += steps(unemployment.steps) + " }"
        } else {
            out += "null"
        }
        return out + " }\n"
    }

    static func steps(_ steps: [EstimateStep]) -> String {
        let lines = steps.map { step in
            let figures = step.inputs.map { "\(SummaryJSON.quoted($0.name.rawValue)): \(value($0.value))" }
            return "{ \"name\": \(SummaryJSON.quoted(step.name.rawValue)), \"figures\": { "
                + figures.joined(separator: ", ") + (figures.isEmpty ? "}" : " }")
                + ", \"amount\": \(value(step.amount)) }"
        }
        return lines.isEmpty ? "[]" : "[\n      " + lines.joined(separator: ",\n      ") + " ]"
    }

    static func value(_ value: EstimateStep.Value) -> String {
        switch value {
        case .won(let won), .count(let won), .days(let won), .persons(let won), .minutes(let won): "\(won)"
        case .rate(let ratio): SummaryJSON.quoted(percent(ratio))
        case .text(let text): SummaryJSON.quoted(text)
        case .flag(let flag): flag ? "true" : "false"
        }
    }

    /// An exact percentage: 641/1,000 is `"64.1%"`, 1/2 `"50%"`; a ratio with no finite decimal
    /// form is written to six decimals, rounded half up.
    public static func percent(_ ratio: Ratio) -> String {
        let exact = ratio.rounded(toDecimals: 8)
        var scaled = exact.numerator * 100
        var scale = exact.denominator
        while scale > 1 && scaled % 10 == 0 && scale % 10 == 0 {
            scaled /= 10
            scale /= 10
        }
        let whole = scaled / scale
        guard scale > 1 else { return "\(whole)%" }
        var fraction = String(scaled % scale)
        fraction = String(repeating: "0", count: String(scale).count - 1 - fraction.count) + fraction
        return "\(whole).\(fraction)%"
    }

    static func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
    static func flag(_ value: Bool?) -> String { value.map { $0 ? "true" : "false" } ?? "null" }

    static func reason(_ reason: TaxEstimate.Reason) -> String {
        switch reason {
        case .standardRateLastYear(let receipts, let threshold):
            code("standardRateLastYear", ["receipts": receipts, "threshold": threshold])
        case .standardRateThisYear(let receipts, let threshold):
            code("standardRateThisYear", ["receipts": receipts, "threshold": threshold])
        case .unknownBusinessCode(let business): code("unknownBusinessCode", text: ["businessCode": business])
        case .rateAboveNotKnown(let business, let above):
            code("rateAboveNotKnown", ["above": above], text: ["businessCode": business])
        }
    }

    static func reason(_ reason: EarnedIncomeTaxCreditEstimate.Reason) -> String {
        switch reason {
        case .unknownYear(let year, let known):
            code("unknownYear", ["year": year, "from": known?.lowerBound ?? 0, "through": known?.upperBound ?? 0])
        case .answerNeeded(let question): code("answerNeeded", text: ["question": question.rawValue])
        case .noEarnedIncome: code("noEarnedIncome")
        case .incomeAtOrAboveLimit(let income, let limit):
            code("incomeAtOrAboveLimit", ["income": income, "limit": limit])
        case .assetsAtOrAboveLimit(let assets, let limit):
            code("assetsAtOrAboveLimit", ["assets": assets, "limit": limit])
        case .belowLeastPaid(let amount, let least): code("belowLeastPaid", ["amount": amount, "least": least])
        case .householdTypeFromSpouseIncome(let household):
            code("householdTypeFromSpouseIncome", text: ["household": household.rawValue])
        }
    }

    static func reason(_ reason: UnemploymentBenefitEstimate.Reason) -> String {
        switch reason {
        case .answerNeeded(let question): code("answerNeeded", text: ["question": question.rawValue])
        case .tooFewInsuredDays(let days, let required):
            code("tooFewInsuredDays", ["days": days, "required": required])
        case .reasonDoesNotQualify(let leaving): code("reasonDoesNotQualify", text: ["leaving": leaving.rawValue])
        case .noCapForDay(let day): code("noCapForDay", text: ["day": day.description])
        }
    }

    /// `{ "code": ..., figures..., texts... }`, the figures' keys in sorted order.
    static func code(_ name: String, _ figures: [String: Int] = [:], text: [String: String] = [:]) -> String {
        var parts = ["\"code\": \(SummaryJSON.quoted(name))"]
        parts += figures.keys.sorted().map { "\(SummaryJSON.quoted($0)): \(figures[$0] ?? 0)" }
        parts += text.keys.sorted().map { "\(SummaryJSON.quoted($0)): \(SummaryJSON.quoted(text[$0] ?? ""))" }
        return "{ " + parts.joined(separator: ", ") + " }"
    }
}

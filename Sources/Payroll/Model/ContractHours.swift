/// Contracted hours a week (`contractWeeklyHours`): a number of hours with up to two decimals
/// (16.5), kept as hundredths of an hour in whole numbers. Only a whole number of minutes is a
/// value (a step of 0.05 hour, 3 minutes), so that every figure computed from it stays exact.
public struct ContractHours: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// Hundredths of an hour, a multiple of 5, 0 or more.
    public let hundredths: Int

    /// nil when `hundredths` is negative or not a whole number of minutes.
    public init?(hundredths: Int) {
        guard hundredths >= 0, hundredths % 5 == 0 else { return nil }
        self.hundredths = hundredths
    }

    public init(hours: Int) { hundredths = max(0, hours) * 100 }

    public init(integerLiteral value: Int) { self.init(hours: value) }

    /// "20", "16.5", "16.25" (a decimal point, at most two decimals, no sign, no exponent); nil
    /// for any other text or a value that is not a whole number of minutes.
    public init?(text: String) {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits: (Substring) -> Bool = { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        guard let whole = parts.first, digits(whole), whole.count <= 6, let hours = Int(whole) else { return nil }
        var fraction = 0
        if parts.count == 2 {
            let decimals = parts[1]
            guard digits(decimals), decimals.count <= 2, let value = Int(decimals) else { return nil }
            fraction = decimals.count == 1 ? value * 10 : value
        }
        self.init(hundredths: hours * 100 + fraction)
    }

    /// The contracted minutes a week (whole by construction).
    public var minutes: Int { hundredths * 60 / 100 }

    /// Whole hours, cut down (for a range's message).
    public var wholeHours: Int { hundredths / 100 }

    /// As written in the data file and shown: "20", "16.5", "16.25".
    public var description: String {
        let fraction = hundredths % 100
        guard fraction != 0 else { return String(hundredths / 100) }
        let decimals = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0\(fraction)" : String(fraction))
        return "\(hundredths / 100).\(decimals)"
    }

    /// Within `Limits.contractWeeklyHours` (0 to 168 hours).
    public var isWithinLimits: Bool {
        hundredths <= Limits.contractWeeklyHours.upperBound * 100
    }

    public static func < (lhs: ContractHours, rhs: ContractHours) -> Bool { lhs.hundredths < rhs.hundredths }
}

/// How the work rules treat a sick day (`sickLeave`): `excused` (unpaid, not an absence; the
/// default), `absence` (unpaid, breaks the week's full attendance), `paid` (paid at the planned
/// shift, counted as attended).
public enum SickLeave: String, Sendable, Equatable, CaseIterable {
    case excused, absence, paid
}

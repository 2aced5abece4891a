/// An amount of money in whole won. Pay is computed in integers only: `3_000_000 * 0.009` is
/// 26,999.99... in binary floating point, and a payslip must not be off by a won.
public struct Money: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var won: Int

    public init(won: Int) {
        self.won = won
    }

    public static let zero = Money(won: 0)

    /// `1,234,560`: the amount with thousands grouped by commas (a minus sign in front if negative).
    public var grouped: String {
        won < 0 ? "-" + groupedMagnitude : groupedMagnitude
    }

    /// The digits of `|won|`, grouped. `magnitude` and not `-won`: `Int.min` has no negation.
    private var groupedMagnitude: String {
        let digits = String(won.magnitude)
        var text = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(character)
        }
        return text
    }

    /// `₩1,234,560`, as a log or a test reads it (the worded forms are PayrollWords').
    public var description: String { (won < 0 ? "-₩" : "₩") + groupedMagnitude }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.won < rhs.won }
    public static func + (lhs: Money, rhs: Money) -> Money { Money(won: lhs.won + rhs.won) }
    public static func - (lhs: Money, rhs: Money) -> Money { Money(won: lhs.won - rhs.won) }
}

/// The language of labels and formatted figures.
public enum PayrollLanguage: String, Sendable, CaseIterable {
    case english = "en"
    case korean = "ko"
}

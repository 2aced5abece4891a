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
    /// Written as UTF-8 from the last digit back, a comma before each third: a year's statistics
    /// writes thousands of amounts, and building each a `Character` at a time cost more than
    /// the rest of its line.
    private var groupedMagnitude: String {
        var digitCount = 1
        var rest = won.magnitude / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        let length = digitCount + (digitCount - 1) / 3
        return String(unsafeUninitializedCapacity: length) { text in
            var magnitude = won.magnitude
            var position = length
            for written in 0..<digitCount {
                if written > 0 && written % 3 == 0 {
                    position -= 1
                    text[position] = UInt8(ascii: ",")
                }
                position -= 1
                text[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            return length
        }
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

/// An exact rate as a fraction of integers: 4.75 % is 475 / 10,000, and 0.9448 % ÷ 7.19 % is
/// 9,448 / 71,900. Rates are never `Double`s: a share cut to 10 won must not move because
/// 0.009 has no exact binary form.
///
/// Invariant: `numerator >= 0`, `denominator > 0`.
public struct Ratio: Sendable, Equatable, CustomStringConvertible {
    public let numerator: Int
    public let denominator: Int

    public init(_ numerator: Int, _ denominator: Int) {
        precondition(numerator >= 0 && denominator > 0, "a rate is a non-negative fraction")
        self.numerator = numerator
        self.denominator = denominator
    }

    /// `amount × self`, rounded down. `amount` is a non-negative sum of won; the products stay
    /// far below `Int.max` for any pay the data file's bounds allow.
    public func of(_ amount: Int) -> Int {
        amount * numerator / denominator
    }

    /// `self ÷ other`, exact (`other` not zero).
    public func dividedBy(_ other: Ratio) -> Ratio {
        Ratio(numerator * other.denominator, denominator * other.numerator)
    }

    /// `self × factor`.
    public func times(_ factor: Int) -> Ratio {
        Ratio(numerator * factor, denominator)
    }

    /// The nearest multiple of 10^-`decimals`, a half rounded up (0.131405... to 4 decimals is
    /// 0.1314).
    public func rounded(toDecimals decimals: Int) -> Ratio {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        return Ratio((2 * numerator * scale + denominator) / (2 * denominator), scale)
    }

    /// Parses an exact decimal, optionally a percentage: `"4.75%"` is 475/10,000, `"0.1314"` is
    /// 1,314/10,000, `"5.0%"` is 50/1,000. Nil for anything else (a sign, an exponent, more than 9
    /// decimals, no digits).
    public init?(decimal text: String) {
        var digits = Substring(text)
        var denominator = 1
        if digits.hasSuffix("%") {
            digits = digits.dropLast()
            denominator = 100
        }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 9, whole.allSatisfy(\.isASCIIDigit) else {
            return nil
        }
        var numerator = Int(whole) ?? 0
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.count <= 9, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
            for digit in fraction {
                numerator = numerator * 10 + (digit.wholeNumberValue ?? 0)
                denominator *= 10
            }
        }
        self.init(numerator, denominator)
    }

    /// `9448/71900`.
    public var description: String { "\(numerator)/\(denominator)" }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

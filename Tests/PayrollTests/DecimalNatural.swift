/// A natural number of any size in base-10,000 digits, for the property test's independent
/// computation of the deductions: written apart from `Ratio` and `Int` arithmetic, so a wrong
/// carry, overflow or fraction in the rules cannot hide behind the same mistake here.
struct DecimalNatural: Comparable, CustomStringConvertible {
    static let base = 10_000
    /// Little-endian limbs, each 0..<10,000; no leading zero limbs (zero is `[]`).
    private(set) var limbs: [Int]

    init(_ value: Int) {
        precondition(value >= 0)
        var limbs: [Int] = []
        var rest = value
        while rest > 0 {
            limbs.append(rest % Self.base)
            rest /= Self.base
        }
        self.limbs = limbs
    }

    /// The digits of a decimal such as `"3.595"` without its point, and how many decimals it had:
    /// `("3595", 3)`.
    static func decimal(_ text: String) -> (digits: DecimalNatural, decimals: Int) {
        let parts = text.split(separator: ".")
        let digits = parts.joined()
        var value = DecimalNatural(0)
        for character in digits {
            guard let digit = character.wholeNumberValue else { preconditionFailure("not a decimal: \(text)") }
            value = value * DecimalNatural(10) + DecimalNatural(digit)
        }
        return (value, parts.count == 2 ? parts[1].count : 0)
    }

    /// Cut down to a multiple of 10, 100 or 1,000: in base 10,000 only the lowest limb changes.
    func cutDown(toMultipleOf unit: Int) -> DecimalNatural {
        precondition([10, 100, 1000].contains(unit))
        guard let lowest = limbs.first else { return self }
        var result = self
        result.limbs[0] = lowest - lowest % unit
        result.trim()
        return result
    }

    static func power(ofTen exponent: Int) -> DecimalNatural {
        var value = DecimalNatural(1)
        for _ in 0..<exponent { value = value * DecimalNatural(10) }
        return value
    }

    private mutating func trim() {
        while limbs.last == 0 { limbs.removeLast() }
    }

    static func + (lhs: DecimalNatural, rhs: DecimalNatural) -> DecimalNatural {
        var result = DecimalNatural(0)
        var carry = 0
        for index in 0..<max(lhs.limbs.count, rhs.limbs.count) {
            let sum =
                (index < lhs.limbs.count ? lhs.limbs[index] : 0) + (index < rhs.limbs.count ? rhs.limbs[index] : 0)
                + carry
            result.limbs.append(sum % base)
            carry = sum / base
        }
        if carry > 0 { result.limbs.append(carry) }
        return result
    }

    static func * (lhs: DecimalNatural, rhs: DecimalNatural) -> DecimalNatural {
        guard !lhs.limbs.isEmpty, !rhs.limbs.isEmpty else { return DecimalNatural(0) }
        var product = [Int](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, a) in lhs.limbs.enumerated() {
            var carry = 0
            for (j, b) in rhs.limbs.enumerated() {
                let cell = product[i + j] + a * b + carry
                product[i + j] = cell % base
                carry = cell / base
            }
            var k = i + rhs.limbs.count
            while carry > 0 {
                let cell = product[k] + carry
                product[k] = cell % base
                carry = cell / base
                k += 1
            }
        }
        var result = DecimalNatural(0)
        result.limbs = product
        result.trim()
        return result
    }

    /// The quotient rounded down, by schoolbook long division one base-10,000 digit at a time.
    /// Each digit starts from an estimate that is never too large (the remainder's leading limbs
    /// over the divisor's two leading limbs plus one, off by at most about two) and is raised by
    /// subtraction.
    static func / (lhs: DecimalNatural, rhs: DecimalNatural) -> DecimalNatural {
        precondition(!rhs.limbs.isEmpty, "division by zero")
        if rhs.limbs.count <= 3 { return lhs.dividedBy(smallDivisor: rhs.value(droppingLimbs: 0)) }
        let dropped = max(0, rhs.limbs.count - 2)
        let divisorTop = rhs.value(droppingLimbs: dropped)
        var quotient = [Int](repeating: 0, count: lhs.limbs.count)
        var remainder = DecimalNatural(0)
        for index in stride(from: lhs.limbs.count - 1, through: 0, by: -1) {
            remainder.limbs.insert(lhs.limbs[index], at: 0)
            remainder.trim()
            // Invariant: remainder < rhs × base, so it has at most three limbs beyond `dropped`.
            var digit = remainder.value(droppingLimbs: dropped) / (divisorTop + (rhs.limbs.count > 1 ? 1 : 0))
            remainder = remainder - rhs * DecimalNatural(digit)
            while remainder >= rhs {
                remainder = remainder - rhs
                digit += 1
            }
            quotient[index] = digit
        }
        var result = DecimalNatural(0)
        result.limbs = quotient
        result.trim()
        return result
    }

    /// Short division by a divisor under 10^12: one pass from the top limb, the running
    /// remainder below the divisor, so `remainder × base + limb` stays under 10^16.
    private func dividedBy(smallDivisor divisor: Int) -> DecimalNatural {
        var result = DecimalNatural(0)
        result.limbs = [Int](repeating: 0, count: limbs.count)
        var remainder = 0
        for index in stride(from: limbs.count - 1, through: 0, by: -1) {
            let current = remainder * Self.base + limbs[index]
            result.limbs[index] = current / divisor
            remainder = current % divisor
        }
        result.trim()
        return result
    }

    /// `self / base^count`, as an `Int` (the caller keeps it to at most three limbs).
    private func value(droppingLimbs count: Int) -> Int {
        var value = 0
        for index in stride(from: limbs.count - 1, through: count, by: -1) { value = value * Self.base + limbs[index] }
        return value
    }

    static func - (lhs: DecimalNatural, rhs: DecimalNatural) -> DecimalNatural {
        precondition(lhs >= rhs, "a natural number cannot go below zero")
        var result = DecimalNatural(0)
        var borrow = 0
        for index in 0..<lhs.limbs.count {
            var cell = lhs.limbs[index] - borrow - (index < rhs.limbs.count ? rhs.limbs[index] : 0)
            borrow = 0
            if cell < 0 { cell += base; borrow = 1 }
            result.limbs.append(cell)
        }
        result.trim()
        return result
    }

    static func < (lhs: DecimalNatural, rhs: DecimalNatural) -> Bool {
        if lhs.limbs.count != rhs.limbs.count { return lhs.limbs.count < rhs.limbs.count }
        for index in stride(from: lhs.limbs.count - 1, through: 0, by: -1) where lhs.limbs[index] != rhs.limbs[index] {
            return lhs.limbs[index] < rhs.limbs[index]
        }
        return false
    }

    var description: String {
        guard let top = limbs.last else { return "0" }
        var text = String(top)
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            text += String(repeating: "0", count: 4 - digits.count) + digits
        }
        return text
    }
}

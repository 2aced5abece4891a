/// A piecewise-linear amount of the law: for an amount `x`, the band with the largest `over`
/// below `x` gives `base + rate × (x − over)`, rounded down to the won. The income tax's rates,
/// the employment income deduction and the employment income tax credit are all of this shape
/// (소득세법 arts. 47, 55 and 59 each write "X won plus Y% of the amount over Z").
public struct BandSchedule: Sendable, Equatable {
    public struct Band: Sendable, Equatable {
        /// The band applies to amounts above this (the first band: from zero).
        public var over: Int
        /// The value at `over`.
        public var base: Int
        /// What each won above `over` adds.
        public var rate: Ratio
    }

    /// In ascending `over`, the first at zero.
    public let bands: [Band]

    /// Nil unless the bands start at zero, rise strictly and each band's `base` is the value the
    /// band before reaches at its end (a typo in a published figure shows as a jump).
    public init?(bands: [Band]) {
        guard let first = bands.first, first.over == 0 else { return nil }
        for (previous, next) in zip(bands, bands.dropFirst()) {
            guard next.over > previous.over,
                previous.base + previous.rate.of(next.over - previous.over) == next.base
            else { return nil }
        }
        self.bands = bands
    }

    /// The value at `amount` (zero or more).
    public func value(at amount: Int) -> Int {
        let clamped = max(0, amount)
        let band = bands.last { $0.over < clamped } ?? bands[0]
        return band.base + band.rate.of(clamped - band.over)
    }

    /// The band that `amount` falls in.
    public func band(at amount: Int) -> Band {
        bands.last { $0.over < max(0, amount) } ?? bands[0]
    }
}

/// The income tax's rates written as the law's quick-deduction table: `rate × base − deduction`
/// in the band whose upper bound is the first at or above the base.
public struct TaxBracket: Sendable, Equatable {
    /// The band's upper bound (inclusive); nil for the last band.
    public var upTo: Int?
    public var rate: Ratio
    public var quickDeduction: Int

    public init(upTo: Int?, rate: Ratio, quickDeduction: Int) {
        self.upTo = upTo
        self.rate = rate
        self.quickDeduction = quickDeduction
    }

    /// The brackets as bands, checked: each bracket's quick deduction must give the value the
    /// bracket before reaches at its bound (nil if one does not, or the bounds do not rise).
    public static func schedule(_ brackets: [TaxBracket]) -> BandSchedule? {
        var bands: [BandSchedule.Band] = []
        var over = 0
        for (index, bracket) in brackets.enumerated() {
            guard index == brackets.count - 1 || bracket.upTo != nil else { return nil }
            // rate × over − quickDeduction, exactly: the value at the band's start.
            let product = bracket.rate.numerator * over
            guard product % bracket.rate.denominator == 0 else { return nil }
            bands.append(
                .init(over: over, base: product / bracket.rate.denominator - bracket.quickDeduction, rate: bracket.rate)
            )
            if let upTo = bracket.upTo {
                guard upTo > over else { return nil }
                over = upTo
            }
        }
        return BandSchedule(bands: bands)
    }
}

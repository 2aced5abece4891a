/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014): a tiny seeded generator, so every random case in the tests and every
/// benchmark workload is the same on every run and a failure can be replayed from its seed.
/// Not for anything that needs unpredictability.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive), by modulo: the small bias is
    /// of no matter for test cases and workloads.
    public mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's monotonic clock: never jumps when the wall clock is set, so an animation or a
/// frame interval measured on it is never negative or huge after an NTP correction.
public final class MonotonicClock: TimeSource {
    /// The system clock (every instance reads the same time).
    public init() {}

    public var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

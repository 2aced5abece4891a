#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the run loop gets the time, in seconds from an arbitrary origin. Injectable so that
/// tests and `render` step time by hand instead of waiting.
public protocol TimeSource: AnyObject {
    var now: Double { get }
}

/// The monotonic clock: never jumps when the wall clock is set.
public final class MonotonicTime: TimeSource {
    public init() {}

    public var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

/// A clock that moves only when told to.
public final class VirtualTime: TimeSource {
    public private(set) var now: Double

    public init(start: Double = 0) { now = start }

    /// Moves time forward; a negative or non-finite step is ignored (time never goes back).
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }
}

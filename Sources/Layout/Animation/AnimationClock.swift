/// Where animations read the time, in seconds. The window owns one; tests inject a
/// `VirtualClock` and step it, so no test depends on how fast the machine is.
public protocol AnimationClock: AnyObject {
    /// Seconds since an arbitrary fixed origin; never decreases.
    var now: Double { get }
}

/// A clock that moves only when told to: the test clock, and the clock of headless rendering.
public final class VirtualClock: AnimationClock {
    public private(set) var now: Double

    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves time forward. A negative or non-finite step is ignored, because time on an
    /// animation clock never runs backwards (the invariant of `AnimationClock.now`).
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }
}

/// The real clock: monotonic seconds since the clock was made (immune to wall-clock changes).
public final class MonotonicClock: AnimationClock {
    private let origin = ContinuousClock.now

    public init() {}

    public var now: Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}

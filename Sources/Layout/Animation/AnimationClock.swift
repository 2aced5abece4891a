/// The real clock for `Window(clock:)`: monotonic seconds since the clock was made, immune to
/// wall-clock changes. Tests use `ManualClock` instead and step it.
public final class MonotonicClock: LayoutClock {
    private let origin = ContinuousClock.now

    /// A clock whose time starts at 0 now.
    public init() {}

    /// Seconds since the clock was made, from the system's monotonic clock.
    public var now: Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}

/// The real clock for `Window(clock:)`: monotonic seconds since the clock was made, immune to
/// wall-clock changes. Tests use `ManualClock` instead and step it.
public final class MonotonicClock: LayoutClock {
    private let origin = ContinuousClock.now

    public init() {}

    public var now: Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}

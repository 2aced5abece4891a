/// A clock that moves only when told to: tests step it frame by frame, a headless render
/// advances it by the waits of its key script, a benchmark by one frame interval at a time.
public final class ManualClock: TimeSource {
    /// The time, in seconds.
    public private(set) var now: Double

    /// A clock standing at `now`.
    public init(now: Double = 0) { self.now = now }

    /// Moves the time on by `seconds`. A negative or non-finite step is ignored: time never goes
    /// back, and a NaN would poison every time computed from it.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }
}

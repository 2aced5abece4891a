/// One value moving from `start` to `end` between `beginTime` and `beginTime + duration` on some
/// clock, along a timing curve. A pure value: it knows nothing of views or of the clock itself.
public struct PropertyAnimation<Value: Interpolatable> {
    /// The value at `beginTime`, and before it.
    public let start: Value
    /// The value at `endTime`, and after it.
    public let end: Value
    /// The clock time the value starts to move.
    public let beginTime: Double
    /// Seconds from `beginTime` to `endTime`; 0 jumps to `end` at `beginTime`.
    public let duration: Double
    /// How progress follows time between the two ends.
    public let curve: TimingCurve

    /// An animation of `start` to `end` from `beginTime` for `duration` seconds along `curve`.
    /// It does not check its timing (`Animator.performTransaction` turns a bad duration or delay into 0).
    public init(from start: Value, to end: Value, beginTime: Double, duration: Double, curve: TimingCurve) {
        self.start = start
        self.end = end
        self.beginTime = beginTime
        self.duration = duration
        self.curve = curve
    }

    /// `beginTime + duration`: the time the value reaches `end`.
    public var endTime: Double { beginTime + duration }

    /// The curve's progress at `time`: 0 until the animation begins (a delay shows the start),
    /// 1 from its end on.
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return time >= beginTime ? 1 : 0 }
        return curve.progress(at: (time - beginTime) / duration)
    }

    /// The value shown at `time`: `start` before the animation begins, `end` from its end on.
    public func value(at time: Double) -> Value {
        Value.interpolate(from: start, to: end, progress: progress(at: time))
    }
}

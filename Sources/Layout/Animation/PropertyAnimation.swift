/// One value moving from `start` to `end` between `beginTime` and `beginTime + duration` on some
/// clock, along a timing curve. A pure value: it knows nothing of views or of the clock itself.
public struct PropertyAnimation<Value: Interpolatable> {
    public let start: Value
    public let end: Value
    public let beginTime: Double
    public let duration: Double
    public let curve: TimingCurve

    public init(from start: Value, to end: Value, beginTime: Double, duration: Double, curve: TimingCurve) {
        self.start = start
        self.end = end
        self.beginTime = beginTime
        self.duration = duration
        self.curve = curve
    }

    public var endTime: Double { beginTime + duration }

    /// The curve's progress at `time`: 0 until the animation begins (a delay shows the start),
    /// 1 from its end on.
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return time >= beginTime ? 1 : 0 }
        return curve.progress(at: (time - beginTime) / duration)
    }

    public func value(at time: Double) -> Value {
        Value.interpolate(from: start, to: end, progress: progress(at: time))
    }
}

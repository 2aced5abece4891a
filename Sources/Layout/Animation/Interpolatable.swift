/// A value an animation can show part of the way between two ends.
public protocol Interpolatable: Equatable {
    /// The value `progress` of the way from `start` to `end`: `start` at 0, `end` at 1.
    /// Progress may leave 0...1 for curves that overshoot; implementations extrapolate.
    static func interpolate(from start: Self, to end: Self, progress: Double) -> Self
}

extension Double: Interpolatable {
    /// Linear between the ends, and exactly `start` at 0 and `end` at 1 (no rounding drift).
    public static func interpolate(from start: Double, to end: Double, progress: Double) -> Double {
        // Exact at both ends (no rounding drift at progress 1), linear between.
        if progress == 0 { return start }
        if progress == 1 { return end }
        return start + (end - start) * progress
    }
}

extension Rect: Interpolatable {
    /// Each edge moves linearly, so a growing rect's top stays put while its bottom moves.
    public static func interpolate(from start: Rect, to end: Rect, progress: Double) -> Rect {
        if progress == 0 { return start }
        if progress == 1 { return end }
        return Rect(
            x: Double.interpolate(from: start.minX, to: end.minX, progress: progress),
            y: Double.interpolate(from: start.minY, to: end.minY, progress: progress),
            width: Double.interpolate(from: start.width, to: end.width, progress: progress),
            height: Double.interpolate(from: start.height, to: end.height, progress: progress))
    }
}

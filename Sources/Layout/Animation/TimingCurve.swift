/// A timing curve: maps the fraction of an animation's duration that has passed to the fraction of
/// the change that should be shown. Like Core Animation's `CAMediaTimingFunction`, it is a cubic
/// Bézier from (0, 0) to (1, 1) with two control points; x is time, y is progress.
///
/// Invariant: both control points' x lie in 0...1, so x(t) is monotonic on t in 0...1 and has
/// exactly one solution for every time fraction. The initializer enforces this.
public struct TimingCurve: Sendable, Hashable, CustomStringConvertible {
    /// The x (time) of the first control point, in 0...1.
    public let x1: Double
    /// The y (progress) of the first control point; outside 0...1 the curve overshoots.
    public let y1: Double
    /// The x (time) of the second control point, in 0...1.
    public let x2: Double
    /// The y (progress) of the second control point; outside 0...1 the curve overshoots.
    public let y2: Double

    /// The four curves of Core Animation, with its control points.
    public static let linear = TimingCurve(uncheckedX1: 0, y1: 0, x2: 1, y2: 1)
    /// Starts slowly and ends at full speed (`CAMediaTimingFunctionName.easeIn`).
    public static let easeIn = TimingCurve(uncheckedX1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Starts at full speed and slows into the end (`CAMediaTimingFunctionName.easeOut`).
    public static let easeOut = TimingCurve(uncheckedX1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Slow at both ends (`CAMediaTimingFunctionName.easeInEaseOut`).
    public static let easeInOut = TimingCurve(uncheckedX1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// A custom curve. Throws when a control point's x is outside 0...1 or any value is not
    /// finite, because the time axis would then fold back on itself.
    public init(controlPoint1 x1: Double, _ y1: Double, controlPoint2 x2: Double, _ y2: Double)
        throws(AnimationError)
    {
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            throw .invalidTimingCurve("control point \(name) is \(value); it must be finite")
        }
        for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
            throw .invalidTimingCurve("control point \(name) is \(value); x must lie in 0...1")
        }
        self.init(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)
    }

    private init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The four control-point coordinates, as `TimingCurve(x1, y1, x2, y2)`.
    public var description: String { "TimingCurve(\(x1), \(y1), \(x2), \(y2))" }

    /// The progress shown when `fraction` of the duration has passed. Fractions outside 0...1
    /// are clamped: before the start the animation shows its start, after the end its end.
    public func progress(at fraction: Double) -> Double {
        let x = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if x == 0 || x == 1 { return x }
        if x1 == y1 && x2 == y2 { return x }  // control points on the diagonal: the identity
        return Self.bezier(solveParameter(forX: x), y1, y2)
    }

    /// B(t) for one coordinate with end points 0 and 1: 3(1-t)²t·p1 + 3(1-t)t²·p2 + t³.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The Bézier parameter t with x(t) == x. Newton's method converges in a few steps where the
    /// slope is healthy; bisection finishes the job where it is flat (x1 or x2 at 0 or 1). Both
    /// are safe because x(t) is monotonic on 0...1 (the type's invariant).
    private func solveParameter(forX x: Double) -> Double {
        let tolerance = 1e-9
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < tolerance { return t }
            let slope = Self.bezierSlope(t, x1, x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
            if t < 0 || t > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        while high - low > tolerance {
            let value = Self.bezier(t, x1, x2)
            if abs(value - x) < tolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}

/// The named curves of `View.animate(withDuration:delay:curve:...)`, as UIKit's
/// `UIView.AnimationCurve`, plus any custom Bézier.
public enum AnimationCurve: Sendable, Hashable {
    /// `TimingCurve.linear`.
    case linear
    /// `TimingCurve.easeIn`.
    case easeIn
    /// `TimingCurve.easeOut`.
    case easeOut
    /// `TimingCurve.easeInOut`.
    case easeInOut
    /// Any Bézier curve made with `TimingCurve(controlPoint1:_:controlPoint2:_:)`.
    case custom(TimingCurve)

    /// The Bézier curve the named curve stands for.
    public var timingCurve: TimingCurve {
        switch self {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInOut
        case .custom(let curve): curve
        }
    }
}

/// Errors of the animation layer, each with a message a person can act on.
public enum AnimationError: Error, Equatable, CustomStringConvertible {
    /// A control point outside 0...1 in x, or not finite; the message names it.
    case invalidTimingCurve(String)

    /// The message, prefixed with what was invalid.
    public var description: String {
        switch self {
        case .invalidTimingCurve(let message): "invalid timing curve: \(message)"
        }
    }
}

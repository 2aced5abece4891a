import Testing

@testable import Layout

/// Reference progress values at 1/4, 1/2 and 3/4 of the duration, computed independently by
/// bisecting Core Animation's Bézier control points (0.42,0,1,1), (0,0,0.58,1), (0.42,0,0.58,1)
/// to 200 iterations.
private let referenceProgress: [(AnimationCurve, [Double])] = [
    (.linear, [0.25, 0.5, 0.75]),
    (.easeIn, [0.093465, 0.315357, 0.621862]),
    (.easeOut, [0.378138, 0.684643, 0.906535]),
    (.easeInOut, [0.129162, 0.5, 0.870838]),
]

@Suite("Timing curves")
struct TimingCurveTests {
    @Test("Each curve at 0, 1/4, 1/2, 3/4 and 1 of the duration", arguments: referenceProgress.indices)
    func curveValues(index: Int) {
        let (curve, expected) = referenceProgress[index]
        let timing = curve.timingCurve
        #expect(timing.progress(at: 0) == 0)
        #expect(timing.progress(at: 1) == 1)
        for (fraction, value) in zip([0.25, 0.5, 0.75], expected) {
            #expect(abs(timing.progress(at: fraction) - value) < 1e-5, "\(curve) at \(fraction)")
        }
    }

    @Test("Progress is monotonic and clamped outside the duration")
    func monotonicAndClamped() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
            var previous = 0.0
            for step in 1...1000 {
                let value = curve.progress(at: Double(step) / 1000)
                #expect(value >= previous - 1e-12)
                previous = value
            }
            #expect(curve.progress(at: -3) == 0)
            #expect(curve.progress(at: 7) == 1)
            #expect(curve.progress(at: .nan) == 0)
        }
    }

    @Test("Ease-in and ease-out are mirror images")
    func symmetry() {
        for step in 0...20 {
            let x = Double(step) / 20
            let mirrored = 1 - TimingCurve.easeOut.progress(at: 1 - x)
            #expect(abs(TimingCurve.easeIn.progress(at: x) - mirrored) < 1e-7)
        }
    }

    @Test("A control point whose x leaves 0...1 is rejected with a message naming it")
    func invalidControlPoints() {
        #expect(throws: AnimationError.invalidTimingCurve("control point x2 is 1.5; x must lie in 0...1")) {
            try TimingCurve(controlPoint1: 0.2, 0, controlPoint2: 1.5, 1)
        }
        #expect(throws: AnimationError.self) { try TimingCurve(controlPoint1: .nan, 0, controlPoint2: 1, 1) }
        let custom = try? TimingCurve(controlPoint1: 0.25, 0.1, controlPoint2: 0.25, 1)
        #expect(custom != nil)
        #expect(abs((custom?.progress(at: 0.5) ?? 0) - 0.8024033877399112) < 1e-4)
    }
}

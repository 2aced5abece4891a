import Testing

@testable import Layout

/// An object to hang animation keys on, as a view would be.
private final class Target {}

/// Records completion calls in order.
private final class CompletionLog {
    var calls: [(String, Bool)] = []
    func record(_ name: String) -> (Bool) -> Void { { self.calls.append((name, $0)) } }
    var names: [String] { calls.map(\.0) }
    var flags: [Bool] { calls.map(\.1) }
}

@Suite("Animator on a manual clock")
struct AnimatorTests {
    @Test(
        "Values at 0, 1/4, 1/2, 3/4 and all of the duration, for each curve",
        arguments: [AnimationCurve.linear, .easeIn, .easeOut, .easeInOut])
    func steppedFrames(curve: AnimationCurve) {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let key = AnimationKey(Target(), "y")
        animator.performTransaction(duration: 0.4, curve: curve) {
            animator.animate(key, from: 10.0, to: 50.0)
        }
        var seen: [Double] = []
        for quarter in 0...3 {
            seen.append(animator.presentationValue(for: key, as: Double.self) ?? .nan)
            if quarter < 3 { clock.advance(by: 0.1) }
        }
        for (index, value) in seen.enumerated() {
            let expected = 10 + 40 * curve.timingCurve.progress(at: Double(index) / 4)
            #expect(abs(value - expected) < 1e-9, "\(curve) at \(index)/4")
        }
        #expect(animator.isAnimating)
        clock.advance(by: 0.1)
        #expect(animator.step().count == 1)
        #expect(!animator.isAnimating)
        #expect(animator.presentationValue(for: key, as: Double.self) == nil)
    }

    @Test("An interrupted animation continues from where it is; its completion gets false")
    func interruption() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let log = CompletionLog()
        let key = AnimationKey(Target(), "y")
        animator.performTransaction(
            duration: 1, curve: .linear,
            changes: {
                animator.animate(key, from: 0.0, to: 100.0)
            }, completion: log.record("first"))
        clock.advance(by: 0.5)
        animator.step()
        #expect(animator.presentationValue(for: key, as: Double.self) == 50)
        animator.performTransaction(
            duration: 1, curve: .linear,
            changes: {
                // The model value the caller believes it leaves is 100; the animation must ignore
                // it and start from the 50 on screen.
                animator.animate(key, from: 100.0, to: 0.0)
            }, completion: log.record("second"))
        #expect(log.names == ["first"])
        #expect(log.flags == [false])
        #expect(animator.presentationValue(for: key, as: Double.self) == 50)
        clock.advance(by: 0.5)
        #expect(animator.presentationValue(for: key, as: Double.self) == 25)
        clock.advance(by: 0.5)
        animator.step()
        #expect(log.names == ["first", "second"])
        #expect(log.flags == [false, true])
    }

    @Test("Duration 0 applies at once, cancels a running animation and completes with true")
    func zeroDuration() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let log = CompletionLog()
        let key = AnimationKey(Target(), "y")
        animator.performTransaction(
            duration: 1, changes: { animator.animate(key, from: 0.0, to: 10.0) },
            completion: log.record("moving"))
        clock.advance(by: 0.3)
        animator.performTransaction(
            duration: 0, changes: { animator.animate(key, from: 10.0, to: 20.0) },
            completion: log.record("instant"))
        #expect(!animator.isAnimating)
        #expect(log.names == ["moving", "instant"])
        #expect(log.flags == [false, true])
    }

    @Test("Reduced motion applies every change at once with completion true")
    func reducedMotion() {
        let animator = Animator(clock: ManualClock())
        animator.animationsEnabled = false
        let log = CompletionLog()
        animator.performTransaction(
            duration: 0.3, delay: 0.2,
            changes: {
                animator.animate(AnimationKey(Target(), "y"), from: 0.0, to: 10.0)
            }, completion: log.record("reduced"))
        #expect(!animator.isAnimating)
        #expect(log.flags == [true])
    }

    @Test("A delay shows the start value until it has passed")
    func delay() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let key = AnimationKey(Target(), "y")
        animator.performTransaction(duration: 1, delay: 0.5, curve: .linear) {
            animator.animate(key, from: 0.0, to: 8.0)
        }
        clock.advance(by: 0.5)
        #expect(animator.presentationValue(for: key, as: Double.self) == 0)
        clock.advance(by: 0.25)
        #expect(animator.presentationValue(for: key, as: Double.self) == 2)
        clock.advance(by: 0.75)
        animator.step()
        #expect(!animator.isAnimating)
    }

    @Test("One completion per transaction, after its last animation; no change completes at once")
    func transactionCompletion() {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        let log = CompletionLog()
        // The targets stay alive for the whole test: a key holds only its object's identity,
        // which a freed object's successor may reuse.
        let targets = (Target(), Target())
        let a = AnimationKey(targets.0, "y")
        let b = AnimationKey(targets.1, "y")
        animator.performTransaction(
            duration: 1,
            changes: {
                animator.animate(a, from: 0.0, to: 1.0)
                animator.animate(b, from: 0.0, to: 2.0)
                animator.animate(b, from: 2.0, to: 3.0)  // retargeted inside the block: not an interruption
            }, completion: log.record("both"))
        #expect(animator.isAnimating(a) && animator.isAnimating(b))
        animator.performTransaction(
            duration: 1, changes: { animator.animate(a, from: 1.0, to: 1.0) },
            completion: log.record("second"))
        // `a` was still at 0 on screen, so the second transaction animates it from there; the
        // first transaction still waits for `b`, so no completion has run yet.
        #expect(log.names.isEmpty)
        #expect(animator.presentationValue(for: a, as: Double.self) == 0)
        clock.advance(by: 2)
        // Until the step ends them, finished animations show their end values.
        #expect(animator.presentationValue(for: b, as: Double.self) == 3, "one animation of b, retargeted to 3")
        animator.step()
        // Completions run in the order the transactions were made, whatever the dictionary order.
        #expect(log.names == ["both", "second"])
        #expect(log.flags == [false, true])
        withExtendedLifetime(targets) {}
    }

    @Test("Cancelling a view's animations reports them unfinished")
    func cancel() {
        let animator = Animator(clock: ManualClock())
        let target = View()
        let log = CompletionLog()
        animator.performTransaction(
            duration: 1,
            changes: {
                animator.animate(AnimationKey(target, "y"), from: 0.0, to: 1.0)
            }, completion: log.record("cancelled"))
        animator.cancelAnimations(of: target)
        #expect(!animator.isAnimating)
        #expect(log.flags == [false])
    }

    @Test("Bad timing applies at once, not trapped on")
    func badTiming() {
        let animator = Animator(clock: ManualClock())
        var finished: Bool?
        animator.performTransaction(
            duration: .nan,
            changes: {
                animator.animate(AnimationKey(Target(), "y"), from: 0.0, to: 1.0)
            }, completion: { finished = $0 })
        #expect(finished == true)
        #expect(!animator.isAnimating)
    }
}

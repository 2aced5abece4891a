/// The animations started by one `Animator.performTransaction` call (one `animate(withDuration:...)`),
/// sharing its timing and its completion. The completion runs once, when the last of its animations ends or is interrupted,
/// with `finished == false` if any of them was interrupted before reaching its end.
final class AnimationTransaction {
    /// Order of creation within its animator.
    let sequence: Int
    /// Seconds each animation of the transaction runs, after the delay.
    let duration: Double
    /// Seconds each animation waits, showing its start value, before it moves.
    let delay: Double
    /// The timing curve every animation of the transaction follows.
    let curve: TimingCurve
    private var completion: ((Bool) -> Void)?

    /// Animations of this transaction still running. Invariant: never negative; the completion
    /// has run exactly when `isComplete`.
    private(set) var runningCount = 0
    private(set) var allFinished = true
    private(set) var isCommitted = false
    /// True once the completion has run: every animation ended or was interrupted.
    private(set) var isComplete = false

    init(sequence: Int, duration: Double, delay: Double, curve: TimingCurve, completion: ((Bool) -> Void)?) {
        self.sequence = sequence
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.completion = completion
    }

    /// True when changes made in this transaction apply at once instead of animating.
    var isImmediate: Bool { duration <= 0 && delay <= 0 }

    func animationStarted() { runningCount += 1 }

    /// Records the end of one animation; returns the completion to call if this was the last one
    /// of a committed transaction (returned, not called, so the animator can call it after its
    /// own state is consistent: completions may start new animations).
    func animationEnded(finished: Bool) -> (() -> Void)? {
        runningCount -= 1
        if !finished { allFinished = false }
        return completeIfDone()
    }

    /// Marks the end of the `animations` block: no more animations join after this.
    func commit() -> (() -> Void)? {
        isCommitted = true
        return completeIfDone()
    }

    private func completeIfDone() -> (() -> Void)? {
        guard isCommitted, runningCount == 0, !isComplete else { return nil }
        isComplete = true
        let completion = self.completion
        self.completion = nil
        let finished = allFinished
        return completion.map { call in { call(finished) } }
    }
}

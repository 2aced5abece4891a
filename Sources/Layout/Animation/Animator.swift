/// Runs the animations of one window on its clock: keeps, per animated property, the animation
/// from the presentation value to the model value, answers "what is on screen now", and ends
/// animations (calling their transactions' completions) as the clock passes their end.
///
/// A window owns one animator. The run loop asks `isAnimating` to decide whether to request
/// another frame, so an idle screen costs nothing.
public final class Animator {
    /// The clock whose time the animations begin and end on.
    public let clock: any LayoutClock
    /// False means reduced motion: every change applies at once and completions get `true`.
    public var animationsEnabled = true

    private struct Track {
        var animation: Any  // a PropertyAnimation<V> for the V the key was first animated with
        var presentation: (Double) -> Any  // the value at a time, type-erased the same way
        let endTime: Double
        let transaction: AnimationTransaction
    }

    private var tracks: [AnimationKey: Track] = [:]
    /// Open `animate` blocks, innermost last. Changes made inside join the innermost one.
    private var openTransactions: [AnimationTransaction] = []
    /// Numbers transactions in the order they were made, to order their completions.
    private var transactionCount = 0

    /// An animator with no running animations, on `clock`.
    public init(clock: any LayoutClock) {
        self.clock = clock
    }

    /// True while any property animates; the run loop asks for frames only then.
    public var isAnimating: Bool { !tracks.isEmpty }
    /// The number of properties animating now.
    public var runningAnimationCount: Int { tracks.count }

    /// The transaction changes currently join, if an `animate` block is open.
    public var currentTransaction: AnimationTransaction? { openTransactions.last }

    /// Runs `changes` as one transaction: every `animate(_:from:to:)` call made inside joins it.
    /// A negative or non-finite duration or delay is treated as 0 (applies at once), as UIKit
    /// does, rather than trapping.
    public func perform(
        duration: Double,
        delay: Double = 0,
        curve: AnimationCurve = .easeInOut,
        changes: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let enabled = animationsEnabled
        transactionCount += 1
        let transaction = AnimationTransaction(
            sequence: transactionCount,
            duration: enabled ? Self.sanitized(duration) : 0,
            delay: enabled ? Self.sanitized(delay) : 0,
            curve: curve.timingCurve,
            completion: completion)
        openTransactions.append(transaction)
        changes()
        openTransactions.removeLast()
        transaction.commit()?()
    }

    private static func sanitized(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0 ? seconds : 0
    }

    /// Records that the model value of `key` changed from `oldValue` to `newValue`. Inside an
    /// animated transaction it animates from what is on screen now (the running animation's
    /// presentation value, so an interrupted animation continues without a jump, or `oldValue`
    /// if none runs) to `newValue`; the interrupted animation's transaction learns it did not
    /// finish. Outside a transaction, or in an immediate one, a running animation of the key is
    /// cancelled and the new value shows at once.
    public func animate<Value: Interpolatable>(_ key: AnimationKey, from oldValue: Value, to newValue: Value) {
        let now = clock.now
        var start = oldValue
        var pending: [() -> Void] = []
        let transaction = currentTransaction
        if let running = tracks[key] {
            if let presented = running.presentation(now) as? Value { start = presented }
            if running.transaction === transaction {
                // The same block changed the value again: one animation, retargeted.
                if let completion = running.transaction.animationEnded(finished: true) { pending.append(completion) }
            } else if let completion = running.transaction.animationEnded(finished: false) {
                pending.append(completion)
            }
            tracks[key] = nil
        }
        if let transaction, !transaction.isImmediate, start != newValue {
            let animation = PropertyAnimation(
                from: start, to: newValue, beginTime: now + transaction.delay,
                duration: transaction.duration, curve: transaction.curve)
            transaction.animationStarted()
            tracks[key] = Track(
                animation: animation, presentation: { animation.value(at: $0) },
                endTime: animation.endTime, transaction: transaction)
        }
        pending.forEach { $0() }
    }

    /// What is on screen for `key` now, or nil when it is not animating (the model value shows).
    public func presentationValue<Value: Interpolatable>(for key: AnimationKey, as type: Value.Type = Value.self) -> Value? {
        tracks[key]?.presentation(clock.now) as? Value
    }

    /// The running animation of `key`, if its value type is `Value`.
    public func animation<Value: Interpolatable>(for key: AnimationKey, as type: Value.Type = Value.self) -> PropertyAnimation<Value>? {
        tracks[key]?.animation as? PropertyAnimation<Value>
    }

    /// True while `key` has a running animation.
    public func isAnimating(_ key: AnimationKey) -> Bool { tracks[key] != nil }

    /// Ends every animation whose end time the clock has reached and calls the completions that
    /// became due, in the order their transactions were made. Returns the keys that ended, so
    /// the owner can redraw them at their model values. Call once per frame.
    @discardableResult
    public func step() -> [AnimationKey] {
        let now = clock.now
        let ended = tracks.filter { $0.value.endTime <= now }
        guard !ended.isEmpty else { return [] }
        var pending: [(order: Int, run: () -> Void)] = []
        for (key, track) in ended {
            tracks[key] = nil
            if let completion = track.transaction.animationEnded(finished: true) {
                pending.append((track.transaction.sequence, completion))
            }
        }
        // Dictionary order is random per process; completions run in a fixed order instead.
        pending.sort { $0.order < $1.order }
        pending.forEach { $0.run() }
        return Array(ended.keys)
    }

    /// Stops the animation of one property, if it runs; its transaction learns it did not finish.
    public func cancel(_ key: AnimationKey) {
        guard let track = tracks.removeValue(forKey: key) else { return }
        track.transaction.animationEnded(finished: false)?()
    }

    /// Stops the animations of `object` (for example a cell going back to the reuse pool); their
    /// transactions learn they did not finish.
    public func cancelAnimations(of object: AnyObject) {
        let id = ObjectIdentifier(object)
        let keys = tracks.keys.filter { $0.object == id }
        var pending: [() -> Void] = []
        for key in keys {
            if let track = tracks.removeValue(forKey: key),
               let completion = track.transaction.animationEnded(finished: false) {
                pending.append(completion)
            }
        }
        pending.forEach { $0() }
    }
}

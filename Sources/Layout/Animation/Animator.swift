/// Runs the animations of one window on its clock. Each animated property of an object (a view's
/// frame, a table's content offset, a row's visibility) has at most one running animation, keyed
/// by an `AnimationKey`, from the value on screen when it began to the new model value. The
/// animator answers what is on screen now (`presentationValue(for:)`) and, stepped once a frame,
/// ends the animations whose time has come and calls their transactions' completions.
///
/// Views animate through it as in UIKit: `View.animate(withDuration:...)` runs its block, lets
/// layout compute the new model frames, and each view whose frame changed moves from its
/// presentation frame (where it is on screen) to the new frame. `View.setFrame` reports every
/// view's first frame change inside the block, with the frame it had before
/// (`FrameChangeRecording`), so the cost follows the views that moved, not the views in the window.
///
/// Every `Window` has one (`Window.animator`, on the window's clock): `Window.draw(into:)` and
/// `Window.layoutIfNeeded()` call `step()` before laying out, and `Window.needsFrame` stays true
/// while `isAnimating`, so the run loop asks for frames (at up to 60 a second) exactly while
/// something moves, and an idle screen costs nothing. Table and scroll views in the window use it
/// unless given another.
public final class Animator {
    /// The animator `View.animate(withDuration:...)` uses inside `perform(_:)`: scoped to the
    /// task and the call, so there is no global state. Nil outside `perform`, and on any thread
    /// other than the one that called `perform` (see `AmbientAnimator`).
    public static var current: Animator? { AmbientAnimator.binding?.animator }

    /// The clock whose time the animations begin and end on.
    public let clock: any TimeSource
    /// False means reduced motion: every change applies at once and completions get `true`.
    public var animationsEnabled = true
    /// The window whose views this animator moves; held weakly, nil for an animator of no window.
    public internal(set) weak var window: Window?

    private struct Track {
        /// The value at a time: a `PropertyAnimation<V>.value(at:)` for the `V` the key was first
        /// animated with, type-erased.
        let presentation: (Double) -> Any
        let endTime: Double
        let transaction: AnimationTransaction
    }

    private var tracks: [AnimationKey: Track] = [:]
    /// Open transactions, innermost last. Changes made inside join the innermost one.
    private var openTransactions: [AnimationTransaction] = []
    /// Numbers transactions in the order they were made, to order their completions.
    private var transactionCount = 0
    /// The views with a running frame animation, by identity. Weak: a view that goes away simply
    /// stops being drawn. Kept by `Animator+Frames.swift`.
    var animatedViews: [ObjectIdentifier: WeakView] = [:]
    private var observers: [WeakObserver] = []

    struct WeakView {
        weak var view: View?
    }

    private struct WeakObserver {
        weak var observer: (any AnimatorObserver)?
    }

    /// An animator with no running animations, on `clock` (a window makes its own on its clock;
    /// make one to give a table view animations of its own).
    public init(clock: any TimeSource) {
        self.clock = clock
    }

    /// True while any property animates; the run loop asks for frames only then.
    public var isAnimating: Bool { !tracks.isEmpty }

    /// True while `key` has a running animation.
    public func isAnimating(_ key: AnimationKey) -> Bool { tracks[key] != nil }

    /// `observer` hears about every `step()` (a table applies its animated scrolling). Held weakly.
    public func addObserver(_ observer: any AnimatorObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    /// Runs `body` with this animator as `Animator.current`, so that `View.animate` inside it (in
    /// a delegate callback, a key handler) animates in this window.
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        try AmbientAnimator.$binding.withValue(AmbientAnimator(self)) { try body() }
    }

    /// Runs `changes` as one transaction: every `animate(_:from:to:)` call made inside joins it,
    /// and `completion` runs once all of them have ended (`false` if any was interrupted). A
    /// negative or non-finite duration or delay is treated as 0 (applies at once), as UIKit does,
    /// rather than trapping.
    public func performTransaction(
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
        let transaction = openTransactions.last
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
                presentation: { animation.value(at: $0) }, endTime: animation.endTime, transaction: transaction)
        }
        pending.forEach { $0() }
    }

    /// What is on screen for `key` now, or nil when it is not animating (the model value shows).
    public func presentationValue<Value: Interpolatable>(for key: AnimationKey, as type: Value.Type = Value.self)
        -> Value?
    {
        tracks[key]?.presentation(clock.now) as? Value
    }

    /// Stops the animation of one property, if it runs; its transaction learns it did not finish.
    public func cancel(_ key: AnimationKey) {
        guard let track = tracks.removeValue(forKey: key) else { return }
        track.transaction.animationEnded(finished: false)?()
    }

    /// Stops every animation of `object`; their transactions learn they did not finish.
    func cancelTracks(of object: AnyObject) {
        let id = ObjectIdentifier(object)
        let keys = tracks.keys.filter { $0.object == id }
        var pending: [() -> Void] = []
        for key in keys {
            if let track = tracks.removeValue(forKey: key),
                let completion = track.transaction.animationEnded(finished: false)
            {
                pending.append(completion)
            }
        }
        pending.forEach { $0() }
    }

    /// Advances to the clock's time: ends every animation whose end time has come, calls the
    /// completions that became due (in the order their transactions were made), sets every
    /// animated view's presentation frame (a view whose animation ended shows its model frame),
    /// tells the observers, and asks the window for another frame while something still moves.
    /// Call once per frame, before laying out and drawing. Returns the keys that ended.
    @discardableResult
    public func step() -> [AnimationKey] {
        let ended = endFinishedTracks()
        applyPresentationFrames()
        for entry in observers { entry.observer?.animatorDidStep(self) }
        requestFrameIfAnimating()
        return ended
    }

    private func endFinishedTracks() -> [AnimationKey] {
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

    /// Asks the window for the next frame while an animation runs.
    func requestFrameIfAnimating() {
        guard isAnimating else { return }
        window?.scheduleFrame()
    }
}

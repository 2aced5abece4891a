/// View frame animation: the animator's side of `View.animate(withDuration:...)`. A view's frame
/// animates under the key `AnimationKey(view, "frame")`; the animator keeps the views that move
/// (`animatedViews`) and sets their presentation frames each step.
extension Animator {
    /// `View.animate` on this animator. `scope` limits the views compared before and after
    /// (default: the window's whole tree).
    public func animate(
        withDuration duration: Double,
        delay: Double = 0,
        curve: AnimationCurve = .easeInOut,
        in scope: View? = nil,
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: delay, curve: curve, in: scope, excluding: { _ in false },
            animations: animations, completion: completion)
    }

    /// `animate`, leaving out of the comparison the views for which `isExcluded` answers true
    /// after the block (a table animates the cells it brought on screen itself).
    func animate(
        withDuration duration: Double,
        delay: Double,
        curve: AnimationCurve,
        in scope: View?,
        excluding isExcluded: (View) -> Bool,
        animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let root = scope ?? window?.rootViewController?.view
        performTransaction(
            duration: duration, delay: delay, curve: curve,
            changes: {
                let recording = FrameChangeRecording.record { perform(animations) }
                for change in recording.changes(toAnimateIn: root) where !isExcluded(change.view) {
                    animateFrame(of: change.view, from: change.presentation)
                }
            }, completion: completion)
        applyPresentationFrames()
        requestFrameIfAnimating()
    }

    /// Animates, in this animator's window, the changes a block already made (`View.animate`
    /// with no animator bound, which learns the windows from the views that moved).
    fileprivate func animate(
        recorded recording: FrameChangeRecording, duration: Double, delay: Double,
        curve: AnimationCurve, completion: @escaping (Bool) -> Void
    ) {
        performTransaction(
            duration: duration, delay: delay, curve: curve,
            changes: {
                for change in recording.changes(toAnimateIn: window?.rootViewController?.view) {
                    animateFrame(of: change.view, from: change.presentation)
                }
            }, completion: completion)
        applyPresentationFrames()
        requestFrameIfAnimating()
    }

    /// Inside an `animate` block: moves `view` from `start` to its model frame as part of the
    /// open transaction (a table uses this for a row that comes into view during an update, at
    /// the place it had before). Outside a block, or with animations off, shows the model frame.
    public func animateFrame(of view: View, from start: Rect) {
        let key = AnimationKey(view, "frame")
        animate(key, from: start, to: view.frame)
        if isAnimating(key) { animatedViews[ObjectIdentifier(view)] = WeakView(view: view) }
        view.presentationFrame = presentationValue(for: key, as: Rect.self) ?? view.frame
    }

    /// Stops the animations of `view` and of its subviews whose frames move (a cell going back to
    /// the reuse pool): they show their model frames, and the transactions learn they did not
    /// finish.
    public func cancelAnimations(of view: View) {
        let moving = animatedViews.values.compactMap(\.view).filter { $0.isDescendant(of: view) }
        for animated in moving {
            cancelTracks(of: animated)
            animatedViews[ObjectIdentifier(animated)] = nil
            animated.presentationFrame = animated.frame
        }
        cancelTracks(of: view)
        view.presentationFrame = view.frame
    }

    /// Sets every animated view's presentation frame at the clock's time; a view whose animation
    /// is over shows its model frame and leaves `animatedViews`.
    func applyPresentationFrames() {
        for (id, entry) in animatedViews {
            guard let view = entry.view else {
                animatedViews[id] = nil
                continue
            }
            if let presented = presentationValue(for: AnimationKey(view, "frame"), as: Rect.self) {
                view.presentationFrame = presented
            } else {
                view.presentationFrame = view.frame
                animatedViews[id] = nil
            }
            view.superview?.setNeedsDisplay()
        }
    }
}

extension View {
    /// UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`: applies the
    /// changes of `animations` (call `layoutIfNeeded()` in it to compute the new frames) and
    /// animates every view whose frame changed from where it is on screen to its new frame.
    ///
    /// Runs on `Animator.current` when one is bound (inside a table view's delegate callbacks
    /// and batch updates, or `animator.perform { ... }`); otherwise each view that moved animates
    /// on its window's animator (`Window.animator`), one completion for all. Views in no window,
    /// and windows with `animationsEnabled == false`, take their new frames at once; with nothing
    /// to animate the completion gets `true` at once.
    public static func animate(
        withDuration duration: Double,
        delay: Double = 0,
        curve: AnimationCurve = .easeInOut,
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        if let animator = Animator.current {
            animator.animate(
                withDuration: duration, delay: delay, curve: curve,
                animations: animations, completion: completion)
            return
        }
        let recording = FrameChangeRecording.record(animations)
        var animators: [Animator] = []
        for change in recording.changes {
            guard let animator = change.view.window?.animator, !animators.contains(where: { $0 === animator }) else {
                continue
            }
            animators.append(animator)
        }
        guard !animators.isEmpty else {
            completion?(true)
            return
        }
        let join = CompletionJoin(count: animators.count, completion: completion)
        for animator in animators {
            animator.animate(
                recorded: recording, duration: duration, delay: delay, curve: curve,
                completion: join.finish)
        }
    }
}

/// Calls one completion once `count` transactions ended: `true` only if all finished.
private final class CompletionJoin {
    private var remaining: Int
    private var allFinished = true
    private let completion: ((Bool) -> Void)?

    init(count: Int, completion: ((Bool) -> Void)?) {
        remaining = count
        self.completion = completion
    }

    func finish(_ finished: Bool) {
        allFinished = allFinished && finished
        remaining -= 1
        if remaining == 0 { completion?(allFinished) }
    }
}

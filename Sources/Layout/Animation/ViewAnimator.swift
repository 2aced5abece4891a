#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Animates view frames for one window: `View.animate(withDuration:...)` runs its block, lets
/// layout compute the new model frames, and moves each view whose frame changed from its
/// presentation frame (what is on screen) to the new model frame, one clock tick at a time.
///
/// How it finds the changes: `View.setFrame` reports every view's first frame change inside
/// the block, with the frame and presentation frame it had before (`FrameChangeRecording`), so
/// the cost follows the views that moved, not the views in the window.
///
/// Every `Window` has one (`Window.animator`, on the window's clock): `Window.draw(into:)` and
/// `Window.layoutIfNeeded()` call `step()` before laying out, and `Window.needsFrame` stays true
/// while `isAnimating`, so the run loop ticks (at up to 60 frames a second) exactly while
/// something moves. Table views in the window use it unless given another.
public final class ViewAnimator {
    /// The animator `View.animate(withDuration:...)` uses inside `perform(_:)`: scoped to the
    /// task and the call, so there is no global state. Nil outside `perform`, and on any thread
    /// other than the one that called `perform` (see `AmbientAnimator`).
    public static var current: ViewAnimator? { AmbientAnimator.binding?.animator }

    /// The window whose views this animator moves; held weakly, nil for a tree not in a window.
    public weak var window: Window?
    /// The animator that runs the frame animations, on the window's clock.
    public let animator: Animator
    /// The views with a running frame animation, by identity. Weak: a view that goes away
    /// simply stops being drawn.
    private var animatedViews: [ObjectIdentifier: WeakView] = [:]

    private struct WeakView {
        weak var view: View?
    }

    private var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var observer: (any ViewAnimatorObserver)?
    }

    /// `observer` hears about every `step()` (a table applies its animated scrolling). Held weakly.
    public func addObserver(_ observer: any ViewAnimatorObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }

    /// The animator of `window`, on the window's clock.
    public init(window: Window) {
        self.window = window
        self.animator = Animator(clock: window.clock)
    }

    /// For a tree not (yet) in a window.
    public init(clock: any LayoutClock) {
        self.animator = Animator(clock: clock)
    }

    /// False is reduced motion: changes apply at once and completions get `true`.
    public var animationsEnabled: Bool {
        get { animator.animationsEnabled }
        set { animator.animationsEnabled = newValue }
    }

    /// True while any animation of `animator` runs (`Animator.isAnimating`).
    public var isAnimating: Bool { animator.isAnimating }

    /// Runs `body` with this animator as `ViewAnimator.current`, so that `View.animate` inside
    /// it (in a delegate callback, a key handler) animates in this window.
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        try AmbientAnimator.$binding.withValue(AmbientAnimator(self)) { try body() }
    }

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
        animate(withDuration: duration, delay: delay, curve: curve, in: scope, excluding: { _ in false },
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
        animator.perform(duration: duration, delay: delay, curve: curve, changes: {
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
    fileprivate func animate(recorded recording: FrameChangeRecording, duration: Double, delay: Double,
                             curve: AnimationCurve, completion: @escaping (Bool) -> Void) {
        animator.perform(duration: duration, delay: delay, curve: curve, changes: {
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
        animator.animate(key, from: start, to: view.frame)
        if animator.isAnimating(key) { animatedViews[ObjectIdentifier(view)] = WeakView(view: view) }
        view.presentationFrame = animator.presentationValue(for: key, as: Rect.self) ?? view.frame
    }

    /// Stops the animations of `view` and of its subviews (a cell going back to the reuse
    /// pool): they show their model frames, and the transactions learn they did not finish.
    public func cancelAnimations(of view: View) {
        let moving = animatedViews.values.compactMap(\.view).filter { $0.isDescendant(of: view) }
        for animated in moving {
            animator.cancelAnimations(of: animated)
            animatedViews[ObjectIdentifier(animated)] = nil
            animated.presentationFrame = animated.frame
        }
        animator.cancelAnimations(of: view)
        view.presentationFrame = view.frame
    }

    /// Advances to the clock's time: sets every animated view's presentation frame, ends the
    /// animations that are over (their views show their model frames) and calls the completions
    /// that became due. Call once per frame, before drawing.
    public func step() {
        animator.step()
        applyPresentationFrames()
        for entry in observers { entry.observer?.animatorDidStep(self) }
        requestFrameIfAnimating()
    }

    private func applyPresentationFrames() {
        for (id, entry) in animatedViews {
            guard let view = entry.view else {
                animatedViews[id] = nil
                continue
            }
            if let presented = animator.presentationValue(for: AnimationKey(view, "frame"), as: Rect.self) {
                view.presentationFrame = presented
            } else {
                view.presentationFrame = view.frame
                animatedViews[id] = nil
            }
            view.superview?.setNeedsDisplay()
        }
    }

    private func requestFrameIfAnimating() {
        guard animator.isAnimating else { return }
        window?.scheduleFrame()
    }
}

/// Hears about each frame of a `ViewAnimator`.
public protocol ViewAnimatorObserver: AnyObject {
    /// Called after each `step()`, once the animated views show their frames at the clock's time.
    func animatorDidStep(_ animator: ViewAnimator)
}

extension View {
    /// UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`: applies the
    /// changes of `animations` (call `layoutIfNeeded()` in it to compute the new frames) and
    /// animates every view whose frame changed from where it is on screen to its new frame.
    ///
    /// Runs on `ViewAnimator.current` when one is bound (inside a table view's delegate callbacks
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
        if let animator = ViewAnimator.current {
            animator.animate(withDuration: duration, delay: delay, curve: curve,
                             animations: animations, completion: completion)
            return
        }
        let recording = FrameChangeRecording.record(animations)
        var animators: [ViewAnimator] = []
        for change in recording.changes {
            guard let animator = change.view.window?.animator, !animators.contains(where: { $0 === animator }) else { continue }
            animators.append(animator)
        }
        guard !animators.isEmpty else {
            completion?(true)
            return
        }
        let join = CompletionJoin(count: animators.count, completion: completion)
        for animator in animators {
            animator.animate(recorded: recording, duration: duration, delay: delay, curve: curve,
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

/// The task-local binding behind `ViewAnimator.current`. Task locals must be `Sendable`; views
/// and animators are not (they belong to the thread that runs the window). The binding is
/// immutable and hands its animator out only on the thread that made it, so a child task on
/// another thread sees no animator (and animates nothing) instead of racing with the window:
/// that is the invariant that makes `@unchecked Sendable` sound here.
final class AmbientAnimator: @unchecked Sendable {
    @TaskLocal static var binding: AmbientAnimator?

    private let owner: ViewAnimator
    private let thread = pthread_self()

    init(_ owner: ViewAnimator) { self.owner = owner }

    var animator: ViewAnimator? { pthread_equal(thread, pthread_self()) != 0 ? owner : nil }
}

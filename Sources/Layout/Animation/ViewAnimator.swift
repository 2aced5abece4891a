#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Animates view frames for one window: `View.animate(withDuration:...)` runs its block, lets
/// layout compute the new model frames, and moves each view whose frame changed from its
/// presentation frame (what is on screen) to the new model frame, one clock tick at a time.
///
/// How it finds the changes: before the block it records every view's model and presentation
/// frame in the scope (the window's tree, or a subtree such as a table); after the block it
/// compares. The scope holds only what is on screen (a table keeps only visible cells), so the
/// cost follows the visible views, not the data.
///
/// Who ticks it: the run loop calls `step()` once per frame before `Window.draw(into:)`, and
/// keeps ticking while `isAnimating` (then at up to 60 frames a second); an idle animator asks
/// for no frame. The window has no slot for an animator yet, so the app owns this one and hands
/// it to its table views (`TableView.animator`).
public final class ViewAnimator {
    /// The animator `View.animate(withDuration:...)` uses inside `perform(_:)`: scoped to the
    /// task and the call, so there is no global state. Nil outside `perform`, and on any thread
    /// other than the one that called `perform` (see `AmbientAnimator`).
    public static var current: ViewAnimator? { AmbientAnimator.binding?.animator }

    public weak var window: Window?
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
        var before: [(view: View, frame: Rect, presentation: Rect)] = []
        root.map { Self.forEachShown(in: $0) { before.append(($0, $0.frame, $0.presentationFrame)) } }
        animator.perform(duration: duration, delay: delay, curve: curve, changes: {
            perform(animations)
            for (view, frame, presentation) in before
            where view.frame != frame && !isExcluded(view) && !Self.isOutOfSight(view, below: root) {
                animateFrame(of: view, from: presentation)
            }
        }, completion: completion)
        applyPresentationFrames()
        requestFrameIfAnimating()
    }

    /// Visits the views that are drawn: hidden views and their subtrees (a table's pooled
    /// cells) are never animated, so no transaction waits for something nobody sees.
    private static func forEachShown(in view: View, _ body: (View) -> Void) {
        guard !view.isHidden else { return }
        body(view)
        for subview in view.subviews { forEachShown(in: subview, body) }
    }

    /// True when `view` went out of sight in the block: it or an ancestor up to `root` is
    /// hidden, or it left `root`'s tree.
    private static func isOutOfSight(_ view: View, below root: View?) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate.isHidden { return true }
            if candidate === root { return false }
            current = candidate.superview
        }
        return true
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
    func animatorDidStep(_ animator: ViewAnimator)
}

extension View {
    /// UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`: applies the
    /// changes of `animations` (call `layoutIfNeeded()` in it to compute the new frames) and
    /// animates every view whose frame changed from where it is on screen to its new frame.
    ///
    /// Runs on `ViewAnimator.current`: inside a table view's delegate callbacks and batch
    /// updates, or `animator.perform { ... }`. With no current animator the changes apply at once
    /// and the completion gets `true`, as with animations turned off.
    public static func animate(
        withDuration duration: Double,
        delay: Double = 0,
        curve: AnimationCurve = .easeInOut,
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let animator = ViewAnimator.current else {
            animations()
            completion?(true)
            return
        }
        animator.animate(withDuration: duration, delay: delay, curve: curve,
                         animations: animations, completion: completion)
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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hears of views' model frames as they change: `View.setFrame` reports each change before it
/// happens, and a view that joins a tree or stops being hidden reports its arrival. The view
/// knows only this protocol; an animation block's recording (`FrameChangeRecording`) is the
/// one that listens, so the cost of an animation follows the views that moved.
protocol FrameChangeObserver: AnyObject, Sendable {
    /// Before `view`'s model frame changes from `frame`.
    func frameWillChange(of view: View, from frame: Rect)
    /// After `view` joined a superview or stopped being hidden.
    func viewDidArrive(_ view: View)
}

/// The frame-change observer bound for the block running on this thread, if any. Bound
/// task-locally for the block (no global state), and handed out only on the thread that bound
/// it: views belong to the thread that runs the window, so a child task elsewhere reports
/// nothing rather than racing (which is what makes an `@unchecked Sendable` observer sound).
enum FrameChangeObservation {
    private struct Binding: Sendable {
        let observer: any FrameChangeObserver
        let thread: pthread_t
    }

    @TaskLocal private static var binding: Binding?

    /// The observer bound on this thread, innermost block's.
    static var current: (any FrameChangeObserver)? {
        guard let binding, pthread_equal(binding.thread, pthread_self()) != 0 else { return nil }
        return binding.observer
    }

    /// Runs `body` with `observer` bound.
    static func observing(with observer: any FrameChangeObserver, _ body: () -> Void) {
        $binding.withValue(Binding(observer: observer, thread: pthread_self())) { body() }
    }
}

import Canvas

/// What the run loop drives: an app that handles events and renders frames. `time` is the
/// run loop's clock when the call is made; an app that animates on a clock of its own (a
/// `WindowHost`'s window) must be given that same clock, so that a test that steps it steps both.
public protocol TerminalApp: AnyObject {
    /// Updates the app for one event. `time` is the run loop's clock, in seconds.
    func handle(_ event: Event, at time: Double)
    /// Lays out at `canvas`'s size and draws into it (the canvas starts blank).
    func render(into canvas: inout Canvas, at time: Double)
    /// True while something animates: the loop then renders a frame every frame interval
    /// instead of waiting for input.
    var wantsFrame: Bool { get }
    /// True when the app is done; the loop returns after the current step.
    var shouldQuit: Bool { get }
    /// The smallest screen the app can lay out on; below it the loop shows a short message.
    var minimumSize: TerminalSize { get }
    /// The keys that end the app. While the screen is too small for it, these are the only
    /// keys the loop hands over (the worker cannot see what the others would change). Ctrl-C
    /// always ends the loop, listed or not.
    var quitKeys: Set<Key> { get }
    /// Where the terminal's own cursor should be after the last rendered frame, or nil to hide
    /// it: a text field puts it at its insertion point, so an input method composes there.
    /// Read after each `render`.
    var cursorPosition: CellPosition? { get }
    /// The run-loop time at which the app wants `wake(at:)` though nothing happened (a minute
    /// boundary for a live clock); nil for none. The loop waits for input until then, no longer,
    /// so a timer costs nothing between its firings.
    var nextWakeTime: Double? { get }
    /// File descriptors the loop waits on together with input (a file watcher's inotify
    /// descriptor): when one is readable, the loop calls `wake(at:)`. Read before each wait.
    var watchedDescriptors: [Int32] { get }
    /// The wake time came, or a watched descriptor is readable: the app looks at what changed
    /// (it must read a readable descriptor, or the loop wakes again at once).
    func wake(at time: Double)
}

extension TerminalApp {
    public var minimumSize: TerminalSize { TerminalSize(width: 1, height: 1) }
    public var quitKeys: Set<Key> { [] }
    public var cursorPosition: CellPosition? { nil }
    public var nextWakeTime: Double? { nil }
    public var watchedDescriptors: [Int32] { [] }
    public func wake(at time: Double) {}
}
